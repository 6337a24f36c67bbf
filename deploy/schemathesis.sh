#!/usr/bin/env bash
# Fuzz the HTTP API with Schemathesis against its own OpenAPI document
# (GET /api/openapi.json): every 5xx, every response that contradicts the
# document (status, content type, headers, body schema) and every accepted
# invalid request is a failure.
#
#   deploy/schemathesis.sh
#
# It builds decisiond (CARGO_TARGET_DIR is respected), starts `decisiond
# serve` on a free loopback port with a fresh embedded store and a fixed
# test signing secret, mints a token, opens one cycle with a pending revisit
# and confirmation (the `{id}`, `{rid}` and `{cid}` of every cycle route),
# runs `st run` with every check and stops the server. Prints one summary
# line (operations, test cases, failures) and exits non-zero on any failure.
# Environment:
#
#   SCHEMATHESIS_MAX_EXAMPLES  test cases per operation and phase (default 10;
#                              the run takes about 2 minutes)
#   SCHEMATHESIS_SEED          a fixed seed, to replay a run
#   SCHEMATHESIS_SCOPE         the fuzzing token's scopes (default
#                              "cycles:read cycles:write events:read admin")
#   SCHEMATHESIS_WORKERS       concurrent workers (default 1)
#   SCHEMATHESIS_CHECKS        checks to run (default: all)
#   SCHEMATHESIS_EXCLUDE_CHECKS  checks to leave out (default: none)
#   SCHEMATHESIS_VENV          the virtualenv (default /tmp/dl-schemathesis-venv)
#   SCHEMATHESIS_REPORT_DIR    where junit.xml and events.ndjson go (default: a temp dir)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. deploy/lib.sh

max_examples="${SCHEMATHESIS_MAX_EXAMPLES:-10}"
# One worker: with more, Hypothesis parses sources in several threads at
# once, which Python 3.11 answers with "SystemError: AST constructor
# recursion depth mismatch".
workers="${SCHEMATHESIS_WORKERS:-1}"
checks="${SCHEMATHESIS_CHECKS:-all}"
exclude_checks="${SCHEMATHESIS_EXCLUDE_CHECKS:-}"
venv="${SCHEMATHESIS_VENV:-${TMPDIR:-/tmp}/dl-schemathesis-venv}"
requirements="$root/deploy/schemathesis-requirements.txt"
# A fixed test secret (32+ bytes): the server verifies with it, and
# `decisiond token` signs with it. Never use it outside this script.
export DECISIOND_AUTH_SECRET="schemathesis-fuzz-secret-0123456789abcdef"

command -v cargo >/dev/null || { echo "cargo not found: install Rust >= 1.89 (rustup)" >&2; exit 1; }
command -v curl >/dev/null || { echo "curl not found" >&2; exit 1; }

# --- Schemathesis, pinned, in its own venv ---------------------------------
pinned=$(sed -n 's/^schemathesis==//p' "$requirements")
ensure_venv "$venv"
if [ "$("$venv/bin/st" --version 2>/dev/null | awk '{print $NF}')" != "$pinned" ]; then
  echo "== installing schemathesis $pinned into $venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
fi
python="$venv/bin/python"
echo "== $("$venv/bin/st" --version)"

# --- decisiond ------------------------------------------------------------
echo "== cargo build -p decisiond"
cargo build -p decisiond --quiet
target_dir=$(cargo metadata --format-version 1 --no-deps |
  "$python" -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
bin="$target_dir/debug/decisiond"

work=$(mktemp -d "${TMPDIR:-/tmp}/dl-schemathesis.XXXXXX")
report_dir="${SCHEMATHESIS_REPORT_DIR:-$work/report}"
mkdir -p "$report_dir"
rm -f "$report_dir/junit.xml" "$report_dir/events.ndjson"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work/data"
}
trap cleanup EXIT

port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
echo "== decisiond serve on $base (log: $work/decisiond.log)"
# The embedded store in a fresh directory, whatever the caller's environment
# says about Postgres or NATS.
env -u DATABASE_URL -u NATS_URL RUST_LOG="${RUST_LOG:-warn}" \
  "$bin" serve --listen "127.0.0.1:$port" --data-dir "$work/data" >"$work/decisiond.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 300); do
  curl -fsS -o /dev/null "$base/healthz" 2>/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { echo "decisiond exited:" >&2; cat "$work/decisiond.log" >&2; exit 1; }
  sleep 0.1
done
curl -fsS -o /dev/null "$base/healthz" || { echo "decisiond did not become healthy" >&2; cat "$work/decisiond.log" >&2; exit 1; }

# The setup below needs write access; the fuzzing token has the scopes of
# SCHEMATHESIS_SCOPE (default: all but act_as), so a narrower one checks the
# documented 403s. Both act for the same user, who owns the cycle.
admin_scope="cycles:read cycles:write events:read admin"
setup_token=$("$bin" token --subject fuzz --scope "$admin_scope" --data-dir "$work/data")
token=$("$bin" token --subject fuzz --scope "${SCHEMATHESIS_SCOPE:-$admin_scope}" --data-dir "$work/data")
setup_auth="Authorization: Bearer $setup_token"
auth="Authorization: Bearer $token"

created=$(curl -fsS -X POST "$base/api/cycles" -H "$setup_auth" -H 'content-type: application/json' \
  -d '{"title": "Schemathesis fuzz cycle"}')
cycle_id=$(printf '%s' "$created" | "$python" -c 'import json, sys; print(json.load(sys.stdin)["cycle_id"])')
# A pending revisit suggestion and confirmation request, so that resolving
# and answering them reach past the 404 too.
call_tool() {
  curl -fsS -o /dev/null -X POST "$base/api/cycles/$cycle_id/tools/$1" -H "$setup_auth" \
    -H 'content-type: application/json' -d "{\"parameters\": $2}"
}
call_tool suggest_revisit \
  '{"component": "objectives", "reason": "fuzz", "priority": "low", "trigger": "fuzz"}'
call_tool request_confirmation \
  '{"summary": "fuzz", "options": [{"label": "yes", "description": ""}, {"label": "no", "description": ""}]}'
echo "== cycle $cycle_id (with revisit rev_1 and confirmation conf_1)"

# Every cycle route gets the real cycle, so requests reach past the 404.
# Two operations take values that no schema can pin down, so a schema-valid
# request may rightly be refused with 422; everything else must accept
# valid data:
# * a tool call's parameters depend on the tool named in the path, and the
#   tools allowed on the cycle's current component;
# * `/api/events?after=` must be 0 or the position of a stored event.
# MCP clients must accept both JSON and SSE (documented; 406 otherwise).
# The SSE stream stays open, so each answer is read up to its first event.
cat >"$work/schemathesis.toml" <<EOF
[parameters]
"path.id" = "$cycle_id"
"path.rid" = "rev_1"
"path.cid" = "conf_1"

[[operations]]
include-method = "POST"
include-path = "/api/cycles/{id}/tools/{name}"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429", "5xx"]

[[operations]]
include-method = "POST"
include-path = "/mcp"
headers = { Accept = "application/json, text/event-stream" }

[[operations]]
include-method = "GET"
include-path = "/api/cycles/{id}/stream"
max-stream-events = 1

[[operations]]
include-method = "GET"
include-path = "/api/events"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429", "5xx"]
EOF

st_args=(
  run "$base/api/openapi.json"
  --header "$auth"
  --checks "$checks"
  --max-examples "$max_examples"
  --workers "$workers"
  --request-timeout 20
  # A read whose `min_position` is ahead of the read model waits up to
  # 10 s (documented); anything slower fails.
  --max-response-time 15
  --suppress-health-check all
  --generation-database none
  --report junit,ndjson
  --report-junit-path "$report_dir/junit.xml"
  --report-ndjson-path "$report_dir/events.ndjson"
  --no-color
)
[ -n "$exclude_checks" ] && st_args+=(--exclude-checks "$exclude_checks")
[ -n "${SCHEMATHESIS_SEED:-}" ] && st_args+=(--seed "$SCHEMATHESIS_SEED")

echo "== st ${st_args[*]//$token/<token>}"
set +e
# From the temp dir: st keeps a crash cache (.schemathesis/) in its cwd.
(cd "$work" && "$venv/bin/st" --config-file "$work/schemathesis.toml" "${st_args[@]}") 2>&1 | tee "$work/st.log"
status=${PIPESTATUS[0]}
set -e

# One closing line: operations, test cases and failures, from the NDJSON
# event stream (every test case with the outcome of each check on it).
"$python" - "$report_dir" "$status" <<'EOF'
import json, sys
report_dir, status = sys.argv[1], int(sys.argv[2])
try:
    with open(f"{report_dir}/events.ndjson") as f:
        events = [json.loads(line) for line in f]
except OSError as e:
    sys.exit(f"schemathesis: no report ({e}); st exit status {status}")
operations, cases, failing, unique, errors = 0, 0, 0, set(), 0
for event in events:
    if "LoadingFinished" in event:
        operations = event["LoadingFinished"]["statistic"]["operations"]["selected"]
    elif "ScenarioFinished" in event:
        recorder = event["ScenarioFinished"]["recorder"]
        cases += len(recorder.get("cases", {}))
        for checks in recorder.get("checks", {}).values():
            failed = [c for c in checks if c.get("status") == "failure"]
            failing += bool(failed)
            for c in failed:
                failure = c.get("failure_info", {}).get("failure", {})
                unique.add((failure.get("operation"), failure.get("code"), c.get("name"),
                            failure.get("message", "").split("\n")[0]))
    elif "NonFatalError" in event or "FatalError" in event:
        errors += 1
print(f"schemathesis: {operations} operations, {cases} test cases, {failing} failing test cases, "
      f"{len(unique)} distinct failures, {errors} errors (st exit status {status})")
EOF
echo "reports: $report_dir"
exit "$status"
