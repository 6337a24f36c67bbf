//! The MCP tools: `create_cycle`, `navigate`, then every catalog tool in
//! the catalog's compact MCP wire form (title, summary, strict input
//! schema, output schema without descriptions, annotations). Which of them
//! `tools/list` shows is disclosure (decision 23): the entry set
//! ([`Toolbox::entry`]: create_cycle, navigate, find_tools) where the list
//! may not follow a session, the entry set plus the step's tools where it
//! may. Every tool stays callable.
//!
//! The cycle travels in every call: each catalog tool's input schema gains
//! a required `cycle_id`, kept within the strict subset (every property
//! required, `additionalProperties: false`).

use decision_catalog::{Catalog, Detail, FIND_TOOLS, ToolSpec, WireFormat, human_title};
use decision_events::values::Component;
use rmcp::model::Tool;
use serde_json::{Map, Value, json};

pub(crate) const CREATE_CYCLE: &str = "create_cycle";
pub(crate) const NAVIGATE: &str = "navigate";
/// The argument naming the cycle a call acts on.
pub(crate) const CYCLE_ID: &str = "cycle_id";

/// The tools that every `tools/list` holds: enough to open a cycle, move
/// it and find any other tool.
pub(crate) const ENTRY: [&str; 3] = [CREATE_CYCLE, NAVIGATE, FIND_TOOLS];

/// Every tool, built once per service (schemas are shared, not re-rendered).
pub(crate) struct Toolbox {
    tools: Vec<Tool>,
}

impl Toolbox {
    pub(crate) fn new(catalog: &Catalog) -> Toolbox {
        let tools = [create_cycle(), navigate()]
            .into_iter()
            .chain(
                catalog
                    .all()
                    .iter()
                    .map(|spec| catalog_tool(spec, Detail::Compact)),
            )
            .map(|wire| {
                // The catalog's tests pin the MCP shape; failing here is a
                // catalog bug that no request could work around.
                serde_json::from_value(wire).expect("catalog renders valid MCP tools")
            })
            .collect();
        Toolbox { tools }
    }

    /// Every tool, as `get` finds them (never listed whole).
    #[cfg(test)]
    pub(crate) fn all(&self) -> &[Tool] {
        &self.tools
    }

    pub(crate) fn get(&self, name: &str) -> Option<&Tool> {
        self.tools.iter().find(|t| t.name == name)
    }

    /// The entry set, then `names` (those not already in it), in order.
    pub(crate) fn listed<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> Vec<Tool> {
        let mut chosen: Vec<&str> = ENTRY.to_vec();
        for name in names {
            if !chosen.contains(&name) {
                chosen.push(name);
            }
        }
        chosen
            .into_iter()
            .filter_map(|name| self.get(name).cloned())
            .collect()
    }

    /// The entry set alone: what a `tools/list` that may not follow a
    /// session holds.
    pub(crate) fn entry(&self) -> Vec<Tool> {
        self.listed([])
    }
}

/// A catalog tool as MCP lists it: its wire form with `cycle_id` added to
/// its parameters; the full form also says where it may be called.
pub(crate) fn catalog_tool(spec: &ToolSpec, detail: Detail) -> Value {
    let mut tool = spec.wire(WireFormat::Mcp, detail);
    if detail == Detail::Full {
        let place = match spec.component {
            Some(component) => format!(
                "Callable while the cycle is in the {component} component (navigate there first)."
            ),
            None => "Callable in every component.".to_owned(),
        };
        let description = tool["description"].as_str().unwrap_or_default();
        tool["description"] = json!(format!("{description} {place}"));
    }
    tool["inputSchema"] = with_cycle_id(&tool["inputSchema"]);
    tool
}

/// `schema` with `cycle_id` as its first, required property.
pub(crate) fn with_cycle_id(schema: &Value) -> Value {
    let mut schema = schema.clone();
    let mut properties = Map::new();
    properties.insert(CYCLE_ID.into(), cycle_id_schema());
    if let Some(Value::Object(own)) = schema.get("properties") {
        properties.extend(own.clone());
    }
    let mut required = vec![json!(CYCLE_ID)];
    if let Some(Value::Array(own)) = schema.get("required") {
        required.extend(own.iter().filter(|r| *r != CYCLE_ID).cloned());
    }
    schema["properties"] = Value::Object(properties);
    schema["required"] = Value::Array(required);
    schema["additionalProperties"] = json!(false);
    schema
}

fn cycle_id_schema() -> Value {
    json!({
        "type": "string",
        "description": "From create_cycle.",
    })
}

fn annotations(name: &str, idempotent: bool) -> Value {
    json!({
        "title": human_title(name),
        "readOnlyHint": false,
        "destructiveHint": false,
        "idempotentHint": idempotent,
        "openWorldHint": false,
    })
}

fn component_names() -> Vec<&'static str> {
    Component::ALL.map(Component::as_str).to_vec()
}

fn create_cycle() -> Value {
    json!({
        "name": CREATE_CYCLE,
        "title": human_title(CREATE_CYCLE),
        "description": "Open a decision cycle when the person starts a decision; every other \
            tool takes its cycle_id.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "title": {
                    "type": "string",
                    "description": "What the decision is about, e.g. \"Career move\". Not blank.",
                },
            },
            "required": ["title"],
            "additionalProperties": false,
        },
        "outputSchema": {
            "type": "object",
            "properties": {
                "cycle_id": {"type": "string"},
                "title": {"type": "string"},
                "current_component": {"type": "string", "enum": component_names()},
                "version": {"type": "integer"},
                "position": {"type": "integer", "description": "Feed position of the creation."},
                "component_tools": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["cycle_id", "title", "current_component", "version", "position", "component_tools"],
        },
        "annotations": annotations(CREATE_CYCLE, false),
    })
}

fn navigate() -> Value {
    json!({
        "name": NAVIGATE,
        "title": human_title(NAVIGATE),
        "description": "Move the cycle to a PrOACT component; its own tools work only there. \
            Returns what the component still lacks (next_steps).",
        "inputSchema": {
            "type": "object",
            "properties": {
                CYCLE_ID: cycle_id_schema(),
                "component": {
                    "type": "string",
                    "description": "The component to work in, in PrOACT order.",
                    "enum": component_names(),
                },
            },
            "required": [CYCLE_ID, "component"],
            "additionalProperties": false,
        },
        "outputSchema": {
            "type": "object",
            "properties": {
                "cycle_id": {"type": "string"},
                "previous_component": {"type": ["string", "null"]},
                "current_component": {"type": "string", "enum": component_names()},
                "changed": {"type": "boolean"},
                "version": {"type": "integer"},
                "position": {"type": ["integer", "null"], "description": "Feed position of the move (null: nothing moved)."},
                "component_tools": {"type": "array", "items": {"type": "string"}},
                "next_steps": {
                    "type": "object",
                    "properties": {
                        "component": {"type": "string"},
                        "status": {"type": "string"},
                        "missing": {"type": "array", "items": {"type": "string"}},
                        "suggested_tools": {"type": "array", "items": {"type": "string"}},
                    },
                },
            },
            "required": ["cycle_id", "current_component", "changed", "version", "component_tools"],
        },
        "annotations": annotations(NAVIGATE, true),
    })
}

/// The names of `component`'s own tools (cross-cutting ones are left out:
/// they are callable everywhere and the descriptions say so).
pub(crate) fn component_tools(catalog: &Catalog, component: Component) -> Vec<&'static str> {
    catalog
        .all()
        .iter()
        .filter(|t| t.component == Some(component))
        .map(|t| t.name)
        .collect()
}

#[cfg(test)]
mod tests;
