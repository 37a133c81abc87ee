"""d-separation (Zhou §7.5.1, figs. 7.3–7.4): is X ⟂ Y | Z? Each node is put in X, Y, Z or none of them.

The answer is the core's; the moral graph it is read from (of the ancestors of X ∪ Y ∪ Z, parents of a common child
married) is drawn beside it and its edges listed, and when X and Y are connected, a path joining them without
passing through Z is drawn thick and written out. With no question yet, the whole network's moral graph is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.qt.bayes_net.query.dseparation_graph import MoralGraphView
from bayesgui.qt.common.text.translate import translated
from bayesgui.qt.common.text.wrapping_label import wrapping_label
from bayesgui.report.bayes_net.moral_graph import MoralEdge, SeparationAnswer, answer, moral_edges

ROLES = ("", "X", "Y", "Z")
SHOWN_ROWS = 8  # node rows seen without scrolling (more scroll)
NARROW = 640  # pixels: below this width the pickers go above the graph


class DSeparationPanel(QWidget):
    """Three sets of nodes picked, the answer, the moral graph; ``set_network`` gives it a network."""

    answered = Signal(object)  # the SeparationAnswer shown (None: no complete question)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.structure: Structure | None = None
        self.current: SeparationAnswer | None = None
        self._groups: list[QButtonGroup] = []
        self._sized = False
        self._row_widgets: list[QWidget] = []
        pickers = QWidget()
        self._grid = QGridLayout(pickers)
        self._grid.setContentsMargins(2, 2, 2, 2)
        for column, text in enumerate((self.tr("Node"), self.tr("none"), "X", "Y", "Z")):
            self._grid.addWidget(QLabel(text), 0, column)
        self._grid.setColumnStretch(len(ROLES) + 1, 1)  # the buttons side by side, the room after them
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(pickers)
        scroll.setToolTip(self.tr("Put each node in X, in Y, in the given set Z, or in none of them."))
        self.verdict = wrapping_label()
        font = QFont(self.verdict.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.verdict.setFont(font)
        self.explanation = wrapping_label()
        self.edge_list = wrapping_label()
        self.graph = MoralGraphView()
        self.graph.setMinimumHeight(12 * self.fontMetrics().height())
        texts = QWidget()
        text_layout = QVBoxLayout(texts)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_layout.addWidget(self.verdict)
        text_layout.addWidget(self.explanation)
        text_layout.addWidget(self.edge_list)
        text_layout.addStretch(1)
        self._left = QSplitter(Qt.Orientation.Vertical)
        self._left.addWidget(scroll)
        self._left.addWidget(texts)
        self._split = QSplitter(Qt.Orientation.Horizontal)
        self._split.addWidget(self._left)
        self._split.addWidget(self.graph)
        self._split.setStretchFactor(0, 1)
        self._split.setStretchFactor(1, 1)
        self._left.setMinimumWidth(18 * self.fontMetrics().averageCharWidth())  # the sentences need some room
        for splitter in (self._left, self._split):
            splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._split)
        self.set_network(None)

    def title(self) -> str:
        return self.tr("d-separation")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Side by side when there is room (the words get 2/5 the first time); one above the other in a narrow side
        panel, the pickers and sentences as tall as they need (at most 3/5) and the graph the rest."""
        horizontal = self.width() >= NARROW
        orientation = Qt.Orientation.Horizontal if horizontal else Qt.Orientation.Vertical
        if horizontal and self._split.orientation() == orientation and self._sized:
            return  # the user's split is kept
        self._split.setOrientation(orientation)
        if horizontal:
            first, length = self.width() * 2 // 5, self.width()
        else:
            first, length = min(self._left.sizeHint().height(), self.height() * 3 // 5), self.height()
        self._split.setSizes([first, length - first])
        self._sized = self.isVisible()

    # ------------------------------------------------------------------ the network
    def set_network(self, network: BayesNet | Structure | None) -> None:
        """Ask about ``network`` (its structure; None: nothing to ask about).

        A structure over the same nodes as the last (an edge edited) keeps the sets picked and answers again; any
        other empties them.
        """
        structure = network.structure if isinstance(network, BayesNet) else network
        same = structure is not None and self.structure is not None and structure.nodes == self.structure.nodes
        self.structure = structure
        if same:
            self.refresh()
            return
        for widget in self._row_widgets:
            self._grid.removeWidget(widget)
            widget.deleteLater()
        self._row_widgets, self._groups = [], []
        nodes = self.structure.nodes if self.structure is not None else ()
        for row, name in enumerate(nodes, start=1):
            name_label = QLabel(name)
            self._grid.addWidget(name_label, row, 0)
            self._row_widgets.append(name_label)
            group = QButtonGroup(self)
            for column, role in enumerate(ROLES):
                button = QRadioButton()
                button.setAccessibleName(self.tr("{0} in {1}").format(name, role or self.tr("none")))
                group.addButton(button, column)
                self._grid.addWidget(button, row, column + 1)
                self._row_widgets.append(button)
            group.button(0).setChecked(True)
            group.idToggled.connect(self._on_toggled)
            self._groups.append(group)
        self._grid.setRowStretch(len(nodes) + 1, 1)
        scroll = self._left.widget(0)
        bar = scroll.verticalScrollBar().sizeHint().width()
        scroll.setMinimumWidth(self._grid.sizeHint().width() + bar + 2 * scroll.frameWidth())  # every column seen
        rows = min(len(nodes), SHOWN_ROWS) + 1
        row_height = self._grid.sizeHint().height() / max(len(nodes) + 1, 1)
        scroll.setMinimumHeight(int(rows * row_height) + 2 * scroll.frameWidth())
        self.refresh()

    def follow_positions(self, source: Callable[[], Mapping[str, tuple[float, float]]] | None) -> None:
        """Draw the nodes where ``source()`` says (the tab's graph, scene coordinates); redrawn at once."""
        self.graph.follow_positions(source)
        self.refresh()

    def showEvent(self, event) -> None:
        """Drawn again when shown: the tab's nodes may have moved meanwhile (a new layout sends no signal)."""
        super().showEvent(event)
        self.refresh()

    # ------------------------------------------------------------------ the question
    def set_sets(self, x: Sequence[str], y: Sequence[str], z: Sequence[str] = ()) -> None:
        """Put the nodes of ``x``, ``y`` and ``z`` in their sets (every other in none), as a user would."""
        assert self.structure is not None
        role = {**{n: 3 for n in z}, **{n: 2 for n in y}, **{n: 1 for n in x}}
        for name, group in zip(self.structure.nodes, self._groups, strict=True):
            group.blockSignals(True)
            group.button(role.get(name, 0)).setChecked(True)
            group.blockSignals(False)
        self.refresh()

    def sets(self) -> dict[str, list[str]]:
        """{"X": [...], "Y": [...], "Z": [...]} as picked."""
        chosen: dict[str, list[str]] = {"X": [], "Y": [], "Z": []}
        if self.structure is not None:
            for name, group in zip(self.structure.nodes, self._groups, strict=True):
                role = ROLES[max(group.checkedId(), 0)]
                if role:
                    chosen[role].append(name)
        return chosen

    def _on_toggled(self, _id: int, checked: bool) -> None:
        if checked:
            self.refresh()

    def refresh(self) -> None:
        """Answer the question picked (or show the whole moral graph when it is not complete)."""
        self.current = None
        if self.structure is None:
            self.verdict.setText(self.tr("No network yet: load or learn one."))
            for label in (self.explanation, self.edge_list):
                label.clear()
            self._draw([], [], {}, [])
            self.answered.emit(None)
            return
        chosen = self.sets()
        roles = {n: role for role, names in chosen.items() for n in names}
        nodes = self.structure.nodes
        if not chosen["X"] or not chosen["Y"]:
            edges = moral_edges(self.structure)
            self.verdict.setText(self.tr("Put at least one node in X and one in Y."))
            self.explanation.setText(
                self.tr("The moral graph of the whole network (fig. 7.4): {0} nodes, {1} edges.").format(
                    len(nodes), len(edges)
                )
            )
            self.edge_list.setText(self._edge_text(edges))
            self._draw(nodes, edges, roles, nodes)
            self.answered.emit(None)
            return
        try:
            result = answer(self.structure, chosen["X"], chosen["Y"], chosen["Z"])
        except ValueError as exc:  # cannot happen from the radio buttons; a message all the same
            self.verdict.setText(translated(exc))
            return
        self.current = result
        question = self.tr("{0} ⟂ {1} | {2}").format(
            ", ".join(result.x), ", ".join(result.y), ", ".join(result.z) or "∅"
        )
        if result.separated:
            self.verdict.setText(self.tr("{0}: yes, d-separated (independent given Z).").format(question))
            self.explanation.setText(
                self.tr("In the moral graph, removing Z's nodes leaves no path from X to Y.")
            )
        else:
            self.verdict.setText(self.tr("{0}: no, not d-separated.").format(question))
            self.explanation.setText(
                self.tr("This path joins X to Y without passing through Z: {0}.").format(" — ".join(result.path))
            )
        self.edge_list.setText(
            self.tr("The moral graph of the ancestors of X, Y and Z ({0} of {1} nodes).").format(
                len(result.kept), len(nodes)
            )
            + "\n"
            + self._edge_text(result.edges)
        )
        self._draw(nodes, result.edges, roles, result.kept, result.path)
        self.answered.emit(result)

    def _draw(self, *graph) -> None:
        """The moral graph drawn when the panel is seen: a side tab not chosen is drawn by ``showEvent`` (the tab's
        every network came with ~8 ms of pyqtgraph here for a panel no one saw)."""
        if self.isVisible():
            self.graph.show_graph(*graph)

    def _edge_text(self, edges: tuple[MoralEdge, ...]) -> str:
        plain = ", ".join(f"{e.a} — {e.b}" for e in edges if not e.married) or "∅"
        married = ", ".join(f"{e.a} — {e.b}" for e in edges if e.married) or "∅"
        return self.tr("Edges: {0}.").format(plain) + "\n" + self.tr("Married parents (dashed): {0}.").format(married)
