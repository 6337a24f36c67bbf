-- Read-model documents are written whole with each projection batch and
-- read back whole; no query looks inside them. As `jsonb` every write
-- parsed the document into jsonb's binary form and compressed it with
-- pglz: the largest share of a projection commit's cost in Postgres
-- (BENCHMARKS.md, "Read-model writes and render on read"). `json` keeps
-- the text as sent (checked, not converted), and lz4 compresses several
-- times faster than pglz.
--
-- Rolling upgrades: not a contraction. An instance of the previous release
-- still writes `jsonb` values, which the assignment cast jsonb -> json
-- stores, and reads documents into serde_json, which decodes either type
-- (`services/store/tests/read_models.rs` runs the previous release's
-- statements on this schema). The ALTER rewrites the table under an
-- exclusive lock, for as long as copying the documents takes.
ALTER TABLE read_models ALTER COLUMN doc TYPE json USING doc::json;

-- lz4 needs a server built with it (PostgreSQL 14+, as Debian's and the
-- official images are); without it the documents keep pglz.
DO $$
BEGIN
    ALTER TABLE read_models ALTER COLUMN doc SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this server has no lz4: read-model documents stay compressed with pglz';
END
$$;

-- An idempotency record's response is written once and sent back as it is
-- to a retry: as `json` it keeps the first answer's text byte for byte
-- (`jsonb` reordered its keys and respaced it). The previous release still
-- writes `jsonb` values here (assignment cast) and reads either type.
ALTER TABLE idempotency_keys ALTER COLUMN response TYPE json USING response::json;
