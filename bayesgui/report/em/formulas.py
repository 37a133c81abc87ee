"""The textbook formulas of EM with the current numbers: Li Hang's three coins (eqs. 9.5-9.8) and Zhou's Q (7.36),
for latent classes, Gaussian mixtures with missing values and semi-supervised naive Bayes.

Every line is a (template, values) pair: the template is marked for translation (context "em") and the widget
(or the text output) fills it with ``template.format(*values)`` after translating it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import FloatArray
from bayesgui.core.incomplete.categorical_em import CategoricalCodes, log_of
from bayesgui.core.incomplete.latent_class import LatentClassParams
from bayesgui.core.incomplete.lower_bound_labels import semi_supervised_q
from bayesgui.core.incomplete.lower_bound_missing import mixture_q
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from bayesgui.core.incomplete.semi_supervised import SemiSupervisedSnapshot
    from bayesgui.core.mixture.params import MixtureParams

Line = tuple[str, tuple[str, ...]]

E_HEAD = QT_TRANSLATE_NOOP(
    "em", "E step (Li Hang eq. 9.5): μ_j = πp^y(1−p)^(1−y) / [πp^y(1−p)^(1−y) + (1−π)q^y(1−q)^(1−y)]"
)
E_LINE = QT_TRANSLATE_NOOP("em", "  y_j = {0}: μ_j = {1} × {2} / ({1} × {2} + {3} × {4}) = {5}")
M_PI = QT_TRANSLATE_NOOP("em", "M step (eq. 9.6): π = (1/n) Σ μ_j = {0} / {1} = {2}")
M_P = QT_TRANSLATE_NOOP("em", "M step (eq. 9.7): p = Σ μ_j y_j / Σ μ_j = {0} / {1} = {2}")
M_Q = QT_TRANSLATE_NOOP("em", "M step (eq. 9.8): q = Σ (1−μ_j) y_j / Σ (1−μ_j) = {0} / {1} = {2}")
Q_LINE = QT_TRANSLATE_NOOP(
    "em", "Q(θ | θ⁽ᵗ⁾) = Σ_j Σ_z P(z | x_j, θ⁽ᵗ⁾) log P(x_j, z | θ) (Zhou eq. 7.36): at θ⁽ᵗ⁾ {0}, after the M step {1}"
)

Q_LABELS = QT_TRANSLATE_NOOP(
    "em",
    "Q(θ | θ⁽ᵗ⁾) = Σ_labeled log P(x_j, y_j | θ) + λ Σ_unlabeled Σ_c P(c | x_j, θ⁽ᵗ⁾) log P(x_j, c | θ) + log prior(θ) "
    "(Zhou eq. 7.36, λ = {0}): at θ⁽ᵗ⁾ {1}, after the M step {2}",
)


def _f(value: float) -> str:
    return f"{value:.4f}"


def q_value(X: ArrayLike, params: LatentClassParams, post_T: FloatArray) -> float:
    """Q(params | theta_t) = sum_i sum_k q_ik log P(x_i, k | params) for the posteriors ``post_T`` (K, n)."""
    codes = CategoricalCodes(X, [t.shape[1] for t in params.tables])
    with np.errstate(divide="ignore", invalid="ignore"):  # 0 · log 0 (a NaN where post is 0): dropped by the where
        joint = codes.log_joint(np.log(params.weights), log_of(list(params.tables)))
        return float(np.where(post_T > 0, post_T * joint, 0.0).sum())


def latent_class_lines(
    X: ArrayLike, before: LatentClassParams, post_T: FloatArray, after: LatentClassParams
) -> list[Line]:
    """The formulas of one EM iteration from ``before`` (posteriors ``post_T``, shape (K, n)) to ``after``.

    Li Hang's three-coin lines when the model has two classes and one two-level column (codes 0 and 1); Zhou's
    Q function in every case.
    """
    X = np.asarray(X, dtype=np.float64)
    lines: list[Line] = []
    if X.shape[1] == 1 and before.n_classes == 2 and before.tables[0].shape[1] == 2 and not np.isnan(X).any():
        y, mu = X[:, 0], post_T[0]
        pi, p, q = before.weights[0], before.tables[0][0, 1], before.tables[0][1, 1]
        lines.append((E_HEAD, ()))
        for value, a, b in ((1, p, q), (0, 1 - p, 1 - q)):
            rows = np.flatnonzero(y == value)
            if rows.size:
                lines.append((E_LINE, (str(value), _f(pi), _f(a), _f(1 - pi), _f(b), _f(mu[rows[0]]))))
        lines.append((M_PI, (_f(mu.sum()), str(y.size), _f(after.weights[0]))))
        lines.append((M_P, (_f(mu @ y), _f(mu.sum()), _f(after.tables[0][0, 1]))))
        lines.append((M_Q, (_f((1 - mu) @ y), _f((1 - mu).sum()), _f(after.tables[0][1, 1]))))
    lines.append((Q_LINE, (_f(q_value(X, before, post_T)), _f(q_value(X, after, post_T)))))
    return lines


def mixture_lines(X: ArrayLike, before: MixtureParams, post_T: FloatArray, after: MixtureParams) -> list[Line]:
    """Zhou's Q function of a Gaussian mixture (missing parts in expectation) before and after an M step."""
    return [(Q_LINE, (_f(mixture_q(X, before, post_T, before)), _f(mixture_q(X, before, post_T, after))))]


def labels_lines(
    X: ArrayLike,
    yk: ArrayLike,
    before: SemiSupervisedSnapshot,
    after: SemiSupervisedSnapshot,
    alpha: float = 1.0,
    prior_alpha: float = 0.0,
    weight: float = 1.0,
) -> list[Line]:
    """Zhou's Q function of semi-supervised naive Bayes before and after an M step.

    ``before`` is the E step's snapshot (θ⁽ᵗ⁾ and the unlabeled rows' posteriors), ``after`` the M step's; ``yk``
    the rows' class indices (-1: unlabeled); the rest as in :func:`bayesgui.core.incomplete.lower_bound_labels.
    semi_supervised_q`.
    """
    settings = {"alpha": alpha, "prior_alpha": prior_alpha, "weight": weight}
    q_before, q_after = (
        semi_supervised_q(X, yk, before.posteriors, at.class_prior, at.feature_prob, **settings)
        for at in (before, after)
    )
    return [(Q_LABELS, (f"{weight:g}", _f(q_before), _f(q_after)))]
