//! The words for what the strict subset cannot carry: bounds, formats,
//! patterns and defaults move from keywords into the description (the
//! server still enforces them).

use serde_json::{Map, Value};

/// The note for a dropped `format`, `pattern` or `default`.
pub(super) fn dropped(key: &str, value: &Value) -> Option<String> {
    match (key, value) {
        ("format", Value::String(f)) => Some(format!("Format: {f}")),
        ("pattern", Value::String(p)) => Some(format!("Must match the regular expression {p}")),
        ("default", v) if !v.is_null() => Some(format!("Default: {v}")),
        _ => None,
    }
}

/// States the length, size and range bounds in words ("1 to 200
/// characters", "at most 50 items", "0 to 100"); returns the keywords read.
pub(super) fn bounds_note(s: &Map<String, Value>, notes: &mut Vec<String>) -> Vec<&'static str> {
    let pairs = [
        ("minLength", "maxLength", " characters"),
        ("minItems", "maxItems", " items"),
        ("minProperties", "maxProperties", " properties"),
        ("minimum", "maximum", ""),
    ];
    let mut read = vec![
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "uniqueItems",
    ];
    for (low_key, high_key, unit) in pairs {
        read.extend([low_key, high_key]);
        let (low, high) = (s.get(low_key), s.get(high_key));
        let range = match (low, high) {
            (Some(l), Some(h)) => format!("{l} to {h}"),
            (Some(l), None) => format!("at least {l}"),
            (None, Some(h)) => format!("at most {h}"),
            (None, None) => continue,
        };
        notes.push(format!("{range}{unit}"));
    }
    if let Some(v) = s.get("exclusiveMinimum") {
        notes.push(format!("greater than {v}"));
    }
    if let Some(v) = s.get("exclusiveMaximum") {
        notes.push(format!("less than {v}"));
    }
    if let Some(v) = s.get("multipleOf") {
        notes.push(format!("a multiple of {v}"));
    }
    if s.get("uniqueItems") == Some(&Value::Bool(true)) {
        notes.push("no duplicate items".to_owned());
    }
    read
}

/// Appends `notes` to the description as sentences, skipping what it
/// already says ("(1 to 20)" covers "1 to 20 items"); one line per paragraph.
pub(super) fn describe(s: &mut Map<String, Value>, notes: &[String]) {
    let base = match s.get("description") {
        Some(Value::String(d)) => d
            .split("\n\n")
            .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("\n\n"),
        _ => String::new(),
    };
    let mut text = base.clone();
    for note in notes {
        let core = note
            .trim_end_matches(" characters")
            .trim_end_matches(" items");
        if mentions(&base.to_lowercase(), &core.to_lowercase()) {
            continue;
        }
        if !text.is_empty() && !text.ends_with(['.', '?', '!']) {
            text.push('.');
        }
        if !text.is_empty() {
            text.push(' ');
        }
        let mut chars = note.chars();
        text.extend(chars.next().map(|c| c.to_ascii_uppercase()));
        text.push_str(chars.as_str());
        text.push('.');
    }
    if !text.is_empty() {
        s.insert("description".into(), Value::String(text));
    }
}

/// `text` contains `phrase` not directly followed or preceded by a digit.
fn mentions(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit()) && !after.is_some_and(|c| c.is_ascii_digit())
    })
}
