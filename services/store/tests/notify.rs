//! LISTEN/NOTIFY wake-ups between processes (here: two connections).

use decision_store::postgres::notify::{EVERY_CYCLE, spawn_listener, spawn_notifier};
use decision_store::testing::fresh_pg_database;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Notify;

async fn wait_until(what: &str, check: impl Fn() -> bool) {
    for _ in 0..100 {
        if check() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("timed out waiting for {what}");
}

#[tokio::test]
async fn a_hint_in_one_process_wakes_a_listener_in_another() {
    let db = fresh_pg_database("notify").await;
    let wakes = Arc::new(AtomicUsize::new(0));
    let payloads = Arc::new(Mutex::new(Vec::<String>::new()));
    let (counter, heard) = (wakes.clone(), payloads.clone());
    spawn_listener(db.url.clone(), move |payload| {
        heard.lock().unwrap().push(payload.to_owned());
        counter.fetch_add(1, Ordering::SeqCst);
    });
    // The catch-up wake after connecting.
    wait_until("the listener's catch-up wake", || {
        wakes.load(Ordering::SeqCst) >= 1
    })
    .await;

    assert_eq!(payloads.lock().unwrap()[0], EVERY_CYCLE, "catching up: all");

    let hint = Arc::new(Notify::new());
    spawn_notifier(db.url.clone(), hint.clone(), || {
        "cycle-a,cycle-b".to_owned()
    });
    tokio::time::sleep(Duration::from_millis(200)).await; // notifier connected
    let before = wakes.load(Ordering::SeqCst);
    hint.notify_one();
    wait_until("a notification", || wakes.load(Ordering::SeqCst) > before).await;
    assert_eq!(
        payloads.lock().unwrap().last().map(String::as_str),
        Some("cycle-a,cycle-b"),
        "the payload names what was appended to"
    );

    // Hints raised in a burst coalesce into few notifications.
    let before = wakes.load(Ordering::SeqCst);
    for _ in 0..50 {
        hint.notify_one();
    }
    wait_until("the burst's notification", || {
        wakes.load(Ordering::SeqCst) > before
    })
    .await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let burst = wakes.load(Ordering::SeqCst) - before;
    assert!(burst <= 3, "50 hints gave {burst} notifications");
}
