#!/usr/bin/env bash
# Fetches the Redoc bundle that /api/docs serves (embedded in decisiond, so
# the page works offline) from the npm registry, and checks it against the
# checksum committed in services/decisiond/assets/redoc/SHA256SUMS.
#
#   deploy/vendor-redoc.sh            verify the committed bundle is npm's
#   deploy/vendor-redoc.sh --update   replace it (after changing VERSION)
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=2.5.1
dir=services/decisiond/assets/redoc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack "redoc@$VERSION" --silent >/dev/null && tar xzf redoc-*.tgz)
if [ "${1:-}" = "--update" ]; then
  cp "$work/package/bundles/redoc.standalone.js" "$work/package/bundles/redoc.standalone.js.LICENSE.txt" "$dir/"
  cp "$work/package/LICENSE" "$dir/LICENSE"
  (cd "$dir" && sha256sum redoc.standalone.js > SHA256SUMS)
  echo "updated $dir to redoc $VERSION"
  exit 0
fi
(cd "$work/package/bundles" && sha256sum -c "$OLDPWD/$dir/SHA256SUMS")
cmp "$work/package/bundles/redoc.standalone.js" "$dir/redoc.standalone.js"
echo "the committed Redoc bundle is redoc@$VERSION from npm"
