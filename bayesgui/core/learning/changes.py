"""Which statistics an incremental update changed, with their old and new values.

The statistics are those a user reads in the probability tables: |D_c|, |D_c,x_i|, the observed values per class
and feature, μ and σ² (before smoothing), Σx of a count feature, the scatter of LDA, QDA and Gaussian Bayes. They
are compared as arrays (one per statistic and part of the model), so a one-row update of a large model costs a
few array comparisons, and a Change is made only for a cell that changed. A class or level that exists on one
side only is compared with NaN (it did not exist).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from bayesgui.core.array_types import IntArray, Labels
from bayesgui.core.base._posterior import JointPosterior
from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB

__all__ = ["CLASS_COUNT", "LEVEL_COUNT", "MEAN", "OBSERVED", "SCATTER", "SUM", "VARIANCE", "Change", "changes"]

CLASS_COUNT = "class count"
"""|D_c|: the rows of class c (LDA, QDA, Gaussian Bayes: its complete rows)."""
LEVEL_COUNT = "count"
"""|D_c,x_i|: the rows of class c whose categorical feature i has level x_i (``index``: the level's code)."""
OBSERVED = "observed"
"""The rows of class c where feature i is present (the denominator |D_c| of P(x_i|c) with missing values)."""
MEAN, VARIANCE, SUM, SCATTER = "mean", "variance", "sum", "scatter"
"""μ_c,i and σ²_c,i (before smoothing) of a continuous feature; Σx of a count feature; the scatter entry (i, j)
of LDA, QDA and Gaussian Bayes (``index``: j)."""

_RANK = {CLASS_COUNT: 0, OBSERVED: 1, LEVEL_COUNT: 2, SUM: 3, MEAN: 4, VARIANCE: 5, SCATTER: 6}


@dataclass(frozen=True)
class Change:
    """One statistic an update changed.

    Attributes
    ----------
    statistic : str
        One of ``CLASS_COUNT``, ``LEVEL_COUNT``, ``OBSERVED``, ``MEAN``, ``VARIANCE``, ``SUM``, ``SCATTER``.
    class_label : object
        The class (a value of ``model.classes_``).
    feature : int or None
        The column of X (None for the class count).
    index : int or None
        The level's code (``LEVEL_COUNT``), the second column (``SCATTER``), else None.
    old, new : float
        NaN where the statistic did not exist (a new class or level; a dropped class).
    """

    statistic: str
    class_label: object
    feature: int | None
    index: int | None
    old: float
    new: float


# A block: (values of shape (K, m), feature of each column (m,), index of each column (m,)); -1 stands for None.
Block = tuple[np.ndarray, np.ndarray, np.ndarray]


def changes(before: JointPosterior, after: JointPosterior) -> tuple[Change, ...]:
    """Every statistic whose value differs between the models ``before`` and ``after``, in reading order."""
    old, new = _blocks(before), _blocks(after)
    labels = np.union1d(before.classes_, after.classes_)
    found: list[Change] = []
    for key in sorted(old.keys() | new.keys(), key=lambda key: (_RANK[key[0]], key[1])):
        found += _block_changes(key[0], labels, before.classes_, old.get(key), after.classes_, new.get(key))
    found.sort(key=lambda c: (_RANK[c.statistic], _minus_one(c.feature), _minus_one(c.index), str(c.class_label)))
    return tuple(found)


def _minus_one(value: int | None) -> int:
    return -1 if value is None else value


def _block_changes(
    statistic: str, labels: Labels, classes_a: Labels, a: Block | None, classes_b: Labels, b: Block | None
) -> list[Change]:
    if a is not None and b is not None and np.array_equal(classes_a, classes_b) and a[0].shape == b[0].shape:
        va, vb, features, index = a[0], b[0], a[1], a[2]  # the usual case: nothing to align
        labels = classes_a
    else:
        (fa, ia), (fb, ib) = _cells(a), _cells(b)
        cells = list(dict.fromkeys(zip(fa + fb, ia + ib, strict=True)))
        features = np.array([f for f, _ in cells], dtype=np.int64)
        index = np.array([i for _, i in cells], dtype=np.int64)
        va = _aligned(a, classes_a, labels, cells)
        vb = _aligned(b, classes_b, labels, cells)
    differ = (va != vb) & ~(np.isnan(va) & np.isnan(vb))
    return [
        Change(
            statistic,
            labels[k].item() if isinstance(labels[k], np.generic) else labels[k],
            None if features[m] < 0 else int(features[m]),
            None if index[m] < 0 else int(index[m]),
            float(va[k, m]),
            float(vb[k, m]),
        )
        for k, m in zip(*np.nonzero(differ), strict=True)
    ]


def _cells(block: Block | None) -> list[list[int]]:
    if block is None:
        return [[], []]
    return [block[1].tolist(), block[2].tolist()]


def _aligned(block: Block | None, classes: Labels, labels: Labels, cells: list[tuple[int, int]]) -> np.ndarray:
    out = np.full((labels.size, len(cells)), np.nan)
    if block is not None:
        rows = np.searchsorted(labels, classes)
        where = {cell: m for m, cell in enumerate(cells)}
        columns = [where[cell] for cell in zip(block[1].tolist(), block[2].tolist(), strict=True)]
        out[np.ix_(rows, np.asarray(columns, dtype=np.intp))] = block[0]
    return out


def _blocks(model: JointPosterior) -> dict[tuple[str, int], Block]:
    """The statistics of ``model`` a user reads, keyed by (statistic, part number)."""
    none = np.array([-1])
    blocks: dict[tuple[str, int], Block] = {(CLASS_COUNT, 0): (model.class_count_[:, None], none, none)}
    if isinstance(model, _GaussianDA):
        d = model.n_features_in_
        columns = np.arange(d)
        blocks[(MEAN, 0)] = (model.means_, columns, np.full(d, -1))
        blocks[(SCATTER, 0)] = (
            model.scatter_.reshape(model.classes_.size, d * d),
            np.repeat(columns, d),
            np.tile(columns, d),
        )
        return blocks
    # else naive Bayes (the models whose statistics an update changes)
    parts: list[tuple[str, IntArray, Any]] = (
        list(model.parts_) if isinstance(model, MixedNB) else [("", np.arange(model.n_features_in_), model)]
    )
    for p, (_, columns, part) in enumerate(parts):
        plain = np.full(columns.size, -1)
        if isinstance(part, CategoricalNB):
            levels = part.n_categories_
            starts = np.concatenate([[0], np.cumsum(levels)[:-1]])
            blocks[(OBSERVED, p)] = (np.add.reduceat(part.flat_count_, starts, axis=1), columns, plain)
            level = np.arange(int(levels.sum())) - np.repeat(starts, levels)
            blocks[(LEVEL_COUNT, p)] = (part.flat_count_, np.repeat(columns, levels), level)
        elif isinstance(part, GaussianNB):
            n, s1, s2 = part.feature_count_, part.shifted_sum_, part.shifted_sumsq_
            with np.errstate(invalid="ignore", divide="ignore"):
                shift = s1 / n
                dof = n - 1 if part.variance == "unbiased" else n
                variance = np.where(dof > 0, np.maximum(s2 - n * shift**2, 0.0) / dof, np.nan)
            blocks[(OBSERVED, p)] = (n, columns, plain)
            blocks[(MEAN, p)] = (np.where(n > 0, part.ref_ + shift, np.nan), columns, plain)
            blocks[(VARIANCE, p)] = (variance, columns, plain)
        elif hasattr(part, "feature_sum_"):  # Poisson: observed values and their sum
            blocks[(OBSERVED, p)] = (part.feature_count_, columns, plain)
            blocks[(SUM, p)] = (part.feature_sum_, columns, plain)
        else:  # multinomial: the word counts
            blocks[(LEVEL_COUNT, p)] = (part.feature_count_, columns, plain)
    return blocks
