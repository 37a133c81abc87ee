"""The numbers behind each factor and term of one class, read from an explanation's ``details``.

Plain Python numbers and tuples, so that the ``WorkedExample`` holds no arrays. A model whose details lack
what a term's formula names (a newly registered model) gets empty inputs: its term is still shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bayesgui.core.array_types import BoolArray, Details, FloatArray
from bayesgui.core.base.score_explanation import ScoreExplanation
from bayesgui.core.models import registry
from bayesgui.data.columns.schema import Schema

#: the numbers behind one term, by name: a number, a tuple of numbers, a matrix as rows, or labels (see each extractor)
TermInputs: TypeAlias = dict[str, Any]


def model_name(key: str) -> str:
    """The registered model's name (English, marked in the "models" context); the key when unknown."""
    try:
        return registry.get(key).name
    except KeyError:
        return key


def shown_sample(schema: Schema, x: FloatArray, skipped: BoolArray) -> dict[str, str | float | None]:
    """Feature name → level name or number, None where the model skipped it (missing)."""
    sample: dict[str, str | float | None] = {}
    for j, (name, levels) in enumerate(zip(schema.feature_names, schema.levels, strict=True)):
        if skipped[j] or np.isnan(x[j]):
            sample[name] = None
        elif levels is not None:
            sample[name] = levels[int(x[j])] if 0 <= x[j] < len(levels) else None
        else:
            sample[name] = float(x[j])
    return sample


def factor_inputs(detail: Details, k: int, n_classes: int) -> dict[str, float | str]:
    """Class ``k``'s entry of each per-class array in ``detail``, and its scalars (count, alpha, mean, ...; a
    factor given a parent attribute: the "parent"'s name)."""
    inputs: dict[str, float | str] = {}
    for name, value in detail.items():
        array = np.asarray(value)
        if array.ndim == 0:
            inputs[name] = array.item()
        elif array.shape == (n_classes,):
            inputs[name] = array[k].item()
    return inputs


def term_inputs(key: str, exp: ScoreExplanation, schema: Schema, k: int) -> TermInputs:
    """The numbers behind term ``key`` of class ``k`` (see the module docstring)."""
    extract = _EXTRACTORS.get(key)
    if extract is None:
        return {}
    try:
        return extract(exp.details, k, exp=exp, schema=schema)
    except (KeyError, IndexError, TypeError, ValueError):
        return {}


def _floats(values: ArrayLike) -> tuple[float, ...]:
    return tuple(float(v) for v in np.ravel(values))


def _log_norm(details: Details, k: int, **_: object) -> TermInputs:
    return {"d": int(details["n_observed"])}


#: Σ and Σ⁻¹ are written out up to this many features (a wider matrix would not be read)
MAX_MATRIX = 6


def _observed_sigma(details: Details, k: int) -> FloatArray | None:
    """Class ``k``'s Σ over the observed features (None when not reported or too wide to write)."""
    if "covariances" not in details:
        return None
    observed = ~np.isnan(np.asarray(details["mean"][k], dtype=float))
    sigma = np.asarray(details["covariances"][k], dtype=float)[np.ix_(observed, observed)]
    return sigma if 0 < sigma.shape[0] <= MAX_MATRIX else None


def _rows(matrix: NDArray[np.floating[Any]] | None) -> tuple[tuple[float, ...], ...] | None:
    return None if matrix is None else tuple(_floats(row) for row in matrix)


def _log_det(details: Details, k: int, **_: object) -> TermInputs:
    return {"log_det": float(details["log_det"][k]), "sigma": _rows(_observed_sigma(details, k))}


def _mahalanobis(details: Details, k: int, **_: object) -> TermInputs:
    sigma = _observed_sigma(details, k)
    return {
        "mahalanobis_sq": float(details["mahalanobis_sq"][k]),
        "mean": _floats(details["mean"][k]),
        "sigma_inv": _rows(None if sigma is None else np.linalg.inv(sigma)),
    }


def _log_mixture(details: Details, k: int, **_: object) -> TermInputs:
    weights = np.asarray(details["component_log_weight"][k])
    count = int(details["component_count"][k]) if "component_count" in details else weights.size
    return {
        "log_weight": _floats(weights[:count]),
        "log_density": _floats(np.asarray(details["component_log_density"][k])[:count]),
    }


def _linear(details: Details, k: int, *, exp: ScoreExplanation, schema: Schema) -> TermInputs:
    """w_c and what it multiplies: the one-hot inputs when the model reports them, else the features.

    "labels" names an indicator input ("色泽=青绿"; None for a number); "inputs" are None where a feature is
    missing and the training mean was used (the features fallback).
    """
    coef = _floats(np.asarray(details["coef"])[k])
    if {"inputs", "input_features", "input_levels"} <= details.keys():
        features = np.asarray(details["input_features"], dtype=int)
        codes = np.asarray(details["input_levels"], dtype=int)
        labels = tuple(
            None if code < 0 else f"{schema.feature_names[f]}={_level(schema.levels[f], code)}"
            for f, code in zip(features, codes, strict=True)
        )
        return {"coef": coef, "inputs": _floats(details["inputs"]), "labels": labels}
    values = tuple(None if np.isnan(v) else float(v) for v in np.asarray(exp.values, dtype=float))
    return {"coef": coef, "inputs": values, "labels": (None,) * len(values)}


def _level(levels: Sequence[str] | None, code: int) -> str:
    return str(levels[code]) if levels is not None and 0 <= code < len(levels) else str(code)


_EXTRACTORS: dict[str, Callable[..., TermInputs]] = {
    "log_norm": _log_norm,
    "log_det": _log_det,
    "mahalanobis": _mahalanobis,
    "log_mixture": _log_mixture,
    "linear": _linear,
}
