"""The "show your work" panel: fractions and factors from the record, numbers as the book prints them with every
digit on hover, notes, copy as text."""

import re

import pandas as pd
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtGui import QGuiApplication, QHelpEvent
from PySide6.QtWidgets import QToolTip

from bayesgui.data import Dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.classify import work_panel
from bayesgui.qt.classify.work_panel import WorkPanel
from bayesgui.qt.common.loop.gui_turns import gui_turns
from bayesgui.report import render_text
from bayesgui.report.worked.formulas import fmt as number
from tests.qt.conftest import load_and_train


@pytest.fixture
def panel(qtbot, melon_session):
    widget = WorkPanel(melon_session)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def shown_posterior(text, cls):
    """The posterior of ``cls`` as printed: the value cell after "P(cls|x)" and "joint / evidence"."""
    match = re.search(rf"^P\({cls}\|x\)\n[^\n]+ / [^\n]+\n([^\n]+)$", text, re.MULTILINE)
    assert match, text
    return float(match.group(1))


def test_fractions_and_factors_come_from_the_record(melon_session, panel):
    text, record = panel.plain_text(), melon_session.record
    assert "8 / 17" in text and "9 / 17" in text  # the priors, frequency estimate
    assert "P(色泽=青绿 | 好瓜=是)\n(3 + 1) / (8 + 3×1)\n0.364" in text
    assert "P(触感=硬滑 | 好瓜=否)\n(6 + 1) / (9 + 2×1)" in text
    assert "N(0.697; μ=0.574, σ²=0.121²" in text and "p(含糖率=0.460 | 好瓜=是)" in text
    for work in record.work:
        for factor in work.factors:
            assert f"{number(factor.value)}\n{number(factor.log)}" in text, factor.feature
        assert number(work.joint) in text and number(work.log_joint) in text
        assert shown_posterior(text, work.name) == pytest.approx(work.posterior, abs=5e-4)
    assert f"Evidence P(x) = Σ_c P(c)·P(x|c) = {number(record.work[0].joint)}" in text
    assert "R(是|x)\n0×0.998 + 1×0.00228\n0.00228" in text
    assert "Decision (least risk): 是" in text


def test_follows_the_loss_the_query_and_the_settings(qtbot, melon_session, panel):
    melon_session.set_query_values({**melon_session.record.sample, "纹理": "稍糊"})
    assert "P(纹理=稍糊 | 好瓜=是)\n(1 + 1) / (8 + 3×1)" in panel.plain_text()
    melon_session.set_loss(melon_session.loss.with_cell(0, 1, 1000))
    text = panel.plain_text()
    assert "R(是|x)\n0×0.985 + 1000×0.015\n14.992" in text and "Decision (least risk): 否" in text
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_settings(melon_session.settings.replace(prior_alpha=1.0))
    assert "(8 + 1) / (17 + 2×1)" in panel.plain_text()
    assert shown_posterior(panel.plain_text(), "否") == pytest.approx(melon_session.record.posterior["否"], abs=5e-4)


def test_missing_features_are_left_out(melon_session, panel):
    melon_session.set_query_values({**melon_session.record.sample, "色泽": None, "密度": None})
    text = panel.plain_text()
    assert "Missing (left out of the product): 色泽, 密度" in text
    assert "P(色泽=" not in text and "p(密度=" not in text and "P(根蒂=蜷缩 | 好瓜=是)" in text


def test_the_zero_probability_rule_is_explained_in_a_highlighted_note(qtbot, session):
    frame = pd.DataFrame(
        {"f1": ["u", "u", "v", "w"], "f2": ["t", "s", "s", "s"], "y": ["A", "A", "B", "B"]}
    )  # f1=v never occurs with A, f2=t never with B: with λ = 0 both joints are 0
    dataset = Dataset.from_frame(frame, target="y", kinds={"f1": "categorical", "f2": "categorical"})
    panel = WorkPanel(session)
    qtbot.addWidget(panel)
    session.load(dataset, settings=ModelSettings(alpha=0.0))
    qtbot.waitUntil(lambda: session.record is not None, timeout=10000)
    session.set_query_values({"f1": "v", "f2": "t"})
    assert session.record.notes
    assert "P(f1=v | y=A)\n0 / 2\n0\n-inf" in panel.plain_text()
    assert "Note: Every class has joint probability 0" in panel.plain_text()
    assert "#fff3cd" in panel.html()
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        session.set_settings(ModelSettings(alpha=1.0))
    assert not session.record.notes and "Note:" not in panel.plain_text()


def test_copy_as_text_puts_the_worked_computation_on_the_clipboard(qtbot, melon_session, panel):
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(panel.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert copied == render_text(melon_session.record, work_panel.translate) == panel.worked_text()
    assert "P(色泽=青绿 | 好瓜=是) = (3 + 1) / (8 + 3×1) = 0.364" in copied  # the precision shown
    assert "0.363636" not in copied


def test_empty_until_there_is_a_record(qtbot, session):
    panel = WorkPanel(session)
    qtbot.addWidget(panel)
    assert "Train a model" in panel.plain_text() and not panel.copy_button.isEnabled()
    load_and_train(qtbot, session, load_sample("watermelon3"))
    assert "Class 好瓜 = 是" in panel.plain_text() and panel.copy_button.isEnabled()


class UpperTranslator(QTranslator):
    """Every "report" string in capitals: stands in for a real translation (e.g. Chinese)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper() if context == "report" else ""

    def isEmpty(self):
        return False


def test_page_and_copied_text_speak_the_interface_language(qtbot, melon_session, panel):
    english = panel.worked_text()
    translator = UpperTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        panel.refresh()
        page, copied = panel.plain_text(), panel.worked_text()
    finally:
        QCoreApplication.removeTranslator(translator)
    assert "DECISION (LEAST RISK): 是" in page and "DECISION (LEAST RISK): 是" in copied
    assert "CLASS 好瓜 = 是" in copied and "Decision" not in copied and "Class" not in page
    assert re.findall(r"\d+\.\d+", copied) == re.findall(r"\d+\.\d+", english)  # the numbers are unchanged


def test_score_models_show_their_terms(qtbot, session):
    panel = WorkPanel(session)
    qtbot.addWidget(panel)
    session.set_settings(ModelSettings(model="lda"))
    load_and_train(qtbot, session, load_sample("iris"))
    text = panel.plain_text()
    assert "−½·(x−μ_c)ᵀ Σ_c⁻¹ (x−μ_c)" in text and "Δ² =" in text and "Model: LDA" in text
    assert "Decision (least risk): setosa" in text


def tooltip_over(panel, text: str) -> str:
    """What hovering the first occurrence of ``text`` on the page shows."""
    browser = panel.browser
    cursor = browser.document().find(text)
    assert not cursor.isNull(), text
    cursor.setPosition(cursor.selectionStart() + 1)
    pos = browser.cursorRect(cursor).center()
    QToolTip.hideText()
    QCoreApplication.sendEvent(browser.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos, browser.mapToGlobal(pos)))
    return QToolTip.text()


def test_zhous_test_1_is_printed_as_the_book_prints_it_with_more_digits_on_hover(qtbot, session):
    """Zhou §7.3 测1 under the preset zhou-7.3: 含糖率 = 0.460 as in the file, densities 1.959, 0.788, 1.203, 0.066."""
    panel = WorkPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.load(load_sample("watermelon3"), settings=ModelSettings().with_preset("zhou-7.3"))
    qtbot.waitUntil(lambda: session.record is not None, timeout=10000)
    assert session.record.work[0].prior.fraction.alpha == 0  # no smoothing, as in the book
    text = panel.plain_text()
    for shown in ("0.460", "1.959", "0.788", "1.203", "0.066", "9 / 17\n0.529"):
        assert shown in text, shown
    assert "含糖率=0.46 " not in text and "1.95901" not in text
    density = next(f for f in session.record.work[0].factors if f.feature == "密度").value
    assert tooltip_over(panel, "1.959") == f"{density:.12g}"  # 1.95900...: every digit
    assert tooltip_over(panel, "9 / 17") == panel.browser.toolTip()  # nothing more to say: the widget's own tip
    prior = session.record.work[1].prior.value
    assert tooltip_over(panel, "0.529") == f"{prior:.12g}" == "0.529411764706"
    assert re.search(r"^N\(0\.46; μ=0\.27875, σ²=0\.\d{9,}²=0\.\d{9,}\)$", tooltip_over(panel, "N(0.460"))  # in full


@pytest.mark.parametrize("width, scale", [(1300, 1.0), (320, 1.0), (320, 1.5)])
def test_the_half_terms_are_never_clipped_or_broken(qtbot, melon_session, width, scale):
    """"−½·log|Σ_c|" stays on one line as wide as its font needs, in a narrow dock and with a projector's font."""
    from PySide6.QtGui import QFontMetricsF

    melon_session.set_settings(melon_session.settings.replace(model="qda"))
    record = lambda: melon_session.record  # noqa: E731
    qtbot.waitUntil(lambda: record() is not None and "−½" in render_text(record()), timeout=10000)
    widget = WorkPanel(melon_session)
    qtbot.addWidget(widget)
    font = widget.browser.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    widget.browser.setFont(font)
    widget.resize(width, 500)
    widget.show()
    qtbot.waitExposed(widget)
    doc, found = widget.browser.document(), 0
    cursor = doc.find("−½")
    while not cursor.isNull():
        block = cursor.block()
        layout = block.layout()
        metrics = QFontMetricsF(cursor.charFormat().font())
        assert layout.lineCount() == 1, block.text()
        line = layout.lineAt(0)
        assert metrics.horizontalAdvance(block.text()) <= line.width() + 0.5, (block.text(), line.width())
        assert line.naturalTextWidth() <= line.width() + 0.5
        found += 1
        cursor = doc.find("−½", cursor)
    assert found >= 4  # two terms for each of the two classes


def test_the_page_is_laid_out_once_when_training_ends(qtbot, melon_session, panel):
    """Training ends with loss, model and query signals: the page (~25 ms to lay out for 20 features) is
    rendered once, after the slot, with the new record."""
    real, calls = panel.browser.setHtml, []

    def counted(html):
        calls.append(html)
        real(html)

    panel.browser.setHtml = counted
    with qtbot.waitSignal(melon_session.model_changed, timeout=10000):
        melon_session.set_settings(melon_session.settings.replace(prior_alpha=1.0))
    qtbot.waitUntil(lambda: melon_session.record is not None and len(calls) > 0, timeout=5000)
    qtbot.wait(50)
    assert len(calls) == 1
    assert "(8 + 1) / (17 + 2×1)" in panel.plain_text() and len(calls) == 1


def test_a_hidden_panel_draws_when_shown(qtbot, melon_session):
    """Behind another dock's tab the panel lays no page out for a new record (~20 ms of the GUI thread each time);
    as it is shown it draws the current record, before its first paint (the old page never flashes)."""
    widget = WorkPanel(melon_session)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(lambda: not widget.drawing)
    laid_out = []
    widget.browser.setHtml = lambda html, set_html=widget.browser.setHtml: (laid_out.append(html), set_html(html))
    widget.hide()
    melon_session.set_query_row(5)
    qtbot.waitUntil(lambda: not gui_turns().pending)  # every piece of work queued for later turns has run
    assert widget.drawing and laid_out == []
    widget.show()  # (drawn in the showing: a paint comes in a later turn)
    assert not widget.drawing and len(laid_out) == 1 and laid_out[0] == render_html_of(melon_session.record)
    assert widget.plain_text() == widget.browser.toPlainText() and len(laid_out) == 1  # read: nothing more to draw


def render_html_of(record):
    from bayesgui.report import render_html

    return render_html(record, work_panel.translate)


def test_a_page_read_before_its_turn_is_the_current_record(melon_session, panel):
    """A caller reading the page (copying, a test) right after a change reads the new record, drawn then."""
    melon_session.set_query_row(5)
    assert panel.drawing
    assert panel.html() == render_html_of(melon_session.record) and not panel.drawing
