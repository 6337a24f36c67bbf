//! Load shedding: at most `max_in_flight` requests run at once; up to
//! `max_queued` more wait, each at most `queue_wait`, for a turn. Anything
//! beyond is answered at once with 503 and `Retry-After`, so overload
//! costs a bounded amount of memory and every request gets an answer in
//! bounded time, instead of all of them slowing down together.
//!
//! A request that runs past `request_timeout` (a frozen database answers
//! nothing, and no socket timeout fires) is dropped — its transaction rolls
//! back unless it had committed — and answered 503: a retry with the same
//! `Idempotency-Key` is safe either way. This middleware does not know the
//! call it drops; a dropped tool call's own guard queues its audit record
//! (`app/pending_audits.rs`).

use super::ApiError;
use crate::app::Admission;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

pub(crate) struct Gate {
    settings: Admission,
    running: Arc<Semaphore>,
    queued: AtomicUsize,
}

impl Gate {
    pub(crate) fn new(settings: Admission) -> Arc<Gate> {
        Arc::new(Gate {
            settings,
            running: Arc::new(Semaphore::new(settings.max_in_flight.max(1))),
            queued: AtomicUsize::new(0),
        })
    }
}

/// A request's turn at the gate, in its extensions: a handler about to
/// wait for something other than work (a projection to catch up) gives
/// the turn back, so waiting holds no slot that work needs.
#[derive(Clone)]
pub(crate) struct Turn(Arc<Mutex<Option<OwnedSemaphorePermit>>>);

impl Turn {
    pub(crate) fn give_back(&self) {
        self.0.lock().expect("turn lock").take();
    }
}

pub(crate) async fn admit(
    State(gate): State<Arc<Gate>>,
    mut request: Request,
    next: Next,
) -> Response {
    let permit = match gate.running.clone().try_acquire_owned() {
        Ok(permit) => permit,
        Err(_) => {
            // Count ourselves in the queue first, so the bound holds under
            // a burst of arrivals.
            if gate.queued.fetch_add(1, Ordering::AcqRel) >= gate.settings.max_queued {
                gate.queued.fetch_sub(1, Ordering::AcqRel);
                return shed("the queue is full");
            }
            let waited = tokio::time::timeout(
                gate.settings.queue_wait,
                gate.running.clone().acquire_owned(),
            )
            .await;
            gate.queued.fetch_sub(1, Ordering::AcqRel);
            match waited {
                Ok(Ok(permit)) => permit,
                _ => return shed("no turn came within the queue wait"),
            }
        }
    };
    let turn = Turn(Arc::new(Mutex::new(Some(permit))));
    request.extensions_mut().insert(turn.clone());
    let response = tokio::time::timeout(gate.settings.request_timeout, next.run(request)).await;
    turn.give_back();
    response.unwrap_or_else(|_| {
        metrics::counter!("decisiond_rejected_requests_total", "reason" => "timeout").increment(1);
        tracing::warn!(timeout = ?gate.settings.request_timeout, "request abandoned past its deadline");
        ApiError {
            retry_after: Some(1),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the request did not finish within {} ms (is the database answering?); \
                     it may or may not have been applied: retry with the same Idempotency-Key",
                    gate.settings.request_timeout.as_millis()
                ),
            )
        }
        .into_response()
    })
}

fn shed(why: &str) -> Response {
    metrics::counter!("decisiond_rejected_requests_total", "reason" => "overload").increment(1);
    ApiError {
        retry_after: Some(1),
        ..ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("the service is over capacity ({why}); retry after the Retry-After seconds"),
        )
    }
    .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::Router;
    use axum::body::Body;
    use axum::routing::get;
    use std::time::Duration;
    use tower::ServiceExt;

    #[tokio::test]
    async fn beyond_the_queue_requests_are_shed_at_once() {
        let gate = Gate::new(Admission {
            max_in_flight: 1,
            max_queued: 1,
            queue_wait: Duration::from_millis(200),
            request_timeout: Duration::from_secs(30),
        });
        let (release, released) = tokio::sync::watch::channel(false);
        let router = Router::new()
            .route(
                "/",
                get(move || {
                    let mut released = released.clone();
                    async move {
                        let _ = released.wait_for(|r| *r).await;
                        "done"
                    }
                }),
            )
            .layer(axum::middleware::from_fn_with_state(gate.clone(), admit));
        let call = || {
            let router = router.clone();
            tokio::spawn(async move {
                router
                    .oneshot(Request::get("/").body(Body::empty()).unwrap())
                    .await
                    .unwrap()
                    .status()
            })
        };
        let running = call();
        tokio::time::sleep(Duration::from_millis(20)).await;
        let queued = call();
        tokio::time::sleep(Duration::from_millis(20)).await;
        // One running, one queued: the third is shed without waiting.
        let started = std::time::Instant::now();
        assert_eq!(call().await.unwrap(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(started.elapsed() < Duration::from_millis(100));
        // The queued one gives up after its wait.
        assert_eq!(queued.await.unwrap(), StatusCode::SERVICE_UNAVAILABLE);
        release.send(true).unwrap();
        assert_eq!(running.await.unwrap(), StatusCode::OK);
        assert_eq!(call().await.unwrap(), StatusCode::OK, "recovers");
    }

    #[tokio::test]
    async fn a_request_past_its_deadline_is_answered_503() {
        let gate = Gate::new(Admission {
            request_timeout: Duration::from_millis(100),
            ..Admission::default()
        });
        let router = Router::new()
            .route("/", get(|| async { std::future::pending::<&str>().await }))
            .layer(axum::middleware::from_fn_with_state(gate, admit));
        let started = std::time::Instant::now();
        let response = router
            .oneshot(Request::get("/").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(response.headers().contains_key("retry-after"));
        assert!(started.elapsed() < Duration::from_secs(2));
    }
}
