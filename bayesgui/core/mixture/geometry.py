"""What the EM views draw: mixture densities on grids and curves, and covariance ellipses."""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.mixture.density import MixtureScorer
from bayesgui.core.mixture.params import MixtureParams
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def mixture_log_density(params: MixtureParams, X: ArrayLike) -> FloatArray:
    """log p(x_i) = log sum_k alpha_k N(x_i; mu_k, Sigma_k) of every row of ``X``.

    Parameters
    ----------
    params : MixtureParams
    X : array-like of shape (n_samples, d)

    Returns
    -------
    ndarray of shape (n_samples,)
    """
    X = np.asarray(X, dtype=np.float64)
    if X.ndim != 2 or X.shape[1] != params.n_features:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "X must have shape (n_samples, {0}) for this mixture, got {1}."),
                params.n_features, X.shape,
            )
        )
    if not np.isfinite(X).all():
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "X holds a NaN or infinite value; the density is defined for finite points only.",
                ),
            )
        )
    return MixtureScorer(X).log_density(params.weights, params.means, params.covariances)


def mixture_log_density_grid(params: MixtureParams, xs: ArrayLike, ys: ArrayLike) -> FloatArray:
    """The log-density of a 2-D mixture at every grid point (xs[j], ys[i]), for contour plots.

    Parameters
    ----------
    params : MixtureParams
        A mixture in d = 2 dimensions.
    xs : array-like of shape (nx,)
    ys : array-like of shape (ny,)

    Returns
    -------
    ndarray of shape (ny, nx)
        Row i, column j holds log p((xs[j], ys[i])): the layout of an image with x across.
    """
    if params.n_features != 2:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "The grid density needs a 2-D mixture, got d = {0}; use mixture_density_1d."),
                params.n_features,
            )
        )
    xs = np.asarray(xs, dtype=np.float64).ravel()
    ys = np.asarray(ys, dtype=np.float64).ravel()
    if not (np.isfinite(xs).all() and np.isfinite(ys).all()):
        raise ValueError(Note(QT_TRANSLATE_NOOP("core", "xs and ys must be finite numbers.")))
    points_T: FloatArray = np.empty((2, ys.size, xs.size))  # feature-major: x across, y down
    points_T[0] = xs
    points_T[1] = ys[:, None]
    points_T = points_T.reshape(2, -1)
    scorer = MixtureScorer(points_T, transposed=True)
    return scorer.log_density(params.weights, params.means, params.covariances).reshape(ys.size, xs.size)


def mixture_density_1d(params: MixtureParams, xs: ArrayLike) -> tuple[FloatArray, FloatArray]:
    """The density of a 1-D mixture and of each weighted component along ``xs``.

    Parameters
    ----------
    params : MixtureParams
        A mixture in d = 1 dimension.
    xs : array-like of shape (m,)

    Returns
    -------
    mixture : ndarray of shape (m,)
        p(x) = sum_k alpha_k N(x; mu_k, sigma_k^2).
    components : ndarray of shape (K, m)
        alpha_k N(x; mu_k, sigma_k^2); the rows sum to ``mixture``.
    """
    if params.n_features != 1:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "mixture_density_1d needs a 1-D mixture, got d = {0}."),
                params.n_features,
            )
        )
    xs = np.asarray(xs, dtype=np.float64).ravel()
    var = params.covariances[:, 0, 0][:, None]
    z = (xs[None, :] - params.means[:, 0][:, None]) ** 2 / var
    components = params.weights[:, None] * np.exp(-0.5 * z) / np.sqrt(2.0 * np.pi * var)
    return components.sum(axis=0), components


def covariance_ellipse(mean: ArrayLike, cov: ArrayLike, n_sigma: float, n_points: int = 64) -> FloatArray:
    """The closed outline {p : (p - m)^T Sigma^-1 (p - m) = n_sigma^2} of a 2-D Gaussian.

    Parameters
    ----------
    mean : array-like of shape (2,)
    cov : array-like of shape (2, 2)
        Symmetric positive semi-definite (a singular one gives a flat ellipse: a segment).
    n_sigma : float
        Mahalanobis radius: 1 and 2 give the 1-sigma and 2-sigma ellipses.
    n_points : int, default=64
        Number of points; the last equals the first, so that a polyline closes.

    Returns
    -------
    ndarray of shape (n_points, 2)
    """
    mean = np.asarray(mean, dtype=np.float64).reshape(-1)
    cov = np.asarray(cov, dtype=np.float64)
    if mean.shape != (2,) or cov.shape != (2, 2):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "covariance_ellipse needs a mean of shape (2,) and a 2x2 cov, got {0}, {1}."),
                mean.shape, cov.shape,
            )
        )
    if n_points < 3:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("core", "n_points must be at least 3 to draw an outline, got {0}."),
                n_points,
            )
        )
    values, vectors = np.linalg.eigh(0.5 * (cov + cov.T))
    axes = vectors * np.sqrt(np.maximum(values, 0.0))  # columns: the semi-axes at 1 sigma
    t = np.linspace(0.0, 2.0 * np.pi, n_points)
    circle = np.vstack([np.cos(t), np.sin(t)])
    outline: FloatArray = mean + float(n_sigma) * (axes @ circle).T
    outline[-1] = outline[0]
    return outline
