"""What an incremental update changed in a worked decision: each prior and factor whose fraction changed, written
before and after ("P(色泽=乌黑 | 好瓜=是): (4 + 1) / (8 + 3×1) = 0.455 before, (5 + 1) / (8 + 3×1) = 0.545 now")."""

from __future__ import annotations

from typing import Any

from bayesgui.core.learning.changes import LEVEL_COUNT
from bayesgui.core.learning.incremental import Update
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.report.worked import formulas
from bayesgui.report.worked.example import WorkedExample

__all__ = ["BEFORE_AFTER", "before_after", "changed_level_counts"]

BEFORE_AFTER = QT_TRANSLATE_NOOP("report", "The last edit changed {0}: {1} before, {2} now.")


def before_after(old: WorkedExample, new: WorkedExample) -> tuple[Note, ...]:
    """A note per prior and factor of ``new`` whose fraction differs from ``old``'s (the same sample, the model
    before and after an edit)."""
    notes = []
    was_of = {work.name: work for work in old.work}
    for work in new.work:
        was = was_of.get(work.name)
        if was is None:
            continue
        prior, was_prior = work.prior, was.prior
        if prior and was_prior and prior.fraction and was_prior.fraction and prior.fraction != was_prior.fraction:
            notes.append(
                Note(
                    BEFORE_AFTER,
                    f"P({new.target}={work.name})",
                    f"{formulas.fraction(was_prior.fraction)} = {formulas.fmt(was_prior.value)}",
                    f"{formulas.fraction(prior.fraction)} = {formulas.fmt(prior.value)}",
                )
            )
        for factor in work.factors:
            before = was.factor(factor.feature)
            places = new.decimals.get(factor.feature)
            if before is None or formulas.factor_how(before, places) == formulas.factor_how(factor, places):
                continue
            symbol = "p" if factor.kind in ("density", "table_density") else "P"
            term = f"{symbol}({factor.feature}={formulas.shown(factor.shown, places)} | {new.target}={work.name})"
            notes.append(
                Note(
                    BEFORE_AFTER,
                    term,
                    f"{formulas.factor_how(before, places)} = {formulas.fmt(before.value)}",
                    f"{formulas.factor_how(factor, places)} = {formulas.fmt(factor.value)}",
                )
            )
    return tuple(notes)


def changed_level_counts(
    update: Update | None, model: TrainedModel, feature_name: str
) -> dict[tuple[int, int], tuple[Any, Any]]:
    """The level counts of column ``feature_name`` that the last incremental ``update`` changed, as
    {(level index, class index): (old count, new count)} (the probability table's cells to highlight)."""
    names = list(model.schema.feature_names)
    if update is None or feature_name not in names:
        return {}
    feature = names.index(feature_name)
    classes = list(model.estimator.classes_)
    return {
        (change.index, classes.index(change.class_label)): (change.old, change.new)
        for change in update.changes
        if change.statistic == LEVEL_COUNT
        and change.feature == feature
        and change.index is not None
        and change.class_label in classes
    }
