"""One EM step of a Gaussian mixture written as Zhou §9.4.3 writes it: γ_jk as numbers, then the updates.

At an E step, ``e_step_lines`` gives the responsibilities γ_jk = α_k·p(x_j | μ_k, Σ_k) / Σ_l α_l·p(x_j | μ_l, Σ_l)
of the chosen samples (eq. 9.30). At an M step, ``m_step_lines`` writes each update with the γ sums that
produce it: α_k′ = Σ_j γ_jk / m (eq. 9.38), μ_k′ = Σ_j γ_jk x_j / Σ_j γ_jk (eq. 9.34) and σ_k′² or Σ_k′
= Σ_j γ_jk (x_j − μ_k′)(x_j − μ_k′)ᵀ / Σ_j γ_jk (eq. 9.35). The numbers come from the data and the γ the core
computed; the new values written are the core's. Symbols are the books': α_k, μ_k, σ_k², Σ_k, γ_jk, m samples.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.report.worked.formulas import fmt, matrix
from bayesgui.report.worked.words import identity

if TYPE_CHECKING:
    from bayesgui.core.mixture.params import EMSnapshot, MixtureParams

E_HEAD = QT_TRANSLATE_NOOP("em", "E step (Zhou eq. 9.30): γ_jk = α_k·p(x_j | μ_k, Σ_k) / Σ_l α_l·p(x_j | μ_l, Σ_l)")
GAMMA = QT_TRANSLATE_NOOP("em", "x_{0}: {1}")
M_HEAD = QT_TRANSLATE_NOOP("em", "M step (Zhou eqs. 9.34, 9.35, 9.38), m = {0} samples:")
ALPHA = QT_TRANSLATE_NOOP("em", "α_{0}′ = Σ_j γ_j{0} / m = {1} / {2} = {3}")
MEAN = QT_TRANSLATE_NOOP("em", "μ_{0}′ = Σ_j γ_j{0} x_j / Σ_j γ_j{0} = {1} / {2} = {3}")
VARIANCE = QT_TRANSLATE_NOOP("em", "σ_{0}′² = Σ_j γ_j{0} (x_j − μ_{0}′)² / Σ_j γ_j{0} = {1} / {2} = {3}")
COVARIANCE = QT_TRANSLATE_NOOP("em", "Σ_{0}′ = Σ_j γ_j{0} (x_j − μ_{0}′)(x_j − μ_{0}′)ᵀ / Σ_j γ_j{0} = {1} / {2} = {3}")
REG = QT_TRANSLATE_NOOP("em", "(reg_covar {0} is added to every variance)")
ITERATION = QT_TRANSLATE_NOOP("em", "Iteration {0}")
INITIAL = QT_TRANSLATE_NOOP("em", "Initial parameters (no update yet):")
INITIAL_COMPONENT = QT_TRANSLATE_NOOP("em", "α_{0} = {1}, μ_{0} = {2}, σ_{0}² = {3}")
INITIAL_COMPONENT_2D = QT_TRANSLATE_NOOP("em", "α_{0} = {1}, μ_{0} = {2}, Σ_{0} = {3}")
E_TABLE = QT_TRANSLATE_NOOP("em", "γ_jk of the chosen samples in the table (hover over any point for its γ)")
SAMPLED = QT_TRANSLATE_NOOP(
    "em", "(sums over the {0} drawn points of {1}; the new values are the core's, from every row)"
)
MISSING = QT_TRANSLATE_NOOP(
    "em", "M step (Zhou eqs. 9.34, 9.35, 9.38): rows with a missing value enter through their expected values, "
    "so the sums are not written here (the tab EM: incomplete data shows this case)."
)
COVARIANCE_TYPE = QT_TRANSLATE_NOOP(
    "em", "(covariance type {0}: the new Σ_k′ keeps only what this type allows: diagonal, shared or spherical)"
)
MORE_ROWS = QT_TRANSLATE_NOOP("em", "… and {0} more samples")

DIGITS = 4
"""Significant digits of the step's numbers (the book prints three decimals)."""
SHOWN_ROWS = 5
"""How many samples' γ an E step writes out."""


def _vector(values: ArrayLike) -> str:
    return "(" + ", ".join(fmt(v, DIGITS) for v in np.ravel(values)) + ")"


def e_step_lines(resp: FloatArray, rows: Sequence[int], translate: Callable[[str], str] = identity) -> list[str]:
    """The E step's γ of the samples ``rows`` (numbered from 1 as the book numbers x_1, x_2, …).

    Parameters
    ----------
    resp : ndarray of shape (m, K)
        γ_jk from the core's E step.
    rows : sequence of int
        Indices into ``resp`` (0-based).
    translate : callable, optional

    Returns
    -------
    list of str
        The formula, then one line per sample: "x_1: γ_1,1 = 0.2190, γ_1,2 = 0.4041, γ_1,3 = 0.3769".
    """
    lines = [translate(E_HEAD)]
    for j in rows:
        cells = ", ".join(f"γ_{j + 1},{k + 1} = {fmt(g, DIGITS)}" for k, g in enumerate(resp[j]))
        lines.append(translate(GAMMA).format(j + 1, cells))
    return lines


def m_step_lines(
    X: FloatArray,
    resp: FloatArray,
    new: MixtureParams,
    reg_covar: float = 0.0,
    translate: Callable[[str], str] = identity,
) -> list[str]:
    """Each M-step update of every component with the γ sums that produce it.

    Parameters
    ----------
    X : ndarray of shape (m, d)
    resp : ndarray of shape (m, K)
        The γ of the E step before this M step.
    new : MixtureParams
        The parameters the core's M step computed from ``resp``.
    reg_covar : float, optional
        What the core added to every variance (said when positive).
    translate : callable, optional

    Returns
    -------
    list of str
    """
    X, resp = np.asarray(X, dtype=float), np.asarray(resp, dtype=float)
    m, d = X.shape
    lines = [translate(M_HEAD).format(m)]
    sums = resp.sum(axis=0)
    for k in range(resp.shape[1]):
        n_k, label = fmt(sums[k], DIGITS), k + 1
        lines.append(translate(ALPHA).format(label, n_k, m, fmt(new.weights[k], DIGITS)))
        weighted = resp[:, k] @ X
        lines.append(translate(MEAN).format(label, _vector(weighted), n_k, _vector(new.means[k])))
        centred = X - new.means[k]
        scatter = (resp[:, k, None] * centred).T @ centred
        if d == 1:
            new_var = fmt(new.covariances[k][0, 0], DIGITS)
            lines.append(translate(VARIANCE).format(label, fmt(scatter[0, 0], DIGITS), n_k, new_var))
        else:
            new_cov = matrix(new.covariances[k], DIGITS)
            lines.append(translate(COVARIANCE).format(label, matrix(scatter, DIGITS), n_k, new_cov))
    if reg_covar > 0:
        lines.append(translate(REG).format(f"{reg_covar:g}"))
    return lines


def step_lines(
    snapshot: EMSnapshot,
    values: FloatArray,
    translate: Callable[[str], str] = identity,
    reg_covar: float = 0.0,
    gamma_in_table: bool = False,
    of_rows: int | None = None,
    covariance_type: str = "full",
) -> list[str]:
    """What an EM snapshot (``EMSnapshot``) is doing, in the books' symbols, with its numbers.

    "init": the starting α_k, μ_k, σ_k² or Σ_k (no formula: nothing was updated); "E": the γ of the first
    :data:`SHOWN_ROWS` samples (or, with ``gamma_in_table``, a line pointing to the table the widget draws from
    :mod:`bayesgui.report.em.mixture_points`); "M": each update with its γ sums (:func:`m_step_lines`).

    Parameters
    ----------
    snapshot : EMSnapshot
    values : ndarray of shape (m,) or (m, d)
        The data EM runs on, the rows of ``snapshot.resp``.
    translate : callable, optional
    reg_covar : float, optional
        What the core added to every variance.
    gamma_in_table : bool, optional
    of_rows : int, optional
        The number of rows EM ran on when ``values`` is a drawn subsample of them (the sums are then said to be
        over the drawn points only).
    covariance_type : str, optional
        The model's; anything but "full" is said under the covariance update.
    """
    lines = [translate(ITERATION).format(snapshot.iteration)]
    params = snapshot.params
    X = np.asarray(values, dtype=float)
    X = X[:, None] if X.ndim == 1 else X
    if snapshot.step == "E":
        if gamma_in_table:
            return [*lines, translate(E_HEAD), translate(E_TABLE)]
        resp = snapshot.resp
        assert resp is not None, "an E snapshot holds its responsibilities"
        shown = min(SHOWN_ROWS, len(resp))
        lines += e_step_lines(resp, range(shown), translate)
        if len(resp) > shown:
            lines.append(translate(MORE_ROWS).format(len(resp) - shown))
        return lines
    if snapshot.step == "M" and np.isnan(X).any():
        return [*lines, translate(MISSING)]
    if snapshot.step == "M":
        assert snapshot.resp is not None, "an M snapshot holds the responsibilities it was estimated from"
        lines += m_step_lines(X, snapshot.resp, params, reg_covar, translate)
        if covariance_type != "full":
            lines.append(translate(COVARIANCE_TYPE).format(covariance_type))
        if of_rows is not None and of_rows != len(X):
            lines.append(translate(SAMPLED).format(f"{len(X):,}", f"{of_rows:,}"))
        return lines
    lines.append(translate(INITIAL))
    for k, (w, mean, cov) in enumerate(zip(params.weights, params.means, params.covariances, strict=True)):
        if X.shape[1] == 1:
            numbers = (fmt(w, DIGITS), fmt(mean[0], DIGITS), fmt(cov[0, 0], DIGITS))
            lines.append(translate(INITIAL_COMPONENT).format(k + 1, *numbers))
        else:
            numbers = (fmt(w, DIGITS), _vector(mean), matrix(cov, DIGITS))
            lines.append(translate(INITIAL_COMPONENT_2D).format(k + 1, *numbers))
    return lines
