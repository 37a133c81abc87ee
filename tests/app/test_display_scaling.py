"""The system's DPI and font scaling are honoured: exact scale factors, and a window that still fits."""

import json
import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from tests.app.conftest import window_in
from tests.app.test_small_screens import FRAME

PROBE = textwrap.dedent(
    """
    import json, os
    from bayesgui.app.main import application
    app = application()
    from PySide6.QtGui import QGuiApplication
    from bayesgui.app.main_window import MainWindow
    window = MainWindow(restore_layout=False)
    window.show()
    hint = window.minimumSizeHint()
    policy = QGuiApplication.highDpiScaleFactorRoundingPolicy().name
    print(json.dumps([policy, window.devicePixelRatioF(), hint.width(), hint.height()]))
    window.session.shutdown()
    os._exit(0)
    """
)


def probe(scale: str | None) -> list:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("QT_SCALE_FACTOR", None)
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_125_percent_screen_scales_exactly_without_growing_the_window():
    plain, scaled = probe(None), probe("1.25")
    assert scaled[0] == "PassThrough" and scaled[1] == pytest.approx(1.25) and plain[1] == pytest.approx(1.0)
    assert scaled[2:] == plain[2:]  # the same window in logical pixels: Qt scales it, nothing doubles it


@pytest.fixture
def twelve_point_window(qtbot, answers):
    app = QApplication.instance()
    font = QFont(app.font())
    bigger = QFont(font)
    bigger.setPointSizeF(12.0)
    app.setFont(bigger)
    yield from window_in(qtbot, "zh_CN")
    app.setFont(font)


def test_a_12_point_system_font_still_fits_1366_by_768(twelve_point_window):
    win = twelve_point_window
    assert win.font().pointSizeF() == 12.0
    hint = win.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 768 - FRAME, hint
