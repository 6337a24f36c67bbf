//! Structured parameters for a chosen tool: `arbitrary` bytes build a JSON
//! value, either any shape (strings long and short, numbers, nested objects
//! and arrays within `MAX_DEPTH`) or shaped by the tool's own parameter
//! schema, so that many calls pass validation. Every call goes through the
//! catalog (`prepare`); an accepted command goes on to the domain's
//! `decide` (and `execute`) on a scenario state, whose events must survive
//! the store's encoding. Must never panic.
//!
//! Input: [tool, state, component, flags, mode] ++ value bytes
//! (mode % 4 == 0: any shape, else schema-guided).
#![no_main]

use arbitrary::Unstructured;
use decision_fuzz::{Gen, world};
use libfuzzer_sys::fuzz_target;

fuzz_target!(
    init: {
        decision_fuzz::write_seeds_if_asked();
        world();
    },
    |data: &[u8]| {
        let world = world();
        let mut u = Unstructured::new(data);
        let mut g = Gen::new(&mut u, &world.dictionary);
        let (tool, state, component, flags, mode) =
            (g.byte(), g.byte(), g.byte(), g.byte(), g.byte());
        let (name, spec) = world.tool_name(tool);
        let parameters = match spec {
            Some(spec) if mode % 4 != 0 => g.guided(&spec.parameters, &spec.parameters, 0),
            _ => g.value(0),
        };
        let state = world.state(state, component, spec.and_then(|s| s.component));
        world.call(state, &name, &parameters, flags);
    }
);
