-- Idempotency keys are bound to their request (the IETF Idempotency-Key
-- draft): the fingerprint of the first request is kept with its response,
-- and a key reused with another request is refused. Rows written before
-- have none and match any request, as they did. Keys expire: the sweeper
-- deletes rows past the retention by created_at, a few at a time.

ALTER TABLE idempotency_keys ADD COLUMN fingerprint text;

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
