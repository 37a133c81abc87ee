"""The naive-Bayes exercise: its key is the core's own computation, and the books' examples give the books' numbers."""

from fractions import Fraction

import numpy as np
import pytest

from bayesgui.core.exercises.naive_bayes import fit_naive_bayes, naive_bayes_exercise
from bayesgui.core.exercises.smoothing import Smoothing
from bayesgui.core.exercises.table import draw_rows


def _answers(exercise, kind):
    return [q.answer for q in exercise.questions if q.kind == kind]


def test_zhou_7_3_test1_gives_the_books_numbers(watermelon3):
    """Zhou §7.3, 测1 (row 1) on all of watermelon 3.0, no smoothing: the book's priors, factors and joints."""
    ex = naive_bayes_exercise(watermelon3, Smoothing.parse("plain"), query=0)
    assert ex.query["色泽"] == "青绿" and ex.query["密度"] == "0.697"
    assert _answers(ex, "prior") == [Fraction(8, 17), Fraction(9, 17)]
    factors = _answers(ex, "factor")
    yes, no = factors[:8], factors[8:]
    assert yes[:6] == [Fraction(3, 8), Fraction(5, 8), Fraction(6, 8), Fraction(7, 8), Fraction(5, 8), Fraction(6, 8)]
    assert no[:6] == [Fraction(3, 9), Fraction(3, 9), Fraction(4, 9), Fraction(2, 9), Fraction(2, 9), Fraction(6, 9)]
    assert [round(v, 3) for v in (yes[6], yes[7], no[6], no[7])] == [1.959, 0.788, 1.203, 0.066]
    means = [round(v, 3) for v in _answers(ex, "mean")]
    variances = [round(np.sqrt(v), 3) for v in _answers(ex, "variance")]
    assert means == [0.574, 0.279, 0.496, 0.154] and variances == [0.129, 0.101, 0.195, 0.108]
    joint_yes, joint_no = _answers(ex, "joint")
    assert round(joint_yes, 3) == 0.052 and joint_no == pytest.approx(6.80e-5, rel=0.01)  # the book: 6.80 × 10⁻⁵
    assert _answers(ex, "decision") == ["是"]


@pytest.mark.parametrize(
    ("smoothing", "yes", "no"),
    [("plain", Fraction(1, 45), Fraction(1, 15)), ("laplace", Fraction(5, 153), Fraction(28, 459))],
)
def test_li_hang_4_1_and_4_2(lihang41, smoothing, yes, no):
    """Li Hang Examples 4.1 (maximum likelihood) and 4.2 (λ = 1): x = (2, S), y = −1."""
    row = next(i for i in range(lihang41.n_rows) if lihang41.shown(i, 0) == "2" and lihang41.shown(i, 1) == "S")
    ex = naive_bayes_exercise(lihang41, Smoothing.parse(smoothing), query=row)
    joints = dict(zip([q.place["class"] for q in ex.questions if q.kind == "joint"], _answers(ex, "joint"),
                      strict=True))
    assert joints == {"1": yes, "-1": no}
    assert _answers(ex, "decision") == ["-1"]
    prior = next(q for q in ex.questions if q.kind == "prior" and q.place["class"] == "1")
    assert prior.check("9/15" if smoothing == "plain" else "10/17").right


@pytest.mark.parametrize("smoothing", ["plain", "laplace", "lidstone:0.3"])
def test_the_key_is_the_cores_computation_for_200_seeds(watermelon3, smoothing):
    """For 200 seeds, every number of the key equals the core's explanation of the same query on the same rows."""
    sm = Smoothing.parse(smoothing)
    for seed in range(200):
        ex = naive_bayes_exercise(watermelon3, sm, n=6, seed=seed)
        rows, q = draw_rows(watermelon3, 6, seed, 2)
        part = watermelon3.subset(rows)
        model = fit_naive_bayes(part, sm)
        exp = model.explain(watermelon3.X[q], feature_names=list(part.names))
        assert ex.settings["rows"] == part.numbers.tolist()
        assert np.allclose([float(a) for a in _answers(ex, "prior")], exp.prior, rtol=1e-12, atol=0)
        factors = np.exp(exp.log_factors).ravel()
        assert np.allclose([float(a) for a in _answers(ex, "factor")], factors, rtol=1e-12, atol=0)
        assert np.allclose([float(a) for a in _answers(ex, "joint")], np.exp(exp.log_joint), rtol=1e-9, atol=0)
        assert np.allclose([float(a) for a in _answers(ex, "posterior")], model.predict_proba([watermelon3.X[q]])[0],
                           rtol=1e-9, atol=1e-300)
        assert _answers(ex, "decision") == [part.classes[int(model.predict([watermelon3.X[q]])[0])]]
        for question in ex.questions:  # the key's own printed answer is right
            assert question.check(question.shown_answer.split("≈")[0]).right


def test_the_same_seed_gives_the_same_exercise(watermelon3):
    a = naive_bayes_exercise(watermelon3, Smoothing.parse("laplace"), n=8, seed=7)
    b = naive_bayes_exercise(watermelon3, Smoothing.parse("laplace"), n=8, seed=7)
    c = naive_bayes_exercise(watermelon3, Smoothing.parse("laplace"), n=8, seed=8)
    assert a.to_key() == b.to_key() and a.to_key() != c.to_key()


def test_questions_from_any_naive_bayes_explanation(watermelon3):
    """Practice mode asks the window's own model: λ = 0.1 on the likelihoods, 1 on the prior, σ² by n."""
    from bayesgui.core.exercises.naive_bayes import naive_bayes_questions
    from bayesgui.core.exercises.work import work_of
    from bayesgui.core.naive_bayes.mixed import MixedNB

    model = MixedNB(kinds=["categorical"] * 6 + ["continuous"] * 2, alpha=0.1, prior_alpha=1.0, variance="mle",
                    n_categories=[len(lv) if lv else None for lv in watermelon3.levels])
    model.fit(watermelon3.X, watermelon3.y)
    exp = model.explain(watermelon3.X[5], feature_names=list(watermelon3.names))
    work = work_of(exp, watermelon3.classes)
    shown = [watermelon3.shown(5, j) for j in range(len(watermelon3.names))]
    questions = naive_bayes_questions(work, watermelon3.target, shown)
    priors = [q.answer for q in questions if q.kind == "prior"]
    assert priors == [Fraction(9, 19), Fraction(10, 19)]
    factor = next(q for q in questions if q.kind == "factor")
    assert factor.answer == (Fraction(3) + Fraction(1, 10)) / (8 + 3 * Fraction(1, 10))  # 青绿 | 是: 3 of 8
    assert float(factor.answer) == pytest.approx(exp.factors[0, 0], rel=1e-15)
    assert "(n − 1)" not in str(next(q.text for q in questions if q.kind == "variance"))
    assert [float(q.answer) for q in questions if q.kind == "posterior"] == pytest.approx(exp.posterior, rel=1e-9)
    assert {q.place.get("feature") for q in questions if q.kind == "factor"} == set(watermelon3.names)
