//! The even-swap tools at the boundary: hostile input is refused before
//! the domain sees it, each refusal naming the field. (Control characters
//! are refused for every tool by the calls layer, `text::check_parameters`.)

use crate::support;

use decision_domain::RejectionClass;
use serde_json::{Value, json};
use support::rejected;

fn swap() -> Value {
    json!({"alternative_id": "alt_d", "objective_id": "obj_4", "change": -1,
           "compensating_objective_id": "obj_1", "compensation": 0.5,
           "reasoning": "even", "judged_by": null})
}

fn with(mut value: Value, key: &str, field: Value) -> Value {
    value[key] = field;
    value
}

#[test]
fn a_long_judge_or_reasoning_is_refused_naming_the_field() {
    let r = rejected(
        "record_even_swap",
        with(swap(), "judged_by", json!("x".repeat(101))),
    );
    assert_eq!(r.class, RejectionClass::Validation);
    assert_eq!(r.field.as_deref(), Some("judged_by"), "{}", r.message);
    let r = rejected(
        "record_even_swap",
        with(swap(), "reasoning", json!("x".repeat(2001))),
    );
    assert_eq!(r.field.as_deref(), Some("reasoning"), "{}", r.message);
    let r = rejected(
        "set_aside_in_even_swaps",
        json!({"alternative_id": "x".repeat(65), "objective_id": null, "reason": "r", "judged_by": null}),
    );
    assert_eq!(r.field.as_deref(), Some("alternative_id"), "{}", r.message);
}

#[test]
fn huge_or_mistyped_numbers_are_refused() {
    let r = rejected("record_even_swap", with(swap(), "change", json!(1e300)));
    assert_eq!(r.field.as_deref(), Some("change"), "{}", r.message);
    let r = rejected("record_even_swap", with(swap(), "compensation", json!("1")));
    assert_eq!(r.field.as_deref(), Some("compensation"), "{}", r.message);
}

#[test]
fn the_swap_needs_every_field() {
    let mut missing = swap();
    missing.as_object_mut().unwrap().remove("reasoning");
    let r = rejected("record_even_swap", missing);
    assert_eq!(r.field.as_deref(), Some("reasoning"), "{}", r.message);
    let r = rejected("undo_even_swap", json!({"step_id": "es_1"}));
    assert_eq!(r.field.as_deref(), Some("reason"), "{}", r.message);
}
