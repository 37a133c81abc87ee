"""The data table: every row of the session's dataset; selecting a row classifies it."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QItemSelection, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QActionGroup, QContextMenuEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QTableView, QWidget

from bayesgui.data import KINDS, TARGET
from bayesgui.qt.common.session import Session
from bayesgui.qt.table.data_table_model import DataTableModel
from bayesgui.qt.table.kind_delegate import kind_names, kind_tooltips
from bayesgui.qt.table.table_editor import TableEditor

__all__ = ["DataTableView"]

SIZE_HINT_ROWS = 200  # rows looked at when sizing columns to their contents
WIDEST_CELLS = 4  # of those, the cells whose texts are the widest (by their characters' widths) are measured
SLICE_MS = 5  # columns are measured for this long per turn (then set together once all are measured)
SIZED_COLUMNS = 60  # columns sized to their contents; the others keep the default width (10,000 columns)
# After a reset the measuring starts this much later: the reset's repaint (~20 ms with the predictions' columns)
# comes first, not in the same go as the first columns measured
FIRST_SLICE_DELAY_MS = 10


class DataTableView(QTableView):
    """An editable, row-selecting view of :class:`DataTableModel`.

    Selecting a row calls ``session.set_query_row(row)``; the session's query row is selected in turn.
    Right-clicking a column header offers the column's kind; right-clicking a cell (or the menu key) offers the
    kind and the table's edits. A double-click or F2 edits a cell, Delete deletes the selected rows, Ctrl+V
    appends rows copied from a spreadsheet; every edit goes through ``editor`` (a :class:`TableEditor`) and is
    undoable.

    Parameters
    ----------
    session : Session
    parent : QWidget, optional
    """

    columns_sized = Signal()  # a new table's columns have their widths (``sizing`` is False again)

    def __init__(self, session: Session, parent: QWidget | None = None, editor: TableEditor | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.editor = editor or TableEditor(session, self)
        self._syncing = False
        self._sized_for: tuple = ()
        self._unsized: list[int] = []  # columns still to size to their contents (a few per event-loop turn)
        self._measured: dict[int, int] = {}  # their widths so far, set together once every one is measured
        self._sizer = QTimer(self, singleShot=True, interval=0)  # sizes a few of them in the next turn
        self._sizer.timeout.connect(self._size_some_columns)
        self._char_widths: dict[str, int] = {}  # in the view's font: a cell's width is estimated from them
        self.table_model = DataTableModel(session, self)
        self.table_model.editor = self.editor
        self.setModel(self.table_model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        triggers = QAbstractItemView.EditTrigger
        self.setEditTriggers(triggers.DoubleClicked | triggers.EditKeyPressed)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        columns = self.horizontalHeader()
        columns.setResizeContentsPrecision(SIZE_HINT_ROWS)
        columns.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        columns.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        columns.customContextMenuRequested.connect(self._on_header_menu)
        self.setToolTip(
            self.tr(
                "Click a row to classify it; double-click a cell to edit it; right-click for the column's kind and "
                "to add, paste or delete rows"
            )
        )
        self.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.table_model.modelReset.connect(self._on_model_reset)
        session.record_changed.connect(self._select_query_row)
        self._on_model_reset()

    # ------------------------------------------------------------------ kinds
    def kind_menu(self, section: int, parent: QWidget | None = None) -> QMenu | None:
        """A menu of the kinds for the column in ``section`` (None for a prediction column)."""
        column = self.table_model.column_name(section)
        dataset = self._session.dataset
        if column is None or dataset is None:
            return None
        menu = QMenu(self.tr("Kind of {0}").format(column), parent or self)
        menu.setToolTipsVisible(True)
        group = QActionGroup(menu)
        names, tips = kind_names(), kind_tooltips()
        for kind in KINDS:
            action = menu.addAction(names[kind])
            action.setCheckable(True)
            action.setChecked(dataset.kinds[column] == kind)
            action.setToolTip(tips[kind])
            action.setData(kind)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=column, k=kind: self.set_column_kind(c, k))
        return menu

    def set_column_kind(self, column: str, kind: str) -> None:
        """Give ``column`` the kind ``kind`` through the session (undoable)."""
        if kind == TARGET:
            self._session.set_target(column)
        else:
            self._session.set_kind(column, kind)

    def _on_header_menu(self, position: QPoint) -> None:
        header = self.horizontalHeader()
        menu = self.kind_menu(header.logicalIndexAt(position))
        if menu is not None:
            menu.exec(header.mapToGlobal(position))
            menu.deleteLater()

    def edit_menu(self, section: int | None) -> QMenu:
        """The table's edits (and the kind of the column in ``section``, if any)."""
        menu = QMenu(self)
        kinds = self.kind_menu(section, menu) if section is not None else None
        if kinds is not None:
            menu.addMenu(kinds)
            menu.addSeparator()
        editable = self.editor.can_edit  # (not a streamed file's preview)
        menu.addAction(self.tr("Add a row"), self.editor.add_empty_row).setEnabled(editable)
        menu.addAction(self.tr("Paste rows from a spreadsheet"), self.paste_rows).setEnabled(editable)
        delete = menu.addAction(self.tr("Delete the selected rows"), self.delete_selected_rows)
        delete.setEnabled(editable and bool(self.selectionModel().selectedRows()))
        menu.addSeparator()
        menu.addAction(self.tr("Infer the column kinds again"), self.editor.reinfer_kinds)
        return menu

    def paste_rows(self) -> bool:
        """Append the rows on the clipboard (tab-separated, as a spreadsheet copies them)."""
        return self.editor.paste_rows(QGuiApplication.clipboard().text())

    def delete_selected_rows(self) -> None:
        self.editor.delete_rows(index.row() for index in self.selectionModel().selectedRows())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.state() != QAbstractItemView.State.EditingState:
            if event.matches(QKeySequence.StandardKey.Paste):
                self.paste_rows()
                return
            if event.key() == Qt.Key.Key_Delete and self.selectionModel().selectedRows():
                self.delete_selected_rows()
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        index = self.indexAt(event.pos()) if event.reason() == QContextMenuEvent.Reason.Mouse else self.currentIndex()
        if self._session.dataset is None:
            return
        menu = self.edit_menu(index.column() if index.isValid() else None)
        menu.exec(event.globalPos() if event.reason() == QContextMenuEvent.Reason.Mouse else self._cell_corner(index))
        menu.deleteLater()

    def _cell_corner(self, index) -> QPoint:
        return self.viewport().mapToGlobal(self.visualRect(index).bottomLeft())

    # ------------------------------------------------------------------ the query row
    def _on_selection_changed(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        if self._syncing:
            return
        rows = {index.row() for index in selected.indexes()}
        if len(rows) == 1:
            self._session.set_query_row(rows.pop())

    def _select_query_row(self) -> None:
        row = self._session.query_row
        if row is None or not 0 <= row < self.table_model.rowCount():
            return
        current = self.selectionModel().selectedRows()
        if len(current) == 1 and current[0].row() == row:
            return
        self._syncing = True
        try:
            self.selectRow(row)
            self.scrollTo(self.table_model.index(row, max(self.currentIndex().column(), 0)))
        finally:
            self._syncing = False

    def _on_model_reset(self) -> None:
        model = self.table_model
        headers = tuple(model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount()))
        if headers != self._sized_for and model.rowCount():  # sizing reads cells: only for new columns
            self._sized_for = headers
            self._unsized, self._measured = list(range(min(len(headers), SIZED_COLUMNS))), {}
            self._sizer.start(FIRST_SLICE_DELAY_MS)  # not now: the reset's other slots run in this turn, its paint next
        self._select_query_row()

    def changeEvent(self, event: QEvent) -> None:
        """A new font (presentation mode, a new size): the rows as high as its lines, the columns as wide as their
        headers and cells again (they were cut on both sides)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._char_widths = {}
            self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
            if self._sized_for:
                self._unsized, self._measured = list(range(min(len(self._sized_for), SIZED_COLUMNS))), {}
                self._sizer.start(0)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._unsized:
            self._sizer.start(0)

    def _size_some_columns(self) -> None:
        """Measure the next few columns (``_column_width``), the rest in later turns of the event loop (30 columns
        measured by Qt at once stalled the GUI thread for ~0.2 s); the widths are set together once every column is
        measured: one repaint of the table, not one per column (a repaint asks Python for each visible cell's text,
        colours, font and flags, ~1,300 calls from Qt, each of which waits for the GIL while a job that started with
        the new table holds it)."""
        if not self.window().isVisible():  # sized once shown (showEvent); in a shown window, before the view is
            return  # shown (its first paint has the widths: not a second paint for them, as a job starts)
        self.ensurePolished()  # (the font the cells are drawn in)
        clock = QElapsedTimer()
        clock.start()
        header = self.horizontalHeader()
        while self._unsized and clock.elapsed() < SLICE_MS:
            column = self._unsized.pop(0)
            if column < self.table_model.columnCount():
                self._measured[column] = self._column_width(column)
        if self._unsized:
            self._sizer.start(0)
            return
        measured, self._measured = self._measured, {}
        for column, width in measured.items():
            if column < self.table_model.columnCount():
                header.resizeSection(column, width)
        self.columns_sized.emit()

    @property
    def sizing(self) -> bool:
        """Columns of a new table are still being measured (a few each turn; ``columns_sized`` says when done)."""
        return bool(self._unsized or self._measured) and self.window().isVisible()

    def _column_width(self, column: int) -> int:
        """The width ``resizeColumnToContents`` gives a column, measuring only the widest cells: Qt's own asks the
        delegate for the size of each of SIZE_HINT_ROWS cells (each a handful of ``data`` calls: ~4 ms a column).
        Here the model writes the cells' texts at once, their widths are estimated from the widths of their
        characters, and only the WIDEST_CELLS widest are measured by the delegate."""
        model = self.table_model
        top = max(0, self.rowAt(0))
        texts = model.texts(column, top, top + SIZE_HINT_ROWS)
        advance, widths = self.fontMetrics().horizontalAdvance, self._char_widths
        estimates = [sum(widths.get(c) or widths.setdefault(c, advance(c)) for c in text) for text in texts]
        widest = sorted(range(len(texts)), key=estimates.__getitem__, reverse=True)[:WIDEST_CELLS]
        content = max((self.sizeHintForIndex(model.index(top + i, column)).width() for i in widest), default=0)
        if content and self.showGrid():
            content += 1  # (as QTableView.sizeHintForColumn)
        header = self.horizontalHeader()
        return max(content, 0 if header.isHidden() else header.sectionSizeHint(column))
