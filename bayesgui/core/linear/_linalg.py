"""Numerical helpers of the linear solvers (logistic regression's Newton steps, the SVM's interior point)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from bayesgui.core.array_types import FloatArray


def log_progress(start: float, now: float, target: float, total: int = 1000) -> int:
    """How far ``now`` has come from ``start`` towards ``target`` on a log scale, as 0..total-1."""
    if not (start > target > 0 and now > 0):
        return 0
    share = np.log(start / now) / np.log(start / target)
    return int(np.clip(share * total, 0, total - 1))


def gram(A: FloatArray) -> FloatArray:
    """A^T A by a symmetric rank-k update (half the work of a general product); A column-major is best."""
    from scipy.linalg.blas import dsyrk  # imported when first needed: scipy costs ~0.2 s at start-up

    upper = dsyrk(1.0, A, trans=1)
    product: FloatArray = np.triu(upper) + np.triu(upper, 1).T
    return product


def spd_solver(matrix: FloatArray) -> Callable[[FloatArray], FloatArray]:
    """A function rhs -> matrix^-1 rhs for a symmetric positive (semi-)definite matrix.

    The matrix is scaled to a unit diagonal before its Cholesky factorisation (features of very
    different scales then cost no accuracy); a numerically singular one is solved by least squares.
    """
    from scipy.linalg import cho_factor, cho_solve  # imported when first needed: scipy costs ~0.2 s at start-up

    diagonal = np.diag(matrix).copy()
    diagonal[~(diagonal > 0)] = 1.0
    scale = 1.0 / np.sqrt(diagonal)
    scaled = matrix * scale[:, None] * scale[None, :]
    try:
        factor = cho_factor(scaled, check_finite=False)
    except np.linalg.LinAlgError:  # scipy.linalg raises numpy's
        return lambda rhs: np.linalg.lstsq(scaled, rhs * scale, rcond=None)[0] * scale
    return lambda rhs: cho_solve(factor, rhs * scale, check_finite=False) * scale
