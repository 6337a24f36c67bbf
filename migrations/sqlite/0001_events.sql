-- The embedded event log: same shape as the Postgres one. SQLite serializes
-- writers, so commit order is position order and no transaction id is kept.
-- UUIDs are hyphenated TEXT, JSON is TEXT, times are RFC 3339 (microseconds).

CREATE TABLE events (
    -- AUTOINCREMENT: a position is never reused, even after the last row is deleted.
    position       INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id      TEXT NOT NULL,
    version        INTEGER NOT NULL CHECK (version > 0),
    event_id       TEXT NOT NULL UNIQUE,
    event_type     TEXT NOT NULL,
    schema_version INTEGER NOT NULL,
    payload        TEXT NOT NULL,
    metadata       TEXT NOT NULL,
    recorded_at    TEXT NOT NULL,
    UNIQUE (stream_id, version)
) STRICT;

CREATE TABLE idempotency_keys (
    stream_id     TEXT NOT NULL,
    key           TEXT NOT NULL,
    invocation_id TEXT NOT NULL,
    response      TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    PRIMARY KEY (stream_id, key)
) STRICT, WITHOUT ROWID;
