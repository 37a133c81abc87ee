"""The log-likelihood plot while a run goes on: its axes leave room ahead and stay put while the values fall
inside (redrawing them at every frame cost the animation ~3 ms a frame); once the run is complete they fit it."""

from types import SimpleNamespace

import numpy as np
import pytest

from bayesgui.qt.em.plots.loglik import EmLoglikPlot


def snapshots(values) -> list:
    """E-step snapshots of a run whose log-likelihood goes through ``values`` (with an M step after each)."""
    out = []
    for i, value in enumerate(values, start=1):
        out.append(SimpleNamespace(step="E", iteration=i, log_likelihood=value))
        out.append(SimpleNamespace(step="M", iteration=i, log_likelihood=value))
    return out


@pytest.fixture
def plot(qtbot):
    widget = EmLoglikPlot()
    qtbot.addWidget(widget)
    widget.resize(300, 250)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def view_range(plot) -> np.ndarray:
    return np.array(plot.getPlotItem().vb.viewRange())


def test_the_axes_stay_put_while_the_run_grows_inside_them(plot):
    values = [-500.0, -420.0, -400.0, -396.0, -395.0, -394.8, -394.7, -394.65]
    history = snapshots(values)
    plot.show_runs([history[:2]], [history[:6]], complete=False)
    first = view_range(plot)
    assert first[0][1] > 3.5 and first[1][0] < -500 and first[1][1] > -400  # room ahead of what came
    for n in range(7, 11):  # more values arrive, inside the room left
        plot.show_runs([history[: n - 4]], [history[:n]], complete=False)
        np.testing.assert_array_equal(view_range(plot), first)
    _, y = plot.curve_data()
    np.testing.assert_array_equal(y, values[:3])  # the curve still follows the shown half-step
    plot.show_runs([history], [history], complete=False)  # iteration 8: beyond the room left, the axes move
    grown = view_range(plot)
    assert grown[0][1] > 8.5
    plot.show_runs([history], [history], complete=True)  # the run is complete: the axes fit it
    done = view_range(plot)
    assert done[0][1] == pytest.approx(8.5)
    span = values[-1] - values[0]
    assert done[1] == pytest.approx([values[0] - 0.05 * span, values[-1] + 0.05 * span])


def test_a_complete_run_is_fitted_at_once(plot):
    history = snapshots([-10.0, -8.0, -7.5])
    plot.show_runs([history[:2]], [history], complete=True)
    assert view_range(plot)[0] == pytest.approx([0.5, 3.5])
