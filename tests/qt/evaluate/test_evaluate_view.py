"""The Evaluate tab driven like a user: run, read the numbers, click a confusion cell, change the loss, cancel,
compare models, draw the curves, export."""

import numpy as np
import pytest
from PySide6.QtGui import QImage

from bayesgui.core import LossMatrix
from bayesgui.core.models import registry
from bayesgui.data import load_sample
from bayesgui.qt.common.text.model import model_name
from bayesgui.qt.evaluate.evaluate_view import EvaluateView
from tests.qt.conftest import load_and_train

TIMEOUT = 20000


@pytest.fixture
def view(qtbot, session):
    load_and_train(qtbot, session, load_sample("iris"))
    widget = EvaluateView(session)
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.shutdown()


def run(qtbot, view, button):
    with qtbot.waitSignal(view.finished, timeout=TIMEOUT):
        button.click()


def cell(table, i, j) -> str:
    return table.item(i, j).text()


def test_evaluate_shows_metrics_confusion_and_curves(qtbot, view):
    run(qtbot, view, view.controls.run_button)
    e = view.evaluation
    assert e.n_used == 150 and e.resampling.k == 10
    assert cell(view.metrics.table, 0, 1).startswith(f"{e.table.values['accuracy']:.4f} ± ")
    assert view.confusion.table.rowCount() == 0  # a page draws when it is opened
    view.pages.setCurrentWidget(view.confusion)
    counts = [[int(cell(view.confusion.table, i, j)) for j in range(3)] for i in range(3)]
    assert np.array_equal(counts, e.table.confusion) and np.sum(counts) == 150
    assert view.status.text().startswith("Naive Bayes: accuracy")  # the model's name, not its key
    view.confusion.mode.setCurrentIndex(1)  # row proportions
    assert float(cell(view.confusion.table, 0, 0)) == pytest.approx(e.table.confusion[0, 0] / 50, abs=1e-3)
    with qtbot.waitSignal(view.rows_selected) as clicked:
        view.confusion.table.cellClicked.emit(1, 2)
    assert np.array_equal(clicked.args[0], e.cell_rows(1, 2))
    for page in (view.roc, view.reliability):
        view.pages.setCurrentWidget(page)
        assert len(page.plots.ci.items) >= 1
    view.pages.setCurrentWidget(view.predictions)
    assert view.predictions.model.rowCount() == 150
    view.predictions.only_wrong.setChecked(True)
    assert view.predictions.model.rowCount() == int(e.misclassified().sum())


def test_predictions_export_as_csv(qtbot, view, tmp_path):
    run(qtbot, view, view.controls.run_button)
    view.pages.setCurrentWidget(view.predictions)
    view.export_current(str(tmp_path / "oof.csv"))
    lines = (tmp_path / "oof.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "row,fold,truth,P(setosa),P(versicolor),P(virginica),decision" and len(lines) == 151
    with pytest.raises(ValueError, match="plot"):
        view.pages.setCurrentWidget(view.roc)
        view.export_current(str(tmp_path / "roc.csv"))


def test_a_loss_change_marks_the_result_stale_and_a_rerun_moves_the_decisions(qtbot, view, session):
    run(qtbot, view, view.controls.run_button)
    before = view.evaluation
    classes = session.loss.classes
    costly = np.ones((3, 3)) - np.eye(3)
    costly[0, 1] = costly[0, 2] = 20.0  # deciding setosa wrongly costs 20
    session.set_loss(LossMatrix.from_decisions(costly, classes, reject_cost=0.05))
    assert view.stale and "Stale" in view.status.text()
    run(qtbot, view, view.controls.run_button)
    after = view.evaluation
    assert not view.stale
    assert after.table.values["reject_rate"] > 0 and after.table.confusion.shape == (3, 4)
    assert np.array_equal(after.folds, before.folds)  # same seed, same folds
    view.pages.setCurrentWidget(view.risk_reject)
    assert view.risk_reject.note.text().count("0.05") == 1


def test_cancel_stops_a_comparison(qtbot, view):
    view.controls.compare_button.click()
    with qtbot.waitSignal(view.runner.stopped, timeout=TIMEOUT):
        view.controls.cancel_button.click()
    assert view.status.text() == "Cancelled." and view.comparison is None
    assert view.controls.run_button.isEnabled()


def test_comparison_learning_curve_smoothing_and_export(qtbot, view, tmp_path):
    run(qtbot, view, view.controls.compare_button)
    table = view.comparison_table.table
    models = [cell(table, i, 0) for i in range(table.rowCount())]
    assert models == [model_name(key) for key in registry.keys()]  # the registry's names, no raw keys
    assert models[:3] == ["Naive Bayes", model_name("lda"), model_name("qda")] and "best" in [
        cell(table, i, 7) for i in range(len(models)) if table.item(i, 7)  # a model that could not run has no cell
    ]
    failed = [i for i in range(len(models)) if cell(table, i, 1).startswith("not run")]
    assert failed, "the semi-supervised model does not run on iris"
    for i in failed:  # its reason spans the metric columns and does not widen the first of them
        assert table.columnSpan(i, 1) == table.columnCount() - 1
        assert table.item(i, 1).toolTip() in cell(table, i, 1)
    assert table.columnWidth(1) < 1.5 * table.columnWidth(2)
    view.export_current(str(tmp_path / "comparison.csv"))
    assert (tmp_path / "comparison.csv").read_text(encoding="utf-8").splitlines()[1].startswith("Naive Bayes,")
    run(qtbot, view, view.controls.learning_button)
    assert view.pages.currentWidget() is view.learning_view and view.learning.x[-1] == 135  # 9 folds of 10
    view.export_current(str(tmp_path / "learning.png"))
    assert not QImage(str(tmp_path / "learning.png")).isNull()
    run(qtbot, view, view.controls.smoothing_button)
    assert view.smoothing.marks["laplace"] == 1.0 and 0 <= view.smoothing.marks["best"] <= 2
    view.pages.setCurrentWidget(view.roc)
    view.export_current(str(tmp_path / "roc.svg"))
    assert "<svg" in (tmp_path / "roc.svg").read_text(encoding="utf-8")


def test_a_split_column_of_the_table_is_offered(qtbot, session):
    frame = load_sample("iris").frame.copy()
    frame["part"] = np.where(np.arange(150) % 5 == 0, "test", "train")
    from bayesgui.data import Dataset

    load_and_train(qtbot, session, Dataset.from_frame(frame, target="species", kinds={"part": "ignore"}))
    widget = EvaluateView(session)
    qtbot.addWidget(widget)
    try:
        schemes = [widget.controls.scheme.itemText(i) for i in range(widget.controls.scheme.count())]
        assert schemes[-1] == "Test rows: where part says test"
        widget.controls.scheme.setCurrentIndex(len(schemes) - 1)
        with qtbot.waitSignal(widget.finished, timeout=TIMEOUT):
            widget.controls.run_button.click()
        assert widget.evaluation.tested.sum() == 30 and widget.evaluation.resampling.kind == "split"
    finally:
        widget.shutdown()


def test_the_plots_look_like_every_other_tab(qtbot, view):
    """No black pyqtgraph background: the palette's base colour behind, its text colour on the axes; and the
    reliability diagram takes most of its page's height (it was ~50 px over its histogram)."""
    from PySide6.QtGui import QPalette

    run(qtbot, view, view.controls.run_button)
    base = view.palette().color(QPalette.ColorRole.Base)
    text = view.palette().color(QPalette.ColorRole.Text)
    for page in (view.roc, view.risk_reject, view.reliability):
        view.pages.setCurrentWidget(page)
        image = page.plots.grab().toImage()
        assert image.pixelColor(3, 3) == base, page
        plot = page.plots.ci.getItem(0, 0)
        assert plot.getAxis("bottom").textPen().color() == text
    diagram, histogram = view.reliability.plots.ci.getItem(0, 0), view.reliability.plots.ci.getItem(1, 0)
    qtbot.waitUntil(lambda: diagram.height() >= 2 * histogram.height())


@pytest.mark.parametrize("width", [560, 700, 1000])
def test_every_page_tab_stays_in_the_bar(qtbot, view, width):
    """At the widths the Evaluate tab gets, no page tab is scrolled out of its bar; a cut title is in its tooltip."""
    view.resize(width, 500)
    bar = view.pages.tabBar()
    qtbot.waitUntil(lambda: bar.width() <= view.width())
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        assert rect.left() >= 0 and rect.right() <= bar.width(), (bar.tabText(i), rect, bar.width())
        assert bar.tabToolTip(i) == bar.tabText(i)
    assert bar.tabToolTip(7) == "Model comparison"
