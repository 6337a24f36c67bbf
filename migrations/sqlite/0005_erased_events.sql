-- Erasure: see the Postgres migration of the same number.

ALTER TABLE events ADD COLUMN erased INTEGER NOT NULL DEFAULT 0 CHECK (erased IN (0, 1));
