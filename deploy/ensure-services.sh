#!/usr/bin/env bash
# Makes sure PostgreSQL (127.0.0.1:5432, user postgres, trust auth on
# loopback) and NATS with JetStream (127.0.0.1:4222) are up. Starts them if
# they are installed but stopped; installs them with apt-get on a fresh
# Debian machine. Idempotent; safe to run before every test run.
set -euo pipefail

PG_HOST=127.0.0.1 PG_PORT=5432 NATS_PORT=4222
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

log() { echo "[ensure-services] $*" >&2; }

apt_install() {
  log "installing $* with apt-get"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() { # name, check command...
  local name=$1; shift
  for _ in $(seq 1 60); do
    if "$@"; then return 0; fi
    sleep 0.5
  done
  log "ERROR: $name did not come up"; return 1
}

pg_ready() { pg_isready -q -h "$PG_HOST" -p "$PG_PORT"; }
pg_login() { psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; }

ensure_postgres() {
  local installed_now=0
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
    apt_install postgresql postgresql-client
    installed_now=1
  fi
  if ! pg_ready; then
    local version
    version=$(ls /etc/postgresql | sort -V | tail -1)
    log "starting PostgreSQL $version"
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || $SUDO service postgresql start
    wait_for PostgreSQL pg_ready
  fi
  if ! pg_login; then
    if [ "$installed_now" -eq 1 ] || [ "${DL_CONFIGURE_PG_TRUST:-0}" = 1 ]; then
      # A Postgres we just installed for tests: trust loopback connections.
      local version hba
      version=$(ls /etc/postgresql | sort -V | tail -1)
      hba="/etc/postgresql/$version/main/pg_hba.conf"
      log "configuring trust auth for loopback in $hba"
      $SUDO sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "$hba"
      $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main reload || $SUDO service postgresql reload
      wait_for "PostgreSQL login" pg_login
    else
      log "ERROR: PostgreSQL is up but user postgres cannot log in over TCP without a password."
      log "       Allow trust auth for 127.0.0.1 in pg_hba.conf, or rerun with DL_CONFIGURE_PG_TRUST=1."
      return 1
    fi
  fi
  log "PostgreSQL ready on $PG_HOST:$PG_PORT"
}

ensure_nats() {
  if port_open "$NATS_PORT"; then
    log "NATS ready on 127.0.0.1:$NATS_PORT"; return 0
  fi
  if ! command -v nats-server >/dev/null 2>&1; then
    apt_install nats-server
  fi
  local store_dir=/var/lib/nats-server
  [ -w "$(dirname "$store_dir")" ] || store_dir="${TMPDIR:-/tmp}/nats-server"
  $SUDO mkdir -p "$store_dir"
  log "starting nats-server with JetStream (store $store_dir)"
  if command -v start-stop-daemon >/dev/null 2>&1; then
    $SUDO start-stop-daemon --start --oknodo --background --exec "$(command -v nats-server)" -- \
      -a 127.0.0.1 -p "$NATS_PORT" -js -sd "$store_dir" -l "${TMPDIR:-/tmp}/nats-server.log"
  else
    nohup nats-server -a 127.0.0.1 -p "$NATS_PORT" -js -sd "$store_dir" >"${TMPDIR:-/tmp}/nats-server.log" 2>&1 &
  fi
  wait_for NATS port_open "$NATS_PORT"
  log "NATS ready on 127.0.0.1:$NATS_PORT"
}

ensure_postgres
ensure_nats
