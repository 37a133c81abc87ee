"""Text made below Qt reaches the Chinese window in Chinese: progress messages, file errors, failed fits."""

import re

import numpy as np
import pytest
from PySide6.QtWidgets import QMessageBox

from bayesgui.data.saved.model_settings import ModelSettings
from tests.app.conftest import open_and_train, window_in
from tests.app.test_chinese_everywhere import english_words

CJK = re.compile(r"[\u4e00-\u9fff]")
FORMATS = {"TSV", "TXT", "Excel", "xlsx", "xls", "WPS", "UTF"}  # names of file formats, written as they are


@pytest.fixture
def chinese_window(qtbot, answers):
    yield from window_in(qtbot, "zh_CN")


def _assert_chinese(text: str, data_words: set[str]) -> None:
    assert CJK.search(text), f"no Chinese in {text!r}"
    english = english_words(text, data_words) - FORMATS
    assert not english, f"English words {english} in {text!r}"


def _table(path, n_rows=3000, classes=("yes", "no", "maybe")):
    rng = np.random.default_rng(3)
    y = rng.choice(classes, size=n_rows)
    shift = {c: i for i, c in enumerate(classes)}
    rows = [f"{rng.normal() + shift[c]:.4f},{rng.normal() - shift[c]:.4f},{rng.choice(['red', 'blue'])},{c}"
            for c in y]
    path.write_text("width,height,colour,outcome\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_progress_messages_of_training_prediction_and_evaluation_are_chinese(qtbot, chinese_window, tmp_path):
    win = chinese_window
    shown: list[str] = []
    for runner in (win.session.trainer, win.session.predictor, win.loader):  # after the window's own slot
        runner.progressed.connect(lambda _p: shown.append(win.status_label.text()))
    win.evaluate_view.runner.progressed.connect(lambda _p: shown.append(win.evaluate_view.status.text()))

    path = _table(tmp_path / "big.csv")
    win.files._saved = None
    open_and_train(qtbot, win, str(path), target="outcome")
    assert win.session.dataset.n_rows == 3000
    with qtbot.waitSignal(win.session.predictions_changed, timeout=30000):
        win.actions["predict"].trigger()
    with qtbot.waitSignal(win.evaluate_view.finished, timeout=60000):
        assert win.evaluate_view.run("evaluate")

    data_words = {"big", "csv", "width", "height", "colour", "outcome"}
    assert shown
    for text in set(shown):
        _assert_chinese(text, data_words)
    # every kind of job said what it was doing, in Chinese
    for expected in ("正在读取数据", "正在编码表格", "正在拟合", "正在对每一行分类"):
        assert expected in shown
    assert any(text.startswith("第 ") and "折" in text for text in shown)  # "Fold 3 of 10"


def _bad_files(tmp_path):
    (tmp_path / "empty.csv").write_bytes(b"")
    (tmp_path / "binary.csv").write_bytes(bytes(range(256)) * 20)
    (tmp_path / "folder.csv").mkdir()
    (tmp_path / "garbage.bayesgui").write_text("not json", encoding="utf-8")
    (tmp_path / "future.bayesgui").write_text('{"format": "bayesgui-project", "version": 999}', encoding="utf-8")
    (tmp_path / "ragged.csv").write_text("a,b,c\n1,2,3\n4,5\n", encoding="utf-8")
    (tmp_path / "very_ragged.csv").write_text("a,b,c\n1,2,3\n4,5\n6,7,8,9\n", encoding="utf-8")
    (tmp_path / "oneclass.csv").write_text("colour,size,label\nred,big,a\nblue,small,a\nred,small,a\n", "utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("name", "target"),
    [
        ("empty.csv", None),
        ("binary.csv", None),
        ("folder.csv", None),
        ("missing.csv", None),
        ("garbage.bayesgui", None),
        ("future.bayesgui", None),
        ("ragged.csv", None),
        ("very_ragged.csv", None),
        ("oneclass.csv", "label"),
    ],
)  # fmt: skip
def test_a_bad_file_is_refused_in_chinese_naming_the_file(qtbot, chinese_window, tmp_path, name, target):
    win = chinese_window
    folder = _bad_files(tmp_path)
    win.files._saved = None  # nothing to confirm
    win.last_error = None
    win.open_any(str(folder / name), target=target)
    qtbot.waitUntil(lambda: win.last_error is not None and not win.busy(), timeout=15000)
    message = win.last_error
    assert name in message  # the file is named, as in English
    words = set(re.findall(r"[A-Za-z]+", str(folder))) | {"csv", "bayesgui", "label", "colour", "size", "JSON"}
    words |= set(re.findall(r"[A-Za-z]+", name))
    _assert_chinese(message, words)
    assert win.status_label.text() == message.splitlines()[0]
    for box in win.findChildren(QMessageBox):
        box.done(0)


def test_a_failed_fit_is_explained_in_chinese_in_the_model_panel(qtbot, chinese_window, tmp_path):
    win = chinese_window
    rng = np.random.default_rng(0)
    classes = ["p"] * 15 + ["q"] * 15 + ["r"]
    rows = [f"{a:.3f},{b:.3f},{c}" for (a, b), c in zip(rng.normal(size=(31, 2)), classes, strict=True)]
    path = tmp_path / "one_row_class.csv"
    path.write_text("x1,x2,cls\n" + "\n".join(rows) + "\n", encoding="utf-8")
    win.files._saved = None
    win.files._saved = None
    win.open_any(str(path), target="cls")
    qtbot.waitUntil(lambda: not win.busy() and win.session.dataset.source.name == path.name, timeout=15000)
    with qtbot.waitSignal(win.session.trainer.failed, timeout=15000) as failure:
        win.session.set_settings(ModelSettings("qda"))
    text = win.model_panel.status_label.text()
    assert failure.args[0] in text
    _assert_chinese(text, {"reg", "param"})
    # the class with one row, by its name (the core numbers the classes: code 2 of p, q, r)
    assert "类别 “r” 的协方差矩阵奇异（1 个完整行，却有 2 个特征）" in text
