"""The window paints on the GUI thread alone: Qt's GUI thread pool (which splits a large fill across helper threads
and waits for them) is off in the application BayesGUI starts (``app.main.application``)."""

import os
import subprocess
import sys
import textwrap

import pytest

PROBE = textwrap.dedent(
    """
    import glob, os
    from PySide6.QtWidgets import QLabel, QTabWidget
    from bayesgui.app.main import application
    app = application()
    def pooled():
        return sum("Thread (pooled)" in open(f).read() for f in glob.glob("/proc/self/task/*/comm"))
    tabs = QTabWidget()
    for i in range(3):
        tabs.addTab(QLabel("page"), f"tab {i}")
    tabs.resize(1400, 900)
    tabs.show()
    for i in range(3):
        tabs.setCurrentIndex(i)
        tabs.repaint()  # the tab page's frame: one large fill each time
        app.processEvents()
    print(pooled())
    os._exit(0)
    """
)


def pooled_threads(**env) -> int:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    environment.pop("QT_NO_GUI_THREADPOOL", None)
    done = subprocess.run([sys.executable, "-c", PROBE], env=environment, capture_output=True, text=True, timeout=120)
    return int(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the threads' names in /proc")
def test_painting_starts_no_helper_threads():
    assert pooled_threads() == 0
