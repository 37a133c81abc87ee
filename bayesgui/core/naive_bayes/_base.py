"""The public methods every naive Bayes model shares, written once.

Naive Bayes (Zhou, *Machine Learning* §7.3; Li Hang, *Statistical Learning Methods* ch. 4) scores
class c of a sample x as log P(c) + sum_i log P(x_i|c) (Zhou eq. 7.15), the features taken as
independent given the class. Each model fills in a few hooks: which sufficient statistics it keeps
(``_reset_stats``, ``_update_stats``), how it turns them into parameters (``_compute_params``), and its
log-likelihood per class (``_log_likelihood_T``, class-major: shape (n_classes, n_samples), the prior
excluded). Because the fitted parameters are a pure function of the statistics, ``partial_fit`` over
chunks gives the model ``fit`` gives on all rows, and a saved model is just its statistics.

Zero-probability rule
---------------------
With ``alpha=0`` (pure maximum likelihood, Zhou eq. 7.17, Li Hang eq. 4.9) a level never seen with a
class has probability 0, and a sample may get joint probability 0 under *every* class, leaving the
posterior 0/0. BayesGUI then takes the limit of Lidstone smoothing (Li Hang eq. 4.10) as the smoothing
strength goes to 0 from above: the sample is re-scored with a vanishing ``alpha`` (1e-300 and 1e-150).
In that limit the classes with the fewest zero-count factors win outright, and among them the product
of the remaining factors (a zero count contributes ``1/|D_c|`` per unit of ``alpha``) decides.
``explain`` says when the rule was applied. A row that still scores 0 under every class (which takes a
class prior of 0) gets the uniform posterior.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Generic, Self, TypeVar

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base._posterior import JointPosterior
from bayesgui.core.base._validation import as_2d_float, check_n_features
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.naive_bayes import _downdate, _leave_one_out
from bayesgui.core.note import ZERO_RULE_NOTE, Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

LIMIT_ALPHA = 1e-300
"""The smoothing strength used to evaluate the zero-probability rule (see the module docstring)."""


#: what a model's likelihood reads, rebuilt from the statistics at each fit (a table, or a tuple of them)
TablesT = TypeVar("TablesT")
#: the element type of the array the model reads (``_convert_X``): float64, or integer category codes / counts
ScalarT = TypeVar("ScalarT", bound=np.number[Any] | np.bool_)


class BaseNB(JointPosterior, Generic[TablesT, ScalarT]):
    """Shared machinery of the naive Bayes models (not used directly)."""

    _state_names: tuple[str, ...] = ("classes_", "n_features_in_", "class_count_")
    _tables: TablesT
    class_prior: ArrayLike | None  # a hyper-parameter of every naive Bayes model
    class_log_prior_: FloatArray
    #: what one feature's factor is, for explanations: "probability", "density" or "pmf"
    _factor_kind = "probability"
    #: rows per step of ``iter_fit`` (one update of the statistics each)
    chunk_rows = 1 << 16
    # the kind of column the model reads ("categorical", "continuous", "count"), for ``locate_feature``; None:
    # no per-feature table (word counts)
    feature_kind: str | None = None
    supports_downdate = True  # the parameters are a function of counts and sums

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        """The statistics of ``chunk_rows`` rows at a time, yielding (chunks done, chunks)."""
        X = self._check_X(X, fitting=True)
        self.classes_, yk = self._class_labels(y, X.shape[0])
        self._start(X)
        starts = range(0, X.shape[0], self.chunk_rows)
        for i, start in enumerate(starts):
            rows = slice(start, start + self.chunk_rows)
            self._add(X[rows], yk[rows], start)
            yield i + 1, len(starts)
        self._finalize()

    def partial_fit(self, X: ArrayLike, y: ArrayLike, classes: ArrayLike | None = None) -> Self:
        """Add a chunk of samples to the counts and sums (incremental learning).

        Fitting chunk after chunk gives the model that ``fit`` gives on all rows at once.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
        y : array-like of shape (n_samples,)
        classes : array-like of shape (n_classes,), optional
            Every class that will ever be seen. Needed on the first call unless that chunk
            already holds every class.

        Returns
        -------
        self
        """
        with self._atomic_update():  # a rejected chunk leaves the model as it was
            first = "classes_" not in vars(self)
            X = self._check_X(X, fitting=True, first=first)
            yk = self._partial_labels(y, classes, X.shape[0])
            if first:
                self._start(X)
            self._add(X, yk)
            self._finalize()
        return self

    def _start(self, X: NDArray[ScalarT]) -> None:
        self.n_features_in_ = X.shape[1]
        self.class_count_ = np.zeros(self.classes_.size)
        self._reset_stats(X)

    def _add(self, X: NDArray[ScalarT], yk: IntArray, first_row: int = 0) -> None:
        """Count the rows of ``X`` (``first_row``: where they start in the caller's X, for messages)."""
        self.class_count_ += np.bincount(yk, minlength=self.classes_.size)
        self._update_stats(X, yk, first_row)

    def _finalize(self) -> None:
        """Recompute every fitted parameter from the sufficient statistics."""
        self.class_log_prior_ = self._log_prior(self.class_count_)
        self._compute_params()

    def _restore(self) -> None:
        self._finalize()

    # ------------------------------------------------------------------ prediction
    def class_log_density(self, X: ArrayLike) -> FloatArray:
        """log P(x|c), the class-conditional log-likelihood; shape (n_samples, n_classes)."""
        return (self._joint_T(X) - self.class_log_prior_[:, None]).T

    def _check_X(self, X: ArrayLike, *, fitting: bool = False, first: bool = True) -> NDArray[ScalarT]:
        """``X`` as the model reads it; at prediction time (or a later ``partial_fit``) with its columns checked.

        A model fitted with scaled columns (``feature_exponent_``) scales them here too.
        """
        if self._exponent is not None and not (fitting and first):
            X = as_2d_float(X)
            check_n_features(X, self.n_features_in_, type(self).__name__)
            X = self._scale_input(X)
        X = self._convert_X(X, fitting)
        if not (fitting and first):
            check_n_features(X, self.n_features_in_, type(self).__name__)
        return X

    def _joint_T(self, X: ArrayLike) -> FloatArray:
        self._check_fitted()
        return self._checked_joint_T(self._check_X(X))

    def _checked_joint_T(self, X: NDArray[ScalarT]) -> FloatArray:
        """``_joint_T`` of rows already through ``_check_X`` (in the model's units)."""
        jll = self._log_likelihood_T(X, self._tables)  # tables: what the likelihood reads, built per fit
        jll += self.class_log_prior_[:, None]
        top = jll.max(axis=0)
        if np.isnan(top).any():
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "X produced an undefined likelihood; check it for infinite values."),
                )
            )
        dead = np.flatnonzero(top == -np.inf)
        if dead.size:
            self._apply_zero_rule(X[dead], jll, dead)
        return jll

    def _apply_zero_rule(self, X_dead: NDArray[ScalarT], jll: FloatArray, dead: IntArray) -> None:
        # Score at two vanishing strengths a: log-joint = order * log(a) + rest, where the order is
        # how many zero-count factors (word or event counts) a class has. The lowest order wins.
        strong = self._log_likelihood_T(X_dead, self._limit_tables(LIMIT_ALPHA))
        weak = self._log_likelihood_T(X_dead, self._limit_tables(np.sqrt(LIMIT_ALPHA)))
        with np.errstate(invalid="ignore"):
            order = (strong - weak) / (0.5 * np.log(LIMIT_ALPHA))
        order[~np.isfinite(strong)] = np.inf
        lowest = order.min(axis=0)
        limit = np.where(order <= lowest + 1e-6, strong + self.class_log_prior_[:, None], -np.inf)
        limit[:, limit.max(axis=0) == -np.inf] = 0.0  # no class can explain the sample: uniform posterior
        jll[:, dead] = limit

    # ------------------------------------------------------------------ what evaluation and the report ask
    def downdate(self, X_fold: ArrayLike, y_fold: ArrayLike, finalize: bool = True) -> Self:
        """The model without the rows ``X_fold``: their counts and sums subtracted (see ``ModelQuestions``);
        ``finalize=False``: the statistics only, the fitted parameters left stale until ``_finalize()``."""
        self._check_fitted()
        yk = np.searchsorted(self.classes_, y_fold)
        if self._exponent is not None:  # in the units of the full fit
            X_fold = self._scale_input(np.asarray(X_fold, dtype=np.float64))
        return _downdate.without(self, X_fold, yk, finalize)

    def leave_one_out_proba(self, X: FloatArray, y: ArrayLike) -> FloatArray:
        """Every row's posterior without the row, in closed form (see ``ModelQuestions`` and ``_leave_one_out``)."""
        self._check_fitted()
        if not self.closed_form_loo:
            return super().leave_one_out_proba(X, y)
        return _leave_one_out.proba(self, X, np.searchsorted(self.classes_, y))

    def locate_feature(self, j: int) -> tuple[str, object, int] | None:
        """(``feature_kind``, this model, ``j``); None for a model without per-feature tables."""
        return None if self.feature_kind is None else (self.feature_kind, self, j)

    def _loo_log_likelihood_T(self, X: NDArray[ScalarT], yk: IntArray) -> FloatArray:
        """Class-major log-likelihoods, each row's own class estimated without the row (when ``closed_form_loo``)."""
        raise NotImplementedError

    def _parts(self) -> list[tuple[IntArray | None, BaseNB[Any, Any]]]:
        """(columns of X or None for all, model) of each model that holds statistics of some columns."""
        return [(None, self)]

    def _stat_nodes(self) -> list[BaseNB[Any, Any]]:
        """Every object that keeps statistics: the model and its parts."""
        return [self]

    # ------------------------------------------------------------------ explanation
    def _explain(self, row: NDArray[ScalarT], names: list[str]) -> Explanation:  # type: ignore[override]
        # [override]: the row is what this model's _check_X gave (Classifier.explain passes it on), not any array
        """Prior, each feature's factor (its details: see ``Explanation``), joint and posterior."""
        log_factors, skipped, details = self._explain_factors(row)
        log_joint = self._checked_joint_T(row)[:, 0]  # the row is checked (and scaled) already
        raw = self.class_log_prior_ + log_factors.sum(axis=1)
        notes: list[str] = []
        zero_rule = bool(np.all(raw == -np.inf))
        if zero_rule:
            notes.append(Note(ZERO_RULE_NOTE))
        return Explanation(
            classes=self.classes_.copy(),
            feature_names=names,
            feature_kinds=self._feature_kinds(),
            values=row[0].copy(),
            log_prior=self.class_log_prior_.copy(),
            log_factors=log_factors,
            skipped=skipped,
            details=details,
            log_joint=log_joint,
            prior_detail=self._prior_detail(),
            notes=notes,
            zero_rule_applied=zero_rule,
        )

    def _feature_kinds(self) -> list[str]:
        return [self._factor_kind] * self.n_features_in_

    # ------------------------------------------------------------------ hooks
    def _convert_X(self, X: ArrayLike, fitting: bool) -> NDArray[ScalarT]:
        """``X`` as an array the model reads, its values checked (fitting: as training data)."""
        raise NotImplementedError

    def _reset_stats(self, X: NDArray[ScalarT]) -> None:
        raise NotImplementedError

    def _update_stats(self, X: NDArray[ScalarT], yk: IntArray, first_row: int = 0) -> None:
        raise NotImplementedError

    def _compute_params(self) -> None:
        raise NotImplementedError

    def _limit_tables(self, alpha: float) -> TablesT:
        """The tables at a vanishing smoothing ``alpha`` where the model's own alpha is 0 (zero rule)."""
        return self._tables

    def _log_likelihood_T(self, X: NDArray[ScalarT], tables: TablesT) -> FloatArray:
        raise NotImplementedError

    def _explain_factors(self, row: NDArray[ScalarT]) -> tuple[FloatArray, BoolArray, list[Details]]:
        raise NotImplementedError
