"""The look-up table of a naive Bayes model written out: CSV (read back by ``bayesgui.data.saved.lookup_file``) and
HTML for printing (one small table per feature: a row per level or bin, or μ and σ², a column per class).

The model is a trained one (its table is made here, continuous columns as μ and σ²) or one that reads a table
already made (``TrainedModel`` whose estimator is a ``LookupTable``'s scorer: a table read back, or binned by
``bayesgui.tasks.learning.lookup_table``): that table is written.
"""

from __future__ import annotations

import html
import itertools
import math
import os
from collections.abc import Callable, Iterable

import numpy as np
import pandas as pd

from bayesgui.core.learning.lookup import BINNED, CATEGORICAL, CONTINUOUS, LookupTable, held
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.saved import lookup_file as f
from bayesgui.data.saved.csv_export import write_csv
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.report.worked.formulas import bin_range

__all__ = ["bin_labels", "lookup_frame", "lookup_html", "table_of", "write_lookup_csv"]

BIN = QT_TRANSLATE_NOOP("report", "bin {0}: {1}")


def table_of(model: TrainedModel) -> LookupTable:
    """The look-up table a model reads (see the module docstring), or the table of a trained naive Bayes model."""
    estimator = model.estimator
    table = getattr(estimator, "table", None)
    return table if isinstance(table, LookupTable) else LookupTable.of(estimator)


def _plain(text: str) -> str:
    return text


def bin_labels(name: str, edges: Iterable[float], translate: Callable[[str], str] = _plain) -> list[str]:
    """The bins' names for the inner ``edges``: "bin 1: x < a", "bin 2: a ≤ x < b", ..., "bin B: x ≥ z" (numbered,
    so that two are never equal)."""
    bounds = [-math.inf, *edges, math.inf]
    ranges = [bin_range(name, low, high) for low, high in itertools.pairwise(bounds)]
    return [translate(BIN).format(b, text) for b, text in enumerate(ranges, start=1)]


def _number(value: float) -> str | float:
    return "" if np.isnan(value) else float(value)


def lookup_frame(model: TrainedModel) -> pd.DataFrame:
    """One line per stored number, in the columns ``lookup_file.COLUMNS`` (English: the file is read back)."""
    table, schema = table_of(model), model.schema
    classes = model.class_names
    rows: list[tuple[object, ...]] = [(f.TARGET, "", "", "", "", schema.target or "", "", "")]
    rows += [(f.ALPHA, "", "", "", "", table.alpha, "", ""), (f.COUNT_ALPHA, "", "", "", "", table.count_alpha, "", "")]
    rows += [(f.PRIOR, "", "", "", c, float(p), "", "") for c, p in zip(classes, table.prior, strict=True)]
    for name, levels, feature in zip(schema.feature_names, schema.levels, table.features, strict=True):
        kind = feature.kind
        if feature.exponent:
            rows.append((f.EXPONENT, name, kind, "", "", feature.exponent, "", ""))
        if kind == BINNED:
            rows += [(f.EDGE, name, kind, "", "", float(e), "", "") for e in held(feature.edges)]
            labels = bin_labels(name, held(feature.edges))
        for k, c in enumerate(classes):
            if kind == CATEGORICAL:
                assert levels is not None and feature.probability is not None
                for v, level in enumerate(levels[: feature.probability.shape[1]]):
                    count = feature.count[k, v] if feature.count is not None else np.nan
                    total = feature.total[k] if feature.total is not None else np.nan
                    p = float(feature.probability[k, v])
                    rows.append((f.LEVEL, name, kind, level, c, p, _number(count), _number(total)))
            elif kind == BINNED:
                count = feature.count[k] if feature.count is not None else np.full(len(labels), np.nan)
                total = _number(feature.total[k]) if feature.total is not None else ""
                rows += [
                    (f.LEVEL, name, kind, b, c, _number(p), _number(n), total)
                    for b, p, n in zip(labels, held(feature.probability)[k], count, strict=True)
                ]
            elif kind == CONTINUOUS:
                rows.append((f.MEAN, name, kind, "", c, _number(held(feature.mean)[k]), "", ""))
                rows.append((f.VARIANCE, name, kind, "", c, _number(held(feature.variance)[k]), "", ""))
            else:
                rate, total = held(feature.rate), held(feature.total)
                rows.append((f.RATE, name, kind, "", c, _number(rate[k]), "", _number(total[k])))
    return pd.DataFrame(rows, columns=list(f.COLUMNS), dtype=object)


def write_lookup_csv(model: TrainedModel, path: str | os.PathLike[str]) -> None:
    """Write the table as CSV (every digit of every number; formula-leading text escaped)."""
    write_csv(lookup_frame(model), path)


def lookup_html(model: TrainedModel, translate: Callable[[str], str] = _plain) -> str:
    """A printable HTML page of the table: P(c), then each feature's P(x_i|c) (or μ and σ², or the rate)."""
    table, schema = table_of(model), model.schema
    classes = model.class_names
    e = html.escape

    def tr(text: str) -> str:
        return e(translate(text))

    title = tr(QT_TRANSLATE_NOOP("report", "Naive Bayes look-up table"))
    intro = tr(
        QT_TRANSLATE_NOOP(
            "report", "Every P(c) and P(x|c) computed once; a prediction multiplies the entries of its values."
        )
    )

    def head(first: str) -> str:
        return "<tr><th>" + first + "</th>" + "".join(f"<th>{e(c)}</th>" for c in classes) + "</tr>"

    def line(label: str, values: Iterable[str]) -> str:
        return f"<tr><th>{label}</th>" + "".join(f"<td>{v}</td>" for v in values) + "</tr>"

    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>" + title + "</title>",
        "<style>body{font-family:sans-serif}table{border-collapse:collapse;margin:0 0 1em}"
        "td,th{border:1px solid #888;padding:2px 8px;text-align:right}th{background:#eee}"
        "h2{font-size:1.1em;margin:1em 0 .3em}</style></head><body>",
        "<h1>" + title + "</h1>",
        "<p>" + intro + "</p>",
        "<h2>P(c)</h2><table>" + head(e(schema.target or "")) + line("P(c)", [f"{p:.4g}" for p in table.prior]),
        "</table>",
    ]
    for name, levels, feature in zip(schema.feature_names, schema.levels, table.features, strict=True):
        parts.append(f"<h2>{e(name)}</h2><table>")
        if feature.kind == CATEGORICAL:
            parts.append(head(e(f"P({name} | c)")))
            probability = held(feature.probability)
            for v, level in enumerate((levels or ())[: probability.shape[1]]):
                cells = []
                for k in range(len(classes)):
                    count = "" if feature.count is None else f" ({feature.count[k, v]:g}/{held(feature.total)[k]:g})"
                    cells.append(f"{probability[k, v]:.4g}{count}")
                parts.append(line(e(level), cells))
        elif feature.kind == BINNED:
            parts.append(head(e(f"P({name} | c)")))
            labels = bin_labels(name, held(feature.edges), translate)
            for b, (label, column) in enumerate(zip(labels, held(feature.probability).T, strict=True)):
                counts = [""] * len(column) if feature.count is None else [
                    f" ({feature.count[k, b]:g}/{held(feature.total)[k]:g})" for k in range(len(column))
                ]  # fmt: skip
                parts.append(line(e(label), [f"{p:.4g}{n}" for p, n in zip(column, counts, strict=True)]))
        elif feature.kind == CONTINUOUS:
            parts.append(head(e(name)))
            parts.append(line("μ", [f"{m:.6g}" for m in held(feature.mean)]))
            parts.append(line("σ²", [f"{v:.6g}" for v in held(feature.variance)]))
        else:
            parts.append(head(e(name)))
            parts.append(line("λ", [f"{r:.6g}" for r in held(feature.rate)]))
        parts.append("</table>")
    parts.append("</body></html>")
    return "\n".join(parts)
