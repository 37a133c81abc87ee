"""The inference and d-separation panels in the Bayesian-network tab follow its network: the table's network when
it opens, an edited edge (the question kept, answered again), Zhou's fig. 7.2 (a new question), and the tab's node
positions in the moral graph. (About 2 s.)"""

import numpy as np
import pytest

from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.data import load_sample
from bayesgui.qt.bayes_net.tab import BayesNetTab
from tests.qt.bayes_net.conftest import shown_tab


@pytest.fixture
def tab(qtbot, session):
    with shown_tab(qtbot, session, load_sample("watermelon2"), size=(1366, 700)) as widget:
        yield widget


def test_both_panels_are_side_tabs(tab):
    titles = [tab.side_tabs.tabText(k) for k in range(tab.side_tabs.count())]
    assert titles[-2:] == ["Inference", "d-separation"]
    assert tab.side_tabs.widget(tab.side_tabs.count() - 2) is tab.query_panels.inference


def test_the_panels_follow_the_tabs_network(qtbot, tab):
    inference, dsep = tab.query_panels.inference, tab.query_panels.dseparation
    assert inference.network is tab.state.network and dsep.structure == tab.state.structure
    assert [b.text() for b in inference._query_boxes] == list(tab.state.network.nodes)
    inference.set_question(["好瓜"], {"根蒂": "蜷缩"})
    dsep.set_sets(["纹理"], ["根蒂"], ["好瓜"])
    assert dsep.current.separated  # naive Bayes: the attributes independent given the class
    before = inference.exact_answer().copy()
    # an edge edited in the tab: same nodes, so the question stays and is answered on the new network
    assert tab.state.edit("add", "纹理", "根蒂")
    assert inference.question() == (["好瓜"], {"根蒂": "蜷缩"})
    np.testing.assert_allclose(inference.exact_answer(),
                               variable_elimination(tab.state.network, ["好瓜"], {"根蒂": "蜷缩"}).ravel())  # fmt: skip
    assert not np.allclose(inference.exact_answer(), before)  # 根蒂's new parent changed the tables
    assert dsep.sets() == {"X": ["纹理"], "Y": ["根蒂"], "Z": ["好瓜"]}
    assert not dsep.current.separated and dsep.current.path == ("纹理", "根蒂")
    # Zhou's fig. 7.2: other nodes, a fresh question
    tab.show_example()
    assert [b.text() for b in inference._query_boxes] == ["好瓜", "甜度", "敲声", "色泽", "根蒂"]
    assert dsep.sets() == {"X": [], "Y": [], "Z": []}
    tab.side_tabs.setCurrentWidget(inference)  # its bars seen
    np.testing.assert_allclose(inference.bars.chart.values,
                               variable_elimination(tab.state.network, ["根蒂"]).ravel())  # fmt: skip


def test_a_panel_not_shown_draws_its_answer_when_its_side_tab_is_chosen(tab, monkeypatch):
    """The answer is found at once (a project saves the question), its plots drawn when seen: a network coded in
    the worker came with ~25 ms of pyqtgraph on the GUI thread for two panels no one saw (bench_bn_tab_gui)."""
    inference, dsep = tab.query_panels.inference, tab.query_panels.dseparation
    drawn = []
    monkeypatch.setattr(inference.bars, "show_posterior", lambda *a: drawn.append("bars"))
    monkeypatch.setattr(inference.convergence, "reset", lambda *a: drawn.append("lines"))
    monkeypatch.setattr(dsep.graph, "show_graph", lambda *a: drawn.append("moral graph"))
    tab.side_tabs.setCurrentIndex(0)
    tab.show_example()
    np.testing.assert_allclose(inference.exact_answer(), variable_elimination(tab.state.network, ["根蒂"]).ravel())
    assert dsep.structure == tab.state.structure and drawn == []
    tab.side_tabs.setCurrentWidget(inference)
    assert drawn == ["bars", "lines"]  # once each: the first question is answered once, not again at its tick
    tab.side_tabs.setCurrentWidget(dsep)
    assert drawn == ["bars", "lines", "moral graph"]


def test_the_moral_graph_is_drawn_where_the_tab_draws_the_nodes(tab):
    dsep = tab.query_panels.dseparation
    tab.show_example()  # laid out in layers after the new network was sent
    tab.side_tabs.setCurrentWidget(dsep)
    for name, (x, y) in tab.graph.positions().items():
        assert dsep.graph.point_of(name) == (round(x, 9), round(-y, 9))


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_panels_show_their_texts_whole_in_the_tab(qtbot, session, language):
    """At the tab's size in the window at 1280×720 (the smallest screen the window fits)."""
    from PySide6.QtWidgets import QApplication

    from bayesgui.app.language.translators import install_translators
    from tests.app.truncation import truncated

    install_translators(QApplication.instance(), language)  # before the tab is built: its texts in that language
    widget = BayesNetTab(session)
    qtbot.addWidget(widget)
    try:
        widget.resize(1276, 567)
        widget.show()
        session.load(load_sample("watermelon2"))
        qtbot.waitUntil(lambda: widget.state.network is not None)
        inference, dsep = widget.query_panels.inference, widget.query_panels.dseparation
        assert (inference.title(), dsep.title()) == (("Inference", "d-separation") if language == "en"
                                                     else ("推断", "有向分离"))  # fmt: skip
        widget.side_tabs.setCurrentWidget(inference)
        inference.set_question(["好瓜"], {"色泽": "浅白", "根蒂": "蜷缩"})
        inference.method.setCurrentIndex(1)
        inference.samples.setValue(500)
        with qtbot.waitSignal(inference.gibbs_finished, timeout=10000):
            inference.run_gibbs()

        def whole():  # once laid out: a layout takes a few turns of the event loop, not a time
            assert truncated(widget) == []

        qtbot.waitUntil(whole)
        widget.side_tabs.setCurrentWidget(dsep)
        dsep.set_sets(["色泽"], ["根蒂"], ["好瓜", "纹理"])
        qtbot.waitUntil(whole)
    finally:
        widget.shutdown()
        install_translators(QApplication.instance(), "en")
