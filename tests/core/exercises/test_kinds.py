"""Every exercise kind's key is the core's own computation (200 seeds each), and the books' examples give the books'
numbers (Zhou §9.4.3's first step, Li Hang Example 9.1's first E step)."""

import json

import numpy as np
import pytest

from bayesgui.core import GaussianMixture
from bayesgui.core.decision import LossMatrix, decide
from bayesgui.core.exercises.discriminant import continuous_part, fit_discriminant
from bayesgui.core.exercises.kinds import ExerciseOptions, build, build_for_students
from bayesgui.core.exercises.mixture_step import em_step_exercise
from bayesgui.core.exercises.naive_bayes import fit_naive_bayes
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import Table, draw_rows
from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.data import load_sample
from bayesgui.paths import resource
from bayesgui.report.exercises.table import table_of

SEEDS = range(200)


def _of(exercise, kind):
    return np.array([float(q.answer) for q in exercise.questions if q.kind == kind])


def _rows(exercise, table):
    return np.searchsorted(table.numbers, exercise.settings["rows"])


@pytest.fixture(scope="module")
def coins():
    X = np.array([[1], [1], [0], [1], [0], [0], [1], [0], [1], [1]], dtype=float)  # Li Hang's ten results
    return Table(("y",), ("categorical",), (("0", "1"),), X, np.empty(0, np.int64), (), "", np.arange(1, 11), (0,))


def test_risk_key_is_decide_of_the_core_posterior_for_200_seeds(watermelon3):
    loss = LossMatrix.from_decisions([[0, 4], [1, 0]], watermelon3.classes, 0.35)
    options = ExerciseOptions(smoothing=Smoothing.parse("laplace"), loss=loss, n=6)
    decisions = set()
    for seed in SEEDS:
        ex = build("risk", watermelon3, options, seed)
        part = watermelon3.subset(_rows(ex, watermelon3))
        q = int(np.flatnonzero(watermelon3.numbers == ex.settings["query_row"])[0])
        posterior = fit_naive_bayes(part, options.smoothing).predict_proba([watermelon3.X[q]])
        choice, risk = decide(posterior, loss)
        assert np.allclose(_of(ex, "risk"), risk[0], rtol=1e-9, atol=1e-15)
        decision = [q.answer for q in ex.questions if q.kind == "decision"][-1]
        assert decision == [*watermelon3.classes, "reject"][int(choice[0])]
        decisions.add(decision)
    assert decisions == {"是", "否", "reject"}  # every action is chosen by some variant


@pytest.mark.parametrize("kind", ["lda", "qda"])
def test_discriminant_key_is_the_cores_explanation_for_200_seeds(watermelon3, kind):
    numeric = continuous_part(watermelon3)
    for seed in SEEDS:
        ex = build(kind, watermelon3, ExerciseOptions(n=8), seed)
        part = numeric.subset(_rows(ex, numeric))
        q = int(np.flatnonzero(numeric.numbers == ex.settings["query_row"])[0])
        model = fit_discriminant(kind, part)
        exp = model.explain(numeric.X[q])
        terms = dict(exp.terms)
        assert np.allclose(_of(ex, "log_det"), terms["log_det"], rtol=1e-12)
        assert np.allclose(_of(ex, "mahalanobis"), terms["mahalanobis"], rtol=1e-12)
        assert np.allclose(_of(ex, "score"), model.predict_joint_log_proba([numeric.X[q]])[0], rtol=1e-12)
        assert np.allclose(_of(ex, "posterior"), model.predict_proba([numeric.X[q]])[0], rtol=1e-9, atol=1e-300)
        assert np.allclose(_of(ex, "mean"), model.means_.ravel(), rtol=1e-12)
        assert np.allclose(_of(ex, "prior"), model.priors_, rtol=1e-12)


def test_em_step_key_is_the_cores_first_e_and_m_step_for_200_seeds(watermelon3):
    for seed in SEEDS:
        ex = build("em-1d", watermelon3, ExerciseOptions(n=6), seed)
        X = np.array([[float(r[1])] for r in ex.rows])  # the excerpt as printed: the data the student sees
        start = ex.settings["start"]
        steps = {s.step: s for s in GaussianMixture(2, init=start, max_iter=1, reg_covar=0.0).iter_fit(X)}
        new = steps["M"].params
        assert np.allclose(_of(ex, "gamma"), steps["E"].resp.ravel(), rtol=1e-12)
        assert np.allclose(_of(ex, "weight"), new.weights, rtol=1e-12)
        assert np.allclose(_of(ex, "mean"), new.means.ravel(), rtol=1e-12)
        assert np.allclose(_of(ex, "variance"), new.covariances.ravel(), rtol=1e-9)


def test_three_coins_key_is_the_cores_first_step_for_200_seeds(coins):
    for seed in SEEDS:
        ex = build("three-coins", coins, ExerciseOptions(n=6), seed)
        s = ex.settings["start"]
        X = coins.X[_rows(ex, coins)]
        init = {"weights": [s["pi"], 1 - s["pi"]], "tables": [[[1 - s["p"], s["p"]], [1 - s["q"], s["q"]]]]}
        model = LatentClassModel(2, init=init, max_iter=1, tol=0.0).fit(X)
        resp = next(snap for snap in LatentClassModel(2, init=init, max_iter=1, tol=0.0).iter_fit(X)
                    if snap.step == "E").resp
        y = X[:, 0].astype(int)
        wanted = [resp[np.flatnonzero(y == v)[0], 0] for v in sorted(set(y.tolist()), reverse=True)]
        assert np.allclose(_of(ex, "gamma"), wanted, rtol=1e-12)
        assert np.allclose(_of(ex, "weight"), model.params_.weights[:1], rtol=1e-12)
        assert np.allclose(_of(ex, "probability"), model.params_.tables[0][:, 1], rtol=1e-12)


@pytest.mark.parametrize(
    ("start", "mu", "update"),
    [({"pi": 0.5, "p": 0.5, "q": 0.5}, [0.5, 0.5], [0.5, 0.6, 0.6]),  # the book's first start: μ_j = 0.5
     ({"pi": 0.4, "p": 0.6, "q": 0.7}, [0.364, 0.471], [0.406, 0.537, 0.643])],
)
def test_li_hang_9_1_first_e_step(coins, start, mu, update):
    ex = build("three-coins", coins, ExerciseOptions(start=start), None)
    assert [round(v, 3) for v in _of(ex, "gamma")] == mu  # y_j = 1, then y_j = 0
    assert [round(v, 3) for v in (*_of(ex, "weight"), *_of(ex, "probability"))] == update
    assert ex.questions[0].check("4/11").right == (start["pi"] == 0.4)  # 0.24 / 0.66, typed exactly


def test_zhou_9_4_3_first_step():
    """Watermelon 4.0, k = 3, Zhou's start: γ of x_1 is (0.219, 0.404, 0.377); after the first M step
    α′ = (0.361, 0.323, 0.316), μ_2′ = (0.571, 0.281), μ_3′ = (0.534, 0.295)."""
    table = table_of(load_sample("watermelon4"), need_target=False)
    start = json.loads(resource("datasets", "watermelon4.start.json").read_text(encoding="utf-8"))
    ex = em_step_exercise(table, start=start)  # (the kind em-1d takes one column; the step takes any number)
    assert [round(v, 3) for v in _of(ex, "gamma")[:3]] == [0.219, 0.404, 0.377]
    assert [round(v, 3) for v in _of(ex, "weight")] == [0.361, 0.323, 0.316]
    assert [round(v, 3) for v in _of(ex, "mean")[2:]] == [0.571, 0.281, 0.534, 0.295]


def test_one_variant_per_student_the_same_on_every_run(watermelon3):
    options = ExerciseOptions(n=6)
    first = build_for_students("nb", watermelon3, options, 11, ["2023001", "2023002", "2023003"])
    again = build_for_students("nb", watermelon3, options, 11, ["2023003", "2023001"])
    keys = {s: ex.to_key() for s, ex in first}
    assert {s: ex.to_key() for s, ex in again} == {s: keys[s] for s in ("2023003", "2023001")}
    assert len({json.dumps(k["settings"]["rows"]) + str(k["settings"]["query_row"]) for k in keys.values()}) == 3


def test_draw_keeps_a_chosen_query(watermelon3):
    rows, q = draw_rows(watermelon3, 5, 3, 1, query=16)
    assert q == 16 and 16 in rows and len(rows) in (5, 6)


def test_three_coins_on_rows_that_are_all_tails(coins):
    tails = coins.subset(np.flatnonzero(coins.X[:, 0] == 0))
    ex = build("three-coins", tails, ExerciseOptions(start={"pi": 0.4, "p": 0.6, "q": 0.7}), None)
    assert [q.kind for q in ex.questions] == ["gamma", "weight", "probability", "probability"]
    assert [round(v, 3) for v in _of(ex, "probability")] == [0.0, 0.0]  # every toss tails: p′ = q′ = 0
