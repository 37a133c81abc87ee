"""Semi-supervised naive Bayes in the window's session: trained with the unlabeled rows, then it classifies."""

import pytest

from bayesgui.data import Dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.model.cpt_view import CptView
from bayesgui.qt.model.model_panel import ModelPanel
from bayesgui.report.probability_tables import feature_table


def test_train_with_empty_class_cells_and_classify(qtbot, session):
    frame = load_sample("watermelon3").frame.copy()
    frame.loc[[2, 6, 11], "好瓜"] = None
    session.load(Dataset.from_frame(frame, target="好瓜"), settings=ModelSettings("semi-supervised"))
    qtbot.waitUntil(lambda: session.model is not None and session.record is not None, timeout=10000)
    model = session.model
    assert model.settings.model == "semi-supervised" and model.estimator.n_unlabeled_ == 3
    assert model.left_out == ("密度", "含糖率") and model.n_rows == 17
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    panel.model_combo.setCurrentIndex(panel.model_combo.findData("semi-supervised"))
    assert "Uses the categorical columns only" in panel.note_label.text()
    table = feature_table(model, "纹理", session.dataset)  # the expected counts of the unlabeled rows are in it
    assert table is not None and table.levels[0] == "清晰"
    counts = [cell.count for row in table.cells for cell in row]
    assert sum(counts) == pytest.approx(17.0) and any(c != round(c) for c in counts)
    view = CptView(session)
    qtbot.addWidget(view)
    view.show()
    assert view.set_feature("纹理") and view.current_page() is view.table
    with qtbot.waitSignal(session.predictions_changed, timeout=10000):
        session.predict_all()
    assert session.predictions.posterior.shape == (17, 2)
