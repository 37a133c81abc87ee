"""The session's table as a Qt model: values, missing cells, column kinds and, once computed, predictions.

Built for large tables: each column is cached as one NumPy array when the dataset changes, so ``data()``
reads one array element per call (no pandas indexing), and Qt only asks for the visible cells.
"""

from __future__ import annotations

from typing import TypeAlias

import numpy as np
import pandas as pd
from pandas.api.extensions import ExtensionArray
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication

from bayesgui.data import IGNORE, TARGET
from bayesgui.data.columns.levels import fit_levels
from bayesgui.qt.common.session import Session
from bayesgui.qt.table.kind_delegate import kind_names, kind_tooltips
from bayesgui.tasks.predict import ROW_WRONG, row_states

__all__ = ["DataTableModel"]

_FLOAT, _INTEGER, _BOOL, _OBJECT = range(4)  # how a cached column array is written
_POSTERIOR, _RISK, _DECISION = range(3)  # appended prediction columns

_R = Qt.ItemDataRole
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
# A cell's flags, built once: Qt asks for them per visible cell at each paint, and or-ing enum flags in Python
# (enum.__or__, enum.__call__) cost more than the rest of ``flags`` (~3 ms of a 1e6-row table's ~15 ms paint).
_CELL = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren  # (as Qt gives)
_EDITABLE_CELL = _CELL | Qt.ItemFlag.ItemIsEditable
_NO_FLAGS = Qt.ItemFlag.NoItemFlags
# Roles ``data`` never answers for a cell (a delegate asks for them at every paint): refused before any lookup.
_UNUSED_ROLES = frozenset({int(_R.DecorationRole), int(_R.CheckStateRole), int(_R.SizeHintRole)})


_DISPLAY, _ALIGNMENT, _FONT = int(_R.DisplayRole), int(_R.TextAlignmentRole), int(_R.FontRole)
_FOREGROUND, _BACKGROUND = int(_R.ForegroundRole), int(_R.BackgroundRole)
_PAINTED_ROLES = frozenset({_ALIGNMENT, _FONT, _FOREGROUND, _BACKGROUND})  # (and the text)


def _is_missing(value: object, style: int) -> bool:
    if style == _FLOAT:
        return value != value
    if style == _OBJECT:
        return not isinstance(value, str) and (value is None or value != value)
    return False


Cells: TypeAlias = np.ndarray | ExtensionArray
"""A column's values as the model reads them (see :func:`_cells`)."""


def _cells(column: pd.Series) -> Cells:
    """A column's values as the model reads them, one cell at a time: a NumPy array, or for text kept in Arrow
    arrays (pyarrow installed) the pandas array itself; its ``to_numpy()`` makes a Python string per cell, ~70 ms
    per 1,000,000 rows and column on the GUI thread at every edit."""
    if getattr(column.dtype, "storage", None) == "pyarrow" or isinstance(column.dtype, pd.ArrowDtype):
        return column.array
    return column.to_numpy()


def _style(values: Cells) -> int:
    kind = values.dtype.kind
    return {"f": _FLOAT, "i": _INTEGER, "u": _INTEGER, "b": _BOOL}.get(kind, _OBJECT)


class DataTableModel(QAbstractTableModel):
    """Every column of ``session.dataset``, then P(class), risk(action) and decision columns when
    ``session.predictions`` is set. Resets on ``dataset_changed`` and ``predictions_changed``.

    Parameters
    ----------
    session : Session
        The source of the table and the predictions.
    """

    MISSING_TEXT = "?"

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._names: list[str] = []
        self._kinds: list[str] = []
        self._values: list[Cells] = []
        self._styles: list[int] = []
        self._n_rows = 0
        self._target: int | None = None
        self._truth: np.ndarray | None = None  # target codes (-1: missing), known with predictions
        self._class_names: tuple[str, ...] = ()
        self._predictions = None
        self._prediction_columns: list[tuple[int, int, str]] = []  # (which, index, header)
        self._row_state: np.ndarray | None = None
        self._font, self._bold = QFont(), QFont()  # the application's font when last asked, and it in bold
        self._bold.setBold(True)
        grey = QColor(128, 128, 128)
        self._grey = QBrush(grey)
        self._missing_brush = QBrush(QColor(128, 128, 128, 45))
        self._target_brush = QBrush(QColor(60, 120, 220, 40))
        self._wrong_brush = QBrush(QColor(220, 50, 50, 50))
        self._reject_brush = QBrush(QColor(230, 160, 0, 50))
        self._missing_tip = self.tr("missing")
        self.editor = None  # a qt.table.table_editor.TableEditor: cells are editable when set
        session.dataset_changed.connect(self._on_dataset_changed)
        session.predictions_changed.connect(self._on_predictions_changed)
        self._on_dataset_changed()

    # ------------------------------------------------------------------ public helpers
    def bold(self) -> QFont:
        """The application's font in bold, as it is now (presentation mode enlarges it)."""
        font = QGuiApplication.font()
        if font != self._font:
            self._font, self._bold = QFont(font), QFont(font)
            self._bold.setBold(True)
        return self._bold

    @property
    def session(self) -> Session:
        return self._session

    @property
    def n_data_columns(self) -> int:
        """Number of table columns (the prediction columns come after them)."""
        return len(self._names)

    def column_name(self, section: int) -> str | None:
        """The dataset column shown in ``section``, or None for a prediction column."""
        return self._names[section] if 0 <= section < len(self._names) else None

    def texts(self, section: int, start: int, stop: int) -> list[str]:
        """The texts column ``section`` shows in rows ``start:stop`` (as ``data`` gives them; no call per cell)."""
        return [self._text(row, section) for row in range(max(0, start), min(stop, self._n_rows))]

    def _text(self, row: int, section: int) -> str:
        if section >= len(self._names):
            text = self._prediction_data(row, section - len(self._names), _R.DisplayRole)
            return "" if text is None else str(text)
        value, style = self._values[section][row], self._styles[section]
        if style == _FLOAT:
            return self.MISSING_TEXT if value != value else f"{value:.6g}"
        if style == _OBJECT and not isinstance(value, str) and (value is None or value != value):
            return self.MISSING_TEXT
        return str(bool(value)) if style == _BOOL else str(value)

    # ------------------------------------------------------------------ caches
    def _on_dataset_changed(self) -> None:
        dataset = self._session.dataset
        if (
            dataset is not None
            and dataset.n_rows == self._n_rows
            and list(dataset.kinds) == self._names
            and list(dataset.kinds.values()) == self._kinds
            and not self._prediction_columns
        ):  # an edited cell: the same rows and columns, new values (no reset: the view keeps its place)
            frame = dataset.frame
            self._values = [_cells(frame[name]) for name in self._names]
            self._styles = [_style(values) for values in self._values]
            if self._n_rows and self._names:
                self.dataChanged.emit(self.index(0, 0), self.index(self._n_rows - 1, len(self._names) - 1))
            return
        self.beginResetModel()
        self._names, self._kinds, self._values, self._styles = [], [], [], []
        self._target = self._truth = None
        self._n_rows = 0
        if dataset is not None:
            frame = dataset.frame
            for name, kind in dataset.kinds.items():
                values = _cells(frame[name])
                self._names.append(name)
                self._kinds.append(kind)
                self._values.append(values)
                self._styles.append(_style(values))
            self._n_rows = dataset.n_rows
            if dataset.target is not None:
                self._target = self._names.index(dataset.target)
        self._cache_predictions()
        self.endResetModel()

    def _on_predictions_changed(self) -> None:
        if not self._prediction_columns and self._session.predictions is None:
            return  # none before, none now: nothing to redraw
        self.beginResetModel()
        self._cache_predictions()
        self.endResetModel()

    def _cache_predictions(self) -> None:
        predictions = self._session.predictions
        self._predictions, self._prediction_columns, self._row_state = None, [], None
        self._truth, self._class_names = None, ()
        if predictions is None or len(predictions.decision) != self._n_rows or not self._names:
            return  # none, or stale (computed for another table)
        self._predictions = predictions
        label = self.tr("P({0})") if predictions.probabilistic else self.tr("score({0})")
        columns = [(_POSTERIOR, k, label.format(c)) for k, c in enumerate(predictions.classes)]
        columns += [(_RISK, k, self.tr("risk({0})").format(a)) for k, a in enumerate(predictions.risk_actions)]
        columns.append((_DECISION, 0, self.tr("decision")))
        self._prediction_columns = columns
        dataset = self._session.dataset
        if dataset.target is not None:  # the true classes, to tint misclassified rows
            truth = predictions.truth  # (computed in the worker; factorising 1e6 labels here takes ~0.15 s)
            self._truth, self._class_names = truth if truth is not None else fit_levels(dataset.frame[dataset.target])
            state = predictions.row_state  # (also from the worker: ~20 ms for 1e6 rows)
            if state is None:  # out-of-fold predictions from the Evaluate tab
                state = row_states(predictions.classes, predictions.decision, (self._truth, self._class_names))
            self._row_state = state

    # ------------------------------------------------------------------ Qt model interface
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._n_rows

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._names) + len(self._prediction_columns)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return _NO_FLAGS
        editable = self.editor is not None and self.editor.can_edit
        return _EDITABLE_CELL if editable and index.column() < len(self._names) else _CELL

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: object, role: int = _R.EditRole) -> bool:
        """A typed cell: handed to the editor (an undoable edit, made in a job); the cell shows it once made."""
        if role != _R.EditRole or self.editor is None or not index.isValid() or index.column() >= len(self._names):
            return False
        if value == self.data(index, _R.EditRole):
            return False
        self.editor.set_cell(index.row(), self._names[index.column()], value)
        return True

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _R.DisplayRole) -> object:
        if role in _UNUSED_ROLES:
            return None
        row, column = index.row(), index.column()
        if role == _R.EditRole and column < len(self._names):
            text = self.data(index, _R.DisplayRole)
            return "" if text == self.MISSING_TEXT else text
        if column >= len(self._names):
            return self._prediction_data(row, column - len(self._names), role)
        if role == _R.DisplayRole:
            return self._text(row, column)
        if role in _PAINTED_ROLES:
            return self._painted(row, column)[role]
        value = self._values[column][row]
        missing = _is_missing(value, self._styles[column])
        if role == _R.ToolTipRole:
            return self._missing_tip if missing else None
        if role == _R.UserRole:
            return None if missing else value.item() if isinstance(value, np.generic) else value
        return None

    def multiData(self, index: QModelIndex | QPersistentModelIndex, roleDataSpan) -> None:
        """Every role Qt asks of a cell, in one call: a delegate's paint asks for seven (text, alignment, font,
        colours, check state, icon), each a call from Qt into Python and, while a job holds the GIL, a wait for it.
        One call a cell, its value read once: a repaint of the table calls into Python ~400 times for its cells'
        data, not ~2,800."""
        row, column = index.row(), index.column()
        painted = self._painted(row, column) if column < len(self._names) else {}
        for role_data in roleDataSpan:
            role = role_data.role()
            if role in painted:
                role_data.setData(painted[role])
            elif role in _UNUSED_ROLES:
                role_data.clearData()
            else:
                role_data.setData(self.data(index, role))

    def _painted(self, row: int, column: int) -> dict[int, object]:
        """What a data cell is painted with: {role: value} for its text, alignment, font and colours."""
        value, style = self._values[column][row], self._styles[column]
        missing = _is_missing(value, style)
        state = self._row_state
        if missing:
            background = self._missing_brush
        elif state is not None and state[row]:
            background = self._wrong_brush if state[row] == ROW_WRONG else self._reject_brush
        else:
            background = self._target_brush if column == self._target else None
        return {
            _DISPLAY: self._text(row, column),
            _ALIGNMENT: _RIGHT if style != _OBJECT else _LEFT,
            _FONT: self.bold() if column == self._target else None,
            _FOREGROUND: self._grey if missing or self._kinds[column] == IGNORE else None,
            _BACKGROUND: background,
        }

    def _prediction_data(self, row: int, section: int, role: int) -> object:
        which, k, _ = self._prediction_columns[section]
        predictions = self._predictions
        if which == _DECISION:
            action = predictions.actions[int(predictions.decision[row])]
            if role == _R.DisplayRole:
                return action
            if role == _R.FontRole:
                return self.bold()
            if role == _R.ToolTipRole and self._truth is not None:
                code = self._truth[row]
                truth = self._class_names[code] if code >= 0 else self._missing_tip
                return self.tr("decision: {0}; true class: {1}").format(action, truth)
        else:
            value = float((predictions.posterior if which == _POSTERIOR else predictions.risk)[row, k])
            if role == _R.DisplayRole:
                return f"{value:.6g}"
            if role == _R.UserRole:
                return value
            if role == _R.TextAlignmentRole:
                return _RIGHT
        if role == _R.BackgroundRole and self._row_state is not None and self._row_state[row]:
            return self._wrong_brush if self._row_state[row] == ROW_WRONG else self._reject_brush
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _R.DisplayRole) -> object:
        if orientation == Qt.Orientation.Vertical:
            if role == _R.DisplayRole:
                return str(section + 1)
            if role == _R.TextAlignmentRole:
                return _RIGHT
            return None
        if section >= len(self._names):
            if section - len(self._names) >= len(self._prediction_columns):
                return None
            which, _, header = self._prediction_columns[section - len(self._names)]
            if role == _R.DisplayRole:
                return "{}\n{}".format(header, self.tr("prediction"))
            if role == _R.ToolTipRole:
                return (
                    self.tr("Posterior probability of the class for this row"),
                    self.tr("Conditional risk R(action | x): the expected loss of taking this action"),
                    self.tr("The minimum-risk decision; rows tinted red are misclassified, amber rejected"),
                )[which]
            return self.bold() if role == _R.FontRole and which == _DECISION else None
        name, kind = self._names[section], self._kinds[section]
        if role == _R.DisplayRole:
            return f"{name}\n{kind_names()[kind]}"
        if role == _R.FontRole:
            return self.bold() if kind == TARGET else None
        if role == _R.ForegroundRole:
            return self._grey if kind == IGNORE else None
        if role == _R.BackgroundRole:
            return self._target_brush if kind == TARGET else None
        if role == _R.ToolTipRole:
            return self.tr("{0}\n{1}\nRight-click to change the kind.").format(name, kind_tooltips()[kind])
        return None
