"""What the two discriminative baselines (logistic regression, the linear SVM) share.

Both score class ``c`` of a sample ``x`` as ``w_c . x + b_c``. With two classes they fit one vector
``w`` (``coef_`` has one row) and score the first class 0 and the second ``w . x + b``, so a softmax
of the scores is the sigmoid and their argmax is the sign. Training skips rows with a missing value
(NaN) and counts them in ``n_skipped_``; prediction fills a missing value with the training mean of
its feature (``feature_mean_``), and ``explain`` says so.
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np
from scipy.linalg import LinAlgError, cho_factor, cho_solve
from scipy.linalg.blas import dsyrk

from bayesgui.core._params import FitByIterFit, Params
from bayesgui.core._validation import as_2d_float, check_n_features, encode_labels, reject_infinite
from bayesgui.core.base import NotFittedError
from bayesgui.core.score_explanation import ScoreExplanation


class LinearClassifier(Params, FitByIterFit):
    """Shared machinery of ``LogisticRegression`` and ``LinearSVM`` (not used directly).

    A model implements ``_solve(X, yk)``: a generator yielding ``(done, total)`` progress that sets
    ``coef_``, ``intercept_`` and its own fitted attributes once it is done.
    """

    probabilistic = True
    generative = False
    #: fitted attributes (beyond the shared ones) that ``fitted_state`` saves
    _state: tuple[str, ...] = ()

    # ------------------------------------------------------------------ fitting

    def iter_fit(self, X, y) -> Generator[tuple[int, int], None, None]:
        """``fit`` in small steps, yielding ``(done, total)`` progress between them.

        Stop at any yield by not asking for the next one (the model is then left as it was). When
        the generator is exhausted the model is fitted exactly as ``fit`` leaves it.
        """
        X = as_2d_float(X)
        row_sums = X @ np.ones(X.shape[1])  # NaN exactly in the rows holding one (once inf is ruled out)
        if not np.isfinite(row_sums).all():
            reject_infinite(X)
        classes, yk = encode_labels(y, X.shape[0])
        if classes.size < 2:
            raise ValueError(f"y holds a single class ({classes.tolist()}); a classifier needs at least two.")
        complete = ~np.isnan(row_sums)
        if not complete.any():
            raise ValueError("every row of X has a missing value (NaN); fill them in or drop the emptiest columns.")
        counts = np.bincount(yk[complete], minlength=classes.size)
        if (counts == 0).any():
            raise ValueError(
                f"class {classes[np.argmin(counts)]!r} has no row without missing values (NaN); "
                "fill in its missing values or drop that class."
            )
        rows = np.flatnonzero(complete)
        Xc = X[rows] if rows.size < X.shape[0] else X
        self._check_hyper_parameters()
        yield from self._solve(np.ascontiguousarray(Xc), yk[rows], rows, classes.size)
        self.classes_ = classes
        self.n_features_in_ = X.shape[1]
        self.n_skipped_ = int(X.shape[0] - rows.size)
        self.feature_mean_ = Xc.mean(axis=0)

    # ------------------------------------------------------------------ prediction
    def decision_scores(self, X) -> np.ndarray:
        """The linear score of every class, ``w_c . x + b_c``; with two classes ``[0, w . x + b]``.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
            NaN is replaced by the feature's training mean (``feature_mean_``).

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
        """
        Xi = self._impute(self._check_X(X))
        return self._scores(Xi)

    def predict(self, X) -> np.ndarray:
        """The class with the highest score; shape (n_samples,)."""
        scores = self.decision_scores(X)
        return self.classes_[np.argmax(scores, axis=1)]

    def _scores(self, Xi: np.ndarray) -> np.ndarray:
        raw = Xi @ self.coef_.T + self.intercept_
        if self.classes_.size == 2:
            return np.column_stack([np.zeros(raw.shape[0]), raw[:, 0]])
        return raw

    def _check_X(self, X) -> np.ndarray:
        self._check_fitted()
        X = as_2d_float(X)
        check_n_features(X, self.n_features_in_)
        reject_infinite(X)
        return X

    def _impute(self, X: np.ndarray) -> np.ndarray:
        missing = np.isnan(X)
        if not missing.any():
            return X
        return np.where(missing, self.feature_mean_, X)

    def _check_fitted(self) -> None:
        if not hasattr(self, "classes_"):
            raise NotFittedError(f"This {type(self).__name__} is not fitted yet; call fit(X, y) first.")

    # ------------------------------------------------------------------ explanation
    def explain(self, x, feature_names=None) -> ScoreExplanation:
        """Every number behind one sample's scores: intercept + sum_j w_cj x_j per class.

        Parameters
        ----------
        x : array-like of shape (n_features,)
        feature_names : sequence of str, optional

        Returns
        -------
        ScoreExplanation
            Terms "intercept" and "linear". Details: "coef" (n_classes, n_features) (the first
            class's row is 0 with two classes), "contributions" (n_classes, n_features) = w_cj x_j,
            plus what the model adds (``_extra_details``).
        """
        self._check_fitted()
        row = np.asarray(x)
        if row.ndim == 1:
            row = row.reshape(1, -1)
        if row.shape[0] != 1:
            raise ValueError("explain takes one sample; pass a 1-D row of shape (n_features,).")
        row = self._check_X(row)
        filled = self._impute(row)
        coef, intercept = self._class_coef()
        contributions = coef * filled[0]
        linear = filled @ coef.T
        score = self._scores(filled)[0]  # exactly decision_scores; the terms add up to it to rounding
        skipped = np.isnan(row[0])
        names = list(feature_names) if feature_names is not None else [f"x{j}" for j in range(row.shape[1])]
        notes = [
            f"{names[j]} is missing; the training mean {self.feature_mean_[j]:.6g} was used in its place."
            for j in np.flatnonzero(skipped)
        ]
        return ScoreExplanation(
            model=type(self).__name__,
            classes=self.classes_.copy(),
            feature_names=names,
            values=row[0].copy(),
            skipped=skipped,
            terms=[("intercept", intercept.copy()), ("linear", linear[0])],
            score=score,
            probabilistic=self.probabilistic,
            generative=self.generative,
            details={"coef": coef, "contributions": contributions, **self._extra_details(filled)},
            notes=notes,
        )

    def _class_coef(self) -> tuple[np.ndarray, np.ndarray]:
        """Per-class weights (n_classes, n_features) and intercepts (n_classes,) behind the scores."""
        if self.classes_.size == 2:
            return (
                np.vstack([np.zeros(self.n_features_in_), self.coef_[0]]),
                np.array([0.0, self.intercept_[0]]),
            )
        return self.coef_.copy(), self.intercept_.copy()

    def _extra_details(self, filled: np.ndarray) -> dict:
        return {}

    # ------------------------------------------------------------------ persistence
    def fitted_state(self) -> dict:
        """The fitted attributes as arrays and scalars: all a saved model needs (see ``from_state``)."""
        self._check_fitted()
        names = ("classes_", "n_features_in_", "n_skipped_", "feature_mean_", "coef_", "intercept_", *self._state)
        return {name: getattr(self, name) for name in names}

    @classmethod
    def from_state(cls, params: dict, state: dict):
        """Rebuild a fitted model from ``get_params()`` and ``fitted_state()``."""
        model = cls(**params)
        for name, value in state.items():
            setattr(model, name, value if np.isscalar(value) else np.asarray(value))
        model.coef_ = np.asarray(model.coef_, dtype=np.float64).reshape(-1, int(model.n_features_in_))
        model.intercept_ = np.asarray(model.intercept_, dtype=np.float64).reshape(-1)
        model.feature_mean_ = np.asarray(model.feature_mean_, dtype=np.float64).reshape(-1)
        model._restore_state()
        return model

    def _restore_state(self) -> None:
        """Hook: give stored lists back their dtypes (default: nothing)."""

    # ------------------------------------------------------------------ hooks
    def _check_hyper_parameters(self) -> None:
        raise NotImplementedError

    def _solve(self, X: np.ndarray, yk: np.ndarray, rows: np.ndarray, n_classes: int):
        raise NotImplementedError


def check_positive(value, name: str) -> float:
    """``value`` as a finite float > 0, else a ValueError naming the parameter."""
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name} must be a number, got {value!r}.") from None
    if not np.isfinite(value) or value <= 0:
        raise ValueError(f"{name} must be a finite number > 0, got {value}.")
    return value


def check_max_iter(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 1:
        raise ValueError(f"max_iter must be an integer >= 1, got {value!r}.")
    return int(value)


def log_progress(start: float, now: float, target: float, total: int = 1000) -> int:
    """How far ``now`` has come from ``start`` towards ``target`` on a log scale, as 0..total-1."""
    if not (start > target > 0 and now > 0):
        return 0
    share = np.log(start / now) / np.log(start / target)
    return int(np.clip(share * total, 0, total - 1))


def gram(A: np.ndarray) -> np.ndarray:
    """A^T A by a symmetric rank-k update (half the work of a general product); A column-major is best."""
    upper = dsyrk(1.0, A, trans=1)
    return np.triu(upper) + np.triu(upper, 1).T


def spd_solver(matrix: np.ndarray):
    """A function rhs -> matrix^-1 rhs for a symmetric positive (semi-)definite matrix.

    The matrix is scaled to a unit diagonal before its Cholesky factorisation (features of very
    different scales then cost no accuracy); a numerically singular one is solved by least squares.
    """
    diagonal = np.diag(matrix).copy()
    diagonal[~(diagonal > 0)] = 1.0
    scale = 1.0 / np.sqrt(diagonal)
    scaled = matrix * scale[:, None] * scale[None, :]
    try:
        factor = cho_factor(scaled, check_finite=False)
    except LinAlgError:
        return lambda rhs: np.linalg.lstsq(scaled, rhs * scale, rcond=None)[0] * scale
    return lambda rhs: cho_solve(factor, rhs * scale, check_finite=False) * scale
