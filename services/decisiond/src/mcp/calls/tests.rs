use super::*;

fn arguments(value: Value) -> JsonObject {
    match value {
        Value::Object(map) => map,
        _ => panic!("arguments are an object"),
    }
}

fn rejection(failure: Failure) -> String {
    match failure {
        Failure::Rejected(text) => text,
        Failure::App(e) => panic!("expected a rejection, got {e:?}"),
    }
}

#[test]
fn cycle_id_is_taken_out_of_the_arguments() {
    let id = Uuid::now_v7();
    let mut args = arguments(json!({"cycle_id": format!(" {id} "), "name": "x"}));
    assert_eq!(take_cycle_id(&mut args).unwrap(), id);
    assert_eq!(Value::Object(args), json!({"name": "x"}));
}

#[test]
fn a_missing_or_malformed_cycle_id_says_what_to_send() {
    let missing = rejection(take_cycle_id(&mut arguments(json!({}))).unwrap_err());
    assert!(missing.contains("`cycle_id` is required") && missing.contains("create_cycle"));
    let null = rejection(take_cycle_id(&mut arguments(json!({"cycle_id": null}))).unwrap_err());
    assert_eq!(null, missing);
    let bad = rejection(take_cycle_id(&mut arguments(json!({"cycle_id": "abc"}))).unwrap_err());
    assert!(bad.contains("\"abc\" is not a UUID"), "{bad}");
    let number = rejection(take_cycle_id(&mut arguments(json!({"cycle_id": 7}))).unwrap_err());
    assert!(number.contains("must be a string"), "{number}");
}
