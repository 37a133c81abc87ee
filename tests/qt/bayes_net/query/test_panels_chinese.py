"""The inference and d-separation panels in Chinese: every word on them translated, the book's terms used.
(Under a second, with one Gibbs run of 200 samples.)"""

import re

import numpy as np
import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QTableWidget, QWidget

from bayesgui.app.language.translators import install_translators
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.samples import network_path
from bayesgui.data.saved.network_file import read_network
from bayesgui.qt.bayes_net.query.dseparation_panel import DSeparationPanel
from bayesgui.qt.bayes_net.query.inference_panel import GIBBS, InferencePanel

WORD = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def chinese():
    install_translators(QApplication.instance(), "zh_CN")
    yield
    install_translators(QApplication.instance(), "en")


def words(widget: QWidget) -> list[str]:
    """The English words of every label, button, combo entry, table header and tooltip in ``widget``."""
    texts = []
    for child in [widget, *widget.findChildren(QWidget)]:
        texts.append(child.toolTip())
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        if isinstance(child, QComboBox):
            texts.extend(child.itemText(i) for i in range(child.count()))
        if isinstance(child, QTableWidget):
            texts.extend(child.horizontalHeaderItem(c).text() for c in range(child.columnCount()))
    for plot in widget.findChildren(QWidget):
        item = getattr(plot, "getPlotItem", None)
        if item is not None:
            texts.extend(item().getAxis(side).labelText for side in ("left", "bottom"))
    return WORD.findall("\n".join(texts))


def test_the_panels_speak_chinese(qtbot, chinese):
    net = read_network(network_path("zhou-fig7.2"))
    inference = InferencePanel()
    dsep = DSeparationPanel()
    for widget in (inference, dsep):
        qtbot.addWidget(widget)
        widget.set_network(net)
    inference.method.setCurrentIndex(GIBBS)
    dsep.set_sets(["敲声"], ["根蒂"], ["色泽"])
    assert words(inference) == [] and words(dsep) == []
    assert inference.title() == "推断" and dsep.title() == "有向分离"
    assert dsep.verdict.text() == "敲声 ⟂ 根蒂 | 色泽：否，不是有向分离。"
    assert "道德图" in dsep.edge_list.text()
    # the book's warning in its words
    inference.set_network(BayesNet(Structure(["a", "b"], [("a", "b")]), [["0", "1"], ["0", "1"]],
                                   [np.array([0.5, 0.5]), np.eye(2)]))  # fmt: skip
    inference.samples.setValue(200)
    with qtbot.waitSignal(inference.gibbs_finished, timeout=10000):
        inference.run_gibbs()
    assert "极端概率" in inference.warning.text() and "7.5.3" in inference.warning.text()
    assert words(inference) == []
