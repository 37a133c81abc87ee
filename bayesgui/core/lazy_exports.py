"""A package's public names imported on first use (PEP 562), so importing one light module is cheap."""

from __future__ import annotations

import importlib
from collections.abc import Callable


def lazy_exports(package: str, exports: dict[str, str], namespace: dict) -> tuple[Callable, Callable]:
    """``(__getattr__, __dir__)`` for ``package``: ``exports`` maps each public name to its module.

    A name is imported from ``package.<module>`` when first asked for, then kept in ``namespace`` (the
    package's ``globals()``); ``__dir__`` lists ``namespace["__all__"]``.
    """

    def __getattr__(name: str):
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return namespace["__all__"]

    return __getattr__, __dir__
