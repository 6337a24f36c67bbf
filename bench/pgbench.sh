#!/usr/bin/env bash
# The benchmark's limit (bench/run.sh, step 1): pgbench inserting one
# event-sized JSONB row per transaction into a fresh copy of our events
# table, run under loadgen, which reads Postgres's CPU around it as it does
# around decisiond's runs. Writes pgbench.txt, pgbench.log and
# pgbench-cpu.json into OUT_DIR (bench/summarize.py reads them).
#
#   PG=postgres://postgres@127.0.0.1:5432 LOADGEN=target/release/loadgen \
#     CLIENTS=16 SECONDS_PER_RUN=20 bench/pgbench.sh OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=$(realpath "$1")
DB=${BENCH_PGBENCH_DB:-bench_pgbench}
LOADGEN=$(realpath "$LOADGEN")
ROOT=$PWD
psql "$PG/postgres" -qAtX -v ON_ERROR_STOP=1 \
  -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB" -c "CHECKPOINT"
psql "$PG/$DB" -qX -v ON_ERROR_STOP=1 -f migrations/postgres/0001_events.sql
# loadgen needs a token only for its HTTP runs; this one makes no request.
(cd "$OUT" && "$LOADGEN" --token unused --watch-comm postgres --label pgbench -- \
   bash -c "exec pgbench '$PG/$DB' -n -c '$CLIENTS' -j 2 -T '$SECONDS_PER_RUN' \
     -f '$ROOT/bench/pgbench/insert_event.sql' --log --log-prefix=pgbench > pgbench.txt 2>&1" \
   > pgbench-cpu.json)
cat "$OUT"/pgbench.[0-9]* > "$OUT/pgbench.log" && rm -f "$OUT"/pgbench.[0-9]*
grep -E "^tps|latency average" "$OUT/pgbench.txt" >&2
