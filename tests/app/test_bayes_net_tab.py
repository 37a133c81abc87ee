"""The Bayesian-network tab in the window: its structure, the nodes' places, λ and the inference question are saved
in the project and come back in a new window; an edit is unsaved work; a language switch keeps the network (and its
undo); Esc stops its search; Export plot saves its graph."""

import json

from PySide6.QtCore import Qt

from tests.app.conftest import open_and_train
from tests.app.test_em_project import close, reopen


def test_the_network_is_saved_in_the_project_and_restored(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "watermelon2")
    tab = window.bayes_net_tab
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.state.network is not None)
    tab.state.edit("add", "纹理", "根蒂")
    tab.edit_bar.estimate_combo.setCurrentIndex(0)  # maximum likelihood
    tab.graph.nodes["好瓜"].setPos(333.0, -44.0)  # as a drag leaves it
    tab.graph.positions_changed.emit()
    inference = tab.query_panels.inference
    qtbot.waitUntil(lambda: inference.network is not None and inference.network.nodes == tab.state.network.nodes)
    inference.set_question(["好瓜", "触感"], {"纹理": "清晰"})
    inference.method.setCurrentIndex(1)  # Gibbs sampling
    inference.seed.setValue(7)
    path = tmp_path / "melon.bayesgui"
    assert window.files.write_project(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))["bayes_net"]
    assert ["纹理", "根蒂"] in saved["structure"]["edges"] and saved["alpha"] == 0.0
    assert saved["positions"]["好瓜"] == [333.0, -44.0]
    assert saved["inference"]["evidence"] == {"纹理": "清晰"} and saved["inference"]["method"] == "gibbs"
    again = reopen(qtbot, path)
    try:
        other = again.bayes_net_tab
        qtbot.waitUntil(lambda: other.state.network is not None and other.state.structure.has_edge("纹理", "根蒂"))
        assert other.state.structure == tab.state.structure
        asked = other.query_panels.inference
        qtbot.waitUntil(lambda: asked.question() == inference.question())
        assert sorted(asked.question()[0]) == ["好瓜", "触感"] and asked.method.currentIndex() == 1
        assert asked.seed.value() == 7
        assert other.state.alpha == 0.0 and other.edit_bar.estimate_combo.currentData() == "ml"
        assert other.graph.nodes["好瓜"].pos().x() == 333.0 and other.graph.nodes["好瓜"].pos().y() == -44.0
        assert other.score_table.score.total == tab.score_table.score.total
        assert not again.files.is_modified()  # restoring the saved network is no change
    finally:
        close(again)


def test_esc_stops_the_search_and_export_saves_the_graph(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "watermelon2")
    tab = window.bayes_net_tab
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.state.network is not None)
    before = set(tab.state.structure.edges)
    panel = tab.search_panel
    panel.delay_spin.setValue(500)
    qtbot.mouseClick(panel.search_button, Qt.MouseButton.LeftButton)
    assert panel.searching
    window.escape()
    assert not panel.searching and set(tab.state.structure.edges) == before
    assert window.files.export_plot(str(tmp_path / "net.png"))
    assert (tmp_path / "net.png").stat().st_size > 1000


def test_an_edit_is_unsaved_work_and_a_language_switch_keeps_the_network(qtbot, window, tmp_path):
    open_and_train(qtbot, window, "watermelon2")
    tab = window.bayes_net_tab
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.state.network is not None)
    assert not window.files.is_modified()  # reading the table is no change
    tab.state.edit("add", "纹理", "根蒂")
    assert window.files.is_modified() and "*" in window.windowTitle()
    assert window.files.write_project(str(tmp_path / "melon.bayesgui"))
    assert not window.files.is_modified()
    tab.graph.positions_changed.emit()  # a node dragged: its place is kept in the project
    assert window.files.is_modified()
    structure = tab.state.structure.copy()
    other = window.switch_language("zh_CN")
    qtbot.addWidget(other)
    try:
        qtbot.waitUntil(lambda: other.bayes_net_tab.state.network is not None)
        assert other.bayes_net_tab.state.structure == structure
        assert other.files.is_modified()
        other.session.undo_stack.undo()  # the edit made in the other window is undone in this one
        assert not other.bayes_net_tab.state.structure.has_edge("纹理", "根蒂")
    finally:
        last = other.switch_language("en")
        qtbot.addWidget(last)
        close(last)
        last.close()
