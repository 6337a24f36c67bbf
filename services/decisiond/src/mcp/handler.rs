//! The rmcp server handler: what `/mcp` answers to `initialize`,
//! `tools/list` and `tools/call`.

use super::calls;
use super::toolbox::Toolbox;
use crate::app::App;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, Implementation, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler};
use std::sync::Arc;

/// Read by the model at `initialize`: how the tools fit together.
const INSTRUCTIONS: &str = "Decision Ledger records a decision worked through with PrOACT \
    (issue_raising, problem_frame, objectives, alternatives, consequences, tradeoffs, \
    recommendation, decision_quality). Start with create_cycle and pass its cycle_id to every \
    other tool. Each component's own tools work only while the cycle is in that component: \
    call navigate to move it. Analysis, uncertainty, revisit, confirmation and document tools \
    work in every component. A result with isError explains what to fix; correct the call \
    and retry.";

/// One per request (rmcp asks its factory for a handler each time): an
/// [`App`] handle and the shared tool list, both cheap to clone.
#[derive(Clone)]
pub struct DecisionTools {
    app: App,
    toolbox: Arc<Toolbox>,
}

impl DecisionTools {
    pub(crate) fn new(app: App, toolbox: Arc<Toolbox>) -> DecisionTools {
        DecisionTools { app, toolbox }
    }
}

impl ServerHandler for DecisionTools {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(
                Implementation::new("decisiond", env!("CARGO_PKG_VERSION"))
                    .with_title("Decision Ledger"),
            )
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        // One page: the whole catalog is a few dozen tools.
        Ok(ListToolsResult::with_all_items(self.toolbox.all().to_vec()))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.toolbox.get(name).cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        calls::call(&self.app, request, &context)
            .await
            .map(CallToolResponse::from)
    }
}
