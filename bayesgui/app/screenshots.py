"""Pictures of every tab at 1366×768, in English and Chinese, for the README: ``python -m bayesgui.app.screenshots``.

Each tab is shown on a sample that has something to show: the data, probability tables and model dock on
watermelon 3.0 (trained), the EM lab on Old Faithful after a few EM steps, EM on incomplete data on the three
coins after a run, the decision regions and an evaluation on iris, and a Bayesian network learned by hill climbing
on watermelon 2.0. ``--learning`` shoots the four learning modes
of Zhou §7.3 too (alone, without ``--tab``): watermelon 3.0 with the Learning mode tab raised below the Classify
panel, in eager mode (the modes' costs compared), look-up table mode (show your work read from the table, and the
printable table: ``learning-lookup-table.png``), lazy mode (counted now) and incremental mode (row 1's 色泽 edited
to 乌黑: the statistics it changed, old → new, and the probability table's changed counts tinted:
``learning-incremental-tables.png``). The window is drawn offscreen
(set ``QT_QPA_PLATFORM=offscreen``); each picture goes to ``docs/screens/<lang>/<tab>.png``, cut to a palette of
256 colours when Pillow is installed (each picture well under 150 KB).
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

SCREEN = (1366, 768)
TABS = ("data", "tables", "em", "incomplete", "regions", "evaluate", "bayes-net")  # in the window's order
LEARNING = ("learning-eager", "learning-lookup", "learning-lazy", "learning-incremental")  # Zhou §7.3


def wait(predicate: Callable[[], bool], seconds: float = 30.0) -> bool:
    """Run the event loop until ``predicate()`` holds (True) or ``seconds`` pass (False)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        if predicate():
            return True
        time.sleep(0.02)
    return False


def idle(window) -> bool:
    """No job of the window running (loading, training, predicting, and each tab's own: fits, EM runs,
    evaluations, the regions' drawing), and no drawing waiting for its turn of the event loop (``gui_turns``)."""
    from bayesgui.qt.common.loop.gui_turns import gui_turns
    from bayesgui.qt.common.loop.task_runner import TaskRunner

    jobs = window.busy() or any(runner.busy for runner in window.findChildren(TaskRunner))
    return not jobs and not gui_turns().pending


def settle(window, quiet: float = 0.4) -> None:
    """Let the last changes draw (the Alt letters change texts on the next turn, the layouts after), and wait
    until every job has finished and none has started for ``quiet`` seconds (a debounced refit starts late)."""
    for _ in range(10):
        QApplication.processEvents()
        time.sleep(0.02)
    end = time.monotonic() + 60
    while time.monotonic() < end:
        wait(lambda: idle(window), 60)
        if wait(lambda: not idle(window), quiet):  # a job started meanwhile: wait for it too
            continue
        break


def _open(window, sample: str, trained: bool = True) -> None:
    window.open_any(sample)
    wait(lambda: window.session.dataset is not None and (not trained or window.session.record is not None))
    settle(window)


def _data(window) -> None:
    _open(window, "watermelon3")
    window.tabs.setCurrentWidget(window.table_view)
    window.session.set_query_row(0)


def _tables(window) -> None:
    _open(window, "watermelon3")
    window.tabs.setCurrentWidget(window.cpt_view)


def _em(window) -> None:
    _open(window, "faithful", trained=False)  # no class column: nothing to train
    lab = window.em_lab
    window.tabs.setCurrentWidget(lab)
    settle(window)
    lab.start_run()
    wait(lambda: lab.player.complete, 30)
    lab.player.seek(min(9, lab.player.length - 1))  # a few E and M steps in: the ellipses still moving


def _incomplete(window) -> None:
    _open(window, "three-coins", trained=False)
    lab = window.incomplete_lab
    window.tabs.setCurrentWidget(lab)
    lab.mode_combo.setCurrentIndex(lab.mode_combo.findData("everything"))  # Li Hang's three coins: no labels
    settle(window)
    lab.run()
    wait(lambda: not lab.runner.busy and bool(lab.frames), 30)
    lab.show_frame(min(2, len(lab.frames) - 1))


def _regions(window) -> None:
    _open(window, "iris")
    view = window.region_view
    window.tabs.setCurrentWidget(view)
    wait(lambda: view.grid is not None, 60)  # fitted and drawn, not "Fitting 3 model(s)…"


def _evaluate(window) -> None:
    _open(window, "iris")
    view = window.evaluate_view
    window.tabs.setCurrentWidget(view)
    done = []
    view.finished.connect(lambda *_: done.append(True))
    view.run()
    wait(lambda: bool(done), 60)


def _bayes_net(window) -> None:
    """Hill climbing on watermelon 2.0 as a user starts it: Search pressed once the table is read (the button
    is enabled then), the score falling step by step, the structure found drawn in layers."""
    _open(window, "watermelon2")
    tab = window.bayes_net_tab
    window.tabs.setCurrentWidget(tab)
    panel = tab.search_panel
    panel.delay_spin.setValue(0)
    tab.side_tabs.setCurrentWidget(panel)
    wait(lambda: tab.state.network is not None and panel.search_button.isEnabled(), 60)
    done = []
    panel.finished.connect(lambda *_: done.append(True))
    panel.search_button.click()
    wait(lambda: bool(done) and not panel.searching, 60)  # hill climbing on BIC, its score falling
    tab.graph.select_node("脐部")


def _learning(window, mode: str) -> None:
    """The Learning mode tab raised below the Classify panel, given half the height, in ``mode``; look-up table
    mode shows its show your work instead (every number read from the table)."""
    from PySide6.QtCore import Qt

    _open(window, "watermelon3")
    docks = {dock.objectName(): dock for dock in window.docks}
    docks["learning"].raise_()
    half = window.height() // 2
    window.resizeDocks([docks["classify"], docks["learning"]], [half, half], Qt.Orientation.Vertical)
    panel, editor = window.learning_panel, window.table_view.editor
    editor.set_mode(mode)
    settle(window)
    window.tabs.setCurrentWidget(window.table_view)
    if mode == "eager":
        panel.compare()
        wait(lambda: panel.costs.rowCount() > 0, 60)
        settle(window)
        docks["learning"].widget().ensureWidgetVisible(panel.costs, 0, 0)
    elif mode == "lookup":
        docks["work"].raise_()
        panel.show_lookup_table()
    elif mode == "incremental":
        count = window.session.undo_stack.count()
        editor.set_cell(0, "色泽", "乌黑")
        wait(lambda: window.session.undo_stack.count() > count and not editor.busy, 30)
        cpt = window.cpt_view
        cpt.feature_combo.setCurrentIndex(cpt.feature_combo.findText("色泽"))


SCENES = dict(zip(TABS, (_data, _tables, _em, _incomplete, _regions, _evaluate, _bayes_net), strict=True))
SCENES.update({name: functools.partial(_learning, mode=name.removeprefix("learning-")) for name in LEARNING})


def save_small(image, path: Path) -> None:
    """Save a QImage as PNG, with 256 colours when Pillow is there (text and plots stay sharp)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path))
    try:
        from PIL import Image
    except ImportError:  # a plain PNG is still a picture
        return
    with Image.open(path) as picture:
        small = picture.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def shoot(language: str, tab: str, out: Path) -> Path:
    """Draw one tab in ``language`` and save it under ``out/<language>/<tab>.png``."""
    from bayesgui.app.language.translators import install_translators
    from bayesgui.app.main_window import MainWindow

    install_translators(QApplication.instance(), language)
    window = MainWindow(language=language, restore_layout=False)
    window.resize(*SCREEN)
    window.show()
    try:
        SCENES[tab](window)
        settle(window)
        path = out / language / f"{tab}.png"
        save_small(window.grab().toImage(), path)
        if tab == "learning-lookup":  # the printable table, in its own window
            table = window.learning_panel.lookup_dialog.grab().toImage()
            save_small(table, out / language / "learning-lookup-table.png")
        if tab == "learning-incremental":  # the probability table: the changed counts tinted, old → new
            window.tabs.setCurrentWidget(window.cpt_view)
            settle(window)
            save_small(window.grab().toImage(), out / language / "learning-incremental-tables.png")
        return path
    finally:
        window.files._saved = None  # nothing to ask about on closing
        window.cancel_jobs()
        window.session.shutdown()
        window.loader.wait(3000)
        window.hide()
        window.deleteLater()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bayesgui.app.screenshots", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screens", help="folder of the pictures (default: docs/screens)")
    parser.add_argument("--lang", action="append", choices=("en", "zh_CN"), help="a language (default: both)")
    parser.add_argument("--tab", action="append", choices=TABS + LEARNING, help="a tab (default: every tab)")
    parser.add_argument("--learning", action="store_true", help="the four learning modes too (alone without --tab)")
    args = parser.parse_args(argv)
    tabs = [*(args.tab or ([] if args.learning else TABS)), *(LEARNING if args.learning else ())]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from bayesgui.app.main import application

    application()
    QMessageBox.question = staticmethod(lambda *_args, **_kw: QMessageBox.StandardButton.Discard)  # never block
    for language in args.lang or ("en", "zh_CN"):
        for tab in dict.fromkeys(tabs):
            path = shoot(language, tab, Path(args.out))
            print(f"{path}  {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    from bayesgui.app.main import exit_without_teardown

    exit_without_teardown(main(sys.argv[1:]))
