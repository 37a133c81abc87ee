"""``build``: every number of the worked example read from the fitted model, typed and frozen."""

import dataclasses

import numpy as np
import pytest

from bayesgui.core import LossMatrix
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.data import load_sample
from bayesgui.report import Fraction, WorkedExample, build
from tests.report.conftest import IRIS_ROW, example_of


def test_watermelon_test_1_counts_and_densities(ml_melon, test_1):
    yes, no = test_1.work
    assert test_1.classes == ("是", "否") and test_1.target == "好瓜" and test_1.family == "factors"
    assert yes.prior.fraction == Fraction(count=8, total=17, n=2, alpha=0) and yes.prior.value == pytest.approx(8 / 17)
    umbilicus = yes.factor("脐部")
    assert umbilicus.shown == "凹陷" and umbilicus.kind == "probability" and umbilicus.value == pytest.approx(5 / 8)
    assert umbilicus.inputs == {"count": 5, "class_total": 8, "n_levels": 3, "alpha": 0}
    assert [round(w.factor("密度").value, 3) for w in test_1.work] == [1.959, 1.203]
    assert [round(w.factor("含糖率").value, 3) for w in test_1.work] == [0.788, 0.066]
    assert yes.factor("密度").inputs["std"] == pytest.approx(0.129211, rel=1e-5)
    assert yes.joint == pytest.approx(0.05235, rel=1e-3) and no.joint == pytest.approx(6.80e-5, rel=1e-2)
    assert yes.joint == pytest.approx(yes.prior.value * np.prod([f.value for f in yes.factors]), rel=1e-12)
    assert test_1.evidence == pytest.approx(yes.joint + no.joint, rel=1e-12)
    x = ml_melon.schema.encode_features(load_sample("watermelon3").frame.iloc[[0]])[0]
    assert list(test_1.posterior.values()) == pytest.approx(ml_melon.estimator.predict_proba(x[None])[0], abs=1e-15)
    assert test_1.decision == "是" and test_1.risk == pytest.approx({"是": no.posterior, "否": yes.posterior})
    assert test_1.risks[0].loss == (0.0, 1.0) and test_1.notes == ()


def test_the_example_is_frozen_and_holds_no_arrays(test_1):
    with pytest.raises(dataclasses.FrozenInstanceError):
        test_1.decision = "否"
    for value in dataclasses.asdict(test_1.work[0])["factors"][0]["inputs"].values():
        assert isinstance(value, int | float)


def test_missing_features_have_no_factor(ml_melon):
    example = example_of(ml_melon, "watermelon3", 0, 色泽=None, 密度=None)
    assert example.sample["色泽"] is None and example.sample["密度"] is None
    assert example.missing == ("色泽", "密度")
    assert [f.feature for f in example.work[0].factors] == ["根蒂", "敲声", "纹理", "脐部", "触感", "含糖率"]


def test_lda_terms_add_up_to_the_score(lda):
    example = example_of(lda, "iris", IRIS_ROW)
    assert example.family == "terms" and example.generative and example.probabilistic
    for work in example.work:
        assert [t.key for t in work.terms] == ["log_prior", "log_norm", "log_det", "mahalanobis"]
        assert sum(t.value for t in work.terms) == pytest.approx(work.score, rel=1e-12)
        assert work.log_joint == work.score and work.prior.fraction == Fraction(50, 150, 3, 0)
    x = lda.schema.encode_features(load_sample("iris").frame.iloc[[IRIS_ROW]])[0]
    assert list(example.posterior.values()) == pytest.approx(lda.estimator.predict_proba(x[None])[0], abs=1e-15)
    mahalanobis = example.work[1].terms[3].inputs
    assert mahalanobis["mahalanobis_sq"] == pytest.approx(-2 * example.work[1].terms[3].value)
    assert example.decision == "versicolor"


def test_the_svm_has_no_posterior_and_no_risks(svm):
    example = example_of(svm, "iris", 0, LossMatrix.zero_one(svm.class_names, reject_cost=0.0))
    assert not example.probabilistic and not example.generative
    assert example.posterior is None and example.prior is None and example.risks == () and example.risk == {}
    assert example.decision == "setosa" and example.evidence is None
    assert all(w.joint is None and w.posterior is None and w.log_joint is None for w in example.work)


class ToyModel:
    """A newly registered model whose explanation uses a term key of its own."""

    classes_ = np.array([0, 1, 2])

    def explain(self, x, feature_names=None):
        prior = np.log(np.full(3, 1 / 3))
        bonus = np.array([0.5, -0.25, 0.0])
        return ScoreExplanation(
            model="ToyModel",
            classes=self.classes_,
            feature_names=list(feature_names),
            values=np.asarray(x, dtype=float),
            skipped=np.isnan(x),
            terms=[("log_prior", prior), ("toy_bonus", bonus), ("log_det", np.zeros(3))],
            score=prior + bonus,
            probabilistic=True,
            generative=True,
            prior_detail={"explicit": True},
        )


@pytest.fixture
def toy(lda):
    return dataclasses.replace(lda, estimator=ToyModel())


def test_a_toy_term_key_is_kept_with_empty_inputs(toy):
    example = example_of(toy, "iris", 0)
    keys = [(t.key, dict(t.inputs)) for t in example.work[0].terms]
    assert keys == [("log_prior", {}), ("toy_bonus", {}), ("log_det", {})]  # its log_det has no details
    assert example.work[0].prior.fraction is None and example.decision == "setosa"


def test_build_is_what_the_session_and_the_cli_share(ml_melon):
    x = np.full(ml_melon.schema.n_features, np.nan)
    example = build(ml_melon, x, LossMatrix.zero_one(ml_melon.class_names))
    assert isinstance(example, WorkedExample) and all(v is None for v in example.sample.values())
    assert example.work[0].factors == () and example.posterior["是"] == pytest.approx(8 / 17)
