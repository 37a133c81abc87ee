"""Parity of the Bayesian network with pyAgrum and pgmpy (the ``parity`` extra, which CI installs; each test skips
with a reason without its library). pyAgrum's BIC is in bits and maximised: −(ours)/ln 2 node by node; pgmpy's is
in nats and maximised: −(ours). Exact posteriors equal pyAgrum's LazyPropagation and pgmpy's variable elimination
to 1e-12, and our Gibbs estimates land within 3 standard errors of pgmpy's exact answer (pgmpy's own Gibbs
sampler takes no evidence)."""

import itertools
import math

import numpy as np
import pytest

from bayesgui.core.bayes_net.gibbs import gibbs
from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.score import score_structure
from bayesgui.core.bayes_net.structure import Structure
from tests.core.test_bayes_net import QUERIES, STRUCTURES, fig72, watermelon2


def _frame(names, X, values):
    import pandas as pd

    return pd.DataFrame({n: [values[j][k] for k in X[:, j]] for j, n in enumerate(names)})


@pytest.mark.parametrize("key", STRUCTURES)
def test_bic_per_node_is_minus_pyagrums_in_bits(key):
    gum = pytest.importorskip("pyagrum", reason="pyAgrum is an optional parity reference (pip install pyagrum)")
    names, X, values = watermelon2()
    ours = score_structure(X, [len(v) for v in values], Structure(names, STRUCTURES[key]), "bic")
    learner = gum.BNLearner(_frame([f"v{j}" for j in range(len(names))], X, values))
    learner.useScoreBIC()
    for j, node in enumerate(ours.nodes):
        theirs = learner.score(f"v{j}", [f"v{names.index(p)}" for p in node.parents])
        assert theirs == pytest.approx(-node.score / math.log(2), rel=1e-12, abs=1e-9)


@pytest.mark.parametrize("key", STRUCTURES)
def test_bic_is_minus_pgmpys(key):
    pytest.importorskip("pgmpy", reason="pgmpy is an optional parity reference (pip install pgmpy)")
    from pgmpy import estimators, models

    names, X, values = watermelon2()
    ours = score_structure(X, [len(v) for v in values], Structure(names, STRUCTURES[key]), "bic")
    network = getattr(models, "DiscreteBayesianNetwork", None) or models.BayesianNetwork
    model = network(STRUCTURES[key])
    model.add_nodes_from(names)
    assert _pgmpy_bic(estimators)(_frame(names, X, values)).score(model) == pytest.approx(-ours.total, rel=1e-12)


def _pgmpy_bic(estimators):
    """pgmpy's BIC scorer: pgmpy.structure_score.BIC (1.1+), else the older estimators.BIC / BicScore."""
    try:
        from pgmpy.structure_score import BIC
    except ImportError:
        return getattr(estimators, "BIC", None) or estimators.BicScore
    return BIC


def _pgmpy_network(net):
    from pgmpy import models
    from pgmpy.factors.discrete import TabularCPD

    network = getattr(models, "DiscreteBayesianNetwork", None) or models.BayesianNetwork
    model = network([(p, c) for p, c in net.structure.edges])
    model.add_nodes_from(net.nodes)
    for i, table in enumerate(net.cpts):
        parents = net.structure.parents(i)
        card = net.cards[i]
        # ours: table[parent values..., value]; pgmpy: one column per parent configuration, the last parent fastest
        model.add_cpds(
            TabularCPD(
                net.nodes[i], card, table.reshape(-1, card).T,
                evidence=[net.nodes[p] for p in parents] or None,
                evidence_card=[net.cards[p] for p in parents] or None,
                state_names={net.nodes[k]: list(net.states[k]) for k in (i, *parents)},
            )
        )  # fmt: skip
    assert model.check_model()
    return model


def _pgmpy_exact(net, query, evidence):
    from pgmpy.inference import VariableElimination

    factor = VariableElimination(_pgmpy_network(net)).query(query, evidence=evidence or None, joint=True,
                                                             show_progress=False)  # fmt: skip
    theirs = np.empty([net.cards[net.nodes.index(q)] for q in query])
    for cell in np.ndindex(*theirs.shape):
        names = {q: net.states[net.nodes.index(q)][v] for q, v in zip(query, cell, strict=True)}
        theirs[cell] = factor.get_value(**names)
    return theirs


@pytest.mark.parametrize(("query", "evidence"), QUERIES)
def test_exact_posteriors_equal_pgmpys_variable_elimination(query, evidence):
    pytest.importorskip("pgmpy", reason="pgmpy is an optional parity reference (pip install pgmpy)")
    net = fig72()
    ours = variable_elimination(net, query, evidence)
    np.testing.assert_allclose(ours, _pgmpy_exact(net, query, evidence), rtol=0, atol=1e-12)


@pytest.mark.parametrize(("query", "evidence"), QUERIES)
def test_gibbs_lands_within_three_standard_errors_of_pgmpys_exact_answer(query, evidence):
    pytest.importorskip("pgmpy", reason="pgmpy is an optional parity reference (pip install pgmpy)")
    net = fig72()
    last = list(gibbs(net, query, evidence, samples=20_000, burn_in=200, seed=11, report_every=20_000))[-1]
    assert np.all(np.abs(last.estimate - _pgmpy_exact(net, query, evidence)) <= 3 * last.standard_error + 1e-12)


def _pyagrum_network(gum, net):
    bn = gum.BayesNet()
    for i, name in enumerate(net.nodes):
        bn.add(gum.LabelizedVariable(f"n{i}", name, [f"s{k}" for k in range(net.cards[i])]))
    for p, c in net.structure.edges:
        bn.addArc(f"n{net.nodes.index(p)}", f"n{net.nodes.index(c)}")
    for i, table in enumerate(net.cpts):
        parents = net.structure.parents(i)
        for config in itertools.product(*(range(net.cards[p]) for p in parents)):
            bn.cpt(f"n{i}")[{f"n{p}": v for p, v in zip(parents, config, strict=True)}] = table[config].tolist()
    return bn


@pytest.mark.parametrize(("query", "evidence"), QUERIES)
def test_exact_posteriors_equal_pyagrums_lazy_propagation(query, evidence):
    gum = pytest.importorskip("pyagrum", reason="pyAgrum is an optional parity reference (pip install pyagrum)")
    net = fig72()
    ours = variable_elimination(net, query, evidence)
    bn = _pyagrum_network(gum, net)
    engine = gum.LazyPropagation(bn)
    engine.setEvidence({f"n{net.nodes.index(n)}": net.states[net.nodes.index(n)].index(v) for n, v in evidence.items()})
    targets = {f"n{net.nodes.index(q)}" for q in query}
    if len(targets) > 1:
        engine.addJointTarget(targets)
    engine.makeInference()
    theirs = engine.jointPosterior(targets) if len(targets) > 1 else engine.posterior(next(iter(targets)))
    for cell in np.ndindex(*ours.shape):
        at = {f"n{net.nodes.index(q)}": int(v) for q, v in zip(query, cell, strict=True)}
        assert theirs[at] == pytest.approx(ours[cell], abs=1e-12)
