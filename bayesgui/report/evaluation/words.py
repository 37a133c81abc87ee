"""The names of the evaluation metrics, marked for translation (context "evaluation")."""

from bayesgui.core.translatable import QT_TRANSLATE_NOOP

METRIC_NAMES = {
    "accuracy": QT_TRANSLATE_NOOP("evaluation", "Accuracy"),
    "balanced_accuracy": QT_TRANSLATE_NOOP("evaluation", "Balanced accuracy"),
    "log_loss": QT_TRANSLATE_NOOP("evaluation", "Log-loss"),
    "brier": QT_TRANSLATE_NOOP("evaluation", "Brier score"),
    "auc_macro": QT_TRANSLATE_NOOP("evaluation", "AUC (one-vs-rest, macro)"),
    "auc_weighted": QT_TRANSLATE_NOOP("evaluation", "AUC (one-vs-rest, weighted)"),
    "risk": QT_TRANSLATE_NOOP("evaluation", "Empirical risk of the minimum-risk decisions"),
    "expected_risk": QT_TRANSLATE_NOOP("evaluation", "Risk the model expects (mean least conditional risk)"),
    "reject_rate": QT_TRANSLATE_NOOP("evaluation", "Reject rate"),
    "risk_kept": QT_TRANSLATE_NOOP("evaluation", "Risk of the rows not rejected"),
}
