"""The EM lab speaks Chinese from every one of its parts (``lab.py``, ``lab_run.py``, ``lab_view.py``): the notes
on the data with their plural forms, the run's refusals, the count of clicked means and the step's status line."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from bayesgui.app.language.translators import install_translators
from bayesgui.data import Dataset, load_sample
from bayesgui.qt.em.controls import INIT_METHODS
from tests.qt.em.lab.test_lab import open_lab


@pytest.fixture
def chinese(qapp):
    install_translators(qapp, "zh_CN")
    yield
    install_translators(qapp, "en")


def test_every_part_of_the_lab_speaks_chinese(qtbot, session, chinese):
    frame = load_sample("faithful").frame.copy()
    frame.loc[frame.index[[0, 12, 24]], "waiting"] = np.nan  # 3 rows drawn at their conditional mean
    frame.loc[frame.index[7], ["eruptions", "waiting"]] = np.nan  # 1 row left out
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target=None))
    try:
        title = lab.plots[0].getPlotItem().titleLabel.text
        assert "3 行有缺失值，画在其条件均值处" in title and "已略去 1 个含缺失值的行" in title
        k = lab.controls.k_spin.value()
        lab.controls.init_combo.setCurrentIndex(INIT_METHODS.index("clicked"))
        assert not lab.start_run()
        assert lab.status_label.text() == f"请在图上点击 {k} 个初始均值（已放置：0）。"
        qtbot.mouseClick(lab.controls.reset_button, Qt.MouseButton.LeftButton)
        lab._on_plot_clicked(3.0, 70.0)  # as a click on the plot
        assert lab.status_label.text() == f"已放置初始均值：1 / {k}。"
        lab.controls.init_combo.setCurrentIndex(INIT_METHODS.index("kmeans++"))
        qtbot.mouseClick(lab.controls.step_e_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "对数似然" in lab.status_label.text(), timeout=8000)
        assert lab.status_label.text().startswith(("初始参数", "第 1 次迭代"))
    finally:
        lab.shutdown()
