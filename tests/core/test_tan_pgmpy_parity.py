"""TAN's tree against pgmpy's (the ``parity`` extra; skipped with a reason without pgmpy).

pgmpy's ``TreeSearch(estimator_type="tan")`` weights each pair by Σ_c P(c)·I(x_i; x_j | c = c), which is Friedman's
weighting (P(x_i, x_j, c)), and takes the maximum weighted spanning tree: the same skeleton as ours with
``weighting="friedman"``, and the same directed tree from the same root.
"""

import numpy as np
import pytest

pgmpy = pytest.importorskip("pgmpy", reason="pgmpy is an optional parity reference (pip install pgmpy)")
pd = pytest.importorskip("pandas")

from pgmpy.estimators import TreeSearch  # noqa: E402

from bayesgui.core import TAN  # noqa: E402
from tests.core import watermelon  # noqa: E402


def pgmpy_tree(X, y, names, root):
    frame = pd.DataFrame({name: [f"v{int(v)}" for v in X[:, j]] for j, name in enumerate(names)})
    frame["class"] = [f"c{v}" for v in y]
    dag = TreeSearch(frame, root_node=root, n_jobs=1).estimate(estimator_type="tan", class_node="class",
                                                               show_progress=False)  # fmt: skip
    return {(p, c) for p, c in dag.edges() if p != "class"}


def our_tree(model, names):
    return {(names[p], names[c]) for c, p in enumerate(model.parents_) if p >= 0}


def test_the_watermelon_tree_is_pgmpys():
    melon = watermelon.load()
    X, names = melon.X[:, :6], watermelon.CATEGORICAL
    y = np.unique(melon.y, return_inverse=True)[1]
    ours = our_tree(TAN(weighting="friedman", root=3).fit(X, y), names)
    assert ours == pgmpy_tree(X, y, names, names[3])


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_tree_is_pgmpys_on_chained_data(seed):
    rng = np.random.default_rng(seed)
    n, d = 2000, 7
    y = rng.integers(0, 2, n)
    X = np.empty((n, d), dtype=np.int64)
    X[:, 0] = rng.integers(0, 3, n)
    for j in range(1, d):  # each attribute follows one earlier one, given the class
        parent = rng.integers(0, j)
        X[:, j] = (X[:, parent] + y * rng.integers(0, 2, n) + (rng.random(n) < 0.2)) % 3
    names = [f"a{j}" for j in range(d)]
    ours = our_tree(TAN(weighting="friedman").fit(X, y), names)
    assert ours == pgmpy_tree(X, y, names, "a0")
