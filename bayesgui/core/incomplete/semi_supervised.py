"""Semi-supervised naive Bayes (Nigam, McCallum, Thrun & Mitchell, 2000): EM over the rows without a label.

Zhou §7.6 and §13.2: the class of an unlabeled row is a latent variable. EM starts from naive Bayes on the
labeled rows; the E step gives every unlabeled row its class posterior P(c | x_i); the M step re-estimates
the prior and the categorical likelihoods from the labeled counts plus lambda times the unlabeled rows'
expected counts (lambda, the unlabeled weight, from 0 to 1). Missing feature values (NaN or -1) are
left out of the counts and summed out of the likelihood, as in :class:`CategoricalNB`.

EM maximises the weighted observed-data log-likelihood
sum_labeled log P(x_i, y_i) + lambda sum_unlabeled log sum_c P(x_i, c), plus the log of the Dirichlet prior
that the smoothing stands for (alpha on every likelihood cell, prior_alpha on every class), and never
lets it decrease. With every row labeled (or lambda = 0) the model is supervised naive Bayes exactly.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.base._validation import check_int, check_non_negative_number
from bayesgui.core.incomplete.categorical_em import normalise_log
from bayesgui.core.mixture.params import read_only
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_Codes: TypeAlias = NDArray[np.integer[Any]]  # category codes as CategoricalNB reads them (-1: missing)


@dataclass(frozen=True, eq=False)
class SemiSupervisedSnapshot:
    """One half-step of the semi-supervised EM.

    Attributes
    ----------
    iteration : int
        0: naive Bayes on the labeled rows; then 1, 2, ...
    step : {"init", "E", "M"}
    posteriors : ndarray of shape (n_unlabeled, n_classes)
        The unlabeled rows' class posteriors under the parameters in force.
    class_count : ndarray of shape (n_classes,)
        The (expected) class counts the parameters were estimated from.
    class_prior : ndarray of shape (n_classes,)
        P(c) in force.
    feature_prob : tuple of ndarray of shape (n_classes, n_levels[j])
        P(x_j = v | c), the conditional probability tables in force.
    objective : float
        Weighted observed-data log-likelihood plus the log prior (see the module docstring).
    """

    iteration: int
    step: str
    posteriors: FloatArray
    class_count: FloatArray
    class_prior: FloatArray
    feature_prob: tuple[FloatArray, ...]
    objective: float


class SemiSupervisedNB(CategoricalNB):
    """Categorical naive Bayes trained on labeled and unlabeled rows by EM.

    Parameters
    ----------
    alpha, prior_alpha, class_prior, n_categories
        As in :class:`CategoricalNB`.
    unlabeled_weight : float, default=1.0
        lambda in [0, 1]: how much an unlabeled row counts against a labeled one.
    max_iter : int, default=50
    tol : float, default=1e-6
        Stop when the objective per row gains less than this.

    Notes
    -----
    ``y`` marks an unlabeled row with -1 (integer labels), NaN, None or "".

    Attributes
    ----------
    n_unlabeled_ : int
    objective_history_ : ndarray of shape (n_iter_ + 1,)
        The objective of the start and after every M step (non-decreasing).
    n_iter_ : int
    converged_ : bool
    """

    _state_names = (*CategoricalNB._state_names, "n_unlabeled_", "n_iter_")
    n_unlabeled_: int
    n_iter_: int
    converged_: bool
    objective_history_: FloatArray

    #: EM's counts are not sums over rows: the unlabeled rows' share comes from posteriors under parameters that saw
    #: every row, so the fit minus some rows is not the fit without them (cross-validation refits each fold)
    supports_downdate = False

    @property
    def closed_form_loo(self) -> bool:
        """False: leaving a row out changes every unlabeled row's posterior (refit on each fold)."""
        return False

    def __init__(
        self,
        alpha: float = 1.0,
        prior_alpha: float = 0.0,
        class_prior: ArrayLike | None = None,
        n_categories: ArrayLike | Sequence[int | None] | None = None,
        unlabeled_weight: float = 1.0,
        max_iter: int = 50,
        tol: float = 1e-6,
    ) -> None:
        super().__init__(alpha=alpha, prior_alpha=prior_alpha, class_prior=class_prior, n_categories=n_categories)
        self.unlabeled_weight = unlabeled_weight
        self.max_iter = max_iter
        self.tol = tol

    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        total = check_int(self.max_iter, "max_iter", 0)
        for snapshot in self.iter_em(X, y):
            if snapshot.step != "E":
                yield snapshot.iteration, total

    def iter_em(self, X: ArrayLike, y: ArrayLike) -> Generator[SemiSupervisedSnapshot, None, None]:
        """Fit, yielding a snapshot after the start and after every E and M step.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
            Category codes; NaN or -1 is missing.
        y : array-like of shape (n_samples,)
            Class labels; -1, NaN, None or "" marks an unlabeled row.
        """
        weight = check_non_negative_number(self.unlabeled_weight, "unlabeled_weight")
        if weight > 1:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "unlabeled_weight must be between 0 and 1, got {0}."),
                    repr(weight),
                )
            )
        tol = check_non_negative_number(self.tol, "tol")
        X = self._check_X(X, fitting=True)
        labeled = _labeled(y, X.shape[0])
        if not labeled.any():
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Every row is unlabeled; semi-supervised naive Bayes needs labeled rows to start from.",
                    ),
                )
            )
        self.classes_, yk = self._class_labels(np.asarray(y)[labeled], int(labeled.sum()))
        self._start(X)
        self._grow(np.maximum(self.n_categories_, X.max(axis=0) + 1))  # levels only unlabeled rows show
        self._add(X[labeled], yk, 0)
        self._finalize()
        unlabeled = X[~labeled]
        self.n_unlabeled_ = unlabeled.shape[0]
        base_class, base_flat = self.class_count_.copy(), self.flat_count_.copy()
        keys = self._keys(unlabeled)
        post, objective = self._e_step(X[labeled], yk, unlabeled, weight)
        history = [objective]
        yield self._snapshot(0, "init", post, objective)
        iteration, converged = 0, not self.n_unlabeled_ or weight == 0
        while not converged and iteration < check_int(self.max_iter, "max_iter", 0):
            iteration += 1
            yield self._snapshot(iteration, "E", post, objective)
            self.class_count_ = base_class + weight * post.sum(axis=1)
            self.flat_count_ = base_flat + weight * self._expected_counts(keys, post)
            self._finalize()
            post, objective = self._e_step(X[labeled], yk, unlabeled, weight)
            converged = abs(objective - history[-1]) < tol * X.shape[0]
            history.append(objective)
            yield self._snapshot(iteration, "M", post, objective)
        self.objective_history_, self.n_iter_, self.converged_ = np.array(history), iteration, bool(converged)

    def _e_step(self, X_lab: _Codes, yk: IntArray, X_unl: _Codes, weight: float) -> tuple[FloatArray, float]:
        """Unlabeled posteriors (n_classes, n_unlabeled) and the objective of the current parameters."""
        with np.errstate(divide="ignore"):
            labeled = self._joint_T(X_lab)[yk, np.arange(yk.size)].sum() if yk.size else 0.0
            if X_unl.shape[0]:
                post, log_norm = normalise_log(self._joint_T(X_unl))
            else:
                post, log_norm = np.zeros((self.classes_.size, 0)), np.zeros(0)
            prior = self._log_prior_density()
        return post, float(labeled + weight * log_norm.sum() + prior)

    def _log_prior_density(self) -> float:
        """log of the Dirichlet prior (up to a constant) whose MAP estimate the smoothing gives."""
        alpha, prior_alpha = float(self.alpha), float(self.prior_alpha)
        total = 0.0
        if alpha > 0:
            total += alpha * sum(float(t.sum()) for t in self.feature_log_prob_)
        if prior_alpha > 0 and self.class_prior is None:
            total += prior_alpha * float(self.class_log_prior_.sum())
        return total

    def _keys(self, X: _Codes) -> list[IntArray]:
        """Every column's flat count index (missing: one slot past the table), for the expected counts."""
        starts = np.concatenate([[0], np.cumsum(self.n_categories_)[:-1]])
        dump = int(self.n_categories_.sum())
        return [np.where(X[:, j] >= 0, X[:, j] + starts[j], dump) for j in range(X.shape[1])]

    def _expected_counts(self, keys: list[IntArray], post: FloatArray) -> FloatArray:
        """sum_i P(c | x_i) [x_ij = v] over the unlabeled rows, in ``flat_count_``'s layout."""
        size = int(self.n_categories_.sum()) + 1
        counts = np.zeros((post.shape[0], size))
        for k, weights in enumerate(post):
            for column in keys:
                counts[k] += np.bincount(column, weights=weights, minlength=size)
        expected: FloatArray = counts[:, :-1]
        return expected

    def _snapshot(self, iteration: int, step: str, post: FloatArray, objective: float) -> SemiSupervisedSnapshot:
        tables = tuple(read_only(np.exp(t)) for t in self.feature_log_prob_)
        prior = read_only(np.exp(self.class_log_prior_))
        return SemiSupervisedSnapshot(
            iteration, step, read_only(post.T), self.class_count_.copy(), prior, tables, objective
        )


def _labeled(y: ArrayLike, n_rows: int) -> BoolArray:
    """Which rows carry a label (-1, NaN, None and "" do not)."""
    labels = np.asarray(y)
    if labels.shape != (n_rows,):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "y must have one label per row of X ({0}), got shape {1}."),
                n_rows, labels.shape,
            )
        )
    labeled: BoolArray
    if labels.dtype.kind in "iu":
        labeled = labels != -1
    elif labels.dtype.kind == "f":
        labeled = ~np.isnan(labels) & (labels != -1)
    else:
        labeled = np.array(
            [not (v is None or v == "" or v == -1 or (isinstance(v, float) and v != v)) for v in labels.tolist()]
        )
    return labeled
