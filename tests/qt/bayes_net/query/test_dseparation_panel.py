"""The d-separation panel as a user drives it (Zhou figs. 7.3–7.4): radio buttons put nodes in X, Y and Z; the
answer is the core's, the moral graph is drawn with its married edge dashed and the connecting path thick.
(Under a second.)"""

import pytest

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.qt.bayes_net.query.dseparation_panel import ROLES, DSeparationPanel


@pytest.fixture
def panel(qtbot, fig72):
    widget = DSeparationPanel()
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.set_network(fig72)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def pick(panel, sets):
    """Click each node's radio button for its set (every other node: none)."""
    role_of = {n: role for role, names in sets.items() for n in names}
    for name, group in zip(panel.structure.nodes, panel._groups, strict=True):
        group.button(ROLES.index(role_of.get(name, ""))).click()


def segment(view, a, b):
    return frozenset((view.point_of(a), view.point_of(b)))


def test_the_whole_moral_graph_is_shown_before_a_question(panel):
    view = panel.graph
    assert panel.verdict.text() == "Put at least one node in X and one in Y."
    assert view.drawn_pairs(view.married) == {segment(view, "好瓜", "甜度")}  # fig. 7.4's one marriage
    assert len(view.drawn_pairs(view.edges)) == 4 and view.drawn_pairs(view.path) == set()
    assert "Married parents (dashed): 好瓜 — 甜度." in panel.edge_list.text()


@pytest.mark.parametrize(
    ("x", "y", "z"),
    [("敲声", "色泽", "好瓜"), ("色泽", "根蒂", "甜度"), ("敲声", "甜度", "好瓜"), ("敲声", "根蒂", "甜度")],
)
def test_fig74_independences_are_answered_yes(panel, x, y, z):
    pick(panel, {"X": [x], "Y": [y], "Z": [z]})
    assert panel.sets() == {"X": [x], "Y": [y], "Z": [z]}
    assert panel.current.separated
    assert panel.verdict.text() == f"{x} ⟂ {y} | {z}: yes, d-separated (independent given Z)."
    assert panel.graph.drawn_pairs(panel.graph.path) == set()


def test_a_common_child_given_connects_its_parents(panel):
    view = panel.graph
    pick(panel, {"X": ["敲声"], "Y": ["根蒂"], "Z": ["色泽"]})
    assert not panel.current.separated
    assert panel.verdict.text() == "敲声 ⟂ 根蒂 | 色泽: no, not d-separated."
    assert panel.explanation.text().endswith("敲声 — 好瓜 — 甜度 — 根蒂.")
    assert view.drawn_pairs(view.path) == {segment(view, "敲声", "好瓜"), segment(view, "好瓜", "甜度"),
                                           segment(view, "甜度", "根蒂")}  # fmt: skip
    # without 色泽 among the sets it is not an ancestor: no marriage, and the two are separated
    pick(panel, {"X": ["敲声"], "Y": ["根蒂"]})
    assert panel.current.separated and "色泽" not in panel.current.kept
    assert view.drawn_pairs(view.married) == set() and "(4 of 5 nodes)" in panel.edge_list.text()


def test_fig73_v_structure(panel, qtbot):
    panel.set_network(Structure(["x1", "x2", "x4"], [("x1", "x4"), ("x2", "x4")]))
    pick(panel, {"X": ["x1"], "Y": ["x2"]})
    assert panel.current.separated and panel.verdict.text().startswith("x1 ⟂ x2 | ∅: yes")
    with qtbot.waitSignal(panel.answered) as shown:
        pick(panel, {"X": ["x1"], "Y": ["x2"], "Z": ["x4"]})
    assert shown.args[0] is panel.current and not panel.current.separated
    assert panel.graph.drawn_pairs(panel.graph.path) == {segment(panel.graph, "x1", "x2")}


def test_a_new_network_empties_the_sets(panel):
    pick(panel, {"X": ["敲声"], "Y": ["根蒂"]})
    panel.set_network(Structure(["a", "b"], [("a", "b")]))
    assert panel.sets() == {"X": [], "Y": [], "Z": []} and panel.current is None
    assert len(panel._groups) == 2
    panel.set_network(None)
    assert panel.verdict.text() == "No network yet: load or learn one." and panel._groups == []
