#!/usr/bin/env bash
# The portable tarball of decisiond for any x86_64 Linux with glibc:
#
#   deploy/package/tarball.sh BINARY VERSION OUT_DIR
#
# decisiond-VERSION-x86_64-linux-gnu.tar.gz holds decisiond-VERSION/ with
# the binary (debug info stripped), README.txt (the glibc it needs, how to
# run it), and the systemd units with their env template. The binary links
# only glibc and libgcc_s (SQLite and TLS are compiled in): it runs on any
# distribution whose glibc is at least the version README.txt states.
set -euo pipefail
cd "$(dirname "$0")/../.."
. deploy/lib.sh

binary=$1 version=$2 out=$3
name="decisiond-$version-$(uname -m)-linux-gnu"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dir="$stage/decisiond-$version"

install -D -m 0755 "$binary" "$dir/decisiond"
strip --strip-debug "$dir/decisiond"
for library in $(needed_libraries "$dir/decisiond"); do
  case "$library" in
    libc.so.6|libm.so.6|libdl.so.2|libpthread.so.0|librt.so.1|ld-linux-*|libgcc_s.so.1) ;;
    *) echo "tarball.sh: decisiond links $library, which is not part of glibc: not portable" >&2; exit 1 ;;
  esac
done
glibc=$(glibc_required "$dir/decisiond")
install -d "$dir/systemd"
install -m 0644 deploy/systemd/*.service deploy/systemd/decisiond.env "$dir/systemd/"
cat > "$dir/README.txt" <<README
decisiond $version for $(uname -m) Linux

Requires: glibc $glibc or newer (and libgcc_s, present wherever gcc's runtime is).
Links no other shared library: SQLite and TLS are compiled in.

  ./decisiond serve                  # the embedded store in ./data, on 127.0.0.1:8080
  ./decisiond serve --help           # every setting, and its environment variable

As a service: install -m 0755 decisiond /usr/local/bin/decisiond, then
the units in systemd/ with their env file (systemd/decisiond.service says how).
README

mkdir -p "$out"
tar -C "$stage" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "decisiond-$version"
echo "$out/$name.tar.gz"
