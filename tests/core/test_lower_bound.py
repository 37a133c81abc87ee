"""The lower bound made visible: B touches L at theta_t, stays below it, and peaks where the M step goes."""

import numpy as np
import pytest

from bayesgui.core import GaussianMixture
from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.core.incomplete.lower_bound import latent_class_curve, mixture_curve

COINS = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 1], dtype=float)[:, None]
START = {"weights": [0.4, 0.6], "tables": [[[0.4, 0.6], [0.3, 0.7]]]}


def first_iteration():
    _, e_step, m_step = list(LatentClassModel(init=START, max_iter=1).iter_fit(COINS))
    return e_step, m_step


@pytest.mark.parametrize(
    ("which", "current", "after"), [(("weight", 0), 0.4, 0.4064), (("prob", 0, 0, 1), 0.6, 0.5368)]
)
def test_three_coins_bound_touches_at_theta_t_and_peaks_at_the_m_step(which, current, after):
    e_step, _ = first_iteration()
    curve = latent_class_curve(COINS, e_step.params, e_step.resp.T, which, np.linspace(0.01, 0.99, 9801))
    at = np.flatnonzero(curve.values == current)[0]
    assert curve.lower_bound[at] == pytest.approx(curve.log_likelihood[at], abs=1e-12)
    assert np.all(curve.lower_bound <= curve.log_likelihood + 1e-12)
    assert round(curve.best, 4) == after
    assert curve.current == current


def test_mixture_bound_along_a_mean_peaks_at_the_m_step_mean():
    rng = np.random.default_rng(0)
    X = np.vstack([rng.normal([0, 0], 1, (100, 2)), rng.normal([5, 2], 1, (100, 2))])
    # diagonal covariances: the other coordinate does not enter this mean's update
    model = GaussianMixture(2, init={"means": [[1.0, 1.0], [3.0, 3.0]], "covariances": [np.eye(2), np.eye(2)]})
    _, e_step, m_step, *_ = model.iter_fit(X)
    new_mean = m_step.params.means[0, 0]
    values = np.append(np.linspace(-2, 4, 601), new_mean)
    curve = mixture_curve(X, e_step.params, e_step.resp.T, ("mean", 0, 0), values)
    at = np.flatnonzero(curve.values == 1.0)[0]
    assert curve.lower_bound[at] == pytest.approx(curve.log_likelihood[at], rel=1e-12)
    assert np.all(curve.lower_bound <= curve.log_likelihood + 1e-9)
    assert curve.best == pytest.approx(new_mean)
    weight = mixture_curve(X, e_step.params, e_step.resp.T, ("weight", 0), np.linspace(0.05, 0.95, 91))
    assert np.all(weight.lower_bound <= weight.log_likelihood + 1e-9)


def test_missing_values_bound_touches_and_peaks_at_the_m_step_mean():
    from bayesgui.core.incomplete.lower_bound_missing import missing_mixture_curve

    rng = np.random.default_rng(2)
    X = np.vstack([rng.normal([0, 0], 1, (80, 2)), rng.normal([4, 3], 1, (80, 2))])
    X[::4, 1] = np.nan
    X[1::7, 0] = np.nan
    covs = [[[1.0, 0.0], [0.0, 1.0]], [[2.0, 0.0], [0.0, 1.5]]]
    model = GaussianMixture(2, init={"means": [[1.0, 1.0], [3.0, 2.0]], "covariances": covs})
    _, e_step, m_step, *_ = model.iter_fit(X)
    cases = [
        (("mean", 1, 1), m_step.params.means[1, 1], (0.0, 4.5)),
        (("weight", 0), m_step.params.weights[0], (0.05, 0.95)),
    ]
    for which, new, (low, high) in cases:
        values = np.append(np.linspace(low, high, 451), new)
        curve = missing_mixture_curve(X, e_step.params, e_step.resp.T, which, values)
        at = np.flatnonzero(curve.values == curve.current)[0]
        assert curve.lower_bound[at] == pytest.approx(curve.log_likelihood[at], rel=1e-12)
        assert np.all(curve.lower_bound <= curve.log_likelihood + 1e-9)
        assert curve.best == pytest.approx(new, abs=1e-12)


@pytest.mark.parametrize("options", [{"alpha": 0.5}, {"alpha": 1.0, "prior_alpha": 1.0, "unlabeled_weight": 0.5}])
def test_semi_supervised_bound_touches_and_peaks_at_the_m_step(options):
    from bayesgui.core.incomplete.lower_bound_labels import semi_supervised_curve
    from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB

    rng = np.random.default_rng(3)
    y = rng.integers(0, 2, 120)
    X = np.where(rng.random((120, 3)) < 0.7, y[:, None], rng.integers(0, 3, (120, 3))).astype(float)
    X[rng.random(X.shape) < 0.1] = np.nan
    hidden = np.where(rng.random(120) < 0.7, -1, y)
    model = SemiSupervisedNB(max_iter=1, tol=0, **options)
    _, e_step, m_step = list(model.iter_em(X, hidden))
    settings = {"alpha": options["alpha"], "prior_alpha": options.get("prior_alpha", 0.0)}
    settings["weight"] = options.get("unlabeled_weight", 1.0)
    for which, new in ((("prob", 1, 0, 2), m_step.feature_prob[1][0, 2]), (("prior", 1), m_step.class_prior[1])):
        values = np.append(np.linspace(0.01, 0.99, 99), new)
        curve = semi_supervised_curve(X, hidden, e_step, which, values, **settings)
        at = np.flatnonzero(curve.values == curve.current)[0]
        assert curve.lower_bound[at] == pytest.approx(curve.log_likelihood[at], rel=1e-12)
        assert curve.log_likelihood[at] == pytest.approx(e_step.objective, rel=1e-12)
        assert np.all(curve.lower_bound <= curve.log_likelihood + 1e-9)
        assert curve.best == pytest.approx(new, abs=1e-12)
