-- Read models: projection checkpoints, documents and parked
-- events, in the same database as the events so a batch's documents and
-- its checkpoint commit together.

-- One row per projection generation: the active one the API reads, and at
-- most one rebuild filling the next generation from position 0.
CREATE TABLE projection_checkpoints (
    projection        text NOT NULL,
    generation        bigint NOT NULL,
    -- The last event processed (0: none yet). Feed order is (xid, position),
    -- so this is a cursor, not a high-water mark.
    position          bigint NOT NULL DEFAULT 0,
    event_recorded_at timestamptz NULL,
    updated_at        timestamptz NOT NULL DEFAULT now(),
    active            boolean NOT NULL DEFAULT false,
    CONSTRAINT projection_checkpoints_pkey PRIMARY KEY (projection, generation)
);

-- At most one active generation per projection. It also makes the
-- first-use INSERT … ON CONFLICT DO NOTHING a no-op once any generation is
-- active (after a rebuild, generation 1 is gone but must not come back).
CREATE UNIQUE INDEX projection_checkpoints_one_active
    ON projection_checkpoints (projection) WHERE active;

CREATE TABLE read_models (
    projection text NOT NULL,
    generation bigint NOT NULL,
    -- "C": bytewise order, so prefix scans are index ranges and page order
    -- matches SQLite's BINARY collation.
    key        text COLLATE "C" NOT NULL,
    doc        jsonb NOT NULL,
    CONSTRAINT read_models_pkey PRIMARY KEY (projection, generation, key)
);

-- Per projection, not per generation: a rebuild re-parks the same events.
CREATE TABLE parked_events (
    projection text NOT NULL,
    position   bigint NOT NULL,
    event_id   uuid NOT NULL,
    cycle_id   uuid NOT NULL,
    error      text NOT NULL,
    attempts   int NOT NULL,
    parked_at  timestamptz NOT NULL,
    CONSTRAINT parked_events_pkey PRIMARY KEY (projection, position)
);
