"""The immutable values the EM lab passes around: mixture parameters and one snapshot per half-step.

Covariances are kept FULL, shape (K, d, d), whatever the covariance type, so that every view can draw
them the same way; :func:`typed_covariances` and :func:`full_covariances` convert to and from
scikit-learn's shape per type.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

COVARIANCE_TYPES = ("full", "diag", "tied", "spherical")


def _frozen(values: ArrayLike, ndim: int, name: str) -> FloatArray:
    try:
        arr = np.array(values, dtype=np.float64)  # a copy: the caller's array stays theirs
    except (TypeError, ValueError):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "{0} must hold numbers only, got {1}."),
                name, repr(values),
            )
        ) from None
    if arr.ndim != ndim:
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} must be {1}-D, got shape {2}."), name, ndim, arr.shape))
    if not np.isfinite(arr).all():
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "{0} holds a NaN or infinite value; every parameter must be a finite number.",
                ),
                name,
            )
        )
    arr.flags.writeable = False
    return arr


def read_only(arr: FloatArray) -> FloatArray:
    """A read-only view of ``arr`` (the caller promises never to write into ``arr`` again)."""
    view = arr.view()
    view.flags.writeable = False
    return view


@dataclass(frozen=True, eq=False)
class MixtureParams:
    """Parameters of a Gaussian mixture; the arrays are read-only copies.

    Parameters
    ----------
    weights : array-like of shape (K,)
        Mixing proportions alpha_k (positive, summing to 1; not checked here, see ``check_params``).
    means : array-like of shape (K, d)
    covariances : array-like of shape (K, d, d)
        Always full matrices, whatever the model's covariance type (a diagonal type gives diagonal
        matrices, "tied" K equal ones, "spherical" multiples of the identity).
    """

    weights: FloatArray
    means: FloatArray
    covariances: FloatArray

    def __post_init__(self) -> None:
        weights = _frozen(self.weights, 1, "weights")
        means = _frozen(self.means, 2, "means")
        covariances = _frozen(self.covariances, 3, "covariances")
        k, d = means.shape
        if weights.shape != (k,) or covariances.shape != (k, d, d):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "weights {0}, means {1} and covariances {2} disagree; with K = {3} components in d = {4} "
                        "dimensions they must be ({3},), ({3}, {4}) and ({3}, {4}, {4}).",
                    ),
                    weights.shape, means.shape, covariances.shape, k, d,
                )
            )
        object.__setattr__(self, "weights", weights)
        object.__setattr__(self, "means", means)
        object.__setattr__(self, "covariances", covariances)

    @property
    def n_components(self) -> int:
        return int(self.means.shape[0])

    @property
    def n_features(self) -> int:
        return int(self.means.shape[1])

    def sample(self, n_samples: int, rng: np.random.Generator) -> tuple[FloatArray, IntArray]:
        """``n_samples`` points drawn from the mixture, grouped by component, and their components.

        The counts per component are multinomial(n_samples, weights); returns X of shape
        (n_samples, d) and the component of every row, shape (n_samples,), in increasing order.
        """
        counts = rng.multinomial(n_samples, self.weights / self.weights.sum())
        parts = [
            rng.multivariate_normal(mean, cov, size=count, method="cholesky")
            for mean, cov, count in zip(self.means, self.covariances, counts, strict=True)
        ]
        return np.vstack(parts), np.repeat(np.arange(self.n_components), counts)

    def to_dict(self) -> dict[str, Any]:  # nested lists of floats
        """Plain lists (JSON-ready): ``{"weights": [...], "means": [[...]], "covariances": [[[...]]]}``."""
        return {
            "weights": self.weights.tolist(),
            "means": self.means.tolist(),
            "covariances": self.covariances.tolist(),
        }


@dataclass(frozen=True, eq=False)
class EMSnapshot:
    """The state after one half-step of EM, as yielded by ``GaussianMixture.iter_fit``.

    Attributes
    ----------
    iteration : int
        0 for the initial parameters, then 1, 2, ...; iteration ``t`` is an E step then an M step.
    step : {"init", "E", "M"}
    params : MixtureParams
        Parameters in force after this half-step (an E step leaves them unchanged).
    resp : ndarray of shape (n_samples, K), read-only
        "init" and "E": the responsibilities gamma_ik = P(z_i = k | x_i, params) computed from
        ``params``; "M": the responsibilities the new ``params`` were estimated from (those of the E
        step before it). Rows sum to 1.
    log_likelihood : float
        Total log-likelihood L(theta) = sum_i log p(x_i | params) of ``params``.
    events : tuple of str
        Degeneracies found and what was done, in words (components are numbered from 1), e.g.
        "component 2 collapsed onto one point (...): its covariance is held at reg_covar (regularised)".
    converged : bool
        True on the last snapshot of a run that stopped because the mean log-likelihood changed by less
        than ``tol`` (scikit-learn's criterion, i.e. |delta L| < tol * n_samples).
    """

    iteration: int
    step: str
    params: MixtureParams
    resp: FloatArray | None
    log_likelihood: float
    events: tuple[str, ...] = ()
    converged: bool = False


# ---------------------------------------------------------------------------------------------- conversion
def typed_covariances(full: FloatArray, covariance_type: str, nk: FloatArray | None = None) -> FloatArray:
    """scikit-learn's covariance array for a type, from full matrices of shape (K, d, d).

    "full": (K, d, d); "diag": (K, d) (the diagonals); "spherical": (K,) (mean of each diagonal);
    "tied": (d, d) (the average of the K matrices, weighted by ``nk`` when given).
    """
    if covariance_type == "full":
        return full.copy()
    diagonals = np.diagonal(full, axis1=1, axis2=2)
    if covariance_type == "diag":
        return diagonals.copy()
    if covariance_type == "spherical":
        spherical: FloatArray = diagonals.mean(axis=1)
        return spherical
    weights = np.full(full.shape[0], 1.0 / full.shape[0]) if nk is None else nk / nk.sum()
    tied: FloatArray = np.tensordot(weights, full, axes=1)
    return tied


def full_covariances(typed: FloatArray, covariance_type: str, n_components: int, n_features: int) -> FloatArray:
    """Full matrices of shape (K, d, d) from scikit-learn's covariance array for a type."""
    if covariance_type == "full":
        return np.array(typed, dtype=np.float64)
    if covariance_type == "tied":
        return np.broadcast_to(typed, (n_components, n_features, n_features)).copy()
    full: FloatArray = np.zeros((n_components, n_features, n_features))
    diagonal = typed if covariance_type == "diag" else np.repeat(np.asarray(typed)[:, None], n_features, axis=1)
    full[:, np.arange(n_features), np.arange(n_features)] = diagonal
    return full


def precisions_cholesky(typed: ArrayLike, covariance_type: str) -> FloatArray:
    """scikit-learn's ``precisions_cholesky_`` from its covariance array for a type (same shape).

    "full" and "tied": the upper-triangular U with U U^T = Sigma^-1 (U = L^-T for Sigma = L L^T);
    "diag" and "spherical": 1 / sqrt(variance).
    """
    typed = np.asarray(typed, dtype=np.float64)
    if covariance_type in ("diag", "spherical"):
        inverse_std: FloatArray = 1.0 / np.sqrt(typed)
        return inverse_std
    chol: FloatArray = np.swapaxes(np.linalg.inv(np.linalg.cholesky(typed)), -1, -2)
    return chol


def n_parameters(covariance_type: str, n_components: int, n_features: int) -> int:
    """Free parameters of the model (as scikit-learn counts them, for BIC and AIC)."""
    k, d = n_components, n_features
    covariance = {"full": k * d * (d + 1) // 2, "diag": k * d, "tied": d * (d + 1) // 2, "spherical": k}
    return covariance[covariance_type] + k * d + k - 1


def check_covariance_type(covariance_type: object) -> str:
    if covariance_type not in COVARIANCE_TYPES:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "covariance_type must be one of {0}, got {1}."),
                COVARIANCE_TYPES, repr(covariance_type),
            )
        )
    return str(covariance_type)


def check_positive_definite(covariances: FloatArray, name: str = "covariances") -> None:
    """Raise a ValueError naming the first matrix of (K, d, d) that is not symmetric positive definite."""
    for k, matrix in enumerate(covariances):
        if not np.allclose(matrix, matrix.T, rtol=1e-10, atol=0):
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "{0}[{1}] is not symmetric; a covariance matrix must equal its transpose.",
                    ),
                    name, k,
                )
            )
        try:
            np.linalg.cholesky(matrix)
        except np.linalg.LinAlgError:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "{0}[{1}] is not positive definite (some direction has variance <= 0); give every component a "
                        "positive variance in every direction.",
                    ),
                    name, k,
                )
            ) from None
