"""A new model is a one-file change: this one file writes a toy classifier, registers it, and the whole product
offers it — the CLI's ``--model`` and its option, the model panel, the region gallery — and it trains, explains
(with the estimation sentences it declares), saves, loads and draws decision regions (in the line style it
declares, with its margins), with no other file touched.
"""

import dataclasses
import json

import numpy as np
import pytest
from scipy.special import softmax

from bayesgui.cli import build_parser, main
from bayesgui.core import LossMatrix
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.models import registry
from bayesgui.core.models.param import Param
from bayesgui.core.models.spec import Estimate, Features, LineStyle, ModelSpec
from bayesgui.data import load_sample
from bayesgui.data.saved.model_file import load_model, save_model
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.regions import decision_grid, fit_regions
from bayesgui.tasks.train import train_model

KEY = "toy-nearest-mean"


class NearestMean(Classifier):
    """Toy: score_c(x) = -||x - mu_c||^2 / (2 width^2); P(c|x) is the softmax of the scores."""

    generative = False
    _state_names = ("classes_", "n_features_in_", "means_")

    def __init__(self, width=1.0):
        self.width = width

    def _fit_steps(self, X, y):
        X = np.asarray(X, dtype=np.float64)
        classes, yk = self._class_labels(y, X.shape[0])
        yield 0, 1
        self.means_ = np.array([np.nanmean(X[yk == k], axis=0) for k in range(classes.size)])
        self.classes_, self.n_features_in_ = classes, X.shape[1]
        yield 1, 1

    def _check_X(self, X):
        X = np.asarray(X, dtype=np.float64)
        if X.ndim != 2 or X.shape[1] != self.n_features_in_:
            raise ValueError(f"X must have {self.n_features_in_} columns.")
        return X

    def decision_scores(self, X):
        self._check_fitted()
        X = np.nan_to_num(self._check_X(X))
        distance = ((X[:, None, :] - self.means_[None]) ** 2).sum(axis=2)
        return -distance / (2 * self.width**2)

    def predict_proba(self, X):
        return softmax(self.decision_scores(X), axis=1)

    def explain(self, x, feature_names=None):
        row, names = self._explain_input(x, feature_names)
        score = self.decision_scores(row)[0]
        return ScoreExplanation(
            model=type(self).__name__,
            classes=self.classes_.copy(),
            feature_names=names,
            values=row[0].copy(),
            skipped=np.isnan(row[0]),
            terms=[("squared_distance", score)],
            score=score,
            probabilistic=True,
            generative=False,
        )


SPEC = ModelSpec(
    key=KEY,
    name="Nearest mean (toy)",
    description="Each class is its mean; the nearest mean wins",
    estimator=NearestMean,
    params=(Param("width", float, 1.0, "&Width:", "The softness of the posterior", low=0.0, low_open=True),),
    estimates=(Estimate("score_c = −‖x − μ_c‖² / (2·w²), μ_c the mean of class c, w = {0}", param="width"),),
    line=LineStyle("#123456", "dot", margins="dash-dot"),  # two classes: the score difference is linear in x
)


@pytest.fixture
def toy():
    registry.register(SPEC)
    yield SPEC
    registry.unregister(KEY)


def run(job):
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value


def test_a_model_registered_without_explain_still_shows_its_posterior_and_risks(toy):
    from bayesgui.report import build, render_text

    plain = registry.register(dataclasses.replace(SPEC, key=KEY + "-plain", explain=False))
    try:
        dataset = load_sample("iris")
        model = run(train_model(dataset, ModelSettings(plain.key)))
        x = model.schema.encode_features(dataset.frame.iloc[[60]])[0]
        record = build(model, x, LossMatrix.zero_one(model.class_names, reject_cost=0.3))
        # independently of the estimator: each class's mean from the table, P(c|x) the softmax of -d^2 / 2
        frame, features = dataset.frame, list(model.schema.feature_names)
        row = frame.iloc[60][features].to_numpy(dtype=float)
        means = [frame.loc[frame["species"] == c, features].to_numpy(dtype=float).mean(0) for c in record.posterior]
        scores = np.array([-((row - mean) ** 2).sum() / 2.0 for mean in means])
        expected = np.exp(scores - scores.max()) / np.exp(scores - scores.max()).sum()
        assert list(record.posterior) == list(model.class_names)
        assert list(record.posterior.values()) == pytest.approx(list(expected), rel=1e-12)
        assert [line.action for line in record.risks] == [*model.class_names, "reject"]
        assert "only its class scores are shown" in render_text(record)
    finally:
        registry.unregister(plain.key)


def test_the_cli_offers_it_with_its_option(toy):
    argv = ["train", "iris", "--target", "species", "--model", KEY, "--width", "2", "-o", "m.json"]
    args = build_parser().parse_args(argv)
    assert args.model == KEY and args.width == 2.0


def test_it_trains_saves_loads_and_explains_through_the_cli(toy, tmp_path, capsys):
    path = tmp_path / "toy.json"
    argv = ["train", "iris", "--target", "species", "--model", KEY, "--width", "2", "-o", str(path), "--json"]
    assert main(argv) == 0
    trained = json.loads(capsys.readouterr().out)
    assert trained["training_accuracy"] > 0.9
    model = load_model(path)
    assert isinstance(model.estimator, NearestMean) and model.estimator.width == 2.0
    assert model.settings.model == KEY and model.settings.width == 2.0
    row = "sepal_length=6.1,sepal_width=2.8,petal_length=4.7,petal_width=1.2"
    assert main(["explain", str(path), "--row", row]) == 0
    text = capsys.readouterr().out
    assert "squared_distance" in text and "versicolor" in text


def test_it_trains_as_the_window_trains_and_round_trips(toy, tmp_path):
    dataset = load_sample("iris")
    model = run(train_model(dataset, ModelSettings(KEY, width=0.5)))
    assert isinstance(model.estimator, NearestMean) and model.estimator.width == 0.5
    save_model(tmp_path / "m.json", model)
    again = load_model(tmp_path / "m.json")
    X = model.schema.encode_features(dataset.frame)
    np.testing.assert_array_equal(again.estimator.predict_proba(X), model.estimator.predict_proba(X))
    assert toy.build({"width": 3.0}, Features.numeric(4, 3)).width == 3.0


def test_its_worked_decision_states_the_estimate_it_declares(toy):
    from bayesgui.report import build, render_text

    dataset = load_sample("iris")
    model = run(train_model(dataset, ModelSettings(KEY, width=0.5)))
    x = model.schema.encode_features(dataset.frame.iloc[[60]])[0]
    text = render_text(build(model, x, LossMatrix.zero_one(model.class_names)))
    assert "Estimate: score_c = −‖x − μ_c‖² / (2·w²), μ_c the mean of class c, w = 0.5" in text


def test_it_draws_decision_regions(toy):
    dataset = load_sample("iris")
    grid = run(fit_regions(dataset, ModelSettings(), "petal_length", "petal_width", models=[KEY], resolution=40))
    assert grid.failures == () and grid.surface(KEY).label == "Nearest mean (toy)"
    loss = LossMatrix.from_decisions([[0.0, 3.0, 1.0], [1.0, 0.0, 1.0], [2.0, 1.0, 0.0]], grid.class_names, 0.4)
    decisions = decision_grid(grid.surface(KEY), loss)
    # independently: the class means of the two columns, the posterior on the same grid, the argmin of the risk
    frame, columns = dataset.frame, ["petal_length", "petal_width"]
    means = np.array([frame.loc[frame["species"] == c, columns].to_numpy().mean(axis=0) for c in grid.class_names])
    points = np.stack(np.meshgrid(grid.xs, grid.ys), axis=-1)  # (ys, xs, 2): rows are y
    scores = -((points[:, :, None, :] - means) ** 2).sum(axis=-1) / 2.0
    posterior = np.exp(scores - scores.max(axis=-1, keepdims=True))
    posterior /= posterior.sum(axis=-1, keepdims=True)
    risk = posterior @ loss.values.T  # (ys, xs, actions)
    ordered = np.sort(risk, axis=-1)
    clear = ordered[..., 1] - ordered[..., 0] > 1e-9  # not a tie between the two best actions
    np.testing.assert_array_equal(decisions[clear], risk.argmin(axis=-1)[clear])
    assert clear.mean() > 0.95 and set(np.unique(decisions)) == {0, 1, 2, 3}  # every class and reject has a region


def test_with_two_classes_it_draws_the_margins_it_declares(toy):
    from bayesgui.data import Dataset
    from bayesgui.tasks.regions.drawing import draw_regions

    frame = load_sample("iris").frame
    two = Dataset.from_frame(frame[frame["species"] != "setosa"].reset_index(drop=True), target="species")
    grid = run(fit_regions(two, ModelSettings(), "petal_length", "petal_width", models=[KEY, "lda"], resolution=40))
    assert grid.surface(KEY).margins is not None and grid.surface("lda").margins is None
    (key, ends), = draw_regions(grid, None, KEY).margins
    assert key == KEY and ends.shape == (4, 2)  # two lines, w.x + b = -1 and +1


def test_the_window_offers_it(toy, qtbot, session):
    from bayesgui.qt.model.model_panel import ModelPanel
    from bayesgui.qt.regions.region_controls import RegionControls
    from tests.qt.conftest import load_and_train

    load_and_train(qtbot, session, load_sample("iris"))
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.editor("width").isVisible()
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        panel.model_combo.setCurrentIndex(panel.model_combo.findData(KEY))
    assert isinstance(session.model.estimator, NearestMean)
    assert panel.editor("width").isVisible() and not panel.editor("alpha").isVisible()
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        panel.editor("width").spin.setValue(2.5)
    assert session.model.estimator.width == 2.5
    assert session.record is not None  # explained for the current sample
    controls = RegionControls()
    qtbot.addWidget(controls)
    keys = [controls.model_list.item(i).data(0x0100) for i in range(controls.model_list.count())]
    assert KEY in keys


def test_its_boundary_and_margins_are_drawn_in_its_line_style(toy, qtbot):
    from PySide6.QtCore import Qt

    from bayesgui.qt.regions.region_plot import RegionPlot

    plot = RegionPlot()
    qtbot.addWidget(plot)
    plot.set_models(["lda", KEY])
    pen, margins = plot.boundary_pen(KEY), plot.margin_pen(KEY)
    assert pen.color().name() == "#123456" and pen.style() == Qt.PenStyle.DotLine
    assert margins.color().name() == "#123456" and margins.style() == Qt.PenStyle.DashDotLine
    assert plot.margin_pen("lda") is None  # LDA draws no margins
