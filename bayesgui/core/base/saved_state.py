"""Saving and restoring a fitted classifier: ``fitted_state`` and ``from_state`` (a base of
:class:`bayesgui.core.base.estimator.Classifier`, which supplies ``_state_names``, ``_restore`` and the scaling
hooks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

import numpy as np

from bayesgui.core.array_types import BoolArray, IntArray
from bayesgui.core.base import _scaling
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class SavedState:
    """``fitted_state()`` / ``from_state(params, state)`` for a ``Classifier`` (not used on its own)."""

    # what Classifier supplies (declared for the type checker only)
    _state_names: tuple[str, ...]
    _scale_range: tuple[float, float] | None
    _exponent: IntArray | None

    if TYPE_CHECKING:

        def __init__(self, **params: Any) -> None: ...
        def _check_fitted(self) -> None: ...
        def _restore(self) -> None: ...
        def _scalable_columns(self, n_features: int) -> BoolArray: ...
        def _set_exponent(self, exponent: IntArray | None, n_features: int) -> None: ...

    def fitted_state(self) -> dict[str, Any]:
        """The fitted attributes a saved model needs, by name (arrays and numbers; see ``from_state``)."""
        self._check_fitted()
        state = {name: self._saved_value(name) for name in self._state_names}
        if self._exponent is not None:  # only a scaled model stores it: ordinary files stay as they were
            state["feature_exponent_"] = self._exponent.copy()
        return state

    @classmethod
    def from_state(cls, params: dict[str, Any], state: dict[str, Any]) -> Self:
        """Rebuild a fitted model from ``get_params()`` and ``fitted_state()`` (lists are turned back into arrays).

        Raises
        ------
        ValueError
            When ``state`` lacks one of the model's state names or holds another name.

        ``feature_exponent_`` is optional: a model saved without it (an ordinary one, or one saved before
        scaling existed) works with its columns as given.
        """
        state = dict(state)
        exponent = state.pop("feature_exponent_", None)
        unknown = sorted(set(state) - set(cls._state_names))
        missing = [name for name in cls._state_names if name not in state]
        if unknown or missing:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "This is not a saved {0}: unknown state {1}, missing {2}; a {0} stores {3}."
                    ),
                    cls.__name__, unknown, missing, list(cls._state_names),
                )
            )  # fmt: skip
        model = cls(**params)
        for name in cls._state_names:
            value = state[name]
            setattr(model, name, value if value is None or np.isscalar(value) else np.asarray(value))
        for name in ("n_features_in_", "n_skipped_"):
            if name in state:
                setattr(model, name, int(state[name]))
        model._restore()
        n_features = int(getattr(model, "n_features_in_", 0))
        exponent = None if exponent is None else _scaling.check_exponent(exponent, n_features)
        if exponent is not None and exponent.any():
            fixed = (
                np.ones(n_features, dtype=bool) if cls._scale_range is None else ~model._scalable_columns(n_features)
            )
            if exponent[fixed].any():
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core",
                            "feature_exponent_ scales column {0}, which this {1} never scales (counts, category "
                            "codes).",
                        ),
                        int(np.flatnonzero(exponent * fixed)[0]), cls.__name__,
                    )
                )  # fmt: skip
        model._set_exponent(exponent if exponent is not None and exponent.any() else None, n_features)
        return model

    def _saved_value(self, name: str) -> Any:  # an array or a number, by name
        """What ``fitted_state`` stores under ``name`` (default: the attribute itself)."""
        return getattr(self, name)
