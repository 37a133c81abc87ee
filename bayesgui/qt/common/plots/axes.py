"""Axes in the data's own units and legends beside the data, for every pyqtgraph plot.

pyqtgraph scales an axis by an SI prefix and writes it into the label ("x (x0.001)", "x (x1e+06)"); a class
reads the column's own numbers instead: ``plain_axes`` turns the prefix off on every axis of a plot and writes
the ticks as plain numbers, switching to a shared power of ten ("1.5e6", "2.0e-4") only for very large or very
small values. ``legend_outside`` puts a plot's legend in a column of its own, right of the axes, where it
cannot cover the data. ``style_axes`` (``style``) calls ``plain_axes``, so every plot styled there has both.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF

from bayesgui.report.bar_labels import elide_to

SIDES = ("left", "bottom", "right", "top")
SCIENTIFIC_ABOVE = 1e5
SCIENTIFIC_BELOW = 1e-3


def tick_strings(values, scale: float, spacing: float) -> list[str]:
    """Tick labels for ``values`` (times ``scale``) spaced ``spacing`` apart: as many decimals as the spacing
    needs; for magnitudes >= 1e5 or < 1e-3, a mantissa and the largest value's power of ten ("1.5e6")."""
    values = [float(v) * scale for v in values]
    spacing = abs(float(spacing) * scale)
    top = max((abs(v) for v in values), default=0.0)
    if not values or not math.isfinite(top) or spacing <= 0 or not math.isfinite(spacing):
        return [f"{v:g}" for v in values]
    step = math.floor(math.log10(spacing))
    power = math.floor(math.log10(top)) if top >= SCIENTIFIC_ABOVE or 0 < top < SCIENTIFIC_BELOW else 0
    unit = 10.0**power
    digits = _digits([v / unit for v in values], spacing / unit, max(0, power - step))
    if power:
        return [f"{v / unit:.{digits}f}e{power}" for v in values]
    return [f"{v:.{digits}f}" for v in values]


def _digits(values: list[float], spacing: float, digits: int) -> int:
    """The fewest decimals, from ``digits`` up to three more, that write every value to 0.1 % of the spacing."""
    for extra in range(4):
        if all(abs(round(v, digits + extra) - v) <= spacing * 1e-3 for v in values):
            return digits + extra
    return digits + 3


def plain_axes(plot: pg.PlotItem) -> None:
    """Every axis of ``plot`` in the data's own units: no SI prefix in the label, ``tick_strings`` ticks; a tick
    label that would stick out of its axis (the top one of a range ending on a tick) is left out, not cut."""
    for side in SIDES:
        axis = plot.getAxis(side)
        axis.enableAutoSIPrefix(False)
        axis.tickStrings = tick_strings  # this axis only: the instance's attribute shadows the method
        axis.setStyle(hideOverlappingLabels=True)  # a vertical axis's end label no longer hangs out of the plot
    for side in ("left", "bottom"):
        _title_room(plot.getAxis(side))


def _title_room(axis: pg.AxisItem) -> None:
    """``axis`` (left or bottom) as deep as its tick labels and its title's whole line: pyqtgraph reserves 0.8 of
    it and pushes the title 5 px out, so a Chinese title (its glyphs as tall as the line) touched the ticks. A
    bottom title's line ends 1 px below the axis (its descenders, "g", stay inside the plot)."""
    left = axis.orientation in ("left", "right")
    update = axis._updateWidth if left else axis._updateHeight

    def roomier() -> None:
        update()
        fixed = axis.fixedWidth if left else axis.fixedHeight
        if fixed is None and axis.isVisible() and axis.label.isVisible():
            depth = axis.maximumWidth() if left else axis.maximumHeight()
            depth += axis.label.boundingRect().height() * 0.2
            if left:
                axis.setMaximumWidth(depth)
                axis.setMinimumWidth(depth)
            else:
                axis.setMaximumHeight(depth)
                axis.setMinimumHeight(depth)

    place = axis.resizeEvent

    def placed(event=None) -> None:
        place(event)
        if axis.label is not None and not left:
            axis.label.setY(int(axis.size().height() - axis.label.boundingRect().height() + 1))

    if left:
        axis._updateWidth = roomier  # this axis only, like ``tickStrings``
    else:
        axis._updateHeight = roomier
        axis.resizeEvent = placed
    roomier()


def legend_outside(plot: pg.PlotItem, **options) -> pg.LegendItem:
    """A legend for ``plot`` in a column of its own right of the plot (items added with ``name=`` join it).

    Returns the plot's legend if it has one already (``plot.addLegend`` does the same).
    """
    if plot.legend is not None:
        return plot.legend
    legend = pg.LegendItem(**options)
    plot.layout.addItem(legend, 2, 3)
    plot.legend = legend
    return legend


def legend_below(plot: pg.PlotItem, columns: int = 2, **options) -> pg.LegendItem:
    """A legend for ``plot`` in a row of its own under the bottom axis, ``columns`` entries side by side: a narrow
    plot keeps its width (a legend beside it took a third) and the entries keep theirs."""
    if plot.legend is not None:
        return plot.legend
    legend = pg.LegendItem(**options)
    legend.setColumnCount(columns)
    plot.layout.addItem(legend, 4, 1)
    plot.legend = legend
    return legend


def fit_axis_titles(plot: pg.PlotItem):
    """Elide the left and bottom axis titles of ``plot`` to their axis' length, now and whenever it is resized;
    a cut title is in full in its axis' tooltip. A title set later (``axis.setLabel``) is taken as the new full
    one: call the function returned (``fit``) after setting it."""
    full = {side: plot.getAxis(side).labelText for side in ("left", "bottom")}
    shown_last = dict(full)

    def fit() -> None:
        for side in full:
            axis = plot.getAxis(side)
            if axis.labelText != shown_last[side]:  # set anew since
                full[side] = axis.labelText
            text = full[side]
            if not text:
                continue
            metrics = QFontMetricsF(axis.label.font())
            room = (axis.height() if side == "left" else axis.width()) - 8
            shown = elide_to(text, lambda t, m=metrics, r=room: m.horizontalAdvance(t) <= r)
            if shown != axis.labelText:
                axis.setLabel(shown)
                axis.resizeEvent(None)  # pyqtgraph centres the title only when the axis is resized
            axis.setToolTip(text if shown != text else "")
            shown_last[side] = axis.labelText

    plot.getViewBox().sigResized.connect(fit)
    fit()
    return fit
