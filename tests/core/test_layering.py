"""The core is usable without Qt and pandas: importing it loads neither."""

import subprocess
import sys


def test_core_imports_neither_qt_nor_pandas():
    code = (
        "import sys, bayesgui.core; "
        "bad = [m for m in ('PySide6', 'pyqtgraph', 'superqt', 'pandas', 'sklearn') if m in sys.modules]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


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
