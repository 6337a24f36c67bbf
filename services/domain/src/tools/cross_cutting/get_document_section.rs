//! `get_document_section`: one section of the decision document.

use crate::{
    Answer, CompletionStatus, Context, Cycle, Hints, NextSteps, Rejection, ResponseFormat, Tool,
    completion_status, document, next_steps,
};
use decision_events::values::Component;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetDocumentSection {
    pub component: Component,
    pub response_format: Option<ResponseFormat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DocumentSection {
    pub component: Component,
    pub title: String,
    pub status: CompletionStatus,
    pub markdown: String,
    /// Detailed.
    pub next_steps: NextSteps,
}

impl Tool for GetDocumentSection {
    const NAME: &'static str = "get_document_section";
    const COMPONENT: Option<Component> = None;
    const HINTS: Hints = Hints::READ;
    const SUMMARY: &'static str = "Read one section of the decision document as markdown.";
    const DESCRIPTION: &'static str = "Get one section of the decision document as markdown. Use it to re-read what was recorded for a component before discussing or changing it. Example: {\"component\": \"objectives\", \"response_format\": null}. concise (default) gives the title, completion status and markdown; detailed adds the suggested next steps. Read-only; use get_document_summary for an overview.";
}

impl Answer for GetDocumentSection {
    const DETAIL_ONLY: &'static [&'static str] = &["next_steps"];
    type Result = DocumentSection;

    fn response_format(&self) -> ResponseFormat {
        self.response_format.unwrap_or_default()
    }

    fn answer(&self, cycle: &Cycle, _ctx: &Context) -> Result<DocumentSection, Rejection> {
        Ok(DocumentSection {
            component: self.component,
            title: document::title(self.component).into(),
            status: completion_status(cycle, self.component),
            markdown: document::render_section(cycle, self.component),
            next_steps: next_steps(cycle, self.component),
        })
    }
}
