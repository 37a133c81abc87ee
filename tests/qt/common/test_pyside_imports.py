"""The faster PySide6 import check answers as shiboken's own does, and the application installs it."""

import importlib
import sys

import pytest

from bayesgui.qt.common import pyside_imports


def _feature():
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide6 has no per-module feature check to speed up")
    return feature


@pytest.mark.parametrize(
    "name",
    [
        "bayesgui.qt.common.session",  # imports PySide6
        "bayesgui.qt.common.pyside_imports",
        "bayesgui.core.decision",  # does not
        "bayesgui.data.dataset",
        "pyqtgraph.graphicsItems.PlotItem.PlotItem",
        "json.decoder",
        "numpy.core._multiarray_umath",  # an extension: shiboken's own check
        "sys",  # built in, no file
    ],
)
def test_the_check_gives_shibokens_answer(name):
    feature = _feature()
    assert pyside_imports.install()
    check = feature._mod_uses_pyside
    module = importlib.import_module(name)
    assert check(module) == check.original(module)


def test_the_check_reads_the_word_in_the_file(tmp_path, monkeypatch):
    """A module naming PySide6 anywhere in its text counts as a PySide6 user (a comment too, as for shiboken)."""
    feature = _feature()
    pyside_imports.install()
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "uses_qt_here.py").write_text("# PySide6 is named only in this comment\nVALUE = 1\n")
    (tmp_path / "plain_here.py").write_text("VALUE = 2\n")
    uses, plain = importlib.import_module("uses_qt_here"), importlib.import_module("plain_here")
    assert feature._mod_uses_pyside(uses) and not feature._mod_uses_pyside(plain)
    assert feature._mod_uses_pyside.original(uses) and not feature._mod_uses_pyside.original(plain)


def test_the_application_installs_it_once():
    feature = _feature()
    import bayesgui.app.main  # noqa: F401

    check = feature._mod_uses_pyside
    assert hasattr(check, "original") and not hasattr(check.original, "original")
    pyside_imports.install()
    assert feature._mod_uses_pyside is check


def test_the_modules_not_read_never_name_pyside6():
    """The standard library's files and those of ``NEVER_NAMED_IN`` (not read by the check) never name PySide6:
    shiboken would answer no for each of them too."""
    import importlib.util
    import sysconfig
    from pathlib import Path

    stdlib = Path(sysconfig.get_paths()["stdlib"])
    files = [stdlib / f"{name}.py" for name in sys.stdlib_module_names]
    folders = [stdlib / name for name in sys.stdlib_module_names]
    for name in sorted(pyside_imports.NEVER_NAMED_IN):
        spec = importlib.util.find_spec(name)
        if spec is not None:
            folders += [Path(place) for place in spec.submodule_search_locations or [Path(spec.origin).parent]]
    files = [path for path in files if path.is_file()]
    files += [path for folder in folders if folder.is_dir() for path in folder.rglob("*.py")]
    naming = [str(path) for path in files if b"PySide6" in path.read_bytes()]
    assert len(files) > 1000 and naming == []


@pytest.mark.parametrize("name", ["pandas.core.frame", "dateutil.parser._parser", "email.message", "numpy.linalg"])
def test_the_modules_not_read_get_shibokens_answer(name):
    feature = _feature()
    pyside_imports.install()
    module = importlib.import_module(name)
    assert feature._mod_uses_pyside(module) is False and not feature._mod_uses_pyside.original(module)
