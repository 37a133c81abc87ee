"""The exact solver behind ``LinearSVM``: one binary soft-margin machine.

Primal, with C = 1 / (2 lam) and labels y_i in {-1, +1}::

    min 1/2 ||w||^2 + C sum_i xi_i   s.t.   y_i (w . x_i + b) + xi_i - 1 = s_i >= 0,  xi_i >= 0

Dual variables alpha_i (for s_i >= 0) and eta_i (for xi_i >= 0); at the optimum
w = sum_i alpha_i y_i x_i, sum_i alpha_i y_i = 0 and alpha_i + eta_i = C.

1. A primal-dual interior-point method with Mehrotra's predictor-corrector. Eliminating s, xi,
   alpha and eta from each Newton system leaves one in (w, b) only, of size n_features + 1, with
   the matrix [[I, 0], [0, 0]] + Xt^T diag(1/D) Xt (Xt = [X, 1], D = xi/eta + s/alpha).
2. Polishing: the near-optimal point says which rows are inside the margin (alpha = C), outside it
   (alpha = 0) or on it (M). The optimality conditions of that partition are linear:
   w = C sum_inside y_i x_i + sum_M beta_i x_i, x_i . w + b = y_i on M, sum_M beta_i = -C sum_inside y_i.
   Their solution is kept when its alphas are within [0, C] and it either meets every optimality
   condition (then it is the optimum, exact to rounding) or at least has no worse an objective.
3. The intercept as libsvm picks it (its ``calculate_rho``): the mean of y_i - w . x_i over the rows
   with 0 < alpha < C; without such rows, the middle of the interval the bounded rows allow.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TypeAlias

import numpy as np

from bayesgui.core.array_types import BoolArray, FloatArray
from bayesgui.core.linear._linalg import gram, log_progress, spd_solver

STEP_TO_BOUNDARY = 0.995
MAX_POLISH_ROWS = 400  # rows on the margin; usually at most n_features + 1
STALL_ITERATIONS = 30
SAFE_AFTER = 3  # iterations without progress before plain centred steps replace Mehrotra's (it can cycle)
SAFE_CENTRING = 0.1


#: an interior point: (w, b, alpha, eta, xi, s)
_Point: TypeAlias = tuple[FloatArray, float, FloatArray, FloatArray, FloatArray, FloatArray]
#: a Newton direction: (the (w, b) step, d_alpha, d_s, d_eta, d_xi)
_Direction: TypeAlias = tuple[FloatArray, FloatArray, FloatArray, FloatArray, FloatArray]


@dataclass
class SVMSolution:
    w: FloatArray  # (n_features,)
    b: float
    alpha: FloatArray  # (n_samples,), in [0, C]; > 0 marks a support vector
    n_iter: int
    converged: bool


def hinge_objective(X: FloatArray, y: FloatArray, w: FloatArray, b: float, lam: float) -> float:
    """sum_i [1 - y_i (w . x_i + b)]_+ + lam ||w||^2 (y in {-1, +1})."""
    return float(np.maximum(0.0, 1.0 - y * (X @ w + b)).sum() + lam * (w @ w))


def solve_svm(X: FloatArray, y: FloatArray, C: float, tol: float, max_iter: int) -> Generator[int, None, SVMSolution]:
    """Solve one machine; yields progress 0..999 after each interior-point iteration."""
    ipm = _InteriorPoint(X, y, C)
    with np.errstate(all="ignore"):
        size = ipm.residual()
    best, best_size, best_iter, start = ipm.point(), size, 0, size
    while best_size > tol and ipm.n_iter < max_iter and ipm.n_iter - best_iter < STALL_ITERATIONS:
        with np.errstate(all="ignore"):  # a slack may underflow to 0 on the way; the step rule copes
            ipm.step(safe=ipm.n_iter - best_iter >= SAFE_AFTER)
            size = ipm.residual()
        if size < best_size:  # rounding can stall the method short of tol: keep its best point
            best, best_size, best_iter = ipm.point(), size, ipm.n_iter
        yield log_progress(start, best_size, tol)
    w, b, alpha, eta, xi, s = best
    inside, on_margin = xi > eta, (s <= alpha) & (xi <= eta)
    return _finish(X, y, C, w, b, inside, on_margin, ipm.n_iter, bool(best_size <= tol), alpha)


class _InteriorPoint:
    """The primal-dual iterate (w, b, xi, s; alpha, eta) and Mehrotra predictor-corrector steps."""

    def __init__(self, X: FloatArray, y: FloatArray, C: float) -> None:
        n, d = X.shape
        self.X, self.y, self.C, self.n_iter = X, y, C, 0
        self.Xt = np.empty((n, d + 1), order="F")
        self.Xt[:, :d] = X
        self.Xt[:, d] = 1.0
        self.absX = np.abs(X)
        self.w, self.b = np.zeros(d), 0.0
        self.xi, self.s = np.ones(n), np.ones(n)
        self.alpha, self.eta = np.full(n, 0.5 * C), np.full(n, 0.5 * C)

    def point(self) -> _Point:
        return self.w.copy(), self.b, self.alpha.copy(), self.eta.copy(), self.xi.copy(), self.s.copy()

    def residual(self) -> float:
        """The largest relative violation of the optimality conditions (infeasibilities and gap)."""
        X, y, C, n = self.X, self.y, self.C, self.y.size
        w, alpha, xi, s = self.w, self.alpha, self.xi, self.s
        f = X @ w + self.b
        self.r_w = w - X.T @ (y * alpha)
        self.r_b = float(y @ alpha)
        self.r_xi = C - alpha - self.eta
        self.r_s = y * f + xi - s - 1.0
        gap = float(alpha @ s + self.eta @ xi)
        primal = 0.5 * float(w @ w) + C * float(xi.sum())
        terms_w = 1.0 + max(np.abs(w).max(), (self.absX.T @ alpha).max())
        terms_s = 1.0 + max(np.abs(f).max(), xi.max(), s.max())
        self.mu = gap / (2 * n)
        return float(
            max(
                gap / (1.0 + abs(primal)),
                np.abs(self.r_w).max() / terms_w,
                abs(self.r_b) / (1.0 + alpha.sum()),
                np.abs(self.r_s).max() / terms_s,
                np.abs(self.r_xi).max() / C,
            )
        )

    def step(self, safe: bool = False) -> None:
        """One predictor-corrector step; ``safe``: one centred Newton step instead (it cannot cycle)."""
        alpha, s, eta, xi = self.alpha, self.s, self.eta, self.xi
        d = self.w.size
        self.d_inv = 1.0 / (xi / eta + s / alpha)
        normal = gram(self.Xt * np.sqrt(self.d_inv)[:, None])
        normal[np.arange(d), np.arange(d)] += 1.0
        self.solve = spd_solver(normal)
        if safe:
            sigma_mu = SAFE_CENTRING * self.mu
            step, d_alpha, d_s, d_eta, d_xi = self._direction(sigma_mu - alpha * s, sigma_mu - eta * xi)
        else:  # predictor (affine scaling), then Mehrotra's centring and second-order correction
            aff = self._direction(-alpha * s, -eta * xi)
            t = min(1.0, _max_step((alpha, s, eta, xi), aff[1:]))
            products = (alpha + t * aff[1]) @ (s + t * aff[2]) + (eta + t * aff[3]) @ (xi + t * aff[4])
            mu_aff = float(products) / (2 * s.size)
            sigma_mu = (mu_aff / self.mu) ** 3 * self.mu
            step, d_alpha, d_s, d_eta, d_xi = self._direction(
                sigma_mu - alpha * s - aff[1] * aff[2], sigma_mu - eta * xi - aff[3] * aff[4]
            )
        t = min(1.0, STEP_TO_BOUNDARY * _max_step((alpha, s, eta, xi), (d_alpha, d_s, d_eta, d_xi)))
        self.w, self.b = self.w + t * step[:d], self.b + t * float(step[d])
        self.alpha, self.s = alpha + t * d_alpha, s + t * d_s
        self.eta, self.xi = eta + t * d_eta, xi + t * d_xi
        self.n_iter += 1

    def _direction(self, r_as: FloatArray, r_hx: FloatArray) -> _Direction:
        """The Newton direction for complementarity targets alpha s -> r_as, eta xi -> r_hx."""
        y, alpha, s, eta, xi, d_inv = self.y, self.alpha, self.s, self.eta, self.xi, self.d_inv
        q = -self.r_s - (r_hx - xi * self.r_xi) / eta + r_as / alpha
        u = d_inv * q
        rhs = np.append(-self.r_w + self.X.T @ (y * u), self.r_b + y @ u)
        step = self.solve(rhs)
        d_alpha = d_inv * (q - y * (self.Xt @ step))
        d_xi = (r_hx - xi * self.r_xi + xi * d_alpha) / eta
        d_s = (r_as - s * d_alpha) / alpha
        return step, d_alpha, d_s, self.r_xi - d_alpha, d_xi


def _finish(
    X: FloatArray,
    y: FloatArray,
    C: float,
    w: FloatArray,
    b: float,
    inside: BoolArray,
    on_margin: BoolArray,
    n_iter: int,
    converged: bool,
    alpha_ipm: FloatArray,
) -> SVMSolution:
    """Polish the interior-point answer (w, b) for the partition and pick libsvm's intercept."""
    lam = 0.5 / C
    best = hinge_objective(X, y, w, b, lam)
    alpha = np.where(inside, C, np.where(on_margin, alpha_ipm, 0.0))
    polished = _polish(X, y, C, inside, on_margin)
    if polished is not None:
        w_p, b_p, alpha_m, exact = polished
        value = hinge_objective(X, y, w_p, b_p, lam)
        if exact or value <= best + 1e-13 * (1.0 + abs(best)):
            w, b, best, converged = w_p, b_p, value, converged or exact
            alpha = np.where(inside, C, 0.0)
            alpha[on_margin] = alpha_m
    free = on_margin & (alpha > 0) & (alpha < C)
    b_rule = _libsvm_intercept(X @ w - y, y, alpha >= C, free)
    if hinge_objective(X, y, w, b_rule, lam) <= best + 1e-13 * (1.0 + abs(best)):
        b = b_rule
    return SVMSolution(w=w, b=float(b), alpha=alpha, n_iter=n_iter, converged=converged)


def _polish(
    X: FloatArray, y: FloatArray, C: float, inside: BoolArray, on_margin: BoolArray
) -> tuple[FloatArray, float, FloatArray, bool] | None:
    """(w, b, alpha_M, exact) solving the partition's optimality conditions, or None.

    ``exact`` is True when the result satisfies every optimality (KKT) condition, which makes it
    the optimum; None when the partition's equations are inconsistent or too large to solve.
    """
    rows = np.flatnonzero(on_margin)
    if rows.size > MAX_POLISH_ROWS:
        return None
    w_in = C * (X[inside].T @ y[inside])
    Xm = X[rows]
    m = rows.size
    system = np.zeros((m + 1, m + 1))
    system[:m, :m] = Xm @ Xm.T
    system[:m, m] = system[m, :m] = 1.0
    rhs = np.append(y[rows] - Xm @ w_in, -C * y[inside].sum())
    if m == 0:  # w is fixed; b anywhere in an interval (libsvm takes its middle)
        if rhs[0] != 0.0:
            return None
        w, b, alpha_m = w_in, _libsvm_intercept(X @ w_in - y, y, inside, on_margin), np.zeros(0)
    else:
        solution = np.linalg.lstsq(system, rhs, rcond=None)[0]
        if not np.all(np.isfinite(solution)):
            return None
        alpha_m = y[rows] * solution[:m]
        if alpha_m.min() < -1e-9 * C or alpha_m.max() > C * (1 + 1e-9):
            return None
        w, b, alpha_m = w_in + Xm.T @ solution[:m], float(solution[m]), np.clip(alpha_m, 0.0, C)
    f = X @ w + b
    margin = y * f
    slack = 1e-9 * (1.0 + np.abs(f).max())
    outside = ~inside & ~on_margin
    exact = bool(np.all(margin[inside] <= 1 + slack) and np.all(margin[outside] >= 1 - slack))
    return w, b, alpha_m, exact


def _libsvm_intercept(yG: FloatArray, y: FloatArray, at_upper: BoolArray, free: BoolArray) -> float:
    """b = -rho of libsvm's ``calculate_rho``; yG_i = y_i * gradient_i = w . x_i - y_i.

    ``at_upper``: alpha = C; ``free``: 0 < alpha < C; the other rows have alpha = 0.
    """
    if free.any():
        return -float(yG[free].mean())
    at_lower = ~at_upper & ~free
    positive = y > 0
    upper = np.concatenate([yG[at_upper & ~positive], yG[at_lower & positive]])
    lower = np.concatenate([yG[at_upper & positive], yG[at_lower & ~positive]])
    ub = upper.min() if upper.size else np.inf
    lb = lower.max() if lower.size else -np.inf
    if not np.isfinite(ub + lb):
        return -float(ub if np.isfinite(ub) else lb)
    return -0.5 * float(ub + lb)


def _max_step(values: tuple[FloatArray, ...], steps: tuple[FloatArray, ...]) -> float:
    """The largest t (inf when none binds) keeping every ``value + t * step`` >= 0."""
    t = np.inf
    for v, dv in zip(values, steps, strict=True):
        falling = dv < 0
        if falling.any():
            t = min(t, float((-v[falling] / dv[falling]).min()))
    return t
