//! The fields whose shape another field names, typed as any of their
//! shapes: a tool call's `data` (the tool called says which result), a
//! user command's `data` (resolve or respond) and an event's `payload`
//! (its `event_type` and `schema_version` say which).
//! The catalog's `returns` schemas and the events crate's payload schemas
//! are the one definition, hoisted into the document's components so a
//! generated client reads both typed.

use decision_catalog::ToolSpec;
use decision_domain::proposal::ProposalResult;
use decision_domain::{Decide, ResolveRevisit, RespondToConfirmation, SetConfirmationGate};
use decision_events::schema::{older_versions, payload_schema_at, schema_versions};
use schemars::JsonSchema;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

/// Names each tool's `returns` `<Tool>Result` (`rate_consequence` →
/// `RateConsequenceResult`), with the types it uses, and makes
/// `ToolResponse.data` any of them or null (the tool called says which).
/// Returns, per tool, the component its result is.
pub(super) fn type_tool_data(
    schemas: &mut Map<String, Value>,
    tools: &[&ToolSpec],
) -> BTreeMap<&'static str, String> {
    let mut results = BTreeMap::new();
    let mut any_of = Vec::with_capacity(tools.len() + 1);
    // The API's own types (not tools' results, whose names are published).
    let api_types: std::collections::BTreeSet<String> = schemas.keys().cloned().collect();
    for tool in tools {
        let name = format!("{}Result", pascal_case(tool.name));
        let schema = hoist(own_result(&tool.returns), &name, schemas);
        // A result that is one of the API's own types (the erasure
        // `DELETE` answers too) is that type, not a second copy.
        let existing = api_types
            .iter()
            .find(|other| **other != name && schemas.get(*other) == Some(&schema))
            .cloned();
        let name = existing.unwrap_or_else(|| {
            insert_named(schemas, &name, schema);
            name
        });
        let reference = json!({"$ref": format!("#/components/schemas/{name}")});
        if !any_of.contains(&reference) {
            any_of.push(reference);
        }
        results.insert(tool.name, name);
    }
    // A call the confirmation gate held answers the proposal instead.
    let (name, schema) = schema_of::<ProposalResult>();
    let schema = hoist(schema, &name, schemas);
    insert_named(schemas, &name, schema);
    any_of.push(json!({"$ref": format!("#/components/schemas/{name}")}));
    any_of.push(json!({"type": "null"}));
    let data = schemas
        .get_mut("ToolResponse")
        .and_then(|r| r.pointer_mut("/properties/data"))
        .expect("ToolResponse has data");
    let description = data["description"].clone();
    *data = json!({"description": description, "anyOf": any_of});
    results
}

/// A tool's own result: a tool the gate can hold publishes its result or
/// the proposal (`anyOf`); here the proposal is `ToolResponse.data`'s own
/// branch, so `<Tool>Result` is the first (code generators read a plain
/// object better than a root union).
fn own_result(returns: &Value) -> Value {
    match returns.get("anyOf").and_then(Value::as_array) {
        Some(branches) if branches.len() == 2 => {
            let mut own = branches[0].clone();
            if let Some(defs) = returns.get("$defs") {
                own["$defs"] = defs.clone();
            }
            own
        }
        _ => returns.clone(),
    }
}

/// Types `CommandOutcome.data` (the answer of the user's `resolve`,
/// `respond` and settings) as any of those commands' results.
pub(super) fn type_command_data(schemas: &mut Map<String, Value>) {
    let results = [
        result_schema::<ResolveRevisit>(),
        result_schema::<RespondToConfirmation>(),
        result_schema::<SetConfirmationGate>(),
    ];
    let any_of: Vec<Value> = results
        .into_iter()
        .map(|(name, schema)| {
            let schema = hoist(schema, &name, schemas);
            insert_named(schemas, &name, schema);
            json!({"$ref": format!("#/components/schemas/{name}")})
        })
        .collect();
    let data = schemas
        .get_mut("CommandOutcome")
        .and_then(|o| o.pointer_mut("/properties/data"))
        .expect("CommandOutcome has data");
    let description = data["description"].clone();
    *data = json!({"description": description, "anyOf": any_of});
}

/// A command's result type: its name and schema.
fn result_schema<C: Decide>() -> (String, Value) {
    schema_of::<C::Result>()
}

/// A type's name and schema.
pub(super) fn schema_of<T: JsonSchema>() -> (String, Value) {
    (
        T::schema_name().into_owned(),
        schemars::schema_for!(T).to_value(),
    )
}

/// Names each event payload schema `<EventType>Event` (an older version
/// `<EventType>EventV<N>`: the feed serves payloads as stored, never
/// upcast), and makes `EventEnvelope.payload` any of them.
pub(super) fn type_event_payloads(schemas: &mut Map<String, Value>) {
    let current = schema_versions()
        .iter()
        .map(|&(event_type, version)| (event_type, version, format!("{event_type}Event")));
    let older = older_versions()
        .into_iter()
        .map(|(event_type, version)| (event_type, version, format!("{event_type}EventV{version}")));
    let mut any_of = Vec::new();
    for (event_type, version, name) in current.chain(older) {
        let payload = payload_schema_at(event_type, version).expect("a known event version");
        let schema = hoist(payload, &name, schemas);
        insert_named(schemas, &name, schema);
        any_of.push(json!({"$ref": format!("#/components/schemas/{name}")}));
    }
    let payload = schemas
        .get_mut("EventEnvelope")
        .and_then(|e| e.pointer_mut("/properties/payload"))
        .expect("EventEnvelope has a payload");
    let mut typed = json!({"anyOf": any_of});
    if let Some(description) = payload.get("description") {
        typed["description"] = description.clone();
    }
    *payload = typed;
}

/// Adds `schema` as `name`; a different schema already by that name would
/// be a second definition of one name (a bug, caught by the tests).
pub(super) fn insert_named(schemas: &mut Map<String, Value>, name: &str, schema: Value) {
    if let Some(there) = schemas.get(name) {
        assert_eq!(there, &schema, "two schemas named {name}");
    }
    schemas.insert(name.to_owned(), schema);
}

/// `schema` made a component named `owner`: its `$defs` join the
/// components (one already there with the same content is shared; another
/// by the same name is renamed `<owner><Name>`), its references follow,
/// and what only a stand-alone document carries (`$schema`, `$id`, whose
/// base URI would break the references, and `title`) goes.
pub(super) fn hoist(mut schema: Value, owner: &str, schemas: &mut Map<String, Value>) -> Value {
    let object = schema
        .as_object_mut()
        .expect("a returns schema is an object");
    object.remove("$schema");
    object.remove("$id");
    object.remove("title");
    let definitions = match object.remove("$defs") {
        Some(Value::Object(definitions)) => definitions,
        _ => Map::new(),
    };
    let mut names = Map::new();
    for (name, definition) in &definitions {
        let shared = schemas.get(name).is_none_or(|there| there == definition);
        let component = if shared {
            name.clone()
        } else {
            format!("{owner}{name}")
        };
        names.insert(name.clone(), Value::String(component));
    }
    for (name, mut definition) in definitions {
        relink(&mut definition, &names);
        let component = names[&name].as_str().expect("a name").to_owned();
        schemas.entry(component).or_insert(definition);
    }
    relink(&mut schema, &names);
    any_json_as_empty_object(&mut schema);
    schema
}

/// Points `#/$defs/X` references at the component X was hoisted to.
fn relink(value: &mut Value, names: &Map<String, Value>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(target)) = map.get_mut("$ref")
                && let Some(name) = target.strip_prefix("#/$defs/")
            {
                let component = names[name].as_str().expect("a name");
                *target = format!("#/components/schemas/{component}");
            }
            map.values_mut().for_each(|v| relink(v, names));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| relink(v, names)),
        _ => {}
    }
}

/// `{}` rather than `true` for a field that holds any JSON, as the rest of
/// the document writes it (what client generators read).
fn any_json_as_empty_object(value: &mut Value) {
    if let Value::Object(map) = value {
        if let Some(Value::Object(properties)) = map.get_mut("properties") {
            for property in properties.values_mut() {
                if *property == Value::Bool(true) {
                    *property = json!({});
                }
            }
        }
        map.values_mut().for_each(any_json_as_empty_object);
    } else if let Value::Array(items) = value {
        items.iter_mut().for_each(any_json_as_empty_object);
    }
}

/// `rate_consequence` → `RateConsequence`.
pub(super) fn pascal_case(snake: &str) -> String {
    snake
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_definition_of_the_same_name_but_other_content_is_renamed() {
        let mut schemas = Map::new();
        schemas.insert("Item".into(), json!({"type": "string"}));
        let returns = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Out",
            "type": "object",
            "properties": {"a": {"$ref": "#/$defs/Item"}, "b": {"$ref": "#/$defs/Same"}, "c": true},
            "$defs": {"Item": {"type": "integer"}, "Same": {"type": "boolean"}}
        });
        schemas.insert("Same".into(), json!({"type": "boolean"}));
        let hoisted = hoist(returns, "XResult", &mut schemas);
        assert_eq!(
            hoisted,
            json!({"type": "object", "properties": {
                "a": {"$ref": "#/components/schemas/XResultItem"},
                "b": {"$ref": "#/components/schemas/Same"},
                "c": {}
            }})
        );
        assert_eq!(schemas["XResultItem"], json!({"type": "integer"}));
        assert_eq!(schemas["Item"], json!({"type": "string"}));
    }

    #[test]
    fn tool_names_become_pascal_case() {
        assert_eq!(pascal_case("rate_consequence"), "RateConsequence");
        assert_eq!(pascal_case("get_document_summary"), "GetDocumentSummary");
    }
}
