"""The EM lab's two groups of controls, each wrapping onto more lines on a narrow screen: what to fit (columns,
K, covariance type, reg_covar, init, seed, restarts, max iterations) and how to watch it (Play / Pause, Step E,
Step M, Step back, Reset, speed, export): ``settings_part`` and ``play_part``, which the lab may lay out apart.

``run_settings_changed`` fires when a fitting setting is edited, ``columns_changed`` when X or Y is; the
buttons are public attributes the lab connects. ``settings(clicks)`` turns the controls into an ``EMSettings``.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QMenu,
    QPushButton,
    QSlider,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.mixture import COVARIANCE_TYPES
from bayesgui.qt.common.flow_layout import FlowLayout, labelled
from bayesgui.qt.common.text.mnemonic import set_own_text
from bayesgui.qt.em.player import DEFAULT_FPS, MAX_FPS
from bayesgui.tasks.em.mixture import EMSettings

INIT_METHODS = ("kmeans++", "random", "points", "clicked", "book")
MAX_RESTARTS = 4
MAX_COMPONENTS = 8
_SPINS = ("k_spin", "reg_spin", "seed_spin", "restarts_spin", "max_iter_spin")


class EmControls(QWidget):
    """Settings and playback controls of the EM lab (no logic beyond reading and writing the controls)."""

    run_settings_changed = Signal()
    columns_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        settings_row, play_row = FlowLayout(), FlowLayout()  # they wrap on narrow screens
        add = self._add
        self.x_combo = add(settings_row, self.tr("&X"), QComboBox(), self.tr("The column on the horizontal axis."))
        self.y_combo = add(
            settings_row, self.tr("&Y"), QComboBox(), self.tr("The column on the vertical axis (none: 1-D).")
        )
        self.k_spin = add(
            settings_row,
            self.tr("&K"),
            QSpinBox(minimum=1, maximum=MAX_COMPONENTS, value=2),
            self.tr("Number of components."),
        )
        self.cov_combo = add(
            settings_row, self.tr("&Covariance"), QComboBox(), self.tr("The shape of each covariance matrix.")
        )
        self.cov_combo.addItems([self.tr("full"), self.tr("diag"), self.tr("tied"), self.tr("spherical")])
        self.reg_spin = add(
            settings_row, self.tr("reg_co&var"), QDoubleSpinBox(decimals=6, maximum=1.0, singleStep=1e-6, value=1e-6),
            self.tr("Added to every variance so that no component collapses onto one point."),
        )  # fmt: skip
        self.init_combo = add(
            settings_row,
            self.tr("&Init"),
            QComboBox(),
            self.tr("Initial means: k-means++, random, K data points, clicks, or the book's start (samples with one)."),
        )
        inits = [self.tr("k-means++"), self.tr("random"), self.tr("data points"), self.tr("clicked")]
        self.init_combo.addItems([*inits, self.tr("book's start")])
        self.place_button = QPushButton(
            self.tr("P&lace means"),
            checkable=True,
            toolTip=self.tr(
                "While pressed, each click on the plot places an initial mean (as many as components; then Init "
                "is \"clicked\"). Clicks outside this mode never touch the run on show."
            ),
        )
        settings_row.addWidget(self.place_button)
        self.offer_book_start(False)
        self.seed_spin = add(
            settings_row, self.tr("See&d"), QSpinBox(maximum=99999), self.tr("Seed of the initialisation.")
        )
        self.restarts_spin = add(
            settings_row, self.tr("Restar&ts"), QSpinBox(minimum=1, maximum=MAX_RESTARTS),
            self.tr("Runs side by side, with seeds seed, seed + 1, ... (two columns only)."),
        )  # fmt: skip
        self.max_iter_spin = add(
            settings_row,
            self.tr("Max iterations"),
            QSpinBox(minimum=1, maximum=1000, value=100),
            self.tr("Stop after this many."),
        )
        self.x_combo.currentIndexChanged.connect(self.columns_changed)
        self.y_combo.currentIndexChanged.connect(self.columns_changed)
        for widget in (self.cov_combo, self.init_combo):
            widget.currentIndexChanged.connect(self.run_settings_changed)
        for widget in (self.k_spin, self.reg_spin, self.seed_spin, self.restarts_spin, self.max_iter_spin):
            widget.valueChanged.connect(self.run_settings_changed)

        self.play_button = self._button(
            play_row, self.tr("&Play"), self.tr("Run EM and animate it at the chosen speed.")
        )
        self.step_e_button = self._button(
            play_row, self.tr("Step &E"), self.tr("Show the next E step: new responsibilities.")
        )
        self.step_m_button = self._button(
            play_row, self.tr("Step &M"), self.tr("Show the next M step: new parameters.")
        )
        self.back_button = self._button(play_row, self.tr("Step &back"), self.tr("Show the previous half-step."))
        self.reset_button = self._button(play_row, self.tr("&Reset"), self.tr("Stop EM and forget the run."))
        slider = QSlider(Qt.Orientation.Horizontal, minimum=1, maximum=MAX_FPS, value=DEFAULT_FPS)
        tip = self.tr("Animation speed in frames (half-steps) per second.")
        self.speed_slider = add(play_row, self.tr("&Speed"), slider, tip)
        self.speed_slider.setFixedWidth(120)
        self.speed_label = QLabel()
        self.speed_slider.valueChanged.connect(self._show_speed)
        self.only_m_check = QCheckBox(self.tr("Only M steps"), toolTip=self.tr("Export one frame per M step only."))
        self.export_button = QToolButton(
            text=self.tr("Export animation"), toolTip=self.tr("Save the run as an animated GIF or as PNG frames.")
        )
        menu = QMenu(self.export_button)
        self.gif_action = menu.addAction(self.tr("Animated GIF…"))
        self.frames_action = menu.addAction(self.tr("PNG frames…"))
        self.export_button.setMenu(menu)
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        for widget in (self.speed_label, self.only_m_check, self.export_button):
            play_row.addWidget(widget)
        self._show_speed(self.speed_slider.value())
        self.settings_part, self.play_part = QWidget(), QWidget()  # the lab may place them apart
        self.settings_part.setLayout(settings_row)
        self.play_part.setLayout(play_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.settings_part)
        layout.addWidget(self.play_part)

    # ------------------------------------------------------------------ reading and writing
    def columns(self) -> tuple[str, ...]:
        """The chosen columns: (X, Y), or (X,) for the 1-D view."""
        return tuple(c for c in (self.x_combo.currentText(), self.y_combo.currentData()) if c)

    def init_method(self) -> str:
        return INIT_METHODS[self.init_combo.currentIndex()]

    def settings(self, clicks) -> EMSettings:
        """The ``EmSettings`` of the controls; with init "clicked", ``clicks`` ((x, y) pairs) are the initial means."""
        columns, init = self.columns(), self.init_method()
        clicked = init == "clicked" and len(clicks) == self.k_spin.value()  # "book": the lab adds the start
        return EMSettings(
            columns=columns, n_components=self.k_spin.value(),
            covariance_type=COVARIANCE_TYPES[self.cov_combo.currentIndex()], reg_covar=self.reg_spin.value(),
            max_iter=self.max_iter_spin.value(), init="kmeans++" if init in ("clicked", "book") else init,
            seed=self.seed_spin.value(), means=np.array(clicks, dtype=float)[:, : len(columns)] if clicked else None,
        )  # fmt: skip

    def set_column_names(self, names) -> None:
        """Offer ``names``; keep the chosen columns if they are still there, else take the first two."""
        names, old = list(names), self.columns()
        if not all(c in names for c in old) or not old:
            old = tuple(names[:2])
        with QSignalBlocker(self.x_combo), QSignalBlocker(self.y_combo):
            self.x_combo.clear()
            self.x_combo.addItems(names)
            self.y_combo.clear()
            self.y_combo.addItem(self.tr("(none: 1-D)"), "")
            for name in names:
                self.y_combo.addItem(name, name)
            self.x_combo.setCurrentIndex(names.index(old[0]) if old else -1)
            self.y_combo.setCurrentIndex(max(0, self.y_combo.findData(old[1])) if len(old) == 2 else 0)

    def state(self) -> dict:
        """Every control's value, for :meth:`restore` (a new window after a language switch)."""
        spins = {name: getattr(self, name).value() for name in _SPINS}
        combos = {name: getattr(self, name).currentIndex() for name in ("cov_combo", "init_combo")}
        extra = {"speed": self.speed_slider.value(), "only_m": self.only_m_check.isChecked()}
        return {**spins, **combos, **extra, "columns": self.columns()}

    def restore(self, state: dict) -> None:
        """Set the controls from :meth:`state`; the lab hears one ``columns_changed``."""
        widgets = [getattr(self, name) for name in (*_SPINS, "cov_combo", "init_combo", "x_combo", "y_combo")]
        blockers = [QSignalBlocker(widget) for widget in widgets]
        for name in _SPINS:
            getattr(self, name).setValue(state[name])
        self.cov_combo.setCurrentIndex(state["cov_combo"])
        self.init_combo.setCurrentIndex(state["init_combo"])
        self.only_m_check.setChecked(state["only_m"])
        self.speed_slider.setValue(state["speed"])  # not blocked: the player and the label follow
        columns = state["columns"]
        self.x_combo.setCurrentIndex(max(0, self.x_combo.findText(columns[0])) if columns else -1)
        self.y_combo.setCurrentIndex(max(0, self.y_combo.findData(columns[1])) if len(columns) == 2 else 0)
        del blockers
        self.columns_changed.emit()

    def set_init_clicked(self) -> None:
        """Switch the init method to the clicked means (without signalling a settings change)."""
        with QSignalBlocker(self.init_combo):
            self.init_combo.setCurrentIndex(INIT_METHODS.index("clicked"))

    def offer_book_start(self, n_components: int | bool, choose: bool = False) -> None:
        """Enable the init "book's start" for a start of ``n_components`` (False: none; the choice falls back to
        k-means++); ``choose`` selects it and sets K (without signalling a settings change)."""
        item = self.init_combo.model().item(INIT_METHODS.index("book"))
        item.setEnabled(bool(n_components))
        with QSignalBlocker(self.init_combo), QSignalBlocker(self.k_spin):
            if n_components and choose:
                self.init_combo.setCurrentIndex(INIT_METHODS.index("book"))
            elif not n_components and self.init_method() == "book":
                self.init_combo.setCurrentIndex(0)
            if n_components and self.init_method() == "book":
                self.k_spin.setValue(int(n_components))

    def set_playing(self, playing: bool, can_go_back: bool) -> None:
        set_own_text(self.play_button, self.tr("&Pause") if playing else self.tr("&Play"))
        self.back_button.setEnabled(can_go_back)

    # ------------------------------------------------------------------ internals
    def _add(self, row: FlowLayout, text: str, widget, tip: str):
        row.addWidget(labelled(text, widget, tip))
        return widget

    def _button(self, row: FlowLayout, text: str, tip: str) -> QPushButton:
        button = QPushButton(text, toolTip=tip)
        row.addWidget(button)
        return button

    def _show_speed(self, fps: int) -> None:
        self.speed_label.setText(self.tr("{0} fps").format(fps))
