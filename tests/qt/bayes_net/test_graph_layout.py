"""The layered layout on its own: every parent above its children, no arrow through a box other than its two
ends' (fig. 7.2, watermelon 2.0's naive and learned structures, a naive Bayes too wide for one row), a layer
ordered so that arrows do not cross when they need not, and a chain spread towards the view's shape."""

import functools

import pytest

from bayesgui.core.bayes_net.search import hill_climb, last_step
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data import load_sample
from bayesgui.data.network_table import network_table
from bayesgui.data.samples import network_path
from bayesgui.data.saved.network_file import read_structure_file
from bayesgui.qt.bayes_net.graph_layout import blocked, estimated_size, layered_positions


@functools.cache
def melon_structures() -> dict[str, Structure]:
    table = network_table(load_sample("watermelon2"))
    best = last_step(iter(hill_climb(table.X, table.cards, "bic", tabu_length=10))).best_edges
    attributes = [n for n in table.names if n != "好瓜"]
    wide = [f"attribute {i}" for i in range(14)]
    return {
        "fig. 7.2": read_structure_file(network_path("zhou-fig7.2")),
        "naive": Structure(table.names, [("好瓜", n) for n in attributes]),
        "learned": Structure(table.names, [(table.names[p], table.names[c]) for p, c in best]),
        "wide naive": Structure(["class", *wide], [("class", n) for n in wide]),
    }


@pytest.mark.parametrize("name", ["fig. 7.2", "naive", "learned", "wide naive"])
@pytest.mark.parametrize("aspect", [0.45, 0.75])
def test_parents_above_and_no_arrow_through_another_box(name, aspect):
    structure = melon_structures()[name]
    half = {n: estimated_size(n) for n in structure.nodes}
    positions = layered_positions(structure, half, aspect)
    assert set(positions) == set(structure.nodes)
    for p, c in structure.edges:
        assert positions[p][1] < positions[c][1]  # every arrow points down
    assert blocked(positions, structure.edges, half) == []
    for a in structure.nodes:  # no two boxes overlap
        for b in structure.nodes:
            if a < b:
                (ax, ay), (bx, by) = positions[a], positions[b]
                assert abs(ax - bx) >= half[a][0] + half[b][0] or abs(ay - by) >= half[a][1] + half[b][1]


def test_a_layer_is_ordered_under_its_parents():
    """Two parents, each with its own two children, listed crosswise: the children are put under their parent."""
    structure = Structure(["A", "B", "a1", "b1", "a2", "b2"], [("A", "a1"), ("A", "a2"), ("B", "b1"), ("B", "b2")])
    positions = layered_positions(structure)
    left, right = sorted(("A", "B"), key=lambda n: positions[n][0])
    below = sorted(("a1", "b1", "a2", "b2"), key=lambda n: positions[n][0])
    assert {n[0] for n in below[:2]} == {left.lower()} and {n[0] for n in below[2:]} == {right.lower()}


def test_a_chain_is_spread_sideways_towards_a_wide_view():
    structure = melon_structures()["learned"]
    narrow, wide = (layered_positions(structure, aspect=a) for a in (2.0, 0.5))
    spread = {a: max(x for x, _ in p.values()) - min(x for x, _ in p.values()) for a, p in ((2.0, narrow), (0.5, wide))}
    assert spread[0.5] > 1.5 * spread[2.0]
