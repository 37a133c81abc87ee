"""Latent class models: Li Hang's three coins (Example 9.1) by hand, missing values, monotone EM."""

import json

import numpy as np
import pytest

from bayesgui.cli import main
from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.data import load_sample
from bayesgui.tasks.em.latent import latent_class_matrix

COINS = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 1], dtype=float)[:, None]


def coins(pi, p, q):
    return {"weights": [pi, 1 - pi], "tables": [[[1 - p, p], [1 - q, q]]]}


@pytest.mark.parametrize(
    ("start", "result"),
    [((0.5, 0.5, 0.5), (0.5, 0.6, 0.6)), ((0.4, 0.6, 0.7), (0.4064, 0.5368, 0.6432))],
)
def test_li_hang_example_9_1(start, result):
    model = LatentClassModel(init=coins(*start)).fit(COINS)
    pi, p, q = model.params_.weights[0], model.params_.tables[0][0, 1], model.params_.tables[0][1, 1]
    assert (round(pi, 4), round(p, 4), round(q, 4)) == result
    assert model.converged_


def test_first_e_step_is_li_hangs_mu():
    # mu_j = pi p^y (1-p)^(1-y) / (pi p^y (1-p)^(1-y) + (1-pi) q^y (1-q)^(1-y)), start (0.4, 0.6, 0.7)
    snapshots = list(LatentClassModel(init=coins(0.4, 0.6, 0.7), max_iter=1).iter_fit(COINS))
    assert [s.step for s in snapshots] == ["init", "E", "M"]
    mu = snapshots[1].resp[:, 0]
    assert mu[0] == pytest.approx(0.24 / 0.66) and mu[2] == pytest.approx(0.16 / 0.34)


def test_the_sample_and_its_default_start(capsys):
    X, levels = latent_class_matrix(load_sample("three-coins"), [])
    assert levels == (("0", "1"),) and np.array_equal(X, COINS)
    assert main(["em", "three-coins", "--model", "latent-class", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert round(doc["weights"][0], 4) == 0.4064
    assert [round(v, 4) for v in doc["tables"]["y"]["1"]] == [0.5368, 0.6432]
    assert doc["n_rows"] == 10
    assert main(["em", "three-coins", "--model", "latent-class"]) == 0
    assert "class 1: weight 0.4064" in capsys.readouterr().out
    assert main(["em", "three-coins", "--model", "latent-class", "--k", "3", "--json"]) == 0  # random start
    assert len(json.loads(capsys.readouterr().out)["weights"]) == 3
    assert main(["em", "three-coins", "--model", "latent-class", "--gif", "x.gif"]) == 2
    assert "--gif animates Gaussian mixtures only" in capsys.readouterr().err


def test_monotone_with_missing_values_over_random_starts():
    rng = np.random.default_rng(1)
    z = rng.integers(0, 3, 300)
    X = np.column_stack([(rng.random(300) < 0.2 + 0.3 * z) + (z == 2) for _ in range(4)]).astype(float)
    X[rng.random(X.shape) < 0.15] = np.nan
    for seed in range(20):
        model = LatentClassModel(3, tol=0, max_iter=30, random_state=seed).fit(X)
        assert np.all(np.diff(model.log_likelihood_history_) >= -1e-9)
        for table in model.params_.tables:
            np.testing.assert_allclose(table.sum(axis=1), 1.0)


def test_a_missing_value_is_summed_out():
    model = LatentClassModel(init=coins(0.4, 0.6, 0.7), max_iter=0).fit(COINS)
    full = model.predict_proba(np.array([[np.nan]]))
    np.testing.assert_allclose(full, [[0.4, 0.6]])
