"""The start page: samples (English or Chinese), recent files, and the signals the main window listens to."""

from PySide6.QtCore import QLocale, Qt

from bayesgui.data import SAMPLES
from bayesgui.qt.table.start_page import StartPage


def make_page(qtbot, language="en"):
    page = StartPage(language=language)
    qtbot.addWidget(page)
    page.resize(900, 560)
    page.show()
    qtbot.waitExposed(page)
    return page


def double_click(qtbot, listing, row):
    center = listing.visualItemRect(listing.item(row)).center()
    qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=center)
    qtbot.mouseDClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=center)


def test_lists_the_samples_in_english(qtbot):
    page = make_page(qtbot)
    listing = page.samples_list
    assert listing.count() == len(SAMPLES) == 10
    for row, info in enumerate(SAMPLES):
        assert listing.item(row).text() == f"{info.title}\n{info.use}"
    assert page.title.text() and page.open_button.text() == "&Open a file…"


def test_lists_samples_in_chinese(qtbot):
    page = make_page(qtbot, language="zh_CN")
    assert page.samples_list.item(0).text().startswith("西瓜数据集 3.0\n")
    assert page.samples_list.item(0).text().endswith(SAMPLES[0].use_zh)
    page.set_language("en")
    assert page.samples_list.item(0).text().startswith("Watermelon 3.0\n")


def test_double_click_or_enter_chooses_a_sample(qtbot):
    page = make_page(qtbot)
    with qtbot.waitSignal(page.sample_chosen) as chosen:
        double_click(qtbot, page.samples_list, 2)
    assert chosen.args == [SAMPLES[2].id]
    page.samples_list.setFocus()
    page.samples_list.setCurrentRow(3)
    with qtbot.waitSignal(page.sample_chosen) as chosen:
        qtbot.keyClick(page.samples_list, Qt.Key.Key_Return)
    assert chosen.args == [SAMPLES[3].id]
    page.samples_list.setCurrentRow(0)
    with qtbot.waitSignal(page.sample_chosen) as chosen:
        qtbot.mouseClick(page.sample_button, Qt.MouseButton.LeftButton)
    assert chosen.args == ["watermelon3"]


def test_recent_files_are_listed_and_activated(qtbot, tmp_path):
    page = make_page(qtbot)
    assert page.recent_list.count() == 1 and not page.recent_list.item(0).flags()  # "no recent files" note
    with qtbot.assertNotEmitted(page.file_chosen):
        double_click(qtbot, page.recent_list, 0)
    melons = tmp_path / "melons.csv"
    melons.write_text("a,b\n1,2\n", encoding="utf-8")
    gone = tmp_path / "gone.csv"
    page.set_recent_files([melons, str(gone)])
    assert page.recent_list.count() == 2
    assert page.recent_list.item(0).text().startswith("melons.csv\n")
    assert "not found" in page.recent_list.item(1).toolTip()
    with qtbot.waitSignal(page.file_chosen) as chosen:
        double_click(qtbot, page.recent_list, 0)
    assert chosen.args == [str(melons)]
    page.recent_list.setFocus()
    page.recent_list.setCurrentRow(1)
    with qtbot.waitSignal(page.file_chosen) as chosen:
        qtbot.keyClick(page.recent_list, Qt.Key.Key_Enter)
    assert chosen.args == [str(gone)]


def test_open_button_requests_a_file(qtbot):
    page = make_page(qtbot)
    with qtbot.waitSignal(page.open_requested):
        qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)


def test_follows_the_default_locale(qtbot):
    before = QLocale()
    QLocale.setDefault(QLocale("zh_CN"))
    try:
        page = StartPage()
        qtbot.addWidget(page)
        assert page.is_chinese() and page.samples_list.item(1).text().startswith("西瓜数据集 3.0α")
    finally:
        QLocale.setDefault(before)
    page.set_language(None)
    assert page.samples_list.item(1).text().startswith(f"{SAMPLES[1].title}\n") == (not before.name().startswith("zh"))
