"""Hyper-parameters as scikit-learn handles them: read from the constructor's signature."""

from __future__ import annotations

import inspect


class Params:
    """``get_params``, ``set_params`` and ``__repr__`` for every estimator of the core (a mixin)."""

    @classmethod
    def _param_names(cls) -> list[str]:
        return [p for p in inspect.signature(cls.__init__).parameters if p != "self"]

    def get_params(self) -> dict:
        """The constructor's hyper-parameters, as scikit-learn's ``get_params(deep=False)``."""
        return {name: getattr(self, name) for name in self._param_names()}

    def set_params(self, **params):
        """Change hyper-parameters (takes effect at the next ``fit``); returns ``self``."""
        valid = self._param_names()
        for name, value in params.items():
            if name not in valid:
                raise ValueError(f"{type(self).__name__} has no parameter {name!r}; valid: {valid}.")
            setattr(self, name, value)
        return self

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.get_params().items())
        return f"{type(self).__name__}({args})"


class FitByIterFit:
    """``fit`` as ``iter_fit`` run to the end (a mixin for models trained in stoppable steps)."""

    def iter_fit(self, X, y):
        raise NotImplementedError

    def fit(self, X, y):
        """Fit on the rows of ``X`` without missing values (any previous fit is discarded).

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
            NaN marks a missing value; rows holding one are skipped (``n_skipped_`` counts them).
        y : array-like of shape (n_samples,)
            Class labels; ``classes_`` holds them sorted.

        Returns
        -------
        self
        """
        for _ in self.iter_fit(X, y):
            pass
        return self
