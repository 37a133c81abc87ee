"""The array types the core's signatures name (``numpy.typing``), written once.

``ArrayLike`` is what a public method accepts (lists, tuples, arrays); the aliases are what it returns or keeps.
Class labels (``classes_``, ``predict``) keep the dtype the user gave to ``fit`` (numbers, strings, objects), so
their element type is not known: ``Labels`` says so.
"""

from __future__ import annotations

from typing import Any, TypeAlias

import numpy as np
from numpy.typing import ArrayLike, NDArray

__all__ = ["ArrayLike", "BoolArray", "Details", "FloatArray", "IntArray", "Labels", "NumberArray"]

FloatArray: TypeAlias = NDArray[np.float64]
IntArray: TypeAlias = NDArray[np.intp]
BoolArray: TypeAlias = NDArray[np.bool_]
#: the array a model scores: float64, or integer codes and counts where the model keeps them whole
NumberArray: TypeAlias = NDArray[np.number[Any] | np.bool_]
Labels: TypeAlias = NDArray[Any]  # class labels in the dtype given to fit: int, float, str or object
#: the numbers behind an explanation or a report line, by name; each model documents its keys (arrays, floats,
#: strings, nested records): a record whose value types depend on the key
Details: TypeAlias = dict[str, Any]
