//! Tool calls over NATS request/reply, answered as
//! `POST /api/cycles/:id/tools/:name` answers them (word for word, but for
//! a body that does not parse: serde's account of it, without axum's).
//!
//! Subject `<prefix>.commands.<cycle_id>.<tool>`, the one endpoint
//! (`commands`) of the NATS service `decisiond` (NATS's service protocol:
//! `$SRV.PING|INFO|STATS.decisiond` discover every instance and its
//! counts), queue group `decisiond` (every instance subscribes; each
//! request goes to one of them). The body
//! is the HTTP body (`{"parameters", "conversation_turn",
//! "trigger_context"}`; an empty body counts as `{}`), with the headers
//! `Authorization: Bearer <token>` (required, as over HTTP), `X-Act-As`,
//! `Idempotency-Key` and `X-Correlation-Id`. The reply body is the HTTP
//! response body; the header `Decision-Status` carries the HTTP status code
//! the call would have had, `Idempotent-Replayed: true` marks a replay,
//! `Retry-After` a transient failure, and `Decision-Instance` says which
//! instance answered. A status of 400 or more also sets the service
//! protocol's `Nats-Service-Error` (the reason phrase) and
//! `Nats-Service-Error-Code` (the status). A `traceparent` header makes the
//! request's span a child of the caller's. Validation, audit and idempotency are the HTTP path's:
//! both call [`App::execute_tool`], and an error is the application's
//! [`ErrorAnswer`] (its status, text and wait), worded for a NATS gateway
//! ([`remedy`]). A body that does not parse is refused with serde's own
//! account of it (the field at fault, line and column).
//!
//! Replies go only to subjects under the reply prefix
//! (`--nats-reply-prefix`, default `_INBOX.`; see [`ReplyPrefix`]), on
//! every subscription of the process: the commands and the service's
//! `$SRV.*` discovery, which [`micro`] answers itself for that reason. A
//! request naming any other reply subject is dropped before it is
//! authenticated or run: nothing is executed, audited or answered, and it
//! is counted in `decisiond_nats_requests_dropped_total{reason="reply_subject"}`
//! and in `$SRV.STATS`' `dropped_for_reply_subject`. (The client's own
//! request inbox, where JetStream acknowledgements arrive, never replies.)
//! A request without a reply subject (a plain publish) still runs and is
//! audited: it makes decisiond publish nothing.

use crate::app::{
    ACT_AS_HEADER, App, ErrorAnswer, ErrorKind, IdempotencyKey, ToolRequest, status_of_result,
};
use async_nats::service::{NATS_SERVICE_ERROR, NATS_SERVICE_ERROR_CODE};
use async_nats::{Client, HeaderMap, Message};
use bytes::Bytes;
use decision_catalog::ToolCallBody;
use decision_events::TraceContext;
use decision_relay::trace::{TRACEPARENT, TRACESTATE};
use futures_util::StreamExt;
use remedy::{KEY_HEADER, NatsWords};
use serde_json::error::Category;
use std::sync::Arc;
use tokio::sync::{Semaphore, watch};
use tracing::Instrument;
use uuid::Uuid;

mod micro;
mod remedy;
mod reply;
pub use reply::{DEFAULT_REPLY_PREFIX, ReplyPrefix};

/// Every instance joins this queue group, so a request is served once.
pub const QUEUE_GROUP: &str = "decisiond";
/// The NATS service's name (`$SRV.PING.decisiond`, `$SRV.INFO.decisiond`,
/// `$SRV.STATS.decisiond`); every instance is one of its instances.
pub const SERVICE_NAME: &str = "decisiond";
/// The service's one endpoint: `<prefix>.commands.*.*`.
pub const ENDPOINT_NAME: &str = "commands";
/// The HTTP status code the same call would have had.
pub const STATUS_HEADER: &str = "Decision-Status";
/// Which instance answered (a random id per process).
pub const INSTANCE_HEADER: &str = "Decision-Instance";
/// Requests handled at once by one instance; more wait in the subscription
/// (NATS then hands them to other members of the queue group).
const MAX_IN_FLIGHT: usize = 64;

/// The subscription's subject for `prefix`.
pub fn commands_subject(prefix: &str) -> String {
    format!("{prefix}.commands.*.*")
}

/// One reply: status, body, extra headers.
struct Answer {
    status: u16,
    body: Bytes,
    headers: Vec<(&'static str, String)>,
}

/// Serves requests until `shutdown` turns true, then stops taking new ones
/// and lets those in flight finish. Replies go only under `reply_prefix`,
/// on every subscription: the commands and the service's discovery.
pub async fn run(
    app: App,
    client: Client,
    prefix: String,
    reply_prefix: ReplyPrefix,
    mut shutdown: watch::Receiver<bool>,
) {
    reply::Drops::register();
    let service = Arc::new(micro::Service::new(
        SERVICE_NAME,
        Uuid::now_v7().to_string(),
        "Decision Ledger tool calls: <prefix>.commands.<cycle_id>.<tool>",
        ENDPOINT_NAME,
        commands_subject(&prefix),
        QUEUE_GROUP,
    ));
    // Subscribed once the client connects; renewed on reconnect by the
    // client.
    let Some(mut incoming) = subscribe(&client, &service, &mut shutdown).await else {
        return;
    };
    tracing::info!(subject = %service.subject, service = SERVICE_NAME, id = %service.id,
        queue_group = QUEUE_GROUP, %reply_prefix,
        "NATS command intake registered as a NATS service");
    let mut drops = reply::Drops::default();
    let permits = Arc::new(Semaphore::new(MAX_IN_FLIGHT));
    let mut handlers = tokio::task::JoinSet::new();
    loop {
        let next = tokio::select! {
            next = incoming.next() => next,
            _ = shutdown.wait_for(|stop| *stop) => None,
        };
        let Some((kind, message)) = next else { break };
        // Before anything runs or answers: decisiond publishes a reply
        // with its own credentials, so a forged reply subject must get
        // neither a tool call executed (and audited) nor a discovery
        // answer. Such a request gets no reply at all.
        if let Some(reply) = &message.reply
            && !reply_prefix.permits(reply)
        {
            service.dropped();
            drops.reply_subject(&reply_prefix, &message.subject, reply);
            continue;
        }
        match kind {
            micro::Kind::Discovery(verb) => {
                let Some(reply) = message.reply else { continue };
                let answer = service.answer(verb);
                if let Err(e) = client.publish(reply, answer.into()).await {
                    tracing::warn!(error = %e, "cannot send the NATS service answer");
                }
            }
            micro::Kind::Command => {
                let Ok(permit) = permits.clone().acquire_owned().await else {
                    break;
                };
                let (app, client, prefix, service) =
                    (app.clone(), client.clone(), prefix.clone(), service.clone());
                handlers.spawn(async move {
                    let _permit = permit;
                    respond(&app, &client, &prefix, &service, message).await;
                });
            }
        }
        while handlers.try_join_next().is_some() {}
    }
    // Dropping the subscriptions unsubscribes: no new requests.
    drop(incoming);
    handlers.join_all().await;
}

/// Subscribes to the service's subjects, retrying until the client is
/// connected; `None` if shut down first.
async fn subscribe(
    client: &Client,
    service: &micro::Service,
    shutdown: &mut watch::Receiver<bool>,
) -> Option<micro::Incoming> {
    loop {
        match service.subscribe(client).await {
            Ok(incoming) => return Some(incoming),
            Err(e) => {
                tracing::warn!(error = %e, subject = %service.subject,
                    "cannot register the NATS command service; retrying");
                tokio::select! {
                    _ = tokio::time::sleep(std::time::Duration::from_secs(1)) => {}
                    _ = shutdown.wait_for(|stop| *stop) => return None,
                }
            }
        }
    }
}

async fn respond(
    app: &App,
    client: &Client,
    prefix: &str,
    service: &micro::Service,
    message: Message,
) {
    let started = std::time::Instant::now();
    let incoming = trace_context(message.headers.as_ref());
    let span = tracing::info_span!("NATS command",
        otel.kind = "server",
        messaging.system = "nats",
        subject = %message.subject,
    );
    if let Some(parent) = &incoming {
        decision_relay::trace::set_parent(&span, parent);
    }
    let continued = decision_relay::trace::of_span(&span).or(incoming);
    let answer = answer(app, prefix, &message, continued)
        .instrument(span)
        .await;
    let reason = (answer.status >= 400).then(|| {
        axum::http::StatusCode::from_u16(answer.status)
            .ok()
            .and_then(|status| status.canonical_reason())
            .unwrap_or("Error")
    });
    let Some(reply) = message.reply else {
        // A plain publish: the call ran (and is audited); nobody to tell.
        service.handled(started.elapsed(), reason.map(|r| (answer.status, r)));
        tracing::debug!(subject = %message.subject, status = answer.status,
            "NATS command without a reply subject");
        return;
    };
    let mut headers = HeaderMap::new();
    headers.insert(STATUS_HEADER, answer.status.to_string().as_str());
    headers.insert(INSTANCE_HEADER, service.id.as_str());
    headers.insert("Content-Type", "application/json");
    for (name, value) in &answer.headers {
        headers.insert(*name, value.as_str());
    }
    if let Some(reason) = reason {
        // The service protocol's error headers, worded without anything
        // the caller sent; the body is the error body, as over HTTP.
        headers.insert(NATS_SERVICE_ERROR, reason);
        headers.insert(NATS_SERVICE_ERROR_CODE, answer.status.to_string().as_str());
    }
    if let Err(e) = client
        .publish_with_headers(reply, headers, answer.body)
        .await
    {
        tracing::warn!(error = %e, "cannot send the NATS reply");
    }
    service.handled(started.elapsed(), reason.map(|r| (answer.status, r)));
}

/// The request's W3C trace context (`traceparent`, `tracestate` headers).
fn trace_context(headers: Option<&HeaderMap>) -> Option<TraceContext> {
    TraceContext::parse(header(headers, TRACEPARENT)?, header(headers, TRACESTATE))
}

/// What `POST /api/cycles/:id/tools/:name` would answer, checking in the
/// same order (cycle id, body, idempotency key, then the call itself).
async fn answer(app: &App, prefix: &str, message: &Message, trace: Option<TraceContext>) -> Answer {
    match call(app, prefix, message, trace).await {
        Ok(answer) => answer,
        Err(error) => error_answer(error),
    }
}

async fn call(
    app: &App,
    prefix: &str,
    message: &Message,
    trace: Option<TraceContext>,
) -> Result<Answer, ErrorAnswer> {
    let headers = message.headers.as_ref();
    let caller = app
        .authenticator()
        .authenticate_fresh(
            header(headers, "authorization").map(str::as_bytes),
            header(headers, ACT_AS_HEADER).map(str::as_bytes),
        )
        .await?;
    app.admit(&caller)?;
    let (cycle, tool) = subject_tokens(prefix, &message.subject).ok_or_else(|| {
        ErrorAnswer::new(
            ErrorKind::NotFound,
            format!("no such command subject; use {prefix}.commands.<cycle_id>.<tool>"),
        )
    })?;
    let cycle_id = Uuid::parse_str(cycle).map_err(|_| {
        ErrorAnswer::new(
            ErrorKind::NotFound,
            format!("no cycle `{cycle}`: cycle ids are UUIDs, as returned by POST /api/cycles"),
        )
    })?;
    let mut body = parse_body(&message.payload, app.limits().max_body_bytes)?;
    let request = ToolRequest {
        cycle_id,
        tool: tool.to_owned(),
        parameters: body.take_parameters(),
        conversation_turn: body.conversation_turn,
        trigger_context: body.trigger_context,
        idempotency_key: idempotency_key(headers)?,
        correlation_id: header(headers, "x-correlation-id")
            .and_then(|v| Uuid::parse_str(v.trim()).ok()),
        caller,
        words: Arc::new(NatsWords),
        trace,
    };
    let (response, replayed) = app.execute_tool(request).await?;
    let status = status_of_result(response.result);
    let body = serde_json::to_vec(&response).expect("responses serialize");
    let mut headers = Vec::new();
    if replayed {
        headers.push(("Idempotent-Replayed", "true".to_owned()));
    }
    Ok(Answer {
        status,
        body: body.into(),
        headers,
    })
}

/// The error in NATS's words: its status, the error body, `Retry-After`.
fn error_answer(error: ErrorAnswer) -> Answer {
    let mut headers = Vec::new();
    if let Some(seconds) = error.retry_after {
        headers.push(("Retry-After", seconds.to_string()));
    }
    let body = serde_json::to_vec(&error.body(&NatsWords)).expect("error bodies serialize");
    Answer {
        status: error.kind.status(),
        body: body.into(),
        headers,
    }
}

/// `(cycle, tool)` of `<prefix>.commands.<cycle>.<tool>`.
fn subject_tokens<'a>(prefix: &str, subject: &'a str) -> Option<(&'a str, &'a str)> {
    let rest = subject.strip_prefix(prefix)?.strip_prefix(".commands.")?;
    let (cycle, tool) = rest.split_once('.')?;
    (!cycle.is_empty() && !tool.is_empty() && !tool.contains('.')).then_some((cycle, tool))
}

/// The HTTP body ([`ToolCallBody`]) with HTTP's limits; empty means
/// `{}`. Malformed JSON is a 400, a body of the wrong shape a 422, each
/// with serde's account of it (the field at fault, line and column).
fn parse_body(payload: &[u8], max_body_bytes: usize) -> Result<ToolCallBody, ErrorAnswer> {
    if payload.len() > max_body_bytes {
        return Err(ErrorAnswer::new(
            ErrorKind::TooLarge,
            format!("the body is larger than the limit of {max_body_bytes} bytes"),
        ));
    }
    if payload.iter().all(u8::is_ascii_whitespace) {
        return Ok(ToolCallBody::default());
    }
    let not_json = |e: &dyn std::fmt::Display| {
        ErrorAnswer::new(
            ErrorKind::BadRequest,
            format!("the body is not valid JSON: {e}"),
        )
    };
    let mut json = serde_json::Deserializer::from_slice(payload);
    let body =
        serde_path_to_error::deserialize(&mut json).map_err(|e| match e.inner().classify() {
            Category::Data => ErrorAnswer::new(
                ErrorKind::Invalid,
                format!("the body has the wrong shape: {e}"),
            ),
            Category::Syntax | Category::Eof | Category::Io => not_json(&e),
        })?;
    // Nothing but whitespace may follow the body.
    json.end().map_err(|e| not_json(&e))?;
    Ok(body)
}

/// A header by name, ignoring case as HTTP does (NATS keeps the case sent).
fn header<'a>(headers: Option<&'a HeaderMap>, name: &str) -> Option<&'a str> {
    headers?
        .iter()
        .find(|(key, _)| key.to_string().eq_ignore_ascii_case(name))
        .and_then(|(_, values)| values.first())
        .map(|value| value.as_str())
}

/// The `Idempotency-Key` header, checked by the one rule every door uses.
fn idempotency_key(headers: Option<&HeaderMap>) -> Result<Option<IdempotencyKey>, ErrorAnswer> {
    let raw = header(headers, "idempotency-key").map(str::as_bytes);
    Ok(IdempotencyKey::parse(raw, KEY_HEADER)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_split_into_cycle_and_tool() {
        assert_eq!(
            subject_tokens("decisions", "decisions.commands.c1.add_objective"),
            Some(("c1", "add_objective"))
        );
        assert_eq!(subject_tokens("a.b", "a.b.commands.c.t"), Some(("c", "t")));
        assert_eq!(subject_tokens("decisions", "decisions.events.c.t"), None);
        assert_eq!(subject_tokens("decisions", "decisions.commands.c"), None);
        assert_eq!(subject_tokens("decisions", "other.commands.c.t"), None);
    }

    #[test]
    fn bodies_parse_like_http() {
        const LIMIT: usize = 1024;
        assert!(parse_body(b"", LIMIT).unwrap().parameters.is_none());
        let body = parse_body(
            br#"{"parameters": {"a": 1}, "conversation_turn": 3}"#,
            LIMIT,
        )
        .unwrap();
        assert_eq!(body.conversation_turn, 3);
        let syntax = parse_body(b"{not json", LIMIT).err().unwrap();
        assert_eq!(syntax.kind.status(), 400);
        assert_eq!(
            syntax.message,
            "the body is not valid JSON: key must be a string at line 1 column 2"
        );
        let trailing = parse_body(b"{} x", LIMIT).err().unwrap();
        assert_eq!(trailing.kind.status(), 400);
        assert!(
            trailing.message.contains("trailing characters"),
            "{trailing:?}"
        );
        let shape = parse_body(br#"{"parameterz": {}}"#, LIMIT).err().unwrap();
        assert_eq!(shape.kind.status(), 422);
        assert!(
            shape.message.starts_with("the body has the wrong shape: ")
                && shape
                    .message
                    .contains("unknown field `parameterz`, expected one of"),
            "{shape:?}"
        );
        let turn = parse_body(br#"{"conversation_turn": "x"}"#, LIMIT)
            .err()
            .unwrap();
        assert!(
            turn.message
                .starts_with("the body has the wrong shape: conversation_turn: invalid type"),
            "the field at fault is named: {turn:?}"
        );
        let big = vec![b' '; LIMIT + 1];
        let too_big = parse_body(&big, LIMIT).err().unwrap();
        assert_eq!(too_big.kind.status(), 413);
        assert!(too_big.message.contains("1024 bytes"), "{too_big:?}");
    }

    #[test]
    fn idempotency_keys_are_checked_like_http() {
        let mut headers = HeaderMap::new();
        headers.insert("idempotency-key", " k-1 ");
        assert_eq!(
            idempotency_key(Some(&headers)).unwrap().unwrap().as_str(),
            "k-1"
        );
        assert_eq!(idempotency_key(None).unwrap(), None);
        let mut long = HeaderMap::new();
        long.insert("Idempotency-Key", "x".repeat(256).as_str());
        let refused = idempotency_key(Some(&long)).err().unwrap();
        assert_eq!(refused.kind.status(), 400);
        assert!(
            refused.message.contains("(the Idempotency-Key header)"),
            "{refused:?}"
        );
    }
}
