"""What the Bayesian-network tab shows: the table's nodes, the structure, λ, and the fitted network.

``NetworkState`` follows the session's table (its categorical columns and its class are the nodes, coded by
``bayesgui.data.network_table``), holds the structure and every edit of it as an undoable command on the
session's ``QUndoStack``, and fits the tables and the score node by node (``tasks.bayes_net.search_result``)
whenever the structure or λ changes. A network opened from a file with its own tables (Zhou's fig. 7.2) is
shown as it is, without data: it has no score and cannot be searched.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.errors import DataError
from bayesgui.data.network_table import NetworkTable, network_table
from bayesgui.qt.common.translate_text import translated
from bayesgui.qt.common.undo_commands import ReplaceCommand
from bayesgui.tasks.bayes_net.search_result import Fitted, complete_rows, fit_structure


def default_structure(table: NetworkTable, has_class: bool) -> Structure:
    """The first structure of a table: the class the parent of every attribute (naive Bayes), else no edge."""
    names = table.names
    edges = [(names[-1], n) for n in names[:-1]] if has_class else []
    return Structure(names, edges)


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

    # ------------------------------------------------------------------ the table
    def follow_dataset(self) -> None:
        """Take the session's table: its nodes, and the structure kept where the nodes are the same."""
        dataset = self.session.dataset
        self._cache.clear()
        self.table, self._complete, self.message = None, None, ""
        if dataset is not None:
            try:
                self.table = network_table(dataset)
            except DataError:
                n = sum(dataset.kinds[c] == "categorical" for c in dataset.feature_names) + (dataset.target is not None)
                self.message = self.tr(
                    "A Bayesian network needs two categorical columns or more (the class counts); this table has "
                    "{0}. Mark columns as categorical in the Columns panel."
                ).format(n)
        if self.table is None:
            self.structure = self.network = self.fitted = None
            self.changed.emit()
            return
        self._complete = complete_rows(self.table.X)
        old = self.structure
        if old is not None and set(old.nodes) == set(self.table.names):
            self.structure = Structure(self.table.names, old.edges)
        else:
            self.structure = default_structure(self.table, dataset.target is not None)
        self._refit()

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
            self._refit()

    def set_score(self, score: str) -> None:
        if score != self.score_name:
            self.score_name = score
            self._cache.clear()
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
        if fitted is None:
            fitted = fit_structure(self.table.X, self.table.states, self.structure, self.alpha, self.score_name,
                                   self._complete)  # fmt: skip
            if len(self._cache) > 64:
                self._cache.clear()
            self._cache[key] = fitted
        self.fitted, self.network = fitted, fitted.network
        self.changed.emit()

    # ------------------------------------------------------------------ opening a network with its tables
    def show_network(self, network: BayesNet) -> None:
        """Show a network with its own tables, without data (no score, no search; a new table replaces it)."""
        self.table, self._complete, self.fitted, self.message = None, None, None, ""
        self.structure, self.network = network.structure.copy(), network
        self.changed.emit()

    # ------------------------------------------------------------------ edits (undoable)
    def set_structure(self, structure: Structure, text: str) -> None:
        """Replace the structure through the session's undo stack (``text``: the Edit menu's words)."""
        if self.structure is None or structure == self.structure:
            return
        old, new = self.structure.copy(), structure.copy()
        self.session.undo_stack.push(ReplaceCommand(self._apply, old, new, text))

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
