"""The one estimator contract of the core: scikit-learn's, written once.

``Estimator`` (``estimator_params.py``) holds hyper-parameters as scikit-learn does (``get_params``,
``set_params``, ``repr``, ``clone``-able: the constructor only stores its arguments). ``Classifier`` is the
base class of every classifier (naive Bayes, LDA, QDA, Gaussian Bayes, the mixture model, the two baselines) and owns,
once: fitting (``iter_fit``, ``fit``), ``score``, the scikit-learn tags, the fitted-state check,
``explain`` (its input checks), saving / restoring (``fitted_state``, ``from_state``, written in
``saved_state.py``) and the questions evaluation and the report ask a model (``model_questions.py``).

A model fills in a few hooks:

* ``_fit_steps(X, y)``: a generator that fits from scratch, yielding ``(done, total)`` progress, and
  sets ``classes_``, ``n_features_in_`` and its other fitted attributes (names ending in ``_``);
* ``_check_X(X)``: the prediction-time input check (shape, number of features, values);
* ``_explain(row, names)``: the ``Explanation`` or ``ScoreExplanation`` of one checked row;
* ``_state_names`` and ``_restore()``: what a saved model stores, and how the rest is rebuilt from it;
* ``_input_tags``: what the model accepts (NaN as missing, non-negative values only, category codes).

scikit-learn is never imported at run time: ``__sklearn_tags__`` imports it only when scikit-learn
itself asks (its ``clone``, ``GridSearchCV`` or estimator checks, in the tests).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Generator, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol, Self

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray, Labels, NumberArray
from bayesgui.core.base import _scaling
from bayesgui.core.base._validation import _as_labels, as_2d_float, encode_labels, index_labels
from bayesgui.core.base.estimator_params import ConvergenceWarning, Estimator, NotFittedError
from bayesgui.core.base.explanation import Explanation
from bayesgui.core.base.model_questions import ModelQuestions
from bayesgui.core.base.saved_state import SavedState
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from sklearn.utils import Tags

__all__ = ["Classifier", "ConvergenceWarning", "Estimator", "NotFittedError", "ProbabilisticClassifier"]


class Classifier(ModelQuestions, SavedState, Estimator):
    """The base class of every classifier of the core (not used directly).

    Attributes (after ``fit``)
    --------------------------
    classes_ : ndarray of shape (n_classes,)
        The class labels, sorted.
    n_features_in_ : int
        The number of columns of the X given to ``fit``.
    feature_exponent_ : ndarray of int, shape (n_features,)
        Set by ``fit``: the model works with column j as ``x_j / 2**feature_exponent_[j]`` (exact in floating
        point). 0 (the column as given) except for a real-valued column whose values are too large (or, for
        the Gaussian models, too small) for float64 arithmetic: see :mod:`bayesgui.core.base._scaling`. Every
        prediction applies the same scale, so such a model's fitted parameters (means, variances,
        covariances, weights) are in these units; ``explain`` says so in a note. The Gaussian models'
        posteriors are exactly those in the original units; logistic regression and the SVM scale only
        columns beyond 1e150, whose regularised optimum then is the one in the scaled units.
    """

    _estimator_type = "classifier"
    #: whether the model gives posteriors (``predict_proba``); the linear SVM does not
    probabilistic = True
    #: whether the score is log P(c) + log p(x|c) (Bayes' rule) rather than a discriminative score
    generative = True
    #: the names of the fitted attributes a saved model stores (``fitted_state``), in order
    _state_names: tuple[str, ...] = ("classes_", "n_features_in_")
    #: the scikit-learn input tags (``sklearn.utils.InputTags`` fields) that are True: NaN marks a missing value
    _input_tags = frozenset({"allow_nan"})
    #: scikit-learn's ``poor_score`` tag: the model is not meant for blobs of real numbers (word counts)
    _poor_score = False
    #: (low, high): the magnitudes outside which a scalable column is scaled; None: the model never scales
    _scale_range: tuple[float, float] | None = None
    #: the exponents of a scaled fit, or None (the cheap test of the usual case)
    _exponent: IntArray | None = None
    #: True while ``_fit_steps`` runs on X whose range ``iter_fit`` has checked (and scaled): the model's own
    #: fit-time range check (``reject_huge``) is then skipped, so the input is looked at once
    _fit_range_checked = False
    # fitted attributes every classifier sets (declared for the type checker; not class attributes)
    classes_: Labels
    n_features_in_: int
    feature_exponent_: IntArray
    _not_ready: str | None  # set by a model that cannot predict yet (a partial_fit short of rows), else unset

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        shadowing = [name for name in cls._state_names if hasattr(cls, name)]
        if shadowing:  # a saved state could otherwise replace a method
            raise TypeError(f"{cls.__name__}._state_names {shadowing} are class attributes, not fitted state.")

    # ------------------------------------------------------------------ fitting
    def iter_fit(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        """``fit`` in short steps, yielding ``(done, total)`` progress after each.

        When the generator is exhausted the model is fitted exactly as ``fit`` leaves it. The fit is
        atomic: when it raises, or the generator is closed (or dropped) before the end, every fitted
        attribute and private cache is put back as it was, so the previous model stays intact.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
        y : array-like of shape (n_samples,)
            Class labels; ``classes_`` holds them sorted.

        Yields
        ------
        (done, total) : tuple of int
        """
        saved = dict(vars(self))
        for name in [n for n in saved if n.endswith("_") and not n.startswith("__")]:
            delattr(self, name)  # the previous fit is gone while this one runs (private caches are rebuilt)
        try:
            self._exponent = None
            exponent = None
            if self._scale_range is not None:
                X = as_2d_float(X)
                exponent = _scaling.column_exponents(X, self._scalable_columns(X.shape[1]), *self._scale_range)
                if exponent is not None:
                    X = _scaling.scale(X, exponent)
            self._fit_range_checked = self._scale_range is not None
            yield from self._fit_steps(X, y)
            del self._fit_range_checked
            self._set_exponent(exponent, int(getattr(self, "n_features_in_", 0)))
        except BaseException:  # an error, or close() (GeneratorExit): put back the previous fit, exactly
            vars(self).clear()
            vars(self).update(saved)
            raise

    def fit(self, X: ArrayLike, y: ArrayLike) -> Self:
        """Fit the model on ``X`` and ``y`` (any previous fit is replaced; ``iter_fit`` run to the end).

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
        y : array-like of shape (n_samples,)

        Returns
        -------
        self
        """
        for _ in self.iter_fit(X, y):
            pass
        return self

    def _set_exponent(self, exponent: IntArray | None, n_features: int) -> None:
        self._exponent = exponent
        self.feature_exponent_ = np.zeros(n_features, dtype=np.int64) if exponent is None else exponent.copy()

    def _scale_input(self, X: FloatArray) -> FloatArray:
        """``X`` (float, checked shape) in the units the model was fitted in: itself unless a column was scaled."""
        if self._exponent is None:
            return X
        return _scaling.scale(X, self._exponent)

    def _scalable_columns(self, n_features: int) -> BoolArray:
        """Which columns hold real numbers that may be scaled (not counts, not category codes); default all."""
        return np.ones(n_features, dtype=bool)

    @contextmanager
    def _atomic_update(self) -> Iterator[None]:
        """Run an in-place update (``partial_fit``) all or nothing: when it raises, every attribute is put back.

        The attributes are deep-copied first, so statistics updated in place come back exactly, and a
        rejected chunk is not counted.
        """
        saved = copy.deepcopy(vars(self))
        try:
            yield
        except BaseException:
            vars(self).clear()
            vars(self).update(saved)
            raise

    def score(self, X: ArrayLike, y: ArrayLike) -> float:
        """The accuracy on ``X``: the share of samples whose predicted class equals ``y``."""
        predicted = self.predict(X)
        return float(np.mean(predicted == _as_labels(y, predicted.shape[0])))

    def _class_labels(self, y: ArrayLike, n_rows: int) -> tuple[Labels, IntArray]:
        """(classes, each row's class index) of a full fit; a ValueError unless there are two classes or more."""
        classes, yk = encode_labels(y, n_rows)
        _require_two(classes)
        return classes, yk

    def _partial_labels(self, y: ArrayLike, classes: ArrayLike | None, n_rows: int) -> IntArray:
        """Each row's class index in a ``partial_fit`` chunk; the first call sets ``classes_``."""
        if "classes_" not in vars(self):
            if classes is None:
                found, yk = encode_labels(y, n_rows)
            else:
                found = np.unique(np.asarray(classes))
                yk = index_labels(y, found, n_rows)
            _require_two(found, Note(QT_TRANSLATE_NOOP("core", "; pass every class in `classes=` on the first call")))
            self.classes_ = found
            return yk
        if classes is not None and not np.array_equal(np.unique(np.asarray(classes)), self.classes_):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "classes={0} differ from the first call's {1}."),
                    repr(classes), self.classes_.tolist(),
                )
            )  # fmt: skip
        return index_labels(y, self.classes_, n_rows)

    # ------------------------------------------------------------------ prediction
    def predict(self, X: ArrayLike) -> Labels:
        """The class with the highest score (``decision_scores``); shape (n_samples,)."""
        scores = self.decision_scores(X)
        predicted: Labels = self.classes_[np.argmax(scores, axis=1)]
        return predicted

    def _check_fitted(self) -> None:
        pending = getattr(self, "_not_ready", None)  # e.g. a partial_fit that has not seen every class yet
        if pending:
            raise ValueError(pending)
        if "classes_" not in vars(self):
            raise NotFittedError(
                Note(
                    QT_TRANSLATE_NOOP("core", "This {0} is not fitted yet; call fit(X, y) first."), type(self).__name__
                )
            )

    def skipped_rows(self, X: ArrayLike) -> BoolArray:
        """Which rows of the training ``X`` the fit left out (bool mask, shape (n_samples,)): none by default,
        for a model that uses every row (naive Bayes leaves out only a row's missing factors).

        A model that skips rows with a missing value (its ``n_skipped_`` counts them) names them here, so the
        window and the CLI can show them.
        """
        return np.zeros(np.shape(X)[0], dtype=bool)

    def __sklearn_is_fitted__(self) -> bool:
        return "classes_" in vars(self) and not getattr(self, "_not_ready", None)

    # ------------------------------------------------------------------ explanation
    def explain(
        self, x: ArrayLike, feature_names: Sequence[str] | None = None
    ) -> Explanation | ScoreExplanation:
        """Every number behind one sample's class scores, as the textbook writes them out.

        Parameters
        ----------
        x : array-like of shape (n_features,)
            NaN (or the code -1 in a categorical column) marks a missing value.
        feature_names : sequence of str, optional
            One per feature; default "x0", "x1", ...

        Returns
        -------
        Explanation or ScoreExplanation
            ``Explanation`` (naive Bayes: prior x one factor per feature) or ``ScoreExplanation`` (a sum of
            named terms per class); the model's ``_explain`` says what its ``details`` hold.
        """
        row, names = self._explain_input(x, feature_names)
        explanation = self._explain(row, names)
        notes = _scaling.scaled_notes(self._exponent, names, row[0])
        if notes:
            explanation = dataclasses.replace(explanation, notes=[*explanation.notes, *notes])
        return explanation

    def _explain_input(self, x: ArrayLike, feature_names: Sequence[str] | None) -> tuple[NumberArray, list[str]]:
        """The preamble of ``explain``: one sample as a checked row of shape (1, n_features), and the names."""
        self._check_fitted()
        row = np.asarray(x)
        if row.ndim == 1:
            row = row.reshape(1, -1)
        if row.ndim != 2 or row.shape[0] != 1:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "explain takes one sample; pass a 1-D row of shape (n_features,)."))
            )
        row = self._check_X(row)
        names = list(feature_names) if feature_names is not None else [f"x{j}" for j in range(row.shape[1])]
        if len(names) != row.shape[1]:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "feature_names has {0} names but the model has {1} features."),
                    len(names), row.shape[1],
                )
            )  # fmt: skip
        return row, names

    def _score_explanation(self, row: FloatArray, names: list[str], **fields: Any) -> ScoreExplanation:
        """A ``ScoreExplanation`` of one checked row; ``fields`` are the ones that differ between models."""
        return ScoreExplanation(
            model=type(self).__name__,
            classes=self.classes_.copy(),
            feature_names=names,
            values=row[0].copy(),
            probabilistic=self.probabilistic,
            generative=self.generative,
            **fields,
        )

    # ------------------------------------------------------------------ scikit-learn
    def __sklearn_tags__(self) -> Tags:
        from sklearn.utils import ClassifierTags, InputTags, Tags, TargetTags  # only when scikit-learn asks

        return Tags(
            estimator_type="classifier",
            target_tags=TargetTags(required=True),
            classifier_tags=ClassifierTags(poor_score=self._poor_score),
            input_tags=InputTags(**dict.fromkeys(self._input_tags, True)),
        )

    # ------------------------------------------------------------------ hooks
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        """Fit from scratch in steps, yielding ``(done, total)``; set every fitted attribute."""
        raise NotImplementedError

    def _check_X(self, X: ArrayLike) -> NumberArray:
        """The prediction-time check of ``X``: the array the model scores."""
        raise NotImplementedError

    def decision_scores(self, X: ArrayLike) -> FloatArray:
        """The score of every class, shape (n_samples, n_classes); the highest is the decision."""
        raise NotImplementedError

    def _explain(self, row: NumberArray, names: list[str]) -> Explanation | ScoreExplanation:
        """The explanation of one checked row of shape (1, n_features), with its feature names."""
        raise NotImplementedError

    def _restore(self) -> None:
        """Rebuild what is not stored after ``from_state`` set the stored attributes (default: nothing)."""


class ProbabilisticClassifier(Protocol):
    """A fitted classifier whose ``probabilistic`` is True: it has ``predict_proba`` (every model but the SVM)."""

    classes_: Labels
    probabilistic: bool

    def predict_proba(self, X: ArrayLike) -> FloatArray: ...


def _require_two(classes: Labels, hint: str = "") -> None:
    if classes.size < 2:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "y holds a single class ({0}); one class cannot be told apart from anything: a classifier needs "
                    "at least two{1}.",
                ),
                classes.tolist(), hint,
            )
        )  # fmt: skip
