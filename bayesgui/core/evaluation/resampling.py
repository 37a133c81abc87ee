"""Resampling schemes as fold assignments: which rows each fold holds out.

A scheme gives an integer array ``folds`` of shape (n_repeats, n_rows): ``folds[r, i]`` is the fold in which
row i is held out in repeat r, or -1 when row i is only ever trained on (hold-out and test-set schemes).
Fold f of repeat r trains on every row whose entry is not f. The array is the whole record of a run: saved
with the results, it reproduces the same folds.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bayesgui.core.array_types import IntArray
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

TRAIN_ONLY = -1
"""The fold entry of a row that is never held out."""


@dataclass(frozen=True)
class Resampling:
    """How to split the rows.

    Parameters
    ----------
    kind : {"kfold", "loo", "holdout", "split"}
        Stratified k-fold (repeated ``repeats`` times), leave-one-out, one stratified hold-out of
        ``fraction`` of the rows, or a split given by the caller (``split``).
    k : int, default=10
    repeats : int, default=1
    fraction : float, default=0.3
        The held-out share of a hold-out split.
    seed : int, default=0
    """

    kind: str = "kfold"
    k: int = 10
    repeats: int = 1
    fraction: float = 0.3
    seed: int = 0

    def folds(self, y: IntArray, given: IntArray | None = None) -> IntArray:
        """The fold assignment of shape (n_repeats, n_rows) for the class codes ``y``.

        ``given`` (kind "split"): one boolean per row, True where the row is a test row.
        """
        y = np.asarray(y)
        if self.kind == "kfold":
            rng = np.random.default_rng(self.seed)
            return np.stack([stratified_kfold(y, self.k, rng) for _ in range(max(1, self.repeats))])
        if self.kind == "loo":
            return np.arange(y.size)[None, :]
        if self.kind == "holdout":
            return holdout(y, self.fraction, np.random.default_rng(self.seed))[None, :]
        if self.kind == "split":
            if given is None:
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP("core", "A given split needs the test rows (one boolean per row)."),
                    )
                )
            return np.where(np.asarray(given, dtype=bool), 0, TRAIN_ONLY)[None, :]
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "Unknown resampling {0}; use kfold, loo, holdout or split."),
                repr(self.kind),
            )
        )


def stratified_kfold(y: IntArray, k: int, rng: np.random.Generator) -> IntArray:
    """Fold 0..k-1 of each row, each class dealt round-robin over the folds in a random order; shape (n,).

    Every fold gets floor or ceil of n_c / k rows of class c, and the fold sizes differ by at most one
    per class (the offset of each class carries on where the previous one stopped).
    """
    if not 2 <= k <= y.size:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "k-fold cross-validation needs 2 <= k <= the number of rows ({0}); got k={1}.",
                ),
                y.size, k,
            )
        )
    folds = np.empty(y.size, dtype=np.int64)
    offset = 0
    for c in np.unique(y):
        members = rng.permutation(np.flatnonzero(y == c))
        folds[members] = (offset + np.arange(members.size)) % k
        offset = (offset + members.size) % k
    return folds


def holdout(y: IntArray, fraction: float, rng: np.random.Generator) -> IntArray:
    """0 for the held-out rows (about ``fraction`` of each class), -1 for the training rows; shape (n,)."""
    if not 0 < fraction < 1:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "The hold-out fraction must be between 0 and 1; got {0}."),
                fraction,
            )
        )
    folds = np.full(y.size, TRAIN_ONLY, dtype=np.int64)
    for c in np.unique(y):
        members = rng.permutation(np.flatnonzero(y == c))
        folds[members[: round(fraction * members.size)]] = 0
    if not (folds == 0).any() or (folds == 0).all():
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "A hold-out of {0} leaves no rows to test or to train on."),
                format(fraction, "g"),
            )
        )
    return folds


def fold_ids(folds_row: IntArray) -> IntArray:
    """The folds of one repeat that hold out at least one row, sorted."""
    ids = np.unique(folds_row)
    held_out: IntArray = ids[ids != TRAIN_ONLY]
    return held_out


TEN_FOLD = Resampling()
"""Stratified 10-fold cross-validation, seed 0 (the default everywhere)."""
FIVE_FOLD = Resampling(k=5)
