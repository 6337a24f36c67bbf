//! Leases: one holder at a time; a waiter takes over when the holder goes.

use decision_store::postgres::lease::Lease;
use decision_store::testing::fresh_pg_database;
use std::time::Duration;

#[tokio::test]
async fn one_holder_at_a_time_and_takeover_on_release() {
    let db = fresh_pg_database("lease").await;
    let first = Lease::acquire(&db.url, "projection:decision", Duration::from_millis(50)).await;
    let url = db.url.clone();
    let second = tokio::spawn(async move {
        Lease::acquire(&url, "projection:decision", Duration::from_millis(50)).await
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !second.is_finished(),
        "a second holder while the first holds it"
    );
    // Another lease name is independent.
    let _other = tokio::time::timeout(
        Duration::from_secs(2),
        Lease::acquire(&db.url, "relay", Duration::from_millis(50)),
    )
    .await
    .expect("an independent lease is free");
    drop(first); // the holder's process dies: its connection closes
    let second = tokio::time::timeout(Duration::from_secs(3), second)
        .await
        .expect("takeover after release")
        .unwrap();
    drop(second);
}
