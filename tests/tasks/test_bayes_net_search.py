"""The structure-search job, without Qt: its steps are the core's, TAN's edges come one by one, and it returns
the best structure fitted and scored node by node."""

import pytest

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import score_structure
from bayesgui.core.bayes_net.search import hill_climb, k2
from bayesgui.core.bayes_net.tan import tan_edges
from bayesgui.data import load_sample
from bayesgui.data.network_table import network_table
from bayesgui.tasks.bayes_net.search import SearchSettings, search_job


@pytest.fixture(scope="module")
def melon():
    return network_table(load_sample("watermelon2"))


def run(job):
    steps = []
    while True:
        try:
            steps.append(next(job))
        except StopIteration as stop:
            return steps, stop.value


@pytest.mark.parametrize("method", ["hill-climb", "k2"])
def test_the_job_yields_the_cores_steps_and_returns_the_best_fitted(melon, method):
    settings = SearchSettings(method=method, restarts=1 if method == "hill-climb" else 0)
    steps, fitted = run(search_job(melon.X, melon.names, melon.states, settings, alpha=0.5))
    n = len(melon.names)
    core = list(hill_climb(melon.X, melon.cards, restarts=1) if method == "hill-climb"
                else k2(melon.X, melon.cards, list(range(n))))  # fmt: skip
    assert [(s.move, s.score) for s in steps] == [(s.move, s.score) for s in core]
    best = {(melon.names[p], melon.names[c]) for p, c in core[-1].best_edges}
    assert set(fitted.structure.edges) == best
    assert fitted.alpha == 0.5
    expected = BayesNet.fit(melon.X, fitted.structure, melon.states, alpha=0.5)
    for got, want in zip(fitted.network.cpts, expected.cpts, strict=True):
        assert got == pytest.approx(want)
    assert fitted.score.total == pytest.approx(score_structure(melon.X, melon.cards, fitted.structure).total)
    assert fitted.score.total == pytest.approx(core[-1].best_score)


def test_tan_comes_edge_by_edge_and_ends_with_the_cores_tan(melon):
    cls = len(melon.names) - 1
    steps, fitted = run(search_job(melon.X, melon.names, melon.states, SearchSettings(method="tan"), 1.0, cls))
    edges = tan_edges(melon.X, melon.cards, cls)
    assert [s.move for s in steps[1:-1]] == [("add", p, c) for p, c in edges]
    assert steps[-1].done and set(steps[-1].best_edges) == set(edges)
    assert [len(s.edges) for s in steps[:-1]] == list(range(len(edges) + 1))
    assert set(fitted.structure.edges) == {(melon.names[p], melon.names[c]) for p, c in edges}
    assert steps[-1].score == pytest.approx(fitted.score.total)


def test_tan_without_a_class_is_refused_with_a_message(melon):
    with pytest.raises(ValueError, match="class column"):
        next(search_job(melon.X, melon.names, melon.states, SearchSettings(method="tan"), 1.0, None))
