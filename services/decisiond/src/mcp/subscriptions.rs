//! Resource-updated notifications for the stdio session: a subscribed
//! cycle resource is announced (`notifications/resources/updated`) each
//! time the cycle's stream gets events, once the read models include them
//! (a read right after the notification shows the change). Woken by the
//! same per-cycle append notification as the HTTP live stream, with its
//! slow poll as the safety net.
//!
//! Both ways the protocol revisions subscribe: `resources/subscribe` /
//! `resources/unsubscribe` (handshake revisions) and
//! `subscriptions/listen` (2026-07-28). `/mcp` is stateless and answers
//! plain JSON, so it has no channel to notify on and declares no
//! subscriptions.

use super::resources::protocol_error;
use super::uris::{ResourceUri, allowed, shown};
use crate::app::{App, Caller};
use decision_auth::Scope;
use decision_wakeup::CycleWatch;
use futures_util::FutureExt;
use rmcp::model::{ResourceUpdatedNotificationParam, SubscriptionFilter};
use rmcp::service::{Peer, SubscriptionContext, SubscriptionSink};
use rmcp::{ErrorData, RoleServer};
use std::collections::HashMap;
use std::pin::Pin;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::futures::OwnedNotified;
use tokio::task::JoinHandle;
use uuid::Uuid;

/// Subscriptions one session may hold at once.
pub(crate) const MAX_SUBSCRIPTIONS: usize = 32;
/// How long a notification waits for the read models before it is sent
/// anyway.
const FRESH_WAIT: Duration = Duration::from_secs(2);
/// Asks the store even without a wake-up this often (an append by another
/// process on the same Postgres may not wake this one).
const POLL: Duration = Duration::from_secs(30);

/// The session's `resources/subscribe` watches, one task per URI; they end
/// with the session.
pub(crate) struct Subscriptions {
    app: App,
    caller: Caller,
    watching: Mutex<HashMap<String, JoinHandle<()>>>,
    /// Watches armed by [`Subscriptions::accept`] for the listen about to
    /// start, by URI.
    armed: Mutex<HashMap<String, Armed>>,
}

impl Subscriptions {
    pub(crate) fn new(app: App, caller: Caller) -> Subscriptions {
        Subscriptions {
            app,
            caller,
            watching: Mutex::default(),
            armed: Mutex::default(),
        }
    }

    /// `resources/subscribe`: idempotent per URI.
    pub(crate) async fn subscribe(
        &self,
        uri: &str,
        peer: Peer<RoleServer>,
    ) -> Result<(), ErrorData> {
        let (uri, cycle_id) = self.check(uri).await?;
        let mut watching = self.watching.lock().expect("subscriptions lock");
        if watching.contains_key(&uri) {
            return Ok(());
        }
        if watching.len() >= MAX_SUBSCRIPTIONS {
            return Err(ErrorData::invalid_params(
                format!(
                    "this session already holds {MAX_SUBSCRIPTIONS} subscriptions, the most it \
                     may: unsubscribe from one first"
                ),
                None,
            ));
        }
        // Armed before the reply: a write the client makes once it has
        // the reply is announced.
        let armed = Armed::new(&self.app, cycle_id);
        let task = tokio::spawn(watch(
            self.app.clone(),
            cycle_id,
            uri.clone(),
            Notifier::Peer(peer),
            armed,
        ));
        watching.insert(uri, task);
        Ok(())
    }

    /// `resources/unsubscribe`: a URI not subscribed to is no error.
    pub(crate) fn unsubscribe(&self, uri: &str) -> Result<(), ErrorData> {
        let uri = ResourceUri::parse(uri)
            .map_err(|text| ErrorData::invalid_params(text, None))?
            .to_string();
        if let Some(task) = self
            .watching
            .lock()
            .expect("subscriptions lock")
            .remove(&uri)
        {
            task.abort();
        }
        Ok(())
    }

    /// `subscriptions/listen`'s filter: the cycle resources among the
    /// requested ones (up to the cap); whether the caller may see each is
    /// checked in [`Subscriptions::listen`], which watches only those.
    /// Called before the acknowledgment, so it arms their watches here.
    pub(crate) fn accept(&self, requested: &SubscriptionFilter) -> SubscriptionFilter {
        let cycles: Vec<(&String, Uuid)> = requested
            .resource_subscriptions
            .iter()
            .flatten()
            .filter_map(|uri| {
                let cycle_id = ResourceUri::parse(uri).ok().and_then(ResourceUri::cycle)?;
                Some((uri, cycle_id))
            })
            .take(MAX_SUBSCRIPTIONS)
            .collect();
        let mut armed = self.armed.lock().expect("subscriptions lock");
        // Left by listens that never started (their acknowledgment failed).
        if armed.len() + cycles.len() > 4 * MAX_SUBSCRIPTIONS {
            armed.clear();
        }
        for (uri, cycle_id) in &cycles {
            // An older arming of the same URI is kept: it only adds.
            armed
                .entry((*uri).clone())
                .or_insert_with(|| Armed::new(&self.app, *cycle_id));
        }
        drop(armed);
        let uris: Vec<String> = cycles.into_iter().map(|(uri, _)| uri.clone()).collect();
        let mut accepted = SubscriptionFilter::new();
        accepted.resource_subscriptions = (!uris.is_empty()).then_some(uris);
        accepted
    }

    /// `subscriptions/listen`: watches until the client cancels it. A URI of
    /// a cycle the caller cannot see is never announced (it has no events
    /// the caller may know of).
    pub(crate) async fn listen(&self, context: SubscriptionContext) {
        let mut tasks = Vec::new();
        for uri in context.accepted().resource_subscriptions.iter().flatten() {
            let armed = self.armed.lock().expect("subscriptions lock").remove(uri);
            if let Ok((_, cycle_id)) = self.check(uri).await {
                let armed = armed.unwrap_or_else(|| Armed::new(&self.app, cycle_id));
                let notifier = Notifier::Listen(context.sink().clone());
                tasks.push(tokio::spawn(watch(
                    self.app.clone(),
                    cycle_id,
                    uri.clone(),
                    notifier,
                    armed,
                )));
            }
        }
        context.cancelled().await;
        tasks.iter().for_each(JoinHandle::abort);
    }

    /// The URI in its one spelling and its cycle, if it names a cycle
    /// resource the caller may read.
    async fn check(&self, uri: &str) -> Result<(String, Uuid), ErrorData> {
        let parsed =
            ResourceUri::parse(uri).map_err(|text| ErrorData::invalid_params(text, None))?;
        let Some(cycle_id) = parsed.cycle() else {
            return Err(ErrorData::invalid_params(
                format!(
                    "{} cannot be subscribed to: subscribe to one cycle's resources ({})",
                    shown(uri),
                    allowed()
                ),
                None,
            ));
        };
        self.app
            .authorize(&self.caller, cycle_id, Scope::CyclesRead)
            .await
            .map_err(protocol_error)?;
        Ok((parsed.to_string(), cycle_id))
    }
}

impl Drop for Subscriptions {
    fn drop(&mut self) {
        let watching = self.watching.get_mut().expect("subscriptions lock");
        watching.values().for_each(JoinHandle::abort);
    }
}

/// Where a watch announces an update.
enum Notifier {
    /// `resources/subscribe`: a plain notification to the client.
    Peer(Peer<RoleServer>),
    /// `subscriptions/listen`: tagged with the listen request.
    Listen(SubscriptionSink),
}

impl Notifier {
    /// Whether the client can still be told (else the watch ends).
    async fn updated(&self, uri: &str) -> bool {
        match self {
            Notifier::Peer(peer) => peer
                .notify_resource_updated(ResourceUpdatedNotificationParam::new(uri))
                .await
                .is_ok(),
            Notifier::Listen(sink) => sink.notify_resource_updated(uri).await.is_ok(),
        }
    }
}

/// A cycle watch armed before the client learns it is subscribed (the
/// reply to `resources/subscribe`, the acknowledgment of a listen): an
/// append after arming is announced even when it lands before the watch's
/// first read, which otherwise only learns where the stream is.
struct Armed {
    watch: CycleWatch,
    since: Pin<Box<OwnedNotified>>,
}

impl Armed {
    fn new(app: &App, cycle_id: Uuid) -> Armed {
        let watch = app.wakeup().watch_cycle(cycle_id);
        let since = Box::pin(watch.next_append_owned());
        Armed { watch, since }
    }
}

/// Announces `uri` after each batch of events on `cycle_id`.
async fn watch(app: App, cycle_id: Uuid, uri: String, notifier: Notifier, armed: Armed) {
    let Armed { watch, since } = armed;
    let mut since = Some(since);
    let mut version = None;
    loop {
        // Created before the read: an append in between still wakes it.
        let next_append = watch.next_append();
        // Only the stream's last version: a subscription sends no events.
        match app.stream_version(cycle_id).await {
            Ok((last_version, last_position)) => {
                let first_read = version.is_none();
                // Appended since arming: news even on the first read.
                let appended_since_armed = first_read
                    && since
                        .take()
                        .is_some_and(|mut since| since.as_mut().now_or_never().is_some());
                if let Some(position) =
                    last_position.filter(|_| last_version > version.unwrap_or(0))
                {
                    version = Some(last_version);
                    if !first_read || appended_since_armed {
                        let _ = app.document_after(cycle_id, position, FRESH_WAIT).await;
                        if !notifier.updated(&uri).await {
                            return;
                        }
                    }
                } else if first_read {
                    version = Some(0);
                }
            }
            Err(e) => tracing::warn!(%cycle_id, error = %e, "subscription read failed"),
        }
        tokio::select! {
            _ = next_append => {}
            _ = tokio::time::sleep(POLL) => {}
        }
    }
}
