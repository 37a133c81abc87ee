"""No English word left in the Chinese window: widgets, tooltips, tables, menus and the copied text, per model."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from tests.app.conftest import window_in

WORD = re.compile(r"[A-Za-z]{3,}")  # D_c, c_i, μ_k are symbols
ALLOWED = {  # symbols, acronyms, keys and function names that Chinese textbooks write as they are
    "LDA", "QDA", "SVM", "BIC", "AIC", "PNG", "SVG", "GIF", "CSV", "JSON", "Ctrl", "Esc", "Shift", "PgDn", "PgUp",
    "log", "exp", "logsumexp", "max", "min", "reg", "covar", "means", "fps", "BayesGUI", "Little", "Rubin", "Nigam",
    "MLE", "Mahalanobis", "det", "diag", "softmax", "ROC", "English",
    "SPODE", "TAN", "AODE", "Friedman", "Weka",  # Zhou §7.4 names the semi-naive models so
}  # fmt: skip
MODELS = ["naive-bayes", "lda", "qda", "gaussian", "mixture", "logistic", "svm"]


@pytest.fixture
def chinese_window(qtbot, answers):
    yield from window_in(qtbot, "zh_CN")


def _cells(view: QAbstractItemView) -> list[str]:
    model, root, texts = view.model(), view.rootIndex(), []
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    try:
        columns = min(model.columnCount(root), 12)
    except TypeError:  # a list model
        columns = 1
    rows = min(model.rowCount(root), 20)
    for role in roles:
        texts += [str(model.index(r, c, root).data(role) or "") for r in range(rows) for c in range(columns)]
        texts += [str(model.headerData(c, Qt.Orientation.Horizontal, role) or "") for c in range(columns)]
        texts += [str(model.headerData(r, Qt.Orientation.Vertical, role) or "") for r in range(rows)]
    return texts


def visible_texts(widget: QWidget) -> list[str]:
    """What a student reads on ``widget``: its text, title or items, its tooltip and its accessible texts."""
    texts = [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
        texts.append(widget.text())
    elif isinstance(widget, QGroupBox):
        texts.append(widget.title())
    elif isinstance(widget, QDockWidget):
        texts.append(widget.windowTitle())
    elif isinstance(widget, QTabWidget):
        texts += [widget.tabText(i) for i in range(widget.count())]
    elif isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
        texts += [str(widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "") for i in range(widget.count())]
    elif isinstance(widget, QTextEdit):
        texts.append(widget.toPlainText())
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None and widget.rootIndex() is not None:
        texts += _cells(widget)
    return texts


def english_words(text: str, data_words: set[str]) -> set[str]:
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"&(?=[^&\s])", "", text)  # a mnemonic's "&" is drawn as an underline: "reg_c&ovar" reads reg_covar
    return {w for w in WORD.findall(text) if w not in ALLOWED and w not in data_words}


def test_no_english_in_the_chinese_window(qtbot, chinese_window):
    win = chinese_window
    win.loss_editor.reject_check.setChecked(True)
    data_words = set(WORD.findall(" ".join(map(str, win.session.dataset.columns))))
    found: dict[str, str] = {}  # English word -> where it was first seen
    menu_texts = [a.text() for m in win.menuBar().actions() for a in [m, *m.menu().actions()]]
    for model in MODELS:
        win.session.set_settings(win.session.settings.replace(model=model))
        qtbot.waitUntil(lambda m=model: win.session.model.settings.model == m and not win.busy(), timeout=20000)
        for index in range(win.tabs.count()):
            win.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            texts = [t for w in win.findChildren(QWidget) if w.isVisible() for t in visible_texts(w)]
            texts += [win.work_panel.worked_text(), *menu_texts]
            for text in texts:
                words = english_words(text, data_words)
                for word in words:
                    found.setdefault(word, f"{model}, {win.tabs.tabText(index)}: {' '.join(text.split())[:150]}")
    assert not found, "\n".join(f"{word}: {where}" for word, where in found.items())


def test_the_sample_is_named_in_chinese(chinese_window):
    """The window title and the unsaved-changes question name the sample 西瓜数据集 3.0, not "Watermelon 3.0"."""
    assert chinese_window.windowTitle().startswith("西瓜数据集 3.0")
    assert chinese_window.files.display_name() == "西瓜数据集 3.0"  # what "是否先保存对 {0} 的更改？" shows
