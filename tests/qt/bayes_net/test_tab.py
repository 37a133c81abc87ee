"""The Bayesian-network tab driven as a user drives it: the graph of the structure, a node's table on a click,
an edge added and undone, a cycle refused, a structure saved and opened again, a node dragged, and the search
animated to the core's result."""

import itertools
import json

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import score_structure
from bayesgui.core.bayes_net.search import hill_climb, last_step
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data import load_sample
from bayesgui.data.network_table import network_table

NAIVE = {("好瓜", n) for n in ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感")}


def node_point(tab, name) -> QPoint:
    return tab.graph.mapFromScene(tab.graph.nodes[name].scenePos())


def click_node(qtbot, tab, name) -> None:
    QTest.mouseClick(tab.graph.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     node_point(tab, name))  # fmt: skip


def test_the_graph_shows_the_nodes_and_edges_of_the_structure(tab):
    assert set(tab.graph.nodes) == {"色泽", "根蒂", "敲声", "纹理", "脐部", "触感", "好瓜"}
    assert set(tab.graph.edges) == NAIVE  # the class the parent of every attribute: naive Bayes
    tab.show_example()  # Zhou's fig. 7.2, with its own tables
    assert set(tab.graph.nodes) == {"好瓜", "甜度", "敲声", "色泽", "根蒂"}
    assert set(tab.graph.edges) == {("好瓜", "敲声"), ("好瓜", "色泽"), ("甜度", "色泽"), ("甜度", "根蒂")}
    for (p, c), arrow in tab.graph.edges.items():  # each arrow runs from its parent's box to its child's
        path = arrow.path()
        assert tab.graph.nodes[p].collidesWithPath(arrow.mapToItem(tab.graph.nodes[p], path))
        assert tab.graph.nodes[c].collidesWithPath(arrow.mapToItem(tab.graph.nodes[c], path))


def test_a_click_on_a_node_shows_its_table_with_the_cores_numbers(qtbot, tab):
    tab.state.edit("add", "纹理", "脐部")  # 脐部 has two parents now: 好瓜 and 纹理
    click_node(qtbot, tab, "脐部")
    table = network_table(load_sample("watermelon2"))
    structure = Structure(table.names, [*NAIVE, ("纹理", "脐部")])
    expected = BayesNet.fit(table.X, structure, table.states, alpha=1.0)
    i = table.names.index("脐部")
    cpt = expected.cpts[i]
    shown = tab.cpt_table.table
    assert tab.cpt_table.node == "脐部"
    assert "纹理" in tab.cpt_table.title.text() and "好瓜" in tab.cpt_table.title.text()
    assert shown.rowCount() == 2 * 3 and shown.columnCount() == 3  # (好瓜, 纹理) combinations × 脐部's values
    parents = [table.names[p] for p in expected.structure.parents(i)]
    for r in range(shown.rowCount()):
        header = shown.verticalHeaderItem(r).text()
        index = tuple(table.states[table.names.index(p)].index(header.split(", ")[k].split(" = ")[1])
                      for k, p in enumerate(parents))  # fmt: skip
        for k in range(3):
            assert shown.item(r, k).data(Qt.ItemDataRole.UserRole) == pytest.approx(cpt[(*index, k)], abs=1e-15)
            assert float(shown.item(r, k).text()) == pytest.approx(cpt[(*index, k)], abs=5e-4)
    # Laplace on 好瓜 = 是 (8 rows): P(脐部 = 凹陷 | 是, 纹理 = 清晰) = (5 + 1) / (7 + 3)
    assert cpt[table.states[table.names.index("好瓜")].index("是"),
               table.states[table.names.index("纹理")].index("清晰"),
               table.states[i].index("凹陷")] == pytest.approx(6 / 10)  # fmt: skip
    tab.edit_bar.estimate_combo.setCurrentIndex(0)  # maximum likelihood: 5 / 7
    assert tab.state.network.cpts[i][0, 0, 0] == pytest.approx(5 / 7)
    assert float(shown.item(0, 0).text()) == pytest.approx(5 / 7, abs=5e-4)


def test_adding_an_edge_then_undo(qtbot, tab, session):
    bar = tab.edit_bar
    bar.from_combo.setCurrentText("纹理")
    bar.to_combo.setCurrentText("根蒂")
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    assert ("纹理", "根蒂") in tab.graph.edges
    assert tab.state.structure.has_edge("纹理", "根蒂")
    before = tab.score_table.score.total
    session.undo_stack.undo()
    assert ("纹理", "根蒂") not in tab.graph.edges
    assert set(tab.state.structure.edges) == NAIVE
    assert tab.score_table.score.total != before
    session.undo_stack.redo()
    assert ("纹理", "根蒂") in tab.graph.edges


def test_a_cycle_is_refused_with_a_message_naming_the_edge(qtbot, tab, session):
    tab.state.edit("add", "纹理", "根蒂")
    count = session.undo_stack.count()
    bar = tab.edit_bar
    bar.from_combo.setCurrentText("根蒂")
    bar.to_combo.setCurrentText("好瓜")  # 好瓜 → 纹理 → 根蒂 → 好瓜 would be a cycle
    qtbot.mouseClick(bar.add_button, Qt.MouseButton.LeftButton)
    text = tab.message.text()
    assert "根蒂 → 好瓜" in text and "cycle" in text
    assert tab.message.isVisible()
    assert not tab.state.structure.has_edge("根蒂", "好瓜") and ("根蒂", "好瓜") not in tab.graph.edges
    assert session.undo_stack.count() == count
    tab.graph.edit_requested.emit("reverse", "好瓜", "根蒂")  # an arrow's menu: 根蒂 → 好瓜 → 纹理 → 根蒂
    assert "根蒂 → 好瓜" in tab.message.text() and "cycle" in tab.message.text()
    assert tab.state.structure.has_edge("好瓜", "根蒂") and session.undo_stack.count() == count


def test_save_and_open_a_structure_file(qtbot, tab, session, tmp_path):
    tab.state.edit("add", "纹理", "根蒂")
    tab.state.edit("remove", "好瓜", "触感")
    path = tmp_path / "melon.json"
    assert tab.save_structure(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert ["纹理", "根蒂"] in doc["edges"] and ["好瓜", "触感"] not in doc["edges"]
    assert doc["nodes"] == list(tab.state.structure.nodes)
    saved = tab.state.structure.copy()
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert tab.state.structure != saved
    assert tab.open_structure(str(path))
    assert tab.state.structure == saved
    assert set(tab.graph.edges) == set(saved.edges)
    session.undo_stack.undo()  # opening a structure is one step
    assert tab.state.structure != saved
    bad = tmp_path / "other.json"
    bad.write_text(json.dumps({"nodes": ["a", "b"], "edges": [["a", "b"]]}), encoding="utf-8")
    assert not tab.open_structure(str(bad))
    assert "other.json" in tab.message.text()


def test_a_dragged_node_stays_and_the_project_keeps_it(qtbot, tab):
    start = node_point(tab, "好瓜")
    viewport = tab.graph.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(12 * k, 8 * k))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(60, 40))
    moved = tab.positions["好瓜"]
    assert node_point(tab, "好瓜") != start
    saved = tab.saved_state()
    assert saved["positions"]["好瓜"] == pytest.approx(list(moved))
    tab.lay_out()
    assert tab.positions["好瓜"] != pytest.approx(moved)
    tab.restore(json.loads(json.dumps(saved)))
    assert tab.graph.nodes["好瓜"].pos().x() == pytest.approx(moved[0])


def test_the_search_is_animated_and_ends_with_the_cores_result(qtbot, tab, session):
    panel = tab.search_panel
    panel.delay_spin.setValue(20)  # one step per frame
    shown, arrows = [], []
    panel.step_shown.connect(lambda step: (shown.append(step), arrows.append(dict(tab.graph.edges))))
    tab.side_tabs.setCurrentWidget(panel)
    with qtbot.waitSignal(panel.finished, timeout=20000):
        qtbot.mouseClick(panel.search_button, Qt.MouseButton.LeftButton)
        assert not tab.edit_bar.add_button.isEnabled()  # no edits while it searches
    table = network_table(load_sample("watermelon2"))
    core = list(hill_climb(table.X, table.cards, "bic", tabu_length=10))
    assert [s.score for s in shown] == [s.score for s in core]  # every step shown, in order
    for step, drawn in zip(shown, arrows, strict=True):  # the graph followed each step
        assert set(drawn) == {(table.names[p], table.names[c]) for p, c in step.edges}
    kept = [(a[k], b[k]) for a, b in itertools.pairwise(arrows) for k in set(a) & set(b)]
    assert kept and all(x is y for x, y in kept)  # an arrow that stays is the same item, not drawn anew
    xs, ys = panel.plot.current.getData()
    assert list(xs) == [s.step for s in core[:-1]] and ys[-1] < ys[0]  # every step plotted; the score fell
    best = {(table.names[p], table.names[c]) for p, c in last_step(iter(core)).best_edges}
    assert set(tab.state.structure.edges) == best and set(tab.graph.edges) == best
    expected = score_structure(table.X, table.cards, tab.state.structure, "bic")
    assert tab.score_table.score.total == pytest.approx(expected.total)
    assert [n.score for n in tab.score_table.score.nodes] == pytest.approx([n.score for n in expected.nodes])
    assert tab.edit_bar.add_button.isEnabled()
    session.undo_stack.undo()  # the learned structure is one step
    assert set(tab.state.structure.edges) == NAIVE


def test_stopping_a_search_keeps_the_structure(qtbot, tab):
    panel = tab.search_panel
    panel.delay_spin.setValue(300)
    panel.restarts_spin.setValue(3)
    assert panel.start()
    qtbot.waitUntil(lambda: panel.last_shown is not None)
    with qtbot.waitSignal(panel.stopped):
        panel.stop()
    assert set(tab.state.structure.edges) == NAIVE and set(tab.graph.edges) == NAIVE
    assert np.isfinite(panel.plot.current.getData()[1]).all()


def test_a_new_table_is_read_in_the_worker_and_keeps_the_structure(qtbot, tab, session):
    tab.state.edit("add", "纹理", "根蒂")
    session.set_kind("触感", "ignore")  # 触感 leaves: the nodes change, the edges among the others stay
    assert tab.state.reading and "Reading" in tab.graph._placeholder.toPlainText()
    qtbot.waitUntil(lambda: not tab.state.reading)
    assert "触感" not in tab.graph.nodes
    assert set(tab.state.structure.edges) == (NAIVE - {("好瓜", "触感")}) | {("纹理", "根蒂")}
    assert set(tab.graph.edges) == set(tab.state.structure.edges)
    session.undo_stack.undo()  # 触感 back, without an edge
    qtbot.waitUntil(lambda: not tab.state.reading)
    assert "触感" in tab.graph.nodes and tab.state.structure.has_edge("纹理", "根蒂")
    assert not tab.state.structure.parents("触感")
    session.set_kind("触感", "ignore")
    tab.shutdown(0)  # Esc while it reads: it says so, and reads again when shown again
    assert not tab.state.reading and "stopped" in tab.graph._placeholder.toPlainText()
    tab.hide()
    tab.show()
    qtbot.waitUntil(lambda: tab.state.network is not None)
    assert "触感" not in tab.graph.nodes
    session.load(load_sample("watermelon3"))  # another table: its own first structure
    assert tab.state.reading
    qtbot.waitUntil(lambda: not tab.state.reading)
    assert not tab.state.structure.has_edge("纹理", "根蒂")
