"""One-hot encoding of category codes, for the models that read numbers only (the linear baselines).

A column declared categorical with L levels (codes 0..L-1; NaN or -1 = missing) becomes L indicator
inputs: 1 for its level, 0 for the others. A numeric column stays one input. A missing category becomes
NaN in every one of its indicators, so a model treats it as it treats a missing number (the linear
baselines skip such rows in training and put the training means in their place at prediction time).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from bayesgui.core.array_types import BoolArray, FloatArray
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class OneHot:
    """The inputs behind ``n_categories``, and the expansion of X into them.

    Parameters
    ----------
    n_categories : None or sequence of (int or None)
        None: every column is numeric. Else one entry per column of X: None for a numeric column, the
        number of levels L >= 1 for a categorical one.
    n_features : int
        The number of columns of X.

    Attributes
    ----------
    features : ndarray of int, shape (n_inputs,)
        The column of X each input comes from.
    levels : ndarray of int, shape (n_inputs,)
        The level code an indicator stands for; -1 for a numeric column.
    """

    def __init__(self, n_categories: Sequence[int | None] | None, n_features: int) -> None:
        levels = _check_n_categories(n_categories, n_features)
        width = [1 if n is None else n for n in levels]
        self.features = np.repeat(np.arange(n_features), width)
        self.levels = np.concatenate([[-1] if n is None else np.arange(n) for n in levels]).astype(np.intp)
        self._categorical = [(j, n) for j, n in enumerate(levels) if n is not None]
        self._starts = np.concatenate([[0], np.cumsum(width)[:-1]]).astype(np.intp)

    @property
    def n_inputs(self) -> int:
        return int(self.features.size)

    def missing(self, X: FloatArray) -> BoolArray:
        """Where ``X`` is missing: NaN anywhere, or the code -1 in a categorical column; shape of X."""
        missing = np.isnan(X)
        for j, _ in self._categorical:
            missing[:, j] |= X[:, j] == -1
        return missing

    def expand(self, X: FloatArray) -> FloatArray:
        """The inputs of the rows of ``X`` (float, shape (n_samples, n_features)): shape (n_samples, n_inputs).

        ``X`` itself when every column is numeric. A code that is not an integer in 0..L-1 (or -1 / NaN
        for missing) raises a ValueError naming the column.
        """
        if not self._categorical:
            return X
        out = np.empty((X.shape[0], self.n_inputs))
        numeric = self.levels < 0
        out[:, numeric] = X[:, self.features[numeric]]
        for j, n_levels in self._categorical:
            codes = X[:, j]
            missing = np.isnan(codes) | (codes == -1)
            known = codes[~missing]
            if known.size and not (np.all(known == np.floor(known)) and known.min() >= 0 and known.max() < n_levels):
                bad = known[(known != np.floor(known)) | (known < 0) | (known >= n_levels)][0]
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "Column {0} is categorical with {1} levels, so it takes the codes 0..{2} (or -1 / NaN for "
                            "missing), but it holds {3}; declare every level in n_categories.",
                        ),
                        j, n_levels, n_levels - 1, format(bad, "g"),
                    )
                )
            block = out[:, self._starts[j] : self._starts[j] + n_levels]
            np.equal(codes[:, None], np.arange(n_levels), out=block, casting="unsafe")
            block[missing] = np.nan
        return out


def _check_n_categories(n_categories: Iterable[object] | None, n_features: int) -> list[int | None]:
    """``n_categories`` as a list of one (int >= 1 or None) per column; a ValueError says what is wrong."""
    if n_categories is None:
        return [None] * n_features
    try:
        levels = list(n_categories)
    except TypeError:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "n_categories must be None or a sequence with one entry per column, got {0}.",
                ),
                repr(n_categories),
            )
        ) from None
    if len(levels) != n_features:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "n_categories has {0} entries but X has {1} columns; give one per column (None for a numeric "
                    "column, the number of levels for a categorical one).",
                ),
                len(levels), n_features,
            )
        )
    checked: list[int | None] = []
    for j, n in enumerate(levels):
        if n is None:
            checked.append(None)
            continue
        if isinstance(n, bool) or not isinstance(n, int | np.integer) or n < 1:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "n_categories[{0}] must be None or an integer >= 1 (the number of levels), got {1}.",
                    ),
                    j, repr(n),
                )
            )
        checked.append(int(n))
    return checked
