"""Which visible texts of a window are cut off: a label, button, check box, radio button, group box title, tab
or header section narrower than its text.

Rules (what a user would see cut):
- a QLabel that does not wrap, holds one line of plain text and is not elided on purpose: its text's width
  (font metrics) must fit its contents rectangle;
- buttons, check boxes and radio buttons: the text must fit the style's contents rectangle;
- a group box title must fit the box; a tab's text must fit its tab, and every tab must lie inside the bar;
- a header section must be as wide as its text plus the style's margins, or else (an elided header on
  purpose, as a wide table's columns) give the full text as its tooltip (Qt.ToolTipRole).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QWidget,
)

SLACK = 1  # px of rounding


def plain(text: str) -> str:
    """``text`` as drawn: without its mnemonic ``&`` (``&&`` is one ampersand)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _seen(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.window() is top


def _label(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.wordWrap() or "\n" in text or label.textFormat() == Qt.TextFormat.RichText:
        return None
    if label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text):
        return None
    shown = plain(text) if label.buddy() is not None else text
    room = label.contentsRect().width() - 2 * max(label.margin(), 0) - max(label.indent(), 0)
    need = label.fontMetrics().horizontalAdvance(shown)
    return None if need <= room + SLACK else f"label {shown!r}: {need} px in {room}"


def _button(button: QAbstractButton) -> str | None:
    text = plain(button.text())
    if not text:
        return None
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


def _group(box: QGroupBox) -> str | None:
    text = plain(box.title())
    if not text:
        return None
    need = box.fontMetrics().horizontalAdvance(text) + (20 if box.isCheckable() else 0)
    room = box.width() - 8
    return None if need <= room + SLACK else f"group box {text!r}: {need} px in {room}"


def _tabs(bar: QTabBar) -> list[str]:
    """A tab's text is never elided; a bar without scroll buttons shows every tab (the window's main tabs must
    fit: see ``tabs_outside``; a long row of pages, as Evaluate's nine, may scroll with the bar's arrows)."""
    found = []
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text, rect = plain(bar.tabText(i)), bar.tabRect(i)
        need = bar.fontMetrics().horizontalAdvance(text)
        if (rect.right() > bar.width() and not bar.usesScrollButtons()) or rect.width() < need:
            found.append(f"tab {text!r}: {need} px in {rect.width()}, ends at {rect.right()} of {bar.width()}")
    return found


def _header(header: QHeaderView) -> list[str]:
    model, found = header.model(), []
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return found
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    visible = header.viewport().width() if header.viewport() else header.width()
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionViewportPosition(section) >= visible:
            continue
        text = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            continue
        need = max(header.fontMetrics().horizontalAdvance(line) for line in text.split("\n")) + margin
        if header.sectionSize(section) + SLACK >= need:
            continue
        tip = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        if not (isinstance(tip, str) and text.replace("\n", " ") in tip.replace("\n", " ")):
            found.append(f"header {text!r}: {need} px in {header.sectionSize(section)}, no tooltip with it")
    return found


def truncated(top: QWidget) -> list[str]:
    """The visible texts of ``top`` (a window) that are cut off, each described with its widths."""
    found = []
    for widget in top.findChildren(QWidget):
        if not _seen(widget, top):
            continue
        if isinstance(widget, QLabel):
            problem = _label(widget)
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton)):
            problem = _button(widget)
        elif isinstance(widget, QGroupBox):
            problem = _group(widget)
        elif isinstance(widget, QTabBar):
            found += _tabs(widget)
            continue
        elif isinstance(widget, QHeaderView):
            found += _header(widget)
            continue
        else:
            continue
        if problem:
            found.append(problem)
    return found


def tabs_outside(bar: QTabBar) -> list[str]:
    """The tabs of ``bar`` that do not lie wholly inside it (hidden behind its scroll arrows)."""
    return [bar.tabText(i) for i in range(bar.count()) if bar.tabRect(i).right() > bar.width()]
