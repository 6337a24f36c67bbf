//! Why a command or query was refused, in words an agent can act on, and
//! what to do about it as data ([`Remedy`]): each door (HTTP, MCP, NATS)
//! words a remedy in its own terms ([`RemedyWords`]), so no shared text
//! names one door's mechanism and no door parses another's text.

use decision_events::ToolResultClass;
use decision_events::values::Component;
use std::fmt;

/// The class of a rejection; maps to the audit result class and the HTTP
/// status (422, 404, 409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RejectionClass {
    /// The call is malformed or breaks an invariant: fix the parameters.
    Validation,
    /// An id does not exist in this cycle: use one of the listed ids.
    NotFound,
    /// The call clashes with the cycle's current state.
    Conflict,
}

impl RejectionClass {
    pub fn result_class(self) -> ToolResultClass {
        match self {
            RejectionClass::Validation => ToolResultClass::ValidationError,
            RejectionClass::NotFound => ToolResultClass::NotFound,
            RejectionClass::Conflict => ToolResultClass::Conflict,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    pub class: RejectionClass,
    /// The parameter at fault, when there is one.
    pub field: Option<String>,
    /// What is wrong (and, where every door would say it alike, what to
    /// send instead: ids, tool names, allowed values). Never a door's
    /// mechanism: that is the [`Remedy`]'s.
    pub message: String,
    /// What to do that each door words in its own terms.
    pub remedy: Option<Remedy>,
}

/// What to do about a refusal, where doors differ in how it is done: an
/// HTTP client moves a cycle with a route, an MCP agent with the
/// `navigate` tool. A door renders it with its [`RemedyWords`]; the text
/// follows the message after [`Remedy::joiner`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Remedy {
    /// There is no such cycle: open one, and use its id.
    CreateCycle,
    /// The tool belongs to `component` while the cycle is in `current`:
    /// move the cycle first, or call one of `here` (the tools callable in
    /// `current`).
    Navigate {
        component: Component,
        current: Component,
        here: Vec<String>,
    },
    /// An unknown tool: perhaps one of `suggestions` (close names); `here`
    /// are the tools callable in `current`.
    KnownTools {
        suggestions: Vec<String>,
        current: Component,
        here: Vec<String>,
    },
    /// A limit ran out: retry after `seconds`, or first do `instead` when
    /// there is another way (e.g. "close one").
    RetryAfter {
        seconds: u32,
        instead: Option<String>,
    },
}

impl Remedy {
    /// What goes between a message and the remedy's words: each variant's
    /// messages end the same way ("no cycle X: create one…", "…is in
    /// issue_raising. Navigate first…", "unknown tool `x`; tools
    /// available…").
    pub fn joiner(&self) -> &'static str {
        match self {
            Remedy::CreateCycle => ": ",
            Remedy::Navigate { .. } => " ",
            Remedy::KnownTools { .. } | Remedy::RetryAfter { .. } => "; ",
        }
    }

    /// One remedy of each kind, for tests that check every door's words.
    pub fn samples() -> Vec<Remedy> {
        let samples = vec![
            Remedy::CreateCycle,
            Remedy::Navigate {
                component: Component::Objectives,
                current: Component::IssueRaising,
                here: vec!["add_potential_decision".into(), "add_note".into()],
            },
            Remedy::KnownTools {
                suggestions: vec!["compute_pugh_totals".into()],
                current: Component::IssueRaising,
                here: vec!["add_potential_decision".into(), "add_note".into()],
            },
            Remedy::RetryAfter {
                seconds: 7,
                instead: None,
            },
            Remedy::RetryAfter {
                seconds: 1,
                instead: Some("close one".into()),
            },
        ];
        // A new kind must join the samples (this match stops compiling).
        for sample in &samples {
            match sample {
                Remedy::CreateCycle
                | Remedy::Navigate { .. }
                | Remedy::KnownTools { .. }
                | Remedy::RetryAfter { .. } => {}
            }
        }
        samples
    }
}

/// How a door words a [`Remedy`]: its own way of doing it (a route, a
/// tool, a header) and nothing of another door's.
pub trait RemedyWords: Send + Sync + fmt::Debug {
    fn remedy(&self, remedy: &Remedy) -> String;
}

/// The words of no door in particular, for logs and for callers that are
/// no door (tests, fuzzing, the benchmark peer): `Display` uses them.
#[derive(Debug, Clone, Copy, Default)]
pub struct PlainWords;

impl RemedyWords for PlainWords {
    fn remedy(&self, remedy: &Remedy) -> String {
        match remedy {
            Remedy::CreateCycle => "create a cycle first, and use its id".into(),
            Remedy::Navigate {
                component,
                current,
                here,
            } => navigate_first(&format!("move the cycle to {component}"), *current, here),
            Remedy::KnownTools { .. } => known_tools(remedy),
            Remedy::RetryAfter { seconds, instead } => {
                or_instead(instead, &format!("retry in {seconds} s"))
            }
        }
    }
}

/// "Navigate first (<how>), or use a tool available in C: x, y" — a
/// [`Remedy::Navigate`] with a door's way of moving the cycle.
pub fn navigate_first(how: &str, current: Component, here: &[String]) -> String {
    format!(
        "Navigate first ({how}), or use a tool available in {current}: {}",
        here.join(", ")
    )
}

/// "did you mean a or b? tools available in C: x, y" — a
/// [`Remedy::KnownTools`] in the words every door that lists tools uses.
pub fn known_tools(remedy: &Remedy) -> String {
    let Remedy::KnownTools {
        suggestions,
        current,
        here,
    } = remedy
    else {
        return String::new();
    };
    format!(
        "{}tools available in {current}: {}",
        did_you_mean(suggestions),
        here.join(", ")
    )
}

/// "did you mean a or b? " (empty without suggestions).
pub fn did_you_mean(suggestions: &[String]) -> String {
    match suggestions {
        [] => String::new(),
        names => format!("did you mean {}? ", names.join(" or ")),
    }
}

/// "close one, or retry …" when there is another way, else the retry.
pub fn or_instead(instead: &Option<String>, retry: &str) -> String {
    match instead {
        Some(instead) => format!("{instead}, or {retry}"),
        None => retry.to_owned(),
    }
}

impl Rejection {
    pub fn validation(field: &str, message: impl Into<String>) -> Rejection {
        Rejection::new(RejectionClass::Validation, Some(field), message)
    }

    pub fn not_found(field: &str, message: impl Into<String>) -> Rejection {
        Rejection::new(RejectionClass::NotFound, Some(field), message)
    }

    pub fn conflict(field: Option<&str>, message: impl Into<String>) -> Rejection {
        Rejection::new(RejectionClass::Conflict, field, message)
    }

    pub fn new(
        class: RejectionClass,
        field: Option<&str>,
        message: impl Into<String>,
    ) -> Rejection {
        Rejection {
            class,
            field: field.map(str::to_owned),
            message: message.into(),
            remedy: None,
        }
    }

    /// A command on a cycle that does not exist.
    pub fn no_cycle() -> Rejection {
        Rejection::not_found("cycle_id", "no such cycle").with_remedy(Remedy::CreateCycle)
    }

    pub fn with_remedy(mut self, remedy: Remedy) -> Rejection {
        self.remedy = Some(remedy);
        self
    }

    /// The whole text in a door's words: the message, then the remedy.
    pub fn text(&self, words: &dyn RemedyWords) -> String {
        with_remedy(&self.message, self.remedy.as_ref(), words)
    }
}

/// `message`, then `remedy` in `words` after its joiner.
pub fn with_remedy(message: &str, remedy: Option<&Remedy>, words: &dyn RemedyWords) -> String {
    match remedy {
        None => message.to_owned(),
        Some(remedy) => format!("{message}{}{}", remedy.joiner(), words.remedy(remedy)),
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(&PlainWords))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_remedy_follows_its_message_in_the_doors_words() {
        #[derive(Debug)]
        struct Shouting;
        impl RemedyWords for Shouting {
            fn remedy(&self, _: &Remedy) -> String {
                "DO IT".into()
            }
        }
        let rejection = Rejection::no_cycle();
        assert_eq!(rejection.message, "no such cycle");
        assert_eq!(rejection.text(&Shouting), "no such cycle: DO IT");
        let plain = Rejection::validation("x", "bad x");
        assert_eq!(plain.text(&Shouting), "bad x");
        assert_eq!(plain.to_string(), "bad x");
    }

    #[test]
    fn plain_words_name_no_doors_mechanism() {
        for remedy in Remedy::samples() {
            let text = PlainWords.remedy(&remedy);
            for mechanism in [
                "/api/",
                "POST",
                "PUT",
                "header",
                "Retry-After",
                "call navigate",
            ] {
                assert!(!text.contains(mechanism), "{mechanism} in {text}");
            }
        }
        assert_eq!(
            PlainWords.remedy(&Remedy::samples()[2]),
            "did you mean compute_pugh_totals? tools available in issue_raising: \
             add_potential_decision, add_note"
        );
    }
}
