"""The soft-margin linear support vector machine, as a hinge-loss problem.

For labels y_i in {-1, +1} it minimises over w and the unpenalised b::

    sum_i [1 - y_i (w . x_i + b)]_+  +  lam ||w||^2

(the hinge-loss form of the soft margin: Zhou, *Machine Learning* §6.4; Li Hang, *Statistical
Learning Methods* §7.2.4). With C = 1 / (2 lam) it is scikit-learn's ``SVC(kernel="linear", C=C)``
problem 1/2 ||w||^2 + C sum_i xi_i subject to y_i (w . x_i + b) >= 1 - xi_i, xi_i >= 0.
With more than two classes each class k gets its own machine, class k (+1) against the rest (-1).

How it is solved (``_svm_qp``): a primal-dual interior-point method (Mehrotra's predictor-corrector)
on that quadratic programme, whose Newton systems reduce to (n_features + 1)-square ones, so one
iteration is a few passes over the data. From the near-optimal point it reads which rows lie inside
the margin (alpha = C), outside (alpha = 0) or on it, and solves the optimality conditions of that
partition exactly, keeping the result when its objective is no worse. The intercept then follows
libsvm's rule: the mean of y_i - w . x_i over the rows on the margin, or, when no row is, the middle
of the interval of optimal intercepts.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import Details, FloatArray, IntArray
from bayesgui.core.base._validation import check_int, check_positive_number
from bayesgui.core.linear._base import LinearClassifier
from bayesgui.core.linear._svm_qp import hinge_objective, solve_svm


class LinearSVM(LinearClassifier):
    """Soft-margin linear SVM (hinge loss + lam ||w||^2); one-vs-rest for more than two classes.

    Parameters
    ----------
    lam : float, default 0.5
        Weight of ||w||^2 against the summed hinge loss; ``SVC(kernel="linear", C=1 / (2 lam))``.
    max_iter : int, default 200
        Most interior-point iterations per binary machine.
    tol : float, default 1e-10
        Relative duality gap and infeasibility at which the interior-point method stops (before the
        exact polishing step).
    n_categories : sequence of (int or None), optional
        As ``LogisticRegression``'s: categorical columns are one-hot encoded into their L levels.

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    coef_ : ndarray of shape (1, n_inputs) for two classes, else (n_classes, n_inputs)
        Row k is machine k's w (two classes: one machine, +1 = ``classes_[1]``).
    intercept_ : ndarray of shape (1,) or (n_classes,)
    support_ : ndarray of int
        Sorted indices of the training rows (of the X given to ``fit``) that are a support vector
        (alpha > 0) of at least one machine.
    n_support_ : ndarray of shape (n_classes,)
        How many of those rows each class has.
    n_iter_ : ndarray of shape (n_machines,)
        Interior-point iterations of each machine.
    converged_ : bool
    feature_mean_ : ndarray of shape (n_inputs,)
    n_skipped_ : int
    n_features_in_ : int
    """

    probabilistic = False
    _state_names = (*LinearClassifier._state_names, "support_", "n_support_", "n_iter_", "converged_")

    support_: IntArray
    n_support_: IntArray
    n_iter_: IntArray
    converged_: bool

    def __init__(
        self,
        lam: float = 0.5,
        max_iter: int = 200,
        tol: float = 1e-10,
        n_categories: Sequence[int | None] | None = None,
    ) -> None:
        self.lam = lam
        self.max_iter = max_iter
        self.tol = tol
        self.n_categories = n_categories

    def _check_hyper_parameters(self) -> None:
        check_positive_number(self.lam, "lam")
        check_positive_number(self.tol, "tol")
        check_int(self.max_iter, "max_iter", 1)

    def objective(self, X: ArrayLike, y: ArrayLike) -> float:
        """The fitted machines' summed hinge objective on ``X``, ``y`` (the module docstring's).

        Each machine contributes sum_i [1 - y_i (w . x_i + b)]_+ + lam ||w||^2 with y_i = +1 for
        its class (``classes_[1]`` with two classes) and -1 otherwise, over the inputs (categorical
        columns one-hot encoded); rows with a missing value are skipped.
        """
        X = self._one_hot.expand(self._check_X(X))
        y = np.asarray(y)
        keep = ~np.isnan(X).any(axis=1)
        X, y = X[keep], y[keep]
        lam = float(self.lam)
        positives = [self.classes_[1]] if self.classes_.size == 2 else list(self.classes_)
        return float(
            sum(
                hinge_objective(X, np.where(y == label, 1.0, -1.0), w, b, lam)
                for label, w, b in zip(positives, self.coef_, self.intercept_, strict=True)
            )
        )

    def _solve(
        self, X: FloatArray, yk: IntArray, rows: IntArray, n_classes: int
    ) -> Generator[tuple[int, int], None, None]:
        C, tol, max_iter = 1.0 / (2.0 * float(self.lam)), float(self.tol), int(self.max_iter)
        targets = [yk == 1] if n_classes == 2 else [yk == k for k in range(n_classes)]
        total = 1000 * len(targets)
        coef: list[FloatArray] = []
        intercept: list[float] = []
        n_iter: list[int] = []
        support = np.zeros(yk.size, dtype=bool)
        converged = True
        for m, positive in enumerate(targets):
            y = np.where(positive, 1.0, -1.0)
            solver = solve_svm(X, y, C, tol, max_iter)
            try:
                while True:
                    done = next(solver)
                    yield 1000 * m + done, total
            except StopIteration as stop:
                result = stop.value
            coef.append(result.w)
            intercept.append(result.b)
            n_iter.append(result.n_iter)
            support |= result.alpha > 0
            converged &= result.converged
        yield total, total
        self.coef_ = np.array(coef)
        self.intercept_ = np.array(intercept)
        self.support_ = rows[support]
        self.n_support_ = np.bincount(yk[support], minlength=n_classes)
        self.n_iter_ = np.array(n_iter)
        self.converged_ = bool(converged)

    def _restore(self) -> None:
        super()._restore()
        self.support_ = np.asarray(self.support_, dtype=np.intp).reshape(-1)
        self.n_support_ = np.asarray(self.n_support_, dtype=np.intp).reshape(-1)
        self.n_iter_ = np.asarray(self.n_iter_, dtype=np.intp).reshape(-1)

    def _extra_details(self, inputs: FloatArray) -> Details:
        """Adds "margin": each machine's decision value w . x + b, shape (n_machines,)."""
        return {"margin": (inputs @ self.coef_.T + self.intercept_)[0]}
