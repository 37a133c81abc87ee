"""What the user chose for a model: its key and the values of its hyper-parameters, read through the registry.

Every parameter is declared once, in the model registry (:mod:`bayesgui.core.models.registry`); this class only holds
values and validates them against those declarations. Models that share a parameter name (the prior, the
variance estimate) share its value, so switching models keeps the user's choices. The columns a model reads
follow its declared encoding: naive Bayes reads every column by its kind, logistic regression and the SVM every
column (categorical ones one-hot encoded), the Gaussian models the continuous and count columns only (the
categorical ones are left out, and ``left_out`` names them so the window and the CLI can say so).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from bayesgui.core.models import registry
from bayesgui.core.models.spec import Features, ModelSpec
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.binning import BINNABLE
from bayesgui.data.columns.kinds import CATEGORICAL
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError

_NUMERIC = Note(QT_TRANSLATE_NOOP("data", "continuous or count "))
_CATEGORICAL = Note(QT_TRANSLATE_NOOP("data", "categorical "))


def _spec(key: str) -> ModelSpec:
    try:
        return registry.get(key)
    except KeyError:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "Unknown model '{0}'; choose one of: {1}."),
                key,
                ", ".join(registry.keys()),
            )
        ) from None


class ModelSettings:
    """A model key and parameter values; immutable, compared by value.

    Parameters
    ----------
    model : str
        A registered model key (``registry.keys()``).
    **values
        Values of registered parameters (any model's); the others take their declared defaults.

    Raises
    ------
    DataError
        For an unknown model or parameter, or a value outside its declared range.

    Notes
    -----
    ``settings.alpha`` (any parameter name) reads a value; ``replace(**changes)`` makes a changed copy.
    """

    __slots__ = ("_model", "_values")

    def __init__(self, model: str | None = None, **values) -> None:
        model = registry.default_key() if model is None else model
        spec = _spec(model)
        declared = registry.params()
        checked = {}
        for name, value in values.items():
            param = spec.param(name) if name in {p.name for p in spec.params} else declared.get(name)
            if param is None:
                raise DataError(
                    Note(
                        QT_TRANSLATE_NOOP("data", "Unknown model parameter '{0}'; known: {1}."),
                        name,
                        ", ".join(declared),
                    )
                )
            try:
                checked[name] = param.validate(value)
            except ValueError as exc:
                raise DataError(message_of(exc)) from None
        object.__setattr__(self, "_model", model)
        object.__setattr__(self, "_values", MappingProxyType(checked))

    # ------------------------------------------------------------------ reading
    @property
    def model(self) -> str:
        return self._model

    @property
    def spec(self) -> ModelSpec:
        return _spec(self._model)

    def value(self, name: str):
        """The value of parameter ``name``: as set, else its declared default."""
        if name in self._values:
            return self._values[name]
        param = registry.params().get(name)
        if param is None:
            raise AttributeError(f"ModelSettings has no parameter {name!r}.")
        return param.default

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        return self.value(name)

    def __reduce__(self):  # pickled to a Dask worker with a model: rebuilt (and checked) from its key and values
        return _restore, (self._model, dict(self._values))

    def __setattr__(self, name, value):
        raise AttributeError("ModelSettings is immutable; use replace(...).")

    def values(self, spec: ModelSpec | None = None) -> dict:
        """The value of every parameter of ``spec`` (default: this model's)."""
        spec = spec or self.spec
        return {p.name: self.value(p.name) for p in spec.params}

    def replace(self, **changes) -> ModelSettings:
        """A copy with ``changes`` (``model=`` and/or parameter values)."""
        model = changes.pop("model", self._model)
        return ModelSettings(model, **{**self._values, **changes})

    def with_preset(self, key: str) -> ModelSettings:
        """A copy with the values of this model's preset ``key`` (e.g. "zhou-7.3")."""
        try:
            preset = self.spec.preset(key)
        except KeyError as exc:
            raise DataError(exc.args[0] if isinstance(exc.args[0], Note) else str(exc.args[0])) from None
        return self.replace(**preset.values)

    def __eq__(self, other) -> bool:
        if not isinstance(other, ModelSettings):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self.to_dict().items())))

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self._values.items())
        return f"ModelSettings({self._model!r}{', ' if args else ''}{args})"

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict:
        """``{"model": key, name: value, ...}`` for every registered parameter (the settings-file form)."""
        declared = registry.params()  # built once, not once per name
        return {"model": self._model, **{name: self._values.get(name, p.default) for name, p in declared.items()}}

    @classmethod
    def from_dict(cls, values: Mapping, name: str = "") -> ModelSettings:
        """Settings from ``to_dict``'s form; names this version does not know are ignored.

        ``name``: the file they were read from, which a refusal names (a model file that names a structure file
        instead of holding its content, for one).
        """
        known = registry.params()
        try:
            return cls(values.get("model", registry.default_key()), **{k: v for k, v in values.items() if k in known})
        except DataError as exc:
            if not name:
                raise
            raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0}: {1}"), name, message_of(exc))) from None

    # ------------------------------------------------------------------ columns and estimators
    def binning(self) -> tuple[str, int] | None:
        """(method, number of bins) when the model cuts continuous and count columns into intervals; else None."""
        if "bins" not in {p.name for p in self.spec.params} or self.value("bins") == "off":
            return None
        return self.value("bins"), int(self.value("n_bins"))

    def read_kinds(self, kinds: Iterable[str]) -> list[str]:
        """The kinds as the model reads them: continuous and count columns are categorical once binned."""
        binned = self.binning() is not None
        return [CATEGORICAL if binned and kind in BINNABLE else kind for kind in kinds]

    def read_columns(self, kinds: Iterable[str]) -> list[int]:
        """The indices of the feature columns (of the given kinds) the model reads, binned ones included."""
        return self.spec.columns(self.read_kinds(kinds))

    def columns(self, schema: Schema) -> list[int]:
        """The feature columns the model reads (see the module docstring)."""
        return self.read_columns(schema.kinds)

    def left_out(self, schema: Schema) -> list[str]:
        """Names of the feature columns the model cannot read (categorical ones for the Gaussian models; continuous
        ones for the semi-naive models and the network without bins)."""
        return [schema.feature_names[j] for j in self.spec.left_out(self.read_kinds(schema.kinds))]

    def build(self, schema: Schema):
        """The unfitted core estimator for the features of ``schema`` (already reduced to ``columns``)."""
        if schema.class_names is None:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "Choose a target column (the class to predict) before training."),
                )
            )
        spec = self.spec
        if spec.left_out(schema.kinds):
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "The {0} model cannot read some of these columns; leave them out first."),
                    spec.key,
                )
            )
        if schema.n_features == 0:
            kinds = {"numeric": _NUMERIC, "categorical": _CATEGORICAL}.get(spec.encoding, "")
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "The {0} model needs at least one {1}column; this table has none. Mark a column as a feature, "
                        "or choose naive Bayes.",
                    ),
                    spec.key,
                    kinds,
                )
            )
        return spec.build(self.values(spec), features_of(schema))

    def build_numeric(self, n_features: int, n_classes: int, model: str | None = None):
        """The unfitted estimator of ``model`` (default: this one) for ``n_features`` continuous columns."""
        spec = _spec(model or self._model)
        return spec.build(self.values(spec), Features.numeric(n_features, n_classes))


def _restore(model: str, values: dict) -> ModelSettings:
    return ModelSettings(model, **values)


def features_of(schema: Schema) -> Features:
    """What a model built for ``schema``'s columns and classes is built for."""
    n_categories = tuple(None if levels is None else len(levels) for levels in schema.levels)
    names = tuple(schema.feature_names)
    return Features(tuple(schema.kinds), n_categories, len(schema.class_names), names, schema.target or "")
