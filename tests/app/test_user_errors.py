"""Every failure a click can cause says what happened in the window's language (issue 28): the learning curve of a
model without probabilities, a one-row class under the unbiased variance, a kind that does not fit, the same
error twice, and an internal error (which says so, offers its traceback and is logged). English and Chinese."""

import logging

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from bayesgui.data import DataError, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.common.message_box import open_boxes
from bayesgui.tasks.curves import learning_curve
from tests.app.conftest import window_in

# What each message must say, per language: (the learning curve's refusal, the one-row class, "continuous",
# the folded box, the internal error, the copy button)
WORDS = {
    "en": ("no learning curve", "single row", "cannot be continuous", "This happened 2 times.",
           "An internal error occurred", "Copy details"),
    "zh_CN": ("没有对数损失和风险的学习曲线", "只有一行", "不能设为连续", "此情况已出现 2 次。",
              "发生了内部错误", "复制详细信息"),
}  # fmt: skip
RAW = ("predict_proba", "np.int64", "variance='mle'", "Traceback", "AttributeError")


@pytest.fixture(params=["en", "zh_CN"])
def win(request, qtbot, answers):
    window = next(gen := window_in(qtbot, request.param))
    window.files._saved = None
    yield window
    for box in window.findChildren(QMessageBox):
        box.done(0)
    next(gen, None)


def _words(win):
    return WORDS[win.language]


def _choose_model(qtbot, win, key):
    combo = win.model_panel.model_combo
    with qtbot.waitSignal(win.session.trainer.busy_changed, timeout=10000):
        combo.setCurrentIndex(combo.findData(key))
    qtbot.waitUntil(lambda: not win.busy(), timeout=20000)


def _boxes(win):
    return [box.text() for box in open_boxes(win)]


def test_the_learning_curve_of_the_linear_svm_is_refused_before_the_job_in_the_window_language(qtbot, win):
    _choose_model(qtbot, win, "svm")
    view = win.evaluate_view
    button = view.controls.learning_button
    assert not button.isEnabled() and _words(win)[0] in button.toolTip()  # not offered, and says why
    started = []
    view.runner.started.connect(lambda: started.append(True))
    assert view.run("learning") is False  # the menu or a script asks all the same: refused, no job
    assert not started and _words(win)[0] in view.status.text()
    assert not any(raw in view.status.text() for raw in RAW)
    _choose_model(qtbot, win, "naive-bayes")
    assert button.isEnabled()  # offered again for a model with probabilities


def test_the_learning_curve_job_itself_refuses_a_model_without_probabilities_before_encoding():
    job = learning_curve(load_sample("iris"), ModelSettings("svm"))
    with pytest.raises(DataError, match="no learning curve"):
        next(job)  # at the first step: nothing encoded or fitted


def test_a_one_row_class_under_the_unbiased_variance_names_class_column_and_setting(qtbot, win):
    combo = win.model_panel.preset_combo
    combo.setCurrentIndex(combo.findData("zhou-7.3"))  # the book's preset: the unbiased variance
    combo.activated.emit(combo.currentIndex())
    assert win.session.settings.variance == "unbiased"
    qtbot.waitUntil(lambda: not win.busy(), timeout=20000)
    with qtbot.waitSignal(win.session.trainer.failed, timeout=20000) as failed:
        win.session.set_target("含糖率")  # every sugar value a class of one row
    message = failed.args[0]
    classes = set(map(str, win.session.dataset.frame["含糖率"]))
    named = message.split("“" if win.language == "zh_CN" else "'")[1].split("”" if win.language == "zh_CN" else "'")[0]
    assert named in classes, message  # the class by its label
    assert "密度" in message and _words(win)[1] in message, message  # the column by its name
    mle = "极大似然 1/n" if win.language == "zh_CN" else "MLE 1/n"
    assert mle in message, message  # the setting by the label the Model panel shows
    assert not any(raw in message for raw in RAW)
    assert _boxes(win) == [message]


def test_a_kind_that_does_not_fit_is_named_in_the_window_language(qtbot, win):
    win.session.set_kind("色泽", "continuous")  # text in a number column
    assert _words(win)[2] in win.last_error, win.last_error
    if win.language == "zh_CN":
        assert "continuous" not in win.last_error


def test_the_same_error_twice_is_folded_into_the_open_box(qtbot, win):
    win.open_any("three-coins")
    qtbot.waitUntil(lambda: win.session.dataset.n_rows and "y" in win.session.dataset.columns, timeout=15000)
    qtbot.waitUntil(lambda: not win.busy(), timeout=15000)
    stack = win.session.undo_stack
    win.session.set_target("y")  # the only column: no features left
    qtbot.waitUntil(lambda: len(_boxes(win)) == 1, timeout=10000)
    stack.undo()
    stack.redo()  # the same choice again, the same error
    qtbot.waitUntil(lambda: _words(win)[3] in open_boxes(win)[0].informativeText(), timeout=10000)
    assert len(open_boxes(win)) == 1
    assert win.session.dataset.source.name in _boxes(win)[0]
    open_boxes(win)[0].done(0)
    win.session.set_target(None)
    win.session.set_target("y")  # once the box is closed, a new one
    qtbot.waitUntil(lambda: len(_boxes(win)) == 1, timeout=10000)
    assert open_boxes(win)[0].informativeText() == ""


def test_an_internal_error_says_so_offers_its_details_and_is_logged(qtbot, win, monkeypatch, caplog):
    import bayesgui.qt.common.session as session_module

    def broken(dataset, settings):
        yield from ()
        raise AttributeError("'LinearSVM' object has no attribute 'predict_proba'")

    monkeypatch.setattr(session_module, "train_model", broken)
    with caplog.at_level(logging.ERROR, logger="bayesgui"):
        with qtbot.waitSignal(win.session.trainer.failed, timeout=10000):
            win.session.train()
        qtbot.waitUntil(lambda: len(open_boxes(win)) == 1, timeout=10000)
    box = open_boxes(win)[0]
    assert box.text().startswith(_words(win)[4]) and not any(raw in box.text() for raw in RAW)
    assert "Traceback" in box.detailedText() and "predict_proba" in box.detailedText()
    assert any("predict_proba" in record.getMessage() for record in caplog.records)  # logged
    copy = next(b for b in box.findChildren(QPushButton) if b.objectName() == "copy_details")
    assert copy.text() == _words(win)[5]
    copy.click()
    assert QApplication.clipboard().text() == box.detailedText()
    assert box.isVisible()  # copying does not close the box
    win.session.train()  # the same internal error again: folded into the same box
    qtbot.waitUntil(lambda: _words(win)[3] in box.informativeText(), timeout=10000)
    assert len(open_boxes(win)) == 1


def test_an_exception_escaping_a_slot_is_shown_as_an_internal_error_and_logged_to_a_file(qtbot, win, monkeypatch,
                                                                                         tmp_path):
    import sys

    from PySide6.QtCore import QTimer

    from bayesgui.app import error_log

    monkeypatch.setattr(error_log, "log_path", lambda: tmp_path / "data" / "bayesgui.log")
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    logger = logging.getLogger("bayesgui")
    monkeypatch.setattr(logger, "handlers", [])
    error_log.install()  # as the application does at start

    def boom():
        raise ZeroDivisionError("division by zero")

    QTimer.singleShot(0, boom)  # a defect in a slot: Qt's event loop hands it to sys.excepthook
    qtbot.waitUntil(lambda: len(open_boxes(win)) == 1, timeout=5000)
    box = open_boxes(win)[0]
    assert box.text().startswith(_words(win)[4]) and "ZeroDivisionError" in box.detailedText()
    for handler in logger.handlers:
        handler.close()
    logged = (tmp_path / "data" / "bayesgui.log").read_text(encoding="utf-8")
    assert "Traceback" in logged and "in boom" in logged and "ZeroDivisionError" in logged


def test_the_smoothing_explorer_is_not_offered_for_a_model_without_smoothing_and_names_it(qtbot, win):
    _choose_model(qtbot, win, "lda")
    button = win.evaluate_view.controls.smoothing_button
    name = "LDA（共享协方差）" if win.language == "zh_CN" else "LDA (shared covariance)"
    assert not button.isEnabled() and name in button.toolTip() and "lda " not in button.toolTip()
    assert win.evaluate_view.run("smoothing") is False and name in win.evaluate_view.status.text()


@pytest.mark.parametrize(("language", "setting"), [("en", "'Shrinkage r'"), ("zh_CN", "“收缩系数 r”")])
def test_qda_names_its_shrinkage_setting_by_its_label_when_a_class_covariance_is_singular(qapp, tmp_path, language,
                                                                                                 setting):
    """Found by the random-use test: QDA's refusal said "Raise reg_param", the setting's code name."""
    from bayesgui.app.language.translators import install_translators
    from bayesgui.data import load_dataset
    from bayesgui.qt.common.text.translate import translated
    from bayesgui.tasks.train import train_model

    rows = load_sample("iris").frame
    virginica = rows.iloc[:, -1] == rows.iloc[-1, -1]
    path = tmp_path / "iris-one-virginica.csv"
    rows[~virginica | (virginica.cumsum() == 1)].to_csv(path, index=False)  # virginica: a single row
    job = train_model(load_dataset(path), ModelSettings("qda"))
    with pytest.raises(DataError) as refused:
        while True:
            next(job)
    install_translators(QApplication.instance(), language)
    try:
        message = translated(refused.value)
    finally:
        install_translators(QApplication.instance(), "en")
    assert setting in message and "reg_param" not in message, message
    assert "virginica" in message and not any(raw in message for raw in RAW), message
