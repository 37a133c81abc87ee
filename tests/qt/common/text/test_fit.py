"""A combo box made with ``whole_items`` shows its longest item whole, also after a font change."""

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from bayesgui.qt.common.text.fit import whole_items
from tests.app.truncation import truncated

ITEMS = ["AIC", "BIC（MDL）", "精确推断（变量消去）"]


def _squeezed(qtbot, fit: bool) -> tuple[QWidget, QComboBox]:
    holder = QWidget()
    row = QHBoxLayout(holder)
    combo = QComboBox()
    for text in ITEMS:
        combo.addItem(text)
    combo.setCurrentIndex(2)
    if fit:
        whole_items(combo)
    row.addWidget(combo)
    row.addStretch(1)
    qtbot.addWidget(holder)
    holder.resize(120, 40)  # the layout gives the combo no more than its minimum
    holder.show()
    qtbot.waitExposed(holder)
    return holder, combo


def test_the_longest_item_fits_and_still_after_a_larger_font(qtbot):
    holder, combo = _squeezed(qtbot, fit=True)
    assert not [p for p in truncated(holder) if "combo box" in p]
    font = QFont(combo.font())
    font.setPointSizeF(font.pointSizeF() * 1.6)
    combo.setFont(font)
    holder.resize(120, 60)

    def whole():  # once laid out again: a few turns of the event loop (20 ms were not enough on a loaded machine)
        assert not [p for p in truncated(holder) if "combo box" in p]

    qtbot.waitUntil(whole)
