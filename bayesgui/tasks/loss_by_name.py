"""A loss matrix read by class name: its rows and columns put in the order of a model's or a run's classes."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from bayesgui.core import LossMatrix
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["loss_for_classes", "run_loss"]


def loss_for_classes(classes: Sequence[str], loss: LossMatrix | None) -> LossMatrix:
    """``loss`` with its rows and columns put in the order of ``classes`` (matched by name); 0-1 if None."""
    classes = tuple(str(c) for c in classes)
    if loss is None:
        return LossMatrix.zero_one(classes)
    names = [str(c) for c in loss.classes]
    if sorted(names) != sorted(classes):
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "The loss matrix is over the classes {0} but the regions over {1}; retrain the model (or reset "
                    "the loss matrix) for this target.",
                ),
                names, list(classes),
            )
        )
    order = [names.index(c) for c in classes]
    rows = order + ([len(names)] if loss.has_reject else [])
    return LossMatrix(loss.values[np.ix_(rows, order)], classes, loss.has_reject)


def run_loss(class_names, loss: LossMatrix | None) -> LossMatrix:
    """``loss`` with its rows and columns in the order of the run's classes; the 0-1 loss when None or when it is
    over other classes. (The session's matrix follows its trained model: an evaluation started after the target
    changed, before the new model was trained, was handed the old classes' matrix and failed inside the job.)"""
    try:
        return loss_for_classes(class_names, loss)
    except ValueError:
        return LossMatrix.zero_one(class_names)
