"""One editor widget per declared hyper-parameter (``bayesgui.core.models.param.Param``), chosen by its type and hint.

Every editor shows values with ``show(settings)`` (its signals blocked, so nothing echoes) and reports a user's
edit as ``edited(dict)``: the parameter values to change. Labels, tooltips and choice names are the registry's
English strings, translated in the "models" context.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bayesgui.core.models.estimate_names import LAMBDA_PARAMS, estimate_name
from bayesgui.core.models.param import Param
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.qt.common.flow_layout import compact
from bayesgui.qt.common.text.model import translate

NARROW_COMBO = 8  # characters a choice box shows at least; longer choices are elided to fit the dock

SLIDER_STEPS_PER_UNIT = 10  # a slider moves in steps of 0.1, its spin box in the parameter's own step
FALLBACK_HIGH = 1e6  # a spin box's top when the parameter has no upper bound and no GUI range


def _range(param: Param) -> tuple[float, float]:
    if param.gui_range is not None:
        return param.gui_range
    low = param.low if param.low is not None else -FALLBACK_HIGH
    high = param.high if param.high is not None else FALLBACK_HIGH
    return low, high


def _spin_box(param: Param) -> QSpinBox | QDoubleSpinBox:
    low, high = _range(param)
    if param.type is int:
        spin = QSpinBox()
        spin.setRange(int(low), int(high))
    else:
        spin = QDoubleSpinBox()
        spin.setDecimals(param.decimals)
        spin.setRange(low, high)
        spin.setSingleStep(param.step)
    spin.setKeyboardTracking(False)
    spin.setToolTip(translate(param.help))
    return spin


class SpinEditor(QWidget):
    """A number: a spin box (whole numbers for ``int`` parameters)."""

    edited = Signal(dict)

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.param = param
        self.names = (param.name,)
        self.spin = _spin_box(param)
        outer = QVBoxLayout(self)  # a row of controls, and under it (for some) the estimate's name
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        self.row = QHBoxLayout()
        self.row.addWidget(self.spin)
        outer.addLayout(self.row)
        self.setFocusProxy(self.spin)
        self.spin.valueChanged.connect(self._on_value)

    def show_settings(self, settings: ModelSettings) -> None:
        with QSignalBlocker(self.spin):
            self.spin.setValue(settings.value(self.param.name))

    def set_help(self, param: Param) -> None:
        self.spin.setToolTip(translate(param.help))

    def _on_value(self, value) -> None:
        value = int(value) if self.param.type is int else round(float(value), self.param.decimals)
        self.edited.emit({self.param.name: value})


class SliderEditor(SpinEditor):
    """A number with a slider beside its spin box (the smoothing λ: drag it and watch the posterior move)."""

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(param, parent)
        low, high = _range(param)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(round(low * SLIDER_STEPS_PER_UNIT), round(high * SLIDER_STEPS_PER_UNIT))
        self.slider.setPageStep(SLIDER_STEPS_PER_UNIT)
        self.slider.setToolTip(translate(param.help))
        self.slider.setMinimumWidth(40)  # the dock may be narrow: the slider gives way, the spin box does not
        self.row.insertWidget(0, self.slider, 1)
        self.spin.setMaximum(param.high if param.high is not None else FALLBACK_HIGH)  # the slider's range is a view
        self.name_label = QLabel()
        self.name_label.setWordWrap(True)  # under the slider: "maximum-likelihood estimate" is wider than a dock
        if param.name in LAMBDA_PARAMS:
            self.layout().addWidget(self.name_label)
        self.slider.valueChanged.connect(lambda position: self.spin.setValue(position / SLIDER_STEPS_PER_UNIT))

    def show_settings(self, settings: ModelSettings) -> None:
        super().show_settings(settings)
        with QSignalBlocker(self.slider):
            self.slider.setValue(round(settings.value(self.param.name) * SLIDER_STEPS_PER_UNIT))
        self._show_name()

    def _show_name(self) -> None:
        if self.param.name in LAMBDA_PARAMS:
            self.name_label.setText(translate(estimate_name(self.spin.value())))

    def set_help(self, param: Param) -> None:
        super().set_help(param)
        self.slider.setToolTip(translate(param.help))

    def _on_value(self, value) -> None:
        with QSignalBlocker(self.slider):
            self.slider.setValue(round(value * SLIDER_STEPS_PER_UNIT))
        self._show_name()
        super()._on_value(value)


class ChoiceEditor(QComboBox):
    """One of the declared choices."""

    edited = Signal(dict)

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        compact(self, NARROW_COMBO)
        self.param = param
        self.names = (param.name,)
        for value, label in param.choices:
            self.addItem(translate(label), value)
        self.set_help(param)
        self.currentIndexChanged.connect(lambda i: self.edited.emit({self.param.name: self.itemData(i)}))

    def show_settings(self, settings: ModelSettings) -> None:
        with QSignalBlocker(self):
            self.setCurrentIndex(max(0, self.findData(settings.value(self.param.name))))

    def set_help(self, param: Param) -> None:
        self.setToolTip(translate(param.help))
        for i, (_value, label) in enumerate(param.choices):  # a model may name the same values its own way
            self.setItemText(i, translate(label))


class CheckEditor(QCheckBox):
    """True or false."""

    edited = Signal(dict)

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(translate(param.label), parent)
        self.param = param
        self.names = (param.name,)
        self.set_help(param)
        self.toggled.connect(lambda on: self.edited.emit({self.param.name: bool(on)}))

    def show_settings(self, settings: ModelSettings) -> None:
        with QSignalBlocker(self):
            self.setChecked(bool(settings.value(self.param.name)))

    def set_help(self, param: Param) -> None:
        self.setToolTip(translate(param.help))


class ColumnEditor(ChoiceEditor):
    """A column of the current table (SPODE's super-parent, TAN's root): "first column" (the setting's empty
    value) or one of the columns the model reads, given by ``set_columns`` when the table changes. A saved name the
    table lacks stays listed, so that showing settings never changes them."""

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(param, parent)
        self._columns: tuple[str, ...] = ()
        self._value = ""
        self._fill()

    def set_columns(self, columns: tuple[str, ...]) -> None:
        """The columns to choose from (the table's categorical columns, and binned ones when bins are on)."""
        self._columns = tuple(columns)
        self._fill()

    def show_settings(self, settings: ModelSettings) -> None:
        self._value = settings.value(self.param.name)
        self._fill()

    def _fill(self) -> None:
        with QSignalBlocker(self):
            self.clear()
            self.addItem(self.tr("(first column)"), "")
            for name in self._columns:
                self.addItem(name, name)
            if self._value and self._value not in self._columns:
                self.addItem(self.tr("{0} (not in this table)").format(self._value), self._value)
            self.setCurrentIndex(max(0, self.findData(self._value)))


PRIOR_ESTIMATED, PRIOR_UNIFORM = range(2)


class PriorEditor(QWidget):
    """The class prior: estimated, (|D_c| + λ) / (|D| + Nλ) with its own λ ≥ 0, or uniform 1/N.

    Edits ``prior_alpha`` (the spin box) and ``uniform_prior`` (the combo box) together; the book's name of
    the estimate (maximum likelihood, Laplace correction, Bayesian estimate) follows λ.
    """

    edited = Signal(dict)

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.param = param
        self.names = ("prior_alpha", "uniform_prior")
        self.combo = compact(QComboBox(), NARROW_COMBO)
        self.combo.addItem(self.tr("Estimated (|D_c|+λ)/(|D|+Nλ)"))
        self.combo.addItem(self.tr("Uniform 1/N"))
        self.spin = _spin_box(param)
        self.spin.setPrefix("λ = ")
        self.name_label = QLabel()
        self.name_label.setWordWrap(True)
        layout = QVBoxLayout(self)  # the choice, then λ and the estimate's name: it fits a narrow dock
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        row = QHBoxLayout()
        row.addWidget(self.spin)
        row.addWidget(self.name_label, 1)
        layout.addWidget(self.combo)
        layout.addLayout(row)
        self.setFocusProxy(self.combo)
        self.set_help(param)
        self.combo.currentIndexChanged.connect(self._emit)
        self.spin.valueChanged.connect(self._emit)

    def show_settings(self, settings: ModelSettings) -> None:
        with QSignalBlocker(self.combo), QSignalBlocker(self.spin):
            self.combo.setCurrentIndex(PRIOR_UNIFORM if settings.uniform_prior else PRIOR_ESTIMATED)
            self.spin.setValue(settings.prior_alpha)
        self._show_name()

    def set_help(self, param: Param) -> None:
        for widget in (self.combo, self.spin, self.name_label):
            widget.setToolTip(translate(param.help))

    def _show_name(self) -> None:
        uniform = self.combo.currentIndex() == PRIOR_UNIFORM
        self.spin.setEnabled(not uniform)
        self.name_label.setText("" if uniform else translate(estimate_name(self.spin.value())))

    def _emit(self) -> None:
        self._show_name()
        uniform = self.combo.currentIndex() == PRIOR_UNIFORM
        self.edited.emit({"uniform_prior": uniform, "prior_alpha": round(self.spin.value(), self.param.decimals)})


def make_editor(param: Param) -> QWidget | None:
    """The editor of ``param`` (None for a hidden one); an editor may cover several parameters (``names``)."""
    if param.editor == "hidden":
        return None
    if param.editor == "prior":
        return PriorEditor(param)
    if param.editor == "slider":
        return SliderEditor(param)
    if param.editor == "column":
        return ColumnEditor(param)
    if param.choices:
        return ChoiceEditor(param)
    if param.type is bool:
        return CheckEditor(param)
    return SpinEditor(param)
