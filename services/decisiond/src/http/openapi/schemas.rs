//! The document's request and response schemas, derived from the Rust
//! types the handlers take and return (schemars), so what the service
//! publishes and what it sends cannot drift apart. Only what is not one of
//! our types is written by hand (`components.rs`: the MCP transport's
//! JSON-RPC messages, the server-sent events), and the sizes that are
//! configuration, not shape, are set on the derived schemas afterwards.

use crate::app::{
    AllStatsView, CommandOutcome, ConfirmationsView, CycleCreated, CycleSettings, CycleStatsView,
    CyclesPage, DocumentView, FeedPage, HistoryPage, InvocationsPage, Navigated, OneSection,
    OpsView, RevisitsView, ServiceLimits, ToolResponse,
};
use crate::http::ErrorBody;
use crate::http::cycles::{CreateBody, NavigateBody, SettingsBody};
use crate::http::flows::{ResolveBody, RespondBody};
use crate::http::health::{Health, Readiness};
use crate::http::session::{SessionAnswer, SessionBody};
use crate::http::tools::{CatalogView, ToolList};
use decision_catalog::ToolCallBody;
use decision_events::values::Component;
use decision_projections::views::shapes::PughDoc;
use decision_projections::views::travel::diff::VersionDiff;
use schemars::JsonSchema;
use schemars::generate::{SchemaGenerator, SchemaSettings};
use schemars::transform::ReplaceBoolSchemas;
use serde_json::{Map, Value, json};

/// Every derived schema, by the name operations refer to it by
/// (`#/components/schemas/<name>`), with the nested types they use.
pub(super) fn derived(limits: &ServiceLimits) -> Map<String, Value> {
    let mut settings = SchemaSettings::draft2020_12();
    settings.definitions_path = "/components/schemas".into();
    // `{}` rather than `true` for "any JSON" (a tool's own data, an event's
    // payload): valid either way, and what client generators can read.
    let mut replace = ReplaceBoolSchemas::default();
    replace.skip_additional_properties = true;
    settings.transforms.push(Box::new(replace));
    let mut generator = settings.into_generator();
    add::<ErrorBody>(&mut generator);
    add::<ToolResponse>(&mut generator);
    add::<CycleCreated>(&mut generator);
    add::<Navigated>(&mut generator);
    add::<CommandOutcome>(&mut generator);
    add::<DocumentView>(&mut generator);
    add::<OneSection>(&mut generator);
    add::<PughDoc>(&mut generator);
    add::<RevisitsView>(&mut generator);
    add::<ConfirmationsView>(&mut generator);
    add::<InvocationsPage>(&mut generator);
    add::<HistoryPage>(&mut generator);
    add::<VersionDiff>(&mut generator);
    add::<CycleStatsView>(&mut generator);
    add::<AllStatsView>(&mut generator);
    add::<CyclesPage>(&mut generator);
    add::<FeedPage>(&mut generator);
    add::<OpsView>(&mut generator);
    add::<ToolList>(&mut generator);
    add::<CatalogView>(&mut generator);
    add::<Health>(&mut generator);
    add::<Readiness>(&mut generator);
    add::<CreateBody>(&mut generator);
    add::<NavigateBody>(&mut generator);
    add::<SettingsBody>(&mut generator);
    add::<CycleSettings>(&mut generator);
    add::<crate::app::CycleErasure>(&mut generator);
    add::<crate::app::CycleExport>(&mut generator);
    add::<ResolveBody>(&mut generator);
    add::<RespondBody>(&mut generator);
    add::<ToolCallBody>(&mut generator);
    add::<Component>(&mut generator);
    add::<SessionBody>(&mut generator);
    add::<SessionAnswer>(&mut generator);
    add::<crate::http::problem::Problem>(&mut generator);
    let mut schemas: Map<String, Value> = generator.take_definitions(true).into_iter().collect();
    state_limits(&mut schemas, limits);
    schemas
}

/// Makes `T` (and what it uses) a named schema.
fn add<T: JsonSchema>(generator: &mut SchemaGenerator) {
    let reference = generator.subschema_for::<T>();
    debug_assert!(
        reference.get("$ref").is_some(),
        "{} is inlined",
        T::schema_name()
    );
}

/// The configurable sizes, stated on the schemas they bound.
fn state_limits(schemas: &mut Map<String, Value>, limits: &ServiceLimits) {
    let max_name = limits.input.max_name_chars;
    let max_text = limits.input.max_text_chars;
    if let Some(title) = schemas
        .get_mut("CreateBody")
        .map(|s| &mut s["properties"]["title"])
    {
        title["minLength"] = json!(1);
        title["maxLength"] = json!(max_name);
        title["pattern"] = json!("\\S");
        title["description"] = json!(format!(
            "Not blank; at most {max_name} characters (the limit for names)."
        ));
    }
    if let Some(context) = schemas
        .get_mut("ToolCallBody")
        .map(|s| &mut s["properties"]["trigger_context"])
    {
        context["maxLength"] = json!(max_text);
    }
}
