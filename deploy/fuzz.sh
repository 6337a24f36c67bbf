#!/usr/bin/env bash
# Builds the cargo-fuzz targets in fuzz/ and runs each for a bounded time.
#
#   deploy/fuzz.sh [seconds-per-target]      (default 60)
#
# Targets: tool_call_json, tool_call_structured, event_decode (see the
# comment at the top of each file in fuzz/fuzz_targets/). Prints each
# target's executions and exits non-zero if any target crashed (a panic, a
# timeout or running out of memory); the crashing input is kept under
# $FUZZ_FINDINGS_DIR/<target>/ (default fuzz/artifacts/), and
# `RUSTC_BOOTSTRAP=1 cargo fuzz run --fuzz-dir fuzz <target> <file>` replays it.
#
# Environment:
#   FUZZ_TARGETS       space-separated subset of the targets
#   FUZZ_SANITIZER     address (default; none if the toolchain has no ASan) or none
#   FUZZ_FINDINGS_DIR  where crashing inputs go
#   FUZZ_WORK_DIR      where the corpus grown by a run goes (fuzz/corpus-run)
#   CARGO_TARGET_DIR   where the fuzz build goes (default fuzz/target)
#
# cargo-fuzz needs nightly-only rustc flags (-Zsanitizer, sancov passes);
# RUSTC_BOOTSTRAP=1 lets the stable toolchain accept them. Installs
# cargo-fuzz with `cargo install --locked` if it is missing (about 2 min).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. deploy/lib.sh

seconds="${1:-60}"
case "$seconds" in
  ''|*[!0-9]*) echo "usage: deploy/fuzz.sh [seconds-per-target]" >&2; exit 2 ;;
esac

command -v cargo >/dev/null || { echo "cargo not found: install Rust (rustup)" >&2; exit 1; }
for tool in cc c++; do
  command -v "$tool" >/dev/null ||
    { echo "$tool not found: libFuzzer is C++ (apt-get install build-essential)" >&2; exit 1; }
done

export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/fuzz/target}"
version="${CARGO_FUZZ_VERSION:-0.13.2}"
ensure_cargo_tool fuzz cargo-fuzz "$version"

sanitizer="${FUZZ_SANITIZER:-address}"
findings="${FUZZ_FINDINGS_DIR:-$root/fuzz/artifacts}"
work="${FUZZ_WORK_DIR:-$root/fuzz/corpus-run}"
read -r -a targets <<<"${FUZZ_TARGETS:-tool_call_json tool_call_structured event_decode}"
fuzzdir=(--fuzz-dir "$root/fuzz")
mkdir -p "$work" "$findings"

echo "== $(cargo fuzz --version), sanitizer $sanitizer, ${seconds}s per target"
echo "== build"
start=$SECONDS
if ! cargo fuzz build "${fuzzdir[@]}" -s "$sanitizer" >"$work/build.log" 2>&1; then
  if [ -z "${FUZZ_SANITIZER:-}" ] && grep -qi 'sanitizer' "$work/build.log"; then
    echo "   the address sanitizer is not available: building with -s none"
    sanitizer=none
    cargo fuzz build "${fuzzdir[@]}" -s "$sanitizer" >"$work/build.log" 2>&1 ||
      { cat "$work/build.log" >&2; exit 1; }
  else
    cat "$work/build.log" >&2
    exit 1
  fi
fi
echo "   built in $((SECONDS - start)) s"

# The seeds are made by this build (see write_seeds_if_asked in
# fuzz/src/lib.rs): every tool call of tests/scenarios/career-move.json on
# the state it ran on, every tool with no parameters, and the golden event
# fixtures of events/tests/fixtures/ (bare and in an envelope).
seeds="$work/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/empty"
DECISION_FUZZ_SEEDS="$seeds" cargo fuzz run "${fuzzdir[@]}" -s "$sanitizer" tool_call_json \
  "$seeds/empty" -- -runs=0 >"$work/seeds.log" 2>&1 ||
  { cat "$work/seeds.log" >&2; echo "seed generation failed" >&2; exit 1; }

declare -A execs rates outcome took wall
failed=0
for target in "${targets[@]}"; do
  echo
  echo "== fuzz $target for ${seconds}s"
  corpus="$work/$target"
  artifacts="$findings/$target"
  mkdir -p "$corpus" "$artifacts"
  dirs=("$corpus")
  [ -d "$root/fuzz/corpus/$target" ] && dirs+=("$root/fuzz/corpus/$target")
  [ -d "$seeds/$target" ] && dirs+=("$seeds/$target")
  max_len=4096
  [ "$target" = tool_call_json ] && max_len=16384
  log="$work/$target.log"
  start=$SECONDS
  set +e
  cargo fuzz run "${fuzzdir[@]}" -s "$sanitizer" "$target" "${dirs[@]}" -- \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=25 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
  status=$?
  set -e
  wall[$target]=$((SECONDS - start))
  grep -aE '^#[0-9]+\s+(INITED|DONE)|^Done [0-9]+ runs|^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)|ERROR: libFuzzer|panicked at|^SUMMARY|Test unit written' "$log" || true
  n="$(grep -aE '^stat::number_of_executed_units:' "$log" | tail -n1 | awk '{print $2}' || true)"
  [ -z "$n" ] && n="$(grep -aEo '^#[0-9]+' "$log" | tail -n1 | tr -d '#' || true)"
  execs[$target]="${n:-?}"
  took[$target]="$(grep -aEo '^Done [0-9]+ runs in [0-9]+ second' "$log" | tail -n1 | awk '{print $5}' || true)"
  rates[$target]="$(grep -aE '^stat::average_exec_per_sec:' "$log" | tail -n1 | awk '{print $2}' || true)"
  if [ "$status" -eq 0 ]; then
    outcome[$target]="ok"
  else
    failed=1
    outcome[$target]="CRASH (exit $status): see $log and $artifacts/"
    echo "-- $target crashed; the panic:"
    grep -aE -A3 'panicked at' "$log" | head -n 12 || true
  fi
done

echo
echo "== summary (${seconds}s per target, sanitizer $sanitizer)"
# seconds: fuzzing time (libFuzzer's "Done N runs in S seconds"); wall:
# including the rebuild `cargo fuzz run` does when the sources changed.
printf '%-22s %12s %7s %8s %6s  %s\n' target executions exec/s seconds wall result
for target in "${targets[@]}"; do
  printf '%-22s %12s %7s %8s %6s  %s\n' "$target" "${execs[$target]}" "${rates[$target]:-?}" \
    "${took[$target]:-?}" "${wall[$target]}" "${outcome[$target]}"
done
exit "$failed"
