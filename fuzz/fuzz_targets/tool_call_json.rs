//! A tool call as the HTTP door receives it: the tool (picked from the
//! catalog by the first byte, or a near miss), a cycle state and component,
//! and the JSON request body (`{"parameters": …, "conversation_turn": …,
//! "trigger_context": …}`) as raw bytes. A body that parses goes through the
//! catalog's whole boundary (`prepare`: known tool, allow-list, schema,
//! input limits, parse) and, like `App::decide`, on to `execute` or
//! `answer`. Must never panic.
//!
//! Input: [tool, state, component, flags] ++ body bytes.
#![no_main]

use decision_catalog::ToolCallBody;
use decision_fuzz::world;
use libfuzzer_sys::fuzz_target;

fuzz_target!(
    init: {
        decision_fuzz::write_seeds_if_asked();
        world();
    },
    |data: &[u8]| {
        let [tool, state, component, flags, body @ ..] = data else {
            return;
        };
        let Ok(mut body) = serde_json::from_slice::<ToolCallBody>(body) else {
            return;
        };
        let world = world();
        let (name, spec) = world.tool_name(*tool);
        let home = spec.and_then(|s| s.component);
        let state = world.state(*state, *component, home);
        let parameters = body.take_parameters();
        world.call(state, &name, &parameters, *flags);
    }
);
