"""The fitted description of a dataset's features and classes, to encode new rows and decode codes."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Literal

import numpy as np
import pandas as pd

from bayesgui.core import binning
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.checks import as_numbers, check_kind_fits
from bayesgui.data.columns.kinds import CATEGORICAL, CONTINUOUS
from bayesgui.data.columns.levels import codes_for_levels
from bayesgui.data.columns.names import check_column
from bayesgui.data.errors import DataError, DataWarning
from bayesgui.data.source import Source

__all__ = ["Schema"]

Unseen = Literal["error", "missing"]
_NEW_ROWS = Source(name="The new data")


def _labels(codes: np.ndarray, names: tuple[str, ...]) -> np.ndarray:
    """Names for codes (float or integer; -1 or NaN: missing), checking every code is valid."""
    values = np.asarray(codes, dtype=np.float64)
    values = np.where(np.isnan(values), -1.0, values)
    valid = (values >= -1) & (values < len(names)) & (values == np.floor(values))
    if not valid.all():
        bad = values[~valid][0]
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "Codes must be whole numbers between -1 and {0}; got {1}."),
                len(names) - 1, format(bad, "g"),
            )
        )
    table = np.array([*names, np.nan], dtype=object)  # code -1 picks the last entry: missing
    return table[values.astype(np.int64)]


def _handle_unseen(
    unseen: list[str], column: str, known: tuple[str, ...], mode: Unseen, source: Source
) -> None:
    if not unseen:
        return
    shown = ", ".join(f"'{value}'" for value in unseen[:5]) + (", ..." if len(unseen) > 5 else "")
    if mode == "error":
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: column '{1}' has value(s) {2} that the training data never had. Known values: {3}. Correct "
                    "them, or leave the cells empty to mark them missing.",
                ),
                source.name, column, shown, ', '.join(known),
            )
        )
    warnings.warn(
        f"{source.name}: column '{column}' has value(s) {shown} that the training data never had; they are "
        "treated as missing.",
        DataWarning,
        stacklevel=3,
    )


@dataclass(frozen=True)
class Schema:
    """Features, their kinds and levels, and the classes of a dataset, as given to a classifier.

    Parameters
    ----------
    feature_names : tuple of str
        The columns of ``X``, in order.
    kinds : tuple of str
        ``"categorical"``, ``"continuous"`` or ``"count"`` for each feature.
    levels : tuple of (tuple of str or None)
        For a categorical feature the names of its levels (code ``k`` is ``levels[j][k]``), in the order
        they first appear in the data; None for other features.
    target : str or None
        The target column, if any.
    class_names : tuple of str or None
        The names of the classes (code ``k`` is ``class_names[k]``) in first-seen order; None without target.
    edges : tuple of (tuple of float or None), or ()
        For a number column binned into intervals (:mod:`bayesgui.data.columns.binning`), the intervals' edges
        (its kind is then categorical, its levels the intervals' names, and new rows' numbers are binned by these
        edges); None for other features; () when no column is binned.
    """

    feature_names: tuple[str, ...]
    kinds: tuple[str, ...]
    levels: tuple[tuple[str, ...] | None, ...]
    target: str | None = None
    class_names: tuple[str, ...] | None = None
    edges: tuple[tuple[float, ...] | None, ...] = ()

    def edges_of(self, j: int) -> tuple[float, ...] | None:
        """The bin edges of feature ``j`` (None when it is not binned)."""
        return self.edges[j] if self.edges else None

    @property
    def n_features(self) -> int:
        """Number of features (columns of ``X``)."""
        return len(self.feature_names)

    @property
    def n_categories(self) -> tuple[int | None, ...]:
        """Number of levels of each categorical feature, None for other features."""
        return tuple(None if levels is None else len(levels) for levels in self.levels)

    def select(self, columns) -> Schema:
        """The schema of the feature columns ``columns`` (indices, in the order given); same target and classes."""
        columns = [int(j) for j in columns]
        return Schema(
            feature_names=tuple(self.feature_names[j] for j in columns),
            kinds=tuple(self.kinds[j] for j in columns),
            levels=tuple(self.levels[j] for j in columns),
            target=self.target,
            class_names=self.class_names,
            edges=tuple(self.edges[j] for j in columns) if self.edges else (),
        )

    def encode_features(
        self, frame: pd.DataFrame, *, unseen: Unseen = "error", source: Source | None = None
    ) -> np.ndarray:
        """Encode new rows with the levels of the training data.

        Parameters
        ----------
        frame : pandas.DataFrame
            Must hold every feature column (by name); other columns are not used.
        unseen : {"error", "missing"}, default "error"
            What to do with a categorical value the training data never had: raise a :class:`DataError`
            that names it, or encode it as missing (-1) and issue a :class:`DataWarning`.
        source : Source, optional
            Where the rows come from, for messages.

        Returns
        -------
        ndarray of float64, shape (n_rows, n_features)
            Categorical codes (-1 for missing), and numbers with NaN for missing.
        """
        source = source or _NEW_ROWS
        present = set(frame.columns)
        missing = [column for column in self.feature_names if column not in present]
        if missing:  # check_column names the first and suggests a close name (once, not per feature)
            check_column(missing[0], list(frame.columns), source.name)
        X = np.empty((len(frame), self.n_features), dtype=np.float64)
        for j, (column, kind, levels) in enumerate(
            zip(self.feature_names, self.kinds, self.levels, strict=True)
        ):
            series = frame[column].reset_index(drop=True)
            edges = self.edges_of(j)
            if edges is not None:  # a binned number column: its numbers, binned by the training data's edges
                check_kind_fits(series, CONTINUOUS, source)
                X[:, j] = binning.codes(as_numbers(series).to_numpy(dtype=np.float64), edges)
            elif kind == CATEGORICAL:
                assert levels is not None
                codes, new = codes_for_levels(series, levels)
                _handle_unseen(new, column, levels, unseen, source)
                X[:, j] = codes
            else:
                check_kind_fits(series, kind, source)
                X[:, j] = as_numbers(series).to_numpy()
        return X

    def encode_target(self, values: pd.Series, *, unseen: Unseen = "error") -> np.ndarray:
        """Encode class labels as codes 0..K-1 (-1 for missing values, and for unseen ones with
        ``unseen="missing"``)."""
        if self.class_names is None or self.target is None:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "This data has no target column, so there are no classes to encode."),
                )
            )
        codes, new = codes_for_levels(pd.Series(values).reset_index(drop=True), self.class_names)
        _handle_unseen(new, self.target, self.class_names, unseen, _NEW_ROWS)
        return codes

    def decode_features(self, X: np.ndarray) -> pd.DataFrame:
        """Turn an encoded array back into a table: level names for categorical features, else numbers."""
        X = np.asarray(X, dtype=np.float64)
        if X.ndim != 2 or X.shape[1] != self.n_features:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "Expected an array with {0} columns, got shape {1}."),
                    self.n_features, X.shape,
                )
            )
        columns = {}
        for j, (column, levels) in enumerate(zip(self.feature_names, self.levels, strict=True)):
            if levels is None:
                columns[column] = pd.Series(X[:, j])
            else:
                columns[column] = pd.Series(_labels(X[:, j], levels), dtype="str")
        return pd.DataFrame(columns)

    def decode_target(self, codes: np.ndarray) -> np.ndarray:
        """Class names for class codes (an array of str; NaN where the code is -1)."""
        if self.class_names is None:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "This data has no target column, so there are no classes to decode."),
                )
            )
        return _labels(codes, self.class_names)
