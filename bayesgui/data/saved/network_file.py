"""Bayesian network files: ``{"nodes": [...], "edges": [[parent, child], ...]}``, with ``"states"`` and ``"cpts"``
when the file holds the tables too (see :mod:`bayesgui.core.bayes_net.network`). Read errors are DataErrors that
name the file."""

from __future__ import annotations

import json
import os

from bayesgui.core.bayes_net.files import read_network_document
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.errors import DataError
from bayesgui.data.saved.atomic import write_text_atomically

__all__ = ["read_network", "read_structure_file", "write_network"]


def read_structure_file(path: str | os.PathLike) -> Structure:
    """The structure a network file gives (its tables, if any, left aside)."""
    try:
        return Structure.from_dict(read_network_document(path))
    except ValueError as exc:
        raise DataError(f"{path}: {exc}" if str(path) not in str(exc) else str(exc)) from None


def read_network(path: str | os.PathLike) -> BayesNet:
    """A network with its tables; a DataError when the file has none or they do not fit the structure."""
    try:
        return BayesNet.from_dict(read_network_document(path))
    except ValueError as exc:
        raise DataError(f"{path}: {exc}" if str(path) not in str(exc) else str(exc)) from None


def write_network(path: str | os.PathLike, network: BayesNet | Structure) -> None:
    """Save a structure, or a network with its tables, as UTF-8 JSON (Chinese names kept readable)."""
    text = json.dumps(network.to_dict(), ensure_ascii=False, indent=1)
    write_text_atomically(path, text + "\n")
