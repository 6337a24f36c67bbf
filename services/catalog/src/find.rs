//! `find_tools`, the discovery tool: what is not offered at a step is one
//! search away. It searches every tool's name, summary, full description
//! and component for the words of a query, and returns the best matches'
//! definitions (compact by default), each saying whether it is callable in
//! the cycle's current component. A catalog tool like the others (audited,
//! on every door), answered by the catalog itself: the domain knows no
//! wire schemas.

use crate::spec::{Access, ToolCall, ToolSpec};
use crate::wire::{Detail, compact_schema, strict_schema};
use crate::{Catalog, text};
use decision_domain::Hints;
use decision_events::values::Component;
use schemars::{JsonSchema, schema_for};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use decision_domain::FIND_TOOLS;

/// How many tools a search returns unless asked.
const DEFAULT_LIMIT: u8 = 3;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FindTools {
    /// What you want to do, in a few words ("rate several cells at once"),
    /// or tool names.
    #[schemars(length(min = 1, max = 200))]
    pub query: String,
    /// How many tools to return (default 3).
    #[schemars(range(min = 1, max = 10))]
    #[serde(default)]
    pub limit: Option<u8>,
    /// `full` returns each tool's whole guidance: example, edge cases,
    /// what it returns.
    #[serde(default)]
    pub detail: Option<FindDetail>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FindDetail {
    Compact,
    Full,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FindToolsResult {
    /// The best matches, best first.
    pub tools: Vec<FoundTool>,
    /// How many more tools matched beyond `limit`.
    pub more: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FoundTool {
    pub name: String,
    /// The component it belongs to; null for tools callable everywhere.
    pub component: Option<Component>,
    /// Callable now; otherwise move the cycle to `component` first.
    pub callable_here: bool,
    pub description: String,
    /// Its strict parameter schema, ready to offer to a model.
    pub parameters: Value,
}

const SUMMARY: &str = "Find tools not offered now: search by what you want to do and get their definitions to call them.";

const DESCRIPTION: &str = "Find tools that are not among those offered at this step, by what you want to do. Use it when the task at hand needs a tool you were not given (offered tools follow the cycle's component and state). Example: {\"query\": \"what if one rating changed\", \"limit\": null, \"detail\": null}. The query's words are matched against every tool's name, summary, description and component; tool names work too. Returns up to `limit` (default 3, at most 10) matches, best first, each with its description and strict parameter schema, its component and whether it is callable in the cycle's current component (otherwise move there first), and how many more matched; `detail: full` gives each tool's whole guidance.";

/// Words that carry no meaning in a search.
const STOP: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "get",
    "how", "i", "if", "in", "is", "it", "its", "me", "my", "of", "on", "one", "or", "so", "than",
    "that", "the", "their", "them", "there", "this", "to", "tool", "tools", "use", "want", "what",
    "when", "which", "who", "with", "would", "you", "your",
];

/// The stem a word is compared by: lowercase, its first six letters (so
/// "rating", "rated" and "ratings" meet, as do "dominated" and
/// "dominance").
fn stem(word: &str) -> String {
    word.chars().take(6).collect()
}

fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 1 && !STOP.contains(w))
        .map(stem)
        .collect()
}

/// What a tool is found by, each field's words with its weight.
pub(crate) struct Index {
    fields: Vec<(u32, Vec<String>)>,
}

impl Index {
    pub(crate) fn of(spec: &ToolSpec) -> Index {
        let component = spec
            .component
            .map_or("cross cutting everywhere".to_owned(), |c| {
                c.as_str().replace('_', " ")
            });
        Index {
            fields: vec![
                (5, words(&spec.name.replace('_', " "))),
                (3, words(spec.summary)),
                (2, words(&component)),
                (1, words(spec.description)),
            ],
        }
    }

    /// The query's score: each query word counts once, by the heaviest
    /// field it appears in.
    fn score(&self, query: &[String]) -> u32 {
        query
            .iter()
            .map(|q| {
                self.fields
                    .iter()
                    .filter(|(_, ws)| ws.contains(q))
                    .map(|(weight, _)| *weight)
                    .max()
                    .unwrap_or(0)
            })
            .sum()
    }
}

/// `find_tools` as a catalog entry.
pub(crate) fn spec() -> ToolSpec {
    let parameters = schema_for!(FindTools).to_value();
    let returns = schema_for!(FindToolsResult).to_value();
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&parameters)
        .expect("find_tools' schema compiles");
    ToolSpec {
        name: FIND_TOOLS,
        component: None,
        access: Access::Read,
        summary: SUMMARY,
        description: DESCRIPTION,
        hints: Hints::READ,
        proposal_only: false,
        analysis: false,
        parameters,
        returns,
        events: &[],
        validator,
        parser: |v| serde_json::from_value::<FindTools>(v).map(ToolCall::Find),
    }
}

impl Catalog {
    /// The answer to `find_tools` in a cycle whose current component is
    /// `current`.
    pub fn find(&self, query: &FindTools, current: Component) -> FindToolsResult {
        let limit = usize::from(query.limit.unwrap_or(DEFAULT_LIMIT).max(1));
        let detail = match query.detail {
            Some(FindDetail::Full) => Detail::Full,
            _ => Detail::Compact,
        };
        let asked = text::bounded(&query.query, 200).to_lowercase();
        let terms = words(&asked);
        let mut hits: Vec<(u32, bool, usize, &ToolSpec)> = self
            .all()
            .iter()
            .zip(&self.index)
            .enumerate()
            .filter(|(_, (spec, _))| spec.name != FIND_TOOLS)
            .map(|(order, (spec, index))| {
                // Tools named outright come first, in the order named.
                let named = asked
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .position(|w| w == spec.name);
                let bonus = named.map_or(0, |at| 10_000 - 10 * at.min(999) as u32);
                let score = index.score(&terms) + bonus;
                let here = spec.component.is_none_or(|c| c == current);
                (score, here, order, spec)
            })
            .filter(|(score, ..)| *score > 0)
            .collect();
        hits.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        let more = hits.len().saturating_sub(limit);
        let tools = hits
            .into_iter()
            .take(limit)
            .map(|(_, here, _, spec)| FoundTool {
                name: spec.name.to_owned(),
                component: spec.component,
                callable_here: here,
                description: match detail {
                    Detail::Compact => spec.summary.to_owned(),
                    Detail::Full => crate::wire_description(spec),
                },
                parameters: match detail {
                    Detail::Compact => compact_schema(&spec.parameters),
                    Detail::Full => strict_schema(&spec.parameters),
                },
            })
            .collect();
        FindToolsResult { tools, more }
    }
}
