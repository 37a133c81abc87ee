"""A uniform random sample of a streamed evaluation's held-out rows with their posteriors, of bounded size.

The ROC and precision-recall curves, the reliability diagram and the risk-reject curve rank or bin the rows by
their posteriors: a stream cannot keep them all. It keeps :data:`SAMPLE_ROWS` at the most: each held-out row gets
a seeded uniform random key and the rows with the smallest keys stay (a bottom-k sample: every subset of that size
equally likely, whatever the file's length), so the curves drawn from it estimate the whole file's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray

__all__ = ["SAMPLE_ROWS", "HeldOutSample"]

SAMPLE_ROWS = 20_000


@dataclass
class HeldOutSample:
    """At most ``size`` held-out rows: class codes ``y``, file positions ``rows``, ``folds`` and ``proba``."""

    n_classes: int
    size: int = SAMPLE_ROWS
    seed: int = 0
    n_seen: int = 0  # held-out rows offered so far
    y: IntArray = field(init=False)
    rows: IntArray = field(init=False)
    folds: IntArray = field(init=False)
    proba: FloatArray = field(init=False)
    _keys: FloatArray = field(init=False, repr=False)
    _rng: np.random.Generator = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.y = np.zeros(0, dtype=np.intp)
        self.rows = np.zeros(0, dtype=np.int64)
        self.folds = np.zeros(0, dtype=np.int64)
        self.proba = np.zeros((0, self.n_classes))
        self._keys = np.zeros(0)
        self._rng = np.random.default_rng(self.seed)

    def add(self, y: IntArray, proba: FloatArray, rows: IntArray, fold: int) -> None:
        """Offer held-out rows of one fold (in file order, as the pass reads them)."""
        n = len(y)
        self.n_seen += n
        keys = np.concatenate([self._keys, self._rng.random(n)])
        y = np.concatenate([self.y, np.asarray(y, dtype=np.intp)])
        rows = np.concatenate([self.rows, np.asarray(rows, dtype=np.int64)])
        folds = np.concatenate([self.folds, np.full(n, fold, dtype=np.int64)])
        proba = np.concatenate([self.proba, proba])
        if len(keys) > self.size:
            keep = np.sort(np.argpartition(keys, self.size - 1)[: self.size])
            keys, y, rows, folds, proba = keys[keep], y[keep], rows[keep], folds[keep], proba[keep]
        self._keys, self.y, self.rows, self.folds, self.proba = keys, y, rows, folds, proba

    def in_file_order(self) -> HeldOutSample:
        """The sample's rows sorted by their position in the file (folds interleave as the file does)."""
        order = np.argsort(self.rows, kind="stable")
        out = HeldOutSample(self.n_classes, self.size, self.seed, self.n_seen)
        out.y, out.rows, out.folds, out.proba = self.y[order], self.rows[order], self.folds[order], self.proba[order]
        out._keys = self._keys[order]
        return out
