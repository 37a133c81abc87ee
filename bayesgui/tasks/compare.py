"""Model comparison as a stoppable job: every registered model on the same folds, one after the other."""

from __future__ import annotations

from collections.abc import Generator

from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import TEN_FOLD, Resampling
from bayesgui.core.models import registry
from bayesgui.core.note import message_of
from bayesgui.data import Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report.evaluation.comparison import Comparison
from bayesgui.tasks.evaluate import encode, evaluate_arrays, split
from bayesgui.tasks.loss_by_name import run_loss
from bayesgui.tasks.progress import Progress


def compare(
    dataset: Dataset,
    settings: ModelSettings,
    loss: LossMatrix | None = None,
    resampling: Resampling = TEN_FOLD,
    keys: tuple[str, ...] | None = None,
    **where,
) -> Generator[Progress, None, Comparison]:
    """Evaluate each model of ``keys`` (default: the registry's) on the same folds; ``settings`` for its own model.

    ``where``: ``split_column`` or ``test``, as for ``tasks.evaluate.evaluate``.

    A model that cannot read the table (no continuous column for the Gaussian models, ...) is listed in
    ``Comparison.failures`` with the reason.
    """
    arrays = yield from encode(dataset)
    loss = run_loss(arrays.class_names, loss)
    keys = keys or registry.keys()
    folds = None
    done, failures = [], []
    for i, key in enumerate(keys):
        model_settings = settings if key == settings.model else ModelSettings(key)
        try:
            X, y, rows, model_folds = split(dataset, arrays, model_settings, resampling, **where)
            folds = model_folds if folds is None else folds
            run = evaluate_arrays(
                arrays, model_settings, loss, resampling, X, y, rows, folds, dataset.n_rows,
                progress=(i / len(keys), 1 / len(keys)),
            )
            done.append((yield from run))
        except (DataError, ValueError) as exc:
            failures.append((key, message_of(exc)))
    return Comparison(tuple(done), tuple(failures))
