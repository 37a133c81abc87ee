"""What a fitted ``GaussianMixture`` answers: responsibilities, densities, predictions, samples, BIC and AIC."""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.mixture.checks import MixtureChecks
from bayesgui.core.mixture.missing import scorers_for
from bayesgui.core.mixture.params import MixtureParams, n_parameters
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


class MixtureQueries(MixtureChecks):
    """The E step of any parameters and the uses of the fitted ones (the base of ``GaussianMixture``)."""

    def e_step(self, X: ArrayLike, params: MixtureParams | None = None) -> tuple[FloatArray, float]:
        """Responsibilities of ``params`` (default: the fitted ones) and their total log-likelihood.

        Returns
        -------
        resp : ndarray of shape (n_samples, K)
        log_likelihood : float
            sum_i log p(x_i | params).
        """
        params = self._params(params)
        X = self._check_X(X, n_features=params.n_features, fitting=False)
        resp, log_norm, _ = scorers_for(X)[0].e_step(params.weights, params.means, params.covariances, with_stats=False)
        return resp.T, float(log_norm.sum())

    # ------------------------------------------------------------------ using the fit
    def score_samples(self, X: ArrayLike) -> FloatArray:
        """log p(x_i) of every sample under the fitted mixture; shape (n_samples,)."""
        params = self._params(None)
        X = self._check_X(X, n_features=params.n_features, fitting=False)
        return scorers_for(X)[0].log_density(params.weights, params.means, params.covariances)

    def score(self, X: ArrayLike, y: object = None) -> float:
        """Mean log-likelihood per sample (scikit-learn's ``score``)."""
        return float(self.score_samples(X).mean())

    def predict_proba(self, X: ArrayLike) -> FloatArray:
        """Responsibilities P(component k | x_i); shape (n_samples, K)."""
        return self.e_step(X)[0]

    def predict(self, X: ArrayLike) -> IntArray:
        """The most responsible component of each sample; shape (n_samples,)."""
        component: IntArray = np.argmax(self.predict_proba(X), axis=1)
        return component

    def sample(self, n_samples: int = 1) -> tuple[FloatArray, IntArray]:
        """Draw ``n_samples`` points from the fitted mixture (seeded by ``random_state``).

        Returns
        -------
        X : ndarray of shape (n_samples, n_features)
            Grouped by component.
        y : ndarray of shape (n_samples,)
            The component each point was drawn from.
        """
        params = self._params(None)
        if isinstance(n_samples, bool) or not isinstance(n_samples, int | np.integer) or n_samples < 1:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Invalid value for 'n_samples': {0}; sample needs a whole number >= 1."),
                    repr(n_samples),
                )
            )
        return params.sample(int(n_samples), self._rng())

    def bic(self, X: ArrayLike) -> float:
        """Bayesian information criterion -2 L + p log n (lower is better); p counts free parameters."""
        n = int(np.shape(X)[0])
        return -2.0 * self.score(X) * n + self._n_parameters() * math.log(n)

    def aic(self, X: ArrayLike) -> float:
        """Akaike information criterion -2 L + 2 p (lower is better)."""
        return -2.0 * self.score(X) * int(np.shape(X)[0]) + 2.0 * self._n_parameters()

    def _n_parameters(self) -> int:
        params = self._params(None)
        return n_parameters(self.covariance_type, params.n_components, params.n_features)
