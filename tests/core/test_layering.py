"""The core is usable without Qt and pandas: importing it loads neither; and it reads and writes no files."""

import ast
import subprocess
import sys
from pathlib import Path

import bayesgui.core


def test_core_imports_neither_qt_nor_pandas():
    code = (
        "import sys, bayesgui.core; "
        "bad = [m for m in ('PySide6', 'pyqtgraph', 'superqt', 'pandas', 'sklearn') if m in sys.modules]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


#: What reads or writes files: the data layer does that, with its limits and its messages naming the file.
_FILE_CALLS = {"open", "read_text", "read_bytes", "write_text", "write_bytes", "load", "save", "savez", "loadtxt",
               "savetxt", "genfromtxt", "fromfile", "tofile", "memmap"}  # fmt: skip
_FILE_MODULES = {"pathlib", "io", "shutil", "tempfile", "pickle"}


def file_io_in(source: str) -> list[str]:
    """The file reads and writes in Python ``source``: calls of ``_FILE_CALLS``, imports of ``_FILE_MODULES``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in _FILE_CALLS:
                found.append(f"line {node.lineno}: {name}(...)")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found += [f"line {node.lineno}: import {m}" for m in modules if m.split(".")[0] in _FILE_MODULES]
    return found


def test_the_core_reads_and_writes_no_files():
    sources = sorted((Path(bayesgui.core.__file__).parent).rglob("*.py"))
    assert len(sources) > 50  # the whole core is read
    found = {str(p): hits for p in sources if (hits := file_io_in(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_file_check_sees_a_file_read():
    assert file_io_in("from pathlib import Path\ndoc = json.loads(Path(p).read_text())\nwith open(p) as f: pass")
    assert file_io_in("import numpy as np\nX = np.load('x.npy')") == ["line 2: load(...)"]
    assert file_io_in("doc = json.loads(text)") == []


def test_fitting_and_predicting_import_no_scipy():
    """scipy costs ~0.2 s of CPU to import (any scipy subpackage clones numpy, loading numpy.f2py and numpy.testing):
    every model loads without it, and naive Bayes (the window's first model) fits and predicts without it."""
    code = (
        "import sys, numpy as np; from bayesgui.core.models.registry import *; "
        "from bayesgui.core.naive_bayes.gaussian import GaussianNB; "
        "from bayesgui.core.naive_bayes.categorical import CategoricalNB; "
        "rng = np.random.default_rng(0); X = rng.normal(size=(60, 3)); y = np.arange(60) % 3; "
        "GaussianNB().fit(X, y).predict_proba(X); "
        "CategoricalNB().fit((X > 0).astype(int), y).predict_proba((X > 0).astype(int)); "
        "bad = [m for m in ('scipy', 'numpy.f2py', 'numpy.testing') if m in sys.modules]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
