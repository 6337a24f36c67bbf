//! Boundary errors, worded so an agent can correct its next call.

use crate::{Catalog, ToolSpec};
use decision_domain::{Rejection, Remedy};
use decision_events::values::Component;
use jsonschema::error::{TypeKind, ValidationError, ValidationErrorKind};
use serde_json::Value;

/// An unknown tool: close names, and the tools callable in `current`, as
/// a [`Remedy::KnownTools`] each door words.
pub(crate) fn unknown_tool(catalog: &Catalog, name: &str, current: Component) -> Rejection {
    let here: Vec<String> = catalog
        .tools_for(current)
        .iter()
        .map(|t| t.name.to_owned())
        .collect();
    let known = |suggestions: Vec<String>| Remedy::KnownTools {
        suggestions,
        current,
        here: here.clone(),
    };
    let chars = name.chars().count();
    if chars > crate::MAX_TOOL_NAME_CHARS {
        // No suggestion is close to a name this long, and echoing it (or
        // comparing it with every tool) would grow with what was sent.
        return Rejection::not_found(
            "tool",
            format!(
                "unknown tool `{}` ({chars} characters; tool names have at most {})",
                crate::text::bounded(name, crate::MAX_TOOL_NAME_CHARS),
                crate::MAX_TOOL_NAME_CHARS,
            ),
        )
        .with_remedy(known(Vec::new()));
    }
    // Close names, or names that contain what was sent as a whole word
    // ("rate" → rate_consequence, not add_st*rate*gy_dimension).
    let word = name.len() >= 4
        && catalog
            .all()
            .iter()
            .any(|t| t.name.starts_with(name) || t.name.contains(&format!("_{name}")));
    let mut close: Vec<(usize, &str)> = catalog
        .all()
        .iter()
        .map(|t| (strsim::levenshtein(name, t.name), t.name))
        .filter(|(d, t)| {
            *d <= (name.len() / 3).max(2)
                || word && (t.starts_with(name) || t.contains(&format!("_{name}")))
        })
        .collect();
    close.sort();
    let suggestions = close.iter().take(3).map(|(_, n)| (*n).to_owned()).collect();
    Rejection::not_found("tool", format!("unknown tool `{name}`")).with_remedy(known(suggestions))
}

/// A tool of another component: move the cycle there first, or use a tool
/// callable here — a [`Remedy::Navigate`], since each door moves a cycle
/// its own way.
pub(crate) fn not_allowed_here(
    catalog: &Catalog,
    tool: &ToolSpec,
    home: Component,
    current: Component,
) -> Rejection {
    // Everything callable here, cross-cutting tools included: a component
    // without tools of its own (tradeoffs, …) must not get an empty list.
    let here: Vec<String> = catalog
        .tools_for(current)
        .iter()
        .map(|t| t.name.to_owned())
        .collect();
    Rejection::validation(
        "tool",
        format!(
            "`{}` belongs to the {home} component, but the cycle is in {current}.",
            tool.name,
        ),
    )
    .with_remedy(Remedy::Navigate {
        component: home,
        current,
        here,
    })
}

/// One schema violation: the parameter at fault (`None` for the whole
/// parameters object) and the sentence that explains it.
pub(crate) struct Problem {
    pub(crate) field: Option<String>,
    pub(crate) text: String,
}

pub(crate) fn invalid_parameters(tool: &ToolSpec, problems: &[Problem]) -> Rejection {
    let field = problems
        .iter()
        .find_map(|p| p.field.as_deref())
        .unwrap_or("parameters");
    let texts: Vec<&str> = problems.iter().map(|p| p.text.as_str()).collect();
    Rejection::validation(
        field,
        format!(
            "invalid parameters for {}: {}. Expected: {}",
            tool.name,
            texts.join("; "),
            expected_parameters(&tool.parameters)
        ),
    )
}

/// Every violation of `parameters` against `schema`, in words.
pub(crate) fn describe_all<'a>(
    schema: &Value,
    parameters: &Value,
    errors: impl Iterator<Item = ValidationError<'a>>,
) -> Vec<Problem> {
    let errors: Vec<ValidationError<'a>> = errors.collect();
    // A value of the wrong type for an enum (a rating of 1.5 or "1") fails
    // both keywords; the enum error alone says what is allowed.
    let enum_paths: Vec<&str> = errors
        .iter()
        .filter(|e| matches!(e.kind(), ValidationErrorKind::Enum { .. }))
        .map(|e| e.instance_path().as_str())
        .collect();
    errors
        .iter()
        .filter(|e| {
            !(matches!(e.kind(), ValidationErrorKind::Type { .. })
                && enum_paths.contains(&e.instance_path().as_str()))
        })
        .map(|e| describe(schema, parameters, e))
        .collect()
}

/// One schema violation in words: which field, what is allowed, what was sent.
fn describe(schema: &Value, parameters: &Value, error: &ValidationError<'_>) -> Problem {
    let pointer = error.instance_path().as_str();
    let field = field_name(pointer);
    let node = schema_at(schema, pointer);
    let got = error.instance();
    let at = |what: String| Problem {
        text: match &field {
            Some(f) => format!("parameter `{f}` {what}"),
            None => format!("`parameters` {what}"),
        },
        field: field.clone(),
    };
    match error.kind() {
        ValidationErrorKind::Required { property } => {
            let name = property.as_str().unwrap_or_default();
            let full = join(field.as_deref(), name);
            let what = node
                .and_then(|n| n.get("properties"))
                .and_then(|p| p.get(name))
                .map(|p| format!(" ({})", shape(schema, p)))
                .unwrap_or_default();
            Problem {
                text: format!("parameter `{full}`{what} is required"),
                field: Some(full),
            }
        }
        ValidationErrorKind::AdditionalProperties { unexpected } => {
            unknown_fields(field.as_deref(), unexpected, node)
        }
        // `additionalProperties: false` on an object without properties
        // (a tool that takes none) reports the first value, not its key.
        ValidationErrorKind::FalseSchema
            if error
                .schema_path()
                .as_str()
                .ends_with("additionalProperties") =>
        {
            let keys: Vec<String> = parameters
                .pointer(pointer)
                .and_then(Value::as_object)
                .map(|o| o.keys().cloned().collect())
                .unwrap_or_default();
            unknown_fields(field.as_deref(), &keys, node)
        }
        ValidationErrorKind::Enum { options } => at(format!(
            "must be one of {}; got {}",
            list(options),
            sent(got)
        )),
        ValidationErrorKind::Type { kind } => {
            let expected = match kind {
                TypeKind::Single(t) => with_article(&t.to_string()),
                TypeKind::Multiple(set) => set
                    .iter()
                    .map(|t| with_article(&t.to_string()))
                    .collect::<Vec<_>>()
                    .join(" or "),
            };
            match &field {
                Some(_) => at(format!("must be {expected}, got {}", sent(got))),
                None => at(format!(
                    "must be a JSON object of named parameters, got {}",
                    sent(got)
                )),
            }
        }
        ValidationErrorKind::MinLength { limit: 1 } => {
            let max = node
                .and_then(|n| n.get("maxLength"))
                .and_then(Value::as_u64);
            at(match max {
                Some(max) => format!("must not be empty (1 to {max} characters)"),
                None => "must not be empty".into(),
            })
        }
        ValidationErrorKind::MinLength { limit } => at(format!(
            "must be at least {limit} characters (got {})",
            chars(got)
        )),
        ValidationErrorKind::MaxLength { limit } => at(format!(
            "must be at most {limit} characters (got {})",
            chars(got)
        )),
        ValidationErrorKind::MinItems { .. } | ValidationErrorKind::MaxItems { .. } => {
            let count = got.as_array().map_or(0, Vec::len);
            at(format!(
                "must have {} (got {count})",
                item_bounds(node, error)
            ))
        }
        ValidationErrorKind::Minimum { limit } => {
            at(format!("must be at least {limit}, got {}", sent(got)))
        }
        ValidationErrorKind::Maximum { limit } => {
            at(format!("must be at most {limit}, got {}", sent(got)))
        }
        _ => at(format!("is invalid: {error}")),
    }
}

/// Unknown fields: name each, suggest the wire name the agent probably
/// meant (`alt_id` → `alternative_id`), and list what is allowed there.
fn unknown_fields(parent: Option<&str>, unexpected: &[String], node: Option<&Value>) -> Problem {
    let allowed: Vec<&str> = node
        .and_then(|n| n.get("properties"))
        .and_then(Value::as_object)
        .map(|p| p.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let names: Vec<String> = unexpected
        .iter()
        .map(|u| {
            let full = join(parent, u);
            match allowed.iter().find(|a| probably_meant(u, a)) {
                Some(a) => format!("`{full}` (did you mean `{a}`?)"),
                None => format!("`{full}`"),
            }
        })
        .collect();
    let noun = if names.len() == 1 {
        "unknown parameter"
    } else {
        "unknown parameters"
    };
    let allowed_text = if allowed.is_empty() {
        match parent {
            None => "this tool takes no parameters: send {}".to_owned(),
            Some(p) => format!("`{p}` takes no fields"),
        }
    } else {
        format!("allowed: {}", allowed.join(", "))
    };
    Problem {
        field: unexpected.first().map(|u| join(parent, u)),
        text: format!("{noun} {} — {allowed_text}", names.join(", ")),
    }
}

/// A misspelling (`objectve_id`, `nme`), a bare suffix (`type` for
/// `constraint_type`) or an abbreviation word by word (`alt_id` for
/// `alternative_id`).
fn probably_meant(sent: &str, allowed: &str) -> bool {
    let abbreviates = {
        let (s, a): (Vec<&str>, Vec<&str>) =
            (sent.split('_').collect(), allowed.split('_').collect());
        s.len() == a.len()
            && s.iter()
                .zip(&a)
                .all(|(s, a)| !s.is_empty() && a.starts_with(s))
    };
    // Two edits turn `x` into `id`: only count edits on longer names.
    let edits = strsim::levenshtein(sent, allowed);
    edits <= 2 && edits * 3 <= sent.len().max(allowed.len())
        || allowed.ends_with(&format!("_{sent}"))
        || abbreviates
}

/// The sub-schema that describes the value at an instance pointer.
fn schema_at<'s>(root: &'s Value, pointer: &str) -> Option<&'s Value> {
    let mut node = resolve(root, root);
    for segment in pointer.split('/').skip(1) {
        let next = match segment.parse::<usize>() {
            Ok(_) if node.get("items").is_some() => node.get("items"),
            _ => node
                .get("properties")
                .and_then(|p| p.get(unescape(segment))),
        }?;
        node = resolve(root, next);
    }
    Some(node)
}

fn resolve<'s>(root: &'s Value, node: &'s Value) -> &'s Value {
    node.get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/"))
        .and_then(|path| path.split('/').try_fold(root, |n, key| n.get(key)))
        .unwrap_or(node)
}

fn unescape(segment: &str) -> String {
    segment.replace("~1", "/").replace("~0", "~")
}

/// `/ratings/0/rating` → `ratings[0].rating`; the root → None.
fn field_name(pointer: &str) -> Option<String> {
    let mut out = String::new();
    for segment in pointer.split('/').skip(1) {
        let segment = unescape(segment);
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

fn join(parent: Option<&str>, name: &str) -> String {
    match parent {
        Some(p) => format!("{p}.{name}"),
        None => name.to_owned(),
    }
}

/// "1 to 100 items", "at least 1 item", "at most 50 items".
fn item_bounds(node: Option<&Value>, error: &ValidationError<'_>) -> String {
    let bound = |key: &str| node.and_then(|n| n.get(key)).and_then(Value::as_u64);
    match error.kind() {
        ValidationErrorKind::MinItems { limit } => count_range(Some(*limit), bound("maxItems")),
        ValidationErrorKind::MaxItems { limit } => count_range(bound("minItems"), Some(*limit)),
        _ => count_range(bound("minItems"), bound("maxItems")),
    }
}

fn count_range(min: Option<u64>, max: Option<u64>) -> String {
    let items = |n: u64| if n == 1 { "item" } else { "items" };
    match (min, max) {
        (Some(min), Some(max)) => format!("{min} to {max} items"),
        (Some(min), None) => format!("at least {min} {}", items(min)),
        (None, Some(max)) => format!("at most {max} {}", items(max)),
        (None, None) => "any number of items".into(),
    }
}

fn with_article(kind: &str) -> String {
    match kind {
        "null" => "null".into(),
        k if k.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {k}"),
        k => format!("a {k}"),
    }
}

/// What the agent sent, typed and shortened: `string "yes"`, `null`.
fn sent(value: &Value) -> String {
    let text = value.to_string();
    let text = match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    };
    match value {
        Value::Null => "null".into(),
        Value::Bool(_) => format!("boolean {text}"),
        Value::Number(n) if n.is_i64() || n.is_u64() => format!("integer {text}"),
        Value::Number(_) => format!("number {text}"),
        Value::String(_) => format!("string {text}"),
        Value::Array(_) => format!("array {text}"),
        Value::Object(_) => format!("object {text}"),
    }
}

fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |s| s.chars().count())
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

/// "name (string), direction (one of higher, lower, target), …" — the
/// shape of a correct call, straight from the schema.
fn expected_parameters(schema: &Value) -> String {
    match fields(schema, schema) {
        Some(fields) => fields,
        None => "no parameters ({})".into(),
    }
}

/// An object's properties with their shapes; None if it has none.
fn fields(root: &Value, object: &Value) -> Option<String> {
    let properties = object.get("properties").and_then(Value::as_object)?;
    (!properties.is_empty()).then(|| {
        properties
            .iter()
            .map(|(name, p)| format!("{name} ({})", shape(root, p)))
            .collect::<Vec<_>>()
            .join(", ")
    })
}

fn shape(root: &Value, property: &Value) -> String {
    let resolved = resolve(root, property);
    if let Some(options) = resolved.get("enum") {
        return format!("one of {}", list(options));
    }
    if let Some(variants) = resolved.get("anyOf").and_then(Value::as_array) {
        return variants
            .iter()
            .map(|v| shape(root, v))
            .collect::<Vec<_>>()
            .join(" or ");
    }
    match resolved.get("type") {
        Some(Value::String(t)) if t == "array" => {
            let items = match resolved.get("items").map(|i| resolve(root, i)) {
                Some(i) if i.get("properties").is_some() => {
                    format!("{{{}}}", fields(root, i).unwrap_or_default())
                }
                Some(i) if i.get("enum").is_some() => format!("({})", shape(root, i)),
                Some(i) => format!("{}s", shape(root, i)),
                None => "values".into(),
            };
            let bound = |key: &str| resolved.get(key).and_then(Value::as_u64);
            let bounds = match (bound("minItems"), bound("maxItems")) {
                (None, None) => String::new(),
                (min, max) => format!(", {}", count_range(min, max)),
            };
            format!("array of {items}{bounds}")
        }
        Some(Value::String(t)) if t == "object" => match fields(root, resolved) {
            Some(f) => format!("{{{f}}}"),
            None => "object".into(),
        },
        Some(Value::String(t)) => t.clone(),
        Some(Value::Array(types)) => types
            .iter()
            .map(|t| t.as_str().map_or_else(|| t.to_string(), str::to_owned))
            .collect::<Vec<_>>()
            .join(" or "),
        Some(other) => other.to_string(),
        None => "object".into(),
    }
}
