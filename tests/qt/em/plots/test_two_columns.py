"""The 2-D EM plot while a run plays: an M step leaves the points' picture as it was (copied from its cache, not
drawn again), an E step redraws them, and the cached picture is the one drawn directly (to the rounding of
blending the translucent points onto a transparent cache first: at most 4 / 255 in a channel)."""

import numpy as np
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsItem

from bayesgui.core.mixture import GaussianMixture
from bayesgui.qt.em.plots.graphics import ResponsibilityScatter
from bayesgui.qt.em.plots.two_columns import EmPlot2D


def two_blobs(n: int = 3000) -> np.ndarray:
    rng = np.random.default_rng(0)
    return np.vstack([rng.normal([0, 0], 1, (n // 2, 2)), rng.normal([4, 3], [1.5, 0.7], (n - n // 2, 2))])


def snapshots(x: np.ndarray) -> list:
    return list(GaussianMixture(n_components=2, max_iter=4, random_state=0).iter_fit(x))


def shown_plot(qtbot, x: np.ndarray) -> EmPlot2D:
    plot = EmPlot2D()
    qtbot.addWidget(plot)
    plot.resize(500, 400)
    plot.show()
    qtbot.waitExposed(plot)
    low, high = x.min(axis=0), x.max(axis=0)
    plot.set_points(x, (low[0], high[0], low[1], high[1]), ("a", "b"))
    return plot


def picture(plot: EmPlot2D) -> np.ndarray:
    """(h, w, 4) the plot's pixels."""
    image = plot.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.width(), 4).astype(int)


def settle(plot: EmPlot2D, painted: list) -> None:
    """Paint until a paint draws no point afresh (the points' cache holds the picture), then forget the paints.

    Each paint is a synchronous ``grab()`` after the events waiting are handled, never a wait on the clock: a wait of
    30 ms once ended before a paint that a loaded machine had delayed, and that paint was counted as the next step's.
    """
    for _ in range(5):
        QApplication.processEvents()
        painted.clear()
        plot.grab()
        if not painted:
            return
    raise AssertionError("the points were drawn again at every paint: their cache is never used")


def test_an_m_step_copies_the_points_an_e_step_redraws_them(qtbot, monkeypatch):
    painted = []  # (patched before the plot exists: PySide remembers the paint override it found)
    original = ResponsibilityScatter.paint
    monkeypatch.setattr(ResponsibilityScatter, "paint", lambda self, *a: (painted.append(1), original(self, *a)))
    x = two_blobs()
    plot = shown_plot(qtbot, x)
    runs = snapshots(x)
    e_step = next(i for i, s in enumerate(runs) if s.step == "E")
    assert runs[e_step + 1].step == "M"
    plot.show_snapshot(runs[e_step], runs[e_step].resp)
    QApplication.processEvents()
    plot.grab()
    assert painted, "the E step's new colours are drawn"
    settle(plot, painted)
    plot.show_snapshot(runs[e_step + 1], runs[e_step + 1].resp)  # the M step: same responsibilities
    QApplication.processEvents()
    plot.grab()
    assert not painted, "an M step draws the points again"
    plot.show_snapshot(runs[e_step + 2], runs[e_step + 2].resp)  # the next E step: new colours
    QApplication.processEvents()
    plot.grab()
    assert painted, "the next E step's colours are drawn"


def test_the_cached_points_look_as_drawn_directly(qtbot):
    x = two_blobs()
    plot = shown_plot(qtbot, x)
    runs = snapshots(x)
    plot.show_snapshot(runs[3], runs[3].resp)
    cached = picture(plot)
    plot.scatter.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    direct = picture(plot)
    assert np.abs(cached - direct).max() <= 4
    plot.scatter.setVisible(False)  # (the points are a large part of the picture)
    assert (np.abs(picture(plot) - direct).max(axis=2) > 40).sum() > 10_000
    plot.scatter.setVisible(True)
    plot.scatter.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    picture(plot)
    plot.scatter.set_uniform(plot._plain_brush)  # a change shows at once: the cache is not stale
    assert (np.abs(picture(plot) - cached).max(axis=2) > 40).sum() > 1000
