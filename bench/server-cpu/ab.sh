#!/usr/bin/env bash
# A/B: alternate two decisiond binaries at max rate, PAIRS times (run.sh each).
set -euo pipefail
export LOADGEN=${LOADGEN:?loadgen binary}
A=${A:?base binary}; B=${B:?new binary}; PAIRS=${PAIRS:-3}
OUTS=${OUTS:-/tmp/server-cpu/ab}; mkdir -p $OUTS
for i in $(seq 1 $PAIRS); do
  for side in A B; do
    bin=${!side}
    OUT=$OUTS/$i-$side BIN=$bin "$(dirname "$0")/run.sh" > $OUTS/$i-$side.log 2>&1 || echo "pair $i $side FAILED"
    echo "pair $i $side done"
  done
done
python3 - $OUTS $PAIRS <<'P'
import json,sys
d,pairs=sys.argv[1],int(sys.argv[2])
def get(i,s):
    j=json.load(open(f"{d}/{i}-{s}/max.json"))
    n=j['tool_calls']; srv=j['server']['cpu_seconds']*1000/n
    return dict(calls_s=j['tool_calls_per_s'], total=j['cpu_ms_per_tool_call'], server=srv, pg=j['cpu_ms_per_tool_call']-srv)
print("pair | base calls/s | new calls/s | ratio | base cpu ms/call (srv+pg) | new | ratio | base server ms/call | new | ratio | base pg ms/call | new | ratio")
for i in range(1,pairs+1):
    a,b=get(i,'A'),get(i,'B')
    print(f"{i} | {a['calls_s']:.0f} | {b['calls_s']:.0f} | {b['calls_s']/a['calls_s']:.3f} | {a['total']:.3f} | {b['total']:.3f} | {b['total']/a['total']:.3f} | {a['server']:.3f} | {b['server']:.3f} | {b['server']/a['server']:.3f} | {a['pg']:.3f} | {b['pg']:.3f} | {b['pg']/a['pg']:.3f}")
P
