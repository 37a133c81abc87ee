"""A naive Bayes look-up table read back from its CSV file, ready to predict (``bayesgui-cli predict TABLE.csv``).

The file (written by :mod:`bayesgui.report.lookup_table`) has one number per line, in long form: the columns
``COLUMNS``; ``quantity`` is one of ``prior`` (P(c)), ``P(x|c)`` (a categorical level, or a bin), ``edge`` (an
inner edge of a binned continuous column), ``mean`` and ``variance`` (a continuous feature), ``rate`` (a count
feature), or a setting (``target``, ``alpha``, ``count_alpha``, ``exponent``). Classes, levels and bins are
numbered in the order they first appear. Numbers are written with every digit, so the table read back predicts
exactly what the written one did.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pandas as pd

from bayesgui.core.learning.lookup import BINNED, CATEGORICAL, CONTINUOUS, COUNT, FeatureTable, LookupTable
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings

__all__ = ["COLUMNS", "FIRST_LINE", "is_lookup_file", "read_lookup_table"]

COLUMNS = ("quantity", "feature", "kind", "level", "class", "value", "count", "total")
FIRST_LINE = ",".join(COLUMNS)
PRIOR, LEVEL, MEAN, VARIANCE, RATE = "prior", "P(x|c)", "mean", "variance", "rate"
TARGET, ALPHA, COUNT_ALPHA, EXPONENT, EDGE = "target", "alpha", "count_alpha", "exponent", "edge"


def is_lookup_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` starts like a look-up table CSV."""
    try:
        with open(path, encoding="utf-8-sig") as handle:
            return handle.readline().strip() == FIRST_LINE
    except (OSError, UnicodeDecodeError):
        return False


def _text(value) -> str:
    text = "" if pd.isna(value) else str(value)
    return text[1:] if text.startswith("'") and text[1:2] in ("=", "+", "-", "@", "\t", "\r") else text


def read_lookup_table(path: str | os.PathLike) -> TrainedModel:
    """The table of ``path`` as a ``TrainedModel`` whose estimator reads it (``LookupTable.scorer``)."""
    name = Path(path).name
    try:
        frame = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8-sig")
        if tuple(frame.columns) != COLUMNS:
            raise ValueError(f"the header is not {FIRST_LINE}")
        return _model(frame)
    except (ValueError, KeyError, IndexError) as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is not a readable look-up table ({1}); write it again with {2}."),
                name, str(exc)[:200], "bayesgui-cli table",
            )
        ) from None  # fmt: skip


def _model(frame: pd.DataFrame) -> TrainedModel:
    rows = [{c: _text(v) for c, v in row.items()} for row in frame.to_dict("records")]
    settings = {r["quantity"]: r for r in rows if r["quantity"] in (TARGET, ALPHA, COUNT_ALPHA)}
    classes = list(dict.fromkeys(r["class"] for r in rows if r["quantity"] == PRIOR))
    if len(classes) < 2:
        raise ValueError("it names fewer than two classes")
    where = {c: k for k, c in enumerate(classes)}
    prior = np.full(len(classes), np.nan)
    features: dict[str, dict] = {}
    for r in rows:
        quantity = r["quantity"]
        if quantity == PRIOR:
            prior[where[r["class"]]] = float(r["value"])
        elif quantity in (LEVEL, MEAN, VARIANCE, RATE, EXPONENT, EDGE):
            f = features.setdefault(
                r["feature"], {"kind": r["kind"], "levels": {}, "cells": [], "exponent": 0, "edges": []}
            )
            if quantity == EXPONENT:
                f["exponent"] = int(r["value"])
            elif quantity == EDGE:
                f["edges"].append(float(r["value"]))
            else:
                f["cells"].append(r)
                if quantity == LEVEL:
                    f["levels"].setdefault(r["level"], len(f["levels"]))
    if np.isnan(prior).any():
        raise ValueError("a class has no prior")
    tables, levels = [], []
    for f in features.values():
        tables.append(_feature(f, where, len(classes)))
        levels.append(tuple(f["levels"]) if f["kind"] == CATEGORICAL else None)
    table = LookupTable(
        np.arange(len(classes)),
        prior,
        tuple(tables),
        float(settings[ALPHA]["value"]) if ALPHA in settings else 1.0,
        float(settings[COUNT_ALPHA]["value"]) if COUNT_ALPHA in settings else 1.0,
    )
    target = settings[TARGET]["value"] if TARGET in settings else "class"
    kinds = tuple(CONTINUOUS if f["kind"] == BINNED else f["kind"] for f in features.values())  # x is a number
    schema = Schema(tuple(features), kinds, tuple(levels), target, tuple(classes))
    return TrainedModel(schema, ModelSettings("naive-bayes"), table.scorer)


def _feature(f: dict, where: dict, n_classes: int) -> FeatureTable:
    kind = f["kind"]
    if kind not in (CATEGORICAL, CONTINUOUS, COUNT, BINNED):
        raise ValueError(f"unknown kind {kind!r}")
    shape = (n_classes, len(f["levels"])) if kind in (CATEGORICAL, BINNED) else (n_classes,)
    arrays = {key: np.full(shape, np.nan) for key in ("probability", "count", "mean", "variance", "rate")}
    total = np.full(n_classes, np.nan)
    for r in f["cells"]:
        k = where[r["class"]]
        if r["quantity"] == LEVEL:
            v = f["levels"][r["level"]]
            arrays["probability"][k, v] = float(r["value"] or "nan")
            arrays["count"][k, v] = float(r["count"] or "nan")
        else:
            arrays[{MEAN: "mean", VARIANCE: "variance", RATE: "rate"}[r["quantity"]]][k] = float(r["value"] or "nan")
        if r["total"]:
            total[k] = float(r["total"])
    if kind == CATEGORICAL:
        if np.isnan(arrays["probability"]).any():
            raise ValueError("a categorical level lacks a class's probability")
        return FeatureTable(kind, probability=arrays["probability"], count=arrays["count"], total=total)
    if kind == BINNED:
        edges = np.array(f["edges"])
        if edges.size != shape[1] - 1 or np.any(np.diff(edges) <= 0):
            raise ValueError("a binned column's edges do not match its bins")
        counted = not (np.isnan(arrays["count"]).any() or np.isnan(total).any())  # (the counts: for λ = 0)
        return FeatureTable(
            kind,
            probability=arrays["probability"],
            count=arrays["count"] if counted else None,
            total=total if counted else None,
            edges=edges,
            exponent=f["exponent"],
        )
    if kind == CONTINUOUS:
        return FeatureTable(kind, mean=arrays["mean"], variance=arrays["variance"], exponent=f["exponent"])
    return FeatureTable(kind, rate=arrays["rate"], total=total)
