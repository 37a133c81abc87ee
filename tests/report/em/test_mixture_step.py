"""Zhou §9.4.3 on watermelon 4.0: one EM step from x6, x22, x27, through the core, the CLI and the written step.

Zhou's start: k = 3, α_k = 1/3, μ = x6, x22, x27, Σ_k = 0.1·I. The book prints γ for x1 = 0.219, 0.404, 0.377
after the first E step and α′ = 0.361, 0.323, 0.316, μ₁′ = (0.491, 0.251) after the M step.
"""

import json
import re

import numpy as np
import pytest

from bayesgui.cli import main
from bayesgui.core import GaussianMixture
from bayesgui.data import get_sample, load_sample
from bayesgui.paths import resource
from bayesgui.report.em.mixture_step import e_step_lines, m_step_lines

GAMMA_X1 = [0.219, 0.404, 0.377]
ALPHA = [0.361, 0.323, 0.316]
MEANS = [[0.491, 0.251], [0.571, 0.281], [0.534, 0.295]]


@pytest.fixture(scope="module")
def step():
    frame = load_sample("watermelon4").frame
    X = frame[["密度", "含糖率"]].to_numpy(dtype=float)
    start = json.loads(resource("datasets", get_sample("watermelon4").em_start).read_text(encoding="utf-8"))
    assert np.array_equal(start["means"], X[[5, 21, 26]])  # x6, x22, x27
    model = GaussianMixture(3, init=start, reg_covar=0.0)
    params = model.initial_params(X)
    resp, _ = model.e_step(X, params)
    return X, resp, model.m_step(X, resp)


def test_the_core_reproduces_zhous_step(step):
    _, resp, new = step
    assert np.round(resp[0], 3).tolist() == GAMMA_X1
    assert np.round(new.weights, 3).tolist() == ALPHA
    assert np.round(new.means, 3).tolist() == MEANS
    assert np.round(new.covariances[0], 3).tolist() == [[0.025, 0.004], [0.004, 0.016]]


def test_the_cli_takes_zhous_start_from_the_sample(capsys):
    assert main(["em", "watermelon4", "--k", "3", "--max-iter", "1", "--reg-covar", "0", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert np.round(doc["weights"], 3).tolist() == ALPHA
    assert np.round(doc["means"], 3).tolist() == MEANS


def test_every_number_written_is_the_cores(step):
    X, resp, new = step
    e_lines = e_step_lines(resp, [0])
    assert e_lines[1] == "x_1: γ_1,1 = 0.2188, γ_1,2 = 0.4044, γ_1,3 = 0.3769"
    lines = m_step_lines(X, resp, new)
    assert lines[0] == "M step (Zhou eqs. 9.34, 9.35, 9.38), m = 30 samples:"
    for k in range(3):
        alpha, mean, cov = lines[1 + 3 * k : 4 + 3 * k]
        total, m, value = (float(v) for v in re.findall(r"= ([\d.]+) / (\d+) = ([\d.]+)$", alpha)[0])
        assert total == pytest.approx(resp[:, k].sum(), rel=1e-3) and m == 30
        assert value == pytest.approx(new.weights[k], rel=1e-3) and total / m == pytest.approx(value, rel=1e-3)
        numbers = [float(v) for v in re.findall(r"-?\d+\.\d+(?:e-?\d+)?", mean.split("=", 2)[2])]
        assert numbers[:2] == pytest.approx(resp[:, k] @ X, rel=1e-3)
        assert numbers[3:] == pytest.approx(new.means[k], rel=1e-3)
        assert np.allclose(np.array(numbers[:2]) / numbers[2], numbers[3:], rtol=2e-3)
        assert cov.startswith(f"Σ_{k + 1}′ = Σ_j γ_j{k + 1} (x_j − μ_{k + 1}′)")


def test_one_dimension_writes_sigma_squared():
    X = np.array([[0.0], [1.0], [4.0], [5.0]])
    model = GaussianMixture(2, init={"means": [[0.5], [4.5]]}, reg_covar=0.0)
    resp, _ = model.e_step(X, model.initial_params(X))
    new = model.m_step(X, resp)
    lines = m_step_lines(X, resp, new)
    assert lines[3].startswith("σ_1′² = Σ_j γ_j1 (x_j − μ_1′)² / Σ_j γ_j1 = ")
    assert lines[3].endswith(f"= {new.covariances[0][0, 0]:.4g}")
