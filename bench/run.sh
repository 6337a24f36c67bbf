#!/usr/bin/env bash
# The side-by-side benchmark (BENCHMARKS.md): in one invocation, on the
# same Postgres, with the same clients and duration:
#   1. the limit — pgbench inserting one event-sized JSONB row per
#      transaction into a copy of our events table;
#   2. the peer — the same tool calls through cqrs-es + postgres-es behind
#      a thin axum endpoint (bench/peer);
#   3. Decision Ledger — decisiond with its projections and the relay to
#      JetStream running, authentication on;
# then Decision Ledger alone: p99 and projection lag at half its maximum
# rate, read-model GETs, peak RSS with 10,000 cycles, rebuild (of the
# benchmark's events, and of 200,000 generated ones against the live
# worker catching up and against event-by-event folds) and relay catch-up
# rates. Prints every figure and the ratios; the raw reports go
# to bench/results/<UTC time>/ (summary.json, summary.md).
#
#   bench/run.sh                      # 20 s per run, 16 clients
#   BENCH_SECONDS=60 BENCH_CLIENTS=16 bench/run.sh
#   BENCH_BASELINE=/tmp/decisiond-before bench/run.sh   # an A/B in the same run
#
# With BENCH_BASELINE (another build's decisiond binary, e.g. the commit
# before a change, built with `cargo build --release -p decisiond`), its
# maximum-rate and half-rate runs follow this build's, on a fresh database
# with the same settings, and the summary gives this build's figures over
# the baseline's.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_RUN=${BENCH_SECONDS:-20}
CLIENTS=${BENCH_CLIENTS:-16}
CYCLES=${BENCH_CYCLES:-64}
BIG_CYCLES=${BENCH_BIG_CYCLES:-10000}
PG=${BENCH_PG:-postgres://postgres@127.0.0.1:5432}
NATS=${BENCH_NATS:-}  # default: a private nats-server (below)
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
OUT=bench/results/$STAMP
RUN_ID=$(date +%s)
mkdir -p "$OUT"

log() { echo "== $*" >&2; }
psql_admin() { psql "$PG/postgres" -qAtX -v ON_ERROR_STOP=1 "$@"; }
# DROP DATABASE forces a checkpoint; take the next one now, not mid-run.
fresh_db() { psql_admin -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1" -c "CHECKPOINT"; }

PIDS=()
NATS_DIR=
cleanup() {
  for p in "${PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ -n "$NATS_DIR" ]; then rm -rf "$NATS_DIR"; fi
}
trap cleanup EXIT

wait_http() { # url
  for _ in $(seq 1 150); do curl -sf -o /dev/null "$1" && return 0; sleep 0.2; done
  echo "$1 did not come up" >&2; exit 1
}

log "services (Postgres, NATS)"
deploy/ensure-services.sh
if [ -z "$NATS" ]; then
  # Its own JetStream store: every stream reserves its max_bytes (8 GiB),
  # so the runs' streams must not pile up on a shared server.
  NATS_DIR=$(mktemp -d /tmp/bench-nats.XXXXXX)
  NATS_PORT=${BENCH_NATS_PORT:-4333}
  nats-server -a 127.0.0.1 -p "$NATS_PORT" -js -sd "$NATS_DIR" > "$OUT/nats-server.log" 2>&1 &
  PIDS+=("$!")
  NATS=nats://127.0.0.1:$NATS_PORT
  for _ in $(seq 1 50); do (exec 3<>"/dev/tcp/127.0.0.1/$NATS_PORT") 2>/dev/null && break; sleep 0.1; done
fi
command -v pgbench >/dev/null || { echo "pgbench not found (Debian: postgresql-client)" >&2; exit 1; }

log "building (release): decisiond, loadgen, the peer"
TARGET=${CARGO_TARGET_DIR:-target}
PEER_TARGET=${PEER_TARGET_DIR:-bench/peer/target}
# Two builds: `--bin` would also narrow the decisiond package to no binary.
cargo build --release -q -p decisiond
cargo build --release -q -p decision-e2e --bin loadgen --bin longcycle --bin rebuildbench
CARGO_TARGET_DIR=$PEER_TARGET cargo build --release -q --manifest-path bench/peer/Cargo.toml
DECISIOND=$TARGET/release/decisiond
LOADGEN=$TARGET/release/loadgen
PEER=$PEER_TARGET/release/decision-peer

{
  echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -sr)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
  echo "postgres: $(psql_admin -c 'SHOW server_version'), fsync=$(psql_admin -c 'SHOW fsync'), synchronous_commit=$(psql_admin -c 'SHOW synchronous_commit')"
  echo "nats-server: $(nats-server --version 2>/dev/null || echo unknown)"
  echo "commit: $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (dirty)')"
  echo "runs: ${SECONDS_PER_RUN}s, $CLIENTS clients, $CYCLES cycles"
} > "$OUT/machine.txt"
cat "$OUT/machine.txt" >&2

token() { DECISIOND_AUTH_SECRET=$SECRET $DECISIOND token --subject loadgen --ttl 2h; }
SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
TOKEN=$(token)

# ---- 1. the limit: pgbench ---------------------------------------------------
log "pgbench: one event-sized JSONB row per transaction, $CLIENTS clients, ${SECONDS_PER_RUN}s"
PG=$PG LOADGEN=$LOADGEN CLIENTS=$CLIENTS SECONDS_PER_RUN=$SECONDS_PER_RUN bench/pgbench.sh "$OUT"

# ---- 2. the peer: cqrs-es + postgres-es ----------------------------------------
log "peer: cqrs-es + postgres-es"
fresh_db bench_peer
# The peer runs on glibc malloc with two arenas (its RSS).
MALLOC_ARENA_MAX=2 $PEER --listen 127.0.0.1:8090 --database-url "$PG/bench_peer" > "$OUT/peer.log" 2>&1 &
PEER_PID=$!; PIDS+=("$PEER_PID")
wait_http http://127.0.0.1:8090/peer/stats
$LOADGEN --url http://127.0.0.1:8090 --token "$TOKEN" --clients "$CLIENTS" --cycles "$CYCLES" \
  --seconds "$SECONDS_PER_RUN" --lag-every 0 --server-pid "$PEER_PID" --watch-comm postgres \
  --label peer > "$OUT/peer.json"
kill "$PEER_PID"; wait "$PEER_PID" 2>/dev/null || true

# ---- 3. Decision Ledger --------------------------------------------------------
serve() { # database, port, log, extra args...
  local db=$1 port=$2 logfile=$3; shift 3
  # The mimalloc options every manifest in deploy/ sets.
  MIMALLOC_ARENA_EAGER_COMMIT=0 MIMALLOC_PURGE_DELAY=0 DECISIOND_AUTH_SECRET=$SECRET $DECISIOND serve --listen "127.0.0.1:$port" \
    --database-url "$PG/$db" --nats-url "$NATS" \
    --nats-stream "${STREAM:-BENCH_${RUN_ID}_$db}" --nats-subject-prefix "${PREFIX:-bench.$RUN_ID.$db}" \
    --rate-limit-per-second 0 --tool-calls-per-cycle-per-hour 0 "$@" > "$logfile" 2>&1 &
  SERVER_PID=$!; PIDS+=("$SERVER_PID")
  wait_http "http://127.0.0.1:$port/readyz"
}

# The maximum rate (closed loop), then half of it (open loop, with GETs
# and read-your-writes reads), of one build: files <prefix>max.json etc.
max_and_half() { # prefix
  local prefix=$1
  log "${prefix}decisiond: maximum rate (closed loop)"
  fresh_db bench_dl
  serve bench_dl 8080 "$OUT/${prefix}decisiond.log"
  $LOADGEN --url http://127.0.0.1:8080 --token "$TOKEN" --clients "$CLIENTS" --cycles "$CYCLES" \
    --seconds "$SECONDS_PER_RUN" --lag-every 0 --server-pid "$SERVER_PID" --watch-comm postgres \
    --label "${prefix}decisiond-max" > "$OUT/${prefix}decisiond-max.json"
  # Group commit's fill at the maximum rate: the batch-size histogram so far.
  curl -s http://127.0.0.1:8080/metrics > "$OUT/${prefix}decisiond-max-metrics.txt"
  local max half
  max=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["tool_calls_per_s"])' "$OUT/${prefix}decisiond-max.json")
  half=$(python3 -c "print(round($max / 2 / 0.9, 1))") # the paced rate counts GETs too (10%)

  log "${prefix}decisiond: half the maximum rate ($half requests/s, 10% read-model GETs), projection lag"
  $LOADGEN --url http://127.0.0.1:8080 --token "$TOKEN" --clients "$CLIENTS" --cycles "$CYCLES" \
    --seconds "$SECONDS_PER_RUN" --rate "$half" --lag-every 10 --server-pid "$SERVER_PID" \
    --watch-comm postgres --mix rate_consequence=63,compute_pugh_totals=18,add_objective=9,get_pugh=10 \
    --label "${prefix}decisiond-half" > "$OUT/${prefix}decisiond-half.json"
  curl -s http://127.0.0.1:8080/metrics > "$OUT/${prefix}decisiond-metrics.txt"
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
}

if [ -n "${BENCH_BASELINE:-}" ]; then
  # The baseline first, so that the database left for the rebuild and
  # relay steps below is this build's.
  THIS_BUILD=$DECISIOND
  DECISIOND=$BENCH_BASELINE
  echo "baseline: $BENCH_BASELINE" >> "$OUT/machine.txt"
  max_and_half baseline-
  DECISIOND=$THIS_BUILD
fi
max_and_half ""

log "decisiond: projection rebuild (every event so far)"
DECISIOND_AUTH_SECRET=$SECRET $DECISIOND projections rebuild --database-url "$PG/bench_dl" \
  > "$OUT/rebuild.jsonl" 2> "$OUT/rebuild.log"
cat "$OUT/rebuild.jsonl" >&2

log "rebuild of ${BENCH_REBUILD_EVENTS:-200000} stored events vs the live worker and event by event (rebuildbench)"
$TARGET/release/rebuildbench --database-url "$PG/postgres" --events "${BENCH_REBUILD_EVENTS:-200000}" \
  > "$OUT/rebuildbench.jsonl" 2> "$OUT/rebuildbench.log"
cat "$OUT/rebuildbench.jsonl" >&2

log "decisiond: relay catch-up into a new JetStream stream"
EVENTS=$(psql "$PG/bench_dl" -qAtX -c "SELECT count(*) FROM events")
STARTED=$(date +%s.%N)
# A stream of its own needs subjects of its own (JetStream refuses overlaps).
# Its state gauges are refreshed every 50 ms (as often as the loop below
# polls), so the catch-up time is not rounded up to the default 5 s.
STREAM=BENCH_${RUN_ID}_RELAY PREFIX=bench.$RUN_ID.relay serve bench_dl 8081 "$OUT/relay.log" --roles relay \
  --metrics-refresh-ms 50
# Relay-only instances serve /metrics; lag 0 means every event is in the stream.
lag=x
for _ in $(seq 1 1200); do
  lag=$(curl -sf http://127.0.0.1:8081/metrics | awk '/^decisiond_relay_lag_positions / {print $2}')
  [ "${lag:-x}" = "0" ] && break
  sleep 0.05
done
ENDED=$(date +%s.%N)
[ "$lag" = "0" ] || echo "the relay did not catch up within 60 s (see $OUT/relay.log)" >&2
kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
# Check the stream really holds every event, exactly once.
VERIFIED=False
DECISIOND_AUTH_SECRET=$SECRET $DECISIOND verify --database-url "$PG/bench_dl" --nats-url "$NATS" \
  --nats-stream "BENCH_${RUN_ID}_RELAY" --nats-subject-prefix "bench.$RUN_ID.relay" \
  > "$OUT/relay-verify.txt" 2>&1 && VERIFIED=True
python3 -c "import json; print(json.dumps({'events': $EVENTS, 'seconds': $ENDED - $STARTED, 'events_per_second': $EVENTS / ($ENDED - $STARTED), 'verified': $VERIFIED}))" \
  > "$OUT/relay.json"
cat "$OUT/relay.json" >&2

log "decisiond: $BIG_CYCLES cycles loaded (peak RSS)"
fresh_db bench_dl_big
serve bench_dl_big 8080 "$OUT/decisiond-big.log"
$LOADGEN --url http://127.0.0.1:8080 --token "$TOKEN" --clients "$CLIENTS" --cycles "$BIG_CYCLES" \
  --seconds 10 --warmup-seconds 0 --lag-every 0 --server-pid "$SERVER_PID" \
  --label "decisiond-$BIG_CYCLES-cycles" > "$OUT/decisiond-big.json"
kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true

log "decisiond: one cycle grown to 10,000 events, with and without the aggregate cache"
fresh_db bench_dl_long
serve bench_dl_long 8080 "$OUT/decisiond-long.log"
CACHED_PID=$SERVER_PID
serve bench_dl_long 8081 "$OUT/decisiond-long-nocache.log" --aggregate-cache-cycles 0
$TARGET/release/longcycle --url http://127.0.0.1:8080 --reference-url http://127.0.0.1:8081 \
  --token "$TOKEN" --sizes 10,100,1000,10000 --calls 100 > "$OUT/longcycle.json"
kill "$SERVER_PID" "$CACHED_PID"; wait "$SERVER_PID" "$CACHED_PID" 2>/dev/null || true

python3 bench/summarize.py "$OUT"
