//! The rmcp server handler, one for both transports: what `/mcp` and
//! `decisiond mcp` (stdio) answer to `initialize`, the tools, resources
//! and prompts requests, and (stdio only) the subscriptions.

use super::door::{Door, LocalSession};
use super::toolbox::Toolbox;
use super::{calls, prompts, resources};
use crate::app::{App, Caller};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, GetPromptRequestParams, GetPromptResponse,
    Implementation, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult,
    ListToolsResult, PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse,
    ServerCapabilities, ServerConfig, SubscribeRequestParams, SubscriptionFilter, Tool,
    UnsubscribeRequestParams,
};
use rmcp::service::{RequestContext, SubscriptionContext};
use rmcp::{ErrorData, RoleServer, ServerHandler};
use std::sync::Arc;

/// Read by the model at `initialize`: how the tools fit together.
const INSTRUCTIONS: &str = "Decision Ledger records a decision worked through with PrOACT \
    (issue_raising, problem_frame, objectives, alternatives, consequences, tradeoffs, \
    recommendation, decision_quality). Start with create_cycle and pass its cycle_id to every \
    other tool. Each component's own tools work only while the cycle is in that component: \
    call navigate to move it. Analysis, uncertainty, revisit, confirmation and document tools \
    work in every component. The tools listed are what a step needs; find_tools finds any \
    other by what it does, and each answer names the next tools (next: …). A result with \
    isError explains what to fix; correct the call and retry. The resources (decision://cycles, and each cycle's document, sections and Pugh \
    matrix) show the decision without a tool call; the prompts, one per component, set up \
    work on a cycle.";

/// Over HTTP one per request (rmcp asks its factory for a handler each
/// time), over stdio one per process: an [`App`] handle, the shared tool
/// list and the door, all cheap to clone.
#[derive(Clone)]
pub struct DecisionTools {
    app: App,
    toolbox: Arc<Toolbox>,
    door: Door,
}

impl DecisionTools {
    /// `/mcp`'s handler.
    pub(crate) fn new(app: App, toolbox: Arc<Toolbox>) -> DecisionTools {
        DecisionTools {
            app,
            toolbox,
            door: Door::Http,
        }
    }

    /// The stdio session's handler, acting as `caller`.
    pub(crate) fn local(app: App, caller: Caller) -> DecisionTools {
        let toolbox = Arc::new(Toolbox::new(app.catalog()));
        let session = Arc::new(LocalSession::new(app.clone(), caller));
        DecisionTools {
            app,
            toolbox,
            door: Door::Local(session),
        }
    }

    fn local_session(&self) -> Result<&LocalSession, ErrorData> {
        match &self.door {
            Door::Local(session) => Ok(session),
            // Not declared over HTTP: a client that asks anyway.
            Door::Http => Err(ErrorData::invalid_request(
                "subscriptions need a session: /mcp is stateless (run `decisiond mcp` over \
                 stdio to subscribe)",
                None,
            )),
        }
    }
}

/// What each transport can do, declared as it is: resources, prompts and
/// tools on both; subscriptions only where a session can carry them.
fn capabilities(door: &Door) -> ServerCapabilities {
    let mut capabilities = ServerCapabilities::builder()
        .enable_tools()
        .enable_resources()
        .enable_prompts()
        .build();
    if let Door::Local(_) = door {
        if let Some(resources) = capabilities.resources.as_mut() {
            resources.subscribe = Some(true);
        }
        // A handshake session's list follows its cycle.
        if let Some(tools) = capabilities.tools.as_mut() {
            tools.list_changed = Some(true);
        }
    }
    capabilities
}

impl ServerHandler for DecisionTools {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(capabilities(&self.door))
            .with_server_info(
                Implementation::new("decisiond", env!("CARGO_PKG_VERSION"))
                    .with_title("Decision Ledger"),
            )
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        // As `GET /api/tools`: the catalog is for callers that may read.
        let caller = self
            .door
            .caller(&context)
            .map_err(|e| ErrorData::invalid_request(e, None))?;
        caller
            .require(decision_auth::Scope::CyclesRead)
            .map_err(resources::protocol_error)?;
        // One page: a step offers at most a few dozen tools.
        let tools = match &self.door {
            Door::Local(session) if super::session_tools::may_follow(&context) => {
                let names = session.tools.names(&self.app).await;
                self.toolbox.listed(names)
            }
            _ => self.toolbox.entry(),
        };
        Ok(ListToolsResult::with_all_items(tools))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.toolbox.get(name).cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        calls::call(&self.app, &self.door, request, &context)
            .await
            .map(CallToolResponse::from)
    }

    async fn list_resources(
        &self,
        request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let cursor = request.as_ref().and_then(|r| r.cursor.as_deref());
        resources::list(&self.app, &self.door, &context, cursor).await
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        Ok(resources::templates())
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        resources::read(&self.app, &self.door, &context, &request.uri)
            .await
            .map(ReadResourceResponse::from)
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        Ok(prompts::list())
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        prompts::get(
            &self.app,
            &self.door,
            &context,
            &request.name,
            request.arguments,
        )
        .await
        .map(GetPromptResponse::from)
    }

    async fn subscribe(
        &self,
        request: SubscribeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        let session = self.local_session()?;
        session
            .subscriptions
            .subscribe(&request.uri, context.peer.clone())
            .await
    }

    async fn unsubscribe(
        &self,
        request: UnsubscribeRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        self.local_session()?
            .subscriptions
            .unsubscribe(&request.uri)
    }

    fn accepted_subscription_filter(
        &self,
        requested: &SubscriptionFilter,
    ) -> Option<SubscriptionFilter> {
        match &self.door {
            Door::Local(session) => Some(session.subscriptions.accept(requested)),
            Door::Http => None,
        }
    }

    async fn listen(&self, context: SubscriptionContext) -> Result<(), ErrorData> {
        self.local_session()?.subscriptions.listen(context).await;
        Ok(())
    }
}
