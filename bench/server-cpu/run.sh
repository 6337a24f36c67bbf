#!/usr/bin/env bash
# profile: decisiond at max rate with perf + pg_stat_statements
# (a profiling aid, not part of bench/run.sh). pg_stat_statements must be
# preloaded: ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'
# and restart Postgres; perf needs Debian's linux-perf.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${BIN:-target/release/decisiond}
LOADGEN=${LOADGEN:-target/release/loadgen}
OUT=${OUT:-/tmp/server-cpu/out}; mkdir -p $OUT
PG=postgres://postgres@127.0.0.1:5432
SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
TOKEN=$(DECISIOND_AUTH_SECRET=$SECRET $BIN token --subject loadgen --ttl 2h)
psql $PG/postgres -qAtX -c "DROP DATABASE IF EXISTS prof_srv" -c "CREATE DATABASE prof_srv" -c CHECKPOINT
NATS_DIR=$(mktemp -d /tmp/prof-nats.XXXX)
nats-server -a 127.0.0.1 -p 4335 -js -sd $NATS_DIR > $OUT/nats.log 2>&1 & NP=$!
sleep 0.5
RUN=$(date +%s)
MIMALLOC_ARENA_EAGER_COMMIT=0 MIMALLOC_PURGE_DELAY=0 DECISIOND_AUTH_SECRET=$SECRET $BIN serve --listen 127.0.0.1:8089 \
  --database-url $PG/prof_srv --nats-url nats://127.0.0.1:4335 --nats-stream PSRV_$RUN --nats-subject-prefix psrv.$RUN \
  --rate-limit-per-second 0 --tool-calls-per-cycle-per-hour 0 > $OUT/decisiond.log 2>&1 & SP=$!
for _ in $(seq 1 150); do curl -sf -o /dev/null http://127.0.0.1:8089/readyz && break; sleep 0.2; done
psql $PG/prof_srv -qAtX -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" -c "select pg_stat_statements_reset(0, (select oid from pg_database where datname='prof_srv'), 0)" >/dev/null
MODE=${MODE:-max}
if [ "$MODE" = max ]; then
  ( sleep 8; [ -n "${PERF:-}" ] && perf record -F 499 ${PERFG:-} ${PERFTARGET:--p $SP} -o $OUT/perf.data -- sleep 8 >/dev/null 2>&1 ) & PERFP=$!
  $LOADGEN --url http://127.0.0.1:8089 --token "$TOKEN" --clients 16 --cycles 64 --seconds ${SECS:-20} --lag-every 0 \
    --server-pid $SP --watch-comm postgres --label max > $OUT/max.json
else
  $LOADGEN --url http://127.0.0.1:8089 --token "$TOKEN" --clients 16 --cycles 64 --seconds ${SECS:-20} --rate ${RATE:-800} --lag-every 10 \
    --server-pid $SP --watch-comm postgres --mix rate_consequence=63,compute_pugh_totals=18,add_objective=9,get_pugh=10 --label half > $OUT/half.json
fi
[ -n "${PERFP:-}" ] && wait $PERFP || true
psql $PG/prof_srv -qAtX -F $'\t' -c "select calls, round(total_exec_time::numeric,0) ms, round((total_exec_time/calls)::numeric,3) per, rows, left(regexp_replace(query,'\s+',' ','g'),140) from pg_stat_statements where dbid = (select oid from pg_database where datname='prof_srv') order by total_exec_time desc limit 25" > $OUT/pgss.txt
curl -s http://127.0.0.1:8089/metrics > $OUT/metrics.txt
kill $SP $NP; wait 2>/dev/null || true
rm -rf $NATS_DIR
psql $PG/postgres -qAtX -c 'DROP DATABASE IF EXISTS prof_srv' || true
python3 - $OUT/$MODE.json <<'P'
import json,sys
d=json.load(open(sys.argv[1]))
keys=[k for k in d if not isinstance(d[k],(dict,list))]
print({k:d[k] for k in keys})
for k in d:
  if isinstance(d[k],dict): print(k, json.dumps(d[k])[:400])
P
