"""Parity of the Bayesian network with pyAgrum and pgmpy, when installed (they are not CI dependencies: each test
skips with a reason without its library). pyAgrum's BIC is in bits and maximised: −(ours)/ln 2 node by node;
pgmpy's is in nats and maximised: −(ours). Exact posteriors equal pyAgrum's LazyPropagation to 1e-12."""

import itertools
import math

import numpy as np
import pytest

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
    scorer = getattr(estimators, "BIC", None) or estimators.BicScore
    assert scorer(_frame(names, X, values)).score(model) == pytest.approx(-ours.total, rel=1e-12)


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
