"""The Bayesian network classifier: scikit-learn's contract (the parts the registry-wide tests run only on numeric
models) and its posteriors against the network's exact inference."""

import pickle

import numpy as np
import pytest

from bayesgui.core.bayes_net.classifier import BayesNetClassifier
from bayesgui.core.bayes_net.inference import variable_elimination
from tests.core.test_bayes_net import watermelon2


def data():
    names, X, _values = watermelon2()
    return names, X[:, :-1].astype(float), X[:, -1]


def test_parameters_are_stored_and_set_like_scikit_learn():
    from sklearn.base import clone

    model = BayesNetClassifier(search="tan", alpha=0.5, node_names=["a", "b", "c"])
    assert model.get_params()["search"] == "tan" and model.get_params()["criterion"] == "bic"
    assert model.set_params(alpha=2.0) is model and model.alpha == 2.0
    copy = clone(model)
    assert copy.get_params() == model.get_params() and "classes_" not in vars(copy)


def test_a_failed_fit_keeps_the_previous_model():
    names, X, y = data()
    model = BayesNetClassifier(node_names=names).fit(X, y)
    proba, edges = model.predict_proba(X), model.edges_.copy()
    model.set_params(structure={"nodes": names, "edges": [["好瓜", "纹理"], ["纹理", "好瓜"]]})
    with pytest.raises(ValueError, match="cycle"):
        model.fit(X, y)
    np.testing.assert_array_equal(model.predict_proba(X), proba)
    np.testing.assert_array_equal(model.edges_, edges)
    model.set_params(structure=None, search="nonsense")
    with pytest.raises(ValueError, match="Unknown search"):
        model.fit(X, y)
    np.testing.assert_array_equal(model.predict_proba(X), proba)


def test_closing_iter_fit_midway_keeps_the_previous_model():
    names, X, y = data()
    model = BayesNetClassifier(node_names=names).fit(X, y)
    proba = model.predict_proba(X)
    gappy = X.copy()
    gappy[::3, 2] = np.nan
    steps = model.iter_fit(gappy, y)
    next(steps)
    next(steps)
    steps.close()
    np.testing.assert_array_equal(model.predict_proba(X), proba)
    progress = list(model.iter_fit(gappy, y))
    assert progress[-1] == (1, 1) and all(d <= t for d, t in progress)


def test_saved_state_and_pickle_round_trip():
    names, X, y = data()
    model = BayesNetClassifier(node_names=names, search="k2").fit(X, y)
    again = BayesNetClassifier.from_state(model.get_params(), model.fitted_state())
    np.testing.assert_array_equal(again.predict_proba(X), model.predict_proba(X))
    assert again.structure_ == model.structure_
    assert pickle.loads(pickle.dumps(model)).score(X, y) == model.score(X, y)


@pytest.mark.parametrize("search", ["hill-climb", "k2", "tan", "naive"])
def test_posteriors_are_the_networks_exact_inference_even_with_missing_cells(search):
    names, X, y = data()
    model = BayesNetClassifier(node_names=names, search=search).fit(X, y)
    row = X[5].copy()
    row[[1, 4]] = np.nan  # 根蒂 and 脐部 unknown: summed out
    net = model.network_
    evidence = {names[j]: int(v) for j, v in enumerate(row) if not np.isnan(v)}
    exact = variable_elimination(net, ["好瓜"], evidence)
    np.testing.assert_allclose(model.predict_proba(row[None, :])[0], exact, atol=1e-12)


def test_the_naive_structure_with_laplace_is_naive_bayes_by_hand():
    names, X, y = data()
    model = BayesNetClassifier(node_names=names, search="naive", alpha=1.0).fit(X, y)
    row = X[0]
    joint = []
    for c in (0, 1):
        rows = X[y == c]
        p = (len(rows) + 1) / (len(X) + 2)
        for j in range(X.shape[1]):
            levels = len(np.unique(X[:, j]))
            p *= (np.sum(rows[:, j] == row[j]) + 1) / (len(rows) + levels)
        joint.append(p)
    np.testing.assert_allclose(model.predict_proba(row[None, :])[0], np.array(joint) / sum(joint), atol=1e-12)


def test_bad_codes_are_refused_with_the_column():
    names, X, y = data()
    model = BayesNetClassifier(node_names=names).fit(X, y)
    bad = X[:2].copy()
    bad[0, 3] = 9
    with pytest.raises(ValueError, match="Feature 3 holds category code 9"):
        model.predict(bad)
    with pytest.raises(ValueError, match="fractions"):
        BayesNetClassifier().fit(X + 0.5, y)


def test_searched_as_tan_the_tree_is_the_tan_models():
    from bayesgui.core.semi_naive.tan import TAN

    names, X, y = data()
    network = BayesNetClassifier(node_names=names, search="tan").fit(X, y)
    tan = TAN().fit(X, y)
    tree = {(names[int(p)], names[c]) for c, p in enumerate(tan.parents_) if p >= 0}
    class_edges = {("好瓜", n) for n in names[:-1]}
    assert set(network.structure_.edges) == tree | class_edges and len(tree) == len(names) - 2


def test_a_row_impossible_under_every_class_gets_the_uniform_posterior():
    import itertools

    names, X, y = data()
    some = np.r_[0:5, 9:14]  # five rows of each class: many values never counted with either
    levels = [len(np.unique(X[:, j])) for j in range(X.shape[1])]
    model = BayesNetClassifier(node_names=names, search="naive", alpha=0.0, n_categories=levels).fit(X[some], y[some])
    rows = np.array(list(itertools.product(*(range(int(c)) for c in model.n_categories_[:-1]))), dtype=float)
    joint = model.decision_scores(rows)
    impossible = ~np.isfinite(joint).any(axis=1)
    assert impossible.sum() > 10  # with λ = 0 many value combinations have probability 0 under both classes
    P = model.predict_proba(rows)
    np.testing.assert_array_equal(P[impossible], 0.5)
    assert np.all(np.isfinite(P)) and np.allclose(P.sum(axis=1), 1.0)
