//! "Contains" matching of JSON tool results.

use serde_json::Value;

/// `actual` contains `expected`: every key of an expected object is present
/// with a matching value (other keys are free); arrays have the same length
/// and match item by item, in order; numbers are equal within 1e-6 (ratios
/// are floats).
#[track_caller]
pub fn assert_contains(actual: &Value, expected: &Value) {
    if let Err(why) = contains(actual, expected, "data") {
        panic!(
            "{why}\nactual: {}",
            serde_json::to_string_pretty(actual).unwrap_or_default()
        );
    }
}

pub fn contains(actual: &Value, expected: &Value, path: &str) -> Result<(), String> {
    match (expected, actual) {
        (Value::Object(expected), Value::Object(actual)) => {
            for (key, want) in expected {
                let path = format!("{path}.{key}");
                let got = actual
                    .get(key)
                    .ok_or_else(|| format!("{path} is missing"))?;
                contains(got, want, &path)?;
            }
            Ok(())
        }
        (Value::Array(expected), Value::Array(actual)) => {
            if expected.len() != actual.len() {
                return Err(format!(
                    "{path} has {} items, expected {}",
                    actual.len(),
                    expected.len()
                ));
            }
            for (i, (got, want)) in actual.iter().zip(expected).enumerate() {
                contains(got, want, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        (Value::Number(want), Value::Number(got)) => {
            let close = match (want.as_f64(), got.as_f64()) {
                (Some(w), Some(g)) => (w - g).abs() < 1e-6,
                _ => false,
            };
            if close {
                Ok(())
            } else {
                Err(format!("{path} is {got}, expected {want}"))
            }
        }
        (want, got) if want == got => Ok(()),
        (want, got) => Err(format!("{path} is {got}, expected {want}")),
    }
}

/// Every object key in `value`, at any depth.
pub fn keys(value: &Value) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    collect_keys(value, &mut out);
    out
}

fn collect_keys(value: &Value, out: &mut std::collections::BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                out.insert(key.clone());
                collect_keys(inner, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect_keys(i, out)),
        _ => {}
    }
}
