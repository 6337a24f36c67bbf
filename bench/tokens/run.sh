#!/usr/bin/env bash
# Tokens per decision (BENCHMARKS.md, "Tokens per decision"): both worked
# scenarios replayed over HTTP (the example agent's listing) and over MCP
# (/mcp, and a stdio session), every token a model reads or writes counted
# with o200k_base and cl100k_base, offline.
#
#   bench/tokens/run.sh              # prints the table; the JSON goes to
#                                    # bench/results/tokens-<UTC time>.json
# Needs python3 (a venv is made at ${TMPDIR:-/tmp}/dl-tokens-venv from
# bench/tokens/requirements.txt, or set DECISION_TOKENS_PYTHON).
set -euo pipefail
cd "$(dirname "$0")/../.."
. deploy/lib.sh

python=${DECISION_TOKENS_PYTHON:-}
if [ -z "$python" ]; then
  venv="${TMPDIR:-/tmp}/dl-tokens-venv"
  ensure_venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r bench/tokens/requirements.txt
  python="$venv/bin/python"
fi

echo "== build decisiond" >&2
cargo build -p decisiond --quiet
bin=target/debug/decisiond

data=$(mktemp -d "${TMPDIR:-/tmp}/dl-tokens.XXXXXX")
server=
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null; rm -rf "$data"; }
trap cleanup EXIT
export DECISIOND_AUTH_SECRET=$("$python" -c 'import secrets; print(secrets.token_hex(32))')
port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" serve --listen "127.0.0.1:$port" --data-dir "$data/store" \
  --rate-limit-per-second 0 >"$data/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 150); do
  curl -sf -o /dev/null "http://127.0.0.1:$port/healthz" && break
  sleep 0.2
done
token=$("$bin" token --subject bench --scope "cycles:read cycles:write")

mkdir -p bench/results
out="bench/results/tokens-$(date -u +%Y%m%dT%H%M%SZ).json"
"$python" bench/tokens/bench.py --url "http://127.0.0.1:$port" --token "$token" --json "$out" \
  --mcp-stdio "$bin" mcp --data-dir "$data/store" --user bench >/dev/null
echo "== figures: $out" >&2
