//! Provider wire formats of a tool: OpenAI function tools (`strict: true`;
//! Chat Completions' nested form and the Responses API's flat one),
//! Anthropic tools and MCP tools, all generated from the canonical schemas.
//!
//! Every format carries the same strict parameter schema: what both
//! providers accept in strict mode. Two levels of detail ([`Detail`]): the
//! compact form a model is shown by default (the tool's summary,
//! [`compact_schema`]: no prose the schema already says) and the full
//! guidance (the docstring description, [`strict_schema`]: every bound the
//! subset cannot carry stated in words). The server keeps validating calls
//! against the canonical schema either way.

mod describe;
mod enums;
mod strict;

pub use strict::{COMPACT_BOUNDS, STRICT_KEYWORDS, compact_schema, output_schema, strict_schema};

use crate::spec::{Access, ToolSpec};
use serde_json::{Value, json};
use std::fmt;
use std::str::FromStr;

/// A provider's tool format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WireFormat {
    /// `{"type": "function", "function": {…, "strict": true}}`.
    OpenAi,
    /// The Responses API's flat form: `{"type": "function", "name",
    /// "description", "parameters", "strict": true}`.
    OpenAiResponses,
    /// `{"name", "description", "input_schema"}`.
    Anthropic,
    /// `{"name", "title", "description", "inputSchema", "outputSchema",
    /// "annotations"}`.
    Mcp,
}

impl WireFormat {
    pub const ALL: [WireFormat; 4] = [
        WireFormat::OpenAi,
        WireFormat::OpenAiResponses,
        WireFormat::Anthropic,
        WireFormat::Mcp,
    ];

    /// `openai`, `openai-responses`, `anthropic` or `mcp` (case and
    /// surrounding spaces ignored).
    pub fn parse(name: &str) -> Option<WireFormat> {
        let name = name.trim();
        WireFormat::ALL
            .into_iter()
            .find(|f| f.as_str().eq_ignore_ascii_case(name))
    }

    pub fn as_str(self) -> &'static str {
        match self {
            WireFormat::OpenAi => "openai",
            WireFormat::OpenAiResponses => "openai-responses",
            WireFormat::Anthropic => "anthropic",
            WireFormat::Mcp => "mcp",
        }
    }
}

/// How much of a tool's guidance a definition carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Detail {
    /// What to do and when, constraints as schema keywords: the default.
    #[default]
    Compact,
    /// The whole docstring: example, edge cases, what it returns; every
    /// bound in words.
    Full,
}

impl Detail {
    pub const ALL: [Detail; 2] = [Detail::Compact, Detail::Full];

    /// `compact` or `full` (case and surrounding spaces ignored).
    pub fn parse(name: &str) -> Option<Detail> {
        let name = name.trim();
        Detail::ALL
            .into_iter()
            .find(|d| d.as_str().eq_ignore_ascii_case(name))
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Detail::Compact => "compact",
            Detail::Full => "full",
        }
    }
}

impl fmt::Display for WireFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for WireFormat {
    /// What to send instead.
    type Err = String;

    fn from_str(name: &str) -> Result<WireFormat, String> {
        WireFormat::parse(name).ok_or_else(|| {
            let allowed: Vec<&str> = WireFormat::ALL.iter().map(|f| f.as_str()).collect();
            format!(
                "unknown tool format `{name}`: use one of {}",
                allowed.join(", ")
            )
        })
    }
}

/// Appended to the wire description of write tools that need the user's
/// explicit agreement first.
pub const CONFIRMATION_NOTE: &str =
    "Ask the user to confirm before calling this (request_confirmation).";

/// `spec` in `format`, with `detail`.
pub fn render(spec: &ToolSpec, format: WireFormat, detail: Detail) -> Value {
    let description = match detail {
        Detail::Compact => spec.summary.to_owned(),
        Detail::Full => wire_description(spec),
    };
    let parameters = match detail {
        Detail::Compact => compact_schema(&spec.parameters),
        Detail::Full => strict_schema(&spec.parameters),
    };
    match format {
        WireFormat::OpenAi => json!({
            "type": "function",
            "function": {
                "name": spec.name,
                "description": description,
                "parameters": parameters,
                "strict": true,
            }
        }),
        WireFormat::OpenAiResponses => json!({
            "type": "function",
            "name": spec.name,
            "description": description,
            "parameters": parameters,
            "strict": true,
        }),
        WireFormat::Anthropic => json!({
            "name": spec.name,
            "description": description,
            "input_schema": parameters,
        }),
        WireFormat::Mcp => {
            let title = human_title(spec.name);
            let mut tool = json!({
                "name": spec.name,
                "title": title,
                "description": description,
                "inputSchema": parameters,
                "annotations": {
                    "readOnlyHint": spec.access == Access::Read,
                    "destructiveHint": spec.hints.destructive,
                    "idempotentHint": spec.hints.idempotent,
                    "openWorldHint": false,
                },
            });
            // The full form repeats the title where older clients look.
            if detail == Detail::Full {
                tool["annotations"]["title"] = json!(title);
            }
            if let Some(mut output) = mcp_output_schema(spec) {
                // Clients validate against it; no model reads it.
                if detail == Detail::Compact {
                    strip_descriptions(&mut output);
                }
                tool["outputSchema"] = output;
            }
            tool
        }
    }
}

impl WireFormat {
    /// Whether the provider can defer a tool's definition until its own
    /// tool search loads it (`defer_loading: true`): Anthropic's Messages
    /// API and OpenAI's Responses API can; Chat Completions and MCP cannot.
    pub fn defers(self) -> bool {
        matches!(self, WireFormat::Anthropic | WireFormat::OpenAiResponses)
    }
}

/// Marks a rendered tool for the provider's tool search: left out of the
/// model's context until a search returns it. `false` (nothing changed) in
/// a format that cannot defer.
pub fn defer(tool: &mut Value, format: WireFormat) -> bool {
    if !format.defers() {
        return false;
    }
    tool["defer_loading"] = json!(true);
    true
}

/// `schema` without its `description`s (the validation keywords stay).
pub fn strip_descriptions(schema: &mut Value) {
    match schema {
        Value::Object(map) => {
            if map.get("description").is_some_and(Value::is_string) {
                map.remove("description");
            }
            map.values_mut().for_each(strip_descriptions);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_descriptions),
        _ => {}
    }
}

/// Parameters that choose which fields a result carries (concise results
/// leave out the detailed fields).
const SHAPING_PARAMETERS: [&str; 2] = ["response_format", "include_details"];

/// The result schema for MCP's `outputSchema`. Structured results must
/// conform to it, so where a parameter shapes the result nothing is
/// declared required.
pub fn mcp_output_schema(spec: &ToolSpec) -> Option<Value> {
    let mut schema = output_schema(&spec.returns)?;
    let properties = &spec.parameters["properties"];
    if SHAPING_PARAMETERS
        .iter()
        .any(|p| properties.get(p).is_some())
    {
        drop_required(&mut schema);
    }
    Some(schema)
}

fn drop_required(schema: &mut Value) {
    let Value::Object(s) = schema else { return };
    s.remove("required");
    for (key, child) in s.iter_mut() {
        match (key.as_str(), child) {
            ("properties" | "patternProperties", Value::Object(children)) => {
                children.values_mut().for_each(drop_required)
            }
            ("anyOf" | "oneOf" | "allOf" | "prefixItems", Value::Array(branches)) => {
                branches.iter_mut().for_each(drop_required)
            }
            ("items" | "additionalProperties", child) => drop_required(child),
            _ => {}
        }
    }
}

/// The description an agent reads: the catalog's text, plus the
/// confirmation note for write tools that require confirmation.
pub fn wire_description(spec: &ToolSpec) -> String {
    let text = spec.description.trim();
    if spec.access == Access::Write && spec.hints.requires_confirmation {
        format!("{text} {CONFIRMATION_NOTE}")
    } else {
        text.to_owned()
    }
}

/// A human title from a tool name: `compute_pugh_totals` → "Compute Pugh
/// totals", `rate_dq_element` → "Rate DQ element".
pub fn human_title(name: &str) -> String {
    let words: Vec<String> = name
        .split('_')
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(i, word)| match word {
            "pugh" => "Pugh".to_owned(),
            "dq" => "DQ".to_owned(),
            _ if i == 0 => {
                let mut chars = word.chars();
                chars
                    .next()
                    .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                    .unwrap_or_default()
            }
            _ => word.to_owned(),
        })
        .collect();
    words.join(" ")
}

impl ToolSpec {
    /// This tool in a provider's format, with `detail` (see [`render`]).
    pub fn wire(&self, format: WireFormat, detail: Detail) -> Value {
        render(self, format, detail)
    }
}
