"""SPODE, TAN and AODE (Zhou §7.4) against hand computations on watermelon 2.0 (the categorical part of 3.0):
eqs. 7.24-7.25's worked numbers, the TAN tree (eq. 7.22 by explicit loops, the tree by brute force over every
spanning tree), and the posteriors of the test sample 测1 (explicit loops over the rows)."""

import itertools
import math

import numpy as np
import pytest

from bayesgui.core.semi_naive import _counts, _fused
from bayesgui.core.semi_naive.aode import AODE
from bayesgui.core.semi_naive.spode import SPODE
from bayesgui.core.semi_naive.tan import TAN
from tests.core import watermelon

W = watermelon.load()
ATTRS = watermelon.CATEGORICAL
ROWS = [{a: r[a] for a in ATTRS} for r in W.rows]
Y = [r[watermelon.TARGET] for r in W.rows]
CLASSES = sorted(set(Y))  # 否, 是: the order of classes_
X = W.X[:, : len(ATTRS)]
TEST_1 = {a: watermelon.TEST_1[a] for a in ATTRS}
X_TEST_1 = W.encode(watermelon.TEST_1)[: len(ATTRS)]


def n_levels(a):
    return len(W.levels[a])


def count(**conditions):
    """|D_conditions|: rows matching every attribute = value (and "c" = the class)."""
    return sum(
        all((y if a == "c" else row[a]) == v for a, v in conditions.items()) for row, y in zip(ROWS, Y, strict=True)
    )


def cond(c, **values):
    return count(c=c, **values)


# ---------------------------------------------------------------------------------------------- eqs. 7.24 and 7.25
def test_zhou_worked_numbers_of_eqs_7_24_and_7_25():
    """P(是, 浅白) = (1 + 1) / (17 + 3·2) = 2/23 and P(凹陷 | 是, 浅白) = (1 + 1) / (1 + 3) = 2/4 (Zhou §7.4)."""
    sample = dict(TEST_1, 色泽="浅白", 脐部="凹陷")
    model = AODE(m_prime=0).fit(X, Y)
    exp = model.explain(W.encode({**watermelon.TEST_1, **sample})[: len(ATTRS)], feature_names=ATTRS)
    good, p = CLASSES.index("是"), exp.parents.index(ATTRS.index("色泽"))
    assert math.isclose(np.exp(exp.log_parent[good, p]), 2 / 23, rel_tol=1e-12)
    detail = exp.parent_details[p]
    assert (detail["count"][good], detail["total"], detail["n"], detail["alpha"]) == (1, 17, 6, 1.0)
    navel = ATTRS.index("脐部")
    assert math.isclose(np.exp(exp.log_factors[good, p, navel]), 2 / 4, rel_tol=1e-12)
    factor = exp.factor_details[p][navel]
    assert (factor["count"][good], factor["class_total"][good], factor["n_levels"]) == (1, 1, 3)


# ---------------------------------------------------------------------------------------------- AODE posteriors
def aode_by_hand(sample, m_prime, exclude_self):
    """Eq. 7.23 with eqs. 7.24-7.25, every count by a loop over the rows; naive Bayes when no parent qualifies."""
    parents = [a for a in ATTRS if count(**{a: sample[a]}) >= m_prime]
    scores = []
    for c in CLASSES:
        if not parents:
            score = (cond(c) + 1) / (len(ROWS) + len(CLASSES))
            for a in ATTRS:
                score *= (cond(c, **{a: sample[a]}) + 1) / (cond(c) + n_levels(a))
        else:
            score = 0.0
            for i in parents:
                d_cxi = cond(c, **{i: sample[i]})
                term = (d_cxi + 1) / (len(ROWS) + len(CLASSES) * n_levels(i))
                for j in ATTRS:
                    if exclude_self and j == i:
                        continue
                    term *= (cond(c, **{i: sample[i], j: sample[j]}) + 1) / (d_cxi + n_levels(j))
                score += term
        scores.append(score)
    return np.array(scores) / sum(scores)


@pytest.mark.parametrize("exclude_self", [False, True])
@pytest.mark.parametrize("m_prime", [0, 7, 9])
def test_aode_posterior_of_test_1_as_computed_by_hand(m_prime, exclude_self):
    model = AODE(m_prime=m_prime, exclude_self=exclude_self).fit(X, Y)
    expected = aode_by_hand(TEST_1, m_prime, exclude_self)
    np.testing.assert_allclose(model.predict_proba(X_TEST_1[None, :])[0], expected, rtol=1e-12)
    exp = model.explain(X_TEST_1, feature_names=ATTRS)
    np.testing.assert_allclose(exp.posterior, expected, rtol=1e-12)
    terms = [ATTRS[i] for i in exp.parents]
    assert terms == [a for a in ATTRS if count(**{a: TEST_1[a]}) >= m_prime]


def test_aode_with_zhou_m_prime_on_17_rows_falls_back_to_naive_bayes_and_says_so():
    """No value is seen in 30 of the 17 rows: eq. 7.23's sum is empty, the model is naive Bayes (Laplace)."""
    model = AODE().fit(X, Y)
    exp = model.explain(X_TEST_1, feature_names=ATTRS)
    assert exp.fallback and "falls back to naive Bayes" in exp.notes[0]
    np.testing.assert_allclose(exp.posterior, aode_by_hand(TEST_1, 30, False), rtol=1e-12)


def test_aode_book_and_weka_products_differ():
    book = AODE(m_prime=0).fit(X, Y).predict_proba(X)
    weka = AODE(m_prime=0, exclude_self=True).fit(X, Y).predict_proba(X)
    assert np.abs(book - weka).max() > 1e-3


# ---------------------------------------------------------------------------------------------- TAN
def cmi_by_hand(a, b, weighting):
    """Eq. 7.22: Σ_c Σ_{x_a, x_b} w · log [P(x_a, x_b | c) / (P(x_a | c) P(x_b | c))], maximum likelihood;
    w = P(x_a, x_b | c) (Zhou) or P(x_a, x_b, c) (Friedman)."""
    total = 0.0
    for c in CLASSES:
        n_c = cond(c)
        for u in W.levels[a]:
            for v in W.levels[b]:
                n_cuv = cond(c, **{a: u, b: v})
                if n_cuv == 0:
                    continue
                p_uv = n_cuv / n_c
                weight = p_uv if weighting == "zhou" else n_cuv / len(ROWS)
                total += weight * math.log(p_uv / ((cond(c, **{a: u}) / n_c) * (cond(c, **{b: v}) / n_c)))
    return total


def prufer_trees(n):
    """Every labelled tree on n nodes (Prüfer sequences), as sets of undirected edges."""
    for sequence in itertools.product(range(n), repeat=n - 2):
        degree = [1] * n
        for node in sequence:
            degree[node] += 1
        edges = set()
        for node in sequence:
            leaf = min(i for i in range(n) if degree[i] == 1)
            edges.add(frozenset((leaf, node)))
            degree[leaf] -= 1
            degree[node] -= 1
        u, v = [i for i in range(n) if degree[i] == 1]
        edges.add(frozenset((u, v)))
        yield edges


def best_tree_by_brute_force(weights):
    scored = sorted(
        ((sum(weights[tuple(sorted(e))] for e in tree), tree) for tree in prufer_trees(len(ATTRS))),
        key=lambda item: -item[0],
    )
    assert scored[0][0] > scored[1][0] + 1e-9  # one best tree: the test can tell a wrong one
    return scored[0][1]


def directed_away_from(edges, root):
    parents, frontier = {root: -1}, [root]
    while frontier:
        node = frontier.pop()
        for edge in edges:
            if node in edge:
                (other,) = edge - {node}
                if other not in parents:
                    parents[other] = node
                    frontier.append(other)
    return [parents[i] for i in range(len(ATTRS))]


@pytest.mark.parametrize("weighting", ["zhou", "friedman"])
@pytest.mark.parametrize("root", [0, 3])
def test_tan_tree_is_the_maximum_spanning_tree_of_eq_7_22_computed_by_hand(weighting, root):
    weights = {
        (i, j): cmi_by_hand(ATTRS[i], ATTRS[j], weighting) for i, j in itertools.combinations(range(len(ATTRS)), 2)
    }
    model = TAN(root=root, weighting=weighting).fit(X, Y)
    for (i, j), value in weights.items():
        assert math.isclose(model.mutual_information_[i, j], value, rel_tol=1e-12, abs_tol=1e-15)
        assert model.mutual_information_[j, i] == model.mutual_information_[i, j]
    assert model.parents_.tolist() == directed_away_from(best_tree_by_brute_force(weights), root)
    assert sorted(map(tuple, model.edges_.tolist())) == sorted(
        (int(p), c) for c, p in enumerate(model.parents_) if p >= 0
    )


def one_dependent_by_hand(sample, parents):
    """Eq. 7.21 with Laplace-corrected factors: P(c) · Π_i P(x_i | c, pa_i), P(c) the frequency |D_c| / |D|."""
    scores = []
    for c in CLASSES:
        score = cond(c) / len(ROWS)
        for i, a in enumerate(ATTRS):
            if parents[i] < 0:
                score *= (cond(c, **{a: sample[a]}) + 1) / (cond(c) + n_levels(a))
            else:
                pa = ATTRS[parents[i]]
                given = cond(c, **{pa: sample[pa]})
                score *= (cond(c, **{pa: sample[pa], a: sample[a]}) + 1) / (given + n_levels(a))
        scores.append(score)
    return np.array(scores) / sum(scores)


def test_tan_posterior_of_test_1_as_computed_by_hand():
    weights = {(i, j): cmi_by_hand(ATTRS[i], ATTRS[j], "zhou") for i, j in itertools.combinations(range(6), 2)}
    parents = directed_away_from(best_tree_by_brute_force(weights), 0)
    model = TAN().fit(X, Y)
    expected = one_dependent_by_hand(TEST_1, parents)
    np.testing.assert_allclose(model.predict_proba(X_TEST_1[None, :])[0], expected, rtol=1e-12)
    exp = model.explain(X_TEST_1, feature_names=ATTRS)
    np.testing.assert_allclose(exp.posterior, expected, rtol=1e-12)
    child = parents.index(0)  # an attribute whose parent is 色泽 (青绿 in 测1)
    good = CLASSES.index("是")
    detail = exp.details[child]
    assert detail["parent"] == "色泽" and exp.feature_kinds[child] == "conditional"
    a = ATTRS[child]
    assert detail["count"][good] == cond("是", 色泽="青绿", **{a: TEST_1[a]})
    assert detail["class_total"][good] == cond("是", 色泽="青绿")


@pytest.mark.parametrize("super_parent", range(6))
def test_spode_posterior_of_test_1_as_computed_by_hand(super_parent):
    parents = [super_parent] * 6
    parents[super_parent] = -1
    model = SPODE(super_parent=super_parent).fit(X, Y)
    np.testing.assert_allclose(
        model.predict_proba(X_TEST_1[None, :])[0], one_dependent_by_hand(TEST_1, parents), rtol=1e-12
    )


# ------------------------------------------------------------------------------------- counting, missing values
@pytest.mark.parametrize("levels", [[3, 1, 5, 2], [2, 3], [6, 5, 7, 1, 2, 3, 4]])  # groups: 2, 1, 3
def test_both_ways_of_counting_agree_with_a_loop(levels):
    rng = np.random.default_rng(0)
    levels = np.array(levels)
    d = levels.size
    codes = rng.integers(-1, levels, size=(200, d))
    yk = rng.integers(0, 3, 200)
    assert len(_fused.groups(levels, _fused.COUNT_GROUP_SIZE)) == {4: 2, 2: 1, 7: 3}[d]
    fused = _fused.pair_counts(codes, yk, levels, 3)
    by_pairs = _counts.by_pairs(codes, yk, levels, 3)
    starts = _counts.slot_starts(levels)
    loop = np.zeros_like(fused)
    for row, c in zip(codes, yk, strict=True):
        for i, j in itertools.product(range(d), repeat=2):
            if row[i] >= 0 and row[j] >= 0:
                loop[c, starts[i] + row[i], starts[j] + row[j]] += 1
    np.testing.assert_array_equal(fused, loop)
    np.testing.assert_array_equal(by_pairs, loop)


@pytest.mark.parametrize("exclude_self", [False, True])
def test_aode_fused_scores_equal_the_terms_explain_writes_out(exclude_self, monkeypatch):
    """The fast path (a group of children per gather) against each term summed factor by factor."""
    monkeypatch.setattr(_fused, "GROUP_SIZE", 40)  # several groups of a few attributes
    rng = np.random.default_rng(1)
    codes = rng.integers(-1, 4, size=(300, 7)).astype(float)
    codes[:, 2] = rng.integers(-1, 9, 300)
    y = rng.integers(0, 3, 300)
    model = AODE(m_prime=62, exclude_self=exclude_self).fit(codes, y)
    scores = model.predict_joint_log_proba(codes)
    fallbacks = 0
    for row, score in zip(codes, scores, strict=True):
        exp = model.explain(row)
        fallbacks += exp.fallback
        terms = exp.log_terms
        expected = np.log(np.exp(terms).sum(axis=1) / terms.shape[1])
        np.testing.assert_allclose(score, expected, rtol=1e-12)
    assert 0 < fallbacks < len(codes)  # both kinds of row were checked


def test_a_missing_value_is_never_a_super_parent_and_its_factors_are_left_out():
    sample = X_TEST_1.copy()
    sample[1] = np.nan
    model = AODE(m_prime=0).fit(X, Y)
    exp = model.explain(sample, feature_names=ATTRS)
    assert 1 not in exp.parents and exp.factor_skipped[:, 1].all()
    reduced = {a: TEST_1[a] for a in ATTRS if a != "根蒂"}
    scores = []
    for c in CLASSES:  # eq. 7.23 over the five known attributes
        score = 0.0
        for i in reduced:
            d_cxi = cond(c, **{i: reduced[i]})
            term = (d_cxi + 1) / (len(ROWS) + len(CLASSES) * n_levels(i))
            for j in reduced:
                term *= (cond(c, **{i: reduced[i], j: reduced[j]}) + 1) / (d_cxi + n_levels(j))
            score += term
        scores.append(score)
    np.testing.assert_allclose(exp.posterior, np.array(scores) / sum(scores), rtol=1e-12)
    tan = TAN().fit(X, Y)
    assert np.isfinite(tan.predict_joint_log_proba(sample[None, :])).all()


@pytest.mark.parametrize(
    ("model", "message"),
    [
        (AODE(alpha=0.0), "greater than 0"),
        (AODE(m_prime=-1), "m_prime must be a whole number"),
        (SPODE(super_parent=6), "super_parent must be the index of an attribute, 0 to 5"),
        (TAN(root=-1), "root must be the index"),
        (TAN(weighting="chow-liu"), "Unknown weighting 'chow-liu'"),
    ],
)
def test_a_bad_parameter_is_refused_with_a_message_and_keeps_the_old_fit(model, message):
    good = type(model)().fit(X, Y)
    before = good.predict_proba(X)
    good.set_params(**{k: v for k, v in model.get_params().items()})
    with pytest.raises(ValueError, match=message):
        good.fit(X, Y)
    np.testing.assert_array_equal(good.predict_proba(X), before)


def test_a_code_the_model_never_saw_is_refused_by_name():
    model = TAN().fit(X, Y)
    bad = X_TEST_1.copy()
    bad[2] = 7
    with pytest.raises(ValueError, match="Attribute 2 holds level code 7"):
        model.predict(bad[None, :])
    with pytest.raises(ValueError, match=r"attribute 0 holds 0\.5"):
        model.predict(np.full((1, 6), 0.5))


def _aode_data(seed=3, n=600, d=9):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    X = (rng.integers(0, 4, (n, d)) + y[:, None] * (rng.random((n, d)) < 0.4)) % 4
    X[rng.random((n, d)) < 0.05] = -1  # missing values: never a super-parent, no factor
    return X, y


@pytest.mark.parametrize("exclude_self", [False, True])
def test_aode_scores_alike_by_probabilities_and_by_logs(monkeypatch, exclude_self):
    """Scoring multiplies probabilities when no term can underflow, else adds logs: both give the same posterior,
    and the rows whose values all fall below m′ (naive Bayes) too."""
    from bayesgui.core.semi_naive import aode

    X, y = _aode_data()
    by_products = AODE(m_prime=150, exclude_self=exclude_self).fit(X, y)
    monkeypatch.setattr(aode, "LINEAR_FLOOR", np.inf)  # no term is that large: logs
    by_logs = AODE(m_prime=150, exclude_self=exclude_self).fit(X, y)
    assert by_products._linear and not by_logs._linear
    assert (by_products._fused[0][0] == 0).any()  # some values are no super-parent
    np.testing.assert_allclose(by_products.predict_log_proba(X), by_logs.predict_log_proba(X), rtol=0, atol=1e-12)


def test_aode_adds_logs_when_a_product_could_underflow():
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 400)
    X = (rng.random((400, 50)) < 0.5).astype(np.int64)
    model = AODE(m_prime=0, alpha=1e-7).fit(X, y)  # an unseen pair: ~1e-7 / 100 per factor, e^-18: 50 reach e^-900
    assert not model._linear
    X[0] = 1 - X[0]  # a sample unlike its neighbours: tiny terms, still a posterior
    probabilities = model.predict_proba(X)
    assert np.isfinite(probabilities).all() and np.allclose(probabilities.sum(axis=1), 1.0)
