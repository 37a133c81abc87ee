"""Saving models, projects and CSV: the usual file mode, through symbolic links, no temporary file left."""

import os
import stat
import sys

import pandas as pd
import pytest

from bayesgui.data import DataError
from bayesgui.data.saved.atomic import write_text_atomically
from bayesgui.data.saved.csv_export import write_csv

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes and links")


def _mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_new_file_gets_the_mode_of_any_new_file(tmp_path):
    mask = os.umask(0o022)
    try:
        write_text_atomically(tmp_path / "m.json", "{}")
        assert _mode(tmp_path / "m.json") == 0o644
    finally:
        os.umask(mask)


def test_a_replaced_file_keeps_its_mode(tmp_path):
    path = tmp_path / "m.json"
    path.write_text("old")
    path.chmod(0o640)
    write_text_atomically(path, "new")
    assert path.read_text() == "new" and _mode(path) == 0o640


def test_saving_through_a_link_writes_its_target(tmp_path):
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "m.json"
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_text_atomically(link, "new")
    assert link.is_symlink() and target.read_text() == "new"
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["m.json"]


def test_an_interrupted_save_leaves_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "m.json"
    path.write_text("old")

    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_text_atomically(path, "new")
    assert [p.name for p in tmp_path.iterdir()] == ["m.json"] and path.read_text() == "old"


def test_saving_onto_a_folder_is_refused(tmp_path):
    (tmp_path / "out.csv").mkdir()
    with pytest.raises(DataError, match="not a regular file"):
        write_csv(pd.DataFrame({"a": [1]}), tmp_path / "out.csv")


def test_csv_export_escapes_formulas_but_not_numbers(tmp_path):
    frame = pd.DataFrame({"=x": ["=1+1", "+a", "-b", "@c", "\tt", "ok"], "n": [-1.5, 2, 3, 4, 5, 6]})
    write_csv(frame, tmp_path / "o.csv")
    back = pd.read_csv(tmp_path / "o.csv", keep_default_na=False)
    assert list(back.columns) == ["'=x", "n"]
    assert list(back["'=x"]) == ["'=1+1", "'+a", "'-b", "'@c", "'\tt", "ok"]
    assert back["n"].iloc[0] == -1.5
