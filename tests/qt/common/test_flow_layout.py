"""``compact`` combo boxes elide their current text where a plain QComboBox cuts it off at the edge."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

from bayesgui.qt.common.flow_layout import compact

LONG = "Estimated (|D_c|+λ)/(|D|+Nλ) with a long tail"


def _combo(qtbot, text: str, narrow: bool) -> QComboBox:
    combo = compact(QComboBox()) if narrow else QComboBox()
    combo.addItem(text)
    qtbot.addWidget(combo)
    combo.setFixedSize(120, 28)
    combo.show()
    qtbot.waitExposed(combo)
    return combo


def test_a_compact_combo_box_draws_its_text_elided(qtbot):
    combo = _combo(qtbot, LONG, narrow=True)
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    elided = combo.fontMetrics().elidedText(LONG, Qt.TextElideMode.ElideRight, field.width() - 2)
    assert elided.endswith("…") and len(elided) < len(LONG)
    assert combo.property("elides_text") is True  # what tests/app/truncation.py trusts
    drawn = combo.grab().toImage()
    assert drawn == _combo(qtbot, elided, narrow=False).grab().toImage()  # as if its text were the elided one
    assert drawn != _combo(qtbot, LONG, narrow=False).grab().toImage()  # a plain combo box cuts it instead
