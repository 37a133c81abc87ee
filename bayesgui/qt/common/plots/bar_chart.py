"""A bar chart with a value label on each bar that never runs into another label nor leaves the plot.

``BarChart`` owns one PlotItem: one BarGraphItem and a pool of TextItems (created once, updated in place). The
texts and where each goes come from ``bayesgui.report.bar_labels`` (no Qt); here they are measured in pixels, and
placed again whenever the plot changes size. Category names on the bottom axis are elided to their slot; the full
names and values are in the tooltips.
"""

from __future__ import annotations

import html
import math

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from bayesgui.qt.common.plots.style import style_axes
from bayesgui.report.bar_labels import Room, Spot, elide_to, place, value_text

MAX_LABELLED_BARS = 60  # more bars than this: the bars alone
TICK_GAP = 6.0  # pixels between two category names on the bottom axis

# (anchor, angle) of a label at a positive bar's end; a negative bar swaps beyond and inside
_SPOTS = {
    Spot.ABOVE: ((0.5, 1.0), 0),
    Spot.INSIDE: ((0.5, 0.0), 0),
    Spot.TURNED_ABOVE: ((0.0, 0.5), 90),
    Spot.TURNED_INSIDE: ((1.0, 0.5), 90),
}
_MIRROR = {Spot.ABOVE: Spot.INSIDE, Spot.INSIDE: Spot.ABOVE, Spot.TURNED_ABOVE: Spot.TURNED_INSIDE}
_MIRROR[Spot.TURNED_INSIDE] = Spot.TURNED_ABOVE


def _readable_on(color: QColor) -> QColor:
    """Black or white, whichever reads better on ``color``."""
    luminance = 0.299 * color.redF() + 0.587 * color.greenF() + 0.114 * color.blueF()
    return QColor("black") if luminance > 0.55 else QColor("white")


def _never_wider_than_its_plot(label: pg.LabelItem) -> None:
    """``label`` asks for no width (pyqtgraph asks for its text's): the plot's share of the layout decides, and
    the title is elided to it (``BarChart._fit_title``)."""
    update_min = label.updateMin

    def update_min_height_only() -> None:
        update_min()
        label.setMinimumWidth(0)
        height = label._sizeHint[Qt.SizeHint.MinimumSize][1]
        label._sizeHint[Qt.SizeHint.MinimumSize] = (0, height)
        label._sizeHint[Qt.SizeHint.PreferredSize] = (0, height)
        label.updateGeometry()
        plot = label.parentItem()
        if plot is not None:  # the outer layout forgets the plot's old minimum too (Qt does not pass it up)
            plot.updateGeometry()

    label.updateMin = update_min_height_only  # this label only: the instance's attribute shadows the method
    update_min_height_only()


class BarChart:
    """Bars at x = 0, 1, ... with value labels and category tick labels, in ``plot``.

    Parameters
    ----------
    plot : pg.PlotItem
        Gets the items; mouse, menu and buttons are turned off.
    text_color : QColor
        Axes, title and the labels outside the bars.
    bar_width : float
        In slots (the distance between two bars is 1).
    """

    def __init__(self, plot: pg.PlotItem, text_color: QColor, bar_width: float = 0.6) -> None:
        self.plot = plot
        self.names: list[str] = []
        self.values: list[float] = []
        self._shown: list[str] = []
        self._brushes: list[QColor] = []
        self._bar_width = bar_width
        self.bars = pg.BarGraphItem(x=[], height=[], width=bar_width, brushes=[], pen=pg.mkPen(None))
        plot.addItem(self.bars)
        self.labels: list[pg.TextItem] = []
        self._text_color = text_color
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setMenuEnabled(False)
        self._title = plot.titleLabel.text
        _never_wider_than_its_plot(plot.titleLabel)
        style_axes(plot, text_color)
        plot.getViewBox().sigResized.connect(self.place_labels)
        self.title(self._title)

    def show(
        self, names: list[str], shown: list[str], heights: list[float], brushes: list[QColor], y_range: tuple
    ) -> None:
        """Bars ``heights`` named ``names`` (keys), labelled ``shown`` on the axis, filled with ``brushes``."""
        n = len(heights)
        self.names = list(names)
        self.values = [float(h) for h in heights]
        self._shown = list(shown)
        self._brushes = [QColor(b) for b in brushes]
        drawn = [v if math.isfinite(v) else 0.0 for v in self.values]  # no bar for a missing value; its label "—"
        self.bars.setOpts(x=list(range(n)), height=drawn, width=self._bar_width, brushes=brushes)
        self.bars.setToolTip("\n".join(f"{s}: {value_text(v)[1]}" for s, v in zip(shown, self.values, strict=True)))
        labelled = n if n <= MAX_LABELLED_BARS else 0
        while len(self.labels) < labelled:
            label = pg.TextItem(anchor=(0.5, 1.0), color=self._text_color)
            label.textItem.document().setDocumentMargin(1)  # Qt's 4 px around the text would waste the slot
            self.plot.addItem(label)
            self.labels.append(label)
        for i, label in enumerate(self.labels):
            if i < labelled:
                text, full = value_text(self.values[i])
                label.setText(text)
                label.setToolTip(f"{shown[i]}: {full}")
                label.setPos(i, drawn[i])
            else:
                label.setVisible(False)
        self.plot.setXRange(-0.5, max(n, 1) - 0.5, padding=0)
        self.plot.setYRange(*y_range, padding=0)
        self.place_labels()

    def title(self, text: str) -> None:
        """Set the title; it is elided to the plot's width (in full in its tooltip), so it never widens the plot."""
        self._title = text
        self._fit_title()

    def _fit_title(self) -> None:
        label = self.plot.titleLabel
        font = QFont(label.item.font())
        size = str(label.opts.get("size", ""))
        if size.endswith("pt"):
            font.setPointSizeF(float(size[:-2]))
        metrics = QFontMetricsF(font)
        room = self.plot.getViewBox().width() - 2 * label.item.document().documentMargin() - 2  # its column
        shown = elide_to(self._title, lambda t: metrics.horizontalAdvance(t) <= room) if room > 0 else ""
        if shown == getattr(self, "_title_shown", None):
            return
        self._title_shown = shown
        self.plot.setTitle(html.escape(shown), color=self._text_color.name())
        label.setToolTip(self._title if shown != self._title else "")

    # ------------------------------------------------------------------ layout in pixels
    def _pixels_per_unit(self) -> tuple[float, float, float, float]:
        view = self.plot.getViewBox()
        (x0, x1), (y0, y1) = view.viewRange()
        return view.width() / max(x1 - x0, 1e-300), view.height() / max(y1 - y0, 1e-300), y0, y1

    def place_labels(self) -> None:
        """Put each value label where ``bar_labels.place`` says, and elide the category names to their slots."""
        per_x, per_y, bottom, top = self._pixels_per_unit()
        n = min(len(self.values), len(self.labels)) if len(self.values) <= MAX_LABELLED_BARS else 0
        for i in range(n):
            self._place(self.labels[i], self.values[i], per_x, per_y, bottom, top, self._brushes[i])
        self._elide_ticks(per_x)
        self._fit_title()

    def _place(self, label: pg.TextItem, value: float, per_x, per_y, bottom, top, brush: QColor) -> None:
        if not math.isfinite(value):  # a dash at the baseline
            value = 0.0
        size = label.textItem.boundingRect()
        end = min(max(value, bottom), top)
        if value >= 0:
            room = Room(slot=per_x, bar=(end - max(0.0, bottom)) * per_y, beyond=(top - end) * per_y)
        else:
            room = Room(slot=per_x, bar=(min(0.0, top) - end) * per_y, beyond=(end - bottom) * per_y)
        spot = place(room, size.width(), size.height())
        if spot is Spot.NONE or per_x <= 0 or per_y <= 0:
            label.setVisible(False)
            return
        drawn = spot if value >= 0 else _MIRROR[spot]
        anchor, angle = _SPOTS[drawn]
        inside = spot in (Spot.INSIDE, Spot.TURNED_INSIDE)
        # each setter redoes the label's transform or text position (~0.3 ms): only what changed, and the
        # transform once (the view may have been resized)
        color = _readable_on(brush) if inside else self._text_color
        if label.color != color:
            label.setColor(color)
        if label.angle != angle:
            label.setAngle(angle)
        if label.anchor != pg.Point(anchor):
            label.setAnchor(anchor)
        if label.pos().y() != end:
            label.setPos(label.pos().x(), end)
        label.setVisible(True)
        label.updateTransform(force=True)

    def _elide_ticks(self, per_x: float) -> None:
        """Each category's name elided to its slot; when one would vanish, the bars are numbered 1, 2, ... (the
        names by number in the tooltip), and with no room even for numbers the axis names none."""
        axis = self.plot.getAxis("bottom")
        views = self.plot.scene().views() if self.plot.scene() is not None else []
        font = QFont(views[0].font()) if views else QFont()  # the window's font (presentation mode's too) ...
        if axis.style["tickFont"] != font:
            axis.setTickFont(font)  # ... painted with, as measured here (pyqtgraph paints with the application's)
        metrics = QFontMetricsF(font)
        height = int(metrics.height()) + 2  # pyqtgraph reserves 0.8 of a line: "virginica"'s g hung out below
        if axis.style["tickTextHeight"] != height:
            axis.setStyle(autoExpandTextSpace=False, tickTextHeight=height)
        room = per_x - TICK_GAP

        def fits(text: str) -> bool:
            return metrics.horizontalAdvance(text) <= room

        names = [elide_to(s, fits) for s in self._shown]
        tip = "\n".join(self._shown) if names != self._shown else ""
        if "" in names:
            numbers = [str(i + 1) for i in range(len(names))]
            names = numbers if all(map(fits, numbers)) else []
            tip = "\n".join(f"{i + 1}: {s}" for i, s in enumerate(self._shown))
        axis.setTicks([list(enumerate(names))])
        axis.setToolTip(tip)

    # ------------------------------------------------------------------ read back (tests)
    def heights(self) -> dict[str, float]:
        return {name: float(h) for name, h in zip(self.names, self.bars.opts["height"], strict=True)}

    def visible_labels(self) -> list[pg.TextItem]:
        return [label for label in self.labels[: len(self.values)] if label.isVisible()]

    def tick_texts(self) -> list[str]:
        levels = self.plot.getAxis("bottom")._tickLevels or [[]]
        return [text for _, text in levels[0]]
