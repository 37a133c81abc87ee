"""Streamed statistics (core/streaming): chunk by chunk, merged or subtracted, they give the in-memory model.

Every naive Bayes kind, LDA, QDA and Gaussian Bayes, on rows with missing values, a categorical level first seen
late, and a class absent from some chunks: ``to_model`` has the fitted attributes of ``fit`` (to 1e-12), a merge
of shuffled pieces equals one pass, and the whole minus a fold equals the model's own ``downdate``.
"""

from __future__ import annotations

import pickle

import numpy as np
import pytest

from bayesgui.core import (
    LDA,
    QDA,
    CategoricalNB,
    GaussianBayes,
    GaussianMixture,
    GaussianNB,
    LogisticRegression,
    MixedNB,
    MultinomialNB,
    PoissonNB,
)
from bayesgui.core.streaming.statistics import refusal, stats_for, supports

RTOL = 1e-12


def _data(seed: int = 0, n: int = 3000):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    y[: n // 2][y[: n // 2] == 2] = 1  # class 2 absent from the first half (and so from its chunks)
    cont = rng.normal(size=(n, 2)) * [1.0, 30.0] + y[:, None] * [0.7, 9.0] + [5.0, 1000.0]
    cat = rng.integers(0, 3, (n, 2)).astype(float)
    cat[n - 40 :, 1] = 3  # a level first seen in the last chunk
    count = rng.poisson(2 + y[:, None], (n, 1)).astype(float)
    X = np.hstack([cont, cat, count])
    holes = rng.random(X.shape) < 0.03
    X[holes] = np.nan
    return X, y


MODELS = {
    "gaussian-nb": (GaussianNB(), [0, 1]),
    "gaussian-nb-unbiased": (GaussianNB(variance="unbiased"), [0, 1]),
    "categorical-nb": (CategoricalNB(alpha=0.5), [2, 3]),
    "poisson-nb": (PoissonNB(), [4]),
    "multinomial-nb": (MultinomialNB(), [4]),
    "mixed-nb": (MixedNB(kinds=["continuous", "continuous", "categorical", "categorical", "count"]), [0, 1, 2, 3, 4]),
    "lda": (LDA(), [0, 1]),
    "lda-unbiased": (LDA(pooled="unbiased"), [0, 1]),
    "qda": (QDA(reg_param=0.01), [0, 1]),
    "gaussian-bayes": (GaussianBayes(), [0, 1]),
}


def _fitted_attributes(model) -> dict:
    return {k: v for k, v in vars(model).items() if k.endswith("_") and not k.startswith("_")}


def assert_same_model(streamed, fitted) -> None:
    a, b = _fitted_attributes(streamed), _fitted_attributes(fitted)
    assert sorted(a) == sorted(b)
    for name in a:
        if name == "parts_":
            for (ka, ca, pa), (kb, cb, pb) in zip(a[name], b[name], strict=True):
                assert ka == kb and np.array_equal(ca, cb)
                assert_same_model(pa, pb)
        elif isinstance(a[name], list):
            for u, v in zip(a[name], b[name], strict=True):
                np.testing.assert_allclose(u, v, rtol=RTOL, atol=1e-300, err_msg=name)
        else:
            np.testing.assert_allclose(a[name], b[name], rtol=RTOL, atol=1e-300, err_msg=name)


def _prepare(key):
    template, columns = MODELS[key]
    X, y = _data()
    X = X[:, columns]
    if key == "multinomial-nb":
        X = np.nan_to_num(X)
    return template, X, y


@pytest.mark.parametrize("key", MODELS)
def test_chunked_equals_fit(key):
    template, X, y = _prepare(key)
    acc = stats_for(template, 3, X.shape[1])
    for start in range(0, len(y), 700):
        acc.update(X[start : start + 700], y[start : start + 700], first_row=start)
    streamed = acc.to_model()
    fitted = type(template)(**template.get_params()).fit(X, y)
    assert_same_model(streamed, fitted)
    probe = X[:300]
    np.testing.assert_allclose(streamed.predict_proba(probe), fitted.predict_proba(probe), rtol=RTOL, atol=1e-14)


@pytest.mark.parametrize("key", MODELS)
def test_merge_of_pieces_equals_fit_and_pickles(key):
    template, X, y = _prepare(key)
    pieces = [slice(0, 1000), slice(1000, 1100), slice(1100, len(y))]  # the first two: no row of class 2
    n_classes = [2, 2, 3]  # pieces that have met fewer classes merge with the others
    accs = [
        stats_for(template, k, X.shape[1]).update(X[s], y[s], s.start)
        for k, s in zip(n_classes, pieces, strict=True)
    ]
    merged = pickle.loads(pickle.dumps(accs[2])).merge(accs[1]).merge(accs[0])  # out of order, shipped
    assert merged.n_rows == len(y)
    assert_same_model(merged.to_model(), type(template)(**template.get_params()).fit(X, y))


@pytest.mark.parametrize("key", MODELS)
def test_whole_minus_fold_equals_downdate(key):
    template, X, y = _prepare(key)
    fold = np.arange(len(y)) % 4 == 1
    whole = stats_for(template, 3, X.shape[1])
    part = stats_for(template, 3, X.shape[1])
    for start in range(0, len(y), 800):
        rows = slice(start, start + 800)
        whole.update(X[rows], y[rows], first_row=start)
        held = np.flatnonzero(fold[rows]) + start
        part.update(X[held], y[held], references=whole)
    full = whole.to_model()
    streamed = whole.subtract(part).to_model(classes=full.classes_)
    in_memory = type(template)(**template.get_params()).fit(X, y).downdate(X[fold], y[fold])
    assert_same_model(streamed, in_memory)


def test_models_that_are_not_sums_are_refused_with_the_reason():
    for template in (LogisticRegression(), GaussianMixture(), LDA(missing="em")):
        assert not supports(template)
        with pytest.raises(ValueError, match="needs the whole table in memory"):
            stats_for(template, 2, 2)
        assert type(template).__name__ in str(refusal(template))


def test_a_bad_class_code_is_refused_naming_the_row():
    acc = stats_for(GaussianNB(), 2, 1)
    with pytest.raises(ValueError, match="row 2 has 5"):
        acc.update(np.zeros((3, 1)), np.array([0, 1, 5]))


@pytest.mark.parametrize("key", ["mixed-nb", "categorical-nb", "lda", "qda", "gaussian-bayes"])
def test_hash_kfold_in_two_passes_equals_in_memory_cross_validation(key):
    from bayesgui.core import LossMatrix
    from bayesgui.core.evaluation.cross_val import iter_out_of_fold
    from bayesgui.core.evaluation.metrics import confusion
    from bayesgui.core.evaluation.risk import decisions, empirical_risk
    from bayesgui.core.streaming.folds import hash_folds
    from bayesgui.core.streaming.kfold import FoldStatistics, held_out_scores
    from bayesgui.core.streaming.tally import Tally

    template, X, y = _prepare(key)
    k, step = 5, 600
    loss = LossMatrix.from_decisions([[0, 1, 4], [2, 0, 1], [1, 3, 0]], ("a", "b", "c"), reject_cost=0.4)
    folds = np.concatenate([hash_folds(np.arange(s, min(s + step, len(y))), k, seed=7) for s in range(0, len(y), step)])
    assert np.array_equal(folds, hash_folds(np.arange(len(y)), k, seed=7))  # a row's fold: its position's
    assert set(np.bincount(folds, minlength=k)) <= set(range(len(y) // k - 100, len(y) // k + 100))
    stats = FoldStatistics(template, 3, X.shape[1], k)
    for s in range(0, len(y), step):
        stats.update(X[s : s + step], y[s : s + step], folds[s : s + step], first_row=s)
    tally = Tally(loss, k)
    models = [stats.fold_model(f) for f in range(k)]
    for s in range(0, len(y), step):  # the scoring pass
        for f in range(k):
            rows = np.flatnonzero(folds[s : s + step] == f) + s
            tally.add(y[rows], held_out_scores(models[f], X[rows], 3), f)
    make = lambda: type(template)(**template.get_params())  # noqa: E731
    gen = iter_out_of_fold(make, X, y, folds[None], 3)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        proba = stop.value[0]
    action, _ = decisions(proba, loss)
    assert np.array_equal(tally.total_confusion(), confusion(y, action, 3, 4))
    for f in range(k):
        held = folds == f
        assert np.array_equal(tally.confusion[f], confusion(y[held], action[held], 3, 4))
    assert tally.empirical_risk() == pytest.approx(empirical_risk(y, action, loss), rel=1e-13)
    assert tally.summary()["log_loss"] == pytest.approx(
        np.mean(-np.log(np.clip(proba[np.arange(len(y)), y], 2.2e-16, 1))), rel=1e-12
    )


def test_hash_holdout_share_and_seed():
    from bayesgui.core.streaming.folds import hash_holdout

    a = hash_holdout(np.arange(20000), 0.3, seed=1)
    assert abs((a == 0).mean() - 0.3) < 0.02 and set(np.unique(a)) == {-1, 0}
    assert not np.array_equal(a, hash_holdout(np.arange(20000), 0.3, seed=2))
    assert np.array_equal(a[5000:], hash_holdout(np.arange(5000, 20000), 0.3, seed=1))


def test_a_streamed_em_pass_takes_the_in_memory_m_step():
    from scipy.special import logsumexp

    from bayesgui.core import MixtureBayes
    from bayesgui.core.streaming.mixture_em import MixturePass

    rng = np.random.default_rng(4)
    n = 3000
    y = rng.integers(0, 2, n)
    X = rng.normal(size=(n, 2)) + np.where(rng.random((n, 1)) < 0.4, 3.0, -2.0) * [1.0, 0.5] + y[:, None]
    X[::50, 1] = np.nan  # rows with a missing value are skipped, as MixtureBayes skips them
    model = MixtureBayes(n_components=2, max_iter=2).fit(X, y)
    current = [list(a) for a in zip(*((p.weights, p.means, p.covariances) for p in model.mixtures_), strict=True)]
    halves = [MixturePass(*current, model.reg_covar) for _ in range(2)]
    for start in range(0, n, 400):  # two partitions, merged
        halves[start // 400 % 2].update(X[start : start + 400], y[start : start + 400])
    merged = halves[0].merge(halves[1])
    complete = ~np.isnan(X).any(axis=1)
    assert merged.n_skipped == int((~complete).sum())
    for k, params in enumerate(model.mixtures_):
        Xk = X[complete & (y == k)]
        log_p = np.stack([np.log(params.weights[m]) + _log_normal(Xk, params.means[m], params.covariances[m])
                          for m in range(2)])  # fmt: skip
        resp = np.exp(log_p - logsumexp(log_p, axis=0)).T
        expected = GaussianMixture(n_components=2, reg_covar=model.reg_covar).m_step(Xk, resp)
        weights, means, covariances = merged.m_step(k)
        np.testing.assert_allclose(weights, expected.weights, rtol=1e-12)
        np.testing.assert_allclose(means, expected.means, rtol=1e-12)
        np.testing.assert_allclose(covariances, expected.covariances, rtol=1e-11)
        assert merged.mean_log_likelihood()[k] == pytest.approx(logsumexp(log_p, axis=0).mean(), rel=1e-12)


def _log_normal(X, mean, cov):
    from scipy.stats import multivariate_normal

    return multivariate_normal(mean, cov).logpdf(X)
