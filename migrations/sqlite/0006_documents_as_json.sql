-- The Postgres migration of this number stores read-model documents and
-- idempotency responses as `json` text; here they have been JSON TEXT from
-- the start. Kept so that both stores number their migrations alike.
SELECT 1;
