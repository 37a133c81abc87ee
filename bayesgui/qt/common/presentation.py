"""Presentation mode: bigger text and thicker plot lines for a projector, undone exactly when switched off.

``Presentation.set_on(True)`` multiplies the application font's point size by ``FONT_SCALE`` (every widget
follows it), the text of every pyqtgraph plot in the window (tick labels, axis labels, titles, legends, value
labels: pyqtgraph gives them sizes of their own) by the same factor, and its pen widths and point sizes by
``LINE_SCALE``; items a plot draws later, and items a plot redraws with its
own pens, are scaled as soon as the scene changes. ``set_on(False)`` gives back the very font and the pens
and sizes the items had, unless a plot has replaced them meanwhile (then it keeps its own). A plot built after
the window (a page built the first time it is needed) says so (``late_build``) and is scaled too.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFont, QPen
from PySide6.QtWidgets import QApplication, QWidget

from bayesgui.qt.common.loop.late_build import LATE_BUILDS

FONT_SCALE = 1.5
LINE_SCALE = 2.0
_MARK = "_presentation"  # an item's attribute: (what it had, what presentation mode gave it)
_base_font: list[QFont] = []  # the application's font before presentation mode (one application, many windows)


def scaled_font(font: QFont, factor: float) -> QFont:
    """``font`` ``factor`` times bigger, in points when it has a point size (else in pixels)."""
    result = QFont(font)
    if font.pointSizeF() > 0:
        result.setPointSizeF(font.pointSizeF() * factor)
    else:
        result.setPixelSize(max(1, round(font.pixelSize() * factor)))
    return result


def _wider(pen: QPen, factor: float) -> QPen:
    result = QPen(pen)
    result.setWidthF(max(pen.widthF(), 1.0) * factor)  # width 0 is a cosmetic pen one pixel wide
    return result


def _pen_of(item):
    """(the pen, the setter) of a curve or a line; None for other items."""
    if isinstance(item, pg.PlotCurveItem):
        return item.opts["pen"], item.setPen
    if isinstance(item, pg.InfiniteLine):
        return item.pen, item.setPen
    return None


def _sizes(item: pg.ScatterPlotItem) -> np.ndarray:
    return np.where(item.data["size"] < 0, item.opts["size"], item.data["size"]).astype(float)


def enlarge(item, factor: float) -> None:
    """Scale ``item``'s pen width, point sizes or text by ``factor``, once (again if the plot has reset them)."""
    if isinstance(item, (pg.AxisItem, pg.LabelItem, pg.TextItem)):
        _enlarge_text(item, FONT_SCALE)
        return
    if isinstance(item, pg.ScatterPlotItem):
        if len(item.data) == 0:
            return
        mark = getattr(item, _MARK, None)
        if mark is not None and np.array_equal(mark[1], _sizes(item)):
            return
        base = _sizes(item)
        item.setSize(base * factor)
        setattr(item, _MARK, (base, _sizes(item)))
        return
    found = _pen_of(item)
    if found is None:
        return
    pen, setter = found
    mark = getattr(item, _MARK, None)
    if mark is not None and mark[1] is pen:
        return
    setter(_wider(pen, factor))
    setattr(item, _MARK, (pen, _pen_of(item)[0]))


def _points(size: str | None) -> float:
    """A LabelItem's size ("11pt", "14px", None: the application font's) in points."""
    if size and size.endswith("pt"):
        return float(size[:-2])
    if size and size.endswith("px"):
        return float(size[:-2]) * 0.75
    return (_base_font[0] if _base_font else QApplication.font()).pointSizeF()


def _text_state(item):
    """What sets the size of an item's text: an axis's tick font and label font, a label's size, a text's font."""
    if isinstance(item, pg.AxisItem):
        return item.style["tickFont"], QFont(item.label.font())
    if isinstance(item, pg.LabelItem):
        return item.opts.get("size")
    return QFont(item.textItem.font())


def _set_text_state(item, state) -> None:
    if isinstance(item, pg.AxisItem):
        item.label.setFont(state[1])
        item.setStyle(tickFont=state[0])  # after the title's font: the axis makes room for both
        item.resizeEvent()  # place the label again
    elif isinstance(item, pg.LabelItem):
        if state is None:
            item.opts.pop("size", None)
            item.setText(item.text)
        else:
            item.setText(item.text, size=state)
    else:
        item.setFont(state)


def _enlarge_text(item, factor: float) -> None:
    mark = getattr(item, _MARK, None)
    if mark is not None and mark[1] == _text_state(item):
        return
    base = _text_state(item)
    if isinstance(item, pg.AxisItem):
        tick = scaled_font(base[0] or (_base_font[0] if _base_font else QApplication.font()), factor)
        bigger = (tick, scaled_font(base[1], factor))
    elif isinstance(item, pg.LabelItem):  # a title (11 pt) as large as the text around it, a legend (9 pt) too
        bigger = f"{min(_points(base), _points(None)) * factor:g}pt"
    else:
        bigger = scaled_font(base, factor)
    _set_text_state(item, bigger)
    setattr(item, _MARK, (base, _text_state(item)))


def restore(item) -> None:
    """Give ``item`` back what it had before ``enlarge``, if the plot has not replaced it since."""
    mark = getattr(item, _MARK, None)
    if mark is None:
        return
    delattr(item, _MARK)
    if isinstance(item, (pg.AxisItem, pg.LabelItem, pg.TextItem)):
        if mark[1] == _text_state(item):
            _set_text_state(item, mark[0])
        return
    if isinstance(item, pg.ScatterPlotItem):
        if len(item.data) == len(mark[1]) and np.array_equal(mark[1], _sizes(item)):
            item.setSize(mark[0])
        return
    pen, setter = _pen_of(item)
    if pen is mark[1]:
        setter(mark[0])


def application_font_enlarged(on: bool) -> None:
    """Enlarge the application font by ``FONT_SCALE`` (once), or give back the very font it had."""
    app = QApplication.instance()
    if on and not _base_font:
        _base_font.append(QFont(app.font()))
        app.setFont(scaled_font(_base_font[0], FONT_SCALE))
    elif not on and _base_font:
        app.setFont(_base_font.pop())


class Presentation(QObject):
    """Switches presentation mode for ``window`` (its plots) and the whole application (its font)."""

    toggled = Signal(bool)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._scenes: list = []
        self.on = False
        LATE_BUILDS.built.connect(self._adopt)

    def set_on(self, on: bool) -> None:
        if on == self.on:
            return
        self.on = on
        application_font_enlarged(on)
        if on:
            self._scenes = [view.scene() for view in self._window.findChildren(pg.GraphicsView)]
            for scene in self._scenes:
                scene.changed.connect(self._rescan)
            self._rescan()
        else:
            for scene in self._scenes:
                scene.changed.disconnect(self._rescan)
                for item in scene.items():
                    restore(item)
            self._scenes = []
        self.toggled.emit(on)

    def _adopt(self, widget: QWidget) -> None:
        """Scale the plots of ``widget``, built in this window while presentation mode is on."""
        if not self.on or not self._window.isAncestorOf(widget):
            return
        views = [widget] if isinstance(widget, pg.GraphicsView) else []
        for view in (*views, *widget.findChildren(pg.GraphicsView)):
            scene = view.scene()
            if scene not in self._scenes:
                self._scenes.append(scene)
                scene.changed.connect(self._rescan)
        self._rescan()

    def _rescan(self, _regions=None) -> None:
        for scene in self._scenes:
            for item in scene.items():
                enlarge(item, LINE_SCALE)
