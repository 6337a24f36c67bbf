#!/usr/bin/env bash
# Instructions per tool call: decisiond under callgrind, counted over a
# measured loadgen window (zeroed after a warm-up), divided by its calls.
set -euo pipefail
BIN=${BIN:?}; LOADGEN=${LOADGEN:?loadgen binary}
OUT=${OUT:?}; mkdir -p $OUT
PG=postgres://postgres@127.0.0.1:5432
SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
TOKEN=$(DECISIOND_AUTH_SECRET=$SECRET $BIN token --subject loadgen --ttl 2h)
psql $PG/postgres -qAtX -c "DROP DATABASE IF EXISTS prof_srv_cg" -c "CREATE DATABASE prof_srv_cg"
NATS_DIR=$(mktemp -d /tmp/prof-nats.XXXX)
nats-server -a 127.0.0.1 -p 4336 -js -sd $NATS_DIR > $OUT/nats.log 2>&1 & NP=$!
sleep 0.5
RUN=$(date +%s)
DECISIOND_AUTH_SECRET=$SECRET valgrind --tool=callgrind --callgrind-out-file=$OUT/cg.out \
  $BIN serve --listen 127.0.0.1:8090 \
  --database-url $PG/prof_srv_cg --nats-url nats://127.0.0.1:4336 --nats-stream PSRVCG_$RUN --nats-subject-prefix psrvcg.$RUN \
  --rate-limit-per-second 0 --tool-calls-per-cycle-per-hour 0 > $OUT/decisiond.log 2>&1 & SP=$!
for _ in $(seq 1 600); do curl -sf -o /dev/null http://127.0.0.1:8090/readyz && break; sleep 0.5; done
$LOADGEN --url http://127.0.0.1:8090 --token "$TOKEN" --clients 8 --cycles 16 --seconds ${WARM:-10} --lag-every 0 --label warm > $OUT/warm.json
# Zeroed once loadgen has set its cycles up: the window holds the
# measured calls only (no warm-up).
$LOADGEN --url http://127.0.0.1:8090 --token "$TOKEN" --clients 8 --cycles 16 --seconds ${SECS:-30} --warmup-seconds 0 --lag-every 0 --label cg > $OUT/cg.json 2> $OUT/cg.err & LP=$!
until grep -q "set up" $OUT/cg.err; do sleep 0.1; done
callgrind_control -z $SP > /dev/null
wait $LP
callgrind_control -d $SP > /dev/null
sleep 1
kill $SP $NP; wait 2>/dev/null || true
rm -rf $NATS_DIR
psql $PG/postgres -qAtX -c 'DROP DATABASE IF EXISTS prof_srv_cg' || true
python3 - $OUT <<'P'
import json,sys,glob,re
d=sys.argv[1]; calls=json.load(open(d+'/cg.json'))['tool_calls']
# The dump taken after zeroing (cg.out.1): the measured window only.
ir=None
for line in open(d+'/cg.out.1'):
    m=re.match(r'(?:summary|totals): (\d+)',line)
    if m: ir=int(m.group(1))
print(json.dumps({"tool_calls":calls,"instructions":ir,"instructions_per_call":ir/calls}))
P
