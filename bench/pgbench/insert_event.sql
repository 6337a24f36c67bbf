-- One event-sized JSONB row per transaction (pgbench wraps each script run
-- in its own transaction when the script is a single statement: autocommit).
-- The payload and metadata are a real ConsequenceRated event's, ~300 bytes.
INSERT INTO events (stream_id, version, event_id, event_type, schema_version, payload, metadata)
VALUES (gen_random_uuid(), 1, gen_random_uuid(), 'ConsequenceRated', 1,
  '{"rating": 1, "reasoning": "load test", "objective_id": "obj_1", "alternative_id": "alt_b"}',
  jsonb_build_object('actor', 'loadgen', 'causation_id', gen_random_uuid(), 'invocation_id', gen_random_uuid(),
                     'correlation_id', gen_random_uuid(), 'conversation_turn', 0));
