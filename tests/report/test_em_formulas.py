"""Li Hang's three-coin formulas with the numbers of the first iteration from (0.4, 0.6, 0.7), and Zhou's Q."""

import numpy as np

from bayesgui.core.latent_class import LatentClassModel
from bayesgui.report.em_formulas import latent_class_lines

COINS = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 1], dtype=float)[:, None]


def test_first_iteration_written_out():
    start = {"weights": [0.4, 0.6], "tables": [[[0.4, 0.6], [0.3, 0.7]]]}
    _, e_step, m_step = LatentClassModel(init=start, max_iter=1).iter_fit(COINS)
    pairs = latent_class_lines(COINS, e_step.params, e_step.resp.T, m_step.params)
    lines = [template.format(*values) for template, values in pairs]
    assert lines[1].endswith("y_j = 1: μ_j = 0.4000 × 0.6000 / (0.4000 × 0.6000 + 0.6000 × 0.7000) = 0.3636")
    assert lines[2].endswith("y_j = 0: μ_j = 0.4000 × 0.4000 / (0.4000 × 0.4000 + 0.6000 × 0.3000) = 0.4706")
    assert lines[3].endswith("= 4.0642 / 10 = 0.4064")
    assert lines[4].endswith("= 2.1818 / 4.0642 = 0.5368") and lines[5].endswith("= 3.8182 / 5.9358 = 0.6432")
    before, after = (float(v) for v in pairs[-1][1])
    assert after >= before  # the M step maximises Q


def test_other_models_get_the_q_function_only():
    X = np.array([[0, 1], [1, 1], [1, 0], [0, 0]], dtype=float)
    _, e_step, m_step = LatentClassModel(random_state=0, max_iter=1).iter_fit(X)
    lines = latent_class_lines(X, e_step.params, e_step.resp.T, m_step.params)
    assert len(lines) == 1 and lines[0][0].startswith("Q(θ | θ⁽ᵗ⁾)")


def test_mixture_q_rises_at_the_m_step_even_with_missing_values():
    from bayesgui.core import GaussianMixture
    from bayesgui.report.em_formulas import mixture_lines

    rng = np.random.default_rng(4)
    X = np.vstack([rng.normal(0, 1, (50, 2)), rng.normal(4, 1, (50, 2))])
    X[::5, 1] = np.nan
    _, e_step, m_step, *_ = GaussianMixture(2, random_state=0, max_iter=3).iter_fit(X)
    ((template, (before, after)),) = mixture_lines(X, e_step.params, e_step.resp.T, m_step.params)
    assert template.startswith("Q(θ | θ⁽ᵗ⁾)") and float(after) > float(before)
