"""Fold models by subtraction equal refitted models; leave-one-out on watermelon 3.0, by hand."""

import math

import numpy as np
import pytest

from bayesgui.core.discriminant.classifiers import LDA, QDA, GaussianBayes
from bayesgui.core.evaluation import Resampling, iter_out_of_fold, loo
from bayesgui.core.evaluation.cross_val import fold_models
from bayesgui.core.linear.logistic import LogisticRegression
from bayesgui.core.naive_bayes.categorical import CategoricalNB
from bayesgui.core.naive_bayes.gaussian import GaussianNB
from bayesgui.core.naive_bayes.mixed import MixedNB
from bayesgui.core.naive_bayes.multinomial import MultinomialNB
from bayesgui.core.naive_bayes.poisson import PoissonNB
from tests.core import watermelon

RNG = np.random.default_rng(7)
N = 240
CONT = RNG.normal(size=(N, 3)) * [1.0, 30.0, 0.01] + [0.0, 500.0, -2.0]
CODES = RNG.integers(0, 4, (N, 2)).astype(float)
COUNTS = RNG.poisson(3.0, (N, 3)).astype(float)
Y = RNG.integers(0, 3, N)
CONT[4, 1] = np.nan
CODES[9, 0] = np.nan

MODELS = [
    (lambda: GaussianNB(), CONT),
    (lambda: GaussianNB(variance="unbiased", prior_alpha=1.0), CONT),
    (lambda: CategoricalNB(n_categories=4), CODES),
    (lambda: PoissonNB(), COUNTS),
    (lambda: MultinomialNB(alpha=0.5), COUNTS),
    (
        lambda: MixedNB(kinds=["continuous"] * 3 + ["categorical"] * 2, n_categories=[None] * 3 + [4, 4]),
        np.c_[CONT, CODES],
    ),
    (lambda: LDA(), CONT),
    (lambda: QDA(reg_param=0.01), CONT),
    (lambda: GaussianBayes(), CONT),
]


def _refit(make, X, folds_row):
    return [make().fit(X[folds_row != f], Y[folds_row != f]) for f in np.unique(folds_row)]


@pytest.mark.parametrize(("make", "X"), MODELS, ids=lambda v: type(v()).__name__ if callable(v) else "")
def test_each_fold_model_is_the_refitted_model(make, X):
    folds = Resampling(k=5, seed=3).folds(Y)[0]
    for f, (fast, slow) in enumerate(zip(fold_models(make, X, Y, folds), _refit(make, X, folds), strict=True)):
        rows = folds == f
        np.testing.assert_allclose(fast.predict_log_proba(X), slow.predict_log_proba(X), rtol=0, atol=1e-12)
        assert np.array_equal(fast.predict(X[rows]), slow.predict(X[rows]))


@pytest.mark.parametrize(("make", "X"), MODELS, ids=lambda v: type(v()).__name__ if callable(v) else "")
def test_leave_one_out_equals_n_refits(make, X):
    folds = Resampling("loo").folds(Y)
    steps = iter_out_of_fold(make, X, Y, folds, 3)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            out = stop.value[0]
            break
    for i in range(0, N, 17):
        keep = np.arange(N) != i
        expected = make().fit(X[keep], Y[keep]).predict_proba(X[i : i + 1])[0]
        np.testing.assert_allclose(out[i], expected, rtol=0, atol=1e-12)


def test_refitting_models_get_every_fold_too():
    folds = Resampling(k=4, seed=1).folds(Y)
    steps = list(_run(lambda: LogisticRegression(), CONT[:, [0, 2]], folds))
    assert steps[-1] == (4, 4)


def _run(make, X, folds):
    yield from iter_out_of_fold(make, X, Y, folds, 3)


def _normal(x, values):
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return math.exp(-((x - mean) ** 2) / (2 * var)) / math.sqrt(2 * math.pi * var)


def test_leave_one_out_on_watermelon_by_hand():
    """Each melon scored by Zhou's Laplace-corrected naive Bayes (eqs. 7.18-7.20) on the 16 other melons."""
    melons = watermelon.load()
    kinds = ["categorical"] * 6 + ["continuous"] * 2
    levels = [len(melons.levels[c]) for c in watermelon.CATEGORICAL]
    model = MixedNB(kinds=kinds, alpha=1.0, prior_alpha=1.0, variance="unbiased", var_smoothing=0.0,
                    n_categories=[*levels, None, None]).fit(melons.X, melons.y)
    yk = np.searchsorted(model.classes_, melons.y)
    assert loo.supports(model)
    fast = loo.loo_proba(model, melons.X, yk)
    for i, melon in enumerate(melons.X):
        others = [r for r in range(len(melons.y)) if r != i]
        joint = []
        for c in model.classes_:
            rows = [r for r in others if melons.y[r] == c]
            p = (len(rows) + 1) / (len(others) + 2)  # eq. 7.19
            for j, n_levels in enumerate(levels):
                same = sum(melons.X[r, j] == melon[j] for r in rows)
                p *= (same + 1) / (len(rows) + n_levels)  # eq. 7.20
            for j in (6, 7):
                p *= _normal(melon[j], [melons.X[r, j] for r in rows])  # eq. 7.18, unbiased variance
            joint.append(p)
        np.testing.assert_allclose(fast[i], np.array(joint) / sum(joint), rtol=0, atol=1e-12)
    # the textbook classifier gets most of the 17 melons right when each is left out
    assert 10 <= int(np.sum(model.classes_[fast.argmax(axis=1)] == melons.y)) <= 17


def test_folds_are_stratified_seeded_and_reported():
    y = np.repeat([0, 1, 2], [50, 30, 7])
    a, b = Resampling(k=5, seed=11).folds(y), Resampling(k=5, seed=11).folds(y)
    assert np.array_equal(a, b)
    assert not np.array_equal(a, Resampling(k=5, seed=12).folds(y))
    for c, size in ((0, 50), (1, 30), (2, 7)):
        per_fold = np.bincount(a[0][y == c], minlength=5)
        assert per_fold.max() - per_fold.min() <= 1 and per_fold.sum() == size
    assert Resampling(k=3, repeats=4).folds(y).shape == (4, y.size)
    held = Resampling("holdout", fraction=0.2).folds(y)[0]
    assert abs((held == 0).sum() - 0.2 * y.size) <= 3 and set(np.unique(held)) == {-1, 0}
    given = np.arange(y.size) % 4 == 0
    assert np.array_equal(Resampling("split").folds(y, given)[0] == 0, given)
    with pytest.raises(ValueError, match="k-fold"):
        Resampling(k=1).folds(y)
