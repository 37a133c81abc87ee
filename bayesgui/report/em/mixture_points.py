"""The responsibilities γ_jk of single samples, as the EM lab shows them: a table of the chosen samples at an E
step and the γ of the point under the cursor (Zhou §9.4.3 prints γ for x_1: 0.219, 0.404, 0.377).

Only the chosen rows are read from the γ the core computed for the step (nothing is recomputed here), so a frame
costs one small table however many points there are. Samples are numbered from 1, as the book numbers x_1, x_2, ….
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.report.em.mixture_step import DIGITS
from bayesgui.report.worked.formulas import fmt
from bayesgui.report.worked.words import identity

SAMPLE = QT_TRANSLATE_NOOP("em", "x_j")
GAMMA_HEADER = QT_TRANSLATE_NOOP("em", "γ_j{0}")
POINT = QT_TRANSLATE_NOOP("em", "x_{0} = {1}")
NO_GAMMA = QT_TRANSLATE_NOOP("em", "no γ yet: press Step E")
PRACTISED_GAMMA = QT_TRANSLATE_NOOP("em", "γ hidden: you are working it out (practice)")
DEFAULT_ROWS = 3
"""Samples the table starts with when the data has no book start."""


def point_label(row: int) -> str:
    """ "x_6" for row 5 (0-based)."""
    return f"x_{row + 1}"


def gamma_header(n_components: int, translate: Callable[[str], str] = identity) -> list[str]:
    """The table's header: "x_j", "γ_j1", "γ_j2", …."""
    return [translate(SAMPLE)] + [translate(GAMMA_HEADER).format(k + 1) for k in range(n_components)]


def gamma_rows(resp: FloatArray, rows: Sequence[int], labels: Sequence[int] | None = None) -> list[list[str]]:
    """One table row per sample: its name, then γ_j1 … γ_jK from ``resp``.

    Parameters
    ----------
    resp : ndarray of shape (m, K)
        The core's γ for the step shown.
    rows : sequence of int
        Indices into ``resp`` (0-based).
    labels : sequence of int, optional
        The data row (0-based) of each index when ``resp`` holds a drawn subsample (default: the index itself).
    """
    return [
        [point_label(labels[j] if labels is not None else j)] + [fmt(g, DIGITS) for g in resp[j]] for j in rows
    ]


def gamma_tip(
    row: int,
    point: ArrayLike,
    resp_row: FloatArray | None,
    translate: Callable[[str], str] = identity,
    practised: bool = False,
) -> str:
    """What hovering a point says: "x_1 = (0.697, 0.46)" then "γ_1,1 = 0.2188, γ_1,2 = …" (the step's γ).

    ``row`` is the data row (0-based), ``point`` its coordinates, ``resp_row`` its γ (None before any E step);
    ``practised``: the student is working out this E step's γ, which the tip then does not give away.
    """
    where = "(" + ", ".join(fmt(float(v), DIGITS) for v in np.ravel(point)) + ")"
    head = translate(POINT).format(row + 1, where)
    if practised and resp_row is not None:
        return f"{head}\n{translate(PRACTISED_GAMMA)}"
    if resp_row is None:
        return f"{head}\n{translate(NO_GAMMA)}"
    cells = ", ".join(f"γ_{row + 1},{k + 1} = {fmt(float(g), DIGITS)}" for k, g in enumerate(resp_row))
    return f"{head}\n{cells}"


def default_rows(X: FloatArray, start_means: ArrayLike | None = None) -> list[int]:
    """The samples the γ table starts with: x_1 and the samples the book starts the means at (watermelon 4.0:
    x_6, x_22, x_27), or the first :data:`DEFAULT_ROWS` samples."""
    X = np.asarray(X, dtype=float)
    if start_means is None or X.size == 0:
        return list(range(min(DEFAULT_ROWS, len(X))))
    rows = [0]
    for mean in np.asarray(start_means, dtype=float):
        if mean.shape[-1] != X.shape[1]:
            continue
        hits = np.flatnonzero(np.all(np.isclose(X, mean, rtol=0.0, atol=1e-12), axis=1))
        rows += [int(hits[0])] if hits.size else []
    return sorted(set(rows))
