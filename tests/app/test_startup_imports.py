"""What the window costs to start: the fully built window (iris opened and trained, every tab painted, as
``bench_gui.py`` times it) imports neither scipy (~0.2 s of CPU: any scipy subpackage clones numpy, loading
numpy.f2py and numpy.testing), superqt (~0.1 s: its package loads every widget it has, pygments and qtpy),
pyqtgraph's exporters (~50 ms: xml.dom), which only Export plot needs, nor charset-normalizer and the East Asian
codecs (~10 ms), which only a file that is not UTF-8 needs."""

import os
import subprocess
import sys

import pyqtgraph as pg

READY = """
import sys
from PySide6.QtCore import QTimer
from bayesgui.app.main import application
from bayesgui.app.main_window import MainWindow
app = application()
window = MainWindow(restore_layout=False, deferred=True)
def every_tab():
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        window.tabs.currentWidget().repaint()
        app.processEvents()
    heavy = ("scipy", "numpy.f2py", "numpy.testing", "superqt", "pyqtgraph.exporters", "charset_normalizer")
    heavy = [m for m in (*heavy, "_codecs_cn") if m in sys.modules]
    print("trained" if window.session.record is not None else "untrained", heavy, flush=True)
    app.quit()
def trained():
    if window.session.record is not None and not window.busy():
        poll.stop()
        every_tab()
poll = QTimer(interval=5)
poll.timeout.connect(trained)
window.when_built(lambda: (window.open_any("iris"), poll.start()))
QTimer.singleShot(60_000, app.quit)
window.show()
app.exec()
"""


def test_the_fully_built_window_imports_neither_scipy_nor_superqt():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", READY], capture_output=True, text=True, env=env, timeout=120)
    assert result.stdout.split("\n")[0] == "trained []", result.stdout + result.stderr



def test_no_plot_builds_a_menu_it_does_not_offer(qtbot, monkeypatch):
    """Every plot of the window is created without pyqtgraph's context menu: each ViewBox menu costs ~3 ms to
    build, and no plot of the window offers it (disabling it afterwards builds it first)."""
    import importlib

    viewbox_module = importlib.import_module("pyqtgraph.graphicsItems.ViewBox.ViewBox")  # the module, not the class
    from bayesgui.app.main_window import MainWindow

    built = []

    class CountedMenu(viewbox_module.ViewBoxMenu):
        def __init__(self, view):
            built.append(view)
            super().__init__(view)

    monkeypatch.setattr(viewbox_module, "ViewBoxMenu", CountedMenu)
    window = MainWindow(restore_layout=False)
    qtbot.addWidget(window)
    views = window.findChildren(pg.GraphicsView)
    boxes = [item for view in views for item in view.items() if isinstance(item, pg.ViewBox)]
    assert len(boxes) >= 10 and built == []
    window.session.shutdown()
