"""What evaluation and the report ask a fitted model, answered by the model itself (no class checks outside it).

Cross-validation asks whether a fold's model can be the full model minus the fold (``supports_downdate``,
``downdate``) and whether leave-one-out has a closed form (``closed_form_loo``, ``leave_one_out_proba``); the
probability tables ask which fitted per-kind model holds a feature (``locate_feature``). ``Classifier`` answers
"no" to each; the naive Bayes family and the full-covariance Gaussian classifiers answer for themselves.
"""

from __future__ import annotations

from typing import Self

from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray


class ModelQuestions:
    """The questions, with the answers of a model that offers none of these (a base of ``Classifier``)."""

    @property
    def supports_downdate(self) -> bool:
        """Whether ``downdate`` can take rows out of the fitted model (its parameters are a function of summed
        statistics), so cross-validation fits once and subtracts each fold. (A property, so that a model may answer
        from its settings, as the Gaussian classifiers do.)"""
        return False

    def downdate(self, X_fold: ArrayLike, y_fold: ArrayLike, finalize: bool = True) -> Self:
        """The fitted model this one would be had the rows ``X_fold`` (labels ``y_fold``) not been in its
        training data; a new model, ``self`` unchanged (only when ``supports_downdate``).

        Parameters
        ----------
        X_fold : array-like of shape (m, n_features)
            Rows of the training data, as given to ``fit``.
        y_fold : array-like of shape (m,)
            Their labels (each one of ``classes_``).
        finalize : bool, default True
            False: only the statistics are subtracted; the fitted parameters stay stale until the caller has
            finished changing the statistics and calls ``_finalize`` (incremental learning drops emptied classes).
        """
        raise TypeError(f"{type(self).__name__} cannot take rows out of a fit; refit it without them.")

    @property
    def closed_form_loo(self) -> bool:
        """Whether ``leave_one_out_proba`` has a closed form for this fitted model."""
        return False

    def leave_one_out_proba(self, X: FloatArray, y: ArrayLike) -> FloatArray:
        """P(c | x_i) of every row i under the model fitted on every row but i; shape (n, n_classes).

        The model must be fitted on exactly ``X`` and ``y`` (only when ``closed_form_loo``).
        """
        raise TypeError(f"{type(self).__name__} has no closed-form leave-one-out; refit it on each fold.")

    def locate_feature(self, j: int) -> tuple[str, object, int] | None:
        """Where column ``j`` lives in a per-feature model: (its kind, the fitted model of that kind, its column
        there); None for a model without per-feature tables."""
        return None
