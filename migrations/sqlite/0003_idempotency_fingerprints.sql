-- Idempotency keys are bound to their request: see the Postgres migration
-- of the same number.

ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT;

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
