"""A package's public names imported on first use (PEP 562), so importing one light module is cheap."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_exports(
    package: str, exports: dict[str, str], namespace: dict[str, Any]
) -> tuple[list[str], Callable[[str], Any], Callable[[], list[str]]]:
    """``(__all__, __getattr__, __dir__)`` for ``package``; ``exports`` maps each module to its public names.

    ``exports`` is the one list of the package's public names: ``{"sub.module": "NameA NameB"}``, modules
    relative to ``package``. A name is imported from ``package.<module>`` when first asked for, then kept in
    ``namespace`` (the package's ``globals()``); ``__all__`` and ``__dir__`` list every name, sorted.
    """
    where = {name: module for module, names in exports.items() for name in names.split()}
    public = sorted(where)

    def __getattr__(name: str) -> Any:  # a module attribute: any object
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return public

    return public, __getattr__, __dir__
