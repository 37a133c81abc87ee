"""Practice mode's questions are the numbers of the page the window shows: each row's printed value is the
question's answer printed the same way, frequencies are exact fractions, a decimal is checked to the printed
digits, and EM's questions are the snapshot's γ and new parameters."""

from fractions import Fraction

import numpy as np
import pytest

from bayesgui.core import LossMatrix
from bayesgui.core.mixture.model import GaussianMixture
from bayesgui.report.em.practice import e_step_questions, m_step_questions, step_questions
from bayesgui.report.worked import layout
from bayesgui.report.worked.formulas import fmt
from bayesgui.report.worked.practice import book_digits, shown_answer, worked_questions
from tests.report.conftest import IRIS_ROW, example_of, train


@pytest.fixture(scope="module")
def laplace_melon():
    """The window's default naive Bayes on watermelon 3.0 (Laplace on the likelihoods)."""
    return train("watermelon3")


def page_values(example):
    """Every table row's printed value, in page order, and the decision."""
    tables = [b for b in layout.page(example).blocks if isinstance(b, layout.Table)]
    return [row.value for table in tables for row in table.rows]


def test_every_question_is_a_number_of_the_page_in_its_order(laplace_melon):
    example = example_of(laplace_melon, "watermelon3", 0)
    questions = worked_questions(example)
    kinds = [q.kind for q in questions]
    assert kinds[:10] == ["prior"] + ["factor"] * 8 + ["joint"]
    assert kinds[-6:] == ["evidence", "posterior", "posterior", "risk", "risk", "decision"]
    numbers = [q for q in questions if q.kind not in ("evidence", "decision")]
    assert [fmt(float(q.answer)) for q in numbers] == page_values(example)
    evidence = next(q for q in questions if q.kind == "evidence")
    assert evidence.answer == example.evidence
    assert questions[-1].answer == example.decision == "是" and questions[-1].choices == ("是", "否")


def test_frequencies_are_exact_and_densities_decimal_to_the_printed_digits(laplace_melon):
    example = example_of(laplace_melon, "watermelon3", 0)
    q = {(x.kind, x.place.get("class"), x.place.get("feature")): x for x in worked_questions(example)}
    prior = q["prior", "是", None]
    assert prior.answer == Fraction(8, 17) and prior.text == "P(好瓜=是)"
    factor = q["factor", "是", "色泽"]
    assert factor.answer == Fraction(4, 11) and factor.hint == "P(色泽=青绿 | 好瓜=是) = (3 + 1) / (8 + 3×1)"
    assert shown_answer(factor) == "4/11 ≈ 0.364"
    for typed in ("4/11", "8/22", "0.364", "0,364", "０．３６４"):
        assert factor.check(typed).right, typed
    assert not factor.check("3/8").right and factor.check("abc").status == "not-a-number"
    density = q["factor", "是", "密度"]
    assert isinstance(density.answer, float) and density.precision == 4  # printed 1.962
    assert density.check("1.962").right and density.check("1,9625").right and not density.check("1.95").right


def test_a_table_of_categories_alone_gives_exact_joints_posteriors_and_risks(ml_melon):
    """Without the continuous columns (as missing), every number is a fraction; 0.5 loss stays exact."""
    loss = LossMatrix.zero_one(ml_melon.class_names).with_cell(0, 1, 0.5)
    example = example_of(ml_melon, "watermelon3", 0, loss, 密度=np.nan, 含糖率=np.nan)
    questions = worked_questions(example)
    assert all(isinstance(q.answer, Fraction) for q in questions if q.kind != "decision")
    joints = [q.answer for q in questions if q.kind == "joint"]
    evidence = next(q.answer for q in questions if q.kind == "evidence")
    posteriors = [q.answer for q in questions if q.kind == "posterior"]
    assert evidence == sum(joints) and posteriors == [j / evidence for j in joints]
    risks = [q.answer for q in questions if q.kind == "risk"]
    assert risks[0] == Fraction(1, 2) * posteriors[1]
    assert [float(r) for r in risks] == pytest.approx([line.value for line in example.risks], rel=1e-12)


def test_book_digits_are_the_digits_the_page_prints():
    for value, digits in ((1.959, 4), (0.066, 2), (0.788, 3), (0.00524, 3), (6.80e-5, 3), (8.0, 1), (17.0, 2)):
        assert book_digits(value) == digits, value


@pytest.fixture(scope="module")
def mixture_run():
    rng = np.random.default_rng(3)
    X = np.r_[rng.normal(0, 1, 30), rng.normal(4, 0.5, 20)][:, None]
    snapshots = list(GaussianMixture(n_components=2, random_state=0, max_iter=3).iter_fit(X))
    return X, snapshots


def test_e_step_questions_are_the_snapshots_gamma(mixture_run):
    X, snapshots = mixture_run
    e = next(s for s in snapshots if s.step == "E")
    questions = e_step_questions(e, X, [0, 4])
    assert [q.text for q in questions] == ["γ_1,1", "γ_1,2", "γ_5,1", "γ_5,2"]
    assert [q.answer for q in questions] == [e.resp[0, 0], e.resp[0, 1], e.resp[4, 0], e.resp[4, 1]]
    assert questions[0].check(fmt(e.resp[0, 0], 4).replace(".", ",")).right
    assert questions[0].hint.startswith("γ_1,1 = ") and fmt(float(e.params.weights[0]), 4) in questions[0].hint


def test_m_step_questions_are_the_cores_new_parameters(mixture_run):
    X, snapshots = mixture_run
    m = next(s for s in snapshots if s.step == "M")
    questions = m_step_questions(X, m.resp, m.params)
    assert [q.text for q in questions] == ["α_1′", "μ_1′", "σ_1′²", "α_2′", "μ_2′", "σ_2′²"]
    expected = [m.params.weights[0], m.params.means[0, 0], m.params.covariances[0, 0, 0]]
    assert [q.answer for q in questions[:3]] == expected
    assert questions[0].hint.endswith(f"/ {len(X)} = ?")
    assert step_questions(m, X, [0], of_rows=len(X) * 2)[0] == ()  # sums over a subsample: not offered
    assert step_questions(snapshots[0], X, [0])[0] == ()  # the start: nothing to compute yet


def test_a_model_of_named_terms_asks_each_term_score_posterior_and_risk(lda):
    example = example_of(lda, "iris", IRIS_ROW)
    questions = worked_questions(example)
    numbers = [q for q in questions if q.kind != "decision"]
    assert [fmt(float(q.answer)) for q in numbers] == page_values(example)
    assert {q.kind for q in numbers} >= {"log_prior", "mahalanobis", "score", "posterior", "risk"}
    posterior = next(q for q in questions if q.kind == "posterior")
    assert "exp(score_c)" in posterior.hint  # the softmax, as the page writes it
    assert questions[-1].answer == example.decision == "versicolor"


def test_many_classes_ask_each_risk_as_a_decimal():
    """Over MAX_WRITTEN_TERMS classes the page does not write each loss row: the risk questions are the printed
    decimals (no exact sum to compare with), and practice mode does not fail on them."""
    from bayesgui.data import load_sample
    from bayesgui.data.saved.model_settings import ModelSettings
    from bayesgui.report import build
    from bayesgui.report.worked.example import MAX_WRITTEN_TERMS
    from bayesgui.tasks.train import train_model
    from tests.report.conftest import run_job

    dataset = load_sample("faithful").with_target("eruptions")
    model = run_job(train_model(dataset, ModelSettings()))
    assert len(model.class_names) > MAX_WRITTEN_TERMS
    x = model.schema.encode_features(dataset.frame.iloc[[0]], unseen="missing")[0]
    example = build(model, x, LossMatrix.zero_one(model.class_names))
    risks = [q for q in worked_questions(example) if q.kind == "risk"]
    assert len(risks) == len(model.class_names)
    assert [q.answer for q in risks] == [line.value for line in example.risks]
