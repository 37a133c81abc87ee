"""One editor widget per declared hyper-parameter (``bayesgui.core.model_spec.Param``), chosen by its type and hint.

Every editor shows values with ``show(settings)`` (its signals blocked, so nothing echoes) and reports a user's
edit as ``edited(dict)``: the parameter values to change. Labels, tooltips and choice names are the registry's
English strings, translated in the "models" context.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QHBoxLayout, QSlider, QSpinBox, QWidget

from bayesgui.core.model_spec import Param
from bayesgui.data.model_settings import ModelSettings
from bayesgui.qt.common.model_text import translate

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
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.spin)
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
        self.layout().insertWidget(0, self.slider, 1)
        self.slider.valueChanged.connect(lambda position: self.spin.setValue(position / SLIDER_STEPS_PER_UNIT))

    def show_settings(self, settings: ModelSettings) -> None:
        super().show_settings(settings)
        with QSignalBlocker(self.slider):
            self.slider.setValue(round(settings.value(self.param.name) * SLIDER_STEPS_PER_UNIT))

    def set_help(self, param: Param) -> None:
        super().set_help(param)
        self.slider.setToolTip(translate(param.help))

    def _on_value(self, value) -> None:
        with QSignalBlocker(self.slider):
            self.slider.setValue(round(value * SLIDER_STEPS_PER_UNIT))
        super()._on_value(value)


class ChoiceEditor(QComboBox):
    """One of the declared choices."""

    edited = Signal(dict)

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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


PRIOR_FREQUENCY, PRIOR_LAPLACE, PRIOR_UNIFORM = range(3)


class PriorEditor(QComboBox):
    """The class prior: frequency, Laplace-corrected or uniform (``prior_alpha`` and ``uniform_prior`` together)."""

    edited = Signal(dict)

    def __init__(self, param: Param, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.param = param
        self.names = ("prior_alpha", "uniform_prior")
        self.addItem(self.tr("Frequency |D_c|/|D|"))
        self.addItem(self.tr("Laplace (|D_c|+1)/(|D|+N)"))
        self.addItem(self.tr("Uniform 1/N"))
        self.set_help(param)
        self.currentIndexChanged.connect(self._on_index)

    def show_settings(self, settings: ModelSettings) -> None:
        with QSignalBlocker(self):
            if settings.uniform_prior:
                self.setCurrentIndex(PRIOR_UNIFORM)
            else:
                self.setCurrentIndex(PRIOR_LAPLACE if settings.prior_alpha > 0 else PRIOR_FREQUENCY)

    def set_help(self, param: Param) -> None:
        self.setToolTip(translate(param.help))

    def _on_index(self, index: int) -> None:
        if index == PRIOR_UNIFORM:
            self.edited.emit({"uniform_prior": True})
        else:
            self.edited.emit({"uniform_prior": False, "prior_alpha": 1.0 if index == PRIOR_LAPLACE else 0.0})


def make_editor(param: Param) -> QWidget | None:
    """The editor of ``param`` (None for a hidden one); an editor may cover several parameters (``names``)."""
    if param.editor == "hidden":
        return None
    if param.editor == "prior":
        return PriorEditor(param)
    if param.editor == "slider":
        return SliderEditor(param)
    if param.choices:
        return ChoiceEditor(param)
    if param.type is bool:
        return CheckEditor(param)
    return SpinEditor(param)
