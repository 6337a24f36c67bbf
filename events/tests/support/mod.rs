//! Golden fixtures: `tests/fixtures/<name>.json`, pretty-printed with a
//! trailing newline. `BLESS=1 cargo test -p decision-events` (re)writes them;
//! on the very first bless, tests that read fixtures may fail while they are
//! being written: run once more without `BLESS`.

#![allow(dead_code)] // each test binary uses a different part of the helpers

pub mod samples;

use serde::Serialize;
use serde_json::Value;
use std::path::PathBuf;

pub fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

pub fn fixture_path(name: &str) -> PathBuf {
    fixtures_dir().join(format!("{name}.json"))
}

fn blessing() -> bool {
    std::env::var("BLESS").is_ok_and(|v| v == "1")
}

/// The fixture's text, or a failure saying how to create it.
pub fn read_fixture(name: &str) -> Result<String, String> {
    let path = fixture_path(name);
    std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "fixture {} is missing ({e}); create it with BLESS=1",
            path.display()
        )
    })
}

/// Compares `value`'s JSON with the fixture `name` (or writes it under
/// `BLESS=1`). Compared as JSON values, so key order does not matter (it
/// differs with serde_json's `preserve_order`), but every name and value does.
pub fn check_fixture(name: &str, value: &impl Serialize) -> Result<(), String> {
    let pretty = serde_json::to_string_pretty(value).map_err(|e| e.to_string())? + "\n";
    if blessing() {
        // Write then rename, so tests reading fixtures meanwhile never see
        // a half-written file.
        std::fs::create_dir_all(fixtures_dir()).map_err(|e| e.to_string())?;
        let partial = fixture_path(name).with_extension("json.partial");
        std::fs::write(&partial, pretty).map_err(|e| e.to_string())?;
        return std::fs::rename(&partial, fixture_path(name)).map_err(|e| e.to_string());
    }
    let text = read_fixture(name)?;
    if !(text.starts_with("{\n") && text.ends_with("}\n")) {
        return Err(format!(
            "fixture {name} is not pretty-printed with a trailing newline"
        ));
    }
    let stored: Value = serde_json::from_str(&text).map_err(|e| format!("fixture {name}: {e}"))?;
    let actual: Value = serde_json::from_str(&pretty).map_err(|e| e.to_string())?;
    if stored == actual {
        Ok(())
    } else {
        Err(format!(
            "{name} no longer serializes as its fixture (a renamed or changed field breaks consumers; \
             if the change is intended, bump the schema version and re-bless with BLESS=1)\n\
             --- fixture\n{text}--- now\n{pretty}"
        ))
    }
}

/// Every object key in `value`, at any depth, that is not snake_case.
pub fn non_snake_case_keys(value: &Value) -> Vec<String> {
    let mut bad = Vec::new();
    collect_keys(value, &mut bad);
    bad
}

fn collect_keys(value: &Value, bad: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                let snake = key.starts_with(|c: char| c.is_ascii_lowercase())
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
                if !snake {
                    bad.push(key.clone());
                }
                collect_keys(inner, bad);
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect_keys(i, bad)),
        _ => {}
    }
}
