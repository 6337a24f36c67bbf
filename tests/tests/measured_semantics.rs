//! Measured consequences, value functions and rank acceptability through
//! the real binary, on both stores: the measured values and the valued
//! totals sit beside the Pugh totals in the tool results, the Pugh view and
//! the document; rank_acceptability answers the same for the same seed.
//!
//! Pay (kEUR, linear 80 → 0 … 120 → 1) and commute (min, linear 60 → 0 …
//! 10 → 1, lower is better), weighted equally (no weights set):
//!
//! | | pay | score | commute | score | valued |
//! |---|---|---|---|---|---|
//! | VP | 120 | 1 | 50 (40–70) | 0.2 | 0.6 |
//! | Startup | 90 (70–130) | 0.25 | 20 | 0.8 | 0.525 |
//! | Stay | 100 | 0.5 | 35 | 0.5 | 0.5 |

use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};

/// Calls `tool` and checks its status; returns the body.
async fn call(server: &Server, cycle: &str, tool: &str, parameters: Value, status: u16) -> Value {
    let (got, body) = server.tool(cycle, tool, parameters).await;
    assert_eq!(got, status, "{tool}: {body}");
    body
}

fn measure(
    alternative: &str,
    objective: &str,
    value: f64,
    unit: &str,
    range: Option<(f64, f64)>,
) -> Value {
    json!({"alternative_id": alternative, "objective_id": objective, "value": value, "unit": unit,
           "low": range.map(|r| r.0), "high": range.map(|r| r.1), "source": "Offer letter"})
}

async fn measured_consequences(kind: StoreKind, name: &str) {
    let server = Server::start(kind, name).await;
    let cycle = server.create_cycle("Career move").await;
    server.navigate(&cycle, "objectives").await;
    for (name, direction) in [("Pay", "higher"), ("Commute", "lower")] {
        let objective =
            json!({"name": name, "measure": "m", "direction": direction, "is_fundamental": true});
        call(&server, &cycle, "add_objective", objective, 200).await;
    }
    server.navigate(&cycle, "alternatives").await;
    for (name, status_quo) in [("VP", false), ("Startup", false), ("Stay", true)] {
        let alternative = json!({"name": name, "description": "d", "is_status_quo": status_quo});
        call(&server, &cycle, "add_alternative", alternative, 200).await;
    }
    server.navigate(&cycle, "consequences").await;
    let rating = |a: &str, o: &str, r: i64| json!({"alternative_id": a, "objective_id": o, "rating": r, "reasoning": "r"});
    let ratings = json!({"ratings": [rating("alt_a", "obj_1", 2), rating("alt_a", "obj_2", -1),
                                     rating("alt_b", "obj_1", -1), rating("alt_b", "obj_2", 2)]});
    call(&server, &cycle, "batch_rate_consequences", ratings, 200).await;

    let pay = json!({"objective_id": "obj_1", "unit": "kEUR", "kind": "linear", "worst": 80, "best": 120, "steps": null});
    call(&server, &cycle, "set_value_function", pay, 200).await;
    // Commute is lower-is-better: best above worst is refused, naming it.
    let backwards = json!({"objective_id": "obj_2", "unit": "min", "kind": "linear", "worst": 10, "best": 60, "steps": null});
    let refused = call(&server, &cycle, "set_value_function", backwards, 422).await;
    let error = refused["error"].as_str().unwrap();
    assert!(
        error.contains("`best` (60) contradicts obj_2 (Commute)"),
        "{error}"
    );
    let commute = json!({"objective_id": "obj_2", "unit": "min", "kind": "linear", "worst": 60, "best": 10, "steps": null});
    call(&server, &cycle, "set_value_function", commute, 200).await;

    for (a, o, value, unit, range) in [
        ("alt_a", "obj_1", 120.0, "kEUR", None),
        ("alt_a", "obj_2", 50.0, "min", Some((40.0, 70.0))),
        ("alt_b", "obj_1", 90.0, "kEUR", Some((70.0, 130.0))),
        ("alt_b", "obj_2", 20.0, "min", None),
        ("alt_c", "obj_1", 100.0, "kEUR", None),
    ] {
        call(
            &server,
            &cycle,
            "record_measured_consequence",
            measure(a, o, value, unit, range),
            200,
        )
        .await;
    }
    // A unit other than the value function's is refused, naming the field
    // and the unit to use.
    let hours = measure("alt_c", "obj_2", 0.6, "h", None);
    let refused = call(&server, &cycle, "record_measured_consequence", hours, 422).await;
    let error = refused["error"].as_str().unwrap();
    assert!(error.contains("`unit` \"h\" does not agree"), "{error}");
    assert!(error.contains("has a value function in \"min\""), "{error}");
    let last = call(
        &server,
        &cycle,
        "record_measured_consequence",
        measure("alt_c", "obj_2", 35.0, "min", None),
        200,
    )
    .await;
    assert_eq!(last["document_updated"], true);
    assert_eq!(last["data"]["measurement"]["score"], 0.5, "{last}");
    assert_eq!(last["data"]["valued_total"], 0.5, "{last}");
    assert_eq!(last["data"]["valued_leader_id"], "alt_a", "{last}");
    let position = last["position"].as_i64().unwrap();

    // The Pugh view: the Pugh totals and leader (VP 1, Startup 1: VP, added
    // first) as before, the measured values and valued totals beside them.
    let (status, pugh) = server
        .get_after(&format!("/api/cycles/{cycle}/pugh"), position)
        .await;
    assert_eq!(status, 200, "{pugh}");
    let totals = &pugh["totals"];
    assert_eq!(totals["leader_id"], "alt_a", "{pugh}");
    let valued: Vec<f64> = totals["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["valued_total"].as_f64().unwrap())
        .collect();
    assert_eq!(valued, [0.6, 0.525, 0.5], "{pugh}");
    assert_eq!(
        totals["measured"]["cells"].as_array().map(Vec::len),
        Some(6),
        "{pugh}"
    );
    assert_eq!(totals["measured"]["valued"]["weighting"], "equal", "{pugh}");
    assert_eq!(totals["measured"]["valued"]["leader_id"], "alt_a", "{pugh}");

    let (_, section) = server
        .get_after(
            &format!("/api/cycles/{cycle}/document/sections/consequences"),
            position,
        )
        .await;
    let markdown = section["markdown"].as_str().unwrap();
    for line in [
        "| Commute _(linear, 60 min scores 0 and 10 min scores 1)_ | 50 min (40–70) → 0.20 | 20 min → 0.80 | 35 min → 0.50 |",
        "| **Valued total** | **0.60** |",
        "Valued leader: VP (equal weights",
    ] {
        assert!(markdown.contains(line), "{line:?} not in:\n{markdown}");
    }

    // Rank acceptability: the same seed gives the same answer; every
    // sample has one leader.
    let ask =
        json!({"samples": 3000, "seed": 42, "weight_spread": 0.2, "response_format": "detailed"});
    let first = call(&server, &cycle, "rank_acceptability", ask.clone(), 200).await;
    let again = call(&server, &cycle, "rank_acceptability", ask, 200).await;
    assert_eq!(first["data"], again["data"]);
    let data = &first["data"];
    assert_eq!(data["samples"], 3000, "{data}");
    assert_eq!(data["cells_varied"], 2, "{data}");
    assert_eq!(data["leader_at_likely_values"], "alt_a", "{data}");
    let shares: f64 = data["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["first_rank_share"].as_f64().unwrap())
        .sum();
    assert!((shares - 1.0).abs() < 1e-6, "{data}");
    let refused = call(
        &server,
        &cycle,
        "rank_acceptability",
        json!({"samples": 20000}),
        422,
    )
    .await;
    let error = refused["error"].as_str().unwrap();
    assert!(error.contains("samples"), "{error}");

    // Clearing VP's commute leaves it without a valued total.
    let clear =
        json!({"alternative_id": "alt_a", "objective_id": "obj_2", "reason": "Office moves"});
    let cleared = call(&server, &cycle, "clear_measured_consequence", clear, 200).await;
    assert_eq!(cleared["data"]["measurements_remaining"], 5, "{cleared}");
    let (_, pugh) = server
        .get_after(
            &format!("/api/cycles/{cycle}/pugh"),
            cleared["position"].as_i64().unwrap(),
        )
        .await;
    let valued = &pugh["totals"]["measured"]["valued"];
    assert_eq!(valued["leader_id"], "alt_b", "{pugh}");
    assert_eq!(
        valued["unmeasured"],
        json!([{"alternative_id": "alt_a", "objective_id": "obj_2"}])
    );
    assert!(
        pugh["totals"]["alternatives"][0]
            .get("valued_total")
            .is_none(),
        "{pugh}"
    );
}

#[tokio::test]
async fn measured_consequences_over_http_on_the_embedded_store() {
    measured_consequences(StoreKind::Embedded, "measured_embedded").await;
}

#[tokio::test]
async fn measured_consequences_over_http_on_postgres() {
    measured_consequences(StoreKind::Postgres, "measured_pg").await;
}
