//! `decisiond mcp`: the same handler as `/mcp`, over stdin/stdout for a
//! local agent host (Claude Desktop, Claude Code, Cursor, VS Code), acting
//! as one configured user. stdout carries only the protocol: logs go to
//! stderr.

use super::handler::DecisionTools;
use crate::app::{App, Caller};
use rmcp::ServiceExt;
use rmcp::service::ServerInitializeError;

#[derive(Debug, thiserror::Error)]
pub enum StdioError {
    #[error("MCP over stdio did not start: {0}")]
    Start(Box<ServerInitializeError>),
    #[error("MCP over stdio stopped abnormally: {0}")]
    Stopped(#[from] tokio::task::JoinError),
}

/// Serves one client on stdin/stdout until it closes them.
pub async fn serve_stdio(app: App, caller: Caller) -> Result<(), StdioError> {
    let user = caller.user.clone();
    let running = DecisionTools::local(app, caller)
        .serve(rmcp::transport::stdio_pipes())
        .await
        .map_err(|e| StdioError::Start(Box::new(e)))?;
    tracing::info!(%user, "MCP over stdio: serving");
    let reason = running.waiting().await?;
    tracing::info!(?reason, "MCP over stdio: the client went away");
    Ok(())
}
