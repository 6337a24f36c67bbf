-- Erasure (issue 19, docs/decisions/0013-erasure.md): an erased cycle's
-- events keep their rows — position, transaction id, stream, version, event
-- id, time — so every reader's cursor still names a row and the feed stays
-- gap-safe, but lose their type, payload and metadata. The feed and stream
-- reads skip erased rows; the cycle's stream ends with its `CycleErased`.
-- An old release would read these rows as events it cannot decode: erase
-- only once every instance runs this release.

ALTER TABLE events ADD COLUMN erased boolean NOT NULL DEFAULT false;
