-- Which definition of its projection (`Projection::version`) each
-- generation was built with. A projector that finds an older one rebuilds
-- the projection before it runs. Rows written before this migration were
-- built by releases that had no versions: definition 1.

ALTER TABLE projection_checkpoints ADD COLUMN definition integer NOT NULL DEFAULT 1;
