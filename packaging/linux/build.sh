#!/usr/bin/env bash
# Builds BayesGUI for Linux:
#   dist/bayesgui/                      the PyInstaller one-folder bundle (run dist/bayesgui/bayesgui)
#   dist/bayesgui_<version>_amd64.deb   a Debian package: /opt/bayesgui, /usr/bin/bayesgui, menu entry, icon,
#                                       the application/x-bayesgui MIME type for .bayesgui project files
# Usage: packaging/linux/build.sh        (what `make package` runs; needs .venv, see `make venv`)
# Environment: PY (default .venv/bin/python), CLEAN=1 (empty PyInstaller's cache first), DEB_ZSTD_LEVEL
# (default 19: ~73 MB in 2-3 min on 2 cores; 12: ~80 MB in 15 s, what the smoke test uses), DEB_MAINTAINER.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
DIST=dist
BUNDLE=$DIST/bayesgui
start=$(date +%s)

[ -x "$PY" ] || { echo "error: $PY not found; run 'make venv' first (make package does)" >&2; exit 1; }

# objdump and strip (binutils) are what PyInstaller uses to find shared-library dependencies on Linux;
# dpkg-deb builds the package. ensure_debs.sh installs what is missing when run as root.
# A Debian-built venv Python also needs the shared libpython (PyInstaller bundles it): package libpython3.X.
debs=(binutils dpkg)
if "$PY" -c 'import sys; sys.exit(0 if sys.base_prefix == "/usr" else 1)'; then
  debs+=("libpython$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')")
fi
bash packaging/ensure_debs.sh "${debs[@]}"
for tool in objdump readelf strip dpkg-deb ldd; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install binutils dpkg libc-bin)" >&2; exit 1; }
done

# PyInstaller is a build tool, not a dependency of the app: install it into the venv when missing.
if ! "$PY" - <<'EOF' 2>/dev/null
import sys
from importlib.metadata import version
major, minor = (int(x) for x in version("pyinstaller").split(".")[:2])
sys.exit(0 if (6, 10) <= (major, minor) < (7, 0) else 1)
EOF
then
  echo "installing pyinstaller into $PY's environment"
  "$PY" -m pip install --quiet "pyinstaller>=6.10,<7"
fi

VERSION=$("$PY" -c 'import re, pathlib; print(re.search(r"__version__\s*=\s*\"([^\"]+)\"", pathlib.Path("bayesgui/__init__.py").read_text()).group(1))')
PYPROJECT_VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
if [ "$VERSION" != "$PYPROJECT_VERSION" ]; then
  echo "error: bayesgui.__version__ is $VERSION but pyproject.toml says $PYPROJECT_VERSION" >&2
  exit 1
fi
DEB=$DIST/bayesgui_${VERSION}_amd64.deb
echo "== building BayesGUI $VERSION"

# 1. The bundle.
rm -rf "$BUNDLE" "$DIST"/bayesgui_*_amd64.deb
"$PY" -m PyInstaller --noconfirm ${CLEAN:+--clean} --log-level WARN --distpath "$DIST" --workpath build/pyinstaller \
  packaging/bayesgui.spec

# Debug symbols of locally built Pythons (pyenv) triple libpython's size: strip them. Libraries from wheels
# (numpy.libs/, ...) are left alone: auditwheel patched them with patchelf and strip can break those.
while IFS= read -r -d '' elf; do
  case "$elf" in */*.libs/*) continue ;; esac
  if readelf -S "$elf" 2>/dev/null | grep -q '\.debug_info'; then
    strip --strip-unneeded "$elf"
  fi
done < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -print0)

# 2. Checks of the bundle: no dangling symlinks (left when Qt libraries are filtered out), every Qt/Python
# library that something in the bundle links against is in the bundle, and every sample dataset is there.
dangling=$(find "$BUNDLE" -xtype l)
if [ -n "$dangling" ]; then
  echo "error: dangling symlinks in $BUNDLE:" >&2; echo "$dangling" >&2; exit 1
fi
missing=$(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -print0 \
  | LD_LIBRARY_PATH="$BUNDLE/_internal" xargs -0 ldd 2>/dev/null \
  | grep 'not found' | grep -E 'libQt6|libpyside|libshiboken|libpython|libicu' | sort -u || true)
if [ -n "$missing" ]; then
  echo "error: bundled libraries need libraries that were filtered out:" >&2; echo "$missing" >&2; exit 1
fi
for csv in resources/datasets/*.csv; do
  [ -f "$BUNDLE/_internal/resources/datasets/$(basename "$csv")" ] || { echo "error: $csv not bundled" >&2; exit 1; }
done
[ -x "$BUNDLE/bayesgui" ] || { echo "error: $BUNDLE/bayesgui was not built" >&2; exit 1; }

# 3. The Debian package.
STAGE=build/deb/root
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/mime/packages" "$STAGE/usr/share/icons/hicolor/scalable/apps" \
  "$STAGE/usr/share/icons/hicolor/scalable/mimetypes" "$STAGE/usr/share/icons/hicolor/256x256/apps" \
  "$STAGE/usr/share/doc/bayesgui"
cp -a "$BUNDLE" "$STAGE/opt/bayesgui"
ln -s ../../opt/bayesgui/bayesgui "$STAGE/usr/bin/bayesgui"  # relative: also works in a `dpkg -x` tree
cp packaging/linux/bayesgui.desktop "$STAGE/usr/share/applications/bayesgui.desktop"
cp packaging/linux/bayesgui-mime.xml "$STAGE/usr/share/mime/packages/bayesgui.xml"
cp resources/icons/bayesgui.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/bayesgui.svg"
cp resources/icons/bayesgui.svg "$STAGE/usr/share/icons/hicolor/scalable/mimetypes/application-x-bayesgui.svg"
cp resources/icons/bayesgui.png "$STAGE/usr/share/icons/hicolor/256x256/apps/bayesgui.png"
cp packaging/linux/copyright "$STAGE/usr/share/doc/bayesgui/copyright"
chmod -R u+rwX,go+rX,go-w "$STAGE"

# The newest glibc symbol version anything in the bundle needs (libc6 is then the only versioned Depends).
glibc=$(find "$STAGE/opt/bayesgui" -type f \( -name '*.so*' -o -name bayesgui \) -print0 \
  | xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
installed_kb=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
cat > "$STAGE/DEBIAN/control" <<EOF
Package: bayesgui
Version: $VERSION
Section: education
Priority: optional
Architecture: amd64
Installed-Size: $installed_kb
Maintainer: ${DEB_MAINTAINER:-BayesGUI developers <bayesgui@localhost>}
Depends: libc6 (>= ${glibc:-2.28}), libgl1, libegl1, fontconfig, fonts-wqy-microhei | fonts-noto-cjk
Recommends: libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-render-util0, libxcb-shape0, libxcb-xkb1, libxkbcommon-x11-0
Description: learn and do Bayesian classification by pointing and clicking
 BayesGUI loads a table, infers each column's kind, trains a naive Bayes
 classifier and shows every number behind a decision: prior, likelihood
 factors, joint, posterior and risk under an editable loss matrix.
 English and Simplified Chinese. Sample datasets included; no network access.
 .
 Self-contained: Python, Qt and the libraries are bundled in /opt/bayesgui.
EOF
dpkg-deb --root-owner-group -Zzstd -z"${DEB_ZSTD_LEVEL:-19}" --build "$STAGE" "$DEB" >/dev/null

echo "== $BUNDLE: $(du -sh "$BUNDLE" | cut -f1)   $DEB: $(du -h "$DEB" | cut -f1)   ($(( $(date +%s) - start )) s)"
