"""The model registry: every classifier the product offers, in the order it offers them.

``specs()`` lists the ``ModelSpec`` of every model (the built-in ones of :mod:`bayesgui.core.models.builtin`
first); ``get(key)`` finds one. A new model is a new estimator module plus one ``register(ModelSpec(...))``:
the CLI, the model panel, the region gallery and model files then offer it.
"""

from __future__ import annotations

from bayesgui.core.models.builtin import BUILTIN, DEFAULT_MODEL
from bayesgui.core.models.incomplete import INCOMPLETE
from bayesgui.core.models.param import Param
from bayesgui.core.models.semi_naive import SEMI_NAIVE
from bayesgui.core.models.spec import ModelSpec
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

_SPECS: dict[str, ModelSpec] = {spec.key: spec for spec in (*BUILTIN, *SEMI_NAIVE, *INCOMPLETE)}
_PARAMS: dict[str, Param] = {}  # ``params()``, built once per change of the models (a settings read asks per name)


def register(spec: ModelSpec) -> ModelSpec:
    """Add ``spec`` (a ValueError when its key is taken or a shared parameter name disagrees); returns it."""
    if spec.key in _SPECS:
        raise ValueError(f"A model with the key {spec.key!r} is registered already.")
    declared = params()
    for param in spec.params:
        other = declared.get(param.name)
        if other is not None and (other.type, other.default) != (param.type, param.default):
            raise ValueError(
                f"{spec.key}: parameter {param.name!r} is declared elsewhere with another type or default; "
                "give it another name."
            )
    _SPECS[spec.key] = spec
    _PARAMS.clear()
    return spec


def unregister(key: str) -> None:
    """Remove a model (tests register toy models and remove them again)."""
    _SPECS.pop(key, None)
    _PARAMS.clear()


def specs() -> tuple[ModelSpec, ...]:
    """Every registered model, the built-in ones first."""
    return tuple(_SPECS.values())


def keys() -> tuple[str, ...]:
    return tuple(_SPECS)


def default_key() -> str:
    """The key of the model a new session, a settings file that names none and the CLI start from."""
    return DEFAULT_MODEL


def region_defaults() -> tuple[str, ...]:
    """The models ticked in the decision-region gallery at first (``ModelSpec.region_default``)."""
    return tuple(spec.key for spec in _SPECS.values() if spec.regions and spec.region_default)


def get(key: str) -> ModelSpec:
    """The spec of ``key``; a KeyError lists the known keys."""
    try:
        return _SPECS[key]
    except KeyError:
        raise KeyError(
            Note(QT_TRANSLATE_NOOP("core", "Unknown model {0}; choose one of: {1}."), repr(key), ", ".join(_SPECS))
        ) from None


def params() -> dict[str, Param]:
    """Every parameter name of every model, with its first declaration (shared names share type and default)."""
    if not _PARAMS:
        for spec in _SPECS.values():
            for param in spec.params:
                _PARAMS.setdefault(param.name, param)
    return dict(_PARAMS)


def estimator_classes() -> dict[str, type]:
    """Estimator class name -> class, for the model files (which name the class they hold)."""
    return {spec.estimator.__name__: spec.estimator for spec in _SPECS.values()}
