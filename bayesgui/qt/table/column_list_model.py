"""One row per column of the session's dataset: name, kind (editable), values and missing count."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from bayesgui.data import IGNORE, KINDS, TARGET
from bayesgui.data.column_summary import missing_counts, number_range, shows_numbers
from bayesgui.qt.common.session import Session
from bayesgui.qt.table.kind_delegate import kind_names, kind_tooltips

__all__ = ["ColumnListModel"]

SHOWN_LEVELS = 4  # level names written out in the values column
TOOLTIP_LEVELS = 40

_R = Qt.ItemDataRole


class ColumnListModel(QAbstractTableModel):
    """The columns of ``session.dataset`` as rows; writing a kind calls ``session.set_kind``/``set_target``.

    Columns whose kind differs from the kinds first seen for that table (the inferred ones, right after
    ``session.load``) are "changed" and shown in bold. Kind edits and undo only emit ``dataChanged``, so
    the view keeps its current row and an open editor is not torn down.
    """

    NAME, KIND, VALUES, MISSING = range(4)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._dataset = None
        self._frame = None
        self._columns: tuple[str, ...] = ()
        self._first_kinds: dict[str, str] = {}
        self._summaries: dict[tuple[str, bool], tuple[str, str]] = {}  # (column, numeric) -> (text, tooltip)
        self._missing: dict[str, int] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._grey = QBrush(QColor(128, 128, 128))
        session.dataset_changed.connect(self._on_dataset_changed)
        self._on_dataset_changed()

    # ------------------------------------------------------------------ public helpers
    def column_name(self, row: int) -> str:
        return self._columns[row]

    def is_changed(self, row: int) -> bool:
        """True if the column's kind differs from the kind it had when the table was loaded."""
        column = self._columns[row]
        return self._dataset.kinds[column] != self._first_kinds.get(column)

    def first_kind(self, row: int) -> str | None:
        return self._first_kinds.get(self._columns[row])

    # ------------------------------------------------------------------ following the session
    def _on_dataset_changed(self) -> None:
        old, new = self._dataset, self._session.dataset
        same_table = old is not None and new is not None and new.source is old.source and new.columns == old.columns
        if same_table:  # a kind or target edit (or its undo): same rows, new kinds
            self._dataset = new
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._columns) - 1, self.MISSING))
            return
        self.beginResetModel()
        self._dataset = new
        self._frame = new.frame if new is not None else None
        self._columns = new.columns if new is not None else ()
        self._first_kinds = dict(new.kinds) if new is not None else {}
        self._summaries, self._missing = {}, {}
        self.endResetModel()

    def _missing_count(self, column: str) -> int:
        if not self._missing:  # the load job's counts, or every column at once: one pass over the table
            summaries = self._session.column_summaries
            self._missing = dict(summaries.missing) if summaries is not None else missing_counts(self._frame)
        return self._missing[column]

    def _summary(self, column: str) -> tuple[str, str]:
        numeric = shows_numbers(self._dataset, column)
        key = (column, numeric)
        if key not in self._summaries:
            self._summaries[key] = self._range(column) if numeric else self._levels(column)
        return self._summaries[key]

    def _range(self, column: str) -> tuple[str, str]:
        summaries = self._session.column_summaries
        if summaries is not None and column in summaries.ranges:
            numbers = summaries.ranges[column]
        else:  # a column made numeric after loading, or a table loaded without its summaries
            numbers = number_range(self._frame[column])
        if numbers is None:
            return "—", self.tr("no numbers in this column")
        text = f"{numbers.low:.6g} – {numbers.high:.6g}"
        tip = self.tr("from {0:.6g} to {1:.6g}, mean {2:.6g}").format(numbers.low, numbers.high, numbers.mean)
        return text, tip

    def _levels(self, column: str) -> tuple[str, str]:
        summaries = self._session.column_summaries
        in_summary = summaries is not None and column in summaries.levels
        levels = summaries.levels[column] if in_summary else self._dataset.levels(column)
        shown = ", ".join(levels[:SHOWN_LEVELS]) + (", …" if len(levels) > SHOWN_LEVELS else "")
        text = self.tr("{0} (%n level(s))", "", len(levels)).format(shown)
        tip = ", ".join(levels[:TOOLTIP_LEVELS]) + (", …" if len(levels) > TOOLTIP_LEVELS else "")
        return text, tip

    # ------------------------------------------------------------------ Qt model interface
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsEditable if index.column() == self.KIND else flags

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _R.DisplayRole) -> object:
        if not index.isValid() or self._dataset is None:
            return None
        row, section = index.row(), index.column()
        column = self._columns[row]
        kind = self._dataset.kinds[column]
        if role == _R.DisplayRole:
            if section == self.NAME:
                return column
            if section == self.KIND:
                return kind_names()[kind]
            if section == self.VALUES:
                return self._summary(column)[0]
            return str(self._missing_count(column))
        if role == _R.EditRole:
            return kind if section == self.KIND else self.data(index, _R.DisplayRole)
        if role == _R.FontRole:
            return self._bold if self.is_changed(row) else None
        if role == _R.ForegroundRole:
            return self._grey if kind == IGNORE else None
        if role == _R.TextAlignmentRole and section == self.MISSING:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == _R.ToolTipRole:
            return self._tooltip(row, section, column, kind)
        return None

    def _tooltip(self, row: int, section: int, column: str, kind: str) -> str:
        if section == self.KIND:
            return kind_tooltips()[kind] + "\n" + self.tr("Double-click or press F2 to change the kind")
        if section == self.VALUES:
            return self._summary(column)[1]
        if section == self.MISSING:
            return self.tr("{0} of %n row(s) have no value in this column", "", self._dataset.n_rows).format(
                self._missing_count(column)
            )
        if self.is_changed(row):
            first = kind_names().get(self.first_kind(row), "?")
            return self.tr("{0}: changed from {1} (as loaded) to {2}").format(column, first, kind_names()[kind])
        return self.tr("{0}: {1}, as loaded").format(column, kind_names()[kind])

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: object, role: int = _R.EditRole) -> bool:
        if role != _R.EditRole or index.column() != self.KIND or self._dataset is None or value not in KINDS:
            return False
        column = self._columns[index.row()]
        if value == TARGET:
            self._session.set_target(column)
        else:
            self._session.set_kind(column, value)
        dataset = self._session.dataset
        return dataset is not None and dataset.kinds.get(column) == value

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _R.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 4:
            return None
        if role == _R.DisplayRole:
            return (self.tr("Column"), self.tr("Kind"), self.tr("Values"), self.tr("Missing"))[section]
        if role == _R.ToolTipRole:  # begins with the header's text: a narrow dock may elide the header
            tip = (
                self.tr("The column's name; bold when its kind was changed after loading"),
                self.tr("How naive Bayes models the column (double-click to change)"),
                self.tr("Levels of a categorical column, or the range of a numeric one"),
                self.tr("Number of empty cells"),
            )[section]
            return self.tr("{0}: {1}").format(self.headerData(section, orientation), tip)
        return None
