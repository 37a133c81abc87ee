"""Open one feature widget alone, on a sample dataset, for a developer working on it.

    python -m bayesgui.app.preview                   # list the widgets and the samples
    python -m bayesgui.app.preview WIDGET [SAMPLE]   # e.g. cpt_view spam_words, decision_region_view iris

A widget is named after its module. Each gets a fresh ``Session`` loaded with the sample, so it trains in the
background exactly as in the window. The plots inside a feature widget are previewed through it: the
probability table, density and rate plots through ``cpt_view``, the EM plots and controls through ``lab``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from bayesgui.data import SAMPLES, load_sample
from bayesgui.qt.common.session import Session


@dataclass(frozen=True)
class Preview:
    """How to open one widget: ``build(session)``, the sample it opens by default, its window size."""

    build: Callable[[Session], QWidget]
    sample: str = "watermelon3"
    size: tuple[int, int] = (900, 600)


def _on_session(target: str) -> Callable[[Session], QWidget]:
    """``"package.module:Class"`` -> a builder calling ``Class(session)`` (imported only when used)."""
    module, name = target.split(":")
    return lambda session: getattr(importlib.import_module(module), name)(session)


def _start_page(_session: Session) -> QWidget:
    from bayesgui.qt.table.start_page import StartPage

    page = StartPage()
    page.set_recent_files([str(SAMPLES[0].path), "/no/such/melons.csv"])  # one present, one gone
    page.sample_chosen.connect(lambda sample: print("sample", sample))
    page.file_chosen.connect(lambda path: print("file", path))
    page.open_requested.connect(lambda: print("open"))
    return page


def _data_table(session: Session) -> QWidget:
    session.model_changed.connect(session.predict_all)  # show the prediction columns as well
    return _on_session("bayesgui.qt.table.data_table_view:DataTableView")(session)


PREVIEWS: dict[str, Preview] = {
    "start_page": Preview(_start_page),
    "data_table_view": Preview(_data_table, size=(1000, 600)),
    "column_panel": Preview(_on_session("bayesgui.qt.table.column_panel:ColumnPanel"), size=(520, 360)),
    "model_panel": Preview(_on_session("bayesgui.qt.model.model_panel:ModelPanel"), size=(420, 560)),
    "cpt_view": Preview(_on_session("bayesgui.qt.model.cpt_view:CptView"), size=(700, 450)),
    "query_form": Preview(_on_session("bayesgui.qt.classify.query_form:QueryForm"), size=(420, 420)),
    "posterior_view": Preview(_on_session("bayesgui.qt.classify.posterior_view:PosteriorView"), size=(800, 400)),
    "loss_editor": Preview(_on_session("bayesgui.qt.classify.loss_editor:LossEditor"), size=(480, 260)),
    "work_panel": Preview(_on_session("bayesgui.qt.classify.work_panel:WorkPanel"), size=(700, 800)),
    "lab": Preview(_on_session("bayesgui.qt.em.lab.window:EmLab"), size=(1300, 800)),
    "decision_region_view": Preview(
        _on_session("bayesgui.qt.regions.decision_region_view:DecisionRegionView"), "iris", (1100, 720)
    ),
}


def build(name: str, sample: str | None = None) -> tuple[QWidget, Session]:
    """The widget ``name`` on a new session loaded with ``sample`` (its default if None); not shown yet."""
    preview = PREVIEWS[name]
    session = Session()
    widget = preview.build(session)
    widget.resize(*preview.size)
    session.load(load_sample(sample or preview.sample))
    return widget, session


def close(widget: QWidget, session: Session) -> None:
    """Stop the widget's and the session's background work (widgets with their own workers have shutdown)."""
    shutdown = getattr(widget, "shutdown", None)
    if shutdown is not None:
        shutdown()
    session.shutdown()


def usage() -> str:
    """The command line, the widgets with their default samples, and the samples."""
    samples = ", ".join(sample.id for sample in SAMPLES)
    widgets = "\n".join(f"  {name:22} (default sample: {p.sample})" for name, p in PREVIEWS.items())
    return f"usage: python -m bayesgui.app.preview WIDGET [SAMPLE]\n\nwidgets:\n{widgets}\n\nsamples: {samples}"


def main(argv: list[str] | None = None) -> int:
    """Show one widget until its window is closed; without arguments, list the widgets."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in PREVIEWS or (len(args) > 1 and args[1] not in {s.id for s in SAMPLES}):
        print(usage(), file=sys.stdout if not args else sys.stderr)
        return 0 if not args else 2
    from bayesgui.app.main import application

    app = application()
    widget, session = build(*args[:2])
    widget.show()
    code = app.exec()
    close(widget, session)
    return code


if __name__ == "__main__":
    from bayesgui.app.main import exit_without_teardown

    exit_without_teardown(main())
