//! The tool catalog: what an agent can call, and the boundary every call
//! passes before the domain sees it.
//!
//! * [`Catalog`] — every tool's definition: its component (or cross-cutting),
//!   read/write access, description, and one canonical JSON Schema for its
//!   parameters and one for its result. Validators are compiled once, at
//!   construction.
//! * [`Catalog::prepare`] — a call's journey through the boundary: known tool
//!   (else suggestions), allowed in the current component, parameters valid
//!   against the schema, parsed into a domain [`ToolCall`].
//!
//! Architecture invariant: no I/O. Errors are domain [`Rejection`]s whose
//! text names the field, what is allowed, and what to do next; what a door
//! does its own way (moving the cycle, listing the tools) is a
//! [`decision_domain::Remedy`] the door words, never text naming a door.

mod call_body;
mod errors;
mod find;
mod limits;
mod registry;
mod spec;
pub mod text;
mod wire;

pub use call_body::ToolCallBody;
pub use decision_domain::Hints;
pub use find::{FIND_TOOLS, FindDetail, FindTools, FindToolsResult, FoundTool};
pub use limits::InputLimits;
pub use spec::{Access, ToolCall, ToolDefinition, ToolSpec};
pub use wire::{
    COMPACT_BOUNDS, CONFIRMATION_NOTE, Detail, STRICT_KEYWORDS, WireFormat, compact_schema, defer,
    human_title, mcp_output_schema, output_schema, render, strict_schema, strip_descriptions,
    wire_description,
};

use decision_domain::{Cycle, Rejection};
use decision_events::values::Component;
use serde_json::Value;

/// No tool name is longer (the providers' wire limit); a longer name is
/// never a tool, and is only ever echoed or recorded cut to this length.
pub const MAX_TOOL_NAME_CHARS: usize = 64;

/// Every tool, indexed by name.
pub struct Catalog {
    tools: Vec<ToolSpec>,
    /// What `find_tools` searches, one per tool.
    index: Vec<find::Index>,
    limits: InputLimits,
}

impl Catalog {
    /// Builds the catalog and compiles every parameter schema.
    pub fn new() -> Catalog {
        let mut tools = registry::all_tools();
        tools.push(find::spec());
        let index = tools.iter().map(find::Index::of).collect();
        Catalog {
            tools,
            index,
            limits: InputLimits::default(),
        }
    }

    /// The catalog holding every call's parameters to `limits`.
    pub fn with_limits(mut self, limits: InputLimits) -> Catalog {
        self.limits = limits;
        self
    }

    pub fn limits(&self) -> &InputLimits {
        &self.limits
    }

    pub fn get(&self, name: &str) -> Option<&ToolSpec> {
        self.tools.iter().find(|t| t.name == name)
    }

    /// The name a call to `name` is recorded and reported under: the
    /// tool's own, or what was sent, cut to [`MAX_TOOL_NAME_CHARS`].
    pub fn recorded_name(&self, name: &str) -> String {
        match self.get(name) {
            Some(tool) => tool.name.to_owned(),
            None => text::bounded(name, MAX_TOOL_NAME_CHARS),
        }
    }

    pub fn all(&self) -> &[ToolSpec] {
        &self.tools
    }

    /// The tools callable in `component`: its own, then the cross-cutting ones.
    pub fn tools_for(&self, component: Component) -> Vec<&ToolSpec> {
        let own = self.tools.iter().filter(|t| t.component == Some(component));
        let cross = self.tools.iter().filter(|t| t.component.is_none());
        own.chain(cross).collect()
    }

    /// The tools a model is offered at this step of `cycle` in `component`
    /// (decision 23): the discovery tool first, then what
    /// [`decision_domain::disclosure::offered`] names for the state. Every
    /// tool callable in the component stays callable; the rest is found
    /// with `find_tools`.
    pub fn offered(&self, cycle: &Cycle, component: Component) -> Vec<&ToolSpec> {
        let names = decision_domain::disclosure::offered(cycle, component);
        let mut offered: Vec<&ToolSpec> = self.get(FIND_TOOLS).into_iter().collect();
        offered.extend(names.iter().filter_map(|name| self.get(name)));
        offered
    }

    /// Checks a call at the boundary and turns it into a domain call.
    ///
    /// Order matters for the agent: an unknown tool is reported before the
    /// allow-list, and the allow-list before the parameters, so the first
    /// error is the one to fix first. A refusal that a door answers its own
    /// way (move the cycle to the tool's component; the tools callable
    /// here) carries it as a [`decision_domain::Remedy`].
    pub fn prepare(
        &self,
        name: &str,
        parameters: &Value,
        current: Component,
    ) -> Result<ToolCall, Rejection> {
        let Some(tool) = self.get(name) else {
            return Err(errors::unknown_tool(self, name, current));
        };
        if let Some(home) = tool.component
            && home != current
        {
            return Err(errors::not_allowed_here(self, tool, home, current));
        }
        // After the schema, whose messages are more specific where it has
        // its own (stricter) bounds.
        let call = tool.parse(parameters)?;
        self.limits.check(parameters)?;
        Ok(call)
    }
}

impl Default for Catalog {
    fn default() -> Self {
        Catalog::new()
    }
}
