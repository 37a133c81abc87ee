"""The Bayesian-network tab (Zhou §7.5): the network as a graph taking the room, its tables, edits, learning.

Left, the graph (``GraphView``): drag the nodes, click one for its table, right-click an arrow to remove or
reverse it. Above it the edit bar (open / save a structure, add / remove / reverse an edge, how the tables are
counted). Right, the side tabs: the clicked node's table, the score node by node, and the structure search
with its score plot. Other panels join the side tabs through :meth:`BayesNetTab.add_side_panel`.

For panels that follow the network (inference, d-separation):

* ``BayesNetTab.network`` is the network shown (a :class:`~bayesgui.core.bayes_net.network.BayesNet` with its
  tables, or None), ``BayesNetTab.state.table`` the coded table behind it (None for a network opened with its
  own tables);
* ``BayesNetTab.network_changed(object)`` is sent with the new network (or None) each time it changes: an edit,
  an undo, a search's result, λ, a new table.

Its bases hold two parts: opening and saving structure files (``structure_files.StructureFiles``) and the
project's entry (``saved_network.SavedNetwork``).
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QSplitter, QTabWidget, QVBoxLayout, QWidget

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.qt.bayes_net.cpt_table import CptTable
from bayesgui.qt.bayes_net.edit_bar import EditBar
from bayesgui.qt.bayes_net.graph_layout import circle_positions, layered_positions
from bayesgui.qt.bayes_net.graph_view import GraphView
from bayesgui.qt.bayes_net.network_state import NetworkState
from bayesgui.qt.bayes_net.query.panels import QueryPanels
from bayesgui.qt.bayes_net.saved_network import SavedNetwork
from bayesgui.qt.bayes_net.score_table import ScoreTable
from bayesgui.qt.bayes_net.search_panel import SearchPanel
from bayesgui.qt.bayes_net.structure_files import StructureFiles
from bayesgui.qt.common.flow_layout import eliding_tabs


class BayesNetTab(StructureFiles, SavedNetwork, QWidget):
    """See the module docstring."""

    network_changed = Signal(object)  # BayesNet or None
    revised = Signal()  # the user changed what a project keeps of the tab (``state.revision`` counts it)

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.state = NetworkState(session, self)
        self.positions: dict[str, tuple[float, float]] = {}
        self._stale = True
        self._chosen: str | None = None  # the node clicked (its table shown again once EM has counted it)
        self.edit_bar = EditBar(self)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.graph = GraphView(self)
        self.graph.setAccessibleName(self.tr("Bayesian network"))
        self.cpt_table = CptTable(self)
        self.cpt_table.layout().insertWidget(0, self.edit_bar.tables_box)
        self.score_table = ScoreTable(self)
        self.search_panel = SearchPanel(self._search_source, self)
        self.side_tabs = QTabWidget(self)
        self.side_tabs.addTab(self.cpt_table, self.tr("Node table"))
        self.side_tabs.addTab(self.score_table, self.tr("Score by node"))
        self.side_tabs.addTab(self.search_panel, self.tr("Learn structure"))
        eliding_tabs(self.side_tabs)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.graph)
        self.splitter.addWidget(self.side_tabs)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.message.hide()
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit_bar)
        layout.addWidget(self.message)
        layout.addWidget(self.splitter, 1)
        QTimer.singleShot(0, self, lambda: self.splitter.setSizes([self.width() * 6 // 10, self.width() * 4 // 10]))

        self.state.changed.connect(self._show_network)
        session.undo_stack.indexChanged.connect(self.revised)  # (signal to signal: let go with this tab)
        self.state.refused.connect(self.say)
        session.dataset_changed.connect(self._on_dataset_changed)
        self.graph.node_clicked.connect(self.show_node)
        self.graph.edge_clicked.connect(self.edit_bar.choose_edge)
        self.graph.edit_requested.connect(self.state.edit)
        self.graph.positions_changed.connect(self._on_dragged)
        bar = self.edit_bar
        bar.add_button.clicked.connect(lambda: self._edit("add"))
        bar.remove_button.clicked.connect(lambda: self._edit("remove"))
        bar.reverse_button.clicked.connect(lambda: self._edit("reverse"))
        bar.open_action.triggered.connect(lambda: self.open_structure())
        bar.save_action.triggered.connect(lambda: self.save_structure())
        bar.example_action.triggered.connect(self.show_example)
        bar.layout_action.triggered.connect(self.lay_out)
        bar.alpha_changed.connect(self._set_alpha)
        self.search_panel.step_shown.connect(self._show_step)
        self.search_panel.finished.connect(self._take_search)
        self.search_panel.stopped.connect(self._back_from_search)
        self.search_panel.runner.busy_changed.connect(lambda _busy: self._update_editing())
        self.search_panel.search_button.clicked.connect(self._update_editing)
        self.search_panel.score_combo.currentIndexChanged.connect(
            lambda: self.state.set_score(self.search_panel.score_combo.currentData())
        )
        self._show_network()
        self.query_panels = QueryPanels(self)  # inference and d-separation, following the network

    # ------------------------------------------------------------------ for other panels
    @property
    def network(self):
        """The network shown (BayesNet with its tables), or None."""
        self._refresh()
        return self.state.network

    def add_side_panel(self, widget: QWidget, title: str) -> int:
        """Add ``widget`` as a side tab titled ``title`` (translated by the caller); returns its index. A panel
        that follows the network reads :attr:`network` and connects to :attr:`network_changed`."""
        index = self.side_tabs.addTab(widget, title)
        self.side_tabs.setTabToolTip(index, title.replace("&", ""))
        return index

    # ------------------------------------------------------------------ following the table
    def _on_dataset_changed(self) -> None:
        self._stale = True
        if self.isVisible():
            self._refresh()

    def _refresh(self) -> None:
        if self._stale:
            self._stale = False
            self.search_panel.stop()
            self.state.follow_dataset()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # On the next turn: the tab is painted first, then its table is coded in the worker (started here, the job
        # held the GIL through the tab's first paint, which waits for it at each call into Python: 70 ms)
        QTimer.singleShot(0, self, self._refresh)

    # ------------------------------------------------------------------ drawing
    def _show_network(self) -> None:
        """Draw the state's structure (positions kept; new nodes placed in layers) and its tables and score."""
        state = self.state
        structure = state.structure
        self.edit_bar.set_nodes(() if structure is None else structure.nodes)
        self.search_panel.set_nodes(() if state.table is None else state.table.names)
        self.say("")
        if structure is None:
            self.graph.set_graph((), (), {})
            waiting = self.tr("Reading the table's categorical columns…") if state.reading else ""
            self.graph.set_placeholder(state.message or waiting or self.tr("Open a table with categorical columns."))
            self.cpt_table.show_node(None, None)
            self.score_table.show_score(None, state.message)
        else:
            if any(n not in self.positions for n in structure.nodes):
                self.positions = {**self._layered(structure), **{n: xy for n, xy in self.positions.items()
                                                                     if n in structure.nodes}}  # fmt: skip
            self.graph.set_graph(structure.nodes, structure.edges, self.positions)
            node = self._chosen if self._chosen in structure.nodes else None
            self.show_node(node)
            fitted = state.fitted
            counting = self.tr("Counting the tables by EM over the missing cells…") if state.fitting else ""
            no_data = self.tr("A network opened with its own tables has no data to score it on.")
            self.score_table.show_score(
                None if fitted is None else fitted.score,
                state.message or counting or no_data,
                0 if fitted is None else fitted.n_incomplete,
            )
        self._update_editing()
        if not state.fitting:  # (while EM counts, the panels keep the last network: their question stays)
            self.network_changed.emit(state.network)
        self.search_panel.set_waiting(state.reading)  # (a search asked for while the table was read starts)

    def show_node(self, node: str | None) -> None:
        """Show ``node``'s table (the click on a node)."""
        state = self.state
        X = None if state.table is None else state.table.X
        self._chosen = node
        self.cpt_table.show_node(state.network, node, X, state.alpha, state.fitted and state.fitted.counts)
        if node is not None and self.graph.selected_node() != node:
            with QSignalBlocker(self.graph.scene()):
                self.graph.select_node(node)
                for item in self.graph.nodes.values():
                    item.restyle()
        if node is not None and self.side_tabs.currentWidget() is not self.search_panel:
            self.side_tabs.setCurrentWidget(self.cpt_table)

    def lay_out(self) -> None:
        """Place the nodes in layers again (every parent above its children)."""
        if self.state.structure is not None:
            self.positions = self._layered(self.state.structure)
            self.graph.move_nodes(self.positions)
            self.graph.fit()

    def _layered(self, structure: Structure) -> dict[str, tuple[float, float]]:
        """The nodes in layers, with their boxes' sizes as drawn, spread to the view's shape."""
        sizes = {name: item.half_size() for name, item in self.graph.nodes.items()}
        room = self.graph.viewport().rect()
        aspect = room.height() / room.width() if room.width() > 100 and room.height() > 100 else 0.6
        return layered_positions(structure, sizes, aspect)

    def _keep_positions(self) -> None:
        self.positions.update(self.graph.positions())

    def _on_dragged(self) -> None:
        self._keep_positions()
        self._revise()

    def _set_alpha(self, alpha: float) -> None:
        self.state.set_alpha(alpha)
        self._revise()

    def _revise(self) -> None:
        self.state.revision += 1
        self.revised.emit()

    def say(self, text: str) -> None:
        """A short message above the graph (a refused edit, a file that could not be read)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # ------------------------------------------------------------------ editing
    def _edit(self, operation: str) -> None:
        bar = self.edit_bar
        parent, child = bar.from_combo.currentText(), bar.to_combo.currentText()
        if parent and child and self.state.edit(operation, parent, child):
            self.say("")

    def _update_editing(self) -> None:
        searching = self.search_panel.searching
        editable = self.state.structure is not None and not searching
        self.edit_bar.set_editing(editable)
        self.edit_bar.open_action.setEnabled(not searching)
        self.edit_bar.example_action.setEnabled(not searching)
        self.edit_bar.save_action.setEnabled(self.state.structure is not None)
        self.edit_bar.layout_action.setEnabled(self.state.structure is not None and not searching)
        self.graph.editable = editable

    # ------------------------------------------------------------------ searching
    def _search_source(self):
        self._refresh()
        table = self.state.table
        if table is None:
            return None
        return table.X, table.names, table.states, self.state.alpha, self.state.class_index

    def _show_step(self, step) -> None:
        names = self.state.table.names if self.state.table is not None else ()
        if not names:
            return
        if step.step == 0:  # the arrows may change anywhere: the nodes on a circle while the search runs
            self.graph.move_nodes(circle_positions(names))
            self.graph.fit()
        edges = [(names[p], names[c]) for p, c in step.edges]
        move = step.move
        highlight = None
        if move is not None and move[0] in ("add", "reverse"):
            highlight = (names[move[1]], names[move[2]]) if move[0] == "add" else (names[move[2]], names[move[1]])
        self.graph.set_edges(edges, highlight)
        self._update_editing()

    def _take_search(self, fitted) -> None:
        """The search's best structure becomes the structure (one undoable step)."""
        self.state.remember(fitted)
        texts = {"hill-climb": self.tr("Learn structure (hill climbing)"), "k2": self.tr("Learn structure (K2)"),
                 "tan": self.tr("Learn structure (TAN)")}  # fmt: skip
        self.state.set_structure(fitted.structure, texts[self.search_panel.settings().method])
        self.positions = self._layered(fitted.structure)  # the result in layers, every parent above
        self._show_network()

    def _back_from_search(self) -> None:
        """A stopped search: the structure and the nodes' places as they were."""
        self.graph.move_nodes(self.positions)
        self._show_network()

    def shutdown(self, msecs: int = 3000) -> None:
        """Stop the search and the table's reading (Esc, closing)."""
        self.search_panel.shutdown(msecs)
        self.query_panels.shutdown(msecs)
        if self.state.reading:
            self._stale = True  # read again when shown again
        self.state.shutdown(msecs)
