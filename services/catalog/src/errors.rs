//! Boundary errors, worded so an agent can correct its next call.

use crate::{Catalog, ToolSpec};
use decision_domain::Rejection;
use decision_events::values::Component;
use jsonschema::error::{TypeKind, ValidationError, ValidationErrorKind};
use serde_json::Value;

pub(crate) fn unknown_tool(catalog: &Catalog, name: &str, current: Component) -> Rejection {
    let mut close: Vec<(usize, &str)> = catalog
        .all()
        .iter()
        .map(|t| (strsim::levenshtein(name, t.name), t.name))
        .filter(|(d, t)| *d <= (name.len() / 3).max(2) || t.contains(name) && name.len() >= 4)
        .collect();
    close.sort();
    let suggestion = match close.first() {
        Some(_) => {
            let names: Vec<&str> = close.iter().take(3).map(|(_, n)| *n).collect();
            format!("did you mean {}? ", names.join(" or "))
        }
        None => String::new(),
    };
    let available: Vec<&str> = catalog.tools_for(current).iter().map(|t| t.name).collect();
    Rejection::not_found(
        "tool",
        format!(
            "unknown tool `{name}`; {suggestion}tools available in {current}: {}",
            available.join(", ")
        ),
    )
}

pub(crate) fn not_allowed_here(
    catalog: &Catalog,
    tool: &ToolSpec,
    home: Component,
    current: Component,
) -> Rejection {
    let here: Vec<&str> = catalog
        .tools_for(current)
        .iter()
        .filter(|t| t.component == Some(current))
        .map(|t| t.name)
        .collect();
    Rejection::validation(
        "tool",
        format!(
            "`{}` belongs to the {home} component, but the cycle is in {current}. Navigate first (PUT /api/cycles/:id/component with {{\"component\": \"{home}\"}}), or use a tool of {current}: {}",
            tool.name,
            here.join(", ")
        ),
    )
}

pub(crate) fn invalid_parameters(tool: &ToolSpec, problems: &[String]) -> Rejection {
    let field = problems
        .first()
        .and_then(|p| p.strip_prefix("parameter `"))
        .and_then(|p| p.split('`').next())
        .unwrap_or("parameters");
    Rejection::validation(
        field,
        format!(
            "invalid parameters for {}: {}. Expected: {}",
            tool.name,
            problems.join("; "),
            expected_parameters(&tool.parameters)
        ),
    )
}

/// One schema violation in words: which field, what is allowed, what was sent.
pub(crate) fn describe(error: &ValidationError<'_>) -> String {
    let field = field_name(error.instance_path().as_str());
    let got = error.instance();
    let at = |what: String| match &field {
        Some(f) => format!("parameter `{f}` {what}"),
        None => format!("`parameters` {what}"),
    };
    match error.kind() {
        ValidationErrorKind::Required { property } => {
            let name = property.as_str().unwrap_or_default();
            match &field {
                Some(f) => format!("parameter `{f}.{name}` is required"),
                None => format!("parameter `{name}` is required"),
            }
        }
        ValidationErrorKind::AdditionalProperties { unexpected } => {
            let names: Vec<String> = unexpected.iter().map(|u| format!("`{u}`")).collect();
            at(format!("has unknown field(s) {}", names.join(", ")))
        }
        ValidationErrorKind::Enum { options } => at(format!(
            "is {got}, which is not allowed; allowed values: {}",
            list(options)
        )),
        ValidationErrorKind::Type { kind } => {
            let expected = match kind {
                TypeKind::Single(t) => t.to_string(),
                TypeKind::Multiple(set) => set
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" or "),
            };
            at(format!(
                "must be a {expected}, got {} {got}",
                json_type(got)
            ))
        }
        ValidationErrorKind::MinLength { limit: 1 } => at("must not be empty".into()),
        ValidationErrorKind::MinLength { limit } => {
            at(format!("must be at least {limit} characters"))
        }
        ValidationErrorKind::MaxLength { limit } => at(format!(
            "must be at most {limit} characters (got {})",
            got.as_str().map_or(0, |s| s.chars().count())
        )),
        ValidationErrorKind::MinItems { limit } => at(format!("needs at least {limit} item(s)")),
        ValidationErrorKind::MaxItems { limit } => at(format!(
            "allows at most {limit} items (got {})",
            got.as_array().map_or(0, Vec::len)
        )),
        ValidationErrorKind::Minimum { limit } => {
            at(format!("must be at least {limit}, got {got}"))
        }
        ValidationErrorKind::Maximum { limit } => at(format!("must be at most {limit}, got {got}")),
        _ => at(format!("is invalid: {error}")),
    }
}

/// `/ratings/0/rating` → `ratings[0].rating`; the root → None.
fn field_name(pointer: &str) -> Option<String> {
    let mut out = String::new();
    for segment in pointer.split('/').skip(1) {
        let segment = segment.replace("~1", "/").replace("~0", "~");
        if segment.chars().all(|c| c.is_ascii_digit()) && !out.is_empty() {
            out.push_str(&format!("[{segment}]"));
        } else {
            if !out.is_empty() {
                out.push('.');
            }
            out.push_str(&segment);
        }
    }
    (!out.is_empty()).then_some(out)
}

fn list(options: &Value) -> String {
    match options.as_array() {
        Some(items) => items
            .iter()
            .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
            .collect::<Vec<_>>()
            .join(", "),
        None => options.to_string(),
    }
}

fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// "name (string), direction (one of higher, lower, target), …" — the
/// shape of a correct call, straight from the schema.
fn expected_parameters(schema: &Value) -> String {
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return "no parameters ({})".into();
    };
    if properties.is_empty() {
        return "no parameters ({})".into();
    }
    properties
        .iter()
        .map(|(name, p)| format!("{name} ({})", shape(schema, p)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn shape(root: &Value, property: &Value) -> String {
    let resolved = property
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/"))
        .and_then(|path| path.split('/').try_fold(root, |node, key| node.get(key)))
        .unwrap_or(property);
    if let Some(options) = resolved.get("enum") {
        return format!("one of {}", list(options));
    }
    match resolved.get("type") {
        Some(Value::String(t)) if t == "array" => "array".into(),
        Some(Value::String(t)) => t.clone(),
        Some(other) => other.to_string(),
        None => "object".into(),
    }
}
