"""Pictures of the four learning modes (Zhou §7.3) at 1366×768, in English and Chinese:
``python -m bayesgui.app.learning_screenshots``.

Each picture is watermelon 3.0 with the Learning mode dock in front: eager (the modes' costs compared), look-up
table (and the printable table, ``learning-lookup-table.png``), lazy (show your work: counted now) and
incremental (row 1's 色泽 edited to 乌黑: the probability table's changed counts, old → new). They go to
``docs/screens/<lang>/learning-<mode>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from bayesgui.app.screenshots import SCREEN, _open, save_small, settle, wait
from bayesgui.tasks.learning import EAGER, INCREMENTAL, LAZY, LOOKUP

MODES = (EAGER, LOOKUP, LAZY, INCREMENTAL)


def _scene(window, mode: str) -> None:
    _open(window, "watermelon3")
    window.tabifyDockWidget(window.docks[1], window.learning_dock)  # in the Model dock's place
    window.learning_dock.show()
    window.learning_dock.raise_()
    panel, editor = window.learning_panel, window.table_view.editor
    editor.set_mode(mode)
    settle(window)
    if mode == EAGER:
        window.tabs.setCurrentWidget(window.table_view)
        panel.compare()
        wait(lambda: panel.costs.rowCount() > 0, 60)
    elif mode == LOOKUP:
        window.tabs.setCurrentWidget(window.table_view)
        panel.lookup_dialog.show()
    elif mode == LAZY:
        window.tabs.setCurrentWidget(window.table_view)
    else:
        count = window.session.undo_stack.count()
        editor.set_cell(0, "色泽", "乌黑")
        wait(lambda: window.session.undo_stack.count() > count and not editor.busy, 30)
        cpt = window.cpt_view
        cpt.feature_combo.setCurrentIndex(cpt.feature_combo.findText("色泽"))
        window.tabs.setCurrentWidget(cpt)


def shoot(language: str, mode: str, out: Path) -> Path:
    from bayesgui.app.language import install_translators
    from bayesgui.app.main_window import MainWindow

    install_translators(QApplication.instance(), language)
    window = MainWindow(language=language, restore_layout=False)
    window.resize(*SCREEN)
    window.show()
    try:
        _scene(window, mode)
        settle(window)
        path = out / language / f"learning-{mode}.png"
        save_small(window.grab().toImage(), path)
        if mode == LOOKUP:  # the printable table, in its own window
            save_small(
                window.learning_panel.lookup_dialog.grab().toImage(), out / language / "learning-lookup-table.png"
            )
        return path
    finally:
        window.files._saved = None
        window.cancel_jobs()
        window.session.shutdown()
        window.loader.wait(3000)
        window.hide()
        window.deleteLater()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bayesgui.app.learning_screenshots", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--out", default="docs/screens", help="folder of the pictures (default: docs/screens)")
    parser.add_argument("--lang", action="append", choices=("en", "zh_CN"), help="a language (default: both)")
    parser.add_argument("--mode", action="append", choices=MODES, help="a learning mode (default: every mode)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from bayesgui.app.main import application

    application()
    QMessageBox.question = staticmethod(lambda *_args, **_kw: QMessageBox.StandardButton.Discard)
    for language in args.lang or ("en", "zh_CN"):
        for mode in args.mode or MODES:
            path = shoot(language, mode, Path(args.out))
            print(f"{path}  {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    from bayesgui.app.main import exit_without_teardown

    exit_without_teardown(main(sys.argv[1:]))
