-- The event log and the idempotency records (DESIGN §3).

CREATE TABLE events (
    position       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- Stamped by the database; the feed reads only rows below the snapshot's
    -- xmin, ordered by (transaction_id, position), so it never skips a row
    -- that commits late with a lower position.
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    stream_id      uuid NOT NULL,
    version        bigint NOT NULL,
    event_id       uuid NOT NULL,
    event_type     text NOT NULL,
    schema_version int NOT NULL,
    payload        jsonb NOT NULL,
    metadata       jsonb NOT NULL,
    recorded_at    timestamptz NOT NULL DEFAULT now(),
    -- Named: the store maps violations to errors by constraint name.
    CONSTRAINT events_stream_version_key UNIQUE (stream_id, version),
    CONSTRAINT events_event_id_key UNIQUE (event_id),
    CONSTRAINT events_version_positive CHECK (version > 0)
);

CREATE INDEX events_feed_idx ON events (transaction_id, position);

CREATE TABLE idempotency_keys (
    stream_id     uuid NOT NULL,
    key           text NOT NULL,
    invocation_id uuid NOT NULL,
    response      jsonb NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT idempotency_keys_pkey PRIMARY KEY (stream_id, key)
);
