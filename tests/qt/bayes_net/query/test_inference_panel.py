"""The inference panel as a user drives it: ticks and picks, the exact answer, a seeded Gibbs run converging on it,
the book's 0/1 warning, a new network clearing the old answer. (About 2 s: Gibbs runs of 20,000 samples at most.)"""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.qt.bayes_net.query.inference_panel import GIBBS, InferencePanel


@pytest.fixture
def panel(qtbot, fig72):
    widget = InferencePanel()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.set_network(fig72)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.runner.cancel()
    widget.runner.wait()


def deterministic_net():
    """b copies a: P(b | a) is the identity, so a Gibbs chain over a and b can never move."""
    s = Structure(["a", "b"], [("a", "b")])
    return BayesNet(s, [["0", "1"], ["0", "1"]], [np.array([0.5, 0.5]), np.eye(2)])


def ask(panel, query, evidence):
    """Tick ``query`` and pick ``evidence`` in the panel's rows with the mouse and the combo boxes."""
    for name, box in zip(panel.network.nodes, panel._query_boxes, strict=True):
        if box.isChecked() != (name in query):
            box.click()
    for name, box in zip(panel.network.nodes, panel._evidence_boxes, strict=True):
        box.setCurrentIndex(box.findData(evidence.get(name)) if name in evidence else 0)


def run_gibbs(qtbot, panel, samples, seed, burn_in=0):
    panel.method.setCurrentIndex(GIBBS)
    panel.samples.setValue(samples)
    panel.burn_in.setValue(burn_in)
    panel.seed.setValue(seed)
    with qtbot.waitSignal(panel.gibbs_finished, timeout=30000) as done:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    return done.args[0]


def table_column(panel, column):
    return [panel.table.item(r, column).text() for r in range(panel.table.rowCount())]


@pytest.mark.parametrize(
    ("query", "evidence"),
    [(["好瓜"], {"根蒂": "蜷缩", "敲声": "浊响"}), (["好瓜", "甜度"], {"色泽": "青绿"}), (["甜度"], {})],
)
def test_the_exact_posterior_shown_is_variable_elimination(panel, fig72, query, evidence):
    ask(panel, query, evidence)
    assert panel.question() == (query, evidence)
    exact = variable_elimination(fig72, query, evidence).ravel()
    heights = panel.bars.chart.heights()
    assert list(heights) == table_column(panel, 0) and len(heights) == exact.size
    np.testing.assert_allclose(list(heights.values()), exact, rtol=0, atol=1e-15)
    assert table_column(panel, 1) == [f"{p:.4f}" for p in exact]
    assert not panel.message.isVisible()


def test_an_observed_node_cannot_be_asked_about(panel):
    ask(panel, ["好瓜"], {"色泽": "浅白"})
    colour = panel.network.nodes.index("色泽")
    assert not panel._query_boxes[colour].isEnabled()


def test_no_query_says_what_to_do(panel, qtbot):
    ask(panel, [], {})
    assert panel.message.text() == "Tick at least one node to ask about." and not panel.run_button.isEnabled()
    assert panel.bars.chart.heights() == {} and panel.table.rowCount() == 0


def test_a_seeded_gibbs_run_draws_a_curve_converging_on_the_exact_line(panel, qtbot, fig72):
    ask(panel, ["甜度"], {"色泽": "浅白"})
    trace = run_gibbs(qtbot, panel, samples=20_000, seed=7, burn_in=200)
    exact = variable_elimination(fig72, ["甜度"], {"色泽": "浅白"})
    np.testing.assert_allclose(panel.convergence.exact_lines(), exact, atol=1e-15)
    for k in range(exact.size):
        x, y = panel.convergence.curve(k)
        assert x[-1] == 20_000 and len(x) == 100  # one point per report, to the last sample
        upper, lower = panel.convergence.band(k)
        se = (upper[-1] - lower[-1]) / 2
        assert se > 0 and abs(y[-1] - exact[k]) <= 3 * se
        assert abs(y[0] - exact[k]) > abs(y[-1] - exact[k])  # the first estimates are further off
    np.testing.assert_allclose(panel.bars.estimate_points(), trace.estimates[-1])
    assert panel.progress.text() == "20,000 of 20,000 samples" and not panel.warning.isVisible()
    assert table_column(panel, 2) == [f"{p:.4f}" for p in trace.estimates[-1]]


def test_the_books_zero_one_warning_appears_when_the_chain_cannot_move(panel, qtbot):
    panel.set_network(deterministic_net())
    ask(panel, ["b"], {})
    run_gibbs(qtbot, panel, samples=1000, seed=1)
    assert panel.warning.isVisible()
    assert "exactly 0 or 1" in panel.warning.text() and "a, b" in panel.warning.text()
    _, y = panel.convergence.curve(0)
    assert y[-1] in (0.0, 1.0) and panel.convergence.exact_lines() == [0.5, 0.5]  # far from the exact ½


def test_a_new_network_clears_the_answer_and_stops_sampling(panel, qtbot):
    ask(panel, ["好瓜"], {})
    run_gibbs(qtbot, panel, samples=500, seed=0)
    panel.samples.setValue(1_000_000)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert panel.runner.busy and panel.stop_button.isEnabled()
    with qtbot.waitSignal(panel.runner.stopped, timeout=10000):
        panel.set_network(deterministic_net())
    assert not panel.runner.busy and panel.last_trace() is None
    assert [b.text() for b in panel._query_boxes] == ["a", "b"]
    assert len(panel.convergence.curve(0)[0]) == 0 and table_column(panel, 2) == ["—", "—"]
    panel.set_network(None)
    assert panel.message.text() == "No network yet: load or learn one." and panel._query_boxes == []


def test_the_stop_button_stops_a_run(panel, qtbot):
    ask(panel, ["好瓜"], {})
    panel.method.setCurrentIndex(GIBBS)
    panel.samples.setValue(1_000_000)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.runner.stopped, timeout=10000) as stopped:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert stopped.args == [True] and panel.run_button.isEnabled()


def test_impossible_evidence_is_a_message_not_a_traceback(panel, qtbot):
    s = Structure(["a", "b"], [("a", "b")])
    panel.set_network(BayesNet(s, [["0", "1"], ["0", "1"]], [np.array([1.0, 0.0]), np.eye(2)]))
    ask(panel, ["a"], {"b": "1"})
    assert panel.message.text() == "The evidence has probability 0 under this network."
    assert panel.table.rowCount() == 0 and not panel.run_button.isEnabled()


def test_the_legend_names_the_states_of_the_current_query(panel):
    ask(panel, ["好瓜", "甜度"], {})
    legend = panel.convergence.legend
    assert [label.text for _, label in legend.items] == ["好瓜=是, 甜度=高", "好瓜=是, 甜度=低", "好瓜=否, 甜度=高",
                                                         "好瓜=否, 甜度=低"]  # fmt: skip
    ask(panel, ["敲声"], {})
    assert [label.text for _, label in legend.items] == ["敲声=浊响", "敲声=沉闷", "敲声=清脆"]


def test_a_query_of_too_many_joint_states_says_so(panel):
    ask(panel, list(panel.network.nodes), {})  # 2 · 2 · 3 · 3 · 2 = 72 joint states
    assert panel.message.text() == "The query has 72 joint states; ask about fewer nodes (at most 24 states)."
    assert panel.table.rowCount() == 0 and not panel.run_button.isEnabled()


def test_the_same_network_sent_again_leaves_a_run_going(panel, qtbot, fig72):
    ask(panel, ["好瓜"], {})
    panel.method.setCurrentIndex(GIBBS)
    panel.samples.setValue(20_000)
    with qtbot.waitSignal(panel.gibbs_finished, timeout=30000):
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        panel.set_network(panel.network)  # the tab says "changed" for an unchanged network: nothing is lost
    assert panel.question() == (["好瓜"], {}) and panel.last_trace().done
