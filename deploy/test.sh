#!/usr/bin/env bash
# The whole test suite: services up, formatting, lints and supply-chain
# checks (cargo deny), then every test (unit, store contract, end-to-end
# against the real binary, Postgres and NATS, including the short
# fault-injection run).
#
#   deploy/test.sh           everything
#   deploy/test.sh --no-lint skip fmt, clippy, cargo deny and the fuzz build
#
# Longer runs, documented in the README: deploy/fuzz.sh (cargo-fuzz),
# deploy/schemathesis.sh (API fuzzing), FAULTS_SECONDS=… (fault injection).
set -euo pipefail
cd "$(dirname "$0")/.."
. deploy/lib.sh

lint=1
for arg in "$@"; do
  case "$arg" in
    --no-lint) lint=0 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done

command -v cargo >/dev/null || { echo "cargo not found: install Rust >= 1.89 (rustup)" >&2; exit 1; }

deploy/ensure-services.sh

# Test databases are named dl_test_*: drop the ones earlier runs left
# behind (a run killed mid-way) now. Every test removes what it makes when
# it ends; the check after the tests makes sure.
drop_test_databases

# This run's tag: the tests put it in the name of every database and
# temporary directory they make (decision_store::testing), so the check
# finds this run's leftovers, never those of a suite running beside it.
export DECISION_TEST_RUN="r$(od -An -N3 -tx1 /dev/urandom | tr -d ' \n')"
# What a test binary keeps for all its tests (a static is never dropped,
# e.g. the release's packages) goes here, removed after the check.
DECISION_TEST_RUN_CACHE="$(mktemp -d "${TMPDIR:-/tmp}/dl-run-cache.XXXXXX")"
export DECISION_TEST_RUN_CACHE

if [ "$lint" -eq 1 ]; then
  echo "== cargo fmt --check"; cargo fmt --all -- --check
  echo "== cargo clippy"; cargo clippy --workspace --all-targets --quiet -- -D warnings
  echo "== cargo deny (licenses, bans, sources, advisories)"; deploy/deny.sh
  # The fuzz targets are their own workspace: make sure they still build.
  echo "== fuzz targets compile"; cargo check --manifest-path fuzz/Cargo.toml --bins --quiet
  # The benchmark's peer (bench/run.sh) is its own workspace on our crates:
  # a change to them must not leave the benchmark unable to build.
  echo "== benchmark peer compiles"; cargo check --manifest-path bench/peer/Cargo.toml --quiet
fi

echo "== build (the e2e tests run the real decisiond binary)"
cargo build --workspace --bins --quiet

# tests/tests/mcp.rs drives /mcp with the official MCP Python SDK: a venv
# with tests/mcp/requirements.txt, unless DECISION_MCP_PYTHON names one.
if [ -z "${DECISION_MCP_PYTHON:-}" ]; then
  echo "== MCP test client (Python mcp package)"
  venv="${TMPDIR:-/tmp}/dl-venv"
  ensure_venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r tests/mcp/requirements.txt
  export DECISION_MCP_PYTHON="$venv/bin/python"
fi

# tests/tests/mcp.rs also runs the official MCP conformance suite, pinned
# in tests/mcp/conformance (Node.js 20+).
echo "== MCP conformance suite (npm ci)"
command -v npm >/dev/null || { echo "npm not found: install Node.js 20+" >&2; exit 1; }
(cd tests/mcp/conformance && npm ci --no-audit --no-fund --silent)

# tests/tests/tool_formats.rs runs the providers' SDKs (their strict-schema
# converters, and the example agent loop on recorded turns): a venv with
# tests/agents/requirements.txt, unless DECISION_AGENTS_PYTHON names one.
if [ -z "${DECISION_AGENTS_PYTHON:-}" ]; then
  echo "== provider SDKs (openai, openai-agents, anthropic, pydantic-ai)"
  venv="${TMPDIR:-/tmp}/dl-agents-venv"
  ensure_venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r tests/agents/requirements.txt
  export DECISION_AGENTS_PYTHON="$venv/bin/python"
fi

# tests/tests/tokens.rs runs bench/tokens (tokens per decision): offline
# tokenizers (tiktoken, its ranks rebuilt from quicktok-v1) and the MCP
# client, in a venv, unless DECISION_TOKENS_PYTHON names one.
if [ -z "${DECISION_TOKENS_PYTHON:-}" ]; then
  echo "== token benchmark (tiktoken, quicktok-v1, mcp)"
  venv="${TMPDIR:-/tmp}/dl-tokens-venv"
  ensure_venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r bench/tokens/requirements.txt
  export DECISION_TOKENS_PYTHON="$venv/bin/python"
fi

# The generated clients: what the API's document generates (else fail),
# and set up to run the scenario in tests/tests/clients.rs.
echo "== generated clients"
deploy/clients.sh --check
if [ -z "${DECISION_CLIENTS_PYTHON:-}" ]; then
  venv="${TMPDIR:-/tmp}/dl-clients-venv" # made by deploy/clients.sh
  "$venv/bin/pip" install -q --disable-pip-version-check --force-reinstall --no-deps ./clients/python
  "$venv/bin/pip" install -q --disable-pip-version-check ./clients/python
  export DECISION_CLIENTS_PYTHON="$venv/bin/python"
fi

# The documentation book (docs/, mdBook), built offline (no CDN in its
# pages); tests/tests/repo_files checks that SUMMARY.md lists every page and
# that every link leads somewhere.
echo "== docs book (mdbook)"
if ! command -v mdbook >/dev/null; then
  echo "== installing mdbook 0.4.52 (cargo install --locked)"
  cargo install mdbook --locked --version 0.4.52 --quiet
fi
RUST_LOG=warn mdbook build docs

# tests/tests/deployments renders deploy/k8s with `kubectl kustomize`
# (Debian's kubernetes-client unless a kubectl is installed) and validates
# it with kubernetes-validate (the Kubernetes schemas, offline), unless
# DECISION_K8S_VALIDATE names one. It also builds the release's packages
# (deploy/release.sh: dpkg-deb, binutils, a venv, npm) and installs the
# Debian package (as root) and the clients.
echo "== Kubernetes rendering (kubectl kustomize, kubernetes-validate)"
if ! command -v kubectl >/dev/null; then
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kubernetes-client >/dev/null
fi
if [ -z "${DECISION_K8S_VALIDATE:-}" ]; then
  venv="${TMPDIR:-/tmp}/dl-k8s-venv"
  ensure_venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r deploy/k8s/requirements.txt
  export DECISION_K8S_VALIDATE="$venv/bin/kubernetes-validate"
fi

# tests/tests/browser.rs drives the web app in Debian's chromium with
# Playwright and axe-core (pinned in tests/browser/package-lock.json).
echo "== browser tests (chromium, playwright-core, axe-core)"
if [ ! -x /usr/bin/chromium ]; then
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
command -v node >/dev/null || { echo "node not found: install Node.js >= 18 (apt-get install nodejs npm)" >&2; exit 1; }
(cd tests/browser && npm ci --silent --no-audit --no-fund)

echo "== tests"
# `|| status=$?`: under `set -e` and `pipefail` a failing test would end
# the script here, before the totals line.
status=0
cargo test --workspace --no-fail-fast --quiet 2>&1 | tee "${TMPDIR:-/tmp}/decision-ledger-test.log" || status=$?

# Nothing may be left: every database, JetStream store and temporary
# directory a test made is removed when it ends, pass or fail.
leftovers="$(test_leftovers "$DECISION_TEST_RUN")"
rm -rf "$DECISION_TEST_RUN_CACHE"
if [ -n "$leftovers" ]; then
  echo "== the tests of run $DECISION_TEST_RUN left these behind (a test that makes them must remove them):" >&2
  echo "$leftovers" >&2
  # Cleaned up now so the next run starts clean; the run still fails.
  drop_test_databases "$DECISION_TEST_RUN"
  find "${TMPDIR:-/tmp}" -maxdepth 1 -name "dl_test_*_${DECISION_TEST_RUN}_*" -exec rm -rf {} +
  [ "$status" -eq 0 ] && status=1
fi

# One closing line over every test binary, for humans and CI.
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($i ~ /passed;/) p += $(i-1); if ($i ~ /failed;/) f += $(i-1) } }
     END { printf "totals: %d passed, %d failed\n", p, f }' "${TMPDIR:-/tmp}/decision-ledger-test.log"
exit "$status"
