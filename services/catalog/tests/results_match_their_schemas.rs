//! Every result a tool returns validates against the `returns` schema the
//! catalog publishes (GET …/tools), in both response formats: the
//! career-move scenario is run through the boundary and the domain, and
//! after every step every read tool is asked, concise and detailed.

use crate::support;

use chrono::{TimeZone, Utc};
use decision_catalog::ToolCall;
use decision_domain::{Context, Cycle, answer, execute};
use decision_events::values::Component;
use serde_json::{Value, json};
use support::{catalog, examples};

/// The scenario's cycle, step by step, through `prepare` and the domain.
fn scenario_states() -> Vec<(Cycle, Vec<(String, Value)>)> {
    let text = include_str!("../../../tests/scenarios/career-move.json");
    let scenario: Value = serde_json::from_str(text).expect("the scenario parses");
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let create = decision_domain::Command::CreateCycle(decision_domain::CreateCycle {
        title: scenario["create"]["title"].as_str().unwrap().to_owned(),
    });
    let mut state = execute(&Cycle::default(), &create, &ctx).unwrap().state;
    let mut states = Vec::new();
    for step in scenario["steps"].as_array().unwrap() {
        let mut results = Vec::new();
        if let Some(component) = step["navigate"].as_str() {
            let navigate = decision_domain::Command::Navigate(decision_domain::Navigate {
                component: Component::parse(component).unwrap(),
            });
            state = execute(&state, &navigate, &ctx).unwrap().state;
        } else {
            let tool = step["tool"].as_str().unwrap();
            let current = state.current_component.unwrap();
            match catalog().prepare(tool, &step["parameters"], current) {
                Ok(ToolCall::Command(command)) => {
                    if let Ok(accepted) = execute(&state, &command, &ctx) {
                        results.push((tool.to_owned(), json_of(&accepted.data)));
                        state = accepted.state;
                    }
                }
                Ok(ToolCall::Query(query)) => {
                    if let Ok(data) = answer(&state, &query, &ctx).map(|d| json_of(&d)) {
                        results.push((tool.to_owned(), data));
                    }
                }
                Ok(ToolCall::Find(query)) => {
                    let found = catalog().find(&query, current);
                    results.push((tool.to_owned(), serde_json::to_value(found).unwrap()));
                }
                Err(_) => {}
            }
        }
        states.push((state.clone(), results));
    }
    states
}

/// `schema` with every object closed (`additionalProperties: false` where
/// it says nothing): a key the schema does not document is an error.
fn closed(mut schema: Value) -> Value {
    fn close(value: &mut Value) {
        match value {
            Value::Object(map) => {
                if map.contains_key("properties") && !map.contains_key("additionalProperties") {
                    map.insert("additionalProperties".into(), json!(false));
                }
                map.values_mut().for_each(close);
            }
            Value::Array(items) => items.iter_mut().for_each(close),
            _ => {}
        }
    }
    close(&mut schema);
    schema
}

/// A result as its door sends it, read back as JSON to validate.
fn json_of(result: &impl serde::Serialize) -> Value {
    serde_json::to_value(result).expect("results serialize")
}

fn check(tool: &str, data: &Value, failures: &mut Vec<String>) {
    let spec = catalog().get(tool).unwrap();
    let validator = jsonschema::options()
        .build(&closed(spec.returns.clone()))
        .unwrap_or_else(|e| panic!("{tool}: its returns schema does not compile: {e}"));
    for error in validator.iter_errors(data) {
        let detail = if std::env::var_os("SCHEMA_DATA").is_some() {
            format!(" in {data}")
        } else {
            String::new()
        };
        failures.push(format!(
            "{tool}: {error} at {}{detail}",
            error.instance_path()
        ));
    }
}

#[test]
fn every_result_of_the_scenario_matches_its_published_schema_in_both_formats() {
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let reads: Vec<(&str, Value)> = examples()
        .into_iter()
        .filter(|(name, ..)| catalog().get(name).unwrap().access == decision_catalog::Access::Read)
        .map(|(name, parameters, _)| (name, parameters))
        .collect();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (state, writes) in scenario_states() {
        for (tool, data) in &writes {
            check(tool, data, &mut failures);
            checked += 1;
        }
        for (tool, parameters) in &reads {
            for format in ["concise", "detailed"] {
                let mut parameters = parameters.clone();
                if parameters.get("response_format").is_some() || *tool != "list_objectives" {
                    parameters["response_format"] = json!(format);
                } else {
                    parameters["include_details"] = json!(format == "detailed");
                }
                // Cross-cutting or not, ask from where the cycle is.
                let current = state.current_component.unwrap();
                let home = catalog().get(tool).unwrap().component.unwrap_or(current);
                let Ok(ToolCall::Query(query)) = catalog().prepare(tool, &parameters, home) else {
                    continue;
                };
                if let Ok(data) = answer(&state, &query, &ctx).map(|d| json_of(&d)) {
                    check(tool, &data, &mut failures);
                    checked += 1;
                }
            }
        }
    }
    failures.sort();
    failures.dedup();
    assert!(checked > 500, "only {checked} results checked");
    assert!(
        failures.is_empty(),
        "{} results outside their schema, e.g.:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The weighted results (absent from the scenario, which sets no weights)
/// validate too: the rated scenario state with weights set, then stale.
#[test]
fn weighted_results_match_their_published_schema() {
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let (mut state, _) = scenario_states().pop().expect("the scenario has steps");
    let mut failures = Vec::new();
    let weights = json!({"method": "swing", "values": [
        {"objective_id": "obj_1", "value": 100},
        {"objective_id": "obj_2", "value": 60},
        {"objective_id": "obj_4", "value": 40},
    ], "ranking": null});
    let Ok(ToolCall::Command(set)) =
        catalog().prepare("set_objective_weights", &weights, Component::Tradeoffs)
    else {
        panic!("set_objective_weights parses");
    };
    let accepted = execute(&state, &set, &ctx).unwrap_or_else(|r| panic!("{}", r.message));
    check(
        "set_objective_weights",
        &json_of(&accepted.data),
        &mut failures,
    );
    state = accepted.state;
    let stale = decision_events::DomainEvent::from(decision_events::ObjectiveRemoved {
        objective_id: "obj_2".into(),
        reason: "r".into(),
    });
    for state in [state.clone(), decision_domain::apply(state, &stale)] {
        for tool in ["compute_pugh_totals", "flip_analysis"] {
            for format in ["concise", "detailed"] {
                let parameters = json!({"response_format": format});
                let Ok(ToolCall::Query(query)) =
                    catalog().prepare(tool, &parameters, Component::Tradeoffs)
                else {
                    panic!("{tool} parses");
                };
                let data = answer(&state, &query, &ctx)
                    .map(|d| json_of(&d))
                    .unwrap_or_else(|r| panic!("{}", r.message));
                assert!(data.to_string().contains("weight"), "{tool}: {data}");
                check(tool, &data, &mut failures);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The even-swap results (absent from the scenario) validate too: on the
/// rated scenario state, the proposal in both formats, then the swap it
/// proposes (half way to the compensation's limit), a set-aside of what it
/// reveals, and the undo, each followed by the proposal again.
#[test]
fn even_swap_results_match_their_published_schema() {
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let (mut state, _) = scenario_states().pop().expect("the scenario has steps");
    let mut failures = Vec::new();
    let run =
        |tool: &str, parameters: Value, state: &Cycle, failures: &mut Vec<String>| match catalog()
            .prepare(tool, &parameters, Component::Tradeoffs)
        {
            Ok(ToolCall::Command(command)) => {
                let accepted = execute(state, &command, &ctx)
                    .unwrap_or_else(|r| panic!("{tool}: {}", r.message));
                check(tool, &json_of(&accepted.data), failures);
                (json_of(&accepted.data), Some(accepted.state))
            }
            Ok(ToolCall::Query(query)) => {
                let data = answer(state, &query, &ctx)
                    .map(|d| json_of(&d))
                    .unwrap_or_else(|r| panic!("{tool}: {}", r.message));
                check(tool, &data, failures);
                (data, None)
            }
            Ok(ToolCall::Find(_)) => panic!("{tool} is no even-swap tool"),
            Err(e) => panic!("{tool} does not parse: {e:?}"),
        };
    let propose = |state: &Cycle, failures: &mut Vec<String>| {
        let mut detailed = Value::Null;
        for format in ["concise", "detailed"] {
            let parameters =
                json!({"objective_id": null, "alternative_id": null, "response_format": format});
            detailed = run("propose_even_swap", parameters, state, failures).0;
        }
        detailed
    };
    let proposed = propose(&state, &mut failures);
    let p = &proposed["proposal"];
    assert!(p.is_object(), "a swap is proposed: {proposed}");
    let change = p["to"].as_f64().unwrap() - p["from"].as_f64().unwrap();
    let from = p["compensation_from"].as_f64().unwrap();
    let compensation = (p["compensation_limit"].as_f64().unwrap() - from) / 2.0;
    let swap = json!({"alternative_id": p["alternative_id"], "objective_id": p["objective_id"],
        "change": change, "compensating_objective_id": p["compensating_objective_id"],
        "compensation": compensation, "reasoning": "even", "judged_by": null});
    let (recorded, after) = run("record_even_swap", swap, &state, &mut failures);
    state = after.expect("a write");
    let revealed = &recorded["revealed"];
    let aside = if let Some(d) = revealed["dominated"].as_array().and_then(|d| d.first()) {
        json!({"alternative_id": d["alternative_id"], "objective_id": null, "reason": "r", "judged_by": null})
    } else {
        let o = &revealed["irrelevant_objectives"][0];
        assert!(o.is_string(), "the swap reveals something: {recorded}");
        json!({"alternative_id": null, "objective_id": o, "reason": "r", "judged_by": null})
    };
    propose(&state, &mut failures);
    let (_, after) = run("set_aside_in_even_swaps", aside, &state, &mut failures);
    state = after.expect("a write");
    propose(&state, &mut failures);
    let undo = json!({"step_id": "es_2", "reason": "r"});
    let (_, after) = run("undo_even_swap", undo, &state, &mut failures);
    propose(&after.expect("a write"), &mut failures);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The measured results (absent from the scenario, which measures
/// nothing): the rated scenario state with a value function, every
/// alternative measured (with a range, then again), one cleared, with and
/// without weights.
#[test]
fn measured_results_match_their_published_schema() {
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let (mut state, _) = scenario_states().pop().expect("the scenario has steps");
    let mut failures = Vec::new();
    let mut write = |state: &mut decision_domain::Cycle, tool: &str, parameters: Value| {
        let Ok(ToolCall::Command(command)) =
            catalog().prepare(tool, &parameters, Component::Consequences)
        else {
            panic!("{tool} parses: {parameters}");
        };
        let accepted = execute(state, &command, &ctx).unwrap_or_else(|r| panic!("{}", r.message));
        check(tool, &json_of(&accepted.data), &mut failures);
        *state = accepted.state;
    };
    let function = json!({"objective_id": "obj_1", "unit": "kEUR", "kind": "stepwise", "worst": null,
                          "best": null, "steps": [{"from": 0, "value": 0}, {"from": 100, "value": 1}]});
    write(&mut state, "set_value_function", function);
    let alternatives: Vec<String> = decision_domain::pugh::totals(&state)
        .expect("alternatives")
        .alternatives
        .iter()
        .map(|a| a.alternative_id.clone())
        .collect();
    for (i, a) in alternatives.iter().enumerate() {
        for value in [90.0, 95.0 + i as f64] {
            let record = json!({"alternative_id": a, "objective_id": "obj_1", "value": value,
                                "unit": "kEUR", "low": 80, "high": 120, "source": "Offer"});
            write(&mut state, "record_measured_consequence", record);
        }
    }
    let clear =
        json!({"alternative_id": alternatives[0], "objective_id": "obj_1", "reason": "Withdrawn"});
    write(&mut state, "clear_measured_consequence", clear);
    let weights = json!({"method": "direct", "values": [
        {"objective_id": "obj_1", "value": 2},
        {"objective_id": "obj_2", "value": 1},
        {"objective_id": "obj_4", "value": 1},
    ], "ranking": null});
    let Ok(ToolCall::Command(set)) =
        catalog().prepare("set_objective_weights", &weights, Component::Tradeoffs)
    else {
        panic!("set_objective_weights parses");
    };
    let weighted = execute(&state, &set, &ctx)
        .unwrap_or_else(|r| panic!("{}", r.message))
        .state;
    for state in [state, weighted] {
        for tool in ["compute_pugh_totals", "rank_acceptability"] {
            for format in ["concise", "detailed"] {
                let parameters = json!({"response_format": format});
                let Ok(ToolCall::Query(query)) =
                    catalog().prepare(tool, &parameters, Component::Consequences)
                else {
                    panic!("{tool} parses");
                };
                let data = answer(&state, &query, &ctx)
                    .map(|d| json_of(&d))
                    .unwrap_or_else(|r| panic!("{}", r.message));
                assert!(data.to_string().contains("valued_total"), "{tool}: {data}");
                check(tool, &data, &mut failures);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The raters' results (absent from the scenario, which names no raters)
/// validate too: the rated scenario state with three raters who disagree.
#[test]
fn rater_results_match_their_published_schema() {
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let (mut state, _) = scenario_states().pop().expect("the scenario has steps");
    let datum = decision_domain::pugh::datum(&state)
        .expect("a datum")
        .id
        .clone();
    let alternatives: Vec<String> = state
        .active_alternatives()
        .filter(|a| a.id != datum)
        .map(|a| a.id.clone())
        .collect();
    let mut failures = Vec::new();
    let mut run = |state: &mut Cycle, tool: &str, parameters: Value| {
        let Ok(ToolCall::Command(command)) =
            catalog().prepare(tool, &parameters, Component::Consequences)
        else {
            panic!("{tool} parses: {parameters}");
        };
        let accepted = execute(state, &command, &ctx).unwrap_or_else(|r| panic!("{}", r.message));
        check(tool, &json_of(&accepted.data), &mut failures);
        *state = accepted.state;
    };
    for (kind, name) in [("person", "Ana"), ("partner", "Sam"), ("expert", "Dr Lee")] {
        run(&mut state, "add_rater", json!({"kind": kind, "name": name}));
    }
    for (rater, rating) in [("rater_1", 2), ("rater_2", -1), ("rater_3", 0)] {
        for alternative in &alternatives {
            run(
                &mut state,
                "rate_consequence_as",
                json!({"rater_id": rater, "alternative_id": alternative, "objective_id": "obj_1",
                       "rating": rating, "reasoning": "their view"}),
            );
        }
    }
    for tool in ["list_rater_disagreements", "compute_pugh_totals"] {
        for format in ["concise", "detailed"] {
            let parameters = json!({"response_format": format});
            let Ok(ToolCall::Query(query)) =
                catalog().prepare(tool, &parameters, Component::Consequences)
            else {
                panic!("{tool} parses");
            };
            let data = answer(&state, &query, &ctx)
                .map(|d| json_of(&d))
                .unwrap_or_else(|r| panic!("{}", r.message));
            check(tool, &data, &mut failures);
            if tool == "list_rater_disagreements" {
                assert_eq!(data["cells"][0]["spread"], 3, "{data}");
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A call the confirmation gate holds answers its proposal, and an
/// `erase_cycle` call always does: the published result schema of every
/// such tool takes it (and the plain result still), so an answer under the
/// gate validates as every other (issue 29).
#[test]
fn a_proposal_matches_the_schema_of_every_tool_the_gate_can_hold() {
    let ctx = Context::at(Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap());
    let mut failures = Vec::new();
    let mut held = 0;
    for (name, parameters, _) in examples() {
        let spec = catalog().get(name).unwrap();
        if !(spec.hints.requires_confirmation || spec.proposal_only) {
            continue;
        }
        held += 1;
        let (_, proposal) = decision_domain::proposal::propose(
            &Cycle::default(),
            name,
            &parameters,
            uuid::Uuid::nil(),
            3,
            chrono::Duration::hours(1),
            &ctx,
        )
        .expect("a proposal");
        check(
            name,
            &serde_json::to_value(proposal).unwrap(),
            &mut failures,
        );
    }
    assert!(held >= 9, "the gate can hold {held} tools");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
