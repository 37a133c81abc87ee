"""The public methods every naive Bayes model shares, written once.

Each model fills in a few hooks: which sufficient statistics it keeps (``_reset_stats``,
``_update_stats``), how it turns them into parameters (``_compute_params``), and its log-likelihood
per class (``_log_likelihood_T``, class-major: shape (n_classes, n_samples), the prior excluded).
Because the fitted parameters are a pure function of the statistics, ``partial_fit`` over chunks
gives the model ``fit`` gives on all rows, and a saved model is just its statistics.

Zero-probability rule
---------------------
With ``alpha=0`` (pure maximum likelihood) a level never seen with a class has probability 0, and a
sample may get joint probability 0 under *every* class, leaving the posterior 0/0. BayesGUI then
takes the limit of Lidstone smoothing as the smoothing strength goes to 0 from above: the sample is
re-scored with a vanishing ``alpha`` (1e-300 and 1e-150). In that limit the classes with the
fewest zero-count factors win outright, and among them the product of the remaining factors (a zero count contributes
``1/|D_c|`` per unit of ``alpha``) decides. ``explain`` says when the rule was applied. A row that
still scores 0 under every class (which takes a class prior of 0) gets the uniform posterior.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core._params import Params
from bayesgui.core._posterior import JointPosterior
from bayesgui.core._validation import (
    encode_labels,
    index_labels,
)
from bayesgui.core.explanation import Explanation

LIMIT_ALPHA = 1e-300
"""The smoothing strength used to evaluate the zero-probability rule (see the module docstring)."""


class NotFittedError(ValueError):
    """Raised when a model is used before ``fit``."""


class BaseNB(Params, JointPosterior):
    """Shared machinery of the naive Bayes models (not used directly)."""

    #: names of the attributes holding the sufficient statistics (what a saved model stores)
    _stats: tuple[str, ...] = ()
    #: what one feature's factor is, for explanations: "probability", "density" or "pmf"
    _factor_kind = "probability"
    #: every model has posteriors (``predict_proba``); only the linear SVM does not
    probabilistic = True
    #: the score is log P(c) + log P(x|c) (Bayes' rule), as for LDA, QDA and the mixture model
    generative = True

    # ------------------------------------------------------------------ fitting
    def fit(self, X, y):
        """Fit the model on all of ``X`` and ``y`` (any previous fit is discarded).

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
        y : array-like of shape (n_samples,)
            Class labels; ``classes_`` holds them sorted.

        Returns
        -------
        self
        """
        X = self._check_X(X, fitting=True)
        self.classes_, yk = encode_labels(y, X.shape[0])
        self._start(X)
        self._update(X, yk)
        return self

    def partial_fit(self, X, y, classes=None):
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
        first = not hasattr(self, "classes_")
        X = self._check_X(X, fitting=True, first=first)
        if first:
            if classes is None:
                self.classes_, yk = encode_labels(y, X.shape[0])
            else:
                self.classes_ = np.unique(np.asarray(classes))
                yk = index_labels(y, self.classes_, X.shape[0])
            self._start(X)
        else:
            if classes is not None and not np.array_equal(np.unique(np.asarray(classes)), self.classes_):
                raise ValueError(f"classes={classes!r} differ from the first call's {self.classes_.tolist()}.")
            yk = index_labels(y, self.classes_, X.shape[0])
        self._update(X, yk)
        return self

    def _start(self, X: np.ndarray) -> None:
        if self.classes_.size < 2:
            raise ValueError(f"y holds a single class ({self.classes_.tolist()}); a classifier needs at least two.")
        self.n_features_in_ = X.shape[1]
        self.class_count_ = np.zeros(self.classes_.size)
        self._reset_stats(X)

    def _update(self, X: np.ndarray, yk: np.ndarray) -> None:
        self.class_count_ += np.bincount(yk, minlength=self.classes_.size)
        self._update_stats(X, yk)
        self._finalize()

    def _finalize(self) -> None:
        """Recompute every fitted parameter from the sufficient statistics."""
        self.class_log_prior_ = self._log_prior(self.class_count_)
        self._compute_params()

    # ------------------------------------------------------------------ prediction
    def class_log_density(self, X) -> np.ndarray:
        """log P(x|c), the class-conditional log-likelihood; shape (n_samples, n_classes)."""
        return (self._joint_T(X) - self.class_log_prior_[:, None]).T

    def iter_fit(self, X, y, chunk_rows: int = 1 << 16, classes=None):
        """``fit`` in chunks of rows, yielding ``(done, total)`` after each (so it can be stopped).

        When exhausted the model is fitted exactly as ``fit`` leaves it. ``classes`` (every label, as
        ``partial_fit`` takes it) saves a pass over ``y``.
        """
        X = self._check_X(X, fitting=True)
        if classes is None:
            classes, _ = encode_labels(y, X.shape[0])
        y = np.asarray(y)
        for name in [n for n in vars(self) if n.endswith("_")]:
            delattr(self, name)
        starts = range(0, max(X.shape[0], 1), chunk_rows)
        for i, start in enumerate(starts):
            self.partial_fit(X[start : start + chunk_rows], y[start : start + chunk_rows], classes=classes)
            yield i + 1, len(starts)

    def _joint_T(self, X) -> np.ndarray:
        self._check_fitted()
        X = self._check_X(X, fitting=False)
        jll = self._log_likelihood_T(X, self._tables)  # tables: what the likelihood reads, built per fit
        jll += self.class_log_prior_[:, None]
        top = jll.max(axis=0)
        if np.isnan(top).any():
            raise ValueError("X produced an undefined likelihood; check it for infinite values.")
        dead = np.flatnonzero(top == -np.inf)
        if dead.size:
            self._apply_zero_rule(X[dead], jll, dead)
        return jll

    def _apply_zero_rule(self, X_dead: np.ndarray, jll: np.ndarray, dead: np.ndarray) -> None:
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

    # ------------------------------------------------------------------ explanation
    def explain(self, x, feature_names=None) -> Explanation:
        """Every number behind the posterior of one sample: prior, each factor, joint, posterior.

        Parameters
        ----------
        x : array-like of shape (n_features,)
        feature_names : sequence of str, optional

        Returns
        -------
        Explanation
        """
        self._check_fitted()
        row = np.asarray(x)
        if row.ndim == 1:
            row = row.reshape(1, -1)
        if row.shape[0] != 1:
            raise ValueError("explain takes one sample; pass a 1-D row of shape (n_features,).")
        row = self._check_X(row, fitting=False)
        log_factors, skipped, details = self._explain_factors(row)
        log_joint = self._joint_T(row)[:, 0]
        raw = self.class_log_prior_ + log_factors.sum(axis=1)
        notes = []
        zero_rule = bool(np.all(raw == -np.inf))
        if zero_rule:
            notes.append(
                "Every class has joint probability 0 (a level never seen with any class and no "
                "smoothing). Rule applied: the limit of Lidstone smoothing as lambda -> 0+, i.e. the "
                "class with the fewest zero-count factors wins, then the product of the other factors."
            )
        names = list(feature_names) if feature_names is not None else [f"x{j}" for j in range(row.shape[1])]
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

    # ------------------------------------------------------------------ persistence
    def fitted_state(self) -> dict:
        """The classes and sufficient statistics: all a saved model needs (see ``from_state``)."""
        self._check_fitted()
        names = ("classes_", "n_features_in_", "class_count_", *self._stats)
        return {name: getattr(self, name) for name in names}

    @classmethod
    def from_state(cls, params: dict, state: dict):
        """Rebuild a fitted model from ``get_params()`` and ``fitted_state()``."""
        model = cls(**params)
        for name, value in state.items():
            setattr(model, name, value if np.isscalar(value) else np.asarray(value))
        model._restore_state()
        model._finalize()
        return model

    def _restore_state(self) -> None:
        """Hook: turn stored lists back into the layout the model keeps (default: nothing)."""

    def _check_fitted(self) -> None:
        if not hasattr(self, "classes_"):
            raise NotFittedError(f"This {type(self).__name__} is not fitted yet; call fit(X, y) first.")

    # ------------------------------------------------------------------ hooks
    def _check_X(self, X, *, fitting: bool, first: bool = True) -> np.ndarray:
        raise NotImplementedError

    def _reset_stats(self, X: np.ndarray) -> None:
        raise NotImplementedError

    def _update_stats(self, X: np.ndarray, yk: np.ndarray) -> None:
        raise NotImplementedError

    def _compute_params(self) -> None:
        raise NotImplementedError

    def _limit_tables(self, alpha: float):
        """The tables at a vanishing smoothing ``alpha`` where the model's own alpha is 0 (zero rule)."""
        return self._tables

    def _log_likelihood_T(self, X: np.ndarray, tables) -> np.ndarray:
        raise NotImplementedError

    def _explain_factors(self, row: np.ndarray) -> tuple[np.ndarray, np.ndarray, list[dict]]:
        raise NotImplementedError
