#!/usr/bin/env bash
# cargo-deny over the whole workspace, with the policy in deny.toml:
#   licenses, bans, sources  must pass;
#   advisories               must pass when the RustSec database can be had.
#
#   deploy/deny.sh
#
# The advisory database is a git repository (RustSec/advisory-db). Where it
# cannot be fetched, and only then, the advisories check is reported as
# BLOCKED and does not fail the script; any advisory it does find fails it.
# DENY_ADVISORY_DB_PATH=/dir uses a copy already on disk instead of fetching
# (cargo-deny's db-path layout: /dir/advisory-db-<hash>/, a git checkout;
# run `cargo deny fetch` once where the network allows to see the name).
#
# Installs cargo-deny with `cargo install --locked` if it is missing
# (about 9 minutes on 2 cores). CARGO_DENY_VERSION pins the version.
set -euo pipefail
cd "$(dirname "$0")/.."
. deploy/lib.sh

command -v cargo >/dev/null || { echo "cargo not found: install Rust (rustup)" >&2; exit 1; }

version="${CARGO_DENY_VERSION:-0.20.2}"
ensure_cargo_tool deny cargo-deny "$version"
echo "== $(cargo deny --version)"

echo "== cargo deny check licenses bans sources"
cargo deny --log-level error check licenses bans sources

echo "== cargo deny check advisories"
log="$(mktemp)"
config="deny.toml"
offline=()
if [ -n "${DENY_ADVISORY_DB_PATH:-}" ]; then
  config="$(mktemp --suffix=.toml)"
  sed "s|^\[advisories\]\$|[advisories]\ndb-path = \"${DENY_ADVISORY_DB_PATH}\"|" deny.toml >"$config"
  offline=(--offline)
fi
set +e
cargo deny "${offline[@]}" --config "$config" check advisories 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
[ "$config" != "deny.toml" ] && rm -f "$config"

if [ "$status" -eq 0 ]; then
  rm -f "$log"
  echo "advisories: ok"
  exit 0
fi
# A check that ran prints its verdict ("advisories FAILED") and a
# diagnostic per finding; a database that never loaded prints neither.
if ! grep -Eq 'advisories (ok|FAILED)|error\[(vulnerability|unsound|unmaintained|yanked|notice)\]' "$log" &&
   grep -Eq "failed to (fetch|open|load) advisory database|failed to get 'FETCH_HEAD'|Could not resolve host|unable to access" "$log"; then
  rm -f "$log"
  cat >&2 <<'EOF'

############################################################################
advisories: BLOCKED — cannot fetch RustSec advisory-db (github.com unreachable)
  licenses, bans and sources passed; no advisory was checked.
############################################################################
EOF
  exit 0
fi
rm -f "$log"
echo "advisories: FAILED (see above)" >&2
exit "$status"
