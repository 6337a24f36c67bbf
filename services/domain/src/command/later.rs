//! Parameters of the tradeoffs, recommendation and decision-quality tools,
//! the cross-cutting tools, and the user-side responses (not tools: the
//! UI's HTTP endpoints).

use decision_events::values::{Component, ConfirmationOption, DqElement, RevisitPriority};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

params! {
    // ----- Tradeoffs -----------------------------------------------------

    pub struct MarkDominated {
        /// The dominated alternative, e.g. "alt_c".
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        /// The alternative that dominates it, e.g. "alt_a".
        #[schemars(length(min = 1, max = 64))]
        pub dominated_by: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    pub struct MarkIrrelevantObjective {
        /// e.g. "obj_5".
        #[schemars(length(min = 1, max = 64))]
        pub objective_id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    pub struct AddTension {
        /// e.g. "alt_a".
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        /// What it is strong at, e.g. "Career growth".
        #[schemars(length(min = 1, max = 500))]
        pub excels_at: String,
        /// What it gives up for that, e.g. "Family time".
        #[schemars(length(min = 1, max = 500))]
        pub sacrifices: String,
    }

    pub struct ClearDominated {
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    // ----- Recommendation ------------------------------------------------

    pub struct SetSynthesis {
        /// The analysis in a few sentences.
        #[schemars(length(min = 1, max = 4000))]
        pub synthesis: String,
    }

    pub struct SetStandout {
        /// The standout alternative, or null when no alternative stands out.
        #[schemars(length(min = 1, max = 64))]
        pub alternative_id: Option<String>,
        #[schemars(length(min = 1, max = 2000))]
        pub rationale: String,
    }

    pub struct AddKeyConsideration {
        /// Something to weigh or do before deciding.
        #[schemars(length(min = 1, max = 2000))]
        pub consideration: String,
    }

    pub struct AddRemainingUncertainty {
        #[schemars(length(min = 1, max = 2000))]
        pub uncertainty: String,
        /// How it could be resolved, e.g. "Ask two current VPs".
        #[schemars(length(min = 1, max = 2000))]
        pub resolution_path: String,
    }

    // ----- Decision quality ----------------------------------------------

    pub struct RateDqElement {
        pub element: DqElement,
        /// 0 to 100.
        #[schemars(range(max = 100))]
        pub score: u8,
        #[schemars(length(min = 1, max = 2000))]
        pub rationale: String,
    }

    pub struct AddQualityImprovement {
        /// What to do, e.g. "Interview a VP at the new company".
        #[schemars(length(min = 1, max = 2000))]
        pub action: String,
        /// What it would improve.
        #[schemars(length(min = 1, max = 2000))]
        pub impact: String,
    }

    // ----- Cross-cutting -------------------------------------------------

    pub struct FlagUncertainty {
        #[schemars(length(min = 1, max = 2000))]
        pub description: String,
        /// The component it concerns.
        pub component: Component,
        /// True if more information could resolve it before deciding.
        pub resolvable: bool,
        /// How it affects the decision.
        #[schemars(length(min = 1, max = 2000))]
        pub impact: Option<String>,
    }

    pub struct ResolveUncertainty {
        /// The uncertainty, e.g. "unc_1".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub resolution: String,
    }

    pub struct SuggestRevisit {
        /// The component to revisit later.
        pub component: Component,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
        pub priority: RevisitPriority,
        /// What in the conversation triggered the suggestion.
        #[schemars(length(min = 1, max = 2000))]
        pub trigger: String,
    }

    pub struct DismissRevisit {
        /// The suggestion, e.g. "rev_1".
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        #[schemars(length(min = 1, max = 2000))]
        pub reason: String,
    }

    pub struct RequestConfirmation {
        /// What the user is asked to confirm.
        #[schemars(length(min = 1, max = 2000))]
        pub summary: String,
        /// The answers to offer (1 to 10).
        #[schemars(length(min = 1, max = 10))]
        pub options: Vec<ConfirmationOption>,
        /// Index (0-based) of the option to preselect.
        pub default_option: Option<usize>,
        /// Minutes until the request expires (1 to 10080; default 60).
        #[schemars(range(min = 1, max = 10080))]
        pub expires_in_minutes: Option<u32>,
    }

    pub struct RecordUserChoice {
        /// e.g. "conf_1".
        #[schemars(length(min = 1, max = 64))]
        pub confirmation_id: String,
        /// The option's label, or the user's own words.
        #[schemars(length(min = 1, max = 2000))]
        pub choice: String,
    }

    pub struct AddNote {
        #[schemars(length(min = 1, max = 4000))]
        pub content: String,
        /// The component it belongs to, if any.
        pub component: Option<Component>,
    }

    // ----- User side (HTTP endpoints of the UI, not agent tools) ----------

    /// The user accepts or dismisses a revisit suggestion.
    pub struct ResolveRevisit {
        #[schemars(length(min = 1, max = 64))]
        pub id: String,
        pub accept: bool,
        #[schemars(length(max = 2000))]
        pub resolution: String,
    }

    /// The user answers a confirmation: an option, free text, or declines.
    pub struct RespondToConfirmation {
        #[schemars(length(min = 1, max = 64))]
        pub confirmation_id: String,
        pub option_index: Option<usize>,
        #[schemars(length(min = 1, max = 2000))]
        pub text: Option<String>,
        pub decline: bool,
    }
}
