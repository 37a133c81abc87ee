"""The Bayesian-network tab as a class sees it projected: Search pressed right after a table is opened waits for
the table instead of refusing; no arrow runs through a box other than its two ends' (fig. 7.2, watermelon 2.0's
naive and learned structures); the network fills the view, its names large enough to read."""

import pytest
from PySide6.QtCore import QRectF

from bayesgui.core.bayes_net.search import hill_climb, last_step
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data import load_sample
from bayesgui.data.network_table import network_table
from bayesgui.qt.bayes_net.tab import BayesNetTab


@pytest.fixture
def tab(qtbot, session):
    widget = BayesNetTab(session)
    qtbot.addWidget(widget)
    widget.resize(1200, 640)  # the tab's room in a 1366 × 768 window
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.shutdown()


def test_search_waits_for_the_table_it_was_pressed_on(qtbot, tab, session):
    panel = tab.search_panel
    tab.side_tabs.setCurrentWidget(panel)
    session.load(load_sample("watermelon2"))
    assert tab.state.reading  # the table is being coded into nodes in the worker
    assert not panel.search_button.isEnabled() and "Reading" in panel.search_button.toolTip()
    qtbot.waitUntil(lambda: not tab.state.reading)
    assert panel.search_button.isEnabled() and "Reading" not in panel.search_button.toolTip()
    session.load(load_sample("watermelon2"))  # opened again: Search asked for at once (a shortcut, a script)
    assert tab.state.reading
    assert panel.start()
    assert "Open a table" not in panel.status.text() and "Reading" in panel.status.text()
    with qtbot.waitSignal(panel.finished, timeout=20000):
        pass
    assert panel.status.text().startswith("Done")
    xs, ys = panel.plot.current.getData()
    assert len(xs) > 2 and ys[-1] < ys[0]  # the search's steps plotted, the score falling


def test_esc_while_a_search_waits_for_the_table_cancels_it(qtbot, tab, session):
    panel = tab.search_panel
    session.load(load_sample("watermelon2"))
    assert panel.start() and panel.pending
    tab.shutdown(0)
    assert not panel.pending and not panel.searching
    tab.hide()
    tab.show()
    qtbot.waitUntil(lambda: tab.state.network is not None)
    assert not panel.searching and not panel.status.text().startswith("Done")


def arrows_through_boxes(graph) -> list[tuple[tuple[str, str], str]]:
    """(arrow, node) pairs where the drawn arrow runs through a box it does not end at (boxes grown by 2 px)."""
    found = []
    for (p, c), arrow in graph.edges.items():
        path = arrow.mapToScene(arrow.path())
        for name, node in graph.nodes.items():
            grow = 2 / graph.transform().m11()
            if name not in (p, c) and path.intersects(node.sceneBoundingRect().adjusted(-grow, -grow, grow, grow)):
                found.append(((p, c), name))
    return found


def learned(tab) -> Structure:
    table = network_table(load_sample("watermelon2"))
    best = last_step(iter(hill_climb(table.X, table.cards, "bic", tabu_length=10))).best_edges
    return Structure(table.names, [(table.names[p], table.names[c]) for p, c in best])


def filled(graph) -> tuple[float, float]:
    """The share of the view's width and height the network's boxes take."""
    rect = QRectF()
    for node in graph.nodes.values():
        rect = rect.united(node.sceneBoundingRect())
    drawn = graph.mapFromScene(rect).boundingRect()
    room = graph.viewport().rect()
    assert room.contains(drawn)  # all of it in sight
    return drawn.width() / room.width(), drawn.height() / room.height()


def test_no_arrow_runs_through_another_box_and_the_network_fills_the_view(qtbot, tab, session):
    session.load(load_sample("watermelon2"))
    qtbot.waitUntil(lambda: tab.state.network is not None)
    naive = tab.state.structure
    assert len(naive.edges) == 6
    label_px = []
    for show in ("naive", "learned", "fig. 7.2"):
        if show == "learned":
            tab.state.set_structure(learned(tab), "learned")
            tab.lay_out()
            assert set(tab.graph.edges) == set(learned(tab).edges) and len(tab.graph.edges) >= 4
        elif show == "fig. 7.2":
            tab.show_example()
            assert set(tab.graph.nodes) == {"好瓜", "甜度", "敲声", "色泽", "根蒂"}
        assert arrows_through_boxes(tab.graph) == [], show
        wide, high = filled(tab.graph)
        print(show, f"{wide:.2f} {high:.2f}")
        assert max(wide, high) > 0.8 and wide * high > 0.2, (show, wide, high)
        label = next(iter(tab.graph.nodes.values())).label
        label_px.append(label.boundingRect().height() * tab.graph.transform().m11())
    base = tab.fontMetrics().height()
    assert min(label_px) > 1.3 * base  # the names larger than the window's text: readable when projected


def test_a_dragged_node_is_kept_through_a_refit(qtbot, tab, session):
    session.load(load_sample("watermelon2"))
    qtbot.waitUntil(lambda: tab.state.network is not None)
    tab.graph.nodes["色泽"].setPos(-400, 500)
    tab.graph.positions_changed.emit()  # (a drag's end)
    tab.resize(1000, 600)
    tab.graph.fit()
    assert tab.graph.nodes["色泽"].pos().x() == pytest.approx(-400)
    assert tab.positions["色泽"] == pytest.approx((-400, 500))
    wide, high = filled(tab.graph)  # the view fitted around the moved node, all of it in sight
    assert max(wide, high) > 0.85
