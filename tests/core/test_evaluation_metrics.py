"""The metrics match scikit-learn's metric functions on the same out-of-fold posteriors."""

import numpy as np
import pytest

from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import metrics, ranking, summarize

sk = pytest.importorskip("sklearn.metrics")

RNG = np.random.default_rng(3)
N, K = 400, 3
Y = RNG.integers(0, K, N)
LOGITS = RNG.normal(size=(N, K)) + 1.5 * np.eye(K)[Y]
PROBA = np.exp(LOGITS) / np.exp(LOGITS).sum(axis=1, keepdims=True)
PROBA[:20] = np.round(PROBA[:20], 1)  # ties in the scores
PROBA[:20] /= PROBA[:20].sum(axis=1, keepdims=True)
PRED = PROBA.argmax(axis=1)


def test_counting_metrics_match():
    matrix = metrics.confusion(Y, PRED, K)
    assert np.array_equal(matrix, sk.confusion_matrix(Y, PRED))
    assert metrics.accuracy(Y, PRED) == pytest.approx(sk.accuracy_score(Y, PRED), abs=1e-15)
    assert metrics.balanced_accuracy(matrix) == pytest.approx(sk.balanced_accuracy_score(Y, PRED), abs=1e-15)
    expected = sk.precision_recall_fscore_support(Y, PRED, zero_division=0)
    for ours, theirs in zip(metrics.precision_recall_f1(matrix), expected[:3], strict=True):
        np.testing.assert_allclose(ours, theirs, atol=1e-15)


def test_probability_metrics_match():
    assert metrics.log_loss(Y, PROBA) == pytest.approx(sk.log_loss(Y, PROBA), abs=1e-12)
    binary = Y == 1
    two = np.c_[1 - PROBA[:, 1], PROBA[:, 1]]
    expected = 2 * sk.brier_score_loss(binary, two[:, 1])
    assert metrics.brier(binary.astype(int), two) == pytest.approx(expected, abs=1e-12)


def test_ranking_metrics_match():
    macro, weighted = ranking.ovr_auc(Y, PROBA)
    assert macro == pytest.approx(sk.roc_auc_score(Y, PROBA, multi_class="ovr", average="macro"), abs=1e-12)
    assert weighted == pytest.approx(sk.roc_auc_score(Y, PROBA, multi_class="ovr", average="weighted"), abs=1e-12)
    two = np.c_[1 - PROBA[:, 1], PROBA[:, 1]]
    assert ranking.ovr_auc((Y == 1).astype(int), two)[0] == pytest.approx(sk.roc_auc_score(Y == 1, PROBA[:, 1]))
    for c in range(K):
        fpr, tpr, thr = ranking.roc_curve(Y == c, PROBA[:, c])
        e_fpr, e_tpr, e_thr = sk.roc_curve(Y == c, PROBA[:, c], drop_intermediate=False)
        np.testing.assert_allclose(fpr, e_fpr)
        np.testing.assert_allclose(tpr, e_tpr)
        np.testing.assert_allclose(thr[1:], e_thr[1:])
        precision, recall, thr = ranking.pr_curve(Y == c, PROBA[:, c])
        e_p, e_r, e_t = sk.precision_recall_curve(Y == c, PROBA[:, c])
        np.testing.assert_allclose(precision, e_p)
        np.testing.assert_allclose(recall, e_r)
        np.testing.assert_allclose(thr, e_t)
        assert ranking.average_precision(Y == c, PROBA[:, c]) == pytest.approx(
            sk.average_precision_score(Y == c, PROBA[:, c]), abs=1e-12
        )


def test_reliability_bins_match_calibration_curve():
    from sklearn.calibration import calibration_curve

    bins = ranking.reliability(Y == 0, PROBA[:, 0], n_bins=8)
    observed, predicted = calibration_curve(Y == 0, PROBA[:, 0], n_bins=8)
    filled = bins["count"] > 0
    np.testing.assert_allclose(bins["observed"][filled], observed, atol=1e-12)
    np.testing.assert_allclose(bins["mean_predicted"][filled], predicted, atol=1e-12)
    assert bins["count"].sum() == N


def test_summary_values_and_standard_errors():
    folds = (np.arange(N) % 5)[None, :]
    table = summarize(Y, PROBA[None], folds, LossMatrix.zero_one(range(K)))
    assert table.values["accuracy"] == pytest.approx(sk.accuracy_score(Y, PRED))
    assert table.values["risk"] == pytest.approx(1 - table.values["accuracy"])  # 0-1 loss: risk = error rate
    per_fold = [sk.log_loss(Y[folds[0] == f], PROBA[folds[0] == f], labels=range(K)) for f in range(5)]
    assert table.errors["log_loss"] == pytest.approx(np.std(per_fold, ddof=1) / np.sqrt(5))
    assert table.confusion.sum() == N and np.isnan(table.errors["accuracy"]) is np.False_
