"""Opening a table: the Columns list shows the figures the load job computed (not recomputed on the GUI thread),
and the data table sizes its columns in the turns after the table is shown."""

import threading

import numpy as np
import pandas as pd

from bayesgui.qt.table.column_list_model import ColumnListModel


def test_the_columns_list_shows_the_load_jobs_figures(qtbot, window, tmp_path, monkeypatch):
    """The summariser runs in the load job's thread; the Columns list's own fallbacks (which would recompute the
    figures on the GUI thread) are never called: patched to record and raise."""
    from bayesgui.qt.table import column_list_model
    from bayesgui.tasks.loading import table as load

    summarised_in, recomputed = [], []

    def recorded(summarise):
        def run(*args, **kwargs):
            summarised_in.append(threading.get_ident())
            return (yield from summarise(*args, **kwargs))

        return run

    def refused(name):
        def fallback(*args, **kwargs):
            recomputed.append(name)
            raise AssertionError(f"{name} recomputed on the GUI thread")

        return fallback

    monkeypatch.setattr(load, "iter_summarize", recorded(load.iter_summarize))
    monkeypatch.setattr(column_list_model, "missing_counts", refused("missing_counts"))
    monkeypatch.setattr(column_list_model, "number_range", refused("number_range"))
    path = tmp_path / "t.csv"
    x = [0.25, np.nan, *np.linspace(1.5, 9.75, 30)]
    pd.DataFrame({"x": x, "y": list("ab") * 16}).to_csv(path, index=False)
    with qtbot.waitSignal(window.session.loaded, timeout=10000):
        window.files.open_data(str(path), "y")
    assert len(summarised_in) == 1 and summarised_in[0] != threading.main_thread().ident
    summaries = window.session.column_summaries
    assert summaries is not None and summaries.missing["x"] == 1
    model = window.column_panel.model
    assert model.data(model.index(0, ColumnListModel.MISSING)) == "1"
    assert window.session.dataset.kinds["x"] == "continuous"
    assert summaries.ranges["x"].low == 0.25
    assert model.data(model.index(0, ColumnListModel.VALUES)) == "0.25 – 9.75"
    window.column_panel.show()  # drawn too: every cell asked for
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            model.data(model.index(row, column))
    assert recomputed == []


def test_table_columns_are_sized_after_the_table_is_shown(qtbot, window, tmp_path):
    path = tmp_path / "wide.csv"
    pd.DataFrame({"a_rather_long_value_column": ["x" * 40] * 3, "y": list("aba")}).to_csv(path, index=False)
    view = window.table_view
    default = view.horizontalHeader().defaultSectionSize()
    with qtbot.waitSignal(window.session.loaded, timeout=10000):
        window.files.open_data(str(path), "y")
    qtbot.waitUntil(lambda: view.columnWidth(0) > default, timeout=5000)
