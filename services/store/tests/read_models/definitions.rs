//! Projection definitions: each generation records the definition it was
//! built with; only an empty active generation can be stamped, and never
//! once a worker or an activation has moved past it.

use super::*;

/// Runs `sql` on the store's database outside the store (what an operator,
/// or an older release, can do).
async fn execute_raw(backend: &Backend, sql: &str) {
    match backend {
        Backend::Pg(db) => raw_client(&db.url)
            .await
            .batch_execute(sql)
            .await
            .expect("raw SQL"),
        Backend::Sqlite(dir) => {
            let path = dir.join(decision_store::sqlite::DB_FILE);
            rusqlite::Connection::open(path)
                .and_then(|conn| conn.execute_batch(sql))
                .expect("raw SQL");
        }
    }
}

fn definitions(checkpoints: &[Checkpoint]) -> Vec<(i64, bool, u32)> {
    checkpoints
        .iter()
        .map(|c| (c.generation, c.active, c.definition))
        .collect()
}

pub(crate) async fn a_generation_records_the_definition_it_was_built_with(backend: &Backend) {
    let store = backend.open().await;
    // First use knows no projection: definition 1, until stamped.
    assert_eq!(store.active_checkpoint(P).await.unwrap().definition, 1);
    store
        .commit(P, 1, 0, &batch(&[("k", json!("v1"))], 4))
        .await
        .unwrap();

    let rebuild = store.begin_rebuild(P, 7).await.unwrap();
    assert_eq!(
        definitions(&store.checkpoints(P).await.unwrap()),
        [(1, true, 1), (rebuild, false, 7)]
    );
    assert_eq!(store.active_checkpoint(P).await.unwrap().definition, 1);
    // A commit does not change it.
    store
        .commit(P, rebuild, 0, &batch(&[("k", json!("v7"))], 4))
        .await
        .unwrap();
    store.activate(P, rebuild).await.unwrap();
    let active = store.active_checkpoint(P).await.unwrap();
    assert_eq!((active.generation, active.definition), (rebuild, 7));
    // A rebuild before first use leaves generation 1 at definition 1.
    assert_eq!(store.begin_rebuild("fresh", 3).await.unwrap(), 2);
    assert_eq!(
        definitions(&store.checkpoints("fresh").await.unwrap()),
        [(1, true, 1), (2, false, 3)]
    );
    drop(store);
    let reopened = backend.open().await;
    assert_eq!(reopened.active_checkpoint(P).await.unwrap(), active);
}

pub(crate) async fn only_an_empty_active_generation_is_stamped(backend: &Backend) {
    let store = backend.open().await;
    // Nothing to stamp before first use (and stamping does not create it).
    assert!(!store.set_definition(P, 1, 2).await.unwrap());
    assert!(store.checkpoints(P).await.unwrap().is_empty());

    let first = store.active_checkpoint(P).await.unwrap();
    assert!(store.set_definition(P, 1, 2).await.unwrap());
    let stamped = store.active_checkpoint(P).await.unwrap();
    assert_eq!(
        (stamped.generation, stamped.position, stamped.definition),
        (1, 0, 2)
    );
    assert_eq!(
        stamped.updated_at, first.updated_at,
        "the checkpoint did not move"
    );
    // Again, while it is empty: the store does not judge definitions.
    assert!(store.set_definition(P, 1, 3).await.unwrap());

    // An inactive generation is not stamped, nor an unknown one.
    let rebuild = store.begin_rebuild(P, 5).await.unwrap();
    assert!(!store.set_definition(P, rebuild, 6).await.unwrap());
    assert!(!store.set_definition(P, 99, 6).await.unwrap());
    // Once a worker committed, the documents are of the old definition.
    store
        .commit(P, 1, 0, &batch(&[("k", json!(1))], 8))
        .await
        .unwrap();
    assert!(!store.set_definition(P, 1, 4).await.unwrap());
    assert_eq!(
        definitions(&store.checkpoints(P).await.unwrap()),
        [(1, true, 3), (rebuild, false, 5)]
    );
    // Nor is the generation an activation replaced.
    store.activate(P, rebuild).await.unwrap();
    assert!(!store.set_definition(P, 1, 4).await.unwrap());
    assert!(store.set_definition(P, rebuild, 6).await.unwrap());
    assert_eq!(
        definitions(&store.checkpoints(P).await.unwrap()),
        [(rebuild, true, 6)]
    );
}

/// A stamp racing a worker's first commit, or an activation: neither
/// fails or deadlocks, the answer matches the stored definition, and the
/// activated generation keeps its own (the stamp names the generation it
/// saw, never "the active one").
pub(crate) async fn stamping_races_a_commit_and_an_activation(backend: &Backend) {
    let store = backend.open().await;
    let (mut stamped_first, mut committed_first) = (0, 0);
    for round in 0..20 {
        let name = format!("race/commit/{round}");
        store.active_checkpoint(&name).await.unwrap();
        let first = batch(&[("k", json!(round))], 7);
        let (commit, stamp) = tokio::join!(
            store.commit(&name, 1, 0, &first),
            store.set_definition(&name, 1, 2),
        );
        commit.expect("the commit does not depend on the definition");
        let stamped = stamp.unwrap();
        let after = store.active_checkpoint(&name).await.unwrap();
        assert_eq!(after.position, 7);
        assert_eq!(after.definition, if stamped { 2 } else { 1 }, "{name}");
        if stamped {
            stamped_first += 1;
        } else {
            committed_first += 1;
        }

        let name = format!("race/activate/{round}");
        store.active_checkpoint(&name).await.unwrap();
        let rebuild = store.begin_rebuild(&name, 5).await.unwrap();
        let (activated, stamp) = tokio::join!(
            store.activate(&name, rebuild),
            store.set_definition(&name, 1, 2),
        );
        activated.unwrap();
        stamp.unwrap();
        assert_eq!(
            definitions(&store.checkpoints(&name).await.unwrap()),
            [(rebuild, true, 5)],
            "{name}"
        );
    }
    assert_eq!(stamped_first + committed_first, 20);
}

/// Generations of a release from before definitions get definition 1: it
/// built them with the projections' first definitions, or with ones this
/// release cannot tell apart (its projector rebuilds them).
pub(crate) async fn an_older_releases_generations_get_definition_one(backend: &Backend) {
    {
        let store = backend.open().await;
        store.active_checkpoint(P).await.unwrap();
        store
            .commit(P, 1, 0, &batch(&[("k", json!("old"))], 3))
            .await
            .unwrap();
        store.begin_rebuild(P, 1).await.unwrap();
    }
    // The database as the release before migration 4 left it.
    execute_raw(
        backend,
        "ALTER TABLE projection_checkpoints DROP COLUMN definition;
         DELETE FROM schema_migrations WHERE version = 4;",
    )
    .await;

    let store = backend.open().await;
    assert_eq!(
        definitions(&store.checkpoints(P).await.unwrap()),
        [(1, true, 1), (2, false, 1)]
    );
    assert_eq!(store.get_doc(P, "k").await.unwrap(), Some(json!("old")));
    assert_eq!(store.begin_rebuild(P, 2).await.unwrap(), 3);
}
