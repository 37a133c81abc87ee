"""Chunks to arrays for a model, numbering levels and classes as they first appear: one pass, no levels pass first.

In memory, a categorical column's levels and the target's classes are numbered in the order they first appear in
the table (:func:`bayesgui.data.columns.levels.fit_levels`). Numbering them as they first appear in the stream gives
the same numbers, and a number once given never changes; so a chunk is encoded the moment it is read, and the
schema is complete at the end of the pass (:meth:`StreamEncoder.schema`). With a schema given (a trained model's,
or the first pass's), the levels are fixed and a level it does not know counts as missing, as in memory, and is
listed in :attr:`StreamEncoder.unseen`.

The reader parses categorical and target columns as pandas categoricals (``ChunkedFile.chunks(categorical=...)``),
so a chunk's values are hashed once by the parser and each chunk maps only its few distinct values to levels. The
values are named as in memory (:func:`~bayesgui.data.columns.levels.level_name`: a chunk whose values all read as
numbers names them as numbers, "2007" for 2007.0).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.checks import as_numbers, check_kind_fits
from bayesgui.data.columns.kinds import CATEGORICAL, CONTINUOUS, FEATURE_KINDS, TARGET
from bayesgui.data.columns.levels import codes_for_levels, level_name
from bayesgui.data.columns.names import check_column
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.streaming.reader import Chunk

__all__ = ["StreamEncoder"]


class StreamEncoder:
    """Encode chunks of a table (see the module docstring).

    Parameters
    ----------
    kinds : mapping of str to str
        The kind of every column (features, the target, ignored columns).
    schema : Schema, optional
        Fixed levels and classes (a trained model's); without it they grow as the chunks show them.
    name : str
        The file's name, for messages.
    """

    def __init__(self, kinds: Mapping[str, str], schema: Schema | None = None, name: str = "table") -> None:
        self.name = name
        self.fixed = schema is not None
        if schema is not None:
            self.features = schema.feature_names
            self.kinds = dict(zip(schema.feature_names, schema.kinds, strict=True))
            self.target = schema.target
            levels = {c: tuple(v) for c, v in zip(schema.feature_names, schema.levels, strict=True) if v is not None}
            if schema.target is not None:
                levels[schema.target] = tuple(schema.class_names or ())
        else:
            self.kinds = dict(kinds)
            self.features = tuple(c for c, k in kinds.items() if k in FEATURE_KINDS)
            self.target = next((c for c, k in kinds.items() if k == TARGET), None)
            levels = {c: () for c in (*self.features, self.target) if c is not None and self._coded(c)}
        self._levels: dict[str, dict[str, int]] = {c: {v: i for i, v in enumerate(v)} for c, v in levels.items()}
        self.unseen: dict[str, dict[str, None]] = {}
        #: classes the fixed schema does not know (their rows are left out, as rows without a class)
        self.unseen_classes: dict[str, None] = {}
        self._names: dict[str, tuple[pd.Index, list[str]]] = {}
        self.n_rows = 0

    def _coded(self, column: str) -> bool:
        return column == self.target or self.kinds.get(column) == CATEGORICAL

    @property
    def categorical(self) -> tuple[str, ...]:
        """The columns read as pandas categoricals (categorical features and the target)."""
        return tuple(self._levels)

    @property
    def n_classes(self) -> int:
        return len(self._levels[self.target]) if self.target is not None else 0

    def encode(
        self, chunk: Chunk, keep_unlabeled: bool = False
    ) -> tuple[np.ndarray, np.ndarray | None, np.ndarray]:
        """(X, y, rows): features (category codes, -1 missing; numbers, NaN missing), class codes (None without a
        target column in the file), and each row's position in the table; rows without a class are left out
        unless ``keep_unlabeled`` (their class code is then -1)."""
        frame = chunk.frame
        missing = [c for c in self.features if c not in frame.columns]
        if missing:
            check_column(missing[0], list(frame.columns), self.name)
        X = np.empty((len(frame), len(self.features)), dtype=np.float64)
        for j, column in enumerate(self.features):
            series = frame[column]
            if self._coded(column):
                X[:, j] = self._codes(column, series)
            elif series.dtype.kind == "f":  # numbers as parsed: nothing to check but their sign (counts)
                X[:, j] = series.to_numpy()
                if self.kinds[column] != CONTINUOUS and np.nanmin(X[:, j], initial=0.0) < 0:
                    check_kind_fits(series, self.kinds[column], chunk.source)
            else:
                check_kind_fits(series, self.kinds[column], chunk.source)
                X[:, j] = as_numbers(series).to_numpy()
        rows = np.arange(chunk.first_row, chunk.first_row + len(frame))
        self.n_rows += len(frame)
        if self.target is None or self.target not in frame.columns:
            return X, None, rows
        y = self._codes(self.target, frame[self.target], count_unseen=False)
        labeled = y >= 0
        if keep_unlabeled or labeled.all():
            return X, y, rows
        return X[labeled], y[labeled], rows[labeled]

    def _codes(self, column: str, series: pd.Series, count_unseen: bool = True) -> np.ndarray:
        """Level codes of a column's values (-1: missing, or unknown to fixed levels)."""
        known = self._levels[column]
        if not isinstance(series.dtype, pd.CategoricalDtype):  # a reader without categoricals (a Parquet string column)
            codes, new = codes_for_levels(series, tuple(known)) if self.fixed else (None, [])
            if codes is None:
                series = series.astype("category")
            else:
                self._note_unseen(column, new, count_unseen)
                return codes
        categories = series.cat.categories
        cached = self._names.get(column)
        if cached is None or not cached[0].equals(categories):  # most chunks show the same values as the last
            cached = self._names[column] = (categories, [level_name(v) for v in _as_values(categories)])
        names = cached[1]
        raw = series.cat.codes.to_numpy()
        if not self.fixed and any(name not in known for name in names):
            # pandas sorts a chunk's categories; new levels are numbered in the order the rows show them
            for i in pd.unique(raw[raw >= 0]):
                known.setdefault(names[i], len(known))
        table = np.empty(len(names) + 1, dtype=np.int64)
        table[-1] = -1  # pandas' code of a missing value
        for i, name in enumerate(names):
            table[i] = known.get(name, -1)
        if self.fixed:
            self._note_unseen(column, [n for n in names if n not in known], count_unseen)
        codes: np.ndarray = table[raw]
        return codes

    def _note_unseen(self, column: str, names: list[str], count: bool) -> None:
        if names and count:
            self.unseen.setdefault(column, {}).update(dict.fromkeys(names))
        elif names and column == self.target:
            self.unseen_classes.update(dict.fromkeys(names))

    def unseen_notes(self) -> list[str]:
        """One message per column that had values the fixed levels do not know (they were read as missing)."""
        notes = []
        for column, values in self.unseen.items():
            shown = ", ".join(f"'{v}'" for v in list(values)[:5]) + (", ..." if len(values) > 5 else "")
            notes.append(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: column '{1}' has value(s) {2} that the training data never had; they are treated as "
                        "missing.",
                    ),
                    self.name, column, shown,
                )
            )  # fmt: skip
        return notes

    def schema(self) -> Schema:
        """The features with their kinds and the levels seen so far, the target and its classes."""
        classes = tuple(self._levels[self.target]) if self.target is not None else None
        if not self.fixed and self.target is not None and len(classes or ()) < 2:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: the target column '{1}' has {2} class(es). A classifier needs at least two: choose "
                        "another target column.",
                    ),
                    self.name, self.target, len(classes or ()),
                )
            )  # fmt: skip
        return Schema(
            feature_names=self.features,
            kinds=tuple(self.kinds[c] for c in self.features),
            levels=tuple(tuple(self._levels[c]) if self._coded(c) else None for c in self.features),
            target=self.target,
            class_names=classes,
        )


def _as_values(categories: pd.Index) -> list[object]:
    """A chunk's distinct values as the in-memory reader types them: numbers when every one reads as a number."""
    if categories.dtype.kind in "biuf":
        return list(categories)
    numbers = pd.to_numeric(pd.Series(categories, dtype=object), errors="coerce")
    if len(categories) and numbers.notna().all():
        return list(numbers)
    return list(categories)
