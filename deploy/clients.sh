#!/usr/bin/env bash
# The generated API clients: the OpenAPI document decisiond publishes
# (clients/openapi.json), the Python client (clients/python, generated with
# openapi-python-client) and the TypeScript types (clients/typescript/src/
# schema.d.ts, openapi-typescript; the client is openapi-fetch). The Python
# package's README comes from clients/python-templates/README.md.jinja.
#
#   deploy/clients.sh --check    regenerate into a scratch copy; fail if the
#                                committed files differ (the test command)
#   deploy/clients.sh --update   regenerate in place (after an API change)
#
# Needs the debug decisiond (cargo build -p decisiond; $CARGO_TARGET_DIR is
# honoured, $DECISIOND_BIN overrides), Python 3 and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
. deploy/lib.sh

mode=${1:-}
case "$mode" in --check|--update) ;; *) echo "usage: $0 --check|--update" >&2; exit 2 ;; esac
bin=${DECISIOND_BIN:-${CARGO_TARGET_DIR:-target}/debug/decisiond}
[ -x "$bin" ] || { echo "$bin not found: cargo build -p decisiond" >&2; exit 1; }

venv="${TMPDIR:-/tmp}/dl-clients-venv"
ensure_venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check openapi-python-client==0.29.1
(cd clients/typescript && npm ci --silent --no-audit --no-fund)

out=clients
if [ "$mode" = --check ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  mkdir -p "$out/typescript/src"
fi
"$bin" openapi > "$out/openapi.json"
"$venv/bin/openapi-python-client" generate --path "$out/openapi.json" \
  --output-path "$out/python" --overwrite --config clients/python-config.yaml \
  --custom-template-path clients/python-templates >/dev/null
clients/typescript/node_modules/.bin/openapi-typescript "$out/openapi.json" \
  -o "$out/typescript/src/schema.d.ts" --default-non-nullable false --silent

if [ "$mode" = --update ]; then
  echo "clients regenerated from $("$bin" --version)"
  exit 0
fi
status=0
diff -u clients/openapi.json "$out/openapi.json" || status=1
diff -ru --exclude '*.egg-info' --exclude build --exclude __pycache__ clients/python "$out/python" || status=1
diff -u clients/typescript/src/schema.d.ts "$out/typescript/src/schema.d.ts" || status=1
if [ "$status" -ne 0 ]; then
  echo "the committed clients differ from what the API's document generates: run deploy/clients.sh --update and commit" >&2
  exit 1
fi
echo "the committed clients match the API's document"
