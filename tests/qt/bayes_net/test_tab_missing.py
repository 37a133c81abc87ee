"""The tab on a table with missing cells: every row used (the tables by EM, counted in the worker), the score
on the complete rows and saying so, a node's table with EM's expected counts in its tooltips."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from bayesgui.core.bayes_net.em import em_fit
from bayesgui.data import load_sample
from bayesgui.data.dataset import Dataset
from bayesgui.data.network_table import network_table
from tests.qt.bayes_net.conftest import shown_tab


def with_holes():
    melon = load_sample("watermelon2")
    frame = melon.frame.copy()
    frame.loc[[0, 3, 8], "根蒂"] = np.nan
    frame.loc[3, "敲声"] = np.nan
    return Dataset(frame, melon.kinds, source=melon.source)


@pytest.fixture
def tab(qtbot, session):
    with shown_tab(qtbot, session, with_holes()) as widget:
        yield widget


def test_missing_cells_are_counted_by_em_and_the_score_says_which_rows_it_uses(qtbot, tab):
    table = network_table(with_holes())
    sent = []
    tab.network_changed.connect(sent.append)
    tab.state.edit("add", "根蒂", "敲声")  # a new structure: EM runs in the worker, the window waits for it
    assert tab.state.fitting and tab.state.network is None
    assert "EM" in tab.score_table.summary.text()
    assert tab.query_panels.inference.network is not None  # the panels keep the last network meanwhile
    qtbot.waitUntil(lambda: tab.state.network is not None)
    assert sent == [tab.state.network] and tab.query_panels.inference.network is tab.state.network
    expected = list(em_fit(table.X, tab.state.structure, table.states, alpha=1.0))[-1].net
    i = table.names.index("敲声")
    tab.show_node("敲声")
    shown = tab.cpt_table.table
    assert shown.rowCount() == 2 * 3  # (好瓜, 根蒂) combinations
    values = np.array([[shown.item(r, k).data(Qt.ItemDataRole.UserRole) for k in range(3)] for r in range(6)])
    assert values == pytest.approx(expected.cpts[i].reshape(6, 3), abs=1e-5)
    assert "EM" in tab.cpt_table.title.text() and "EM" in shown.item(0, 0).toolTip()
    summary = tab.score_table.summary.text()
    assert tab.score_table.score.m == 14 and "14 complete rows" in summary and "3 rows" in summary


def test_a_search_on_the_table_says_which_rows_it_counted(qtbot, tab):
    panel = tab.search_panel
    panel.delay_spin.setValue(0)
    with qtbot.waitSignal(panel.finished, timeout=20000):
        panel.start()
    qtbot.waitUntil(lambda: tab.state.network is not None)
    assert "14 complete rows" in panel.status.text() and "3 rows" in panel.status.text()
    assert tab.state.fitted.counts is not None  # the learned structure's tables by EM too
