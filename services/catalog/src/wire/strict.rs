//! The strict wire subset (DESIGN.md §5), generated from a canonical schema.
//!
//! `$ref`s are inlined, documented enum variants become a plain `enum`,
//! a nullable value (an `Option`, an optional property) becomes
//! `anyOf: [{…}, {"type": "null"}]` with the description beside it (the
//! one form OpenAI's, Anthropic's and the agent frameworks' strict
//! converters all leave as it is; a `type` array is not), and every bound, format or pattern
//! the subset cannot carry is dropped from the schema and stated in the
//! description instead (the server still enforces it). A shape the subset
//! cannot express (a map, a union of objects, a recursive type) is left as
//! it is, so the wire-format test names it instead of it being hidden.

use super::describe::{self, bounds_note, describe};
use super::enums::{constants, infer_enum_type};
use serde_json::{Map, Value, json};

/// The only keywords a strict wire schema uses (`anyOf` only as the
/// nullable form, below the root).
pub const STRICT_KEYWORDS: [&str; 8] = [
    "type",
    "anyOf",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "enum",
    "description",
];

/// Annotations with no meaning on the wire.
const ANNOTATIONS: [&str; 11] = [
    "$schema",
    "$id",
    "$anchor",
    "$comment",
    "$defs",
    "definitions",
    "title",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
];

/// schemars' formats for Rust number types: not JSON Schema formats.
const NUMBER_FORMATS: [&str; 12] = [
    "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
    "float", "double",
];

/// Refs nested deeper than this are a recursive type: left unresolved.
const MAX_DEPTH: usize = 32;

/// Bounds the compact form keeps as keywords: every strict converter the
/// tests run accepts them (Anthropic's strict transformer moves them into
/// the description itself). Length bounds and patterns are left to the
/// server, whose refusal names them.
pub const COMPACT_BOUNDS: [&str; 6] = [
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minItems",
    "maxItems",
];

/// The strict wire form of a canonical parameter schema, with the full
/// guidance: every bound, format or default the subset cannot carry is
/// stated in the description.
pub fn strict_schema(canonical: &Value) -> Value {
    Walker {
        root: canonical,
        strict: true,
        compact: false,
    }
    .node(canonical, 0)
}

/// The compact strict form a model is shown by default: the same shape as
/// [`strict_schema`], with no prose the schema already says (nullability,
/// lengths, defaults, enum glosses); numeric and item-count bounds stay as
/// keywords ([`COMPACT_BOUNDS`]). The server still validates against the
/// canonical schema, and a refusal names the bound a call broke.
pub fn compact_schema(canonical: &Value) -> Value {
    Walker {
        root: canonical,
        strict: true,
        compact: true,
    }
    .node(canonical, 0)
}

/// A tool's result schema as an MCP `outputSchema`: refs inlined, `Option`
/// unions made nullable, annotations dropped. Its `required` and bounds are
/// kept as they are (results may omit optional fields and gain new ones).
/// `None` unless the result is an object schema, as MCP requires.
pub fn output_schema(returns: &Value) -> Option<Value> {
    let schema = Walker {
        root: returns,
        strict: false,
        compact: false,
    }
    .node(returns, 0);
    (schema.get("type") == Some(&json!("object"))).then_some(schema)
}

struct Walker<'a> {
    root: &'a Value,
    /// Strict parameters (true) or a descriptive result schema (false).
    strict: bool,
    /// No notes: what the subset cannot carry is dropped, not described.
    compact: bool,
}

impl Walker<'_> {
    fn node(&self, schema: &Value, depth: usize) -> Value {
        let Value::Object(raw) = schema else {
            return schema.clone();
        };
        let mut s = self.resolve(raw, depth);
        let mut notes = Vec::new();
        let mut nullable = self.collapse_unions(&mut s, &mut notes, depth);
        nullable |= take_null(&mut s);
        if let Some(value) = s.remove("const") {
            s.insert("enum".into(), json!([value]));
        }
        infer_enum_type(&mut s);
        for key in ["items", "additionalProperties", "not"] {
            if let Some(child) = s.get(key).filter(|c| c.is_object()) {
                let child = self.node(child, depth + 1);
                s.insert(key.into(), child);
            }
        }
        for key in ["properties", "patternProperties"] {
            if let Some(Value::Object(children)) = s.get(key) {
                let walked = children
                    .iter()
                    .map(|(name, child)| (name.clone(), self.node(child, depth + 1)))
                    .collect();
                s.insert(key.into(), Value::Object(walked));
            }
        }
        for key in ["anyOf", "oneOf", "allOf", "prefixItems"] {
            if let Some(Value::Array(branches)) = s.get(key) {
                let walked = branches.iter().map(|b| self.node(b, depth + 1)).collect();
                s.insert(key.into(), Value::Array(walked));
            }
        }
        if self.strict && is_object(&s) {
            close_object(&mut s, self.compact);
        }
        s.retain(|key, value| {
            !ANNOTATIONS.contains(&key.as_str()) && self.keep(key, value, &mut notes)
        });
        if self.strict && self.compact {
            let mut unused = Vec::new();
            let bounds = bounds_note(&s, &mut unused);
            s.retain(|key, _| {
                !bounds.contains(&key.as_str()) || COMPACT_BOUNDS.contains(&key.as_str())
            });
            notes.clear();
        } else if self.strict {
            let bounds = bounds_note(&s, &mut notes);
            s.retain(|key, _| !bounds.contains(&key.as_str()));
        }
        describe(&mut s, &notes);
        if nullable {
            make_nullable(&mut s);
        }
        Value::Object(ordered(s))
    }

    /// Inlines a `$ref` (its target, overlaid with the siblings) and a
    /// one-element `allOf`.
    fn resolve(&self, raw: &Map<String, Value>, depth: usize) -> Map<String, Value> {
        let mut s = raw.clone();
        if depth < MAX_DEPTH
            && let Some(Value::Array(all)) = s.get("allOf")
            && let [only] = all.as_slice()
        {
            let only = only.clone();
            s.remove("allOf");
            s = overlay(self.resolve_value(&only, depth), s);
        }
        if depth < MAX_DEPTH
            && let Some(target) = s
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix('#'))
                .and_then(|pointer| self.root.pointer(pointer))
        {
            let mut target = self.resolve_value(target, depth);
            // A shared type's own words (ResponseFormat's, PughRating's)
            // would repeat in every tool using it; the field's stay.
            if self.compact {
                target.remove("description");
            }
            s.remove("$ref");
            s = overlay(target, s);
        }
        s
    }

    fn resolve_value(&self, schema: &Value, depth: usize) -> Map<String, Value> {
        match schema {
            Value::Object(map) => self.resolve(map, depth + 1),
            _ => Map::new(),
        }
    }

    /// `anyOf`/`oneOf` of one schema and `null` becomes that schema (nullable);
    /// a union of constants becomes one `enum`. Returns whether `null` was a
    /// branch.
    fn collapse_unions(
        &self,
        s: &mut Map<String, Value>,
        notes: &mut Vec<String>,
        depth: usize,
    ) -> bool {
        let mut nullable = false;
        for key in ["anyOf", "oneOf"] {
            let Some(Value::Array(branches)) = s.get(key) else {
                continue;
            };
            let (nulls, rest): (Vec<_>, Vec<_>) = branches
                .iter()
                .map(|b| self.resolve_value(b, depth))
                .partition(|b| b.get("type") == Some(&json!("null")) && !b.contains_key("enum"));
            let collapsed = match rest.as_slice() {
                [one] => Some(one.clone()),
                _ => constants(&rest, notes),
            };
            if let Some(merged) = collapsed {
                nullable |= !nulls.is_empty();
                s.remove(key);
                *s = overlay(merged, std::mem::take(s));
            }
        }
        nullable
    }

    /// Whether `key` stays; a keyword the subset drops leaves a note.
    fn keep(&self, key: &str, value: &Value, notes: &mut Vec<String>) -> bool {
        if key == "format" && value.as_str().is_some_and(|f| NUMBER_FORMATS.contains(&f)) {
            return false;
        }
        if !self.strict || !matches!(key, "format" | "pattern" | "default") {
            return true;
        }
        notes.extend(describe::dropped(key, value));
        false
    }
}

/// The usual keywords first, in reading order, then any others.
fn ordered(mut s: Map<String, Value>) -> Map<String, Value> {
    let first = [
        "type",
        "description",
        "anyOf",
        "enum",
        "properties",
        "required",
        "additionalProperties",
        "items",
    ];
    let mut out: Map<String, Value> = first
        .iter()
        .filter_map(|key| s.remove(*key).map(|v| ((*key).to_owned(), v)))
        .collect();
    out.extend(s);
    out
}

/// `base` with `over`'s keys on top (a sibling description wins).
fn overlay(base: Map<String, Value>, over: Map<String, Value>) -> Map<String, Value> {
    let mut merged = base;
    merged.extend(over);
    merged
}

fn is_object(s: &Map<String, Value>) -> bool {
    s.contains_key("properties")
        || match s.get("type") {
            Some(Value::String(t)) => t == "object",
            Some(Value::Array(ts)) => ts.contains(&json!("object")),
            _ => false,
        }
}

/// Every property required, the optional ones nullable; no other keys.
/// The full form says so in words too; the compact one lets `null` say it.
fn close_object(s: &mut Map<String, Value>, compact: bool) {
    let required: Vec<Value> = match s.get("required") {
        Some(Value::Array(r)) => r.clone(),
        _ => Vec::new(),
    };
    let mut properties = match s.remove("properties") {
        Some(Value::Object(p)) => p,
        _ => Map::new(),
    };
    for (name, property) in properties.iter_mut() {
        if !required.contains(&json!(name))
            && let Value::Object(p) = property
        {
            if !compact {
                describe(p, &["Optional (null if not given)".to_owned()]);
            }
            make_nullable(p);
        }
    }
    let names = properties.keys().map(|k| json!(k)).collect();
    s.insert("properties".into(), Value::Object(properties));
    s.insert("required".into(), Value::Array(names));
    if matches!(
        s.get("additionalProperties"),
        None | Some(Value::Bool(false))
    ) {
        s.insert("additionalProperties".into(), json!(false));
    }
}

/// Takes `null` out of a `type` array and out of an `enum` (schemars'
/// form of an `Option`); returns whether it was there.
fn take_null(s: &mut Map<String, Value>) -> bool {
    let null_type = json!("null");
    let mut found = false;
    if let Some(Value::Array(types)) = s.get_mut("type")
        && types.len() > 1
        && types.contains(&null_type)
    {
        types.retain(|t| *t != null_type);
        found = true;
        if let [one] = types.as_slice() {
            let one = one.clone();
            s.insert("type".into(), one);
        }
    }
    if let Some(Value::Array(values)) = s.get_mut("enum")
        && values.len() > 1
        && values.contains(&Value::Null)
    {
        values.retain(|v| !v.is_null());
        found = true;
    }
    found
}

/// The nullable form: `{"description": …, "anyOf": [<the schema without
/// its description>, {"type": "null"}]}`. Already nullable: unchanged.
fn make_nullable(s: &mut Map<String, Value>) {
    if is_nullable(s) {
        return;
    }
    let description = s.remove("description");
    let schema = ordered(std::mem::take(s));
    if let Some(d) = description {
        s.insert("description".into(), d);
    }
    s.insert(
        "anyOf".into(),
        json!([Value::Object(schema), {"type": "null"}]),
    );
}

/// Accepts `null` already: a `null` type, or an `anyOf` with a `null`
/// branch.
fn is_nullable(s: &Map<String, Value>) -> bool {
    let null_type = json!("null");
    match (s.get("type"), s.get("anyOf")) {
        (Some(t), _) if *t == null_type => true,
        (Some(Value::Array(types)), _) => types.contains(&null_type),
        (_, Some(Value::Array(branches))) => {
            branches.iter().any(|b| b.get("type") == Some(&null_type))
        }
        _ => false,
    }
}
