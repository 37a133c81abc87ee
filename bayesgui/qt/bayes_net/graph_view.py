"""The network drawn as a graph (Zhou fig. 7.2): a rounded box per node, an arrow per edge.

Items are made once per node and per edge and moved or restyled in place: a new structure adds and removes only
the arrows that changed (a search redraws a step by touching one or two arrows). Nodes are dragged with the
mouse (``positions_changed`` once a drag ends); a click on a node sends ``node_clicked``, on an arrow
``edge_clicked``; an arrow's menu removes or reverses it, a node's menu adds an arrow to another node
(``edit_requested``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPainterPathStroker, QPalette, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QMenu,
    QStyle,
)

from bayesgui.qt.common.presentation import scaled_font

ARROW = 11.0  # the arrowhead's length, scene units
MAX_SCALE = 2.2  # a small network is not blown up beyond this
MARGIN = 24  # pixels kept free around the network in the view


class NodeItem(QGraphicsPathItem):
    """A node: its name in a rounded box, centred on the item's position."""

    def __init__(self, name: str, view: GraphView) -> None:
        super().__init__()
        self.name, self._view = name, view
        self.label = QGraphicsSimpleTextItem(name, self)
        self.follow_font()
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsMovable
            | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
        )
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # its text drawn once, not at each step
        self.setZValue(1)
        self.setToolTip(name)
        self.restyle()

    def follow_font(self) -> None:
        """The name in the view's font, 1.25 times bigger, and the box around it (presentation mode's font too)."""
        font = scaled_font(self._view.font(), 1.25)
        self.label.setFont(font)
        text = self.label.boundingRect()
        width, height = max(text.width() + 24, 56), text.height() + 16
        self.label.setPos(-text.width() / 2, -text.height() / 2)
        path = QPainterPath()
        path.addRoundedRect(QRectF(-width / 2, -height / 2, width, height), 10, 10)
        self.setPath(path)

    def half_size(self) -> tuple[float, float]:
        rect = self.path().boundingRect()
        return rect.width() / 2, rect.height() / 2

    def restyle(self) -> None:
        palette = self._view.palette()
        selected = self.isSelected()
        role = QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.Text
        self.setPen(QPen(palette.color(role), 3 if selected else 1.5))
        self.setBrush(QBrush(palette.color(QPalette.ColorRole.AlternateBase)))
        self.label.setBrush(QBrush(palette.color(QPalette.ColorRole.Text)))

    def paint(self, painter, option, widget=None) -> None:
        option.state &= ~QStyle.StateFlag.State_Selected  # the box's own colour shows it, not Qt's dashed frame
        super().paint(painter, option, widget)

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._view.node_moved(self.name)
        elif change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.restyle()
        return super().itemChange(change, value)

    def contextMenuEvent(self, event) -> None:
        self._view.node_menu(self.name, event.screenPos())


class EdgeItem(QGraphicsPathItem):
    """An arrow parent → child from box edge to box edge."""

    def __init__(self, parent: str, child: str, view: GraphView) -> None:
        super().__init__()
        self.parent_name, self.child_name, self._view = parent, child, view
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(
            QCoreApplication.translate("GraphView", "{0} → {1} (right-click: remove or reverse)").format(parent, child)
        )
        self.highlighted = False
        self.restyle()

    def restyle(self) -> None:
        palette = self._view.palette()
        strong = self.highlighted or self.isSelected()
        color = palette.color(QPalette.ColorRole.Highlight if strong else QPalette.ColorRole.Text)
        pen = QPen(color, 3.5 if strong else 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.setPen(pen)
        self.setBrush(QBrush(color))

    def place(self, start: NodeItem, end: NodeItem) -> None:
        """Draw the arrow between the two boxes' borders."""
        line = QLineF(start.pos(), end.pos())
        if line.length() < 1e-6:
            self.setPath(QPainterPath())
            return
        a = _border(line, start.half_size())
        b = _border(QLineF(end.pos(), start.pos()), end.half_size())
        shaft = QLineF(a, b)
        path = QPainterPath(a)
        path.lineTo(b)
        if shaft.length() > ARROW:
            unit = shaft.unitVector()
            direction = QPointF(unit.dx(), unit.dy())
            normal = QPointF(-direction.y(), direction.x())
            base = b - direction * ARROW
            path.addPolygon(QPolygonF([b, base + normal * ARROW * 0.45, base - normal * ARROW * 0.45, b]))
        self.setPath(path)

    def paint(self, painter, option, widget=None) -> None:
        option.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, option, widget)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(12)  # easy to click
        return stroker.createStroke(self.path())

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.restyle()
        return super().itemChange(change, value)

    def contextMenuEvent(self, event) -> None:
        self._view.edge_menu(self.parent_name, self.child_name, event.screenPos())


def _border(line: QLineF, half: tuple[float, float]) -> QPointF:
    """Where ``line`` (from a box's centre) leaves the box of half sizes ``half``."""
    dx, dy = abs(line.dx()), abs(line.dy())
    t = min(half[0] / dx if dx > 1e-9 else float("inf"), half[1] / dy if dy > 1e-9 else float("inf"))
    return line.pointAt(min(t, 1.0))


class GraphView(QGraphicsView):
    """See the module docstring. ``nodes`` and ``edges`` hold the items by name and by (parent, child)."""

    node_clicked = Signal(str)
    edge_clicked = Signal(str, str)
    positions_changed = Signal()
    edit_requested = Signal(str, str, str)  # ("add" | "remove" | "reverse", parent, child)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMinimumSize(240, 200)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.nodes: dict[str, NodeItem] = {}
        self.edges: dict[tuple[str, str], EdgeItem] = {}
        self.editable = True
        self._dragging = False
        self.scene().selectionChanged.connect(self._on_selection)
        self._placeholder = QGraphicsTextItem()
        self._placeholder.setTextWidth(360)
        self.scene().addItem(self._placeholder)

    def set_placeholder(self, text: str) -> None:
        """What an empty graph says (why there is no network)."""
        self._placeholder.setFont(self.font())
        self._placeholder.setPlainText(text)
        self._placeholder.setDefaultTextColor(self.palette().color(QPalette.ColorRole.PlaceholderText))
        self._placeholder.setVisible(not self.nodes)
        if not self.nodes:
            self.setSceneRect(self._placeholder.boundingRect())
            self.resetTransform()
            self.centerOn(self._placeholder)

    # ------------------------------------------------------------------ content
    def set_graph(self, nodes: Iterable[str], edges: Iterable[tuple[str, str]],
                  positions: Mapping[str, tuple[float, float]]) -> None:  # fmt: skip
        """Show ``nodes`` at ``positions`` (scene units) with ``edges``; node items that stay are kept."""
        nodes = list(nodes)
        for name in [n for n in self.nodes if n not in nodes]:
            for key in [k for k in self.edges if name in k]:
                self.scene().removeItem(self.edges.pop(key))
            self.scene().removeItem(self.nodes.pop(name))
        for name in nodes:
            if name not in self.nodes:
                item = self.nodes[name] = NodeItem(name, self)
                self.scene().addItem(item)
        self._placeholder.setVisible(False)
        self.move_nodes(positions)
        self.set_edges(edges)
        self.fit()

    def move_nodes(self, positions: Mapping[str, tuple[float, float]]) -> None:
        for name, (x, y) in positions.items():
            if name in self.nodes:
                self.nodes[name].setPos(x, y)

    def set_edges(self, edges: Iterable[tuple[str, str]], highlight: tuple[str, str] | None = None) -> None:
        """Show exactly ``edges`` (arrows added and removed in place), ``highlight`` drawn strong."""
        wanted = {tuple(e) for e in edges if e[0] in self.nodes and e[1] in self.nodes}
        for key in [k for k in self.edges if k not in wanted]:
            self.scene().removeItem(self.edges.pop(key))
        for key in wanted:
            item = self.edges.get(key)
            if item is None:
                item = self.edges[key] = EdgeItem(*key, self)
                self.scene().addItem(item)
                item.place(self.nodes[key[0]], self.nodes[key[1]])
            if item.highlighted != (key == highlight):
                item.highlighted = key == highlight
                item.restyle()

    def positions(self) -> dict[str, tuple[float, float]]:
        return {name: (item.pos().x(), item.pos().y()) for name, item in self.nodes.items()}

    def node_moved(self, name: str) -> None:
        for (p, c), item in self.edges.items():
            if name in (p, c):
                item.place(self.nodes[p], self.nodes[c])

    def select_node(self, name: str | None) -> None:
        self.scene().clearSelection()
        if name in self.nodes:
            self.nodes[name].setSelected(True)

    def selected_node(self) -> str | None:
        return next((n for n, item in self.nodes.items() if item.isSelected()), None)

    # ------------------------------------------------------------------ the view
    def export_target(self):
        """What Export plot saves: the drawn network as on screen (``QGraphicsView.render`` takes a painter,
        not an image, so the viewport is exported)."""
        return self.viewport()

    def fit(self) -> None:
        """Scale the whole network to fill the view but a margin of ``MARGIN`` pixels (at most ``MAX_SCALE``),
        centred: a network of a few nodes is drawn large enough to read when projected."""
        if not self.nodes:
            self.centerOn(self._placeholder)
            return
        rect = QRectF()
        for item in self.nodes.values():
            rect = rect.united(item.sceneBoundingRect())
        room = self.viewport().rect()
        scale = min((room.width() - 2 * MARGIN) / max(rect.width(), 1),
                    (room.height() - 2 * MARGIN) / max(rect.height(), 1), MAX_SCALE)  # fmt: skip
        scale = max(scale, 0.05)
        self.setSceneRect(rect.adjusted(-4000, -4000, 4000, 4000))  # room to drag a node anywhere
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def changeEvent(self, event) -> None:
        """A new font (presentation mode, the application's font): the boxes and their arrows follow it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            for item in self.nodes.values():
                item.follow_font()
            for (p, c), item in self.edges.items():
                item.place(self.nodes[p], self.nodes[c])
            self._placeholder.setFont(self.font())
            self.fit()

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        item = self.itemAt(event.position().toPoint())
        if isinstance(item, QGraphicsSimpleTextItem):
            item = item.parentItem()
        if event.button() == Qt.MouseButton.LeftButton and isinstance(item, NodeItem):
            self._dragging = True
            self.node_clicked.emit(item.name)
        elif event.button() == Qt.MouseButton.LeftButton and isinstance(item, EdgeItem):
            self.edge_clicked.emit(item.parent_name, item.child_name)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if self._dragging:
            self._dragging = False
            self.positions_changed.emit()

    def _on_selection(self) -> None:
        name = self.selected_node()
        if name is not None and not self._dragging:
            self.node_clicked.emit(name)

    # ------------------------------------------------------------------ menus
    def node_menu(self, name: str, where) -> None:
        if not self.editable:
            return
        menu = QMenu(self)
        add = menu.addMenu(self.tr("Add edge from {0} to").format(name))
        for other in self.nodes:
            if other != name and (name, other) not in self.edges:
                add.addAction(other, lambda o=other: self.edit_requested.emit("add", name, o))
        add.setEnabled(not add.isEmpty())
        menu.exec(where)

    def edge_menu(self, parent: str, child: str, where) -> None:
        if not self.editable:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Remove edge {0} → {1}").format(parent, child),
                       lambda: self.edit_requested.emit("remove", parent, child))  # fmt: skip
        menu.addAction(self.tr("Reverse edge {0} → {1}").format(parent, child),
                       lambda: self.edit_requested.emit("reverse", parent, child))  # fmt: skip
        menu.exec(where)
