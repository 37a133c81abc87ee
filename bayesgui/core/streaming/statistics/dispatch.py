"""Which models stream (:func:`supports`), why the others do not (:func:`refusal`), and the empty accumulator
of a model's statistics (:func:`stats_for`)."""

from __future__ import annotations

from bayesgui.core.base.estimator import Classifier
from bayesgui.core.discriminant._base import _GaussianDA
from bayesgui.core.learning.incremental import can_update
from bayesgui.core.naive_bayes._base import BaseNB
from bayesgui.core.note import Note
from bayesgui.core.streaming.statistics.discriminant import DiscriminantStats
from bayesgui.core.streaming.statistics.naive_bayes import NaiveBayesStats
from bayesgui.core.streaming.statistics.sums import SumStatistics
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


def supports(template: Classifier) -> bool:
    """Whether the model ``template`` (fitted or not) is a sum of per-class statistics that streams."""
    return can_update(template) and isinstance(template, BaseNB | _GaussianDA)


def refusal(template: Classifier) -> str:
    """Why ``template`` cannot be trained chunk by chunk, and what to do (a translatable ``Note``)."""
    return Note(
        QT_TRANSLATE_NOOP(
            "core",
            "{0} needs the whole table in memory: its fit is not a sum of per-class counts and sums. Train it on a "
            "sample of the rows, or stream naive Bayes, LDA, QDA or Gaussian Bayes (without EM for missing values).",
        ),
        type(template).__name__,
    )


def stats_for(template: Classifier, n_classes: int, n_features: int) -> SumStatistics:
    """An empty accumulator of ``template``'s statistics for ``n_classes`` class codes and ``n_features`` columns."""
    if not supports(template):
        raise ValueError(refusal(template))
    if isinstance(template, BaseNB):
        return NaiveBayesStats(template, n_classes, n_features)
    assert isinstance(template, _GaussianDA)  # supports() said so
    return DiscriminantStats(template, n_classes, n_features)
