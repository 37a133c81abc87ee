"""Hyper-parameters as scikit-learn handles them (``Estimator``), and the core's two scikit-learn-like
exceptions. ``bayesgui.core.base.estimator`` re-exports them."""

from __future__ import annotations

import inspect
from typing import Any, Self


class NotFittedError(ValueError, AttributeError):
    """Raised when a model is used before ``fit`` (a ValueError and an AttributeError, as scikit-learn's)."""


class ConvergenceWarning(UserWarning):
    """Warned by ``fit`` when an iterative fit stopped at ``max_iter`` before converging (as scikit-learn's)."""


class Estimator:
    """Hyper-parameters as scikit-learn handles them: read from the constructor's signature (a base class)."""

    @classmethod
    def _param_names(cls) -> list[str]:
        return [p for p in inspect.signature(cls.__init__).parameters if p != "self"]

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        """The constructor's hyper-parameters by name.

        Parameters
        ----------
        deep : bool, default=True
            Also list the parameters of hyper-parameters that are estimators, as ``name__sub``.

        Returns
        -------
        dict
            The values themselves, not copies (``sklearn.base.clone`` relies on it).
        """
        params: dict[str, Any] = {}  # hyper-parameters of any type
        for name in self._param_names():
            value = getattr(self, name)
            params[name] = value
            if deep and hasattr(value, "get_params") and not isinstance(value, type):
                params.update((f"{name}__{key}", sub) for key, sub in value.get_params().items())
        return params

    def set_params(self, **params: Any) -> Self:
        """Change hyper-parameters (``name`` or ``name__sub`` for a nested estimator); returns ``self``.

        They take effect at the next ``fit``. An unknown name raises a ValueError listing the valid ones.
        """
        valid = self._param_names()
        nested: dict[str, dict[str, Any]] = {}
        for key, value in params.items():
            name, nested_key, sub = key.partition("__")
            if name not in valid:
                raise ValueError(f"{type(self).__name__} has no parameter {name!r}; valid parameters: {valid}.")
            if nested_key:
                nested.setdefault(name, {})[sub] = value
            else:
                setattr(self, name, value)
        for name, sub_params in nested.items():
            inner = getattr(self, name)
            if not hasattr(inner, "set_params"):
                raise ValueError(f"{type(self).__name__}.{name} is not an estimator; it has no {sorted(sub_params)}.")
            inner.set_params(**sub_params)
        return self

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.get_params(deep=False).items())
        return f"{type(self).__name__}({args})"
