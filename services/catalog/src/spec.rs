//! One tool's definition.

use crate::errors;
use decision_domain::{Command, Hints, Query, Rejection};
use decision_events::values::Component;
use serde::Serialize;
use serde_json::Value;

/// Whether a tool changes the cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// Reads state; appends only its audit record.
    Read,
    /// Appends domain events when accepted.
    Write,
}

/// A call that passed the boundary.
#[derive(Debug, Clone, PartialEq)]
pub enum ToolCall {
    Command(Command),
    Query(Query),
    /// `find_tools`: answered by the catalog ([`crate::Catalog::find`]).
    Find(crate::FindTools),
}

pub(crate) type Parser = fn(Value) -> Result<ToolCall, serde_json::Error>;

pub struct ToolSpec {
    pub name: &'static str,
    /// The component the tool belongs to; `None` for cross-cutting tools,
    /// which are callable in every component.
    pub component: Option<Component>,
    pub access: Access,
    /// The compact description: what it does and when ([`decision_domain::Tool::SUMMARY`]).
    pub summary: &'static str,
    /// The full guidance ([`decision_domain::Tool::DESCRIPTION`]).
    pub description: &'static str,
    pub hints: Hints,
    /// Every call is a proposal the person answers, whatever the gate
    /// ([`decision_domain::Tool::PROPOSAL_ONLY`]).
    pub proposal_only: bool,
    /// A read the service runs on its analysis pool
    /// ([`decision_domain::Answer::ANALYSIS`]).
    pub analysis: bool,
    /// The canonical JSON Schema of the parameters (validated server-side).
    pub parameters: Value,
    /// The JSON Schema of the result's `data`.
    pub returns: Value,
    /// The domain event types an accepted call can append (none for a
    /// read tool): the tool's `Decide::EVENTS`. Not published (yet).
    pub events: &'static [&'static str],
    pub(crate) validator: jsonschema::Validator,
    pub(crate) parser: Parser,
}

impl ToolSpec {
    /// Validates `parameters` against the schema, then parses them.
    pub fn parse(&self, parameters: &Value) -> Result<ToolCall, Rejection> {
        let problems = errors::describe_all(
            &self.parameters,
            parameters,
            self.validator.iter_errors(parameters),
        );
        if !problems.is_empty() {
            return Err(errors::invalid_parameters(self, &problems));
        }
        // The schema is generated from the same struct serde parses into,
        // so this only fails if the two disagree: still say which tool.
        (self.parser)(parameters.clone()).map_err(|e| {
            let problem = errors::Problem {
                field: None,
                text: format!("parameters do not parse: {e}"),
            };
            errors::invalid_parameters(self, &[problem])
        })
    }

    /// The example call its guidance gives (`Example: {…}` in
    /// [`Self::description`]): the parameters an agent would send. The
    /// catalog's tests parse every one, so a stale example fails the build.
    pub fn example(&self) -> Option<Value> {
        let (_, rest) = self.description.split_once("Example: ")?;
        serde_json::Deserializer::from_str(rest)
            .into_iter::<Value>()
            .next()?
            .ok()
            .filter(Value::is_object)
    }

    /// The catalog's own definition, with `detail`: the canonical schemas
    /// either way (they are what the server validates against); the
    /// description compact or full.
    pub fn definition(&self, detail: crate::Detail) -> ToolDefinition {
        let description = match detail {
            crate::Detail::Compact => self.summary,
            crate::Detail::Full => self.description,
        };
        ToolDefinition {
            name: self.name.to_owned(),
            description: description.to_owned(),
            component: self.component.map(|c| c.as_str().to_owned()),
            access: self.access,
            requires_confirmation: self.hints.requires_confirmation,
            parameters: self.parameters.clone(),
            returns: self.returns.clone(),
        }
    }
}

/// A tool as listed to clients (`GET /api/cycles/:id/tools`).
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct ToolDefinition {
    pub name: String,
    /// What it does and when to use it; with `detail=full`, the whole
    /// guidance (example, edge cases, what it returns).
    pub description: String,
    /// `null` for cross-cutting tools.
    pub component: Option<String>,
    pub access: Access,
    /// Write tools that discard or override the user's input: ask first.
    pub requires_confirmation: bool,
    pub parameters: Value,
    pub returns: Value,
}
