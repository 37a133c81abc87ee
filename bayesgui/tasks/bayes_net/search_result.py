"""The network and the score of one structure on a table: what a search ends with and what an edit shows.

The tables are counted with Lidstone λ (eq. 7.32). Rows with a missing cell are used, not dropped: when the table
has any, the tables are found by EM over the missing cells (:func:`bayesgui.core.bayes_net.em.em_fit`), then one
more E step gives the expected counts N̂_jk behind each entry ((N̂_jk + λ) / (N̂_j + r·λ) is the entry shown). The
score (eqs. 7.28–7.31: BIC on complete data) is split node by node on the complete rows; ``n_rows`` and
``score.m`` say how many rows there are and how many it counts.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np

from bayesgui.core.bayes_net.counting import conditional_table
from bayesgui.core.bayes_net.em import em_fit, expected_counts
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import StructureScore, score_structure
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.tasks.progress import Progress, run_to_end


@dataclass(frozen=True)
class Fitted:
    """A structure's fitted network (λ = ``alpha``) and its score node by node on the complete rows.

    ``n_rows``: every row of the table; ``counts``: with missing cells, each node's expected counts (by EM),
    ``em_iterations`` EM's iterations; both None when the table is complete (the tables are plain counts)."""

    structure: Structure
    alpha: float
    network: BayesNet
    score: StructureScore
    n_rows: int = 0
    counts: tuple[np.ndarray, ...] | None = None
    em_iterations: int | None = None

    @property
    def n_incomplete(self) -> int:
        """Rows with a missing cell: used by EM for the tables, left out of the score."""
        return self.n_rows - self.score.m


def complete_rows(X: np.ndarray) -> np.ndarray:
    """The rows of the coded table ``X`` with no missing cell (the score's rows)."""
    keep = (X >= 0).all(axis=1)
    return X if keep.all() else X[keep]


def fit_job(
    X: np.ndarray, states, structure: Structure, alpha: float, score: str = "bic", complete: np.ndarray | None = None
) -> Generator[Progress, None, Fitted]:
    """The tables of ``structure`` on the coded table ``X`` (nodes in ``structure.nodes`` order) and its score,
    by EM when cells are missing (a Progress per iteration). ``complete``: the complete rows of ``X`` if known."""
    X = np.asarray(X, dtype=np.int64)
    rows = complete_rows(X) if complete is None else complete
    counts = iterations = None
    if rows.shape[0] == X.shape[0]:
        network = BayesNet.fit(X, structure, states, alpha=alpha)
    else:
        step = None
        for step in em_fit(X, structure, states, alpha=alpha):
            yield Progress(step.iteration, 100)
        assert step is not None
        counts = tuple(expected_counts(step.net, X))
        network = BayesNet(structure, states, [conditional_table(c, alpha) for c in counts])
        iterations = step.iteration
    scored = score_structure(rows, network.cards, structure, score)
    return Fitted(structure.copy(), float(alpha), network, scored, int(X.shape[0]), counts, iterations)


def fit_structure(
    X: np.ndarray, states, structure: Structure, alpha: float, score: str = "bic", complete: np.ndarray | None = None
) -> Fitted:
    """:func:`fit_job` run to its end."""
    fitted: Fitted = run_to_end(fit_job(X, states, structure, alpha, score, complete))
    return fitted
