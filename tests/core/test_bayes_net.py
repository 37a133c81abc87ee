"""Bayesian networks (Zhou §7.5) against hand computations: the BIC of structures on watermelon 2.0 by explicit loops
over the rows, exact posteriors by brute-force enumeration of the joint, Gibbs within 3 standard errors of them,
d-separation on fig. 7.3's three structures, EM's observed-data log-likelihood never falling."""

import csv
import itertools
import json
import math

import numpy as np
import pytest

from bayesgui.core.bayes_net.dseparation import d_separated, moral_graph
from bayesgui.core.bayes_net.em import em_fit, row_log_marginals
from bayesgui.core.bayes_net.gibbs import gibbs
from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import score_structure
from bayesgui.core.bayes_net.search import hill_climb, k2, last_step
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.paths import resource


def watermelon2():
    """(column names, coded rows, value names) of watermelon 2.0, read with the csv module (编号 left out)."""
    with open(resource("datasets", "watermelon2.csv"), encoding="utf-8") as f:
        rows = list(csv.reader(f))
    names = rows[0][1:]
    values = [sorted({r[j + 1] for r in rows[1:]}) for j in range(len(names))]
    coded = np.array([[values[j].index(r[j + 1]) for j in range(len(names))] for r in rows[1:]])
    return names, coded, values


def fig72():
    with open(resource("datasets", "zhou-fig7.2.network.json"), encoding="utf-8") as f:
        return BayesNet.from_dict(json.load(f))


def bic_by_hand(rows, names, values, edges):
    """(log m / 2)·|B| − LL(B | D) with LL summed row by row from the frequencies θ = count / parent count."""
    parents = {n: [p for p, c in edges if c == n] for n in names}
    m = len(rows)
    size = sum((len(values[names.index(n)]) - 1) * math.prod(len(values[names.index(p)]) for p in parents[n])
               for n in names)  # fmt: skip
    ll = 0.0
    for row in rows:
        for n in names:
            i, ps = names.index(n), [names.index(p) for p in parents[n]]
            same_parents = [r for r in rows if all(r[p] == row[p] for p in ps)]
            same_family = [r for r in same_parents if r[i] == row[i]]
            ll += math.log(len(same_family) / len(same_parents))
    return math.log(m) / 2 * size - ll, size, ll


STRUCTURES = {
    "empty": [],
    "naive": [("好瓜", n) for n in ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")],
    "chain": [("纹理", "好瓜"), ("好瓜", "脐部"), ("根蒂", "敲声"), ("纹理", "根蒂")],
    "v": [("色泽", "好瓜"), ("触感", "好瓜"), ("好瓜", "敲声")],
}


@pytest.mark.parametrize("key", STRUCTURES)
def test_bic_of_watermelon2_structures_by_hand(key):
    names, X, values = watermelon2()
    edges = STRUCTURES[key]
    expected, size, ll = bic_by_hand(X.tolist(), names, values, edges)
    found = score_structure(X, [len(v) for v in values], Structure(names, edges), "bic")
    assert found.n_params == size
    assert found.log_likelihood == pytest.approx(ll, abs=1e-10)
    assert found.total == pytest.approx(expected, abs=1e-10)
    assert found.factor == pytest.approx(math.log(17) / 2)
    aic = score_structure(X, [len(v) for v in values], Structure(names, edges), "aic")
    assert aic.total == pytest.approx(size - ll, abs=1e-10)  # eq. 7.30


def test_node_terms_sum_to_the_score_and_name_each_family():
    names, X, values = watermelon2()
    found = score_structure(X, [len(v) for v in values], Structure(names, STRUCTURES["naive"]), "bic")
    color = found.nodes[names.index("色泽")]
    assert color.parents == ("好瓜",) and color.n_params == (3 - 1) * 2
    assert color.penalty == pytest.approx(math.log(17) / 2 * 4)
    assert math.fsum(n.score for n in found.nodes) == pytest.approx(found.total)


def test_structure_refuses_cycles_and_keeps_itself():
    s = Structure(["a", "b", "c"], [("a", "b"), ("b", "c")])
    with pytest.raises(ValueError, match="cycle"):
        s.add_edge("c", "a")
    s.add_edge("a", "c")
    with pytest.raises(ValueError, match="cycle"):
        s.reverse_edge("a", "c")  # c → a with a → b → c
    assert set(s.edges) == {("a", "b"), ("b", "c"), ("a", "c")}
    s.remove_edge("b", "c")
    s.reverse_edge("a", "c")
    assert set(s.edges) == {("a", "b"), ("c", "a")}
    assert Structure.from_dict(s.to_dict()) == s
    with pytest.raises(ValueError, match="itself"):
        s.add_edge("a", "a")


def test_hill_climbing_lowers_the_score_every_step_and_reports_it():
    names, X, values = watermelon2()
    cards = [len(v) for v in values]
    steps = list(hill_climb(X, cards, "bic", tabu_length=5, restarts=2, seed=3))
    climbs = [s for s in steps if s.move is not None and s.move[0] != "perturb"]
    assert climbs, "the search made no move"
    for before, after in itertools.pairwise(steps):
        if after.move is not None and after.move[0] != "perturb":
            assert after.score < before.score
    last = steps[-1]
    assert last.done and last.best_score == min(s.score for s in steps)
    best = Structure(names, [(names[p], names[c]) for p, c in last.best_edges])
    assert score_structure(X, cards, best, "bic").total == pytest.approx(last.best_score)
    again = last_step(hill_climb(X, cards, "bic", tabu_length=5, restarts=2, seed=3))
    assert again.best_edges == last.best_edges  # seeded


def test_k2_takes_parents_only_from_earlier_nodes():
    names, X, values = watermelon2()
    order = [6, 4, 3, 0, 1, 2, 5]
    last = last_step(k2(X, [len(v) for v in values], order))
    for p, c in last.best_edges:
        assert order.index(p) < order.index(c)
    s = Structure(names, [(names[p], names[c]) for p, c in last.best_edges])
    assert score_structure(X, [len(v) for v in values], s).total == pytest.approx(last.best_score)
    assert last.best_score < score_structure(X, [len(v) for v in values], Structure(names)).total


def brute_force(net, query, evidence):
    """P(query | evidence) by summing the joint (eq. 7.26) over every complete assignment."""
    idx = [net.nodes.index(q) for q in query]
    out = np.zeros([net.cards[i] for i in idx])
    for values in itertools.product(*(range(c) for c in net.cards)):
        if all(values[net.nodes.index(n)] == net.states[net.nodes.index(n)].index(v) for n, v in evidence.items()):
            p = 1.0
            for i, table in enumerate(net.cpts):
                p *= table[(*(values[j] for j in net.structure.parents(i)), values[i])]
            out[tuple(values[i] for i in idx)] += p
    return out / out.sum()


QUERIES = [
    (["好瓜"], {}),
    (["好瓜"], {"根蒂": "蜷缩", "敲声": "浊响"}),
    (["甜度"], {"色泽": "浅白"}),
    (["好瓜", "甜度"], {"色泽": "青绿"}),
    (["根蒂", "敲声"], {"好瓜": "是"}),
]


@pytest.mark.parametrize(("query", "evidence"), QUERIES)
def test_variable_elimination_equals_the_enumerated_joint(query, evidence):
    net = fig72()
    np.testing.assert_allclose(variable_elimination(net, query, evidence), brute_force(net, query, evidence),
                               rtol=0, atol=1e-12)  # fmt: skip


def test_fig72_root_table_as_the_book_prints_it():
    net = fig72()
    root = net.cpts[net.nodes.index("根蒂")]
    assert root[net.states[1].index("高"), net.states[4].index("硬挺")] == 0.1


@pytest.mark.parametrize(("query", "evidence"), QUERIES[1:4])
def test_gibbs_lands_within_three_standard_errors_of_the_exact_answer(query, evidence):
    net = fig72()
    exact = variable_elimination(net, query, evidence)
    estimates = list(gibbs(net, query, evidence, samples=20_000, burn_in=200, seed=7, report_every=5000))
    assert [e.samples for e in estimates] == [5000, 10000, 15000, 20000] and estimates[-1].done
    last = estimates[-1]
    assert np.all(np.abs(last.estimate - exact) <= 3 * last.standard_error + 1e-12)
    assert not last.warning and last.zero_one_entries == 0


def test_gibbs_says_when_a_zero_or_one_makes_the_chain_stuck():
    s = Structure(["a", "b"], [("a", "b")])
    net = BayesNet(s, [["0", "1"], ["0", "1"]], [np.array([0.5, 0.5]), np.array([[1.0, 0.0], [0.0, 1.0]])])
    last = list(gibbs(net, ["b"], {}, samples=2000, seed=1))[-1]
    # the exact P(b) is (½, ½), but b copies a and a must equal b: the chain never moves from its start
    assert sorted(last.estimate.tolist()) == [0.0, 1.0]
    assert last.warning and set(last.stuck) == {"a", "b"} and last.zero_one_entries == 4


def test_d_separation_on_fig73_structures():
    common = Structure(["x1", "x3", "x4"], [("x1", "x3"), ("x1", "x4")])
    assert d_separated(common, ["x3"], ["x4"], ["x1"]) and not d_separated(common, ["x3"], ["x4"])
    chain = Structure(["z", "x", "y"], [("z", "x"), ("x", "y")])
    assert d_separated(chain, ["y"], ["z"], ["x"]) and not d_separated(chain, ["y"], ["z"])
    v = Structure(["x1", "x2", "x4"], [("x1", "x4"), ("x2", "x4")])
    assert d_separated(v, ["x1"], ["x2"]) and not d_separated(v, ["x1"], ["x2"], ["x4"])
    assert frozenset((0, 1)) in moral_graph(v)  # the V-structure's parents married


def test_em_with_missing_cells_never_lowers_the_observed_log_likelihood():
    names, X, values = watermelon2()
    rng = np.random.default_rng(0)
    X = X.copy()
    X[rng.random(X.shape) < 0.2] = -1
    structure = Structure(names, STRUCTURES["naive"])
    steps = list(em_fit(X, structure, values, alpha=0.0, max_iter=60))
    ll = [s.log_likelihood for s in steps]
    assert len(ll) > 3 and np.all(np.diff(ll) >= -1e-9) and ll[-1] > ll[0] + 1e-3
    # the log-likelihood is that of the observed cells: the same as summing out each row's gaps
    assert ll[-1] == pytest.approx(float(row_log_marginals(steps[-1].net, X).sum()))
    smoothed = [s.objective for s in em_fit(X, structure, values, alpha=1.0, max_iter=30)]
    assert np.all(np.diff(smoothed) >= -1e-9)


def test_em_on_complete_rows_is_counting():
    names, X, values = watermelon2()
    structure = Structure(names, STRUCTURES["chain"])
    last = list(em_fit(X, structure, values, alpha=0.5))[-1]
    direct = BayesNet.fit(X, structure, values, alpha=0.5)
    for a, b in zip(last.net.cpts, direct.cpts, strict=True):
        np.testing.assert_allclose(a, b, atol=1e-12)
