# BayesGUI — every target does its own set-up on a fresh Debian machine.
#   make run    start the application (installs what is missing first)
#   make test   run the whole test suite headless
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# Debian packages that PySide6 needs offscreen, plus a CJK font so that Chinese is not drawn as boxes.
QT_DEBS := libglib2.0-0 libegl1 libgl1 libdbus-1-3 libfontconfig1 libxkbcommon0 fonts-wqy-microhei
# A real X window (make run on a desktop, or under Xvfb) also needs these.
X11_DEBS := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
            libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0

.PHONY: run test lint bench translations sysdeps sysdeps-x11 venv clean package

run: sysdeps sysdeps-x11 venv
	$(PY) -m bayesgui $(if $(ARGS),$(ARGS),watermelon3)

test: sysdeps venv
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; exit 1; fi; exit $$rc

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy  # strict on bayesgui/core and bayesgui/report ([tool.mypy] in pyproject.toml)

# Every benchmark runs (each exits 1 on a missed target or results that differ from the reference); any miss fails.
# The optional references (pgmpy and pyAgrum: [parity]) and Dask ([dask]) are compared only when installed (each
# benchmark says what it left out). With [dask], pyarrow makes pandas keep text in Arrow arrays and read_csv 3x faster;
# loading, streaming and table edits then miss the targets set against it (figures in the README).
bench: venv
	@missed=""; for bench in tests/benchmarks/bench_*.py; do echo "== $$bench"; \
	  QT_QPA_PLATFORM=offscreen $(PY) -X faulthandler -u $$bench || missed="$$missed $$bench"; done; \
	if [ -n "$$missed" ]; then echo "missed:$$missed"; exit 1; fi

# Extract every tr() string into the .ts source, then build the .qm the app loads (both are committed).
# English has a .ts of plural forms only ("%n row(s)" -> "1 row" / "2 rows"), filled in by hand.
TS := resources/translations/bayesgui_zh_CN.ts
EN_TS := resources/translations/bayesgui_en.ts
translations: venv
	$(VENV)/bin/pyside6-lupdate -silent -no-obsolete -locations none $$(find bayesgui -name '*.py' | sort) -ts $(TS)
	$(VENV)/bin/pyside6-lrelease -silent $(TS) -qm $(TS:.ts=.qm)
	$(VENV)/bin/pyside6-lupdate -silent -no-obsolete -locations none -pluralonly $$(find bayesgui -name '*.py' | sort) -ts $(EN_TS)
	$(VENV)/bin/pyside6-lrelease -silent $(EN_TS) -qm $(EN_TS:.ts=.qm)

# The Linux bundle dist/bayesgui/ and the Debian package dist/bayesgui_<version>_amd64.deb (packaging/README.md).
package: sysdeps venv
	bash packaging/linux/build.sh

venv: $(STAMP)

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

# Install missing Debian packages when root; otherwise print the exact command.
sysdeps:
	@bash packaging/ensure_debs.sh $(QT_DEBS)

sysdeps-x11:
	@bash packaging/ensure_debs.sh $(X11_DEBS)

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache .hypothesis .mypy_cache
