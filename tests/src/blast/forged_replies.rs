//! The hostile tenant's forged reply subjects on every NATS subject the
//! process subscribes to, as the NATS server lists them (the commands, the
//! service's `$SRV.*` discovery at every level, the clients' own inboxes):
//! each is sent, in turn, with a reply subject that would purge or delete
//! the stream, or publish outside the reply prefix. Spies on those reply
//! subjects count whatever decisiond publishes there; the run fails on any.

use crate::nats::NatsServer;
use crate::server::token;
use futures_util::StreamExt;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

pub(super) struct ForgedReplies {
    /// `(subject, reply subject)`, sent in turn.
    pairs: Arc<Vec<(String, String)>>,
    published: Arc<AtomicUsize>,
    spy: tokio::task::JoinHandle<()>,
}

impl ForgedReplies {
    pub(super) async fn set_up(
        nats: &NatsServer,
        client: &async_nats::Client,
        stream: &str,
        prefix: &str,
        cycle: &str,
    ) -> ForgedReplies {
        // The intake subscribes once its client connects: wait for it.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
        let subjects: Vec<String> = loop {
            let subjects: Vec<String> = nats
                .subscriptions("decisiond")
                .await
                .into_iter()
                .flat_map(|(_, subjects)| subjects)
                .collect();
            if subjects.iter().any(|s| s.starts_with("$SRV.")) {
                break subjects;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "decisiond's subscriptions, without its service discovery: {subjects:?}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        };
        let replies = [
            format!("$JS.API.STREAM.PURGE.{stream}"),
            format!("$JS.API.STREAM.DELETE.{stream}"),
            format!("$JS.API.STREAM.MSG.DELETE.{stream}"),
            format!("outside.{}", uuid::Uuid::now_v7().simple()),
        ];
        let commands = format!("{prefix}.commands.*.*");
        let pairs: Vec<(String, String)> = subjects
            .iter()
            .flat_map(|subject| {
                let target = concrete(subject, &commands, cycle);
                replies.iter().map(move |r| (target.clone(), r.clone()))
            })
            .collect();
        let mut spies = futures_util::stream::SelectAll::new();
        for reply in &replies {
            spies.push(client.subscribe(reply.clone()).await.expect("a spy"));
        }
        client.flush().await.expect("flush");
        let published = Arc::new(AtomicUsize::new(0));
        let counter = published.clone();
        let spy = tokio::spawn(async move {
            while spies.next().await.is_some() {
                counter.fetch_add(1, Ordering::Relaxed);
            }
        });
        ForgedReplies {
            pairs: Arc::new(pairs),
            published,
            spy,
        }
    }

    /// Sends the `n`-th pair (with the tenant's valid token, so only the
    /// reply subject is wrong).
    pub(super) fn send(
        &self,
        client: async_nats::Client,
        n: usize,
    ) -> impl Future<Output = ()> + Send + 'static {
        let (subject, reply) = self.pairs[n % self.pairs.len()].clone();
        async move {
            let mut headers = async_nats::HeaderMap::new();
            let bearer = format!("Bearer {}", token("mallory", crate::server::USER_SCOPES));
            headers.insert("Authorization", bearer.as_str());
            let _ = client
                .publish_with_reply_and_headers(subject, reply, headers, "{}".into())
                .await;
        }
    }

    /// Subjects × reply subjects sent in turn.
    pub(super) fn targets(&self) -> usize {
        self.pairs.len()
    }

    /// Messages decisiond published to a forged reply subject.
    pub(super) fn published(&self) -> usize {
        self.published.load(Ordering::Relaxed)
    }
}

impl Drop for ForgedReplies {
    fn drop(&mut self) {
        self.spy.abort();
    }
}

/// A subject a subscription to `subject` receives (wildcards filled in);
/// the commands subject names a real read on `cycle`.
fn concrete(subject: &str, commands: &str, cycle: &str) -> String {
    if subject == commands {
        return commands.replace("*.*", &format!("{cycle}.get_document_summary"));
    }
    let tokens: Vec<&str> = subject
        .split('.')
        .map(|t| if t == "*" || t == ">" { "x" } else { t })
        .collect();
    tokens.join(".")
}
