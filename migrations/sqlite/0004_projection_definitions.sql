-- Which definition of its projection each generation was built with: see
-- the Postgres migration of the same number.

ALTER TABLE projection_checkpoints ADD COLUMN definition INTEGER NOT NULL DEFAULT 1;
