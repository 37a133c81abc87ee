"""Checks of a model file's content before it is used: the schema, the stored statistics, the classes."""

from __future__ import annotations

import itertools
import math
import numbers

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.kinds import CATEGORICAL, CONTINUOUS, COUNT
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.saved.json_file import expect

__all__ = ["check_classes", "check_state", "schema_from"]

_FEATURE_KINDS = (CATEGORICAL, CONTINUOUS, COUNT)
# Stored statistics that are counts or sums of squares, hence never negative ("n_..." as a prefix only:
# "feature_mean_" holds "n_" too, and a mean may be negative).
_NON_NEGATIVE = ("count", "sumsq")


def _damaged(name: str, what: str | Note) -> DataError:
    return DataError(
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0} is damaged: {1}. The model file was changed after BayesGUI saved it; train it again.",
            ),
            name,
            what,
        )
    )


def schema_from(spec: dict, name: str) -> Schema:
    """The :class:`Schema` a model file describes, every value's type checked."""
    features = expect(spec.get("features"), list, '"schema" → "features"', name)
    names, kinds, levels = [], [], []
    edges: list[tuple[float, ...] | None] = []
    for number, feature in enumerate(features, 1):
        where = Note(QT_TRANSLATE_NOOP("data", 'feature {0} of "schema" → "features"'), number)
        feature = expect(feature, dict, where, name)
        names.append(expect(feature.get("name"), str, Note(QT_TRANSLATE_NOOP("data", "the name of {0}"), where), name))
        kind = expect(feature.get("kind"), str, Note(QT_TRANSLATE_NOOP("data", "the kind of {0}"), where), name)
        if kind not in _FEATURE_KINDS:
            raise _damaged(
                name, Note(QT_TRANSLATE_NOOP("data", "feature '{0}' has the unknown kind {1}"), names[-1], repr(kind))
            )
        kinds.append(kind)
        levels_of = Note(QT_TRANSLATE_NOOP("data", "the levels of {0}"), where)
        values = expect(feature.get("levels"), list, levels_of, name, optional=kind != CATEGORICAL)
        levels.append(None if values is None else tuple(str(v) for v in values))
        bins_of = Note(QT_TRANSLATE_NOOP("data", "the bin edges of {0}"), where)
        found = expect(feature.get("edges"), list, bins_of, name, optional=True)
        if found is not None and (
            kind != CATEGORICAL
            or len(found) != len(values or ()) + 1
            or not all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in found)
            or any(a > b for a, b in itertools.pairwise(found))
        ):
            raise _damaged(name, Note(QT_TRANSLATE_NOOP("data", "feature '{0}' has damaged bin edges"), names[-1]))
        edges.append(None if found is None else tuple(float(v) for v in found))
    if len(set(names)) != len(names):
        raise _damaged(name, Note(QT_TRANSLATE_NOOP("data", "two features have the same name")))
    classes = expect(spec.get("classes"), list, '"schema" → "classes"', name)
    return Schema(
        feature_names=tuple(names),
        kinds=tuple(kinds),
        levels=tuple(levels),
        target=expect(spec.get("target"), str, '"schema" → "target"', name, optional=True),
        class_names=tuple(str(c) for c in classes),
        edges=tuple(edges) if any(e is not None for e in edges) else (),
    )


def check_state(state: dict, name: str) -> None:
    """Refuse stored statistics that are not numbers, or are negative where they are counts."""
    stack: list[tuple[str, object]] = list(state.items())
    while stack:
        key, item = stack.pop()
        if isinstance(item, dict):  # a part's own state (MixedNB)
            stack.extend(item.items())
        elif isinstance(item, list):
            stack.extend((key, value) for value in item)
        elif item is None or isinstance(item, bool):
            continue
        elif not isinstance(item, numbers.Real):
            raise _damaged(
                name,
                Note(
                    QT_TRANSLATE_NOOP("data", "the stored statistic {0} holds {1}, not numbers"),
                    repr(key), type(item).__name__,
                ),
            )  # fmt: skip
        elif item < 0 and (key.startswith("n_") or any(part in key for part in _NON_NEGATIVE)):
            raise _damaged(
                name,
                Note(
                    QT_TRANSLATE_NOOP("data", "the stored statistic {0} holds the negative value {1}"),
                    repr(key), f"{item:g}",
                ),
            )  # fmt: skip


def check_classes(estimator: object, schema: Schema, name: str) -> None:
    """Refuse a model whose class codes do not match the file's class list."""
    classes = getattr(estimator, "classes_", None)
    n = len(schema.class_names or ())
    try:
        codes = [float(code) for code in classes]
    except (TypeError, ValueError):
        raise _damaged(name, Note(QT_TRANSLATE_NOOP("data", "the model's classes are not class codes"))) from None
    if not codes or any(code != int(code) or not 0 <= code < n for code in codes) or len(set(codes)) != len(codes):
        raise _damaged(
            name,
            Note(
                QT_TRANSLATE_NOOP("data", "the model's classes {0} do not match the {1} classes listed in the file"),
                str(codes[:10]), n,
            ),
        )  # fmt: skip
