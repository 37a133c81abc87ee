"""The window says what reading a table assumed: a yellow bar above the tabs lists the dataset's warnings,
in the window's language, and clears for a clean file."""

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from bayesgui.data.saved.model_settings import ModelSettings
from tests.app.conftest import window_in


@pytest.fixture(params=["en", "zh_CN"])
def any_window(request, qtbot, answers):
    yield from window_in(qtbot, request.param)


def _open(qtbot, win, path, target=None):
    win.files._saved = None
    win.open_any(str(path), target=target)
    qtbot.waitUntil(
        lambda: not win.busy() and win.session.dataset is not None and win.session.dataset.source.name == path.name,
        timeout=15000,
    )


def _separators(tmp_path):
    rows = [f'"{1000 + 37 * i:,}",{"１２３４５６７８９０"[i % 10]}{i % 7},{"ab"[i % 2]}' for i in range(40)]
    path = tmp_path / "grouped.csv"
    path.write_text("income,score,label\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def _gbk_later(tmp_path):
    ascii_rows = [f"{i % 9}.5,{i % 5}.25,{'ab'[i % 2]}" for i in range(9000)]  # > 64 KB of plain ASCII first
    path = tmp_path / "later_gbk.csv"
    path.write_bytes(("x,y,group\n" + "\n".join(ascii_rows) + "\n1.5,2.5,北京\n").encode("gbk"))
    return path


def _clean(tmp_path):
    path = tmp_path / "clean.csv"
    path.write_text("x,y,label\n" + "\n".join(f"{i}.5,{i % 3}.25,{'ab'[i % 2]}" for i in range(30)) + "\n", "utf-8")
    return path


def test_the_bar_shows_the_reading_notes_translated_and_clears_for_a_clean_file(qtbot, any_window, tmp_path):
    win = any_window
    chinese = win.language == "zh_CN"
    assert not win.notices.isVisible()  # watermelon 3.0 is read as it is written

    _open(qtbot, win, _separators(tmp_path), target="label")
    assert win.notices.isVisible()
    shown = win.notices.messages()
    assert len(shown) == 2, shown  # one note per column read as numbers
    income = next(text for text in shown if "income" in text)
    score = next(text for text in shown if "score" in text)
    if chinese:  # the column and the example cell are named, what they were read as said in Chinese
        assert "列“income”" in income and "“1,000”读作 1000（千位分隔符）" in income, shown
        assert "列“score”" in score and "“１0”读作 10（全角数字）" in score, shown
        assert "个说明" in win.notices.summary.text()
    else:
        assert "column 'income'" in income and "'1,000' as 1000 (a thousands separator)" in income
        assert "column 'score'" in score and "'１0' as 10 (full-width digits)" in score
        assert win.notices.summary.text().startswith("2 notes about this table.")
    # several notes: the first is shown, the rest behind "Details", all of them in the tooltip
    assert win.notices.more.isVisible() and not win.notices.details.isVisible()
    win.notices.more.click()
    assert win.notices.details.isVisible() and shown[1] in win.notices.details.text()
    assert all(text in win.notices.toolTip() for text in shown)

    # training's status messages do not touch the bar
    with qtbot.waitSignal(win.session.trainer.succeeded, timeout=15000):
        win.session.set_settings(ModelSettings("naive-bayes", alpha=0.5))  # differs from the trained one: retrains
    assert win.notices.isVisible() and win.notices.messages() == shown

    _open(qtbot, win, _gbk_later(tmp_path))
    (note,) = win.notices.messages()
    assert "later_gbk.csv" in note and "gb18030" in note
    assert ("ASCII" in note and "GB18030" not in note) if not chinese else "后面" in note and "gb18030" in note
    assert win.notices.summary.text() == note and not win.notices.more.isVisible()

    _open(qtbot, win, _clean(tmp_path))
    assert not win.notices.isVisible() and win.notices.messages() == ()


def test_a_dismissed_bar_comes_back_for_other_notes(qtbot, answers, tmp_path):
    yield_window = window_in(qtbot, "en")
    win = next(yield_window)
    try:
        _open(qtbot, win, _separators(tmp_path), target="label")
        assert win.notices.isVisible()
        win.notices.close_button.click()
        assert not win.notices.isVisible()
        win.session.set_target("score")  # the target changed: the same notes, still dismissed
        qtbot.waitUntil(lambda: win.session.dataset.target == "score")
        assert not win.notices.isVisible()
        _open(qtbot, win, _gbk_later(tmp_path))
        assert win.notices.isVisible()
    finally:
        next(yield_window, None)


def test_long_notes_wrap_inside_a_small_screen(qtbot, any_window, tmp_path):
    """The bar wraps its text: its notes, details open, neither widen the window past 1280 px nor push it off."""
    from tests.app.test_small_screens import FRAME, outside

    win = any_window
    long_name = "a_very_long_column_name_that_keeps_going_" * 4
    rows = [f'"{1000 + i:,}",{"１２"[i % 2]},{i % 3},{"ab"[i % 2]}' for i in range(30)]
    path = tmp_path / ("wide_" + "x" * 80 + ".csv")
    path.write_text(f"{long_name}1,{long_name}2,{long_name}3,label\n" + "\n".join(rows) + "\n", encoding="utf-8")
    _open(qtbot, win, path, target="label")
    assert len(win.notices.messages()) >= 2
    win.notices.more.click()
    assert win.notices.details.isVisible()
    hint = win.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720 - FRAME, hint
    win.resize(1280, 720 - FRAME)
    qtbot.waitUntil(lambda: win.width() == 1280 and win.height() == 720 - FRAME)
    QApplication.processEvents()
    assert not outside(win), "\n".join(outside(win))
    assert win.notices.isVisible()
    for label in (win.notices.summary, win.notices.details):  # longer than a line, and shown whole: wrapped
        metrics, text = label.fontMetrics(), label.text()
        assert metrics.horizontalAdvance(text.splitlines()[0]) > label.width()
        wrapped = metrics.boundingRect(QRect(0, 0, label.width(), 10**5), Qt.TextFlag.TextWordWrap, text)
        assert wrapped.height() <= label.height(), (wrapped, label.size())


def test_rows_without_a_class_are_noted_once_the_model_is_trained(qtbot, any_window, tmp_path):
    win = any_window
    rows = [f"{i % 7}.5,{i % 4}.25,{'' if i % 10 == 3 else 'ab'[i % 2]}" for i in range(40)]
    path = tmp_path / "unlabeled.csv"
    path.write_text("x,y,label\n" + "\n".join(rows) + "\n", encoding="utf-8")
    with qtbot.waitSignal(win.session.trainer.succeeded, timeout=15000):
        _open(qtbot, win, path, target="label")
    qtbot.waitUntil(lambda: len(win.notices.messages()) == 1)
    (note,) = win.notices.messages()
    if win.language == "zh_CN":
        assert "有 4 行在目标列“label”中没有值（第一个在" in note and "这些行未被使用" in note, note
    else:
        assert "4 row(s) have no value in the target column 'label' (the first on" in note and "left out" in note
    # another target: the note belonged to the old one; the new target has every value
    win.session.set_target("x")
    assert win.session.dataset.target == "x"
    assert not any("no value" in text or "没有值" in text for text in win.notices.messages()), win.notices.messages()
