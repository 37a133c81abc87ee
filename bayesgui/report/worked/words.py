"""Every English word the worked report prints, marked once for translation (context "report").

The renderers pass each through their ``translate`` callable, so the text, the HTML and the copied text
of one language use the same translated strings. Placeholders are ``{0}``-style (``str.format``).
"""

from __future__ import annotations

from bayesgui.core.translatable import QT_TRANSLATE_NOOP

CONTEXT = "report"
"""The translation context of every string here (``QCoreApplication.translate(CONTEXT, text)``)."""

SAMPLE = QT_TRANSLATE_NOOP("report", "Sample:")
MODEL = QT_TRANSLATE_NOOP("report", "Model:")
MISSING = QT_TRANSLATE_NOOP("report", "Missing (left out of the product): {0}")
NOTE = QT_TRANSLATE_NOOP("report", "Note:")
ESTIMATE = QT_TRANSLATE_NOOP("report", "Estimate:")
CLASS = QT_TRANSLATE_NOOP("report", "Class {0} = {1}")

TERM = QT_TRANSLATE_NOOP("report", "term")
HOW = QT_TRANSLATE_NOOP("report", "how")
VALUE = QT_TRANSLATE_NOOP("report", "value")
LOG = QT_TRANSLATE_NOOP("report", "log")
LOG_SUM = QT_TRANSLATE_NOOP("report", "log:")

JOINT = QT_TRANSLATE_NOOP("report", "joint P(c)·Π P(x_i|c)")
LOG_JOINT = QT_TRANSLATE_NOOP("report", "log joint log P(c) + log p(x|c)")
SCORE = QT_TRANSLATE_NOOP("report", "score")
GIVEN = QT_TRANSLATE_NOOP("report", "given")
UNIFORM = QT_TRANSLATE_NOOP("report", "1 / {0} (uniform)")
MEAN = QT_TRANSLATE_NOOP("report", "mean")

SUPER_PARENT_TERM = QT_TRANSLATE_NOOP("report", "term of super-parent {0}: P(c, x_i)·Π_j P(x_j | c, x_i)")
NAIVE_TERM = QT_TRANSLATE_NOOP("report", "naive Bayes term P(c)·Π_j P(x_j | c)")
AVERAGE = QT_TRANSLATE_NOOP("report", "joint: the average of the {0} term(s) (eq. 7.23)")
AVERAGE_NOTE = QT_TRANSLATE_NOOP(
    "report", "Eq. 7.23 sums the terms; their average leaves every posterior as the sum gives it."
)

EVIDENCE = QT_TRANSLATE_NOOP("report", "Evidence P(x) = Σ_c P(c)·P(x|c) = {0} = {1}   (log {2})")
POSTERIOR_TITLE = QT_TRANSLATE_NOOP("report", "Posterior")
POSTERIOR = QT_TRANSLATE_NOOP("report", "posterior")
JOINT_OVER_EVIDENCE = QT_TRANSLATE_NOOP("report", "joint / evidence")
SOFTMAX = QT_TRANSLATE_NOOP("report", "P(c|x) = exp(score_c) / Σ_k exp(score_k)")
LOG_EVIDENCE = QT_TRANSLATE_NOOP("report", "log P(x) = {0}")

RISK_TITLE = QT_TRANSLATE_NOOP("report", "Conditional risk")
REJECT = QT_TRANSLATE_NOOP("report", "reject")
RISK = QT_TRANSLATE_NOOP("report", "risk")
RISK_SUM = QT_TRANSLATE_NOOP("report", "Σ_j λ_ij P(c_j|x)")
LEAST_RISK = QT_TRANSLATE_NOOP("report", "Decision (least risk): {0}")
LARGEST_SCORE = QT_TRANSLATE_NOOP("report", "Decision (largest score): {0}")
NO_POSTERIOR = QT_TRANSLATE_NOOP(
    "report", "This model gives decisions, not posteriors, so the loss matrix does not apply."
)

#: how each named term of ``bayesgui.core.base.score_explanation.TERM_KEYS`` is written (other keys: the key itself)
TERM_LABELS = {
    "log_prior": QT_TRANSLATE_NOOP("report", "log P(c)"),
    "log_norm": QT_TRANSLATE_NOOP("report", "−d/2·log 2π"),
    "log_det": QT_TRANSLATE_NOOP("report", "−½·log|Σ_c|"),
    "mahalanobis": QT_TRANSLATE_NOOP("report", "−½·(x−μ_c)ᵀ Σ_c⁻¹ (x−μ_c)"),
    "log_mixture": QT_TRANSLATE_NOOP("report", "log Σ_m α_m N(x; μ_m, Σ_m)"),
    "intercept": QT_TRANSLATE_NOOP("report", "b_c"),
    "linear": QT_TRANSLATE_NOOP("report", "w_c·x"),
}


def identity(text: str) -> str:
    """The default ``translate``: English as written."""
    return text
