#!/usr/bin/env bash
# A release: what a user installs without a Rust toolchain, all of one
# version (the workspace's, Cargo.toml [workspace.package]):
#
#   decisiond_VERSION_amd64.deb                  Debian package (deploy/package/deb.sh)
#   decisiond-VERSION-x86_64-linux-gnu.tar.gz    portable binary (deploy/package/tarball.sh)
#   decision_ledger_client-VERSION-py3-none-any.whl   Python client
#   decision-ledger-client-VERSION.tgz           TypeScript client (npm pack)
#   SHA256SUMS                                   their SHA-256 checksums
#
#   deploy/release.sh                   release build (cargo build --release), into dist/
#   deploy/release.sh --binary PATH     package PATH instead of building (the
#                                       test suite packages its debug build)
#   deploy/release.sh --out DIR         write into DIR
#
# Needs dpkg-deb, binutils (objdump, strip), Python 3 with venv, npm.
set -euo pipefail
cd "$(dirname "$0")/.."
. deploy/lib.sh

binary="" out=dist
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "usage: $0 [--binary PATH] [--out DIR]" >&2; exit 2 ;;
  esac
done

version=$(awk '/^\[workspace.package\]/ { in_section = 1; next } /^\[/ { in_section = 0 }
  in_section && $1 == "version" { gsub(/"/, "", $3); print $3; exit }' Cargo.toml)
[ -n "$version" ] || { echo "no version in Cargo.toml [workspace.package]" >&2; exit 1; }

if [ -z "$binary" ]; then
  echo "== cargo build --release -p decisiond"
  cargo build --release --locked -p decisiond
  binary=${CARGO_TARGET_DIR:-target}/release/decisiond
fi
built=$("$binary" --version)
[ "$built" = "decisiond $version" ] ||
  { echo "$binary is \"$built\", the workspace is $version: rebuild it" >&2; exit 1; }

mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out"/decisiond_*.deb "$out"/decisiond-*.tar.gz "$out"/decision_ledger_client-*.whl \
  "$out"/decision-ledger-client-*.tgz "$out"/SHA256SUMS

echo "== Debian package"; deploy/package/deb.sh "$binary" "$version" "$out"
echo "== tarball"; deploy/package/tarball.sh "$binary" "$version" "$out"

echo "== Python client (wheel)"
venv="${TMPDIR:-/tmp}/dl-release-venv"
ensure_venv "$venv"
"$venv/bin/pip" wheel -q --disable-pip-version-check --no-deps --wheel-dir "$out" ./clients/python
ls "$out/decision_ledger_client-$version-py3-none-any.whl"

echo "== TypeScript client (npm pack)"
(cd clients/typescript && npm ci --silent --no-audit --no-fund &&
  npm pack --silent --pack-destination "$out" >/dev/null)
ls "$out/decision-ledger-client-$version.tgz"

(cd "$out" && sha256sum -- *.deb *.tar.gz *.whl *.tgz > SHA256SUMS)
echo "== $out/SHA256SUMS"
cat "$out/SHA256SUMS"
