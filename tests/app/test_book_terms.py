"""The books' Chinese terms in the zh_CN interface, and "Copy as text" of Show your work in Chinese."""

import re

import pytest
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

from bayesgui.app.language.translators import install_translators
from tests.app.conftest import open_and_train

#: each term of issue 15 and what it names
TERMS = {
    "拉普拉斯修正": "λ = 1",
    "贝叶斯估计": "λ of any other value",
    "极大似然估计": "λ = 0",
    "类条件概率": "P(x | c)",
    "混合系数 α_k": "the mixing weights",
    "混合成分个数": "the number of components",
}
REPLACED = ("类条件分布", "Lidstone", "拉普拉斯平滑", "成分数", "分量个数", "权重 π")


def interface_text(window) -> str:
    """Every label, button, combo entry, action and tooltip of the window (hidden ones too)."""
    parts = []
    for widget in window.findChildren(QWidget):
        parts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            parts.append(widget.text())
        if isinstance(widget, QComboBox):
            parts.extend(widget.itemText(i) for i in range(widget.count()))
            parts.extend(str(widget.itemData(i, 3) or "") for i in range(widget.count()))
    parts.extend(action.text() for action in window.findChildren(QAction))
    return "\n".join(parts)


@pytest.fixture
def chinese(qtbot, window):
    open_and_train(qtbot, window, "watermelon3")
    zh = window.switch_language("zh_CN")
    qtbot.addWidget(zh)
    yield zh
    zh.files._saved = None
    install_translators(QApplication.instance(), "en")


def test_each_book_term_appears_in_the_chinese_interface(qtbot, chinese):
    session = chinese.session
    seen = [interface_text(chinese)]
    for alpha, prior_alpha in ((1.0, 0.5), (0.0, 1.0)):  # every name of λ shows beside its spin box
        with qtbot.waitSignal(session.model_changed, timeout=10000):
            session.set_settings(session.settings.replace(alpha=alpha, prior_alpha=prior_alpha))
        seen.append(interface_text(chinese))
    text = "\n".join(seen)
    for term, meaning in TERMS.items():
        assert term in text, f"{term} ({meaning}) is not in the Chinese interface"
    for old in REPLACED:
        assert old not in text, old


def test_copy_as_text_is_chinese(qtbot, chinese):
    chinese.work_panel.copy_to_clipboard()
    copied = QGuiApplication.clipboard().text()
    assert copied == chinese.work_panel.worked_text()
    for phrase in ("样本：", "模型：", "估计：", "类条件概率的极大似然估计", "无偏估计", "类别 好瓜 = 是",
                   "后验概率", "条件风险", "决策（风险最小）：是", "P(色泽=青绿 | 好瓜=是)"):
        assert phrase in copied, phrase
    words = set(re.findall(r"[A-Za-z]{3,}", copied))
    assert not words, f"English left in the copied text: {sorted(words)}"
