"""The autouse guard in tests/conftest.py really fails a test that leaves a worker thread running."""

from pathlib import Path

pytest_plugins = ["pytester"]

LEAKY = '''
import threading

from PySide6.QtCore import QRunnable, QThreadPool

release = threading.Event()
wait_for_done = QThreadPool.waitForDone


def release_then_wait(pool, *args):
    release.set()  # the guard has counted the blocked worker by now: let it finish, so the clean-up is quick
    return wait_for_done(pool, *args)


QThreadPool.waitForDone = release_then_wait


class Blocked(QRunnable):
    def run(self):
        release.wait(10)


def test_leaves_a_worker_running(qapp):
    QThreadPool.globalInstance().start(Blocked())


def test_cleans_up(qapp):
    QThreadPool.globalInstance().start(Blocked())
    release.set()
    assert QThreadPool.globalInstance().waitForDone(5000)
'''


def test_guard_fails_the_leaky_test_only(pytester):
    pytester.makeconftest((Path(__file__).parent / "conftest.py").read_text(encoding="utf-8"))
    pytester.makepyfile(test_leak=LEAKY)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, errors=1)
    result.stdout.fnmatch_lines(["*left 1 worker thread(s) running*"])
