"""What the Bayesian-network tab shows: the table's nodes, the structure, λ, and the fitted network.

``NetworkState`` follows the session's table: its categorical columns and its class are the nodes, coded in the
worker (``tasks.bayes_net.search_table.table_job``). It holds the structure and every edit of it as an undoable
command on the session's ``QUndoStack``, and fits the tables and the score node by node
(``tasks.bayes_net.search_result``) whenever the structure or λ changes: at once for a complete table, in the worker
(by EM, ``fitting`` meanwhile) for a table with missing cells. A network opened from a file with its
own tables (Zhou's fig. 7.2) is shown as it is, without data: it has no score and cannot be searched.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.network_table import NetworkTable
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.common.undo_commands import ReplaceCommand
from bayesgui.tasks.bayes_net.search_result import Fitted, fit_job, fit_structure
from bayesgui.tasks.bayes_net.search_table import TableFit, table_job

_LIVE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # session -> the state of its newest window


def _apply_to_live(session, structure: Structure) -> None:
    """An edit's undo or redo, applied to the session's tab as it is now (a language switch builds a new one)."""
    state = _LIVE.get(session)
    if state is not None:
        state._apply_edit(structure)


class NetworkState(QObject):
    """The tab's network. Signals carry no payload: read the attributes.

    Attributes
    ----------
    table : NetworkTable or None
        The session's table as nodes and codes (None: no table, or a network opened with its own tables).
    structure : Structure or None
    alpha : float
        Lidstone λ of the tables (0: maximum likelihood; 1: Laplace).
    fitted : Fitted or None
        The tables and the score of the structure on the table (None without a table).
    network : BayesNet or None
        The network shown: the fitted one, or the one opened with its tables.
    message : str
        Why there is no network (a table with too few categorical columns), else "".
    fitting : bool
        The tables are being found by EM in the worker (a table with missing cells): ``fitted`` and ``network``
        are None until ``changed`` says they are there.
    """

    changed = Signal()  # the structure, the tables or the nodes changed
    refused = Signal(str)  # an edit refused: the message says which edge and why

    def __init__(self, session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table: NetworkTable | None = None
        self.structure: Structure | None = None
        self.alpha = 1.0
        self.score_name = "bic"
        self.fitted: Fitted | None = None
        self.network: BayesNet | None = None
        self.message = ""
        self._complete = None
        self._cache: dict[tuple, Fitted] = {}
        self.reading = False  # the table is being coded in the worker
        self.fitting = False  # EM runs in the worker (``fit_runner``)
        self.revision = 0  # the user's changes so far (edits, undos, λ, moved nodes): what a project has unsaved
        self._source: tuple | None = None  # where the table came from (its structure is kept while it is the same)
        self._when_ready: list[Callable[[], None]] = []
        self.runner = TaskRunner(self)
        _LIVE[session] = self
        self.runner.succeeded.connect(self._on_table)
        self.runner.failed.connect(self._on_table_failed)
        self.fit_runner = TaskRunner(self)
        self.fit_runner.succeeded.connect(self._on_fit)
        self.fit_runner.failed.connect(self._on_fit_failed)

    # ------------------------------------------------------------------ the table
    def follow_dataset(self) -> None:
        """Take the session's table: it is coded as nodes in the worker (``reading`` meanwhile); the structure
        is kept where the nodes are the same."""
        dataset = self.session.dataset
        source = None if dataset is None else (dataset.source.name, dataset.source.path, dataset.source.sheet)
        keep = self.structure if self.table is not None and source == self._source else None  # the same table
        self._source = source
        self._cache.clear()
        self._stop_fitting()
        self.table, self._complete, self.message = None, None, ""
        self.structure = self.network = self.fitted = None
        if dataset is None:
            self.runner.cancel()
            self.changed.emit()
            return
        self.reading = True
        self.runner.start(table_job, dataset, keep, self.alpha, self.score_name)
        self.changed.emit()

    def _on_table(self, result: TableFit) -> None:
        self.reading = False
        if result.table is None:
            self.message = self.tr(
                "A Bayesian network needs two categorical columns or more (the class counts); this table has "
                "{0}. Mark columns as categorical in the Columns panel."
            ).format(result.n_categorical)
        else:
            self.table, self._complete = result.table, result.complete
            fitted = result.fitted
            if fitted.alpha != self.alpha or fitted.score.score != self.score_name:  # changed while it was read
                self.structure = fitted.structure
                self._refit()
            else:
                self.remember(fitted)
                self.structure, self.fitted, self.network = fitted.structure.copy(), fitted, fitted.network
        self.changed.emit()
        callbacks, self._when_ready = self._when_ready, []
        for callback in callbacks:
            callback()

    def _on_table_failed(self, message) -> None:
        self.reading = False
        self.message = translated(message)
        self.changed.emit()

    def when_ready(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the table is read (at once if it is)."""
        if self.reading:
            self._when_ready.append(callback)
        else:
            callback()

    def shutdown(self, msecs: int = 3000) -> None:
        """Stop reading the table (Esc); the tab reads it again when it is shown again."""
        self.runner.cancel()
        self.runner.wait(msecs)
        if self.fitting:
            self._stop_fitting()
            self.message = self.tr("Counting the tables by EM was stopped; change λ or the structure to count again.")
            self.changed.emit()
        self.fit_runner.wait(msecs)
        if self.reading:
            self.reading = False
            self._when_ready.clear()
            self.message = self.tr("Reading the table was stopped; show this tab again to read it.")
            self.changed.emit()

    @property
    def has_data(self) -> bool:
        return self.table is not None

    @property
    def class_index(self) -> int | None:
        """The class node's index (the last node when the table has a target)."""
        dataset = self.session.dataset
        return None if self.table is None or dataset is None or dataset.target is None else len(self.table.names) - 1

    # ------------------------------------------------------------------ fitting
    def set_alpha(self, alpha: float) -> None:
        if alpha != self.alpha:
            self.alpha = float(alpha)
            if not self.reading:  # (else the table's fit is redone with it when it comes)
                self._refit()

    def set_score(self, score: str) -> None:
        if score != self.score_name:
            self.score_name = score
            self._cache.clear()
            if not self.reading:
                self._refit()

    def remember(self, fitted: Fitted) -> None:
        """Keep a fit made elsewhere (a search's result, fitted in the worker) for when its structure comes."""
        self._cache[self._key(fitted.structure, fitted.alpha)] = fitted

    def _key(self, structure: Structure, alpha: float) -> tuple:
        return (tuple(sorted(structure.edges)), alpha, self.score_name)

    def _refit(self) -> None:
        if self.table is None or self.structure is None:
            self.changed.emit()
            return
        key = self._key(self.structure, self.alpha)
        fitted = self._cache.get(key)
        if fitted is None and self.table.n_incomplete:  # EM over the missing cells: in the worker
            self.fitted = self.network = None
            self.fitting, self.message = True, ""
            self.fit_runner.start(fit_job, self.table.X, self.table.states, self.structure, self.alpha,
                                  self.score_name, self._complete)  # fmt: skip
            self.changed.emit()
            return
        self._stop_fitting()
        if fitted is None:
            fitted = fit_structure(self.table.X, self.table.states, self.structure, self.alpha, self.score_name,
                                   self._complete)  # fmt: skip
            self._keep(key, fitted)
        self.fitted, self.network = fitted, fitted.network
        self.changed.emit()

    def _keep(self, key: tuple, fitted: Fitted) -> None:
        if len(self._cache) > 64:
            self._cache.clear()
        self._cache[key] = fitted

    def _stop_fitting(self) -> None:
        if self.fitting:
            self.fitting = False
            self.fit_runner.cancel()

    def _on_fit(self, fitted: Fitted) -> None:
        """EM's fit of the structure shown (the runner reports only its newest job: a later change started one)."""
        self._keep(self._key(fitted.structure, fitted.alpha), fitted)
        self.fitting = False
        self.fitted, self.network = fitted, fitted.network
        self.changed.emit()

    def _on_fit_failed(self, message) -> None:
        self.fitting = False
        self.message = translated(message)
        self.changed.emit()

    # ------------------------------------------------------------------ opening a network with its tables
    def show_network(self, network: BayesNet) -> None:
        """Show a network with its own tables, without data (no score, no search; a new table replaces it)."""
        self.runner.cancel()
        self._stop_fitting()
        self.reading = False
        self.table, self._complete, self.fitted, self.message = None, None, None, ""
        self.structure, self.network = network.structure.copy(), network
        self.changed.emit()

    # ------------------------------------------------------------------ edits (undoable)
    def set_structure(self, structure: Structure, text: str) -> None:
        """Replace the structure through the session's undo stack (``text``: the Edit menu's words)."""
        if self.structure is None or structure == self.structure:
            return
        old, new = self.structure.copy(), structure.copy()
        apply = functools.partial(_apply_to_live, self.session)  # (not this object: it may be replaced)
        self.session.undo_stack.push(ReplaceCommand(apply, old, new, text))

    def _apply_edit(self, structure: Structure) -> None:
        """An edit, its undo or its redo: the user's change (``revision`` counts them)."""
        self.revision += 1
        self._apply(structure)

    def replace(self, structure: Structure) -> None:
        """Install ``structure`` without an undo step (a project being opened)."""
        self._apply(structure)

    def _apply(self, structure: Structure) -> None:
        """Install ``structure`` (an undo or a redo); edges naming nodes the table no longer has are dropped."""
        if self.structure is None:
            return
        nodes = self.structure.nodes
        if structure.nodes != nodes:
            kept = Structure(nodes)
            for p, c in structure.edges:
                if p in nodes and c in nodes:
                    try:
                        kept.add_edge(p, c)
                    except ValueError:
                        pass
            structure = kept
        self.structure = structure.copy()
        if self.table is None:  # a network opened with its tables: its structure only is edited, not refitted
            self.changed.emit()
            return
        self._refit()

    def edit(self, operation: str, parent: str, child: str) -> bool:
        """Add, remove or reverse the edge ``parent`` → ``child``; a refused edit (a cycle, a missing or doubled
        edge) sends ``refused`` with the core's message naming the edge. True when it was done."""
        if self.structure is None:
            return False
        if self.table is None:
            self.refused.emit(self.tr("This network was opened with its own tables: open a table to edit a structure."))
            return False
        changed = self.structure.copy()
        try:
            getattr(changed, f"{operation}_edge")(parent, child)
        except ValueError as exc:
            self.refused.emit(translated(exc))
            return False
        texts = {
            "add": self.tr("Add edge {0} → {1}"),
            "remove": self.tr("Remove edge {0} → {1}"),
            "reverse": self.tr("Reverse edge {0} → {1}"),
        }
        self.set_structure(changed, texts[operation].format(parent, child))
        return True
