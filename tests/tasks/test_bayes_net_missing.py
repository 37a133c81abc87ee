"""The tab's fit of a table with missing cells (without Qt): every row used, the tables by the core's EM, the
score on the complete rows, the counts behind each entry EM's expected counts."""

import numpy as np
import pytest

from bayesgui.core.bayes_net.em import em_fit
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import score_structure
from bayesgui.data import load_sample
from bayesgui.data.dataset import Dataset
from bayesgui.data.network_table import network_table
from bayesgui.tasks.bayes_net.search_result import fit_structure
from bayesgui.tasks.bayes_net.search_table import first_structure, table_job
from bayesgui.tasks.progress import run_to_end


@pytest.fixture(scope="module")
def holes():
    table = network_table(load_sample("watermelon2"))
    X = table.X.copy()
    X[[0, 3, 3, 8, 12], [1, 0, 3, 6, 4]] = -1  # five cells in four rows, one of them the class
    return X, table


def test_missing_cells_are_filled_by_the_cores_em_and_the_score_counts_the_complete_rows(holes):
    X, table = holes
    structure = first_structure(table, True)
    fitted = fit_structure(X, table.states, structure, 1.0)
    steps = list(em_fit(X, structure, table.states, alpha=1.0))
    assert fitted.em_iterations == steps[-1].iteration > 0
    for got, want in zip(fitted.network.cpts, steps[-1].net.cpts, strict=True):
        assert got == pytest.approx(want, abs=1e-5)  # one more M step past the fixed point (tol 1e-9 on LL)
    dropped = BayesNet.fit(X, structure, table.states, alpha=1.0)  # each family's complete rows only
    assert not all(np.allclose(a, b) for a, b in zip(fitted.network.cpts, dropped.cpts, strict=True))
    for counts, cpt in zip(fitted.counts, fitted.network.cpts, strict=True):
        assert counts.sum() == pytest.approx(17)  # every row counted once, spread over its completions
        r = counts.shape[-1]
        assert cpt == pytest.approx((counts + 1.0) / (counts.sum(axis=-1, keepdims=True) + r))
    assert fitted.n_rows == 17 and fitted.n_incomplete == 4 and fitted.score.m == 13
    complete = X[(X >= 0).all(axis=1)]
    assert fitted.score.total == pytest.approx(score_structure(complete, table.cards, structure).total)


def test_a_complete_table_is_counted_without_em(holes):
    _X, table = holes
    fitted = fit_structure(table.X, table.states, first_structure(table, True), 0.0)
    assert fitted.counts is None and fitted.em_iterations is None and fitted.n_incomplete == 0



def test_the_tabs_table_job_finds_the_complete_rows_for_the_gui():
    """The job hands the tab the rows its score counts (found in the worker, not on the GUI thread: 2-3 ms a
    100,000 rows)."""
    melon = load_sample("watermelon2")
    frame = melon.frame.copy()
    frame.loc[[0, 3, 8], "根蒂"] = np.nan
    result = run_to_end(table_job(Dataset(frame, melon.kinds, source=melon.source), None, 1.0, "bic"))
    X = result.table.X
    np.testing.assert_array_equal(result.complete, X[(X >= 0).all(axis=1)])
    assert len(result.complete) == 14 == result.fitted.score.m
