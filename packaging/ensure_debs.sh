#!/usr/bin/env bash
# Usage: ensure_debs.sh PKG...  — installs the Debian packages that are missing (as root),
# or prints the exact command to run (as another user). Quiet when everything is present.
set -euo pipefail
command -v dpkg-query >/dev/null 2>&1 || { echo "not a Debian system: install the Qt runtime libraries and a CJK font by hand: $*"; exit 0; }
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "BayesGUI needs these Debian packages; run:"
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  exit 1
fi
