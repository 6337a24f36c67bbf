//! What the fuzz targets share: the catalog, a set of realistic cycle states
//! (the checked-in career-move scenario, replayed), the tool-call path as a
//! door runs it (`App::decide` in decisiond: catalog, then domain), the
//! structured parameter generator and the seed writer.
//!
//! Every target must never panic. Besides "no panic", the harness checks
//! what the service relies on after an accepted call: `execute` and `decide`
//! agree, every event survives the store's encoding (payload as JSON text,
//! decoded again with `EventEnvelope::event`), and the state survives the
//! projections' JSON document round trip.

use arbitrary::Unstructured;
use chrono::{DateTime, Duration, Utc};
use decision_calls::{Call, CallLimits, check_text, handle_call};
use decision_catalog::{Catalog, ToolCall, ToolSpec};
use decision_domain::{Command, Context, CreateCycle, Cycle, Navigate, PlainWords, decide, execute};
use decision_events::values::Component;
use decision_events::{DomainEvent, EventEnvelope, EventMetadata, NewEvent, event_id_for};
use serde_json::{Map, Number, Value};
use std::collections::BTreeSet;
use std::sync::OnceLock;
use uuid::Uuid;

/// The checked-in scenario the states and seeds come from.
pub const SCENARIO: &str = include_str!("../../tests/scenarios/career-move.json");

/// Inputs with this first header byte or above name a tool that does not
/// exist (a mangled catalog name), for the unknown-tool path.
const MANGLED_TOOL: u8 = 0xF0;
/// A component byte at or above this picks the component explicitly (any of
/// the eight); below it, the call is made in the tool's home component.
const EXPLICIT_COMPONENT: u8 = 0xC0;

/// The fixed "now" the states were built at (the domain tests' now).
pub fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-11-21T12:00:00Z")
        .expect("valid time")
        .to_utc()
}

/// The decision time chosen by three bits: now, a bit later, much later or
/// earlier, so confirmations and deadlines are seen on both sides.
pub fn context(bits: u8) -> Context {
    let offsets = [
        Duration::zero(),
        Duration::minutes(1),
        Duration::minutes(31),
        Duration::hours(25),
        Duration::days(40),
        Duration::days(-2),
        Duration::days(3650),
        Duration::seconds(-1),
    ];
    Context::at(now() + offsets[usize::from(bits & 7)])
}

/// One tool call of the scenario, with the snapshot it ran on.
pub struct Step {
    pub tool: String,
    pub parameters: Value,
    pub snapshot: usize,
}

pub struct World {
    pub catalog: Catalog,
    /// `snapshots[0]`: no cycle; `[1]`: just created; `[1 + i]`: the state
    /// before scenario step `i`; the last: after every step.
    pub snapshots: Vec<Cycle>,
    /// Each snapshot moved to each component (`Component::ALL` order).
    navigated: Vec<Vec<Cycle>>,
    pub steps: Vec<Step>,
    /// Strings worth trying: every short string of every state (ids, names),
    /// every enum value and property name of every parameter schema.
    pub dictionary: Vec<String>,
    pub cycle_id: Uuid,
}

/// The shared world, built once per process.
pub fn world() -> &'static World {
    static WORLD: OnceLock<World> = OnceLock::new();
    WORLD.get_or_init(World::build)
}

impl World {
    fn build() -> World {
        let catalog = Catalog::new();
        let ctx = Context::at(now());
        let scenario: Value = serde_json::from_str(SCENARIO).expect("the scenario is JSON");
        let title = scenario["create"]["title"]
            .as_str()
            .unwrap_or("Fuzzing")
            .to_owned();

        let mut snapshots = vec![Cycle::default()];
        let mut state = execute(
            &Cycle::default(),
            &Command::CreateCycle(CreateCycle { title }),
            &ctx,
        )
        .expect("create_cycle is accepted")
        .state;
        let mut steps = Vec::new();
        let empty = Vec::new();
        let scenario_steps = scenario["steps"].as_array().unwrap_or(&empty);
        for step in scenario_steps {
            snapshots.push(state.clone());
            let snapshot = snapshots.len() - 1;
            if let Some(component) = step.get("navigate") {
                let Ok(component) = serde_json::from_value::<Component>(component.clone()) else {
                    continue;
                };
                if let Ok(done) = execute(&state, &Command::Navigate(Navigate { component }), &ctx)
                {
                    state = done.state;
                }
                continue;
            }
            let Some(tool) = step.get("tool").and_then(Value::as_str) else {
                continue;
            };
            let parameters = step
                .get("parameters")
                .cloned()
                .unwrap_or_else(|| Value::Object(Map::new()));
            let current = state.current_component.unwrap_or_default();
            if let Ok(ToolCall::Command(command)) = catalog.prepare(tool, &parameters, current)
                && let Ok(done) = execute(&state, &command, &ctx)
            {
                state = done.state;
            }
            steps.push(Step {
                tool: tool.to_owned(),
                parameters,
                snapshot,
            });
        }
        snapshots.push(state);

        let navigated = snapshots
            .iter()
            .map(|s| {
                Component::ALL
                    .iter()
                    .map(|&component| {
                        match execute(s, &Command::Navigate(Navigate { component }), &ctx) {
                            Ok(done) => done.state,
                            Err(_) => s.clone(),
                        }
                    })
                    .collect()
            })
            .collect();

        let mut words = BTreeSet::new();
        for s in &snapshots {
            collect_strings(
                &serde_json::to_value(s).expect("a state serializes"),
                &mut words,
            );
        }
        for spec in catalog.all() {
            collect_schema_words(&spec.parameters, &mut words);
        }
        for extra in [
            "",
            " ",
            "2026-12-15",
            "2026-11-21T12:00:00Z",
            "2026-02-30",
            "obj_0",
            "obj_999",
            "alt_z",
            "alt_aa",
            "dec_0",
            "\u{0}",
            "\u{202e}",
            "null",
        ] {
            words.insert(extra.to_owned());
        }

        World {
            catalog,
            snapshots,
            navigated,
            steps,
            dictionary: words.into_iter().collect(),
            cycle_id: Uuid::from_u128(0x0193_a5b0_1a2b_7c3d_8e4f_a0b1_c2d3_e4f5),
        }
    }

    /// The tool picked by a byte: a catalog tool, or at `MANGLED_TOOL` and
    /// above a name near one (for the unknown-tool suggestions).
    pub fn tool_name(&self, byte: u8) -> (String, Option<&ToolSpec>) {
        let tools = self.catalog.all();
        let spec = &tools[usize::from(byte) % tools.len()];
        if byte < MANGLED_TOOL {
            return (spec.name.to_owned(), Some(spec));
        }
        let name = spec.name;
        let mangled = match byte & 0x0F {
            0 => name.to_uppercase(),
            1 => name[..name.len() - 1].to_owned(),
            2 => format!("{name}s"),
            3 => name.replace('_', "-"),
            4 => String::new(),
            5 => format!("get_{name}"),
            6 => name.repeat(40),
            7 => format!("{name}\u{e9}"),
            8 => format!(" {name}"),
            9 => name.chars().rev().collect(),
            10 => "\u{0}".to_owned(),
            11 => "ß".repeat(300),
            _ => format!("{}{}", &name[..name.len() / 2], "x"),
        };
        (mangled, None)
    }

    /// The state a call is made on: a snapshot (by `state_byte`) in the
    /// tool's home component, or (`component_byte` at `EXPLICIT_COMPONENT`
    /// and above) in any component.
    pub fn state(&self, state_byte: u8, component_byte: u8, home: Option<Component>) -> &Cycle {
        let index = usize::from(state_byte) % self.snapshots.len();
        let snapshot = &self.snapshots[index];
        let component = if component_byte >= EXPLICIT_COMPONENT {
            Some(Component::ALL[usize::from(component_byte) % Component::ALL.len()])
        } else {
            home.or(snapshot.current_component)
        };
        match component {
            Some(c) => &self.navigated[index][component_index(c)],
            None => snapshot,
        }
    }

    /// One tool call as every door runs it (`decision_calls`: the text
    /// rule, the catalog's boundary, `execute` or `answer`, the event byte
    /// limit, the bounded audit record). Checks that `execute` and `decide`
    /// agree, that every event survives the store's encoding, and that the
    /// state after the call survives its document round trip.
    pub fn call(&self, state: &Cycle, tool: &str, parameters: &Value, flags: u8) {
        let ctx = context(flags >> 1);
        let invocation_id = Uuid::from_u128(0x0193_a5c4_3f1e_7b2a_9c4d_5e6f_7081_92a3);
        let metadata = metadata(invocation_id);
        let call = Call {
            tool,
            parameters,
            conversation_turn: u32::from(flags),
            trigger_context: None,
            invocation_id,
            invoked_at: ctx.now,
            metadata: &metadata,
            words: &PlainWords,
            approved: false,
        };
        let limits = CallLimits {
            max_event_bytes: 512 * 1024,
            max_text_chars: 4000,
            gate: decision_calls::Gate::default(),
        };
        if let Err(rejection) = check_text(&call, &limits) {
            assert!(!rejection.message.is_empty(), "empty refusal for {tool}");
            return;
        }
        // `decide` alone must agree with what the call path's `execute` did.
        let component = state.current_component.unwrap_or(Component::IssueRaising);
        let decided = match self.catalog.prepare(tool, parameters, component) {
            Ok(ToolCall::Command(command)) => Some(decide(state, &command, &ctx)),
            _ => None,
        };
        let outcome = handle_call(&self.catalog, state.clone(), &call, &ctx, &limits, &|| 3);
        if let Some(error) = &outcome.response.error {
            assert!(!error.is_empty(), "empty rejection for {tool}");
        }
        let (domain, audit) = outcome.events.split_at(outcome.events.len() - 1);
        if let Some(decided) = decided {
            let decided_events = decided.map(|events| events.len()).unwrap_or(0);
            if outcome.response.success {
                assert_eq!(
                    domain.len(),
                    decided_events,
                    "execute and decide disagree on {tool}"
                );
            }
        }
        for (i, new) in domain.iter().enumerate() {
            let event = envelope(new, i, new.payload.clone(), new.metadata.clone())
                .event()
                .unwrap_or_else(|e| panic!("a {} event does not decode: {e}", new.event_type));
            assert_round_trips(&event, invocation_id, i, true);
        }
        // The audit record holds the agent's parameters (any JSON, floats
        // included, which need not survive text bit for bit): it must
        // decode. Checked without the text step, which would dominate the
        // time of every call.
        let audit = &audit[0];
        envelope(
            audit,
            domain.len(),
            audit.payload.clone(),
            audit.metadata.clone(),
        )
        .event()
        .expect("the audit record decodes");
        let document = serde_json::to_value(&outcome.state_after).expect("a state serializes");
        let back: Cycle = serde_json::from_value(document).expect("a state document deserializes");
        assert_eq!(
            back, outcome.state_after,
            "the state document does not round-trip after {tool}"
        );
    }
}

fn component_index(c: Component) -> usize {
    Component::ALL
        .iter()
        .position(|&x| x == c)
        .expect("every component is in ALL")
}

fn metadata(invocation_id: Uuid) -> EventMetadata {
    EventMetadata {
        correlation_id: invocation_id,
        causation_id: Some(invocation_id),
        actor: "fuzz".to_owned(),
        actor_kind: None,
        invocation_id: Some(invocation_id),
        conversation_turn: Some(1),
        trace_context: None,
    }
}

fn envelope(
    new: &NewEvent,
    index: usize,
    payload: Value,
    metadata: EventMetadata,
) -> EventEnvelope {
    EventEnvelope {
        event_id: new.event_id,
        cycle_id: Uuid::from_u128(1),
        version: index as u64 + 1,
        position: index as i64 + 1,
        event_type: new.event_type.to_owned(),
        schema_version: new.schema_version,
        recorded_at: now(),
        payload,
        metadata,
    }
}

/// The event as the store writes and reads it: payload and metadata as JSON
/// text, then `EventEnvelope::event`; with `exact`, it must come back equal.
pub fn assert_round_trips(event: &DomainEvent, invocation_id: Uuid, index: usize, exact: bool) {
    let new = NewEvent::new(
        event_id_for(invocation_id, index as u16),
        event,
        metadata(invocation_id),
    );
    let payload = serde_json::from_str(&new.payload.to_string()).expect("a payload re-parses");
    let metadata =
        serde_json::from_str(&serde_json::to_string(&new.metadata).expect("metadata serializes"))
            .expect("metadata re-parses");
    let envelope = envelope(&new, index, payload, metadata);
    let decoded = envelope
        .event()
        .unwrap_or_else(|e| panic!("a {} event does not decode: {e}", new.event_type));
    if exact {
        assert_eq!(
            &decoded, event,
            "a {} event does not round-trip",
            new.event_type
        );
    }
    let text = serde_json::to_string(&envelope).expect("an envelope serializes");
    let again: EventEnvelope = serde_json::from_str(&text).expect("an envelope re-parses");
    again.event().expect("a re-parsed envelope decodes");
}

fn collect_strings(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::String(s) if s.chars().count() <= 64 => {
            out.insert(s.clone());
        }
        Value::Array(items) => items.iter().for_each(|v| collect_strings(v, out)),
        Value::Object(fields) => fields.iter().for_each(|(k, v)| {
            out.insert(k.clone());
            collect_strings(v, out)
        }),
        _ => {}
    }
}

fn collect_schema_words(schema: &Value, out: &mut BTreeSet<String>) {
    match schema {
        Value::Object(fields) => {
            for (key, value) in fields {
                match key.as_str() {
                    "properties" => {
                        if let Value::Object(props) = value {
                            out.extend(props.keys().cloned());
                        }
                    }
                    "enum" | "const" => collect_strings(value, out),
                    _ => {}
                }
                collect_schema_words(value, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect_schema_words(v, out)),
        _ => {}
    }
}

// ----- Structured values ------------------------------------------------

/// Deepest nesting generated: past the catalog's depth limit (8), within
/// what a JSON body can carry (serde_json stops at 128).
pub const MAX_DEPTH: usize = 12;
/// Values generated per input, at most.
const MAX_NODES: usize = 4_000;
/// Characters of the longest generated string.
const MAX_LONG_CHARS: usize = 10_000;
const LONG_CHARS: [char; 8] = ['a', ' ', 'é', '😀', '\u{0}', '\n', '"', '\u{10ffff}'];

/// Builds JSON values from fuzz input: generically (any shape, tagged byte
/// by byte: see [`encode`], its inverse, used for the seeds), or guided by a
/// tool's parameter schema so that many inputs pass validation and reach
/// the domain.
pub struct Gen<'a, 'b> {
    u: &'b mut Unstructured<'a>,
    nodes: usize,
    /// Characters of long strings still allowed for this input.
    long_chars: usize,
    dictionary: &'static [String],
}

impl<'a, 'b> Gen<'a, 'b> {
    pub fn new(u: &'b mut Unstructured<'a>, dictionary: &'static [String]) -> Self {
        Gen {
            u,
            nodes: 0,
            long_chars: 3 * MAX_LONG_CHARS,
            dictionary,
        }
    }

    /// One byte; zero once the input is used up.
    pub fn byte(&mut self) -> u8 {
        self.u.arbitrary::<u8>().unwrap_or(0)
    }

    fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }

    fn u64(&mut self) -> u64 {
        let mut bytes = [0u8; 8];
        bytes.iter_mut().for_each(|b| *b = self.byte());
        u64::from_le_bytes(bytes)
    }

    fn raw_string(&mut self) -> String {
        let len = usize::from(self.u16()).min(self.u.len());
        let bytes = self.u.bytes(len).unwrap_or(&[]);
        String::from_utf8_lossy(bytes).into_owned()
    }

    fn dictionary_word(&mut self) -> String {
        let i = usize::from(self.u16()) % self.dictionary.len().max(1);
        self.dictionary.get(i).cloned().unwrap_or_default()
    }

    fn long_string(&mut self, around: Option<usize>) -> String {
        let c = LONG_CHARS[usize::from(self.byte()) % LONG_CHARS.len()];
        let n = match around {
            // Just under, at and just over a schema's bound.
            Some(bound) => (bound + usize::from(self.byte() % 5)).saturating_sub(2),
            None => usize::from(self.u16()),
        };
        let n = n.min(MAX_LONG_CHARS).min(self.long_chars);
        self.long_chars -= n;
        std::iter::repeat_n(c, n).collect()
    }

    fn budget_left(&mut self, depth: usize) -> bool {
        self.nodes += 1;
        depth < MAX_DEPTH && self.nodes < MAX_NODES
    }

    /// Any JSON value.
    pub fn value(&mut self, depth: usize) -> Value {
        let tag = self.byte() % 10;
        let deep = !self.budget_left(depth);
        match tag {
            0 => Value::Null,
            1 => Value::Bool(self.byte() & 1 == 1),
            2 => Value::from(self.u64() as i64),
            3 => Value::from(i64::from(self.byte()) - 16),
            4 => Number::from_f64(f64::from_bits(self.u64())).map_or(Value::Null, Value::Number),
            5 => Value::String(self.dictionary_word()),
            6 => Value::String(self.raw_string()),
            7 => Value::String(self.long_string(None)),
            8 => {
                let n = if deep { 0 } else { self.byte() };
                Value::Array((0..n).map(|_| self.value(depth + 1)).collect())
            }
            _ => {
                let n = if deep { 0 } else { self.byte() % 32 };
                let mut fields = Map::new();
                for _ in 0..n {
                    let key = self.key();
                    let value = self.value(depth + 1);
                    fields.insert(key, value);
                }
                Value::Object(fields)
            }
        }
    }

    fn key(&mut self) -> String {
        if self.byte() & 1 == 1 {
            self.raw_string()
        } else {
            self.dictionary_word()
        }
    }

    /// A value shaped by `schema` (resolving `$ref`s in `root`), straying
    /// from it now and then.
    pub fn guided(&mut self, root: &Value, schema: &Value, depth: usize) -> Value {
        if self.byte() % 16 == 15 || !self.budget_left(depth) {
            return self.value(depth);
        }
        let schema = resolve(root, schema, 0);
        if let Some(value) = schema.get("const") {
            return value.clone();
        }
        if let Some(Value::Array(values)) = schema.get("enum")
            && !values.is_empty()
        {
            let i = usize::from(self.byte()) % values.len();
            return values[i].clone();
        }
        for key in ["oneOf", "anyOf", "allOf"] {
            if let Some(Value::Array(branches)) = schema.get(key)
                && !branches.is_empty()
            {
                let i = usize::from(self.byte()) % branches.len();
                return self.guided(root, &branches[i], depth + 1);
            }
        }
        let ty = match schema.get("type") {
            Some(Value::String(t)) => t.as_str(),
            Some(Value::Array(types)) if !types.is_empty() => {
                let i = usize::from(self.byte()) % types.len();
                types[i].as_str().unwrap_or("null")
            }
            _ if schema.get("properties").is_some() => "object",
            _ => return self.value(depth),
        };
        let bound = |key: &str| schema.get(key).and_then(Value::as_u64).map(|n| n as usize);
        match ty {
            "null" => Value::Null,
            "boolean" => Value::Bool(self.byte() & 1 == 1),
            "integer" | "number" => {
                let min = schema.get("minimum").and_then(Value::as_i64).unwrap_or(-3);
                let max = schema.get("maximum").and_then(Value::as_i64).unwrap_or(300);
                match self.byte() % 6 {
                    0 => Value::from(min),
                    1 => Value::from(max),
                    2 => Value::from(min.saturating_sub(1)),
                    3 => Value::from(max.saturating_add(1)),
                    4 if ty == "number" => Value::from(f64::from(self.byte()) / 7.0),
                    _ => {
                        let span = max.saturating_sub(min).max(0) as u64 + 1;
                        Value::from(min.saturating_add((self.u64() % span) as i64))
                    }
                }
            }
            "string" => {
                let format = schema.get("format").and_then(Value::as_str);
                match (format, self.byte() % 6) {
                    (Some("date"), 0..=2) => Value::String(format!(
                        "{:04}-{:02}-{:02}",
                        2000 + u32::from(self.byte()),
                        self.byte() % 14,
                        self.byte() % 33
                    )),
                    (Some("date-time"), 0..=2) => Value::String(format!(
                        "2026-{:02}-{:02}T{:02}:00:00Z",
                        self.byte() % 14,
                        self.byte() % 33,
                        self.byte() % 25
                    )),
                    (_, 0 | 1) => Value::String(self.dictionary_word()),
                    (_, 2) => Value::String(self.long_string(bound("maxLength"))),
                    (_, 3) => Value::String(self.long_string(None)),
                    _ => Value::String(self.raw_string()),
                }
            }
            "array" => {
                let max = bound("maxItems").unwrap_or(8).min(128);
                let n = usize::from(self.byte()) % (max + 2);
                let items = schema.get("items").cloned().unwrap_or(Value::Bool(true));
                Value::Array(
                    (0..n)
                        .map(|_| self.guided(root, &items, depth + 1))
                        .collect(),
                )
            }
            "object" => {
                let required: Vec<&str> = schema
                    .get("required")
                    .and_then(Value::as_array)
                    .map(|r| r.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                let mut fields = Map::new();
                if let Some(Value::Object(properties)) = schema.get("properties") {
                    for (name, property) in properties {
                        let include = self.byte();
                        if required.contains(&name.as_str()) && include % 8 != 7 || include & 1 == 1
                        {
                            let value = self.guided(root, property, depth + 1);
                            fields.insert(name.clone(), value);
                        }
                    }
                }
                if self.byte() % 16 == 15 {
                    let key = self.key();
                    let value = self.value(depth + 1);
                    fields.insert(key, value);
                }
                Value::Object(fields)
            }
            _ => self.value(depth),
        }
    }
}

/// Follows a local `$ref` (`#/$defs/Name`, `#/definitions/Name`).
fn resolve<'s>(root: &'s Value, schema: &'s Value, hops: usize) -> &'s Value {
    let Some(reference) = schema.get("$ref").and_then(Value::as_str) else {
        return schema;
    };
    if hops > 8 {
        return schema;
    }
    let Some(pointer) = reference.strip_prefix('#') else {
        return schema;
    };
    match root.pointer(pointer) {
        Some(target) => resolve(root, target, hops + 1),
        None => schema,
    }
}

/// The bytes [`Gen::value`] turns back into `value` (for seeds).
pub fn encode(value: &Value, out: &mut Vec<u8>) {
    fn string(s: &str, out: &mut Vec<u8>) {
        let bytes = &s.as_bytes()[..s.len().min(usize::from(u16::MAX))];
        out.extend((bytes.len() as u16).to_le_bytes());
        out.extend(bytes);
    }
    match value {
        Value::Null => out.push(0),
        Value::Bool(b) => out.extend([1, u8::from(*b)]),
        Value::Number(n) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => {
                out.push(2);
                out.extend(i.to_le_bytes());
            }
            (None, Some(f)) => {
                out.push(4);
                out.extend(f.to_bits().to_le_bytes());
            }
            _ => out.push(0),
        },
        Value::String(s) => {
            out.push(6);
            string(s, out);
        }
        Value::Array(items) => {
            let items = &items[..items.len().min(255)];
            out.extend([8, items.len() as u8]);
            items.iter().for_each(|v| encode(v, out));
        }
        Value::Object(fields) => {
            let n = fields.len().min(31);
            out.extend([9, n as u8]);
            for (key, field) in fields.iter().take(n) {
                out.push(1);
                string(key, out);
                encode(field, out);
            }
        }
    }
}

// ----- Seeds -----------------------------------------------------------

/// With `DECISION_FUZZ_SEEDS=<dir>` set, writes the seed inputs of every
/// target under `<dir>/<target>/`: for the tool-call targets, every tool
/// call of the scenario on the state it ran on, and every tool with no
/// parameters (they depend on the catalog's tool order, so they are made by
/// this build rather than checked in); for `event_decode`, the golden
/// fixtures.
pub fn write_seeds_if_asked() {
    let Some(dir) = std::env::var_os("DECISION_FUZZ_SEEDS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let world = world();
    let json_dir = dir.join("tool_call_json");
    let structured_dir = dir.join("tool_call_structured");
    std::fs::create_dir_all(&json_dir).expect("seed directory");
    std::fs::create_dir_all(&structured_dir).expect("seed directory");
    let tools = world.catalog.all();
    for (i, step) in world.steps.iter().enumerate() {
        let Some(tool) = tools.iter().position(|t| t.name == step.tool) else {
            continue;
        };
        let snapshot = step.snapshot as u8;
        let body = serde_json::json!({"parameters": step.parameters, "conversation_turn": i});
        let mut json = vec![tool as u8, snapshot, 0, 0];
        json.extend(body.to_string().as_bytes());
        std::fs::write(
            json_dir.join(format!("scenario-{i:02}-{}", step.tool)),
            json,
        )
        .expect("write seed");

        let mut structured = vec![tool as u8, snapshot, 0, 0, 0];
        encode(&step.parameters, &mut structured);
        std::fs::write(
            structured_dir.join(format!("scenario-{i:02}-{}", step.tool)),
            structured,
        )
        .expect("write seed");
    }
    // Every tool once with no parameters, on the final state.
    let last = (world.snapshots.len() - 1) as u8;
    for (t, spec) in tools.iter().enumerate() {
        let mut json = vec![t as u8, last, 0, 0];
        json.extend(b"{}");
        std::fs::write(json_dir.join(format!("empty-{}", spec.name)), json).expect("write seed");
        let structured = vec![t as u8, last, 0, 0, 1];
        std::fs::write(
            structured_dir.join(format!("guided-{}", spec.name)),
            structured,
        )
        .expect("write seed");
    }
    let events = write_event_seeds(&dir.join("event_decode"));
    eprintln!(
        "wrote {} seeds per tool-call target and {events} event seeds to {}",
        world.steps.len() + tools.len(),
        dir.display()
    );
}

/// The golden fixtures (`events/tests/fixtures/`), as they are (bare
/// `{"event_type", "payload"}` events, the envelope, the metadata) and each
/// event wrapped in the fixture envelope at its version (`<Type>.v<N>.json`
/// holds an older version; the others the current one). Read from the
/// source tree when the seeds are made, so they follow the fixtures.
fn write_event_seeds(dir: &std::path::Path) -> usize {
    let fixtures =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../events/tests/fixtures");
    std::fs::create_dir_all(dir).expect("seed directory");
    let envelope: Value = std::fs::read_to_string(fixtures.join("EventEnvelope.json"))
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(Value::Null);
    let Ok(entries) = std::fs::read_dir(&fixtures) else {
        return 0;
    };
    let mut written = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        std::fs::write(dir.join(format!("fixture-{stem}")), &text).expect("write seed");
        written += 1;
        let Ok(fixture) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        let (Some(event_type), Some(payload), Value::Object(mut wrapped)) = (
            fixture.get("event_type").and_then(Value::as_str),
            fixture.get("payload"),
            envelope.clone(),
        ) else {
            continue;
        };
        let version = stem
            .rsplit_once(".v")
            .and_then(|(_, v)| v.parse::<u32>().ok())
            .or_else(|| DomainEvent::schema_version_of(event_type))
            .unwrap_or(1);
        wrapped.insert("event_type".into(), Value::from(event_type));
        wrapped.insert("schema_version".into(), Value::from(version));
        wrapped.insert("payload".into(), payload.clone());
        std::fs::write(
            dir.join(format!("envelope-{stem}")),
            Value::Object(wrapped).to_string(),
        )
        .expect("write seed");
        written += 1;
    }
    written
}
