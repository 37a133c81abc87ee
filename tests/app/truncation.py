"""Which visible texts of a window are cut off, hidden or run together, read from what is drawn.

Rules (what a user would see cut):
- a QLabel on one line of plain text: its text's width (font metrics) fits its contents rectangle; a label that
  wraps or holds rich text: its laid-out document fits the label (no word wider than the label, no line below it;
  the height Qt itself asks for, ``heightForWidth``, is given);
- buttons, check boxes, radio buttons, tool buttons and combo boxes: the text fits the style's contents rectangle
  (a combo box clips its current text, unless ``flow_layout.compact`` makes it elide it);
- a group box title fits the box; a tab's text fits its tab (or is elided with the full text as its tooltip), and a
  tab bar shows every tab (scroll arrows mean a tab is hidden);
- header sections (horizontal and vertical) are as wide as their text plus the style's margins, or else (an elided
  header on purpose, as a wide table's columns) give the full text as their tooltip (Qt.ToolTipRole);
- a table cell on screen: its text fits its column, or the view elides it; its lines fit its row;
- a scroll area (a dock's content) is never narrower than its content; it is lower than its content only where
  ``scrolls`` allows it; a text widget cut by anything else (a dock, a splitter, the window) is cut;
- pyqtgraph views: every text and tick label inside its view box, plot and view, none dropped, none overlapping
  (:mod:`tests.app.plot_text`).
"""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionHeaderV2,
    QStyleOptionToolButton,
    QTabBar,
    QTableView,
    QToolButton,
    QWidget,
)

from tests.app.plot_text import view_problems

SLACK = 1  # px of rounding
TEXTS = (QLabel, QAbstractButton, QComboBox, QGroupBox, QTabBar, QAbstractItemView, pg.GraphicsView)


def plain(text: str) -> str:
    """``text`` as drawn: without its mnemonic ``&`` (``&&`` is one ampersand)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def place(widget: QWidget) -> str:
    """Where ``widget`` is, for messages: its class and the nearest panel of ours (or dock) holding it."""
    node = widget
    while node is not None:
        if node.objectName() and not node.objectName().startswith("qt_") and node is not widget:
            return f"{type(widget).__name__} in {node.objectName()!r}"
        if node is not widget and not type(node).__module__.startswith("PySide6"):
            return f"{type(widget).__name__} in {type(node).__name__}"
        node = node.parentWidget()
    return type(widget).__name__


def never(_area: QScrollArea) -> bool:
    return False


def shown_part(widget: QWidget, top: QWidget, scrolls: Callable[[QScrollArea], bool] = never) -> tuple[QRect, str]:
    """The part of ``widget`` (its coordinates) its parents up to ``top`` leave on screen, and what cuts it
    ("" when whole). A scroll area that ``scrolls`` cuts nothing vertically (the user scrolls to the rest)."""
    rect, node, offset, cut_by, below_fold = widget.rect(), widget, QPoint(0, 0), "", False
    while node is not top and node.parentWidget() is not None and not node.isWindow():
        offset += node.pos()
        parent = node.parentWidget()
        room = parent.rect().translated(-offset)
        area = parent.parentWidget()
        below_fold = below_fold or (isinstance(area, QScrollArea) and parent is area.viewport() and scrolls(area))
        if below_fold:  # inside a scroll area that may scroll down: only what cuts it sideways counts
            room.setTop(min(room.top(), rect.top()))
            room.setBottom(max(room.bottom(), rect.bottom()))
        clipped = rect.intersected(room)
        if clipped != rect and not cut_by:
            cut_by = f"{type(parent).__name__} {parent.objectName()!r}".replace(" ''", "")
            if isinstance(area, QAbstractItemView) and parent is area.viewport():
                cut_by = "scrolled"  # an index widget or editor scrolled in its view
        rect, node = clipped, parent
    return rect, cut_by


def _document(text: str, rich: bool, font, width: float) -> QTextDocument:
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(font)
    document.setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignLeft))
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap if width > 0 else QTextOption.WrapMode.NoWrap)
    document.setDefaultTextOption(option)
    document.setHtml(text) if rich else document.setPlainText(text)
    document.setTextWidth(width)
    return document


def _label(label: QLabel) -> str | None:
    text = label.text()
    if not text:
        return None
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    shown = plain(text) if label.buddy() is not None and not rich else text
    margin = 2 * max(label.margin(), 0)
    room = label.contentsRect().width() - margin - max(label.indent(), 0)
    height = label.contentsRect().height() - margin
    if label.wordWrap() or rich or "\n" in shown:
        document = _document(shown, rich, label.font(), room if label.wordWrap() else -1)
        need_w, need_h = document.idealWidth(), document.size().height()
        tall = label.heightForWidth(label.width()) if label.wordWrap() else -1
        if tall > label.height() + SLACK:
            return f"wrapped label {shown[:60]!r}: needs {tall} px high, has {label.height()}"
        if need_w > room + SLACK or need_h > height + SLACK:
            return f"label {shown[:60]!r}: its text needs {need_w:.0f}×{need_h:.0f} px in {room}×{height}"
        return None
    need = label.fontMetrics().horizontalAdvance(shown)
    return None if need <= room + SLACK else f"label {shown!r}: {need} px in {room}"


def _button(button: QAbstractButton) -> str | None:
    text = plain(button.text())
    if not text:
        return None
    if isinstance(button, QToolButton):
        return _tool_button(button, text)
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = QStyle.SubElement.SE_PushButtonContents
    for kind, sub in ((QCheckBox, QStyle.SubElement.SE_CheckBoxContents),
                      (QRadioButton, QStyle.SubElement.SE_RadioButtonContents)):  # fmt: skip
        if isinstance(button, kind):
            element = sub
    room = button.style().subElementRect(element, option, button).width()
    if not button.icon().isNull():
        room -= button.iconSize().width() + 4
    if isinstance(button, QPushButton) and button.menu() is not None:
        room -= button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
    need = button.fontMetrics().horizontalAdvance(text)
    return None if need <= room + SLACK else f"{type(button).__name__} {text!r}: {need} px in {room}"


def _tool_button(button: QToolButton, text: str) -> str | None:
    style, tool = button.style(), Qt.ToolButtonStyle
    if button.toolButtonStyle() == tool.ToolButtonIconOnly and not button.icon().isNull():
        return None
    option = QStyleOptionToolButton()
    button.initStyleOption(option)
    frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, button)
    rect = style.subControlRect(QStyle.ComplexControl.CC_ToolButton, option, QStyle.SubControl.SC_ToolButton, button)
    room = rect.width() - 2 * frame
    if button.toolButtonStyle() == tool.ToolButtonTextBesideIcon and not button.icon().isNull():
        room -= button.iconSize().width() + 4
    features = QStyleOptionToolButton.ToolButtonFeature
    if option.features & features.HasMenu and not option.features & features.MenuButtonPopup:
        room -= style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
    need = button.fontMetrics().horizontalAdvance(text)
    return None if need <= room + SLACK else f"tool button {text!r}: {need} px in {room}"


def _combo(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = QStyle.SubControl.SC_ComboBoxEditField
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option, field, combo).width() - 2
    if not combo.itemIcon(combo.currentIndex()).isNull():
        room -= combo.iconSize().width() + 4
    need = combo.fontMetrics().horizontalAdvance(text)
    if need <= room + SLACK or combo.property("elides_text"):  # flow_layout.compact: drawn elided (tested there)
        return None
    return f"combo box {text!r}: {need} px in {room} (a combo box clips)"


def _group(box: QGroupBox) -> str | None:
    text = plain(box.title())
    if not text:
        return None
    need = box.fontMetrics().horizontalAdvance(text) + (20 if box.isCheckable() else 0)
    room = box.width() - 8
    return None if need <= room + SLACK else f"group box {text!r}: {need} px in {room}"


def _tabs(bar: QTabBar) -> list[str]:
    """A tab's text fits its tab or is elided with a tooltip holding it; every tab lies inside the bar, clear of
    the scroll arrows (a tab behind them is hidden)."""
    found = []
    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    right = min([b.x() for b in arrows] + [bar.width()])
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text, rect = plain(bar.tabText(i)), bar.tabRect(i)
        need = bar.fontMetrics().horizontalAdvance(text)
        if rect.left() < 0 or rect.right() >= right + SLACK:
            found.append(f"tab {text!r} is hidden: at {rect.left()}..{rect.right()} of a bar showing 0..{right}")
        elif rect.width() < need:
            tip = bar.tabToolTip(i)
            if bar.elideMode() == Qt.TextElideMode.ElideNone or text not in tip:
                found.append(f"tab {text!r}: {need} px in {rect.width()}")
    return found


def _header(header: QHeaderView) -> list[str]:
    model, found, horizontal = header.model(), [], header.orientation() == Qt.Orientation.Horizontal
    if model is None:
        return found
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    visible = header.viewport().width() if horizontal else header.viewport().height()
    metrics = header.fontMetrics()
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionViewportPosition(section) >= visible:
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if text is None or text == "":
            continue
        text = str(text)
        # What is drawn: the style option the header paints from (a LinesHeader elides each line itself; Qt
        # elides one line when the option's elide mode says so, and clips everything else).
        option = QStyleOptionHeaderV2()
        header.initStyleOptionForIndex(option, section)
        drawn = option.text
        qt_elides = "\n" not in drawn and option.textElideMode != Qt.TextElideMode.ElideNone
        lines = drawn.split("\n")
        need = max(metrics.horizontalAdvance(line) for line in lines) + margin
        room = header.sectionSize(section) if horizontal else header.width()
        tall = (len(lines) - 1) * metrics.lineSpacing() + metrics.tightBoundingRect(lines[-1]).height()
        high = header.height() if horizontal else header.sectionSize(section)
        if high + SLACK < tall:  # lines cut at the top or bottom are clipped, not elided: no tooltip mends that
            found.append(f"header {text!r}: {len(lines)} line(s), {tall} px tall in {high}")
            continue
        if room + SLACK < need and not qt_elides:
            found.append(f"header {text!r}: {need} px in {room}, clipped (not elided)")
            continue
        if drawn == text and room + SLACK >= need:
            continue
        # Elided (by the header's own painting or by Qt): the full text must be in the tooltip.
        tip = model.headerData(section, header.orientation(), Qt.ItemDataRole.ToolTipRole)
        if not (isinstance(tip, str) and text.replace("\n", " ") in tip.replace("\n", " ")):
            found.append(f"header {text!r}: elided in {room} px, no tooltip with the full text")
    return found


def _cells(view: QTableView) -> list[str]:
    """The cells on screen whose text is wider than its column (and not elided) or taller than its row."""
    model, found = view.model(), []
    if model is None:
        return found
    viewport = view.viewport().rect()
    rows = range(max(view.rowAt(0), 0), (view.rowAt(viewport.bottom()) + 1) or model.rowCount())
    columns = range(max(view.columnAt(0), 0), (view.columnAt(viewport.right()) + 1) or model.columnCount())
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    elides = view.textElideMode() != Qt.TextElideMode.ElideNone
    for row in rows:
        if view.isRowHidden(row):
            continue
        for column in columns:
            if view.isColumnHidden(column) or view.columnSpan(row, column) != 1:
                continue
            index = model.index(row, column)
            text = model.data(index, Qt.ItemDataRole.DisplayRole)
            if text is None or text == "" or view.indexWidget(index) is not None:
                continue
            font = model.data(index, Qt.ItemDataRole.FontRole)
            metrics = view.fontMetrics() if font is None else type(view.fontMetrics())(font)
            lines = str(text).split("\n")
            need = max(metrics.horizontalAdvance(line) for line in lines) + margin
            decoration = model.data(index, Qt.ItemDataRole.DecorationRole)
            if decoration is not None:
                need += view.iconSize().width() + 4
            room, high = view.columnWidth(column), view.rowHeight(row)
            if need > room + SLACK and not (elides and len(lines) == 1):
                found.append(f"cell ({row}, {column}) {str(text)[:40]!r}: {need} px in {room}, not elided")
            elif (len(lines) - 1) * metrics.lineSpacing() + metrics.tightBoundingRect(lines[-1]).height() > high:
                found.append(f"cell ({row}, {column}) {str(text)[:40]!r}: {len(lines)} lines in {high} px")
    return found


def _scroll_area(area: QScrollArea, scrolls: Callable[[QScrollArea], bool]) -> list[str]:
    content, viewport = area.widget(), area.viewport()
    if content is None or not content.isVisible():
        return []
    name = place(content)
    found = []
    need = max(content.width(), content.minimumSizeHint().width(), content.minimumWidth())
    if need > viewport.width() + SLACK:
        found.append(f"{name}: content {need} px wide in {viewport.width()} (cut sideways, scrolls)")
    if not scrolls(area) and content.height() > viewport.height() + SLACK:
        found.append(f"{name}: content {content.height()} px high in {viewport.height()} (scrolls down)")
    return found


def truncated(top: QWidget, scrolls: Callable[[QScrollArea], bool] = never) -> list[str]:
    """The visible texts of ``top`` (a window) that are cut off, hidden or overlapping, each with its widths.

    ``scrolls`` says which scroll areas may be lower than their content (their rows below the fold are not cut)."""
    found = []
    for widget in top.findChildren(QWidget):
        if not (widget.isVisible() and widget.width() > 0 and widget.window() is top):
            continue
        corner = widget.mapTo(top, QPoint(widget.width(), widget.height()))
        if corner.x() < 0 or corner.y() < 0:
            continue  # parked by Qt above or left of the window: a dock behind another dock's tab
        if isinstance(widget, QScrollArea) and not isinstance(widget, QAbstractItemView):
            found += _scroll_area(widget, scrolls)
            continue
        if not isinstance(widget, TEXTS):
            continue
        shown, cut_by = shown_part(widget, top, scrolls)
        if shown.isEmpty():
            continue  # scrolled out of sight in a scroll area that may scroll
        lost = widget.width() - shown.width() > SLACK or widget.height() - shown.height() > SLACK
        if lost and cut_by and cut_by != "scrolled" and not isinstance(widget, QHeaderView):
            found.append(f"{place(widget)} is cut by {cut_by}: shows "
                         f"{shown.width()}×{shown.height()} of {widget.width()}×{widget.height()}")  # fmt: skip
        problems: list[str | None] = []
        if isinstance(widget, QLabel):
            problems = [_label(widget)]
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton, QToolButton)):
            problems = [_button(widget)]
        elif isinstance(widget, QComboBox):
            problems = [_combo(widget)]
        elif isinstance(widget, QGroupBox):
            problems = [_group(widget)]
        elif isinstance(widget, QTabBar):
            problems = list(_tabs(widget))
        elif isinstance(widget, QHeaderView):
            problems = list(_header(widget))
        elif isinstance(widget, QTableView):
            problems = list(_cells(widget))
        elif isinstance(widget, pg.GraphicsView):
            where = place(widget)
            viewport_part = shown.translated(-widget.viewport().pos()).intersected(widget.viewport().rect())
            problems = list(view_problems(widget, viewport_part, where))
        found += [p for p in problems if p]
    return found


def tabs_outside(bar: QTabBar) -> list[str]:
    """The tabs of ``bar`` that do not lie wholly inside it (hidden behind its scroll arrows)."""
    return [bar.tabText(i) for i in range(bar.count()) if bar.tabRect(i).right() > bar.width()]
