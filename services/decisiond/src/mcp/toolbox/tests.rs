use super::*;
use decision_catalog::{Access, COMPACT_BOUNDS, STRICT_KEYWORDS};
use std::collections::HashSet;

fn toolbox() -> (Catalog, Toolbox) {
    let catalog = Catalog::new();
    let toolbox = Toolbox::new(&catalog);
    (catalog, toolbox)
}

fn schema_of(tool: &Tool) -> Value {
    Value::Object((*tool.input_schema).clone())
}

/// The strict subset (DESIGN §5): closed objects, every property required,
/// only the keywords both providers accept.
fn assert_strict(tool: &str, path: &str, schema: &Value) {
    let Value::Object(s) = schema else {
        panic!("{tool}: {path} is not a schema object");
    };
    for key in s.keys() {
        assert!(
            STRICT_KEYWORDS.contains(&key.as_str()) || COMPACT_BOUNDS.contains(&key.as_str()),
            "{tool}: `{key}` at {path} is outside the strict subset"
        );
    }
    if let Some(Value::Object(properties)) = s.get("properties") {
        let required: HashSet<&str> = s["required"]
            .as_array()
            .unwrap_or_else(|| panic!("{tool}: {path} has properties but no required"))
            .iter()
            .filter_map(Value::as_str)
            .collect();
        let names: HashSet<&str> = properties.keys().map(String::as_str).collect();
        assert_eq!(
            required, names,
            "{tool}: every property of {path} is required"
        );
        assert_eq!(
            s["additionalProperties"],
            json!(false),
            "{tool}: {path} is closed"
        );
        for (name, child) in properties {
            assert_strict(tool, &format!("{path}.{name}"), child);
        }
    }
    if let Some(items) = s.get("items") {
        assert_strict(tool, &format!("{path}[]"), items);
    }
}

#[test]
fn lists_the_lifecycle_tools_then_every_catalog_tool_once() {
    let (catalog, toolbox) = toolbox();
    let names: Vec<&str> = toolbox.all().iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(&names[..2], [CREATE_CYCLE, NAVIGATE]);
    assert_eq!(names.len(), catalog.all().len() + 2);
    let unique: HashSet<&&str> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "tool names are unique");
    assert!(toolbox.get("compute_pugh_totals").is_some());
    assert!(toolbox.get("nope").is_none());
}

#[test]
fn every_input_schema_is_strict_and_every_call_but_create_cycle_names_its_cycle() {
    let (_, toolbox) = toolbox();
    for tool in toolbox.all() {
        let schema = schema_of(tool);
        assert_eq!(schema["type"], "object", "{}", tool.name);
        assert_strict(&tool.name, "$", &schema);
        if tool.name == CREATE_CYCLE {
            assert!(schema["properties"].get(CYCLE_ID).is_none());
            continue;
        }
        assert_eq!(
            schema["required"][0], CYCLE_ID,
            "{}: cycle_id first",
            tool.name
        );
        assert_eq!(
            schema["properties"][CYCLE_ID]["type"], "string",
            "{}",
            tool.name
        );
    }
}

#[test]
fn annotations_and_output_schemas_come_from_the_catalog() {
    let (catalog, toolbox) = toolbox();
    for spec in catalog.all() {
        let tool = toolbox.get(spec.name).expect("listed");
        let a = tool.annotations.as_ref().expect("annotations");
        assert_eq!(
            a.read_only_hint,
            Some(spec.access == Access::Read),
            "{}",
            spec.name
        );
        assert_eq!(
            a.destructive_hint,
            Some(spec.hints.destructive),
            "{}",
            spec.name
        );
        assert_eq!(
            a.idempotent_hint,
            Some(spec.hints.idempotent),
            "{}",
            spec.name
        );
        assert_eq!(a.open_world_hint, Some(false), "{}", spec.name);
        let wire = spec.wire(WireFormat::Mcp, Detail::Compact);
        let output = tool
            .output_schema
            .as_ref()
            .map(|s| Value::Object((**s).clone()));
        assert_eq!(output.as_ref(), wire.get("outputSchema"), "{}", spec.name);
        let description = tool.description.as_deref().unwrap_or_default();
        assert!(
            description.starts_with(wire["description"].as_str().unwrap()),
            "{}: the catalog's description comes first",
            spec.name
        );
    }
}

#[test]
fn the_entry_set_opens_moves_and_finds_and_a_listing_adds_each_tool_once() {
    let (_, toolbox) = toolbox();
    let names =
        |tools: Vec<Tool>| -> Vec<String> { tools.into_iter().map(|t| t.name.into()).collect() };
    assert_eq!(
        names(toolbox.entry()),
        [CREATE_CYCLE, NAVIGATE, "find_tools"]
    );
    assert_eq!(
        names(toolbox.listed(["add_objective", "find_tools", "add_objective", "nope"])),
        [CREATE_CYCLE, NAVIGATE, "find_tools", "add_objective"]
    );
    // Compact: the summary alone, no sentence saying where it is callable.
    let tool = toolbox.get("add_objective").expect("listed");
    assert!(
        !tool
            .description
            .as_deref()
            .unwrap_or_default()
            .contains("Callable")
    );
}

#[test]
fn a_cycle_id_already_in_a_schema_is_not_added_twice() {
    let schema = json!({
        "type": "object",
        "properties": {"cycle_id": {"type": "string"}, "x": {"type": "integer"}},
        "required": ["x", "cycle_id"],
        "additionalProperties": false,
    });
    let merged = with_cycle_id(&schema);
    assert_eq!(merged["required"], json!(["cycle_id", "x"]));
    let keys: Vec<&String> = merged["properties"].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["cycle_id", "x"]);
}
