"""What a pyqtgraph view draws as text, and which of it is cut, hidden or run together.

Read from the scene, as drawn: every visible ``QGraphicsTextItem`` (the text of a ``TextItem`` value label, an
``InfiniteLine`` label, a ``LabelItem`` title or legend entry, an axis title) and every tick label an ``AxisItem``
draws (its own ``generateDrawSpecs``, the call its ``paint`` makes). Rules, each a defect a user sees:

- a text must lie wholly inside the item that clips it (a ``ViewBox`` clips its children: a value label above the
  box loses its top), inside its ``PlotItem`` (a title wider than its plot runs into the next one) and inside the
  part of the view that is on screen (the view's viewport, clipped by its parents: a dock, a scroll area);
- a text wholly outside its clipping view box, with the point it labels, is panned away and not counted;
- a plot's view box must lie inside the visible view (else its bars and data are cut off), and a view narrower or
  lower than its plots' minimum size cuts them;
- a tick given by ``setTicks`` (a category's name under its bar) that lies inside the axis range must be drawn:
  pyqtgraph silently drops a tick label that does not fit its axis;
- no two drawn texts of one view overlap.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPicture
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem, QStyleOptionGraphicsItem

SLACK = 1.0  # px of rounding
CLIPS = QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape


def _owner(item: QGraphicsItem) -> QGraphicsItem:
    """The pyqtgraph item a text belongs to (a TextItem, LabelItem, AxisItem or LegendItem), for messages."""
    node = item.parentItem()
    while node is not None:
        if isinstance(node, (pg.TextItem, pg.LabelItem, pg.AxisItem, pg.LegendItem)):
            return node
        node = node.parentItem()
    return item


def _ancestor(item: QGraphicsItem, test) -> QGraphicsItem | None:
    node = item.parentItem()
    while node is not None and not test(node):
        node = node.parentItem()
    return node


def _name(text: str, item: QGraphicsItem) -> str:
    owner = _owner(item)
    if isinstance(owner, pg.AxisItem):
        kind = f"{owner.orientation} axis title"
    elif isinstance(owner, pg.LabelItem) and isinstance(_ancestor(owner, lambda n: True), pg.LegendItem):
        kind = "legend entry"
    elif isinstance(owner, pg.LabelItem):
        kind = "title"
    else:
        kind = type(owner).__name__
    return f"{kind} {text!r}"


def ink(rect: QRectF, paint: Callable[[QPainter], None]) -> QRectF | None:
    """The rectangle (in ``rect``'s coordinates) of the pixels ``paint`` draws inside ``rect`` grown by its own
    size: what is really inked, not the font's line box (None when it draws nothing)."""
    room = rect.adjusted(-rect.width(), -rect.height(), rect.width(), rect.height()).toAlignedRect()
    if room.isEmpty() or room.width() * room.height() > 4_000_000:
        return None
    image = QImage(room.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    try:
        painter.translate(-room.x(), -room.y())
        paint(painter)
    finally:
        painter.end()
    alpha = np.frombuffer(image.constBits(), np.uint8, count=image.sizeInBytes())
    alpha = alpha.reshape(image.height(), image.bytesPerLine() // 4, 4)[:, : image.width(), 3]
    rows, columns = np.flatnonzero(alpha.any(axis=1)), np.flatnonzero(alpha.any(axis=0))
    if not len(rows):
        return None
    return QRectF(room.x() + columns[0], room.y() + rows[0], columns[-1] - columns[0] + 1, rows[-1] - rows[0] + 1)


def _plot_name(item: QGraphicsItem, where: str) -> str:
    """``where`` and, for an item of a titled plot, the plot's title."""
    plot = item if isinstance(item, pg.PlotItem) else _ancestor(item, lambda n: isinstance(n, pg.PlotItem))
    title = "" if plot is None or not plot.titleLabel.isVisible() else plot.titleLabel.item.toPlainText()
    return f"{where} {title!r}" if title else where


def _text_rect(item: QGraphicsTextItem) -> QRectF | None:
    """The scene rectangle of the pixels ``item`` inks (None when it inks none)."""
    drawn = ink(item.boundingRect(), lambda painter: item.paint(painter, QStyleOptionGraphicsItem(), None))
    return None if drawn is None else item.mapRectToScene(drawn)


def tick_labels(axis: pg.AxisItem) -> tuple[list[tuple[str, QRectF]], list[str]]:
    """The tick labels ``axis`` draws (text, scene rectangle) and the fixed ticks (``setTicks``) in its range that
    it drops for want of room."""
    picture = QPicture()
    painter = QPainter(picture)
    try:
        if axis.style["tickFont"] is not None:
            painter.setFont(axis.style["tickFont"])
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    if specs is None:
        return [], []
    font = axis.style["tickFont"] or axis.font()
    drawn = []
    for rect, flags, text in specs[2]:

        def paint(painter, rect=rect, flags=flags, text=text):
            painter.setFont(font)
            painter.setPen(QColor("black"))
            painter.drawText(rect, int(flags), text)

        inked = ink(rect, paint)
        if inked is not None:
            drawn.append((str(text), axis.mapRectToScene(inked)))
    dropped = []
    levels = getattr(axis, "_tickLevels", None)
    if levels and axis.style["showValues"]:
        low, high = sorted(axis.range)
        names = {text for text, _ in drawn}
        dropped = [str(text) for value, text in levels[0] if low <= value <= high and str(text) not in names]
    return drawn, dropped


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def _describe(rect: QRectF) -> str:
    return f"({rect.x():.0f}, {rect.y():.0f}, {rect.width():.0f}×{rect.height():.0f})"


def view_problems(view: pg.GraphicsView, shown: QRect, view_name: str) -> list[str]:
    """The cut, dropped and overlapping texts of ``view``; ``shown`` is the part of its viewport on screen
    (viewport coordinates) and ``view_name`` names the view in messages."""
    scene = view.scene()
    area = view.mapToScene(shown).boundingRect()
    found: list[str] = []
    central = getattr(view, "centralWidget", None)
    if central is not None and central.isVisible():
        need = central.minimumSize()
        if need.width() > view.viewport().width() + SLACK or need.height() > view.viewport().height() + SLACK:
            found.append(f"{view_name}: its plots need {need.width():.0f}×{need.height():.0f} px and get "
                         f"{view.viewport().width()}×{view.viewport().height()}")  # fmt: skip
    texts: list[tuple[str, QRectF]] = []
    for item in scene.items():
        where = _plot_name(item, view_name)
        if isinstance(item, pg.ViewBox) and item.isVisible() and not _inside(item.sceneBoundingRect(), area):
            found.append(f"{where}: a plot's view box {_describe(item.sceneBoundingRect())} is cut by the view "
                         f"{_describe(area)}")  # fmt: skip
        if isinstance(item, pg.AxisItem) and item.isVisible():
            drawn, dropped = tick_labels(item)
            found += [f"{where}: {item.orientation} tick label {text!r} is not drawn (no room)" for text in dropped]
            for text, rect in drawn:
                texts.append((f"{item.orientation} tick label {text!r}", rect))
                plot = _ancestor(item, lambda n: isinstance(n, pg.PlotItem))
                if plot is not None and not _inside(rect, plot.sceneBoundingRect()):
                    found.append(f"{where}: {item.orientation} tick label {text!r} {_describe(rect)} leaves its plot")
                elif not _inside(rect, area):
                    found.append(f"{where}: {item.orientation} tick label {text!r} {_describe(rect)} is cut by "
                                 f"the view {_describe(area)}")  # fmt: skip
            continue
        if not isinstance(item, QGraphicsTextItem) or not item.isVisible() or item.effectiveOpacity() <= 0:
            continue
        text = item.toPlainText().strip()
        if not text:
            continue
        rect, name = _text_rect(item), _name(text, item)
        if rect is None:
            continue
        clipper = _ancestor(item, lambda n: bool(n.flags() & CLIPS))
        if clipper is not None:
            box = clipper.sceneBoundingRect()
            anchor = _owner(item).scenePos()  # a TextItem's position: the value it labels
            if not box.intersects(rect) and not box.contains(anchor):
                continue  # panned out of its view box with what it labels: not drawn at all
            if not _inside(rect, box):
                found.append(f"{where}: {name} {_describe(rect)} is cut by its view box {_describe(box)}")
        plot = _ancestor(item, lambda n: isinstance(n, pg.PlotItem))
        if plot is not None and not _inside(rect, plot.sceneBoundingRect()):
            found.append(f"{where}: {name} {_describe(rect)} leaves its plot {_describe(plot.sceneBoundingRect())}")
        elif not _inside(rect, area):
            found.append(f"{where}: {name} {_describe(rect)} is cut by the view {_describe(area)}")
        texts.append((name, rect))
    for i, (first, a) in enumerate(texts):
        for second, b in texts[i + 1 :]:
            common = a.intersected(b)
            if common.width() > SLACK and common.height() > SLACK:
                found.append(f"{view_name}: {first} {_describe(a)} overlaps {second} {_describe(b)}")
    return found
