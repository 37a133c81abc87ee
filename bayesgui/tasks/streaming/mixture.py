"""Streamed training of the Bayes classifier with Gaussian-mixture classes: EM, one pass over the file per iteration.

EM starts where the in-memory fit of a random sample of rows ends (``sample_rows``, drawn by a seeded hash of each
row's position), then each iteration reads the whole file once: the E-step sums of every class's mixture are
gathered chunk by chunk and the M step is taken at the end of the pass
(:class:`bayesgui.core.streaming.mixture_em.MixturePass`), until every class's mean log-likelihood changes by less
than ``tol`` or ``max_iter`` passes. The model is a ``MixtureBayes`` with the same stored arrays as an in-memory
fit's; it equals that fit only where both EM runs reach the same optimum (they start from different points).
"""

from __future__ import annotations

from collections.abc import Generator

import numpy as np

from bayesgui.core.discriminant.mixture_bayes import MixtureBayes
from bayesgui.core.note import Note
from bayesgui.core.streaming.mixture_em import MixturePass
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.streaming.encoder import StreamEncoder
from bayesgui.data.streaming.scan import StreamedTable
from bayesgui.tasks.fit_errors import in_user_terms
from bayesgui.tasks.progress import Progress
from bayesgui.tasks.streaming.train import iter_sample_dataset
from bayesgui.tasks.train import fit_model

__all__ = ["SAMPLE_ROWS", "streams_by_em", "train_mixture_streamed"]

SAMPLE_ROWS = 50_000
"""Rows of the random sample whose in-memory fit EM starts from."""

EM_PASS = QT_TRANSLATE_NOOP("tasks", "EM iteration {0}: one pass over the file")


def streams_by_em(settings: ModelSettings) -> bool:
    """Whether the model of ``settings`` trains streamed by EM, one pass per iteration (``MixtureBayes``, full
    covariances)."""
    return settings.spec.estimator is MixtureBayes and settings.value("covariance_type") == "full"


def train_mixture_streamed(
    table: StreamedTable, settings: ModelSettings, sample_rows: int = SAMPLE_ROWS, seed: int = 0
) -> Generator[Progress, None, TrainedModel]:
    """EM over the whole file from a sample's fit (see the module docstring); return the ``TrainedModel``."""
    sample = yield from iter_sample_dataset(table, sample_rows, seed)
    start = fit_model(sample.to_arrays(), settings)
    model: MixtureBayes = start.estimator  # type: ignore[assignment]
    schema = start.schema
    n_classes = len(schema.class_names or ())
    weights = [model.weights_[k, :m] for k, m in enumerate(model.component_count_)]
    means = [model.means_[k, :m] for k, m in enumerate(model.component_count_)]
    covariances = [model.covariances_[k, :m] for k, m in enumerate(model.component_count_)]
    converged = np.zeros(n_classes, dtype=bool)
    n_iter = np.zeros(n_classes, dtype=int)
    previous = np.full(n_classes, np.nan)
    size = table.file.total_bytes
    total = (1 + int(model.max_iter)) * size
    last = MixturePass(weights, means, covariances, model.reg_covar)
    for iteration in range(int(model.max_iter)):
        encoder = StreamEncoder({}, schema=schema, name=table.file.name)
        last = MixturePass(weights, means, covariances, model.reg_covar)
        message = Note(EM_PASS, iteration + 1)
        for chunk in table.file.chunks(categorical=encoder.categorical):
            X, y, _ = encoder.encode(chunk)
            last.update(X, y)
            yield Progress((1 + iteration) * size + chunk.bytes_done, total, message)
        if encoder.unseen_classes:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "tasks",
                        "{0}: the class(es) {1} have no row in the random sample of {2} rows that EM starts from; "
                        "draw a larger sample.",
                    ),
                    table.file.name, ", ".join(list(encoder.unseen_classes)[:5]), sample_rows,
                )
            )  # fmt: skip
        bound = last.mean_log_likelihood()
        with in_user_terms(schema, settings):
            for k in np.flatnonzero(~converged).tolist():
                weights[k], means[k], covariances[k] = last.m_step(k, (schema.class_names or ())[k])
                n_iter[k] += 1
                converged[k] = bool(abs(bound[k] - previous[k]) < model.tol)
        previous = bound
        if converged.all():
            break
    state = {
        "classes_": model.classes_,
        "n_features_in_": model.n_features_in_,
        "class_count_": last.count,
        "n_skipped_": last.n_skipped,
        "component_count_": np.array([w.size for w in weights]),
        **_padded(weights, means, covariances),
        "n_iter_": n_iter,
        "converged_": converged,
    }
    with in_user_terms(schema, settings):
        estimator = MixtureBayes.from_state(model.get_params(), state)
    n_rows = int(last.count.sum())
    notes = (*table.warnings, *start.notes)
    return TrainedModel(schema, settings, estimator, left_out=start.left_out, n_rows=n_rows, notes=notes)


def _padded(weights: list, means: list, covariances: list) -> dict[str, np.ndarray]:
    """The stored arrays of ``MixtureBayes``: every class's components, padded with 0 to the largest count."""
    k, width, d = len(weights), max(w.size for w in weights), means[0].shape[1]
    out = {
        "weights_": np.zeros((k, width)),
        "means_": np.zeros((k, width, d)),
        "covariances_": np.zeros((k, width, d, d)),
    }
    for c, (w, m, s) in enumerate(zip(weights, means, covariances, strict=True)):
        out["weights_"][c, : w.size], out["means_"][c, : w.size], out["covariances_"][c, : w.size] = w, m, s
    return out
