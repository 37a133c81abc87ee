"""Opening a project whose data file is missing, a folder, a link loop, a FIFO or a device: a message, never a
crash or a frozen window."""

import json
import os
import sys
import threading

import pytest
from PySide6.QtCore import Qt

from tests.app.conftest import open_and_train

pytestmark = pytest.mark.timeout(60)


def _project_to(tmp_path, data_path) -> str:
    project = tmp_path / "hostile.bayesgui"
    document = {
        "format": "bayesgui-project", "version": 1, "sample": None,
        "data": {"path": str(data_path), "sha256": None, "encoding": None},
        "kinds": {}, "target": None, "loss": None, "settings": {},
    }
    project.write_text(json.dumps(document), encoding="utf-8")
    return str(project)


def _missing(tmp_path):
    return tmp_path / "gone.csv"


def _folder(tmp_path):
    (tmp_path / "folder.csv").mkdir()
    return tmp_path / "folder.csv"


def _loop(tmp_path):
    os.symlink(tmp_path / "b.csv", tmp_path / "a.csv")
    os.symlink(tmp_path / "a.csv", tmp_path / "b.csv")
    return tmp_path / "a.csv"


def _fifo(tmp_path):
    os.mkfifo(tmp_path / "pipe.csv")
    return tmp_path / "pipe.csv"


def _device(tmp_path):
    return "/dev/zero"


CASES = {
    "missing": (_missing, "missing"),
    "folder": (_folder, "folder"),
    "link loop": (_loop, "link loop"),
    "fifo": (_fifo, "pipe"),
    "device": (_device, "device"),
}


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, links and /dev/zero are POSIX")
@pytest.mark.parametrize("case", list(CASES))
def test_a_project_with_a_hostile_data_path_shows_a_message(qtbot, window, tmp_path, case):
    make, words = CASES[case]
    project = _project_to(tmp_path, make(tmp_path))
    with qtbot.waitSignal(window.loader.failed, timeout=10000) as failed:
        window.files.open_project(project)
        assert window.isVisible()  # the GUI thread returned at once: the checks run in the worker
    message = failed.args[0]
    assert words in message and "hostile.bayesgui" not in message.split(":")[0]
    assert window.session.dataset is None and not window.busy()
    assert window.status_label.text() == message.splitlines()[0]


@pytest.mark.skipif(sys.platform == "win32", reason="links are POSIX here")
@pytest.mark.parametrize("make", [_loop, _fifo, _device])
def test_opening_a_hostile_data_path_shows_a_message(qtbot, window, tmp_path, make):
    with qtbot.waitSignal(window.loader.failed, timeout=10000) as failed:
        window.files.open_any(str(make(tmp_path)))
    assert "not a file" in failed.args[0] or "loop" in failed.args[0]
    assert window.session.dataset is None


def test_a_project_opens_after_a_failed_one(qtbot, window, tmp_path):
    with qtbot.waitSignal(window.loader.failed, timeout=10000):
        window.files.open_project(_project_to(tmp_path, _missing(tmp_path)))
    open_and_train(qtbot, window, "watermelon3")
    assert window.session.dataset.n_rows == 17


def test_a_damaged_project_file_is_reported(qtbot, window, tmp_path):
    project = tmp_path / "deep.bayesgui"
    project.write_text("[" * 100000 + "]" * 100000, encoding="utf-8")
    with qtbot.waitSignal(window.loader.failed, timeout=10000) as failed:
        window.files.open_project(str(project))
    assert "deep.bayesgui" in failed.args[0]


def test_esc_stops_a_long_read(qtbot, window, tmp_path, monkeypatch):
    from bayesgui.data.readers import paced_read
    from bayesgui.data.readers.text import CHUNK_BYTES

    path = tmp_path / "long.csv"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("a,b,label\n")
        fh.writelines(f"{i},{i * 0.5},{'xy'[i % 2]}\n" for i in range(800_000))
    # The parser waits past its first step until Esc has been pressed: on a fast machine the whole file was read
    # (and its end reported) before the test's key press arrived, and the test timed out on a stop never sent.
    pressed = threading.Event()
    admit = paced_read._Gate.admit

    def held_admit(gate):
        if gate.read_bytes >= CHUNK_BYTES:
            pressed.wait(20)
        return admit(gate)

    monkeypatch.setattr(paced_read._Gate, "admit", held_admit)
    loader = window.loader
    with qtbot.waitSignal(loader.progressed, timeout=10000, check_params_cb=lambda p: p.done > 1):
        window.files.open_any(str(path))
    with qtbot.assertNotEmitted(loader.succeeded), qtbot.waitSignal(loader.stopped, timeout=10000) as stopped:
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        assert not window.busy()
        pressed.set()
    assert stopped.args == [True], "the read ran to its end instead of stopping at Esc"
    assert window.session.dataset is None
    # The parse has ended and let go of the file (Windows cannot delete or rename a file held open).
    assert not [thread for thread in threading.enumerate() if thread.name == "paced-parse"]


def test_saving_a_project_does_not_read_the_data_file_again(qtbot, window, tmp_path, monkeypatch):
    import bayesgui.data.saved.project_file as project_file
    from bayesgui.paths import resource

    data = tmp_path / "melons.csv"
    data.write_bytes(resource("datasets", "watermelon3.csv").read_bytes())
    open_and_train(qtbot, window, str(data))

    def no_hashing(*args):
        raise AssertionError("the data file was hashed on the GUI thread")

    monkeypatch.setattr(project_file, "file_sha256", no_hashing)
    assert window.files.write_project(str(tmp_path / "p.bayesgui"))
    saved = json.loads((tmp_path / "p.bayesgui").read_text(encoding="utf-8"))
    assert len(saved["data"]["sha256"]) == 64


def test_a_project_reading_data_outside_its_folder_says_so(qtbot, window, tmp_path):
    from bayesgui.paths import resource

    data = tmp_path / "melons.csv"
    data.write_bytes(resource("datasets", "watermelon3.csv").read_bytes())
    (tmp_path / "sub").mkdir()
    project = _project_to(tmp_path / "sub", data)
    with qtbot.waitSignal(window.files.error, timeout=10000) as notice:
        window.files.open_project(project)
    assert "outside the project's folder" in notice.args[0] and str(data) in notice.args[0]
    assert window.session.dataset.n_rows == 17
