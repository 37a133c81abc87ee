"""The EM lab's 1-D panel writes the step that is happening, and every number in it is the core's for that step.

At an E step: the γ_jk of the first samples, equal to the snapshot's responsibilities. At an M step: each of
α_k′, μ_k′, σ_k′² with the γ sums that produce it (Σ_j γ_jk, Σ_j γ_jk x_j, Σ_j γ_jk (x_j − μ_k′)²), all
computed from the snapshot's γ, and the new value the core's. Never the old value beside the new formula.
"""

import re

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import Dataset
from tests.qt.em.lab.test_lab import open_lab, step

NUMBER = r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?"


def numbers(text: str) -> list[float]:
    return [float(v) for v in re.findall(NUMBER, text)]


@pytest.fixture
def one_column(qtbot, session):
    rng = np.random.default_rng(3)
    frame = pd.DataFrame({"x": np.r_[rng.normal(0, 1, 50), rng.normal(6, 0.7, 30)]})
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target=None))
    yield lab, frame["x"].to_numpy()
    lab.shutdown()


def test_an_e_step_shows_gamma_as_numbers(qtbot, one_column):
    lab, _ = one_column
    step(qtbot, lab, lab.controls.step_e_button, "E", 1)
    snapshot = lab.player.current()
    lines = lab.plot_1d.formula_text().splitlines()
    assert lines[0] == "Iteration 1" and lines[1].startswith("E step (Zhou eq. 9.30): γ_jk = α_k·p(x_j")
    for j in range(5):
        line = lines[2 + j]
        assert line.startswith(f"x_{j + 1}: γ_{j + 1},1 = ")
        gammas = [float(v) for v in re.findall(rf"γ_{j + 1},\d = ({NUMBER})", line)]
        assert gammas == pytest.approx(snapshot.resp[j], rel=5e-4, abs=5e-5)
    assert lines[7] == "… and 75 more samples"
    assert "′" not in lab.plot_1d.formula_text()  # no update is written at an E step


def test_an_m_step_shows_each_update_with_its_gamma_sums(qtbot, one_column):
    lab, x = one_column
    step(qtbot, lab, lab.controls.step_m_button, "M", 1)
    snapshot = lab.player.current()
    gamma, new = snapshot.resp, snapshot.params
    lines = lab.plot_1d.formula_text().splitlines()
    assert lines[1] == f"M step (Zhou eqs. 9.34, 9.35, 9.38), m = {len(x)} samples:"
    for k in range(len(new.weights)):
        alpha, mean, var = lines[2 + 3 * k : 5 + 3 * k]
        label = k + 1
        n_k = gamma[:, k].sum()
        assert alpha.startswith(f"α_{label}′ = Σ_j γ_j{label} / m = ")
        assert numbers(alpha.split(" = ", 1)[1])[-3:] == pytest.approx([n_k, len(x), new.weights[k]], rel=5e-4)
        assert mean.startswith(f"μ_{label}′ = Σ_j γ_j{label} x_j / Σ_j γ_j{label} = ")
        assert numbers(mean.split(" = ", 1)[1])[-3:] == pytest.approx([gamma[:, k] @ x, n_k, new.means[k, 0]], rel=5e-4)
        assert var.startswith(f"σ_{label}′² = Σ_j γ_j{label} (x_j − μ_{label}′)² / Σ_j γ_j{label} = ")
        scatter = gamma[:, k] @ (x - new.means[k, 0]) ** 2
        shown = numbers(var.split(" = ", 1)[1])[-3:]
        assert shown == pytest.approx([scatter, n_k, new.covariances[k, 0, 0]], rel=5e-4)
        assert shown[0] / shown[1] == pytest.approx(shown[2], rel=1e-3)  # the fraction gives the value shown
