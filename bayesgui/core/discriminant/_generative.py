"""The public methods of the multivariate generative classifiers (LDA, QDA, GaussianBayes, MixtureBayes).

Each is the Bayes classifier of Zhou, *Machine Learning* §7.1 (eq. 7.8) with a multivariate
class-conditional density p(x|c) estimated by maximum likelihood (§7.2).

Each model supplies its class-conditional log-density on a block of rows (``_density_block``,
class-major: shape (n_classes, m)) and the terms of one sample's score (``_explain_terms``); this base
adds the class prior, the probabilities, ``explain``, the hyper-parameters and the saved state.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray, Labels
from bayesgui.core.base._blocks import BLOCK_ROWS, row_blocks
from bayesgui.core.base._posterior import JointPosterior, refuse_unscorable
from bayesgui.core.base._scaling import GAUSSIAN_RANGE
from bayesgui.core.base._validation import (
    as_2d_float,
    check_n_features,
    reject_huge,
    reject_infinite_or_huge,
)
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.discriminant.stats import complete_rows
from bayesgui.core.note import ALL_MISSING_NOTE, MARGINALISED_NOTE, Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def label(value: object) -> str:
    """A class label as the user wrote it: 3, 'yes' (not np.int64(3), np.str_('yes'))."""
    return repr(value.item() if isinstance(value, np.generic) else value)


class GenerativeClassifier(JointPosterior):
    """Shared machinery of the multivariate generative classifiers (not used directly)."""

    _state_names: tuple[str, ...] = ("classes_", "n_features_in_", "class_count_", "n_skipped_")
    _scale_range = GAUSSIAN_RANGE
    class_log_prior_: FloatArray
    n_skipped_: int

    # ------------------------------------------------------------------ fitting helpers
    def skipped_rows(self, X: ArrayLike) -> BoolArray:
        """The rows of the training ``X`` with a NaN, which ``_training_data`` skips."""
        skipped: BoolArray = np.any(np.isnan(as_2d_float(X)), axis=1)
        return skipped

    def _training_data(self, X: ArrayLike, y: ArrayLike) -> tuple[Labels, FloatArray, IntArray, int]:
        """(classes, complete rows of X, their class indices, number of rows skipped for NaN)."""
        X = as_2d_float(X)
        if not self._fit_range_checked:
            reject_huge(X)
        classes, yk = self._class_labels(y, X.shape[0])
        keep = complete_rows(X)
        if keep is None:
            return classes, X, yk, 0
        return classes, X[keep], yk[keep], int(X.shape[0] - keep.sum())

    @staticmethod
    def _require_rows(classes: Labels, count: FloatArray, minimum: int, why: str, fix: str) -> None:
        """ValueError naming the first class with fewer than ``minimum`` complete rows, ``why`` and the ``fix``.

        ``fix`` is a template marked ``QT_TRANSLATE_NOOP("core", ...)``, "{0}" standing for the class's rows.
        """
        short = np.flatnonzero(count < minimum)
        if short.size:
            k = short[0]
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "Class {0} has {1} complete rows (rows with a NaN are skipped) but {2}; {3}.",
                    ),
                    label(classes[k]), int(count[k]), why, Note(fix, int(count[k])),
                )
            )

    # ------------------------------------------------------------------ prediction
    def class_log_density(self, X: ArrayLike) -> FloatArray:
        """log p(x|c), the prior excluded; shape (n_samples, n_classes)."""
        self._check_fitted()
        return self._density_T(self._check_X(X)).T

    def _joint_T(self, X: ArrayLike) -> FloatArray:
        self._check_fitted()
        return self._checked_joint_T(self._check_X(X))

    def _checked_joint_T(self, X: FloatArray) -> FloatArray:
        """``_joint_T`` of rows already through ``_check_X`` (in the model's units)."""
        jll = self._density_T(X)
        jll += self.class_log_prior_[:, None]
        return jll

    def _density_T(self, X: FloatArray) -> FloatArray:
        out: FloatArray = np.empty((self.classes_.size, X.shape[0]))
        with np.errstate(over="ignore", invalid="ignore"):  # an overflowing distance is refused below
            for rows in row_blocks(X.shape[0], BLOCK_ROWS):
                out[:, rows] = self._density_block(X[rows])
        refuse_unscorable(out)
        return out

    def _check_X(self, X: ArrayLike) -> FloatArray:
        X = as_2d_float(X)
        check_n_features(X, self.n_features_in_, type(self).__name__)
        X = self._scale_input(X)
        reject_infinite_or_huge(X)
        return X

    # ------------------------------------------------------------------ explanation
    def _explain(self, row: FloatArray, names: list[str]) -> ScoreExplanation:  # type: ignore[override]
        # [override]: the row is what this model's _check_X gave (float64), which Classifier.explain passes on
        """The named terms, their sum and the posterior; a missing value is marginalised out.

        The ``terms`` add up to ``score`` = ``decision_scores(x[None])[0]``; the model's ``_explain_terms``
        says what its ``details`` hold.
        """
        skipped = np.isnan(row[0])
        score = self._checked_joint_T(row)[:, 0]  # first: a row that cannot be scored is refused (row: checked)
        with np.errstate(over="ignore", invalid="ignore"):
            terms, details = self._explain_terms(row)
        notes: list[str] = []
        if skipped.all():
            notes.append(Note(ALL_MISSING_NOTE))
        elif skipped.any():
            missing = ", ".join(n for n, s in zip(names, skipped, strict=True) if s)
            notes.append(Note(MARGINALISED_NOTE, missing))
        return self._score_explanation(
            row,
            names,
            skipped=skipped,
            terms=[("log_prior", self.class_log_prior_.copy()), *terms],
            score=score,
            details=details,
            prior_detail=self._prior_detail(),
            notes=notes,
        )

    # ------------------------------------------------------------------ hooks
    def _density_block(self, X: FloatArray) -> FloatArray:
        """log p(x|c) of a block of rows, shape (n_classes, m)."""
        raise NotImplementedError

    def _explain_terms(self, row: FloatArray) -> tuple[list[tuple[str, FloatArray]], Details]:
        """The terms after ``log_prior`` and the details, for one row of shape (1, n_features)."""
        raise NotImplementedError
