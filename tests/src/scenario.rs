//! Runs the worked scenarios of `tests/scenarios/` against a server.
//!
//! Matching follows the scenario files' own rule: listed object keys must be
//! present with matching values (others are free); a list must have the
//! same length as the actual list and each listed item must match a
//! distinct actual item, in any order.

use crate::Server;
use serde_json::{Value, json};
use std::path::PathBuf;

pub fn load(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("scenarios/{name}.json"));
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    serde_json::from_str(&text).expect("scenario JSON")
}

/// What a run did, for checking the audit log afterwards.
#[derive(Debug, Default, PartialEq)]
pub struct RunReport {
    pub cycle_id: String,
    pub tool_calls: usize,
    pub rejected: usize,
    /// The highest `position` a call committed at: read with
    /// `min_position` to see every write of the run.
    pub last_position: i64,
}

/// Creates the scenario's cycle and runs its steps in order, up to and
/// including the first call of `last_tool` (`None`: every step). Panics with
/// the step number and the difference on the first mismatch.
pub async fn run(server: &Server, scenario: &Value, last_tool: Option<&str>) -> RunReport {
    let title = scenario["create"]["title"].as_str().expect("create.title");
    let cycle_id = server.create_cycle(title).await;
    run_on(server, scenario, cycle_id, last_tool).await
}

/// As [`run`], on a cycle made beforehand (e.g. one a page already shows).
pub async fn run_on(
    server: &Server,
    scenario: &Value,
    cycle_id: String,
    last_tool: Option<&str>,
) -> RunReport {
    let mut report = RunReport {
        cycle_id,
        ..RunReport::default()
    };
    let steps = scenario["steps"].as_array().expect("steps");
    for (n, step) in steps.iter().enumerate() {
        if let Some(component) = step["navigate"].as_str() {
            server.navigate(&report.cycle_id, component).await;
            continue;
        }
        let tool = step["tool"].as_str().expect("step.tool");
        let (status, body) = server
            .tool(&report.cycle_id, tool, step["parameters"].clone())
            .await;
        report.tool_calls += 1;
        report.last_position = report
            .last_position
            .max(body["position"].as_i64().unwrap_or(0));
        let context = format!("step {n} ({tool} {})", step["parameters"]);
        if let Some(expected_status) = step["expect_status"].as_u64() {
            report.rejected += 1;
            assert_eq!(
                u64::from(status),
                expected_status,
                "{context}: status; body {body}"
            );
            assert_eq!(body["success"], false, "{context}: success; body {body}");
            assert_error_mentions(step, body["error"].as_str(), &context);
        } else {
            assert_eq!(status, 200, "{context}: status; body {body}");
            assert_eq!(body["success"], true, "{context}: {body}");
            if let Some(expected) = step.get("expect")
                && let Err(diff) = matches(expected, &body["data"])
            {
                panic!(
                    "{context}: {diff}\nexpected {expected}\nactual   {}",
                    body["data"]
                );
            }
        }
        if Some(tool) == last_tool {
            break;
        }
    }
    report
}

/// The audit class of a rejected call with this HTTP status: what MCP
/// reports in `_meta.result` instead of a status.
fn result_class(status: u64) -> &'static str {
    match status {
        404 => "not_found",
        409 => "conflict",
        422 => "validation_error",
        other => panic!("no result class for status {other}"),
    }
}

/// As [`run`], every call a JSON-RPC `tools/call` on `/mcp` (the cycle
/// made with `create_cycle`, components changed with `navigate`): the
/// structured content must match `expect`, a rejection is an `isError`
/// result whose text has the mentions and whose `_meta.result` is the
/// class of `expect_status`.
pub async fn run_mcp(server: &Server, scenario: &Value) -> RunReport {
    let title = scenario["create"]["title"].as_str().expect("create.title");
    let created = mcp_call(server, "create_cycle", json!({"title": title})).await;
    let cycle_id = created["result"]["structuredContent"]["cycle_id"]
        .as_str()
        .unwrap_or_else(|| panic!("create_cycle over MCP: {created}"))
        .to_owned();
    let mut report = RunReport {
        cycle_id,
        ..RunReport::default()
    };
    for (n, step) in scenario["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .enumerate()
    {
        if let Some(component) = step["navigate"].as_str() {
            let answer = mcp_call(
                server,
                "navigate",
                json!({"cycle_id": report.cycle_id, "component": component}),
            )
            .await;
            assert_ne!(
                answer["result"]["isError"], true,
                "navigate {component}: {answer}"
            );
            continue;
        }
        let tool = step["tool"].as_str().expect("step.tool");
        let mut arguments = step["parameters"].clone();
        arguments["cycle_id"] = json!(report.cycle_id);
        let answer = mcp_call(server, tool, arguments).await;
        let result = &answer["result"];
        report.tool_calls += 1;
        report.last_position = report
            .last_position
            .max(result["_meta"]["position"].as_i64().unwrap_or(0));
        let context = format!("MCP step {n} ({tool} {})", step["parameters"]);
        if let Some(expected_status) = step["expect_status"].as_u64() {
            report.rejected += 1;
            assert_eq!(result["isError"], true, "{context}: {answer}");
            assert_eq!(
                result["_meta"]["result"],
                result_class(expected_status),
                "{context}: {answer}"
            );
            assert_error_mentions(step, result["content"][0]["text"].as_str(), &context);
        } else {
            assert_ne!(result["isError"], true, "{context}: {answer}");
            let data = &result["structuredContent"];
            if let Some(expected) = step.get("expect")
                && let Err(diff) = matches(expected, data)
            {
                panic!("{context}: {diff}\nexpected {expected}\nactual   {data}");
            }
        }
    }
    report
}

/// One JSON-RPC `tools/call` on `/mcp`: the answer's body.
async fn mcp_call(server: &Server, name: &str, arguments: Value) -> Value {
    let response = server
        .http
        .post(server.url("/mcp"))
        .header("accept", "application/json, text/event-stream")
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": name, "arguments": arguments}}))
        .send()
        .await
        .expect("MCP call");
    assert_eq!(response.status(), 200, "MCP {name}");
    response.json().await.expect("a JSON-RPC answer")
}

/// Subset match of `expected` in `actual` (see the module docs).
pub fn matches(expected: &Value, actual: &Value) -> Result<(), String> {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (key, value) in e {
                let Some(actual_value) = a.get(key) else {
                    return Err(format!("missing key `{key}`"));
                };
                matches(value, actual_value).map_err(|d| format!("`{key}`: {d}"))?;
            }
            Ok(())
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                return Err(format!("expected {} items, got {}", e.len(), a.len()));
            }
            let mut used = vec![false; a.len()];
            for (i, item) in e.iter().enumerate() {
                let found = (0..a.len()).find(|&j| !used[j] && matches(item, &a[j]).is_ok());
                match found {
                    Some(j) => used[j] = true,
                    None => return Err(format!("item {i} ({item}) matches no remaining item")),
                }
            }
            Ok(())
        }
        (Value::Number(e), Value::Number(a)) => {
            if e.as_f64() == a.as_f64() {
                Ok(())
            } else {
                Err(format!("{e} != {a}"))
            }
        }
        (e, a) if e == a => Ok(()),
        (e, a) => Err(format!("{e} != {a}")),
    }
}

/// The step's `expect_error_mentions`, each in the error text (any case),
/// whichever door answered.
fn assert_error_mentions(step: &Value, error: Option<&str>, context: &str) {
    let error = error.unwrap_or_default().to_lowercase();
    for mention in step["expect_error_mentions"]
        .as_array()
        .into_iter()
        .flatten()
    {
        let mention = mention.as_str().expect("mention").to_lowercase();
        assert!(
            error.contains(&mention),
            "{context}: error should mention {mention:?}: {error}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::matches;
    use serde_json::json;

    #[test]
    fn subset_objects_and_unordered_lists() {
        let actual = json!({"a": 1, "b": [{"x": 1, "y": 2}, {"x": 3}], "c": 1.0});
        assert!(matches(&json!({"a": 1}), &actual).is_ok());
        assert!(matches(&json!({"b": [{"x": 3}, {"x": 1}]}), &actual).is_ok());
        assert!(matches(&json!({"c": 1}), &actual).is_ok());
        assert!(matches(&json!({"a": 2}), &actual).is_err());
        assert!(
            matches(&json!({"b": [{"x": 1}]}), &actual).is_err(),
            "length must match"
        );
        assert!(
            matches(&json!({"b": [{"x": 1}, {"x": 1}]}), &actual).is_err(),
            "distinct items"
        );
        assert!(matches(&json!({"z": 1}), &actual).is_err());
    }
}
