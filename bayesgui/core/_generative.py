"""The public methods of the multivariate generative classifiers (LDA, QDA, GaussianBayes, MixtureBayes).

Each model supplies its class-conditional log-density on a block of rows (``_density_block``,
class-major: shape (n_classes, m)) and the terms of one sample's score (``_explain_terms``); this base
adds the class prior, the probabilities, ``explain``, the hyper-parameters and the saved state.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core._blocks import BLOCK_ROWS, row_blocks
from bayesgui.core._params import FitByIterFit, Params
from bayesgui.core._posterior import JointPosterior
from bayesgui.core._validation import (
    as_2d_float,
    check_n_features,
    encode_labels,
    index_labels,
    reject_infinite,
)
from bayesgui.core.base import NotFittedError
from bayesgui.core.discriminant_stats import complete_rows
from bayesgui.core.score_explanation import ScoreExplanation


def label(value) -> str:
    """A class label as the user wrote it: 3, 'yes' (not np.int64(3), np.str_('yes'))."""
    return repr(value.item() if isinstance(value, np.generic) else value)


class GenerativeClassifier(Params, FitByIterFit, JointPosterior):
    """Shared machinery of the multivariate generative classifiers (not used directly)."""

    probabilistic = True
    generative = True
    #: names of the fitted attributes a saved model stores (besides the classes and the counts)
    _state_names: tuple[str, ...] = ()

    # ------------------------------------------------------------------ fitting helpers

    def iter_fit(self, X, y):
        raise NotImplementedError

    def _training_data(self, X, y) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
        """(classes, complete rows of X, their class indices, number of rows skipped for NaN)."""
        X = as_2d_float(X)
        classes, yk = encode_labels(y, X.shape[0])
        if classes.size < 2:
            raise ValueError(f"y holds a single class ({classes.tolist()}); a classifier needs at least two.")
        keep = complete_rows(X)
        if keep is None:
            return classes, X, yk, 0
        return classes, X[keep], yk[keep], int(X.shape[0] - keep.sum())

    @staticmethod
    def _first_labels(y, classes, n_rows: int) -> tuple[np.ndarray, np.ndarray]:
        """(classes, class indices) on the first ``partial_fit`` call."""
        if classes is None:
            found, yk = encode_labels(y, n_rows)
        else:
            found = np.unique(np.asarray(classes))
            yk = index_labels(y, found, n_rows)
        if found.size < 2:
            raise ValueError(
                f"y holds a single class ({found.tolist()}); pass every class in `classes=` on the first call."
            )
        return found, yk

    def _require_rows(self, count: np.ndarray, minimum: int, why: str) -> None:
        """ValueError naming the first class with fewer than ``minimum`` complete rows."""
        short = np.flatnonzero(count < minimum)
        if short.size:
            k = short[0]
            raise ValueError(
                f"Class {label(self.classes_[k])} has {int(count[k])} complete rows (rows with a NaN are skipped) "
                f"but {why} need at least {minimum}; add rows of that class, fill its missing values, "
                "or drop the class."
            )

    # ------------------------------------------------------------------ prediction
    def class_log_density(self, X) -> np.ndarray:
        """log p(x|c), the prior excluded; shape (n_samples, n_classes)."""
        self._check_fitted()
        return self._density_T(self._check_X(X)).T

    def _joint_T(self, X) -> np.ndarray:
        self._check_fitted()
        jll = self._density_T(self._check_X(X))
        jll += self.class_log_prior_[:, None]
        return jll

    def _density_T(self, X: np.ndarray) -> np.ndarray:
        out = np.empty((self.classes_.size, X.shape[0]))
        for rows in row_blocks(X.shape[0], BLOCK_ROWS):
            out[:, rows] = self._density_block(X[rows])
        return out

    def _check_X(self, X) -> np.ndarray:
        X = as_2d_float(X)
        check_n_features(X, self.n_features_in_)
        reject_infinite(X)
        return X

    def _check_fitted(self) -> None:
        if not hasattr(self, "class_log_prior_"):
            pending = getattr(self, "_not_ready", None)
            if pending:
                raise ValueError(pending)
            raise NotFittedError(f"This {type(self).__name__} is not fitted yet; call fit(X, y) first.")

    # ------------------------------------------------------------------ explanation
    def explain(self, x, feature_names=None) -> ScoreExplanation:
        """Every number behind one sample's class scores: the named terms, their sum, the posterior.

        Parameters
        ----------
        x : array-like of shape (n_features,)
            NaN = missing (marginalised out).
        feature_names : sequence of str, optional

        Returns
        -------
        ScoreExplanation
            Its ``terms`` add up to ``score`` = ``decision_scores(x[None])[0]``; see the model's
            ``_explain_terms`` for its ``details``.
        """
        self._check_fitted()
        row = np.asarray(x, dtype=np.float64)
        if row.ndim == 1:
            row = row.reshape(1, -1)
        if row.shape[0] != 1:
            raise ValueError("explain takes one sample; pass a 1-D row of shape (n_features,).")
        row = self._check_X(row)
        names = list(feature_names) if feature_names is not None else [f"x{j}" for j in range(row.shape[1])]
        if len(names) != row.shape[1]:
            raise ValueError(f"feature_names has {len(names)} names but the model has {row.shape[1]} features.")
        skipped = np.isnan(row[0])
        terms, details = self._explain_terms(row)
        notes = []
        if skipped.all():
            notes.append("Every feature is missing: the scores are the log priors alone.")
        elif skipped.any():
            missing = ", ".join(n for n, s in zip(names, skipped, strict=True) if s)
            notes.append(
                f"Missing features ({missing}) are marginalised out: every Gaussian is replaced by its "
                "marginal over the observed features (their sub-mean and sub-covariance)."
            )
        return ScoreExplanation(
            model=type(self).__name__,
            classes=self.classes_.copy(),
            feature_names=names,
            values=row[0].copy(),
            skipped=skipped,
            terms=[("log_prior", self.class_log_prior_.copy()), *terms],
            score=self._joint_T(row)[:, 0],
            probabilistic=True,
            generative=True,
            details=details,
            prior_detail=self._prior_detail(),
            notes=notes,
        )

    # ------------------------------------------------------------------ persistence
    def fitted_state(self) -> dict:
        """The classes, counts and statistics: all a saved model needs (see ``from_state``)."""
        self._check_fitted()
        names = ("classes_", "n_features_in_", "class_count_", "n_skipped_", *self._state_names)
        return {name: getattr(self, name) for name in names}

    @classmethod
    def from_state(cls, params: dict, state: dict):
        """Rebuild a fitted model from ``get_params()`` and ``fitted_state()``."""
        model = cls(**params)
        for name, value in state.items():
            setattr(model, name, value if np.isscalar(value) else np.asarray(value))
        model.n_features_in_ = int(model.n_features_in_)
        model.n_skipped_ = int(model.n_skipped_)
        model._restore()
        return model

    # ------------------------------------------------------------------ hooks
    def _restore(self) -> None:
        """Recompute the fitted parameters after ``from_state`` set the stored attributes."""
        raise NotImplementedError

    def _density_block(self, X: np.ndarray) -> np.ndarray:
        """log p(x|c) of a block of rows, shape (n_classes, m)."""
        raise NotImplementedError

    def _explain_terms(self, row: np.ndarray) -> tuple[list[tuple[str, np.ndarray]], dict]:
        """The terms after ``log_prior`` and the details, for one row of shape (1, n_features)."""
        raise NotImplementedError
