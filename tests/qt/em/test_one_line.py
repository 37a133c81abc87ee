"""A lab's status line: a new text is shown in full width without re-laying out the lab (which repainted every
control of the tab at each frame of an animation), and the line grows with its font (presentation mode)."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from bayesgui.data import load_sample
from bayesgui.qt.em.lab.window import EmLab
from bayesgui.qt.em.one_line import OneLine


class LayoutRequests(QObject):
    """Counts the layout requests ``widget`` receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def tab_with(line: QWidget) -> tuple[QTabWidget, QWidget]:
    page = QWidget()
    column = QVBoxLayout(page)
    column.addWidget(QPushButton("Play"))
    column.addWidget(line)
    tabs = QTabWidget()
    tabs.addTab(page, "lab")
    return tabs, page


def requests_after(qtbot, widget: QWidget, change) -> int:
    """The layout requests ``widget`` receives after ``change()`` (once those pending before it are handled)."""
    requests = LayoutRequests(widget)
    flush_layouts()
    requests.count = 0
    change()
    flush_layouts()
    return requests.count


def flush_layouts() -> None:
    """Handle every layout request posted so far, and those that posts (not a wait on the clock: a wait of 20 ms
    can end before a loaded machine has handled them)."""
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()


def shown_tab_with(qtbot, label: QLabel, held: bool) -> tuple[QTabWidget, QWidget]:
    tabs, page = tab_with(OneLine(label) if held else label)
    qtbot.addWidget(tabs)
    tabs.resize(600, 200)
    tabs.show()
    qtbot.waitExposed(tabs)
    return tabs, page


def test_a_new_text_does_not_re_lay_out_the_page(qtbot):
    text = "Iteration 12, M step, log-likelihood -1234.56  (converged)"
    label = QLabel("Initial parameters")
    _, page = shown_tab_with(qtbot, label, held=True)
    assert requests_after(qtbot, page, lambda: label.setText(text)) == 0
    button = page.layout().itemAt(0).widget()
    assert label.text().endswith("(converged)") and label.width() == button.width()  # the page's whole width
    plain = QLabel("Initial parameters")  # the same without the holder: the page is laid out again
    _, other_page = shown_tab_with(qtbot, plain, held=False)
    assert requests_after(qtbot, other_page, lambda: plain.setText(text)) > 0


def test_the_line_follows_its_font(qtbot):
    label = QLabel("Iteration 3")
    line = OneLine(label)
    qtbot.addWidget(line)
    small = line.height()
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)
    assert line.height() >= label.fontMetrics().height() > small - 6


def test_the_em_labs_status_does_not_re_lay_out_the_lab(qtbot, session):
    session.load(load_sample("faithful"))
    lab = EmLab(session)
    qtbot.addWidget(lab)
    lab.resize(1100, 700)
    lab.show()
    qtbot.waitExposed(lab)

    def say() -> None:
        for text in ("Iteration 1, E step, log-likelihood -1130.26", "Iteration 10, M step, log-likelihood -1034.0"):
            lab.say(text)
            qtbot.wait(10)

    assert requests_after(qtbot, lab, say) == 0 and lab.status_label.text().startswith("Iteration 10")
    assert lab.status_label.isVisible() and lab.status_label.width() > 500
    lab.shutdown()
