//! The JetStream behaviour the relay's exactly-once argument rests on,
//! checked against the real server installed here (not a mock): a publish
//! naming the wrong predecessor is refused, and a retry of a stored message
//! is acknowledged as a duplicate even when it names a stale predecessor.
//!
//! Needs `nats-server` (`$NATS_SERVER_BIN`, `PATH` or /usr/sbin); fails
//! without it.

use crate::support;

use async_nats::jetstream::{self, context::PublishErrorKind, message::PublishMessage};
use std::time::Duration;

fn message(id: &str, expected_last: u64) -> PublishMessage {
    PublishMessage::build()
        .payload("x".into())
        .message_id(id)
        .expected_last_sequence(expected_last)
}

#[tokio::test]
async fn expected_sequence_and_dedup_work_as_the_relay_assumes() {
    let server = support::start_nats();
    let client = async_nats::connect(&server.url).await.unwrap();
    let js = jetstream::new(client);
    let config = decision_relay::RelayConfig::new("nats://unused:4222", "SEM", "sem").unwrap();
    js.create_stream(jetstream::stream::Config {
        name: "SEM".into(),
        subjects: vec![config.stream_subjects()],
        duplicate_window: Duration::from_secs(120),
        ..Default::default()
    })
    .await
    .unwrap();
    let subject = "sem.events.c.E";

    // A pipeline: each names its predecessor; all land in order.
    let mut acks = Vec::new();
    for (i, id) in ["a", "b", "c"].into_iter().enumerate() {
        acks.push(
            js.send_publish(subject, message(id, i as u64))
                .await
                .unwrap(),
        );
    }
    for (i, ack) in acks.into_iter().enumerate() {
        let ack = ack.await.unwrap();
        assert_eq!((ack.sequence, ack.duplicate), (i as u64 + 1, false));
    }

    // A retry of a stored message naming a stale predecessor: a duplicate,
    // not a refusal, so a relay whose checkpoint lags the stream skips it.
    let retry = js.send_publish(subject, message("a", 0)).await.unwrap();
    let retry = retry.await.unwrap();
    assert!(retry.duplicate, "{retry:?}");
    assert_eq!(retry.sequence, 1);

    // A new message naming the wrong predecessor is refused and not stored,
    // so the stream never holds an event whose predecessor is missing.
    let gap = js.send_publish(subject, message("e", 2)).await.unwrap();
    let error = gap.await.unwrap_err();
    assert_eq!(error.kind(), PublishErrorKind::WrongLastSequence);
    let mut stream = js.get_stream("SEM").await.unwrap();
    assert_eq!(stream.info().await.unwrap().state.last_sequence, 3);

    let next = js.send_publish(subject, message("d", 3)).await.unwrap();
    assert_eq!(next.await.unwrap().sequence, 4);
}
