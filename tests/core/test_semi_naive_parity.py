"""TAN's tree against pyAgrum's (optional: pyAgrum is not a dependency; install it to run this test).

pyAgrum's TAN (``pyagrum.skbn.BNClassifier(learningMethod="TAN")``) weights each pair by Friedman's conditional
mutual information (P(x_i, x_j, c)) and adds the edges heaviest first while they make no cycle, but only those
above the average weight: its skeleton is a part of the maximum weighted spanning tree (all of it when every tree
edge is above the average, as on watermelon 2.0).
"""

import numpy as np
import pytest

gum = pytest.importorskip("pyagrum", reason="pyAgrum is an optional reference (pip install pyagrum), not installed")
pd = pytest.importorskip("pandas")

from pyagrum.lib.discreteTypeProcessor import DiscreteTypeProcessor  # noqa: E402
from pyagrum.skbn import BNClassifier  # noqa: E402

from bayesgui.core import TAN  # noqa: E402
from tests.core import watermelon  # noqa: E402


def pyagrum_skeleton(X: np.ndarray, y: np.ndarray, names: list[str]) -> set[frozenset[str]]:
    frame = pd.DataFrame({name: [f"v{int(v)}" for v in X[:, j]] for j, name in enumerate(names)})
    classifier = BNClassifier(type_processor=DiscreteTypeProcessor(), learningMethod="TAN")
    classifier.fit(frame, pd.Series([f"c{v}" for v in y], name="class"))
    bn = classifier.bn_
    arcs = [(bn.variable(a).name(), bn.variable(b).name()) for a, b in bn.arcs()]
    return {frozenset(arc) for arc in arcs if "class" not in arc}


def our_skeleton(model: TAN, names: list[str]) -> set[frozenset[str]]:
    return {frozenset((names[p], names[c])) for p, c in model.edges_}


def test_the_watermelon_tree_is_pyagrum_s():
    melon = watermelon.load()
    X, names = melon.X[:, :6], watermelon.CATEGORICAL
    ours = our_skeleton(TAN(weighting="friedman").fit(X, melon.y), names)
    assert pyagrum_skeleton(X, np.unique(melon.y, return_inverse=True)[1], names) == ours


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_pyagrum_s_tree_is_part_of_ours_on_chained_data(seed):
    rng = np.random.default_rng(seed)
    n, d = 2000, 7
    y = rng.integers(0, 2, n)
    X = np.empty((n, d), dtype=np.int64)
    X[:, 0] = rng.integers(0, 3, n)
    for j in range(1, d):  # each attribute follows one earlier one, given the class
        parent = rng.integers(0, j)
        X[:, j] = (X[:, parent] + y * rng.integers(0, 2, n) + (rng.random(n) < 0.2)) % 3
    names = [f"a{j}" for j in range(d)]
    ours = our_skeleton(TAN(weighting="friedman").fit(X, y), names)
    theirs = pyagrum_skeleton(X, y, names)
    assert theirs and theirs <= ours
