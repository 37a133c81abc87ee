"""Where the EM lab draws its points when some coordinates are missing, Qt-free.

A row with a missing coordinate has no place on the plot until EM gives one: the lab draws it at its conditional
mean given its observed coordinate, mixed over the components by its responsibilities, Σ_k γ_ik E[x_m | x_o, k],
with the conditional standard deviation as error bars (:meth:`bayesgui.core.mixture.missing.MissingScorer.
filled_points`). Before a run it sits at its column's observed mean. Complete rows stay where they are.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.mixture.missing import MissingScorer


class DrawnPoints:
    """The drawn rows X (n, d) and where to draw them at each snapshot.

    Parameters
    ----------
    X : ndarray of shape (n, d)
        The drawn rows; NaN marks a missing coordinate (a row missing every coordinate is not drawn:
        ``bayesgui.tasks.em.mixture.em_matrix`` leaves it out).

    Attributes
    ----------
    incomplete : ndarray of bool, shape (n,)
        The rows with a missing coordinate.
    start : ndarray of shape (n, d)
        Where the rows are drawn before EM runs (a missing value at its column's observed mean).

    Raises
    ------
    ValueError
        When a column has no observed value at all.
    """

    def __init__(self, X: np.ndarray) -> None:
        X = np.asarray(X, dtype=np.float64)
        missing = np.isnan(X)
        self.incomplete = missing.any(axis=1)
        self._scorer = MissingScorer(X) if self.incomplete.any() else None
        self.start = X if self._scorer is None else self._scorer.imputed
        self._last: tuple | None = None

    @property
    def n_incomplete(self) -> int:
        return int(self.incomplete.sum())

    def at(self, params, resp) -> tuple[np.ndarray, np.ndarray]:
        """Every row's position under ``params`` and ``resp`` (None before the first E step: the weights), and the
        conditional standard deviation of the incomplete rows, shape (n_incomplete, d) (0 where observed)."""
        if self._scorer is None:
            return self.start, np.zeros((0, self.start.shape[1]))
        key = (params, resp)
        if self._last is not None and self._last[0][0] is params and self._last[0][1] is resp:
            return self._last[1]
        weights = params.weights if resp is None else resp
        points, spread = self._scorer.filled_points(params.means, params.covariances, weights)
        result = (points, spread[self.incomplete])
        self._last = (key, result)
        return result
