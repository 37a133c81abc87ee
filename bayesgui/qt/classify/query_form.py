"""Point-and-click classification: one control per feature of the trained model's schema.

A categorical feature gets a combo box of its levels (plus "(missing)"), a continuous or count feature
a spin box plus a "?" button that marks it missing. Any change is sent at once with
``Session.set_query_values`` (the other views update live); choosing a table row
(``Session.set_query_row``) shows that row's values here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pandas as pd
from PySide6.QtCore import QElapsedTimer, QSignalBlocker
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bayesgui.qt.common.flow_layout import replace_scrolled
from bayesgui.qt.common.loop.gui_turns import BUILDING, gui_turns
from bayesgui.qt.common.session import Session
from bayesgui.tasks.feature_ranges import spin_setup

MAX_CONTROLS = 300  # features with a control; a table of 10,000 columns must not freeze the window
BUILD_SLICE_MS = 5  # rows are built for this long per turn of the event loop (``gui_turns``: after the new model's
# drawings, the bars and show your work's page, each in a turn of its own)


_DROPPED = object()  # ``_built_for`` after a build was dropped: equal to no model's key, nor to None


@dataclass
class _Build:
    """A form being built off screen: its widget, its layout, the features still without a row."""

    fields: QWidget
    form: QFormLayout
    rows: Iterator
    frame: pd.DataFrame | None


class QueryForm(QWidget):
    """A form that builds the sample to classify, one row per feature of ``session.model.schema``.

    Attributes
    ----------
    combos : dict of str to QComboBox
        The categorical features' controls (item data: the level name, None for "(missing)").
    spins : dict of str to QDoubleSpinBox
        The continuous and count features' controls.
    missing_buttons : dict of str to QToolButton
        The checkable "?" beside each spin box: checked = missing.
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._combos: dict[str, QComboBox] = {}
        self._spins: dict[str, QDoubleSpinBox] = {}
        self._missing_buttons: dict[str, QToolButton] = {}
        # A new model's controls are built after the slot that installed the model, a few rows per turn of the
        # event loop (with the other views' work there, the GUI thread was busy 50-70 ms in one go after a
        # training); reading the controls builds them all at once.
        self._pending = False
        self._build: _Build | None = None  # the rows being built, a few per turn
        self._built_for: tuple | None = None
        self._fill_next_query = False
        self._hidden: dict[str, object] = {}  # features past MAX_CONTROLS -> the value they keep

        self.source_label = QLabel()
        self.source_label.setToolTip(self.tr("Where the sample being classified comes from"))
        font = self.source_label.font()
        font.setBold(True)
        self.source_label.setFont(font)
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._form = self._new_fields()
        layout = QVBoxLayout(self)
        layout.addWidget(self.source_label)
        layout.addWidget(self._scroll, 1)

        session.model_changed.connect(self._schedule)
        session.record_changed.connect(self.show_query)
        self.rebuild()
        self.show_query()

    # ------------------------------------------------------------------ the controls (built when read)
    @property
    def combos(self) -> dict[str, QComboBox]:
        self._flush()
        return self._combos

    @property
    def spins(self) -> dict[str, QDoubleSpinBox]:
        self._flush()
        return self._spins

    @property
    def missing_buttons(self) -> dict[str, QToolButton]:
        self._flush()
        return self._missing_buttons

    def _schedule(self) -> None:
        self._pending = True
        self._drop_build()  # (a build under way is for an older model)
        gui_turns().later(self._build_some, BUILDING)

    def _flush(self) -> None:
        """Build the controls now if a new model waits for them, then show its query."""
        if self._pending:
            self.rebuild()
            self.show_query()

    def _build_some(self) -> None:
        """Build the next rows, for BUILD_SLICE_MS, then let the event loop turn (a row is 4 widgets created and
        polished; 20 features at once took ~15 ms, in the same turn as the page of show your work); once all are
        built, show them at once and the query in them."""
        if not self._pending:
            return
        if self._build is None:
            self._build = self._start_build()
        clock = QElapsedTimer()
        clock.start()
        if self._build is not None and not self._add_rows(self._build, lambda: clock.elapsed() < BUILD_SLICE_MS):
            gui_turns().later(self._build_some, BUILDING)  # the next rows in a later turn
            return
        self._finish_build()
        self.show_query()

    # ------------------------------------------------------------------ building
    def rebuild(self) -> None:
        """One control per feature of the model's schema (only when the schema or the table changed), all now."""
        gui_turns().cancel(self._build_some)
        if self._build is None:
            self._build = self._start_build()
        if self._build is not None:
            self._add_rows(self._build, lambda: True)
        self._finish_build()

    def _start_build(self) -> _Build | None:
        """The rows to build for the current model, or None when the controls already fit it (or there is no
        model: then the form is emptied)."""
        model, dataset = self._session.model, self._session.dataset
        key = None
        if model is not None:
            schema = model.schema
            key = (schema.feature_names, schema.kinds, schema.levels, dataset)  # Dataset compares by identity
        if key == self._built_for:
            return None
        self._built_for = key
        self._combos.clear()
        self._spins.clear()
        self._missing_buttons.clear()
        self._hidden = {}
        if model is None:
            self.source_label.setText(self.tr("Train a model to classify a sample"))
            self._form = self._new_fields()
            return None
        # The rows are built into a fresh widget that is not on screen yet, then shown at once: added one by one
        # to the visible form, each addition laid every earlier row out again (2,800 moves and resizes for 20
        # features, 50 ms of the GUI thread after the first training of a wide table).
        fields = QWidget()
        rows = zip(schema.feature_names, schema.kinds, schema.levels, strict=True)
        frame = dataset.frame if dataset is not None else None  # once: each .frame is a shallow copy
        return _Build(fields, QFormLayout(fields), iter(enumerate(rows)), frame)

    def _add_rows(self, build: _Build, more) -> bool:
        """Add rows while ``more()``; True once every feature has its row."""
        form, frame = build.form, build.frame
        for position, (name, kind, levels) in build.rows:
            if position >= MAX_CONTROLS:
                self._hidden[name] = None
                continue
            if levels is not None:
                field = self._make_combo(name, levels)
            else:
                column = frame[name] if frame is not None and name in frame.columns else None
                field = self._make_spin(name, kind, column)
            form.addRow(name, field)
            form.labelForField(field).ensurePolished()  # polished now, a few at a time, not all when shown
            field.ensurePolished()
            if not more():
                return False
        return True

    def _finish_build(self) -> None:
        self._pending = False
        build, self._build = self._build, None
        if build is None:
            return
        if self._hidden:
            note = QLabel(
                self.tr(
                    "%n more feature(s) have no control here; they keep the values of the chosen row.",
                    "",
                    len(self._hidden),
                )
            )
            note.setWordWrap(True)
            build.form.addRow(note)
        replace_scrolled(self._scroll, build.fields)  # the old rows go once their signals are done
        self._form = build.form
        self._fill_next_query = True

    def _drop_build(self) -> None:
        build, self._build = self._build, None
        if build is not None:
            # Its controls were never shown, and are deleted with it: the next build starts afresh whatever the
            # model (None too: the key None would have matched and kept them, read then by the old rows' signals)
            self._built_for = _DROPPED
            build.fields.deleteLater()

    def _new_fields(self) -> QFormLayout:
        """An empty form in the scroll area (the one it held is deleted later, by ``replace_scrolled``)."""
        fields = QWidget()
        form = QFormLayout(fields)
        replace_scrolled(self._scroll, fields)
        return form

    def _make_combo(self, name: str, levels: tuple[str, ...]) -> QComboBox:
        combo = QComboBox()
        for level in levels:
            combo.addItem(level, level)
        combo.addItem(self.tr("(missing)"), None)
        combo.setToolTip(self.tr('The value of {0}; "(missing)" leaves it out of the product').format(name))
        combo.currentIndexChanged.connect(self._send)
        self._combos[name] = combo
        return combo

    def _make_spin(self, name: str, kind: str, column: pd.Series | None) -> QWidget:
        ranges = self._session.feature_ranges  # (computed by the training job, in the worker)
        setup = ranges.ranges.get((name, kind)) if ranges is not None else None
        low, high, decimals, step = setup or spin_setup(column, kind)
        spin = QDoubleSpinBox()
        spin.setRange(low, high)
        spin.setDecimals(decimals)
        spin.setSingleStep(step)
        spin.setToolTip(self.tr("The value of {0} (between {1:g} and {2:g})").format(name, low, high))
        spin.setAccessibleName(name)  # the form row's label names the row (spin box and button), not the box
        button = QToolButton()
        button.setText("?")
        button.setCheckable(True)
        button.setToolTip(self.tr("Mark {0} as missing (it is left out of the product)").format(name))
        button.setAccessibleName(self.tr("{0} missing").format(name))
        button.toggled.connect(spin.setDisabled)
        button.toggled.connect(self._send)
        spin.valueChanged.connect(self._send)
        self._spins[name], self._missing_buttons[name] = spin, button
        host = QWidget()
        row = QHBoxLayout(host)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(spin, 1)
        row.addWidget(button)
        return host

    # ------------------------------------------------------------------ session -> controls
    def show_query(self) -> None:
        """Update the label; show a table row's values (or fill a newly built form) with signals blocked."""
        session = self._session
        record = session.record
        if session.model is None:
            return
        if session.query_row is not None:
            self.source_label.setText(self.tr("Row {0}").format(session.query_row + 1))
        else:
            self.source_label.setText(self.tr("Hand-entered query"))
        if self._pending:
            return  # the new model's controls come next turn, and show the query then
        if record is None or not (session.query_row is not None or self._fill_next_query):
            return
        self._fill_next_query = False
        sample = record.sample
        self._hidden = {name: sample.get(name) for name in self._hidden}
        for name, combo in self.combos.items():
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(sample.get(name)) if sample.get(name) is not None else -1)
                if combo.currentIndex() < 0:
                    combo.setCurrentIndex(combo.count() - 1)  # "(missing)"
        for name, spin in self.spins.items():
            value, button = sample.get(name), self.missing_buttons[name]
            with QSignalBlocker(spin), QSignalBlocker(button):
                button.setChecked(value is None)
                spin.setEnabled(value is not None)
                if value is not None:
                    spin.setValue(value)

    # ------------------------------------------------------------------ controls -> session
    def values(self) -> dict:
        """The sample the controls show: feature -> level name or number, None for missing."""
        values = dict(self._hidden)
        values.update((name, combo.currentData()) for name, combo in self.combos.items())
        for name, spin in self.spins.items():
            values[name] = None if self.missing_buttons[name].isChecked() else spin.value()
        return values

    def _send(self, *_) -> None:
        self._session.set_query_values(self.values())
