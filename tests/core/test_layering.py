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
