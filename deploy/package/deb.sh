#!/usr/bin/env bash
# The Debian package of decisiond, staged as a tree and built with
# dpkg-deb (no debhelper needed):
#
#   deploy/package/deb.sh BINARY VERSION OUT_DIR
#
# /usr/bin/decisiond; the units of deploy/systemd in /lib/systemd/system,
# running /usr/bin/decisiond as the `decisiond` system user (made by the
# postinst) instead of a dynamic one; deploy/systemd/decisiond.env as the
# conffile /etc/decisiond/env (0600, root: systemd reads it). Depends on the
# libraries the binary links, at the glibc its symbols need.
set -euo pipefail
cd "$(dirname "$0")/../.."
. deploy/lib.sh

binary=$1 version=$2 out=$3
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/decisiond_${version}_$arch"

install -D -m 0755 "$binary" "$root/usr/bin/decisiond"
strip --strip-debug "$root/usr/bin/decisiond"
for unit in deploy/systemd/*.service; do
  # The package's binary and user; everything else as the file says.
  sed -e 's|/usr/local/bin/decisiond|/usr/bin/decisiond|g' \
      -e 's|^DynamicUser=yes$|User=decisiond\nGroup=decisiond|' \
      "$unit" > "$stage/unit"
  install -D -m 0644 "$stage/unit" "$root/lib/systemd/system/$(basename "$unit")"
done
install -D -m 0600 deploy/systemd/decisiond.env "$root/etc/decisiond/env"
install -D -m 0644 deploy/package/debian/copyright "$root/usr/share/doc/decisiond/copyright"

# Depends: what the binary links, nothing else (a new library fails here
# until it is mapped to its package).
depends=()
for library in $(needed_libraries "$root/usr/bin/decisiond"); do
  case "$library" in
    libc.so.6|libm.so.6|libdl.so.2|libpthread.so.0|librt.so.1|ld-linux-*) depends+=("libc6 (>= $(glibc_required "$root/usr/bin/decisiond"))") ;;
    libgcc_s.so.1) depends+=("libgcc-s1") ;;
    *) echo "deb.sh: decisiond links $library: add its Debian package to deb.sh" >&2; exit 1 ;;
  esac
done
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, | sed 's/,/, /g')

install -d "$root/DEBIAN"
install -m 0755 deploy/package/debian/postinst deploy/package/debian/prerm \
  deploy/package/debian/postrm "$root/DEBIAN/"
echo /etc/decisiond/env > "$root/DEBIAN/conffiles"
cat > "$root/DEBIAN/control" <<CONTROL
Package: decisiond
Version: $version
Architecture: $arch
Maintainer: Decision Ledger maintainers <decision-ledger@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends_line, passwd
Section: net
Priority: optional
Description: Decision Ledger service (decisiond)
 Event-sourced decision tools for AI agents over HTTP, MCP and NATS,
 with systemd units (all-in-one, API, workers) reading /etc/decisiond/env.
CONTROL

mkdir -p "$out"
dpkg-deb --root-owner-group -Zgzip -z6 --build "$root" "$out/decisiond_${version}_$arch.deb" >/dev/null
echo "$out/decisiond_${version}_$arch.deb"
