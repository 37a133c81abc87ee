"""The numeric arrays a classifier is trained on, with everything needed to read them back."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from bayesgui.data.columns.schema import Schema

__all__ = ["FeatureArrays"]


@dataclass(frozen=True, eq=False)
class FeatureArrays:
    """A dataset as arrays, in the form ``bayesgui.core``'s ``MixedNB(kinds=...)`` takes.

    Parameters
    ----------
    X : ndarray of float64, shape (n_samples, n_features)
        One column per feature (not ignored, not the target). Categorical features hold codes
        0..L-1 with -1 for missing; continuous features hold numbers with NaN for missing; count features
        hold non-negative numbers with NaN for missing.
    y : ndarray of int64, shape (n_samples,), or None
        Class codes 0..K-1, or None when the dataset has no target.
    schema : Schema
        Names, kinds, levels and classes; see :attr:`feature_names`, :attr:`kinds`, :attr:`levels`,
        :attr:`n_categories` and :attr:`class_names`.
    rows : ndarray of int64, shape (n_samples,)
        Position, in the dataset's frame, of each row of ``X`` (rows without a class are left out).
    warnings : tuple of str
        Messages about the conversion, e.g. rows left out.
    """

    X: np.ndarray
    y: np.ndarray | None
    schema: Schema
    rows: np.ndarray
    warnings: tuple[str, ...] = ()

    @property
    def feature_names(self) -> tuple[str, ...]:
        """The column name of each feature."""
        return self.schema.feature_names

    @property
    def kinds(self) -> tuple[str, ...]:
        """``"categorical"``, ``"continuous"`` or ``"count"`` for each feature."""
        return self.schema.kinds

    @property
    def levels(self) -> tuple[tuple[str, ...] | None, ...]:
        """Level names of each categorical feature (first-seen order), None for other features."""
        return self.schema.levels

    @property
    def n_categories(self) -> tuple[int | None, ...]:
        """Number of levels of each categorical feature, None for other features."""
        return self.schema.n_categories

    @property
    def class_names(self) -> tuple[str, ...] | None:
        """Names of the classes in first-seen order, or None without a target."""
        return self.schema.class_names

    @property
    def target(self) -> str | None:
        """The target column, or None."""
        return self.schema.target

    @property
    def n_samples(self) -> int:
        """Number of rows of ``X``."""
        return int(self.X.shape[0])

    def decode_X(self, X: np.ndarray | None = None) -> pd.DataFrame:
        """Level names and numbers of ``X`` (default: this object's ``X``) as a table, for display."""
        return self.schema.decode_features(self.X if X is None else X)

    def decode_y(self, codes: np.ndarray | None = None) -> np.ndarray:
        """Class names of class codes (default: this object's ``y``)."""
        return self.schema.decode_target(self.y if codes is None else codes)
