"""The network file, ``{"nodes": [...], "edges": [[parent, child], ...]}`` (plus ``"states"`` and ``"cpts"`` when it
holds tables), read with the standard library's json so that the model registry can build a network classifier
from a ``--structure FILE`` (the data layer's :mod:`bayesgui.data.saved.network_file` adds the table and the
window's messages)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def read_network_document(path: str | Path) -> dict[str, Any]:
    """The JSON object of a network file; a ValueError names the file and what is wrong."""
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8-sig"))
    except OSError as exc:
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "{0}: cannot read the network file ({1})."), str(path), exc.strerror or exc)
        ) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", "{0}: not a JSON network file ({1})."), str(path), str(exc))
        ) from None
    if not isinstance(doc, dict):
        raise ValueError(
            Note(QT_TRANSLATE_NOOP("core", '{0}: a network file holds one object with "nodes" and "edges".'), str(path))
        )
    return doc


def read_structure(path: str | Path) -> Structure:
    """The structure of a network file (its tables, if any, left aside)."""
    doc = read_network_document(path)
    try:
        return Structure.from_dict(doc)
    except ValueError as exc:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0}: {1}"), str(path), exc)) from None
