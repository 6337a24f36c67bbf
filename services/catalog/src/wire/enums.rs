//! Enums on the wire: a union of documented constants (what schemars
//! emits for enum variants with doc comments) becomes one `enum`.

use serde_json::{Map, Value, json};

/// A union whose branches are all constants, as one `enum`; the branches'
/// descriptions become one note ("low: nice to have; …").
pub(super) fn constants(
    branches: &[Map<String, Value>],
    notes: &mut Vec<String>,
) -> Option<Map<String, Value>> {
    if branches.is_empty() {
        return None;
    }
    let mut values = Vec::new();
    let mut types: Vec<Value> = Vec::new();
    let mut meanings = Vec::new();
    for branch in branches {
        let mut branch_values = match (branch.get("const"), branch.get("enum")) {
            (Some(c), None) => vec![c.clone()],
            (None, Some(Value::Array(e))) => e.clone(),
            _ => return None,
        };
        if let Some(Value::String(text)) = branch.get("description")
            && let [Value::String(value)] = branch_values.as_slice()
        {
            meanings.push(format!("{value}: {}", text.trim_end_matches('.')));
        }
        if let Some(t) = branch.get("type").filter(|t| !types.contains(t)) {
            types.push(t.clone());
        }
        values.append(&mut branch_values);
    }
    if !meanings.is_empty() {
        notes.push(format!("Values: {}", meanings.join("; ")));
    }
    let mut merged = Map::new();
    if let [one] = types.as_slice() {
        merged.insert("type".into(), one.clone());
    } else if !types.is_empty() {
        merged.insert("type".into(), Value::Array(types));
    }
    merged.insert("enum".into(), Value::Array(values));
    Some(merged)
}

/// Gives an `enum` without a `type` the type of its values.
pub(super) fn infer_enum_type(s: &mut Map<String, Value>) {
    if s.contains_key("type") {
        return;
    }
    let Some(Value::Array(values)) = s.get("enum") else {
        return;
    };
    let mut types: Vec<&str> = Vec::new();
    for v in values {
        let t = match v {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        };
        if !types.contains(&t) {
            types.push(t);
        }
    }
    let t = match types.as_slice() {
        [one] => json!(one),
        _ => json!(types),
    };
    s.insert("type".into(), t);
}
