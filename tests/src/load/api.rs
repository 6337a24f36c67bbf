//! The HTTP calls the load tools make (`loadgen`, `longcycle`): the
//! routes decisiond and the benchmark peer both serve.

use serde_json::{Value, json};

/// POSTs a tool call; (0, Null) when no answer came.
pub async fn call_tool(
    http: &reqwest::Client,
    url: &str,
    cycle: &str,
    tool: &str,
    parameters: Value,
) -> (u16, Value) {
    let url = format!("{url}/api/cycles/{cycle}/tools/{tool}");
    post(http, &url, &json!({"parameters": parameters})).await
}

pub async fn post(http: &reqwest::Client, url: &str, body: &Value) -> (u16, Value) {
    match http.post(url).json(body).send().await {
        Ok(r) => {
            let status = r.status().as_u16();
            (status, r.json().await.unwrap_or(Value::Null))
        }
        Err(_) => (0, Value::Null),
    }
}

pub async fn get(http: &reqwest::Client, url: &str) -> (u16, Value) {
    match http.get(url).send().await {
        Ok(r) => {
            let status = r.status().as_u16();
            // Read the body: a read is only done when its bytes arrived.
            (status, r.json().await.unwrap_or(Value::Null))
        }
        Err(_) => (0, Value::Null),
    }
}

pub async fn create_cycle(http: &reqwest::Client, url: &str, title: &str) -> String {
    let (status, created) =
        post(http, &format!("{url}/api/cycles"), &json!({"title": title})).await;
    assert!(
        status == 200 || status == 201,
        "creating a cycle: {status} {created}"
    );
    created["cycle_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no cycle_id in {created}"))
        .to_owned()
}

pub async fn navigate(http: &reqwest::Client, url: &str, cycle: &str, component: &str) {
    let response = http
        .put(format!("{url}/api/cycles/{cycle}/component"))
        .json(&json!({"component": component}))
        .send()
        .await
        .expect("navigate");
    assert!(
        response.status().is_success(),
        "navigating to {component}: {}",
        response.status()
    );
}

/// A cycle with 5 objectives (`obj_1`…) and 4 alternatives (`alt_a`…, the
/// last the status quo), in the consequences component.
pub async fn set_up_cycle(http: &reqwest::Client, url: &str, i: usize) -> String {
    let id = create_cycle(http, url, &format!("Load {i}")).await;
    let tool = |name: &'static str, parameters: Value| {
        let (http, url, id) = (http.clone(), url.to_owned(), id.clone());
        async move {
            let (status, body) = call_tool(&http, &url, &id, name, parameters).await;
            assert_eq!(status, 200, "set-up {name}: {body}");
        }
    };
    navigate(http, url, &id, "objectives").await;
    for o in 0..5 {
        tool(
            "add_objective",
            json!({"name": format!("Objective {o}"), "measure": "m", "direction": "higher", "is_fundamental": true}),
        )
        .await;
    }
    navigate(http, url, &id, "alternatives").await;
    for a in 0..4 {
        tool(
            "add_alternative",
            json!({"name": format!("Alternative {a}"), "description": "", "is_status_quo": a == 3}),
        )
        .await;
    }
    navigate(http, url, &id, "consequences").await;
    id
}
