"""The conditional probability table P(level | class) of one categorical feature, heat-mapped.

It draws a ``bayesgui.report.probability_tables.CategoricalTable``: each cell's probability, and on hover the
smoothed count fraction behind it, e.g. "(3 + 1) / (8 + 3×1) = 0.364". The current sample's level is bold. After
an incremental update (``session.last_update``) the cells whose count changed are tinted amber and show
old → new counts.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from bayesgui.qt.common.session import Session
from bayesgui.qt.model.sample_value import sample_value
from bayesgui.report.edit_changes import changed_level_counts
from bayesgui.report.palette import CHANGED_COLOR, HEAT_COLORS
from bayesgui.report.probability_tables import CategoricalTable

PROBABILITY_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's probability as a float
LIGHT, STRONG = QColor(HEAT_COLORS[0]), QColor(HEAT_COLORS[1])

_Index = QModelIndex | QPersistentModelIndex


def heat_color(strength: float) -> QColor:
    """``LIGHT`` at 0 to ``STRONG`` at 1."""
    t = float(np.clip(strength, 0.0, 1.0)) if np.isfinite(strength) else 0.0
    return QColor.fromRgbF(
        LIGHT.redF() + t * (STRONG.redF() - LIGHT.redF()),
        LIGHT.greenF() + t * (STRONG.greenF() - LIGHT.greenF()),
        LIGHT.blueF() + t * (STRONG.blueF() - LIGHT.blueF()),
    )


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


class CategoricalTableModel(QAbstractTableModel):
    """Rows = levels, columns = classes, cell = P(level | class); read-only."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._table: CategoricalTable | None = None
        self._top = 1.0  # the largest probability: the heat map's full strength
        self._bold_row: int | None = None
        self._changed: dict[tuple[int, int], tuple[float, float]] = {}  # (row, column) -> (old, new) count

    def set_table(self, table: CategoricalTable | None, changed: dict | None = None) -> None:
        """Show ``table`` (None: nothing); ``changed`` maps (row, column) to the (old, new) count of the cells the
        last incremental update changed."""
        self.beginResetModel()
        self._table = table
        self._changed = dict(changed or {})
        top = float(table.probabilities().max(initial=0.0)) if table is not None else 0.0
        self._top = top if top > 0 else 1.0
        self._bold_row = None
        self.endResetModel()

    def table(self) -> CategoricalTable | None:
        return self._table

    def changed_cells(self) -> dict[tuple[int, int], tuple[float, float]]:
        return dict(self._changed)

    def set_bold_row(self, row: int | None) -> None:
        if row == self._bold_row:
            return
        self._bold_row = row
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._table is None else len(self._table.levels)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._table is None else len(self._table.classes)

    def fraction_text(self, row: int, column: int) -> str:
        """The count fraction behind a cell, as the textbook writes it."""
        c = self._table.cells[row][column]
        if c.alpha:
            return f"({c.count:g} + {c.alpha:g}) / ({c.class_total:g} + {c.n_levels}×{c.alpha:g}) = {c.probability:.3g}"
        if c.class_total == 0:
            return self.tr("No training sample of this class has a value here: uniform 1/{0} = {1}").format(
                c.n_levels, f"{c.probability:.3g}"
            )
        return f"{c.count:g}/{c.class_total:g} = {c.probability:.3g}"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        p = self._table.cells[row][column].probability
        change = self._changed.get((row, column))
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{p:.3g}" if change is None else f"{p:.3g}  ({_count(change[0])} → {_count(change[1])})"
        if role == PROBABILITY_ROLE:
            return p
        if role == Qt.ItemDataRole.ToolTipRole:
            text = self.fraction_text(row, column)
            if change is not None:
                text += "\n" + self.tr("The last edit changed this count: {0} → {1}").format(
                    _count(change[0]), _count(change[1])
                )
            return text
        if role == Qt.ItemDataRole.BackgroundRole:
            if change is not None:
                return QColor(CHANGED_COLOR)
            return heat_color(p / self._top)
        if role == Qt.ItemDataRole.ForegroundRole:
            if change is not None:
                return QColor("black")
            return QColor("white") if heat_color(p / self._top).lightnessF() < 0.55 else QColor("black")
        if role == Qt.ItemDataRole.FontRole and row == self._bold_row:
            return _bold()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        vertical = orientation == Qt.Orientation.Vertical
        names = () if self._table is None else self._table.levels if vertical else self._table.classes
        if not 0 <= section < len(names):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return names[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            if vertical:
                return self.tr("Level {0}").format(names[section])
            return self.tr("Class {0}: this column sums to 1").format(names[section])
        if role == Qt.ItemDataRole.FontRole and vertical and section == self._bold_row:
            return _bold()
        return None


class CategoricalTableView(QTableView):
    """The table of one categorical feature; the current sample's level is bold."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.table_model = CategoricalTableModel(self)
        self.setModel(self.table_model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setToolTip(self.tr("P(level | class): hover over a cell to see the count fraction behind it."))

    def show_table(self, table: CategoricalTable) -> None:
        """Draw ``table`` (from ``bayesgui.report.probability_tables.feature_table``), the cells the last
        incremental update changed highlighted."""
        self.table_model.set_table(table, self._changed_cells(table))
        self.update_query()

    def _changed_cells(self, table: CategoricalTable | None) -> dict:
        if table is None or self._session.model is None:
            return {}
        return changed_level_counts(self._session.last_update, self._session.model, table.feature)

    def update_query(self) -> None:
        """Bold the level of the current sample (none when it is missing)."""
        table = self.table_model.table()
        value = sample_value(self._session.record, None if table is None else table.feature)
        levels = () if table is None else table.levels
        self.table_model.set_bold_row(levels.index(value) if value in levels else None)


def _count(value: float) -> str:
    return "—" if not np.isfinite(value) else f"{value:g}"
