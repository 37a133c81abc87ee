"""The conditional probability table P(level | class) of one categorical feature, heat-mapped.

Cells show the fitted ``CategoricalNB`` probabilities (exp of ``feature_log_prob_``); the tooltip writes
the smoothed count fraction, e.g. "(3 + 1) / (8 + 3×1) = 0.364". The current sample's level is bold.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from bayesgui.qt.common.session import Session

PROBABILITY_ROLE = Qt.ItemDataRole.UserRole + 1  # the cell's probability as a float
LIGHT = QColor("#f7fbff")
STRONG = QColor("#2171b5")

_Index = QModelIndex | QPersistentModelIndex


def heat_color(strength: float) -> QColor:
    """``LIGHT`` at 0 to ``STRONG`` at 1."""
    t = float(np.clip(strength, 0.0, 1.0)) if np.isfinite(strength) else 0.0
    return QColor.fromRgbF(
        LIGHT.redF() + t * (STRONG.redF() - LIGHT.redF()),
        LIGHT.greenF() + t * (STRONG.greenF() - LIGHT.greenF()),
        LIGHT.blueF() + t * (STRONG.blueF() - LIGHT.blueF()),
    )


class CategoricalTableModel(QAbstractTableModel):
    """Rows = levels, columns = classes, cell = P(level | class); read-only."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._levels: list[str] = []
        self._classes: list[str] = []
        self._prob = np.zeros((0, 0))  # (n_levels, n_classes)
        self._count = np.zeros((0, 0))
        self._total = np.zeros(0)
        self._alpha = 0.0
        self._bold_row: int | None = None

    def set_table(self, levels, classes, probability, count, total, alpha: float) -> None:
        """``probability`` and ``count`` are (n_classes, n_levels) as the estimator keeps them."""
        self.beginResetModel()
        self._prob = np.asarray(probability, dtype=float).T
        self._count = np.asarray(count, dtype=float).T
        self._total = np.asarray(total, dtype=float)
        n_levels = self._prob.shape[0]
        self._levels = [str(v) for v in levels][:n_levels] + [f"#{i}" for i in range(len(levels), n_levels)]
        self._classes = [str(c) for c in classes]
        self._alpha = float(alpha)
        self._bold_row = None
        self.endResetModel()

    def set_bold_row(self, row: int | None) -> None:
        if row == self._bold_row:
            return
        self._bold_row = row
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def bold_row(self) -> int | None:
        return self._bold_row

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._prob.shape[0]

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._prob.shape[1]

    def fraction_text(self, row: int, column: int) -> str:
        """The count fraction behind a cell, as the textbook writes it."""
        p = self._prob[row, column]
        count, total, n_levels, alpha = self._count[row, column], self._total[column], self._prob.shape[0], self._alpha
        if alpha:
            return f"({count:g} + {alpha:g}) / ({total:g} + {n_levels}×{alpha:g}) = {p:.3g}"
        if total == 0:
            return self.tr("No training sample of this class has a value here: uniform 1/{0} = {1}").format(
                n_levels, f"{p:.3g}"
            )
        return f"{count:g}/{total:g} = {p:.3g}"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        p = float(self._prob[row, column])
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{p:.3g}"
        if role == PROBABILITY_ROLE:
            return p
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.fraction_text(row, column)
        if role == Qt.ItemDataRole.BackgroundRole:
            return heat_color(p / self._scale())
        if role == Qt.ItemDataRole.ForegroundRole:
            return QColor("white") if heat_color(p / self._scale()).lightnessF() < 0.55 else QColor("black")
        if role == Qt.ItemDataRole.FontRole and row == self._bold_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _scale(self) -> float:
        top = float(np.max(self._prob)) if self._prob.size else 0.0
        return top if top > 0 else 1.0

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        vertical = orientation == Qt.Orientation.Vertical
        names = self._levels if vertical else self._classes
        if not 0 <= section < len(names):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return names[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            if vertical:
                return self.tr("Level {0}").format(names[section])
            return self.tr("Class {0}: this column sums to 1").format(names[section])
        if role == Qt.ItemDataRole.FontRole and vertical and section == self._bold_row:
            font = QFont()
            font.setBold(True)
            return font
        return None


class CategoricalTableView(QTableView):
    """The table of one categorical feature; the current sample's level is bold."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._feature: str | None = None
        self.table_model = CategoricalTableModel(self)
        self.setModel(self.table_model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setToolTip(self.tr("P(level | class): hover over a cell to see the count fraction behind it."))

    def show_feature(self, feature: str, part, column: int) -> None:
        """Show column ``column`` of the fitted ``CategoricalNB`` ``part`` (the model's feature ``feature``)."""
        model = self._session.model
        levels = model.schema.levels[model.schema.feature_names.index(feature)] or ()
        with np.errstate(under="ignore"):
            probability = np.exp(part.feature_log_prob_[column])
        self.table_model.set_table(
            levels,
            model.class_names,
            probability,
            part.category_count_[column],
            part.class_feature_count_[:, column],
            float(part.alpha),
        )
        self._feature = feature
        self.update_query()

    def update_query(self) -> None:
        """Bold the level of the current sample (none when it is missing)."""
        record = self._session.record
        value = None if record is None or self._feature is None else record["sample"].get(self._feature)
        levels = [self.table_model.headerData(r, Qt.Orientation.Vertical) for r in range(self.table_model.rowCount())]
        self.table_model.set_bold_row(levels.index(value) if value in levels else None)


if __name__ == "__main__":
    import sys

    from PySide6.QtWidgets import QApplication

    from bayesgui.data import load_sample
    from bayesgui.qt.model.cpt_view import locate_feature

    app = QApplication(sys.argv)
    preview_session = Session()
    view = CategoricalTableView(preview_session)

    def _show() -> None:
        if preview_session.model is not None:
            _, part, column = locate_feature(preview_session.model, "色泽")
            view.show_feature("色泽", part, column)

    preview_session.model_changed.connect(_show)
    preview_session.query_changed.connect(view.update_query)
    view.resize(400, 200)
    view.show()
    preview_session.load(load_sample("watermelon3"))
    app.aboutToQuit.connect(preview_session.shutdown)
    sys.exit(app.exec())
