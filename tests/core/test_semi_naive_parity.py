"""TAN's tree against pyAgrum's and pgmpy's (the ``parity`` extra, which CI installs; each test skips with a reason
without its library).

pyAgrum's TAN (``pyagrum.skbn.BNClassifier(learningMethod="TAN")``) weights each pair by Friedman's conditional
mutual information (P(x_i, x_j, c)) and adds the edges heaviest first while they make no cycle, but only those
above the average weight: its skeleton is a part of the maximum weighted spanning tree (all of it when every tree
edge is above the average, as on watermelon 2.0).

pgmpy's ``TreeSearch(estimator_type="tan")`` weights each pair by Σ_c P(c)·I(x_i; x_j | c = c), which is Friedman's
weighting too, and takes the maximum weighted spanning tree: the same directed tree as ours from the same root.
"""

import numpy as np
import pytest

from bayesgui.core import TAN
from tests.core import watermelon

pd = pytest.importorskip("pandas")


@pytest.fixture
def gum():
    return pytest.importorskip("pyagrum", reason="pyAgrum is an optional reference (pip install pyagrum)")


@pytest.fixture
def tree_search():
    pytest.importorskip("pgmpy", reason="pgmpy is an optional reference (pip install pgmpy)")
    from pgmpy.estimators import TreeSearch

    return TreeSearch


def pyagrum_skeleton(X: np.ndarray, y: np.ndarray, names: list[str]) -> set[frozenset[str]]:
    from pyagrum.lib.discreteTypeProcessor import DiscreteTypeProcessor
    from pyagrum.skbn import BNClassifier

    frame = pd.DataFrame({name: [f"v{int(v)}" for v in X[:, j]] for j, name in enumerate(names)})
    classifier = BNClassifier(type_processor=DiscreteTypeProcessor(), learningMethod="TAN")
    classifier.fit(frame, pd.Series([f"c{v}" for v in y], name="class"))
    bn = classifier.bn_
    arcs = [(bn.variable(a).name(), bn.variable(b).name()) for a, b in bn.arcs()]
    return {frozenset(arc) for arc in arcs if "class" not in arc}


def pgmpy_tree(tree_search, X: np.ndarray, y: np.ndarray, names: list[str], root: str) -> set[tuple[str, str]]:
    frame = pd.DataFrame({name: [f"v{int(v)}" for v in X[:, j]] for j, name in enumerate(names)})
    frame["class"] = [f"c{v}" for v in y]
    dag = tree_search(frame, root_node=root, n_jobs=1).estimate(estimator_type="tan", class_node="class",
                                                                show_progress=False)  # fmt: skip
    return {(p, c) for p, c in dag.edges() if p != "class"}


def our_tree(model: TAN, names: list[str]) -> set[tuple[str, str]]:
    return {(names[p], names[c]) for c, p in enumerate(model.parents_) if p >= 0}


def our_skeleton(model: TAN, names: list[str]) -> set[frozenset[str]]:
    return {frozenset(edge) for edge in our_tree(model, names)}


def watermelon2():
    melon = watermelon.load()
    return melon.X[:, :6], np.unique(melon.y, return_inverse=True)[1], watermelon.CATEGORICAL


def chained(seed: int, n: int = 2000, d: int = 7):
    """Attributes that each follow one earlier one, given the class."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    X = np.empty((n, d), dtype=np.int64)
    X[:, 0] = rng.integers(0, 3, n)
    for j in range(1, d):
        parent = rng.integers(0, j)
        X[:, j] = (X[:, parent] + y * rng.integers(0, 2, n) + (rng.random(n) < 0.2)) % 3
    return X, y, [f"a{j}" for j in range(d)]


def test_the_watermelon_tree_is_pyagrum_s(gum):
    X, y, names = watermelon2()
    assert pyagrum_skeleton(X, y, names) == our_skeleton(TAN(weighting="friedman").fit(X, y), names)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_pyagrum_s_tree_is_part_of_ours_on_chained_data(gum, seed):
    X, y, names = chained(seed)
    theirs = pyagrum_skeleton(X, y, names)
    assert theirs and theirs <= our_skeleton(TAN(weighting="friedman").fit(X, y), names)


def test_the_watermelon_tree_is_pgmpys(tree_search):
    X, y, names = watermelon2()
    ours = our_tree(TAN(weighting="friedman", root=3).fit(X, y), names)
    assert ours == pgmpy_tree(tree_search, X, y, names, names[3])


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_tree_is_pgmpys_on_chained_data(tree_search, seed):
    X, y, names = chained(seed)
    assert our_tree(TAN(weighting="friedman").fit(X, y), names) == pgmpy_tree(tree_search, X, y, names, "a0")
