//! The catalog's shape: names, components, schemas and wire names, as
//! DESIGN.md §5 and seed 000 fix them.

use crate::support;

use decision_catalog::{Access, Detail, ToolSpec};
use decision_events::values::Component::{self, *};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use support::catalog;

/// Seed 000's component tools of the first five PrOACT components (and
/// `demote_to_means`).
const COMPONENT_TOOLS: [(Component, &[&str]); 5] = [
    (
        IssueRaising,
        &[
            "add_potential_decision",
            "add_objective_idea",
            "add_uncertainty",
            "add_consideration",
            "set_focal_decision",
        ],
    ),
    (
        ProblemFrame,
        &[
            "set_decision_maker",
            "set_focal_statement",
            "set_scope",
            "add_constraint",
            "add_party",
            "set_deadline",
            "add_hierarchy_decision",
        ],
    ),
    (
        Objectives,
        &[
            "add_objective",
            "link_means_to_fundamental",
            "update_objective_measure",
            "remove_objective",
            "promote_to_fundamental",
            // Not in seed 000's table: its first emergent-behaviour example
            // needs it (a fundamental objective turns out to be a means).
            "demote_to_means",
        ],
    ),
    (
        Alternatives,
        &[
            "add_alternative",
            "update_alternative",
            "remove_alternative",
            "add_strategy_dimension",
            "set_alternative_strategy",
        ],
    ),
    (
        Consequences,
        &[
            "rate_consequence",
            "batch_rate_consequences",
            "add_consequence_uncertainty",
            "update_rating_reasoning",
        ],
    ),
];

const CROSS_CUTTING_READS: [&str; 2] = ["compute_pugh_totals", "get_document_summary"];

fn tool(name: &str) -> &'static ToolSpec {
    catalog()
        .get(name)
        .unwrap_or_else(|| panic!("tool {name} is missing from the catalog"))
}

/// Every property name anywhere in a schema, `$defs` included.
fn property_names(schema: &Value, out: &mut BTreeSet<String>) {
    match schema {
        Value::Object(map) => {
            if let Some(Value::Object(properties)) = map.get("properties") {
                out.extend(properties.keys().cloned());
            }
            map.values().for_each(|v| property_names(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| property_names(v, out)),
        _ => {}
    }
}

/// Every sub-schema that declares properties (objects), with where it is.
fn object_schemas<'a>(schema: &'a Value, path: String, out: &mut Vec<(String, &'a Value)>) {
    match schema {
        Value::Object(map) => {
            if map.get("type") == Some(&json!("object")) || map.contains_key("properties") {
                out.push((path.clone(), schema));
            }
            for (key, value) in map {
                object_schemas(value, format!("{path}/{key}"), out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                object_schemas(item, format!("{path}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn tool_names_are_short_snake_case_and_unique() {
    let mut seen = BTreeSet::new();
    for t in catalog().all() {
        assert!(
            (1..=64).contains(&t.name.len())
                && t.name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
            "tool name {:?} does not match ^[a-z_]{{1,64}}$",
            t.name
        );
        assert!(seen.insert(t.name), "tool {} is listed twice", t.name);
    }
    assert!(seen.len() >= 28, "only {} tools", seen.len());
}

/// The domain's list of tool names (which keys per-tool statistics) and
/// the catalog are one set.
#[test]
fn the_domain_knows_exactly_the_catalog_tools_by_name() {
    let catalog: BTreeSet<&str> = catalog().all().iter().map(|t| t.name).collect();
    let domain: BTreeSet<&str> = decision_domain::Command::NAMES
        .iter()
        .chain(decision_domain::Query::NAMES)
        .chain([&decision_domain::FIND_TOOLS])
        .filter(|name| decision_domain::is_tool_name(name))
        .copied()
        .collect();
    assert_eq!(catalog, domain);
    assert!(!decision_domain::is_tool_name("navigate"));
    assert!(!decision_domain::is_tool_name("made_up"));
}

#[test]
fn every_component_tool_of_seed_000_is_in_its_component_as_a_write() {
    for (component, names) in COMPONENT_TOOLS {
        for name in names {
            let t = tool(name);
            assert_eq!(t.component, Some(component), "{name}");
            assert_eq!(t.access, Access::Write, "{name}");
        }
    }
}

#[test]
fn pugh_totals_and_document_summary_are_cross_cutting_reads() {
    for name in CROSS_CUTTING_READS {
        let t = tool(name);
        assert_eq!(t.component, None, "{name} must be callable everywhere");
        assert_eq!(t.access, Access::Read, "{name}");
    }
}

#[test]
fn get_finds_tools_by_exact_name_only() {
    assert_eq!(
        catalog().get("add_objective").map(|t| t.name),
        Some("add_objective")
    );
    for name in ["", "add_objectiv", "ADD_OBJECTIVE", "add_objective "] {
        assert!(catalog().get(name).is_none(), "{name:?}");
    }
}

#[test]
fn definitions_carry_the_wire_component_name_and_the_schemas() {
    let def = tool("add_constraint").definition(Detail::Compact);
    assert_eq!(def.name, "add_constraint");
    assert_eq!(def.component.as_deref(), Some("problem_frame"));
    assert_eq!(def.access, Access::Write);
    assert_eq!(def.parameters, tool("add_constraint").parameters);
    assert_eq!(def.description, tool("add_constraint").summary);
    let full = tool("add_constraint").definition(Detail::Full);
    assert_eq!(full.description, tool("add_constraint").description);
    assert_eq!(
        full.parameters, def.parameters,
        "the canonical schema either way"
    );

    let def = tool("compute_pugh_totals").definition(Detail::Compact);
    assert_eq!(def.component, None);
    let listed = serde_json::to_value(&def).unwrap();
    assert_eq!(listed["component"], Value::Null);
    assert_eq!(listed["access"], "read");
}

#[test]
fn every_tool_has_a_description_for_the_model() {
    for t in catalog().all() {
        assert!(
            t.description.len() >= 20,
            "{} has no useful description",
            t.name
        );
    }
}

/// A compact description says what the tool does and when, in one or two
/// sentences of its own: no example, no bounds in words, no sentence any
/// other tool's summary has too (issue 29).
#[test]
fn every_summary_is_short_its_own_and_leaves_constraints_to_the_schema() {
    let mut sentences: std::collections::BTreeMap<String, &str> = Default::default();
    for t in catalog().all() {
        let summary = t.summary;
        assert!(
            (20..=180).contains(&summary.len()),
            "{}: {} characters: {summary}",
            t.name,
            summary.len()
        );
        assert!(summary.ends_with('.'), "{}: {summary}", t.name);
        for banned in ["Example", "characters", "Optional", "Returns", "{"] {
            assert!(
                !summary.contains(banned),
                "{}: {banned:?} in {summary}",
                t.name
            );
        }
        let count = summary.matches(". ").count() + 1;
        assert!(count <= 2, "{}: {count} sentences: {summary}", t.name);
        for sentence in summary.split(". ") {
            let sentence = sentence.trim_end_matches('.').to_lowercase();
            if let Some(other) = sentences.insert(sentence.clone(), t.name) {
                panic!("{} and {other} share {sentence:?}", t.name);
            }
        }
        assert_ne!(
            summary, t.description,
            "{}: the full guidance says more",
            t.name
        );
    }
}

/// Descriptions once promised what the code does not do; these say what
/// the domain's tests check.
#[test]
fn descriptions_state_the_behaviour_the_domain_has() {
    let batch = tool("batch_rate_consequences").description;
    assert!(!batch.contains("rejects the batch"), "{batch}");
    assert!(batch.contains("first valid copy"), "{batch}");
    let promote = tool("promote_to_fundamental").description;
    assert!(
        promote.contains("links") && promote.contains("dropped"),
        "{promote}"
    );
    let link = tool("link_means_to_fundamental").description;
    assert!(link.contains("demote_to_means"), "{link}");
}

#[test]
fn every_parameters_schema_is_a_closed_object() {
    for t in catalog().all() {
        assert_eq!(t.parameters["type"], "object", "{}", t.name);
        assert_eq!(
            t.parameters["additionalProperties"], false,
            "{} accepts unknown parameters",
            t.name
        );
    }
}

#[test]
fn nested_parameter_objects_are_closed_too() {
    // The batch's cell is a nested object: the walk must reach it.
    let mut objects = Vec::new();
    object_schemas(
        &tool("batch_rate_consequences").parameters,
        String::new(),
        &mut objects,
    );
    assert_eq!(objects.len(), 2, "{objects:?}");

    for t in catalog().all() {
        let mut objects = Vec::new();
        object_schemas(&t.parameters, String::new(), &mut objects);
        for (path, schema) in objects {
            assert_eq!(
                schema["additionalProperties"], false,
                "{} at {path:?} accepts unknown fields",
                t.name
            );
        }
    }
}

#[test]
fn every_required_list_names_only_declared_properties() {
    for t in catalog().all() {
        let mut objects = Vec::new();
        object_schemas(&t.parameters, String::new(), &mut objects);
        for (path, schema) in objects {
            let declared = schema["properties"].as_object();
            for required in schema["required"].as_array().into_iter().flatten() {
                let name = required.as_str().unwrap();
                assert!(
                    declared.is_some_and(|d| d.contains_key(name)),
                    "{} at {path:?} requires undeclared {name}",
                    t.name
                );
            }
        }
    }
}

#[test]
fn every_returns_schema_is_an_object_schema() {
    for t in catalog().all() {
        assert_eq!(
            t.returns["type"], "object",
            "{} returns {}",
            t.name, t.returns
        );
        // A tool the gate can hold returns its result or the proposal.
        let branches = match t.returns["anyOf"].as_array() {
            Some(branches) => {
                assert!(
                    t.hints.requires_confirmation || t.proposal_only,
                    "{}: only a held call answers two shapes",
                    t.name
                );
                assert_eq!(branches.len(), 2, "{}", t.name);
                assert!(
                    branches[1]["properties"]["confirmation_required"].is_object(),
                    "{}: the proposal is the second branch",
                    t.name
                );
                branches.clone()
            }
            None => vec![t.returns.clone()],
        };
        for branch in branches {
            assert!(
                branch["properties"]
                    .as_object()
                    .is_some_and(|p| !p.is_empty()),
                "{} returns an object without properties",
                t.name
            );
        }
    }
}

#[test]
fn ids_use_the_long_wire_names_never_alt_id_or_obj_id() {
    // The walk reaches the batch's cells in `$defs`.
    let mut names = BTreeSet::new();
    property_names(&tool("batch_rate_consequences").parameters, &mut names);
    assert!(names.contains("objective_id"), "{names:?}");

    for t in catalog().all() {
        let mut names = BTreeSet::new();
        property_names(&t.parameters, &mut names);
        property_names(&t.returns, &mut names);
        for banned in ["alt_id", "obj_id"] {
            assert!(!names.contains(banned), "{} uses {banned}", t.name);
        }
    }
    for name in [
        "set_alternative_strategy",
        "rate_consequence",
        "add_consequence_uncertainty",
        "update_rating_reasoning",
    ] {
        assert!(
            tool(name).parameters["properties"]["alternative_id"].is_object(),
            "{name} lacks alternative_id"
        );
    }
    for name in [
        "rate_consequence",
        "add_consequence_uncertainty",
        "update_rating_reasoning",
    ] {
        assert!(
            tool(name).parameters["properties"]["objective_id"].is_object(),
            "{name} lacks objective_id"
        );
    }
}

#[test]
fn add_constraint_takes_constraint_type_not_type() {
    let schema = &tool("add_constraint").parameters;
    let properties = schema["properties"].as_object().unwrap();
    assert!(properties.contains_key("constraint_type"));
    assert!(!properties.contains_key("type"));
    assert!(
        schema["required"]
            .as_array()
            .unwrap()
            .contains(&json!("constraint_type"))
    );
}

/// Follows a local `$ref` to the schema it names.
fn resolve<'a>(root: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(r) => root
            .pointer(r.strip_prefix('#').expect("a local $ref"))
            .unwrap_or_else(|| panic!("dangling $ref {r}")),
        None => schema,
    }
}

#[test]
fn ratings_are_the_enum_minus_two_to_two() {
    let ratings = json!([-2, -1, 0, 1, 2]);

    let root = &tool("rate_consequence").parameters;
    let rating = resolve(root, &root["properties"]["rating"]);
    assert_eq!(rating["type"], "integer");
    assert_eq!(rating["enum"], ratings);

    let root = &tool("batch_rate_consequences").parameters;
    let cell = resolve(root, &root["properties"]["ratings"]["items"]);
    let rating = resolve(root, &cell["properties"]["rating"]);
    assert_eq!(rating["enum"], ratings);
}

#[test]
fn directions_are_higher_lower_target() {
    let root = &tool("add_objective").parameters;
    let direction = resolve(root, &root["properties"]["direction"]);
    assert_eq!(direction["enum"], json!(["higher", "lower", "target"]));
}

// ----- tools_for --------------------------------------------------------

#[test]
fn tools_for_lists_own_tools_first_then_the_cross_cutting_ones() {
    for component in Component::ALL {
        let names: Vec<&str> = catalog()
            .tools_for(component)
            .iter()
            .map(|t| t.name)
            .collect();
        let own: Vec<&str> = catalog()
            .all()
            .iter()
            .filter(|t| t.component == Some(component))
            .map(|t| t.name)
            .collect();
        let cross: Vec<&str> = catalog()
            .all()
            .iter()
            .filter(|t| t.component.is_none())
            .map(|t| t.name)
            .collect();
        assert_eq!(names, [own, cross].concat(), "{component}");
    }
}

#[test]
fn tools_for_a_component_holds_no_tool_of_another_component() {
    for component in Component::ALL {
        for t in catalog().tools_for(component) {
            assert!(
                t.component.is_none() || t.component == Some(component),
                "{} ({:?}) listed for {component}",
                t.name,
                t.component
            );
        }
    }
}

#[test]
fn tools_for_lists_exactly_the_seed_tools_then_the_reads() {
    for (component, names) in COMPONENT_TOOLS {
        let listed: Vec<&str> = catalog()
            .tools_for(component)
            .iter()
            .map(|t| t.name)
            .collect();
        let (own, cross) = listed.split_at(names.len());
        assert_eq!(
            own.iter().collect::<BTreeSet<_>>(),
            names.iter().collect::<BTreeSet<_>>(),
            "{component}"
        );
        for read in CROSS_CUTTING_READS {
            assert!(cross.contains(&read), "{read} missing from {component}");
        }
    }
}

#[test]
fn every_component_has_tools_of_its_own_and_all_the_cross_cutting_ones() {
    let cross: Vec<&str> = catalog()
        .all()
        .iter()
        .filter(|t| t.component.is_none())
        .map(|t| t.name)
        .collect();
    for read in CROSS_CUTTING_READS {
        assert!(cross.contains(&read), "{read} is not cross-cutting");
    }
    for component in Component::ALL {
        let tools = catalog().tools_for(component);
        assert!(
            tools.iter().any(|t| t.component == Some(component)),
            "{component} has no tools of its own"
        );
        for name in &cross {
            assert!(
                tools.iter().any(|t| t.name == *name),
                "{name} missing from {component}"
            );
        }
    }
}
