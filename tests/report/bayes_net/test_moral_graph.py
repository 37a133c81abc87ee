"""The d-separation panel's answers (Zhou figs. 7.3–7.4), its moral graph and the path it shows."""

import itertools

import pytest

from bayesgui.core.bayes_net.dseparation import d_separated
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.report.bayes_net.moral_graph import MoralEdge, answer, moral_edges
from bayesgui.report.bayes_net.query import posterior_rows, state_labels

# Zhou fig. 7.2: x1 好瓜, x2 甜度, x3 敲声, x4 色泽, x5 根蒂
FIG72 = Structure(["好瓜", "甜度", "敲声", "色泽", "根蒂"],
                  [("好瓜", "敲声"), ("好瓜", "色泽"), ("甜度", "色泽"), ("甜度", "根蒂")])  # fmt: skip


@pytest.mark.parametrize(
    ("x", "y", "z"),
    # the independences Zhou reads off fig. 7.4: x3 ⟂ x4 | x1, x4 ⟂ x5 | x2, x3 ⟂ x2 | x1, x3 ⟂ x5 | x1, x3 ⟂ x5 | x2
    [
        ("敲声", "色泽", "好瓜"),
        ("色泽", "根蒂", "甜度"),
        ("敲声", "甜度", "好瓜"),
        ("敲声", "根蒂", "好瓜"),
        ("敲声", "根蒂", "甜度"),
    ],
)
def test_zhou_fig74_independences(x, y, z):
    a = answer(FIG72, [x], [y], [z])
    assert a.separated and a.path == ()


def test_fig74_moral_graph_marries_the_parents_of_the_v_structure():
    a = answer(FIG72, ["敲声"], ["根蒂"], ["色泽"])
    assert set(a.kept) == set(FIG72.nodes)
    assert a.married == (MoralEdge("好瓜", "甜度", True),)
    assert len(a.edges) == 5 and sum(not e.married for e in a.edges) == 4
    # given 色泽, the married edge joins 好瓜 and 甜度: 敲声 — 好瓜 — 甜度 — 根蒂
    assert not a.separated and a.path == ("敲声", "好瓜", "甜度", "根蒂")
    assert frozenset(("好瓜", "甜度")) in a.path_edges()


def test_the_whole_networks_moral_graph_is_fig74():
    edges = {frozenset((e.a, e.b)): e.married for e in moral_edges(FIG72)}
    assert edges == {
        frozenset(("好瓜", "敲声")): False,
        frozenset(("好瓜", "色泽")): False,
        frozenset(("甜度", "色泽")): False,
        frozenset(("甜度", "根蒂")): False,
        frozenset(("好瓜", "甜度")): True,
    }


def test_without_the_common_child_its_parents_are_not_married():
    a = answer(FIG72, ["敲声"], ["根蒂"])
    assert a.separated and "色泽" not in a.kept and a.married == ()


def test_fig73_structures():
    common = Structure(["x1", "x3", "x4"], [("x1", "x3"), ("x1", "x4")])
    assert answer(common, ["x3"], ["x4"], ["x1"]).separated
    assert answer(common, ["x3"], ["x4"]).path == ("x3", "x1", "x4")
    v = Structure(["x1", "x2", "x4"], [("x1", "x4"), ("x2", "x4")])
    assert answer(v, ["x1"], ["x2"]).separated
    given = answer(v, ["x1"], ["x2"], ["x4"])
    assert not given.separated and given.path == ("x1", "x2") and given.married == (MoralEdge("x1", "x2", True),)


def test_the_path_is_shown_exactly_when_the_core_says_connected():
    nodes = FIG72.nodes
    for x, y in itertools.combinations(nodes, 2):
        rest = [n for n in nodes if n not in (x, y)]
        for k in range(len(rest) + 1):
            for z in itertools.combinations(rest, k):
                a = answer(FIG72, [x], [y], z)
                assert a.separated == d_separated(FIG72, [x], [y], z)
                assert bool(a.path) != a.separated
                if a.path:
                    assert a.path[0] == x and a.path[-1] == y and not set(a.path) & set(z)
                    edges = {frozenset((e.a, e.b)) for e in a.edges}
                    assert a.path_edges() <= edges


def test_shared_nodes_are_refused():
    with pytest.raises(ValueError, match="must not share"):
        answer(FIG72, ["好瓜"], ["好瓜"])


def test_state_labels_and_rows():
    from bayesgui.data.samples import network_path
    from bayesgui.data.saved.network_file import read_network

    net = read_network(network_path("zhou-fig7.2"))
    labels = state_labels(net, ["好瓜", "甜度"])
    assert labels[0] == "好瓜=是, 甜度=高" and len(labels) == 4
    rows = posterior_rows(labels, [0.1, 0.2, 0.3, 0.4], estimate=[0.1, 0.25, 0.3, 0.35], error=[0, 0.025, 0.1, 0.01])
    assert rows[1].off_by == pytest.approx(2.0) and rows[3].off_by == pytest.approx(5.0)
    assert rows[0].off_by != rows[0].off_by  # NaN: no error to measure by
