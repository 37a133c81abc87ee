"""What the two discriminative baselines (logistic regression, the linear SVM) share.

Both score class ``c`` of a sample ``x`` as ``w_c . x + b_c``. With two classes they fit one vector
``w`` (``coef_`` has one row) and score the first class 0 and the second ``w . x + b``, so a softmax
of the scores is the sigmoid and their argmax is the sign.

The inputs ``x`` are the columns of X, except that a column declared categorical in ``n_categories``
(L levels, codes 0..L-1) becomes L indicator inputs (:class:`bayesgui.core.linear.one_hot.OneHot`); ``coef_``
is over these inputs. Training skips rows with a missing value (NaN, or the code -1 in a categorical
column) and counts them in ``n_skipped_``; prediction puts the training mean of each missing input in
its place (``feature_mean_``: for an indicator, the share of training rows at that level), and
``explain`` says so.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base._scaling import OVERFLOW_RANGE
from bayesgui.core.base._validation import (
    as_2d_float,
    check_n_features,
    reject_huge,
    reject_infinite,
    reject_infinite_or_huge,
)
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.linear.one_hot import OneHot
from bayesgui.core.note import INDICATOR_MEAN_NOTE, MEAN_NOTE, Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class LinearClassifier(Classifier):
    """Shared machinery of ``LogisticRegression`` and ``LinearSVM`` (not used directly).

    A model implements ``_solve(X, yk, rows, n_classes)``: a generator yielding ``(done, total)``
    progress that sets ``coef_``, ``intercept_`` and its own fitted attributes once it is done.
    """

    generative = False
    _state_names: tuple[str, ...] = ("classes_", "n_features_in_", "n_skipped_", "feature_mean_", "coef_", "intercept_")
    #: only columns beyond 1e150 are scaled: elsewhere the scale would change the regularised optimum
    _scale_range = OVERFLOW_RANGE
    n_categories: Sequence[int | None] | None  # a hyper-parameter of both models
    n_skipped_: int
    feature_mean_: FloatArray
    coef_: FloatArray
    intercept_: FloatArray
    _one_hot: OneHot

    def _scalable_columns(self, n_features: int) -> BoolArray:
        """The numeric columns (never the category codes of ``n_categories``)."""
        if self.n_categories is None:
            return np.ones(n_features, dtype=bool)
        declared = list(self.n_categories) if isinstance(self.n_categories, list | tuple | np.ndarray) else []
        if len(declared) != n_features:  # refused by OneHot with its own message
            return np.zeros(n_features, dtype=bool)
        return np.array([n is None for n in declared], dtype=bool)

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        """Expand X into the inputs, drop the rows with a missing one, and let the model's ``_solve`` fit."""
        X = as_2d_float(X)
        one_hot = OneHot(self.n_categories, X.shape[1])
        inputs = one_hot.expand(X)
        row_sums = inputs @ np.ones(inputs.shape[1])  # NaN exactly in the rows holding one (once inf is ruled out)
        if not np.isfinite(row_sums).all():
            reject_infinite(X)
        if not self._fit_range_checked:
            reject_huge(X)
        classes, yk = self._class_labels(y, X.shape[0])
        complete = ~np.isnan(row_sums)
        if not complete.any():
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "every row of X has a missing value (NaN, or -1 in a categorical column); fill them in or drop "
                        "the emptiest columns.",
                    )
                )
            )
        counts = np.bincount(yk[complete], minlength=classes.size)
        if (counts == 0).any():
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "class {0} has no row without missing values (NaN); fill in its missing values or drop that "
                        "class.",
                    ),
                    repr(classes[np.argmin(counts)]),
                )
            )
        rows = np.flatnonzero(complete)
        Xc = inputs[rows] if rows.size < X.shape[0] else inputs
        self._check_hyper_parameters()
        yield from self._solve(np.ascontiguousarray(Xc), yk[rows], rows, classes.size)
        self.classes_ = classes
        self.n_features_in_ = X.shape[1]
        self.n_skipped_ = int(X.shape[0] - rows.size)
        self.feature_mean_ = Xc.mean(axis=0)
        self._one_hot = one_hot

    def skipped_rows(self, X: ArrayLike) -> BoolArray:
        """The rows of the training ``X`` with a missing value (NaN, or -1 in a categorical column)."""
        X = as_2d_float(X)
        inputs = OneHot(self.n_categories, X.shape[1]).expand(X)
        skipped: BoolArray = np.any(np.isnan(inputs), axis=1)
        return skipped

    def _restore(self) -> None:
        self.feature_mean_ = np.asarray(self.feature_mean_, dtype=np.float64).reshape(-1)
        self.coef_ = np.asarray(self.coef_, dtype=np.float64).reshape(-1, self.feature_mean_.size)
        self.intercept_ = np.asarray(self.intercept_, dtype=np.float64).reshape(-1)
        self._one_hot = OneHot(self.n_categories, self.n_features_in_)
        if self._one_hot.n_inputs != self.feature_mean_.size:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "The saved model has {0} inputs, but n_categories makes {1}; pass the n_categories it was "
                        "fitted with.",
                    ),
                    self.feature_mean_.size, self._one_hot.n_inputs,
                )
            )  # fmt: skip

    # ------------------------------------------------------------------ prediction
    def decision_scores(self, X: ArrayLike) -> FloatArray:
        """The linear score of every class, ``w_c . x + b_c``; with two classes ``[0, w . x + b]``.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
            Category codes in the categorical columns; NaN (or -1 for a category) is replaced by
            the training mean of each of its inputs (``feature_mean_``).

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
        """
        return self._scores(self._inputs(self._check_X(X)))

    def _scores(self, inputs: FloatArray) -> FloatArray:
        raw = inputs @ self.coef_.T + self.intercept_
        if self.classes_.size == 2:
            return np.column_stack([np.zeros(raw.shape[0]), raw[:, 0]])
        return raw

    def _check_X(self, X: ArrayLike) -> FloatArray:
        self._check_fitted()
        X = as_2d_float(X)
        check_n_features(X, self.n_features_in_, type(self).__name__)
        X = self._scale_input(X)
        reject_infinite_or_huge(X)
        return X

    def _inputs(self, X: FloatArray) -> FloatArray:
        """The inputs the weights multiply: expanded, each missing one replaced by its training mean."""
        inputs = self._one_hot.expand(X)
        missing = np.isnan(inputs)
        if not missing.any():
            return inputs
        return np.where(missing, self.feature_mean_, inputs)

    # ------------------------------------------------------------------ explanation
    def _explain(self, row: FloatArray, names: list[str]) -> ScoreExplanation:  # type: ignore[override]
        # [override]: the row is what this model's _check_X gave (float64), which Classifier.explain passes on
        """intercept + sum_j w_cj x_j per class: the terms "intercept" and "linear".

        Details, over the n_inputs inputs the weights multiply (a categorical column's indicators, the
        numeric columns): "coef" (n_classes, n_inputs) (the first class's row is 0 with two classes);
        "inputs" (n_inputs,), the values multiplied (after expansion and imputation); "input_features"
        (n_inputs,), the column of X each input comes from; "input_levels" (n_inputs,), an indicator's
        level code, -1 for a numeric column; "contributions" (n_classes, n_inputs) = coef * inputs (they
        add up to the "linear" term); plus what the model adds (``_extra_details``).
        """
        inputs = self._inputs(row)
        coef, intercept = self._class_coef()
        skipped = self._one_hot.missing(row)[0]
        return self._score_explanation(
            row,
            names,
            skipped=skipped,
            terms=[("intercept", intercept.copy()), ("linear", (inputs @ coef.T)[0])],
            score=self._scores(inputs)[0],  # exactly decision_scores; the terms add up to it to rounding
            details={
                "coef": coef,
                "inputs": inputs[0].copy(),
                "input_features": self._one_hot.features.copy(),
                "input_levels": self._one_hot.levels.copy(),
                "contributions": coef * inputs[0],
                **self._extra_details(inputs),
            },
            notes=[self._missing_note(names[j], j) for j in np.flatnonzero(skipped).tolist()],
        )

    def _missing_note(self, name: str, j: int) -> str:
        mine = np.flatnonzero(self._one_hot.features == j)
        if self._one_hot.levels[mine[0]] < 0:
            return Note(MEAN_NOTE, name, f"{self.feature_mean_[mine[0]]:.6g}")
        return Note(INDICATOR_MEAN_NOTE, name)

    def _class_coef(self) -> tuple[FloatArray, FloatArray]:
        """Per-class weights (n_classes, n_inputs) and intercepts (n_classes,) behind the scores."""
        if self.classes_.size == 2:
            return (
                np.vstack([np.zeros(self.coef_.shape[1]), self.coef_[0]]),
                np.array([0.0, self.intercept_[0]]),
            )
        return self.coef_.copy(), self.intercept_.copy()

    def _extra_details(self, inputs: FloatArray) -> Details:
        return {}

    # ------------------------------------------------------------------ hooks
    def _check_hyper_parameters(self) -> None:
        raise NotImplementedError

    def _solve(
        self, X: FloatArray, yk: IntArray, rows: IntArray, n_classes: int
    ) -> Generator[tuple[int, int], None, None]:
        raise NotImplementedError
