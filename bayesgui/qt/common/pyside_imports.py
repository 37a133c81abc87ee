"""Imports after PySide6 at the speed of imports before it (installed on import of this module).

Once ``PySide6.QtCore`` is imported, shiboken checks every module imported afterwards for the word "PySide6", to
know which modules may use ``from __feature__ import ...``: through ``inspect.getsource`` and ``linecache``, about
0.15 ms a module, 0.2-0.3 s of CPU for the ~1,000 modules BayesGUI's window imports (pandas, pyqtgraph, ours). The
check here gives the same answer for a module read from a ``.py`` file by reading its bytes; any other module
(a bundle's, an extension, one without a file) goes to shiboken's own check. A module of the standard library or
of ``NEVER_NAMED_IN`` (half of what the window imports after PySide6: pandas alone is ~300 modules) is not read:
none of their files names PySide6 (tests/qt/common/test_pyside_imports.py reads them all), so the answer is no.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (installs shiboken's import hook, which this module speeds up)

_FEATURE = "shibokensupport.feature"
NEVER_NAMED_IN = frozenset({"pandas", "numpy", "dateutil", "pytz"})  # top-level packages that never name PySide6
_NOT_READ = NEVER_NAMED_IN | frozenset(sys.stdlib_module_names)


def _reading_bytes(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        if getattr(module, "__name__", "").partition(".")[0] in _NOT_READ:
            return False
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.original = original  # type: ignore[attr-defined]
    return uses_pyside


def install() -> bool:
    """Replace shiboken's check (once); False when this PySide6 has no such check."""
    feature = sys.modules.get(_FEATURE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None:
        return False
    if not hasattr(original, "original"):
        feature._mod_uses_pyside = _reading_bytes(original)  # type: ignore[union-attr]
    return True


install()
