//! The catalog's table, built from the domain's one list of tools
//! ([`decision_domain::visit_tools`]): each tool's name, component, hints,
//! description, parameter and result types come from its own file in
//! `decision_domain::tools`.

use crate::spec::{Access, Parser, ToolCall, ToolSpec};
use decision_domain::proposal::ProposalResult;
use decision_domain::{Answer, Command, Decide, Query, Tool, ToolVisitor, visit_tools};
use schemars::{JsonSchema, schema_for};
use serde_json::{Map, Value, json};

pub(crate) fn all_tools() -> Vec<ToolSpec> {
    let mut table = Table(Vec::new());
    visit_tools(&mut table);
    table.0
}

struct Table(Vec<ToolSpec>);

impl ToolVisitor for Table {
    fn write<T: Tool + Decide + Into<Command>>(&mut self) {
        let spec = build::<T, T::Result>(Access::Write, T::EVENTS, &[], parse_command::<T>);
        self.0.push(spec);
    }

    fn read<T: Tool + Answer + Into<Query>>(&mut self) {
        let mut spec = build::<T, T::Result>(Access::Read, &[], T::DETAIL_ONLY, parse_query::<T>);
        spec.analysis = T::ANALYSIS;
        self.0.push(spec);
    }
}

fn parse_command<T: Tool + Into<Command>>(v: Value) -> Result<ToolCall, serde_json::Error> {
    serde_json::from_value::<T>(v).map(|p| ToolCall::Command(p.into()))
}

fn parse_query<T: Tool + Into<Query>>(v: Value) -> Result<ToolCall, serde_json::Error> {
    serde_json::from_value::<T>(v).map(|p| ToolCall::Query(p.into()))
}

fn build<T: Tool, R: JsonSchema>(
    access: Access,
    events: &'static [&'static str],
    detail_only: &[&str],
    parser: Parser,
) -> ToolSpec {
    let name = T::NAME;
    let parameters = schema_for!(T).to_value();
    let mut returns = schema_for!(R).to_value();
    if access == Access::Read {
        detailed_only(&mut returns, detail_only);
    }
    // A call the gate can hold answers its proposal instead: the result
    // schema says so (decision 23), so every answer validates against it.
    if access == Access::Write && (T::HINTS.requires_confirmation || T::PROPOSAL_ONLY) {
        returns = or_proposal(returns);
    }
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&parameters)
        .unwrap_or_else(|e| panic!("schema of {name} does not compile: {e}"));
    assert!(!T::DESCRIPTION.is_empty(), "tool {name} has no description");
    assert!(!T::SUMMARY.is_empty(), "tool {name} has no summary");
    ToolSpec {
        name,
        component: T::COMPONENT,
        access,
        summary: T::SUMMARY,
        description: T::DESCRIPTION,
        hints: T::HINTS,
        proposal_only: T::PROPOSAL_ONLY,
        analysis: false,
        parameters,
        returns,
        events,
        validator,
        parser,
    }
}

/// A concise answer leaves out the fields only `detailed` carries: they
/// are not `required`, and their descriptions say so.
fn detailed_only(schema: &mut Value, keys: &[&str]) {
    match schema {
        Value::Object(map) => {
            if let Some(Value::Array(required)) = map.get_mut("required") {
                required.retain(|k| !k.as_str().is_some_and(|k| keys.contains(&k)));
            }
            if let Some(Value::Object(properties)) = map.get_mut("properties") {
                for (name, property) in properties.iter_mut() {
                    if keys.contains(&name.as_str()) && property.is_object() {
                        let text = property["description"].as_str().unwrap_or_default();
                        let note = "Only in the `detailed` response format.";
                        if !text.contains(note) {
                            property["description"] = format!("{text} {note}").trim().into();
                        }
                    }
                }
            }
            map.values_mut().for_each(|v| detailed_only(v, keys));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| detailed_only(v, keys)),
        _ => {}
    }
}

/// `result` or a [`ProposalResult`]: one object schema (MCP's
/// `outputSchema` must be one) whose `anyOf` is the two, their
/// definitions merged; `confirmation_required: true` tells them apart.
fn or_proposal(result: Value) -> Value {
    let mut defs = Map::new();
    let mut branch = |schema: Value| {
        let Value::Object(mut schema) = schema else {
            return schema;
        };
        if let Some(Value::Object(own)) = schema.remove("$defs") {
            defs.extend(own);
        }
        schema.remove("$schema");
        Value::Object(schema)
    };
    let result = branch(result);
    let proposal = branch(schema_for!(ProposalResult).to_value());
    let title = result["title"].as_str().unwrap_or("Result").to_owned();
    let mut union = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": format!("{title}OrProposal"),
        "description": "The tool's result; or, when the confirmation gate held the call (it did not run), the proposal the person answers (`confirmation_required: true`).",
        "type": "object",
        "anyOf": [result, proposal],
    });
    if !defs.is_empty() {
        union["$defs"] = Value::Object(defs);
    }
    union
}
