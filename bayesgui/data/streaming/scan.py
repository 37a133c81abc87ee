"""The column schema of a streamed table: kinds from a sample, levels and classes from one pass, then each chunk's
arrays as :meth:`bayesgui.data.Dataset.to_arrays` would give those rows.

The kinds are inferred from the first rows (``SAMPLE_ROWS``) by the in-memory rules
(:meth:`bayesgui.data.Dataset.from_frame`), and stay editable (``kinds`` overrides, as ``--kind`` does). A first
pass then collects every categorical column's levels and the target's classes in the order they first appear in
the file (as :func:`bayesgui.data.columns.levels.fit_levels` numbers them in memory) and checks that the number
columns hold numbers, naming the line of the first that does not. With these levels, a chunk encodes to the rows of
the in-memory arrays exactly; rows without a class are left out, as in memory.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass

import numpy as np

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.checks import check_kind_fits
from bayesgui.data.columns.kinds import CATEGORICAL, FEATURE_KINDS, TARGET
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.columns.schema import Schema, Unseen
from bayesgui.data.dataset import AUTO, AutoTarget, Dataset
from bayesgui.data.errors import DataError
from bayesgui.data.streaming.reader import Chunk, ChunkedFile

__all__ = ["SAMPLE_ROWS", "StreamedTable", "encode_chunk", "infer_stream_kinds", "iter_scan", "table_schema"]

SAMPLE_ROWS = 20_000
"""Rows read to infer the column kinds (and shown as the preview)."""


@dataclass(frozen=True)
class StreamedTable:
    """A table file with its columns described, ready for streamed jobs.

    Attributes
    ----------
    file : ChunkedFile
    kinds : mapping of str to str
        The kind of every column.
    schema : Schema
        The feature columns (in file order) with their kinds and levels, the target and its classes.
    n_rows : int
        Rows of the file; ``n_labeled`` of them have a class.
    warnings : tuple of str
    """

    file: ChunkedFile
    kinds: Mapping[str, str]
    schema: Schema
    n_rows: int
    n_labeled: int
    warnings: tuple[str, ...] = ()


def infer_stream_kinds(
    file: ChunkedFile,
    target: str | AutoTarget | None = AUTO,
    kinds: Mapping[str, str] | None = None,
    sample_rows: int = SAMPLE_ROWS,
) -> tuple[dict[str, str], tuple[str, ...]]:
    """The kind of every column, inferred from the first ``sample_rows`` rows, with ``kinds`` and ``target`` as
    the in-memory loader takes them; and the notes of the inference."""
    dataset = Dataset.from_frame(file.head(sample_rows), target=target, kinds=kinds, source=file.source)
    return dict(dataset.kinds), (*file.notes, *dataset.warnings)


def iter_scan(
    file: ChunkedFile, kinds: Mapping[str, str], notes: tuple[str, ...] = ()
) -> Generator[tuple[int, int], None, StreamedTable]:
    """The first pass (see the module docstring), yielding (bytes read, file size); return the ``StreamedTable``."""
    features = tuple(column for column in file.columns if kinds[column] in FEATURE_KINDS)
    target = next((column for column in file.columns if kinds[column] == TARGET), None)
    if not features:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data", "{0} has no feature columns: set a column to categorical, continuous or count."
                ),
                file.name,
            )
        )
    coded = [column for column in (*features, target) if column is not None and kinds[column] in (CATEGORICAL, TARGET)]
    levels: dict[str, dict[str, int]] = {column: {} for column in coded}
    n_rows = n_labeled = 0
    first_unlabeled: str | None = None
    for chunk in file.chunks():
        frame = chunk.frame
        for column in coded:
            seen = levels[column]
            for name in fit_levels(frame[column])[1]:
                seen.setdefault(name, len(seen))
        for column in features:
            check_kind_fits(frame[column], kinds[column], chunk.source)
        if target is not None:
            missing = frame[target].isna().to_numpy()
            n_labeled += int((~missing).sum())
            if first_unlabeled is None and missing.any():
                first_unlabeled = chunk.source.locate(int(np.argmax(missing)))
        n_rows += len(frame)
        yield chunk.bytes_done, chunk.total_bytes
    return table_schema(file, kinds, levels, n_rows, n_labeled, first_unlabeled, notes)


def table_schema(
    file: ChunkedFile,
    kinds: Mapping[str, str],
    levels: Mapping[str, Mapping[str, int]],
    n_rows: int,
    n_labeled: int,
    first_unlabeled: str | None,
    notes: tuple[str, ...] = (),
) -> StreamedTable:
    """The ``StreamedTable`` of a pass that found ``levels`` (each coded column's levels in first-seen order),
    ``n_rows`` rows, ``n_labeled`` of them with a class (the first without one at ``first_unlabeled``): the end of
    :func:`iter_scan`, and of a scan merged from the partitions of a Dask table."""
    features = tuple(column for column in file.columns if kinds[column] in FEATURE_KINDS)
    target = next((column for column in file.columns if kinds[column] == TARGET), None)
    classes = tuple(levels[target]) if target is not None else None
    if target is not None and len(classes or ()) < 2:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: the target column '{1}' has {2} class(es). A classifier needs at least two: choose another "
                    "target column.",
                ),
                file.name, target, len(classes or ()),
            )
        )  # fmt: skip
    schema = Schema(
        feature_names=features,
        kinds=tuple(kinds[column] for column in features),
        levels=tuple(tuple(levels[column]) if kinds[column] == CATEGORICAL else None for column in features),
        target=target,
        class_names=classes,
    )
    warnings = list(notes)
    if target is not None and n_labeled < n_rows:
        warnings.append(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: {1} row(s) have no value in the target column '{2}' (the first on {3}); they are left out.",
                ),
                file.name, n_rows - n_labeled, target, first_unlabeled,
            )
        )  # fmt: skip
    return StreamedTable(file, dict(kinds), schema, n_rows, n_labeled, tuple(warnings))


def encode_chunk(
    schema: Schema, chunk: Chunk, unseen: Unseen = "error"
) -> tuple[np.ndarray, np.ndarray | None, np.ndarray]:
    """(X, y, rows) of a chunk: the features (category codes, numbers; NaN or -1 missing), the class codes (None
    without a target in ``schema`` or in the file) and each kept row's position in the table. With a target, rows
    without a class are left out; ``unseen``: a level the schema does not know is an error, or missing."""
    frame = chunk.frame
    X = schema.encode_features(frame, unseen=unseen, source=chunk.source)
    rows = np.arange(chunk.first_row, chunk.first_row + len(frame))
    if schema.target is None or schema.target not in frame.columns:
        return X, None, rows
    y = schema.encode_target(frame[schema.target], unseen="missing")
    labeled = y >= 0
    if labeled.all():
        return X, y, rows
    return X[labeled], y[labeled], rows[labeled]
