-- Read models: same shape as the Postgres tables. TEXT keys compare with
-- BINARY (bytewise) collation, like COLLATE "C" there; docs are JSON TEXT;
-- times are RFC 3339 (microseconds); booleans are 0/1.

CREATE TABLE projection_checkpoints (
    projection        TEXT NOT NULL,
    generation        INTEGER NOT NULL,
    position          INTEGER NOT NULL DEFAULT 0,
    event_recorded_at TEXT,
    updated_at        TEXT NOT NULL,
    active            INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
    PRIMARY KEY (projection, generation)
) STRICT;

-- At most one active generation per projection (see the Postgres migration).
CREATE UNIQUE INDEX projection_checkpoints_one_active
    ON projection_checkpoints (projection) WHERE active = 1;

CREATE TABLE read_models (
    projection TEXT NOT NULL,
    generation INTEGER NOT NULL,
    key        TEXT NOT NULL,
    doc        TEXT NOT NULL,
    PRIMARY KEY (projection, generation, key)
) STRICT, WITHOUT ROWID;

CREATE TABLE parked_events (
    projection TEXT NOT NULL,
    position   INTEGER NOT NULL,
    event_id   TEXT NOT NULL,
    cycle_id   TEXT NOT NULL,
    error      TEXT NOT NULL,
    attempts   INTEGER NOT NULL,
    parked_at  TEXT NOT NULL,
    PRIMARY KEY (projection, position)
) STRICT;
