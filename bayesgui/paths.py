"""Where BayesGUI's bundled resources live, whether run from a checkout, pip-installed or frozen."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The folder holding ``datasets/``, ``icons/`` and ``translations/``.

    Looked up in order: a PyInstaller bundle (``sys._MEIPASS/resources``), a wheel install
    (``bayesgui/_resources``, force-included at build time) and a source checkout (``<repo>/resources``).
    """
    here = Path(__file__).resolve().parent
    candidates = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.append(Path(frozen_root) / "resources")
    candidates += [here / "_resources", here.parent / "resources"]
    for candidate in candidates:
        if (candidate / "datasets").is_dir():
            return candidate
    raise FileNotFoundError(
        "BayesGUI's resources folder was not found (looked in: "
        + ", ".join(str(c) for c in candidates)
        + "). Reinstall the package."
    )


def resource(*parts: str) -> Path:
    """Path of one bundled resource, e.g. ``resource("datasets", "watermelon3.csv")``."""
    return resources_dir().joinpath(*parts)
