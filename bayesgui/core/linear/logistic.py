"""L2-regularised logistic regression: the discriminative baseline next to the Bayes classifiers.

The objective is scikit-learn's ``LogisticRegression(C=C)`` (its default lbfgs solver), with the
intercept not penalised::

    1/2 sum_c ||w_c||^2 + C sum_i -log P(y_i | x_i)

Two classes: one weight vector, ``P(c_1 | x) = sigmoid(w . x + b)``. More classes: one vector per
class and the softmax (multinomial). The softmax is unchanged when every intercept moves by the same
amount; like scikit-learn (which starts lbfgs at 0 and whose gradient steps keep the sum of the
intercepts at 0) the intercepts are returned summing to 0.

The solver is Newton's method with the exact Hessian and a backtracking line search, stopped when
the largest gradient entry of the mean-scaled objective (the objective / (C n), what scikit-learn's
``tol`` bounds) is below ``tol``. Newton converges quadratically, so a handful of iterations reach
the optimum to rounding.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Protocol

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, FloatArray, IntArray
from bayesgui.core.base._validation import check_int, check_positive_number
from bayesgui.core.linear._base import LinearClassifier
from bayesgui.core.linear._linalg import gram, log_progress, spd_solver

HESSIAN_BLOCK_WORK = 1e8
"""Rows per Hessian block: about this many multiply-adds (rows x (classes x (features + 1))^2)."""
REUSE_HESSIAN_BELOW = 1e-4
"""A Hessian taken where the scaled gradient is this small is reused while steps shrink it fast."""
SUBSAMPLE_ABOVE, SUBSAMPLE_ROWS = 1e-3, 10_000
"""Far from the optimum (scaled gradient above this) the Hessian is estimated on about this many rows."""


class LogisticRegression(LinearClassifier):
    """Multinomial (softmax) logistic regression with an L2 penalty and an unpenalised intercept.

    Parameters
    ----------
    C : float, default 1.0
        Inverse regularisation strength: the weight of the log-loss against 1/2 ||W||^2.
    max_iter : int, default 1000
        Most Newton iterations.
    tol : float, default 1e-10
        Stop when max |gradient| of (objective / (C n_samples)) is at most ``tol``.
    n_categories : sequence of (int or None), optional
        One entry per column of X: None for a numeric column, the number of levels L of a categorical
        column (codes 0..L-1, NaN or -1 = missing), which is one-hot encoded into L inputs. None (the
        default): every column is numeric.

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    coef_ : ndarray of shape (1, n_inputs) for two classes, else (n_classes, n_inputs)
        Over the inputs: the numeric columns and the indicators of the categorical ones (n_inputs =
        n_features when every column is numeric).
    intercept_ : ndarray of shape (1,) or (n_classes,)
    n_iter_ : int
        Newton iterations run.
    converged_ : bool
    feature_mean_ : ndarray of shape (n_inputs,)
        Training means of the inputs, used in place of missing values (NaN) at prediction time.
    n_skipped_ : int
        Training rows skipped because they held a missing value.
    n_features_in_ : int
    """

    _state_names = (*LinearClassifier._state_names, "n_iter_", "converged_")
    n_iter_: int
    converged_: bool

    def __init__(
        self,
        C: float = 1.0,
        max_iter: int = 1000,
        tol: float = 1e-10,
        n_categories: Sequence[int | None] | None = None,
    ) -> None:
        self.C = C
        self.max_iter = max_iter
        self.tol = tol
        self.n_categories = n_categories

    def _check_hyper_parameters(self) -> None:
        check_positive_number(self.C, "C")
        check_positive_number(self.tol, "tol")
        check_int(self.max_iter, "max_iter", 1)

    # ------------------------------------------------------------------ probabilities
    def predict_proba(self, X: ArrayLike) -> FloatArray:
        """P(c|x), the softmax of ``decision_scores``; shape (n_samples, n_classes)."""
        scores = self.decision_scores(X)
        scores -= scores.max(axis=1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(axis=1, keepdims=True)
        return scores

    def predict_log_proba(self, X: ArrayLike) -> FloatArray:
        """log P(c|x), normalised with logsumexp; shape (n_samples, n_classes)."""
        scores = self.decision_scores(X)
        top = scores.max(axis=1, keepdims=True)
        log_proba: FloatArray = scores - (top + np.log(np.exp(scores - top).sum(axis=1, keepdims=True)))
        return log_proba

    # ------------------------------------------------------------------ Newton's method
    def _solve(
        self, X: FloatArray, yk: IntArray, rows: IntArray, n_classes: int
    ) -> Generator[tuple[int, int], None, None]:
        n, d = X.shape
        Xt = np.empty((n, d + 1), order="F")  # column-major: the Hessian's products read columns
        Xt[:, :d] = X
        Xt[:, d] = 1.0
        loss: _Loss = _Binary(Xt, yk == 1) if n_classes == 2 else _Multinomial(Xt, yk, n_classes)
        newton = _Newton(loss, float(self.C))
        tol, max_iter = float(self.tol), int(self.max_iter)
        start = newton.size
        while newton.size > tol and newton.n_iter < max_iter:
            done = log_progress(start, newton.size, tol)
            fresh = newton.hessian_is_stale()
            if fresh:
                for _ in newton.hessian_blocks():  # the costly part, in row blocks (many classes: several)
                    yield done, 1000
            else:
                yield done, 1000
            if not newton.step():
                if fresh:
                    break  # no decrease left to find: the optimum up to rounding
                newton.hessian_at = np.inf  # retry with the current Hessian
        theta = newton.theta
        if loss.n_out > 1:
            theta[:, d] -= theta[:, d].mean()
        yield 1000, 1000
        self.coef_ = theta[:, :d].copy()
        self.intercept_ = theta[:, d].copy()
        self.n_iter_ = newton.n_iter
        self.converged_ = bool(newton.size <= tol)


class _Loss(Protocol):
    """A data term of the objective: its value (and a cache of what the gradient and Hessian reuse), its gradient
    and its Hessian over some rows. ``theta`` has shape (n_out, n_features + 1)."""

    Xt: FloatArray
    n_out: int

    def value(self, theta: FloatArray) -> tuple[float, FloatArray]: ...
    def gradient(self, cache: FloatArray) -> FloatArray: ...
    def hessian(self, cache: FloatArray, rows: slice) -> FloatArray: ...


class _Newton:
    """Damped Newton iterations on 1/2 ||W||^2 + C * loss(theta), the intercept column unpenalised."""

    def __init__(self, loss: _Loss, C: float) -> None:
        self.loss, self.C = loss, C
        n, p = loss.Xt.shape
        self.penalised = np.ones((loss.n_out, p))
        self.penalised[:, -1] = 0.0
        self.theta = np.zeros((loss.n_out, p))
        self.value, self.cache = self._objective(self.theta)
        self.grad = self._gradient(self.theta, self.cache)
        self.scale = C * n  # the gradient of objective / (C n) is what ``tol`` bounds (as scikit-learn)
        self.n_iter = 0
        self.hess: FloatArray | None = None
        self.hessian_at, self.last_size = np.inf, np.inf

    @property
    def size(self) -> float:
        return float(np.abs(self.grad).max() / self.scale)

    def _objective(self, theta: FloatArray) -> tuple[float, FloatArray]:
        data, cache = self.loss.value(theta)
        return 0.5 * float(np.sum(self.penalised * theta * theta)) + self.C * data, cache

    def _gradient(self, theta: FloatArray, cache: FloatArray) -> FloatArray:
        return self.penalised * theta + self.C * self.loss.gradient(cache)

    def hessian_is_stale(self) -> bool:
        """Whether to recompute the Hessian before the next step.

        Once it was taken close to the optimum (gradient size <= ``REUSE_HESSIAN_BELOW``) it stays
        accurate enough for steps that keep shrinking the gradient a hundredfold (a chord step's
        rate is about the distance moved since the Hessian was taken); else it is recomputed.
        """
        return not (self.hessian_at <= REUSE_HESSIAN_BELOW and self.size <= 1e-2 * self.last_size)

    def hessian_blocks(self) -> Generator[None, None, None]:
        """Sum the Hessian of the loss over blocks of rows, yielding after each block.

        Far from the optimum (gradient size > ``SUBSAMPLE_ABOVE``) on many rows, every s-th row
        stands in for all (sub-sampled Newton): the step only has to point the right way there.
        Near the optimum the Hessian is exact, so the last steps converge quadratically.
        """
        loss = self.loss
        n = loss.Xt.shape[0]
        size = loss.n_out * loss.Xt.shape[1]
        stride = n // SUBSAMPLE_ROWS if self.size > SUBSAMPLE_ABOVE else 1
        if stride >= 2:
            picked = slice(0, n, stride)
            self.hess = loss.hessian(self.cache, picked) * (n / len(range(n)[picked]))
            self.hessian_at = np.inf  # an estimate: never reused
            yield
            return
        rows = max(4096, int(HESSIAN_BLOCK_WORK // size**2))
        hess = np.zeros((size, size))
        for first in range(0, n, rows):
            hess += loss.hessian(self.cache, slice(first, first + rows))
            yield
        self.hess, self.hessian_at = hess, self.size

    def step(self) -> bool:
        """One Newton step (after ``hessian_blocks``) with a backtracking (Armijo) line search.

        Returns False when no step decreases the objective.
        """
        self.n_iter += 1
        self.last_size = self.size
        loss, p = self.loss, self.theta.shape[1]
        assert self.hess is not None, "step() follows hessian_blocks()"
        hess = self.C * self.hess
        hess[np.diag_indices_from(hess)] += self.penalised.ravel()
        if loss.n_out > 1:  # the direction "every intercept + t" is flat: give it a unit curvature
            hess[p - 1 :: p, p - 1 :: p] += 1.0 / loss.n_out
        step = -spd_solver(hess)(self.grad.ravel()).reshape(self.theta.shape)
        slope = float(np.vdot(self.grad, step))
        noise = 1e3 * np.finfo(float).eps * max(1.0, abs(self.value))
        t = 1.0
        for _ in range(60):
            trial = self.theta + t * step
            value, cache = self._objective(trial)
            if value <= self.value + 1e-4 * t * slope:
                break
            if value <= self.value + noise:  # the change is below rounding: judge by the gradient
                grad = self._gradient(trial, cache)
                if np.abs(grad).max() < np.abs(self.grad).max():
                    self.theta, self.value, self.cache, self.grad = trial, value, cache, grad
                    return True
            t *= 0.5
        else:
            return False
        self.theta, self.value, self.cache = trial, value, cache
        self.grad = self._gradient(trial, cache)
        return True


class _Binary:
    """Log-loss of the sigmoid of ``Xt @ theta`` (theta of shape (1, n_features + 1))."""

    n_out = 1

    def __init__(self, Xt: FloatArray, positive: BoolArray) -> None:
        self.Xt, self.y = Xt, positive.astype(np.float64)
        self.sign = np.where(positive, -1.0, 1.0)

    def value(self, theta: FloatArray) -> tuple[float, FloatArray]:
        z = self.Xt @ theta[0]
        # -log P(y_i | x_i) = log(1 + exp(-+z_i)): a sum of positive terms, each to full precision
        return float(np.logaddexp(0.0, self.sign * z).sum()), z

    def gradient(self, z: FloatArray) -> FloatArray:
        from scipy.special import expit  # imported when first needed: scipy costs ~0.2 s at start-up

        return (self.Xt.T @ (expit(z) - self.y))[None, :]

    def hessian(self, z: FloatArray, rows: slice) -> FloatArray:
        from scipy.special import expit  # imported when first needed: scipy costs ~0.2 s at start-up

        p = expit(z[rows])
        return gram(self.Xt[rows] * np.sqrt(p * (1.0 - p))[:, None])


class _Multinomial:
    """Cross-entropy of the softmax of ``theta @ Xt.T`` (theta of shape (n_classes, n_features + 1)).

    Scores and probabilities are kept class-major, shape (n_classes, n_samples), so that the
    per-sample reductions over the classes run along contiguous rows.
    """

    def __init__(self, Xt: FloatArray, yk: IntArray, n_classes: int) -> None:
        self.Xt, self.n_out = Xt, n_classes
        self.own = yk * yk.size + np.arange(yk.size)  # flat index of (y_i, i) in a (K, n) array

    def value(self, theta: FloatArray) -> tuple[float, FloatArray]:
        Z = theta @ self.Xt.T
        top = Z.max(axis=0)
        P = Z - top
        np.exp(P, out=P)
        total = P.sum(axis=0)
        P /= total
        # -log P(y_i | x_i) = (z_top - z_y) + log(total): non-negative terms, no cancellation
        return float((top - Z.ravel()[self.own]).sum() + np.log(total).sum()), P

    def gradient(self, P: FloatArray) -> FloatArray:
        R = P.copy()
        R.ravel()[self.own] -= 1.0
        return R @ self.Xt

    def hessian(self, P: FloatArray, rows: slice) -> FloatArray:
        # sum_i (diag(p_i) - p_i p_i^T) kron x_i x_i^T, class-major. With M_k = diag(P_k) X and
        # G = M^T M, block (k, l) is -G_kl off the diagonal, and as sum_l M_l = X (the
        # probabilities add up to 1), block (k, k) = M_k^T X - G_kk = sum_{l != k} G_kl.
        Xt, P = self.Xt[rows], P[:, rows]
        n, p = Xt.shape
        K = self.n_out
        M = np.empty((n, K * p), order="F")
        for k in range(K):
            np.multiply(Xt, P[k, :, None], out=M[:, k * p : (k + 1) * p])
        products = gram(M)
        hess = -products
        for k in range(K):
            block = slice(k * p, (k + 1) * p)
            hess[block, block] = products[block].reshape(p, K, p).sum(axis=1) - products[block, block]
        return hess
