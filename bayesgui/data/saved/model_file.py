"""A trained model with the schema to read its inputs, and its JSON file (never pickle).

The file holds a format name and version, the settings, the schema (feature names, kinds, levels,
target, classes) and the estimator's sufficient statistics; the fitted parameters are recomputed
from them on load, so a loaded model predicts exactly what the saved one did.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from bayesgui.core import GaussianNB
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.models import registry
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.row_use import RowUse
from bayesgui.data.saved.json_file import expect, read_json, save_json
from bayesgui.data.saved.model_checks import check_classes, check_state, schema_from
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.text_safety import sanitize

FORMAT = "bayesgui-model"
VERSION = 1
LEGACY_ESTIMATORS = {"GaussianNB": GaussianNB}
"""Classes older files may name besides the registered models' (``registry.estimator_classes``)."""


_MODEL_FILE = Note(QT_TRANSLATE_NOOP("data", "the model file"))


@dataclass(frozen=True, eq=False)
class TrainedModel:
    """A fitted core estimator and what its columns and class codes mean."""

    schema: Schema
    settings: ModelSettings
    estimator: Classifier
    """A fitted core estimator: the class the model's registry entry builds (``MixedNB``, ``LDA``, ...)."""
    left_out: tuple[str, ...] = ()
    """Feature columns of the table the model could not read (categorical columns for the Gaussian models)."""
    n_rows: int = 0
    """Rows the model was trained on (rows skipped for a missing value not counted); 0 when unknown."""
    rows: RowUse = field(default_factory=RowUse)
    """The rows of the table the model skipped and why (not saved: a loaded model has no table)."""
    notes: tuple[str, ...] = ()
    """What encoding the table for this model said (``FeatureArrays.warnings``: rows without a class left out, ...;
    Notes; not saved)."""

    @property
    def class_names(self) -> tuple[str, ...]:
        assert self.schema.class_names is not None
        return tuple(self.schema.class_names[int(code)] for code in self.estimator.classes_)

    def to_json(self) -> dict:
        schema = self.schema
        return {
            "format": FORMAT,
            "version": VERSION,
            "settings": self.settings.to_dict(),
            "left_out": list(self.left_out),
            "n_rows": int(self.n_rows),
            "schema": {
                "target": schema.target,
                "classes": list(schema.class_names or ()),
                "features": [
                    {
                        "name": name,
                        "kind": kind,
                        "levels": None if levels is None else list(levels),
                        **({} if schema.edges_of(j) is None else {"edges": list(schema.edges_of(j) or ())}),
                    }
                    for j, (name, kind, levels) in enumerate(
                        zip(schema.feature_names, schema.kinds, schema.levels, strict=True)
                    )
                ],
            },
            "estimator": {
                "class": type(self.estimator).__name__,
                "params": json_ready(self.estimator.get_params()),
                "state": json_ready(self.estimator.fitted_state()),
            },
        }

    @classmethod
    def from_json(cls, document: dict, *, name: str = _MODEL_FILE) -> TrainedModel:
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", '{0} is not a BayesGUI model file (no "format": "{1}").'),
                    name,
                    FORMAT,
                )
            )
        if document.get("version") != VERSION:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0} has model format version {1}; this BayesGUI reads version {2}. Retrain the model with "
                        "this version.",
                    ),
                    name,
                    document.get("version"),
                    VERSION,
                )
            )
        try:
            schema = schema_from(expect(document.get("schema"), dict, '"schema"', name), name)
            settings = ModelSettings.from_dict(expect(document.get("settings"), dict, '"settings"', name), name)
            est = expect(document.get("estimator"), dict, '"estimator"', name)
            kind = expect(est.get("class"), str, '"estimator" → "class"', name)
            known = {**LEGACY_ESTIMATORS, **registry.estimator_classes()}
            if kind not in known:
                raise DataError(
                    Note(
                        QT_TRANSLATE_NOOP("data", "{0} holds a '{1}' model, which this version cannot read."),
                        name,
                        sanitize(kind),
                    )
                )
            params = expect(est.get("params"), dict, '"estimator" → "params"', name)
            state = expect(est.get("state"), dict, '"estimator" → "state"', name)
            check_state(state, name)
            estimator = known[kind].from_state(params, state)
            check_classes(estimator, schema, name)
            left_out = tuple(str(c) for c in expect(document.get("left_out", []), list, '"left_out"', name))
            n_rows = int(expect(document.get("n_rows", 0), int, '"n_rows"', name))
        except DataError:
            raise
        except Exception as exc:  # anything a damaged file makes the estimator raise is the file's fault
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} is damaged or incomplete ({1}: {2}); train it again."),
                    name,
                    type(exc).__name__,
                    sanitize(str(exc))[:200],
                )
            ) from None
        return cls(schema, settings, estimator, left_out, n_rows)


def json_ready(value):
    """numpy arrays and scalars as JSON-ready lists and numbers."""
    if isinstance(value, dict):
        return {k: json_ready(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_ready(v) for v in value]
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    return value


def save_model(path: str | os.PathLike, model: TrainedModel) -> None:
    save_json(path, model.to_json(), "model")


def load_model(path: str | os.PathLike) -> TrainedModel:
    """Read a model file (size-limited, strict JSON, validated before use); any problem raises :class:`DataError`."""
    document = read_json(path, Note(QT_TRANSLATE_NOOP("data", "BayesGUI model file")))
    return TrainedModel.from_json(document, name=Path(path).name)
