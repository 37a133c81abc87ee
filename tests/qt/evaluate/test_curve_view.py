"""The curve view draws the series that have values; one without any (every fit of it refused) is left out
rather than handed to pyqtgraph ("All-NaN slice encountered", 64 times in a random-use run)."""

import warnings

import numpy as np

from bayesgui.qt.evaluate.curve_view import CurveView
from bayesgui.report.evaluation.comparison import Curve


def test_a_series_without_any_value_is_not_drawn(qtbot):
    view = CurveView("training rows")
    qtbot.addWidget(view)
    x = np.array([10.0, 20.0, 30.0])
    nothing = np.full(3, np.nan)
    curve = Curve(
        x=x,
        series={
            "train log_loss": (np.array([0.2, 0.3, np.nan]), np.array([0.01, 0.02, np.nan])),
            "test log_loss": (nothing, nothing),
            "train risk": (np.array([0.1, 0.1, 0.2]), np.zeros(3)),
            "test risk": (nothing, nothing),
        },
        marks={},
    )
    with warnings.catch_warnings(record=True) as warned:  # (raised, it would be inside a Qt virtual: a crash)
        warnings.simplefilter("always")
        view.show_curve(curve)
        view.show()
        qtbot.waitExposed(view)
        view.grab()  # drawn, bounds and all
    assert not [str(w.message) for w in warned if "NaN" in str(w.message)]
    plots = [view.plots.getItem(row, 0) for row in (0, 1)]
    drawn = [[item.name() for item in plot.listDataItems()] for plot in plots]
    assert drawn == [["train log-loss"], ["train risk"]]
