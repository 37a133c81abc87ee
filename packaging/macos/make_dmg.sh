#!/usr/bin/env bash
# Builds BayesGUI for macOS: dist/BayesGUI.app (PyInstaller, the BUNDLE section of packaging/bayesgui.spec,
# with the .bayesgui document type) and dist/BayesGUI-<version>.dmg (hdiutil, drag-to-Applications).
# Runs on macOS only (hdiutil); .github/workflows/installers.yml runs it on a hosted macOS runner.
# Usage: packaging/macos/make_dmg.sh        (PY=python to use, default .venv/bin/python; SKIP_BUILD=1 reuses
#        an existing dist/BayesGUI.app)
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
command -v hdiutil >/dev/null || { echo "error: hdiutil not found: make_dmg.sh runs on macOS only" >&2; exit 1; }

VERSION=$("$PY" -c 'import re, pathlib; print(re.search(r"__version__\s*=\s*\"([^\"]+)\"", pathlib.Path("bayesgui/__init__.py").read_text()).group(1))')
APP=dist/BayesGUI.app
DMG=dist/BayesGUI-$VERSION.dmg

if [ "${SKIP_BUILD:-}" != 1 ] || [ ! -d "$APP" ]; then
  "$PY" -c 'import PyInstaller' 2>/dev/null || "$PY" -m pip install --quiet "pyinstaller>=6.10,<7"
  "$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/bayesgui.spec
fi
[ -x "$APP/Contents/MacOS/bayesgui" ] || { echo "error: $APP was not built" >&2; exit 1; }
/usr/libexec/PlistBuddy -c 'Print :CFBundleDocumentTypes:0:CFBundleTypeExtensions:0' "$APP/Contents/Info.plist" \
  | grep -qx bayesgui || { echo "error: $APP does not declare the .bayesgui document type" >&2; exit 1; }

# Ad-hoc signature, so that Apple-silicon Macs run it (a Developer ID signature + notarisation is separate).
codesign --force --deep --sign - "$APP"

STAGE=build/dmg
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "BayesGUI $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
echo "== $DMG: $(du -h "$DMG" | cut -f1)"
