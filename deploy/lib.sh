# Shared by the deploy/ scripts (sourced, not run).

# ensure_venv DIR: a Python virtualenv at DIR; installs python3-venv with
# apt-get on a fresh Debian, which has none (or no python3 at all).
ensure_venv() {
  local venv=$1 sudo_cmd=""
  [ -x "$venv/bin/python" ] && return 0
  python3 -m venv "$venv" 2>/dev/null && return 0
  echo "installing python3-venv with apt-get" >&2
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >/dev/null
  rm -rf "$venv"
  python3 -m venv "$venv" ||
    { echo "python3 -m venv failed: install Python 3.10+ with venv" >&2; exit 1; }
}

# ensure_cargo_tool SUBCOMMAND CRATE VERSION: `cargo SUBCOMMAND` works, or
# CRATE@VERSION is installed with `cargo install --locked`.
ensure_cargo_tool() {
  local subcommand=$1 crate=$2 version=$3 start=$SECONDS
  cargo "$subcommand" --version >/dev/null 2>&1 && return 0
  echo "== installing $crate $version (cargo install --locked)"
  cargo install "$crate" --locked --version "$version" --quiet
  echo "   installed in $((SECONDS - start)) s"
}

# needed_libraries BINARY: the shared libraries BINARY links (ELF NEEDED).
needed_libraries() {
  objdump -p "$1" | awk '$1 == "NEEDED" { print $2 }'
}

# glibc_required BINARY: the newest GLIBC_x.y symbol version BINARY uses:
# the oldest glibc it runs on.
glibc_required() {
  objdump -T "$1" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1
}

# Drops every test database (dl_test_*) on the local server, or with a
# run tag only that run's: what a run killed mid-way left behind (a test
# drops its own database when it ends, pass or fail).
drop_test_databases() {
  local pattern='dl\_test\_%'
  [ -n "${1:-}" ] && pattern="dl\\_test\\_%\\_$1\\_%"
  psql -h 127.0.0.1 -U postgres -d postgres -Atqc \
    "select datname from pg_database where datname like '$pattern'" |
    while read -r db; do
      psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists \"$db\" with (force)" >/dev/null || true
    done
}

# test_leftovers RUN: what the tests of run RUN left behind, one per line:
# databases and temporary directories named with its tag
# (decision_store::testing, DECISION_TEST_RUN), and processes whose
# command line names one. A test's JetStream streams and KV buckets live
# in its private nats-server's directory, so a leftover stream is a
# leftover directory (and a running nats-server). Another run's tag never
# matches, so a suite running beside this one cannot make it fail.
test_leftovers() {
  local run="$1"
  psql -h 127.0.0.1 -U postgres -d postgres -Atqc \
    "select datname from pg_database where datname like 'dl\\_test\\_%\\_${run}\\_%' order by 1" |
    sed 's/^/database /'
  find "${TMPDIR:-/tmp}" -maxdepth 1 -name "dl_test_*_${run}_*" | sort | sed 's/^/directory /'
  pgrep -af "dl_test_[a-z0-9_]*_${run}_" | sed 's/^/process /' || true
}
