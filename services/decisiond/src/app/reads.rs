//! Reads, as typed views: every door that reads a cycle's read models (the
//! HTTP endpoints today) calls these, and authorization of reads lives
//! here. Each is served from a projection's documents, never by folding
//! events — but for the invocation log, which *is* the cycle's audit
//! records and is read from the store a page at a time — and honours
//! read-your-writes ([`ReadOptions`]).

use super::renders::Rendered;
use super::{App, AppError, Caller, Freshness, Slot, ViewRead};
use chrono::{DateTime, Utc};
use decision_auth::Scope;
use decision_domain::{CompletionStatus, DocumentSummary, Proposal, document};
use decision_events::json_len;
use decision_events::values::{
    Component, ConfirmationOption, ConfirmationStatus, Responder, RevisitPriority, RevisitStatus,
};
use decision_events::{EventEnvelope, ToolInvocationRecorded, ToolResultClass};
use decision_projections::invocation_log::{self, InvocationRecord};
use decision_projections::views::audit::{self, Stats};
use decision_projections::views::shapes::{CycleRow, DocumentDoc, FlowsDoc, PughDoc, StateDoc};
use decision_projections::views::{View, decision};
use decision_store::{Position, StoreError};
use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// Largest page of the invocation log and of the cycles list.
pub const MAX_PAGE: usize = 500;
/// Largest page of the event feed.
pub const MAX_FEED_PAGE: usize = 1000;

/// Read-your-writes: answer once the projection has processed the event
/// at `min_position` (the `position` a write of the caller's returned), or
/// after `wait`, marked stale.
#[derive(Clone, Default)]
pub struct ReadOptions {
    pub min_position: Option<Position>,
    pub wait: Option<Duration>,
    /// Called before the read starts waiting: the door gives back whatever
    /// it holds for work (the HTTP load-shedding turn), since waiting is
    /// not work.
    pub before_waiting: Option<Arc<dyn Fn() + Send + Sync>>,
}

/// `GET /api/cycles/:id/document`: the sections in PrOACT order, and the
/// whole document composed as markdown.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DocumentView {
    pub cycle_id: Uuid,
    pub title: String,
    pub version: u64,
    pub position: i64,
    pub updated_at: DateTime<Utc>,
    pub summary: DocumentSummary,
    pub sections: Vec<SectionView>,
    pub markdown: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SectionView {
    pub component: Component,
    pub title: String,
    pub status: CompletionStatus,
    pub markdown: String,
    /// What the component still lacks, in words; empty when complete.
    pub missing: Vec<String>,
}

/// `GET /api/cycles/:id/document/sections/:component`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OneSection {
    pub cycle_id: Uuid,
    pub component: Component,
    pub title: String,
    pub status: CompletionStatus,
    pub markdown: String,
    /// What the component still lacks, in words; empty when complete.
    pub missing: Vec<String>,
    /// The document's version.
    pub version: u64,
}

/// Which revisits or confirmations a list shows (`status=`): the domain's
/// one definition, which the agent's `get_confirmations` takes too.
pub use decision_domain::ListStatus as FlowFilter;

/// `GET /api/cycles/:id/revisits`: the suggestions `status=` asks for
/// (pending by default).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RevisitsView {
    pub cycle_id: Uuid,
    pub revisits: Vec<PendingRevisit>,
    /// Whether a pending suggestion is critical.
    pub has_critical: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PendingRevisit {
    pub id: String,
    pub target_component: Component,
    pub reason: String,
    pub priority: RevisitPriority,
    pub trigger: String,
    pub created_at: Option<DateTime<Utc>>,
    pub status: RevisitStatus,
    /// The answer's text, once answered (or why it expired).
    pub resolution: Option<String>,
    /// Who answered: the user, or the agent (`dismiss_revisit`).
    pub resolved_by: Option<Responder>,
    /// When it was answered, or expired (seed 000's `resolved_at`).
    pub resolved_at: Option<DateTime<Utc>>,
}

/// `GET /api/cycles/:id/confirmations` (`status=`, pending by default) and
/// `…/confirmations/pending`: requests waiting for the user (expired ones
/// drop out), or answered ones with their outcome.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ConfirmationsView {
    pub cycle_id: Uuid,
    pub confirmations: Vec<PendingConfirmation>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PendingConfirmation {
    pub id: String,
    pub summary: String,
    pub options: Vec<ConfirmationOption>,
    pub default_option: Option<usize>,
    pub conversation_turn: Option<u32>,
    pub requested_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// As of the read: a pending request past `expires_at` is `expired`.
    pub status: ConfirmationStatus,
    /// The option chosen (its index), once answered.
    pub chosen_option: Option<usize>,
    pub user_input: Option<String>,
    pub responded_at: Option<DateTime<Utc>>,
    pub responded_by: Option<Responder>,
    /// The agent's tool call the gate held, which approving runs (so a
    /// page can say it in the person's words); `null` for an agent's own
    /// question.
    pub proposal: Option<Proposal>,
}

/// Which calls of the audit log to list.
#[derive(Debug, Clone, Default)]
pub struct InvocationFilter {
    pub tool: Option<String>,
    pub result: Option<ToolResultClass>,
    pub component: Option<Component>,
    pub since: Option<DateTime<Utc>>,
    pub until: Option<DateTime<Utc>>,
    /// The `next_cursor` of the previous page.
    pub cursor: Option<i64>,
    pub limit: Option<usize>,
}

/// `GET /api/cycles/:id/tools/invocations`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct InvocationsPage {
    pub cycle_id: Uuid,
    /// Every call on the cycle, and the rejected ones, whatever the filter.
    pub total: u64,
    pub rejected: u64,
    pub invocations: Vec<InvocationRecord>,
    /// Pass as `cursor` for the next page; `null` on the last.
    pub next_cursor: Option<i64>,
}

/// `GET /api/cycles/:id/tools/stats`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CycleStatsView {
    pub cycle_id: Uuid,
    pub stats: Stats,
}

/// `GET /api/tools/stats`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct AllStatsView {
    pub stats: Stats,
}

/// `GET /api/cycles`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CyclesPage {
    pub cycles: Vec<CycleRow>,
    /// Pass as `cursor` for the next page; `null` on the last.
    pub next_cursor: Option<Uuid>,
}

/// `GET /api/events`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct FeedPage {
    pub events: Vec<EventEnvelope>,
    /// Pass as `after` to get the next page (unchanged when the page is
    /// empty).
    pub next_after: i64,
}

impl App {
    pub async fn document(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        options: &ReadOptions,
    ) -> Result<ViewRead<DocumentView>, AppError> {
        let read: ViewRead<DocumentDoc> = self.rendered_view(caller, cycle_id, options).await?;
        Ok(read.map(document_view))
    }

    pub async fn section(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        component: Component,
        options: &ReadOptions,
    ) -> Result<ViewRead<OneSection>, AppError> {
        let read: ViewRead<DocumentDoc> = self.rendered_view(caller, cycle_id, options).await?;
        read.try_map(|mut doc| {
            let section = doc.sections.remove(&component).ok_or_else(|| {
                AppError::Internal(format!("document {cycle_id} has no {component} section"))
            })?;
            Ok(OneSection {
                cycle_id,
                component,
                title: section.title,
                status: section.status,
                markdown: section.markdown,
                missing: section.missing,
                version: doc.version,
            })
        })
    }

    pub async fn pugh(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        options: &ReadOptions,
    ) -> Result<ViewRead<PughDoc>, AppError> {
        self.rendered_view(caller, cycle_id, options).await
    }

    pub async fn revisits(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        filter: FlowFilter,
        options: &ReadOptions,
    ) -> Result<ViewRead<RevisitsView>, AppError> {
        let read: ViewRead<FlowsDoc> = self
            .cycle_view(caller, cycle_id, &decision::FLOWS, options)
            .await?;
        Ok(read.map(|flows| {
            let revisits: Vec<PendingRevisit> = flows
                .revisits
                .iter()
                .filter(|r| filter.shows_revisit(r.status))
                .map(|r| PendingRevisit {
                    id: r.id.clone(),
                    target_component: r.component,
                    reason: r.reason.clone(),
                    priority: r.priority,
                    trigger: r.trigger.clone(),
                    created_at: flows.revisit_created_at.get(&r.id).copied(),
                    status: r.status,
                    resolution: r.resolution.clone(),
                    resolved_by: r.resolved_by,
                    resolved_at: flows.revisit_resolved_at.get(&r.id).copied(),
                })
                .collect();
            RevisitsView {
                cycle_id,
                has_critical: revisits.iter().any(|r| {
                    r.status == RevisitStatus::Pending && r.priority == RevisitPriority::Critical
                }),
                revisits,
            }
        }))
    }

    pub async fn confirmations(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        filter: FlowFilter,
        options: &ReadOptions,
    ) -> Result<ViewRead<ConfirmationsView>, AppError> {
        let read: ViewRead<FlowsDoc> = self
            .cycle_view(caller, cycle_id, &decision::FLOWS, options)
            .await?;
        // Past its expiry a request reads as expired before the sweeper
        // records it.
        let now = Utc::now();
        Ok(read.map(|flows| ConfirmationsView {
            cycle_id,
            confirmations: flows
                .confirmations
                .iter()
                .filter(|c| filter.shows_confirmation(c.status_at(now)))
                .map(|c| PendingConfirmation {
                    id: c.id.clone(),
                    summary: c.summary.clone(),
                    options: c.options.clone(),
                    default_option: c.default_option,
                    conversation_turn: flows.confirmation_turns.get(&c.id).copied().flatten(),
                    requested_at: c.requested_at,
                    expires_at: c.expires_at,
                    status: c.status_at(now),
                    chosen_option: c.chosen_option,
                    user_input: c.user_input.clone(),
                    responded_at: c.responded_at,
                    responded_by: c.responded_by,
                    proposal: c.proposal.clone(),
                })
                .collect(),
        }))
    }

    pub async fn invocations(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        filter: &InvocationFilter,
        options: &ReadOptions,
    ) -> Result<ViewRead<InvocationsPage>, AppError> {
        let limit = page_limit(filter.limit, MAX_PAGE)?;
        // The statistics exist once the cycle has a call; a cycle without
        // calls has an empty log.
        let stats = match self
            .cycle_view::<Stats>(caller, cycle_id, &audit::CYCLE_STATS, options)
            .await
        {
            Ok(read) => read,
            Err(AppError::Unavailable(_)) => {
                self.load(cycle_id).await?; // 404 for unknown cycles
                ViewRead {
                    value: Stats::default(),
                    freshness: Freshness::Fresh,
                    position: 0,
                }
            }
            Err(e) => return Err(e),
        };
        let (page, full) = self.invocation_page(cycle_id, filter, limit).await?;
        let next_cursor = full.then(|| page.last().map(|r| r.position)).flatten();
        Ok(stats.map(|stats| InvocationsPage {
            cycle_id,
            total: stats.overall.calls,
            rejected: stats.overall.failures,
            invocations: page,
            next_cursor,
        }))
    }

    pub async fn cycle_stats(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        options: &ReadOptions,
    ) -> Result<ViewRead<CycleStatsView>, AppError> {
        let read: ViewRead<Stats> = self
            .cycle_view(caller, cycle_id, &audit::CYCLE_STATS, options)
            .await?;
        Ok(read.map(|stats| CycleStatsView { cycle_id, stats }))
    }

    /// Every user's calls together: an operator's view (`admin`).
    pub async fn all_stats(
        &self,
        caller: &Caller,
        options: &ReadOptions,
    ) -> Result<ViewRead<AllStatsView>, AppError> {
        caller.require(Scope::Admin)?;
        let (freshness, position, _waiting) = self.waited(caller, audit::NAME, options).await?;
        let stats = match self
            .models
            .get_doc(audit::NAME, &audit::stats_key(None))
            .await?
        {
            Some(doc) => decoded::<Stats>(&doc, "stats/all")?,
            None => Stats::default(),
        };
        Ok(ViewRead {
            value: AllStatsView { stats },
            freshness,
            position,
        })
    }

    /// The caller's user's cycles; with `admin`, everyone's, or `owner`'s.
    /// A user's page reads only their rows (`owner/<user>/…`), so it costs
    /// the page, not every cycle.
    pub async fn cycles(
        &self,
        caller: &Caller,
        owner: Option<&str>,
        cursor: Option<Uuid>,
        limit: Option<usize>,
        options: &ReadOptions,
    ) -> Result<ViewRead<CyclesPage>, AppError> {
        caller.require(Scope::CyclesRead)?;
        let limit = page_limit(limit, MAX_PAGE)?;
        let (freshness, position, _waiting) = self.waited(caller, decision::NAME, options).await?;
        let prefix = match (caller.is_admin(), owner) {
            (true, None) => decision::CYCLES_PREFIX.to_owned(),
            (true, Some(owner)) => decision::owner_prefix(owner),
            // Another user's name lists nothing, as for a user without cycles.
            (false, Some(owner)) if owner != caller.user => {
                return Ok(ViewRead {
                    value: CyclesPage {
                        cycles: Vec::new(),
                        next_cursor: None,
                    },
                    freshness,
                    position,
                });
            }
            (false, _) => decision::owner_prefix(&caller.user),
        };
        let after = cursor.map(|c| format!("{prefix}{c}"));
        let (cycles, full) = self
            .page_of::<CycleRow>(decision::NAME, &prefix, after, limit, |_| true)
            .await?;
        let next_cursor = full.then(|| cycles.last().map(|r| r.cycle_id)).flatten();
        Ok(ViewRead {
            value: CyclesPage {
                cycles,
                next_cursor,
            },
            freshness,
            position,
        })
    }

    /// The global feed, in commit order; only `admin` sees every user's
    /// events, anyone else those of their user's cycles (a page may then
    /// hold fewer than `limit`; `next_after` still moves past the rest).
    pub async fn events(
        &self,
        caller: &Caller,
        after: Position,
        limit: Option<usize>,
    ) -> Result<FeedPage, AppError> {
        caller.require(Scope::EventsRead)?;
        let limit = page_limit(limit.or(Some(100)), MAX_FEED_PAGE)?;
        let events = match self.store.read_feed(after, limit).await {
            Ok(events) => events,
            Err(StoreError::UnknownPosition(p)) => {
                return Err(rejected(format!(
                    "`after` {p} is not the position of any event; pass 0 or a position from an earlier page"
                )));
            }
            Err(e) => return Err(e.into()),
        };
        let next_after = events.last().map_or(after, |e| e.position);
        let events = if caller.is_admin() {
            events
        } else {
            let mut visible = Vec::with_capacity(events.len());
            for event in events {
                if let Some(owner) = self.owner_of(event.cycle_id).await?
                    && caller.may_see(&owner)
                {
                    visible.push(event);
                }
            }
            visible
        };
        Ok(FeedPage { events, next_after })
    }

    /// `cycle_id`'s `view`, for a caller who may read it.
    async fn cycle_view<T: DeserializeOwned>(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        view: &View<T>,
        options: &ReadOptions,
    ) -> Result<ViewRead<T>, AppError> {
        let key = view.key(cycle_id);
        let read = self
            .cycle_doc(caller, cycle_id, view.projection, &key, options)
            .await?;
        read.try_map(|doc| decoded(doc.as_ref(), &key))
    }

    /// One document of one of the caller's cycles, as stored.
    async fn cycle_doc(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        projection: &str,
        key: &str,
        options: &ReadOptions,
    ) -> Result<ViewRead<Arc<serde_json::Value>>, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesRead).await?;
        let _waiting = self.before_waiting(caller, options).await?;
        let wait = options.wait.unwrap_or(super::views::DEFAULT_WAIT);
        self.view_doc(projection, key, cycle_id, options.min_position, wait)
            .await
    }

    /// A view rendered from the cycle's state document (the document, the
    /// Pugh view): read like any view, rendered once per version
    /// ([`super::renders`]).
    async fn rendered_view<T: Rendered>(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        options: &ReadOptions,
    ) -> Result<ViewRead<T>, AppError> {
        let view = &decision::STATE;
        let read = self
            .cycle_doc(
                caller,
                cycle_id,
                view.projection,
                &view.key(cycle_id),
                options,
            )
            .await?;
        let ViewRead {
            value: doc,
            freshness,
            position,
        } = read;
        let rendered = self.render_state::<T>(cycle_id, doc).await?;
        Ok(ViewRead {
            value: T::clone(&rendered),
            freshness,
            position,
        })
    }

    /// `T` rendered from a cycle's state document, or as rendered before.
    pub(crate) async fn render_state<T: Rendered>(
        &self,
        cycle_id: Uuid,
        doc: Arc<serde_json::Value>,
    ) -> Result<Arc<T>, AppError> {
        let version = doc.get("version").and_then(serde_json::Value::as_u64);
        if let Some(kept) = version.and_then(|v| self.renders.get::<T>(cycle_id, v)) {
            return Ok(kept);
        }
        let renders = self.renders.clone();
        let bytes = json_len(&doc);
        let render = move || {
            let key = decision::state_key(cycle_id);
            let state: StateDoc = decoded(&doc, &key)?;
            Ok::<_, AppError>(renders.render::<T>(&state, bytes))
        };
        // A typical cycle renders in well under a millisecond; a large one
        // renders off the request threads, as the worker's folds do.
        if bytes <= INLINE_RENDER_BYTES {
            return render();
        }
        tokio::task::spawn_blocking(render)
            .await
            .map_err(|e| AppError::Internal(format!("render of {cycle_id} panicked: {e}")))?
    }

    /// Waits for `projection` as `options` ask; the slot is held while
    /// the caller reads.
    async fn waited(
        &self,
        caller: &Caller,
        projection: &str,
        options: &ReadOptions,
    ) -> Result<(Freshness, Position, Option<Slot>), AppError> {
        let waiting = self.before_waiting(caller, options).await?;
        let wait = options.wait.unwrap_or(super::views::DEFAULT_WAIT);
        let (freshness, position) = self
            .wait_for(projection, options.min_position.unwrap_or(0), wait)
            .await?;
        Ok((freshness, position, waiting))
    }

    /// Before a read that waits for `min_position`: a position no write
    /// returned is a 422 at once; the wait takes one of the user's slots
    /// (429 past the cap), and the door gives back what it holds.
    async fn before_waiting(
        &self,
        caller: &Caller,
        options: &ReadOptions,
    ) -> Result<Option<Slot>, AppError> {
        let Some(min_position) = options.min_position.filter(|p| *p > 0) else {
            return Ok(None);
        };
        let slot = self.begin_wait(caller, min_position).await?;
        if let Some(give_back) = &options.before_waiting {
            give_back();
        }
        Ok(Some(slot))
    }

    /// Up to `limit` rows of the cycle's invocation log that `filter`
    /// accepts, after its cursor: read from the store's audit records (the
    /// log is those records, so no projection copies it), as many store
    /// pages as it takes. The flag says the page is full (a next page may
    /// exist).
    async fn invocation_page(
        &self,
        cycle_id: Uuid,
        filter: &InvocationFilter,
        limit: usize,
    ) -> Result<(Vec<InvocationRecord>, bool), AppError> {
        let mut after = filter.cursor.unwrap_or(0);
        let mut page = Vec::new();
        loop {
            let events = self
                .store
                .read_stream_page_of_type(
                    cycle_id,
                    ToolInvocationRecorded::EVENT_TYPE,
                    after,
                    MAX_PAGE,
                )
                .await?;
            let exhausted = events.len() < MAX_PAGE;
            after = events.last().map_or(after, |e| e.position);
            // Decoded one by one: a full page stops decoding.
            for row in events.iter().filter_map(invocation_log::record) {
                if filter.accepts(&row) {
                    page.push(row);
                    if page.len() == limit {
                        return Ok((page, true));
                    }
                }
            }
            if exhausted {
                return Ok((page, false));
            }
        }
    }

    /// Up to `limit` documents of type `T` under `prefix`, after the key
    /// `after`, that `keep` accepts — scanning as many store pages as it
    /// takes. The flag says the page is full (a next page may exist).
    async fn page_of<T: DeserializeOwned>(
        &self,
        projection: &str,
        prefix: &str,
        mut after: Option<String>,
        limit: usize,
        keep: impl Fn(&T) -> bool,
    ) -> Result<(Vec<T>, bool), AppError> {
        let mut page = Vec::new();
        loop {
            let rows = self
                .models
                .scan_docs(projection, prefix, after.as_deref(), MAX_PAGE)
                .await?;
            let exhausted = rows.len() < MAX_PAGE;
            for (key, doc) in rows {
                let row: T = decoded(&doc, &key)?;
                after = Some(key);
                if keep(&row) {
                    page.push(row);
                    if page.len() == limit {
                        return Ok((page, true));
                    }
                }
            }
            if exhausted {
                return Ok((page, false));
            }
        }
    }
}

impl InvocationFilter {
    fn accepts(&self, row: &InvocationRecord) -> bool {
        let call = &row.call;
        self.tool.as_ref().is_none_or(|t| call.tool_name == *t)
            && self.result.is_none_or(|r| call.result == r)
            && self.component.is_none_or(|c| call.component == c)
            && self.since.is_none_or(|s| call.invoked_at >= s)
            && self.until.is_none_or(|u| call.invoked_at < u)
    }
}

impl<T> ViewRead<T> {
    fn map<U>(self, f: impl FnOnce(T) -> U) -> ViewRead<U> {
        ViewRead {
            value: f(self.value),
            freshness: self.freshness,
            position: self.position,
        }
    }

    fn try_map<U>(self, f: impl FnOnce(T) -> Result<U, AppError>) -> Result<ViewRead<U>, AppError> {
        Ok(ViewRead {
            value: f(self.value)?,
            freshness: self.freshness,
            position: self.position,
        })
    }
}

/// The document as the API answers it: the sections in PrOACT order and
/// the whole composed as markdown.
pub(crate) fn document_view(doc: DocumentDoc) -> DocumentView {
    let sections: Vec<SectionView> = doc
        .sections
        .into_iter()
        .map(|(component, s)| SectionView {
            component,
            title: s.title,
            status: s.status,
            markdown: s.markdown,
            missing: s.missing,
        })
        .collect();
    let markdowns: Vec<String> = sections.iter().map(|s| s.markdown.clone()).collect();
    DocumentView {
        markdown: document::compose(&doc.title, &markdowns, &doc.general_notes),
        cycle_id: doc.cycle_id,
        title: doc.title,
        version: doc.version,
        position: doc.position,
        updated_at: doc.updated_at,
        summary: doc.summary,
        sections,
    }
}

/// A stored read model as its type; a mismatch is a bug, not the caller's.
/// States up to this size (as JSON) render on the request's thread.
const INLINE_RENDER_BYTES: usize = 64 * 1024;

fn decoded<T: DeserializeOwned>(doc: &serde_json::Value, key: &str) -> Result<T, AppError> {
    T::deserialize(doc)
        .map_err(|e| AppError::Internal(format!("read model {key} does not decode: {e}")))
}

/// `limit`, or the default of 100, within 1 to `max`.
pub(crate) fn page_limit(limit: Option<usize>, max: usize) -> Result<usize, AppError> {
    let limit = limit.unwrap_or(100);
    if limit == 0 || limit > max {
        return Err(rejected(format!("`limit` must be 1 to {max}")));
    }
    Ok(limit)
}

fn rejected(message: String) -> AppError {
    AppError::invalid(message)
}
