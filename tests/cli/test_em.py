"""``bayesgui-cli em``: JSON document, init files, missing rows, one-line errors and the GIF."""

import json

import numpy as np
import pytest
from PIL import Image

from bayesgui.cli import main
from bayesgui.core import GaussianMixture
from bayesgui.data import load_sample
from bayesgui.paths import resource

WATERMELON = str(resource("datasets", "watermelon3.csv"))
KEYS = {"model", "log_likelihood", "weights", "means", "covariances", "converged", "n_iter", "bic", "aic", "columns",
        "n_rows", "n_rows_with_missing", "n_rows_dropped"}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def faithful_X():
    return load_sample("faithful").frame[["eruptions", "waiting"]].to_numpy(dtype=float)


def test_em_json_matches_the_core(capsys):
    code, out, err = run(
        capsys, "em", "faithful", "--columns", "eruptions,waiting", "--k", "2", "--seed", "3", "--json"
    )
    assert code == 0, err
    doc = json.loads(out)
    assert set(doc) == KEYS
    model = GaussianMixture(2, random_state=3).fit(faithful_X())
    assert doc["n_iter"] == model.n_iter_ == len(doc["log_likelihood"]) and doc["converged"] is True
    np.testing.assert_allclose(doc["log_likelihood"], model.log_likelihood_history_)
    assert np.all(np.diff(doc["log_likelihood"]) >= 0)
    np.testing.assert_allclose(doc["means"], model.means_)
    assert doc["bic"] == pytest.approx(model.bic(faithful_X())) and doc["aic"] == pytest.approx(model.aic(faithful_X()))


def test_em_covariances_are_always_full_and_text_output(capsys):
    argv = ["em", "faithful", "--columns", "eruptions, waiting", "--k", "3", "--covariance", "diag", "--max-iter", "5"]
    doc = json.loads(run(capsys, *argv, "--json")[1])
    covs = np.array(doc["covariances"])
    assert covs.shape == (3, 2, 2) and np.all(covs[:, 0, 1] == 0)
    assert doc["n_iter"] == 5 and not doc["converged"]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and "did not converge after 5 iterations" in out and out.count("component ") == 3
    assert "α_1 = " in out and "α_3 = " in out and "π" not in out and "weight" not in out  # Zhou's α_k


@pytest.mark.filterwarnings("ignore::bayesgui.core.ConvergenceWarning")  # tol=0: runs max_iter on purpose
def test_init_file_and_options(tmp_path, capsys):
    start = {"weights": [0.5, 0.5], "means": [[2.0, 55.0], [4.5, 80.0]], "covariances": [np.eye(2).tolist()] * 2}
    path = tmp_path / "start.json"
    path.write_text(json.dumps(start), encoding="utf-8")
    argv = ["em", "faithful", "--columns", "eruptions,waiting", "--k", "2", "--init", str(path), "--tol", "0"]
    doc = json.loads(run(capsys, *argv, "--max-iter", "7", "--reg-covar", "1e-4", "--json")[1])
    model = GaussianMixture(2, init=start, tol=0, max_iter=7, reg_covar=1e-4).fit(faithful_X())
    np.testing.assert_allclose(doc["means"], model.means_, rtol=1e-12)


def test_rows_with_a_missing_value_are_kept(tmp_path, capsys):
    path = tmp_path / "gaps.csv"
    rng = np.random.default_rng(0)
    rows = [f"{a:.3f},{b:.3f},x" for a, b in rng.normal(size=(40, 2))] + ["1.0,,y", ",2.0,z"]
    path.write_text("a,b,label\n" + "\n".join(rows) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "em", str(path), "--columns", "a,b", "--k", "2", "--json")
    assert code == 0 and "dropped" not in err
    doc = json.loads(out)
    assert doc["n_iter"] >= 1 and doc["n_rows"] == 42 and doc["n_rows_with_missing"] == 2
    assert np.all(np.diff(doc["log_likelihood"]) >= -1e-9)
    code, out, _ = run(capsys, "em", str(path), "--columns", "a,b", "--k", "2")
    assert "2 row(s) with a missing value: EM filled them in (none dropped)" in out


def test_json_of_both_models_has_every_iteration_the_parameters_and_the_rows_used(tmp_path, capsys):
    """The issue's line: the log-likelihood of every iteration, the final parameters and the rows used."""
    path = tmp_path / "gaps.csv"
    rng = np.random.default_rng(1)
    rows = [f"{a:.3f},{b:.3f},{'xy'[i % 2]}" for i, (a, b) in enumerate(rng.normal(size=(30, 2)))]
    path.write_text("a,b,c\n" + "\n".join([*rows, "1.0,,x", ",,y", ",,"]) + "\n", encoding="utf-8")
    gaussian = json.loads(run(capsys, "em", str(path), "--columns", "a,b", "--k", "2", "--json")[1])
    assert gaussian["model"] == "mixture" and gaussian["columns"] == ["a", "b"]
    assert (gaussian["n_rows"], gaussian["n_rows_with_missing"], gaussian["n_rows_dropped"]) == (31, 1, 2)
    assert len(gaussian["log_likelihood"]) == gaussian["n_iter"] and len(gaussian["means"]) == 2
    coins = json.loads(run(capsys, "em", "three-coins", "--model", "latent-class", "--json")[1])
    assert coins["model"] == "latent-class" and coins["columns"] == ["y"]
    assert (coins["n_rows"], coins["n_rows_with_missing"], coins["n_rows_dropped"]) == (10, 0, 0)
    assert len(coins["log_likelihood"]) == coins["n_iter"] and coins["weights"][0] == pytest.approx(0.4064, abs=5e-5)
    latent = json.loads(run(capsys, "em", str(path), "--model", "latent-class", "--columns", "c", "--json")[1])
    assert (latent["n_rows"], latent["n_rows_with_missing"]) == (33, 1)  # an empty cell is marginalised out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["faithful", "--columns", "eruptions,nope", "--k", "2"], "No column named 'nope'"),
        ([WATERMELON, "--columns", "色泽,密度", "--k", "2"], "'色泽' is not numeric"),
        (["faithful", "--columns", "eruptions", "--k", "0"], "n_components must be an integer >= 1"),
        (["faithful", "--columns", "eruptions", "--k", "2", "--init", "kmedoids"], "--init must be"),
        (["faithful", "--columns", "eruptions", "--k", "2", "--covariance", "round"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, message):
    code, out, err = run(capsys, "em", *argv)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1 and err.startswith("error: ")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "is not valid JSON (line 1)"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),  # json.loads raised RecursionError: "unexpected"
        ('{"means": ' + "[" * 40 + "]" * 40 + "}", "nested more than 32 levels deep"),
        ('{"means": [[NaN, 1.0], [2.0, 3.0]]}', "not a number"),
        ('{"weights": [1.0]}', "expected"),
        ('{"means": [[1.0, 2.0]]}', "shape (1, 2) but the model needs (2, 2)"),
        ('{"means": [[1, 2], [3, 4]], "covariances": [[[1, 0], [0, -1]], [[1, 0], [0, 1]]]}', "not positive definite"),
    ],
)
def test_bad_init_file_exits_2(tmp_path, capsys, content, message):
    path = tmp_path / "init.json"
    path.write_text(content, encoding="utf-8")
    code, _, err = run(capsys, "em", "faithful", "--columns", "eruptions,waiting", "--k", "2", "--init", str(path))
    assert code == 2 and message in err and err.count("\n") == 1


def test_gif_is_small_and_has_one_frame_per_m_step(tmp_path, capsys):
    out = tmp_path / "em.gif"
    argv = ["em", "faithful", "--columns", "eruptions,waiting", "--k", "2", "--json", "--gif", str(out)]
    code, stdout, err = run(capsys, *argv)
    assert code == 0, err
    n_iter = json.loads(stdout)["n_iter"]
    with Image.open(out) as gif:
        assert gif.size == (400, 400) and gif.n_frames == n_iter + 1  # the start, then every M step
    code, _, err = run(capsys, "em", "faithful", "--columns", "waiting", "--k", "3", "--tol", "0", "--gif", str(out))
    assert code == 0 and "wrote 60 frames" in err  # 1-D curves; 101 frames thinned to 60
    with Image.open(out) as gif:
        assert gif.n_frames == 60


def test_the_mixture_is_called_mixture_and_its_old_name_gaussian_still_works_with_a_note(capsys):
    argv = ("em", "faithful", "--columns", "eruptions,waiting", "--k", "2", "--json")
    code, out, err = run(capsys, *argv, "--model", "mixture")
    assert code == 0 and err == "" and json.loads(out)["model"] == "mixture"
    code, old, err = run(capsys, *argv, "--model", "gaussian")
    assert code == 0 and json.loads(old) == json.loads(out)
    assert "--model gaussian is deprecated" in err and "--model mixture" in err
    assert run(capsys, *argv[:2], "--model", "gaussian-bayes")[0] == 2  # no other name is taken
