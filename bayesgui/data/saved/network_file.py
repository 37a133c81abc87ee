"""Bayesian network files: ``{"nodes": [...], "edges": [[parent, child], ...]}``, with ``"states"`` and ``"cpts"``
when the file holds the tables too (see :mod:`bayesgui.core.bayes_net.network`). They are read by
:func:`bayesgui.data.saved.json_file.read_json` (size and nesting limits); read errors are DataErrors that name the
file."""

from __future__ import annotations

import json
import os
from typing import Any

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.saved.atomic import write_text_atomically
from bayesgui.data.saved.json_file import read_json

__all__ = ["read_network", "read_structure_file", "structure_text", "write_network"]


def _document(path: str | os.PathLike) -> dict[str, Any]:
    """The JSON object of a network file; a DataError names the file and what is wrong."""
    doc = read_json(path, Note(QT_TRANSLATE_NOOP("data", "Bayesian network file")))
    if not isinstance(doc, dict):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", '{0}: a network file holds one object with "nodes" and "edges".'),
                os.path.basename(path),
            )
        )
    return doc


def _named(path: str | os.PathLike, exc: ValueError) -> DataError:
    name = os.path.basename(path)
    return DataError(f"{name}: {exc}" if name not in str(exc) else str(exc))


def read_structure_file(path: str | os.PathLike) -> Structure:
    """The structure a network file gives (its tables, if any, left aside)."""
    doc = _document(path)
    try:
        return Structure.from_dict(doc)
    except ValueError as exc:
        raise _named(path, exc) from None


def structure_text(path: str | os.PathLike) -> str:
    """The structure a network file gives as canonical JSON text: what the ``structure`` setting holds."""
    return json.dumps(read_structure_file(path).to_dict(), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def read_network(path: str | os.PathLike) -> BayesNet:
    """A network with its tables; a DataError when the file has none or they do not fit the structure."""
    doc = _document(path)
    try:
        return BayesNet.from_dict(doc)
    except ValueError as exc:
        raise _named(path, exc) from None


def write_network(path: str | os.PathLike, network: BayesNet | Structure) -> None:
    """Save a structure, or a network with its tables, as UTF-8 JSON (Chinese names kept readable)."""
    text = json.dumps(network.to_dict(), ensure_ascii=False, indent=1)
    write_text_atomically(path, text + "\n")
