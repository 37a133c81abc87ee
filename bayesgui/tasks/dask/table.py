"""A table of one or more files (a path or a glob: ``logs/2026-*.csv``) read by ``dask.dataframe``, and each
partition turned into the chunk a streamed pass would read there.

The first file is sniffed by :class:`~bayesgui.data.streaming.reader.ChunkedFile` (encoding, delimiter, decimal
mark, header, column names); every file is read with its reading options (``ChunkedFile.options``), and each
partition becomes a chunk with ``ChunkedFile.as_chunk``. A column that holds numbers in the
first rows is read as float64 in every partition and any other as text, so that partitions agree with the first
rows (Dask checks it) and a partition normalises to the values a streamed chunk holds.
"""

from __future__ import annotations

import glob
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from pandas.api.types import is_bool_dtype, is_numeric_dtype

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError
from bayesgui.data.streaming.reader import ChunkedFile
from bayesgui.data.streaming.scan import SAMPLE_ROWS
from bayesgui.tasks.dask.arrow_csv import read_block

__all__ = ["DEFAULT_BLOCKSIZE", "DaskTable", "import_dask", "open_dask_table"]

DEFAULT_BLOCKSIZE = "64MB"
"""Bytes of a text file per partition (Dask's own default): each partition is one task on one worker."""


def import_dask() -> tuple[Any, Any]:
    """``(dask, dask.dataframe)``, or a ``DataError`` saying how to install the ``[dask]`` extra."""
    try:
        import dask
        import dask.dataframe as dd
    except ImportError as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "The Dask engine needs Dask ({0}). Install the extra: pip install 'bayesgui[dask]'.",
                ),
                exc.name or exc,
            )
        ) from None
    return dask, dd


@dataclass(frozen=True)
class DaskTable:
    """The files of a table and their Dask DataFrame (raw partitions, in file order).

    Attributes
    ----------
    name : str
        The path or glob given (for messages).
    paths : tuple of Path
    file : ChunkedFile
        The first file, sniffed: its column names, source and reading options stand for every file.
    frame : dask.dataframe.DataFrame
    raw_names : tuple
        The files' own column names (``file.columns`` are the cleaned ones, in the same order).
    head : pandas.DataFrame
        The first file's first rows, normalised: what the column kinds are inferred from (read once).
    reading : dict or None
        The ``dask.dataframe.read_csv`` arguments of text files (None: Parquet).
    """

    name: str
    paths: tuple[Path, ...]
    file: ChunkedFile
    frame: Any
    raw_names: tuple
    head: pd.DataFrame
    reading: dict | None = None

    @property
    def n_partitions(self) -> int:
        return int(self.frame.npartitions)

    def partitions(self, columns: tuple[str, ...] | None = None, categorical: Iterable[str] = ()) -> list:
        """One delayed raw frame per partition, in the table's order; ``columns`` (cleaned names): only these are
        parsed (the same partitions: they are cut by bytes); the ``categorical`` columns of a text file are parsed
        as pandas categoricals (each value hashed once, by the parser, as a streamed pass reads its coded columns)."""
        return list(self._frame(columns, categorical).to_delayed())

    def map_partitions(self, func: Callable[..., Any], *args: Any, categorical: Iterable[str] = ()) -> list:
        """One delayed ``func(raw frame, *args)`` per partition, in the table's order (``categorical``: as for
        :meth:`partitions`). Each is one task that parses its partition and calls ``func`` on it (Dask fuses the
        two): the parsed frame is neither kept in a worker's memory nor moved to another worker, only ``func``'s
        result travels."""
        frame = self._frame(None, categorical)
        mapped = frame.map_partitions(func, *args, meta=(None, object), enforce_metadata=False, align_dataframes=False)
        return list(mapped.to_delayed())

    def _frame(self, columns: tuple[str, ...] | None, categorical: Iterable[str]) -> Any:
        frame = self.frame
        coded = [self.raw_names[self.file.columns.index(c)] for c in categorical if c in self.file.columns]
        if coded and self.reading is not None:
            dask, _ = import_dask()
            reading = {**self.reading, "dtype": {**self.reading["dtype"], **dict.fromkeys(coded, "category")}}
            with dask.config.set({"dataframe.convert-string": False}):
                frame = _read_csv()([str(p) for p in self.paths], **reading)
        if columns is not None:
            frame = frame[[self.raw_names[self.file.columns.index(c)] for c in columns]]
        return frame


def _read_csv() -> Callable[..., Any]:
    """``dask.dataframe.read_csv`` with each block parsed by :func:`~bayesgui.tasks.dask.arrow_csv.read_block`
    (pyarrow where it gives the C parser's frame, else the C parser)."""
    from dask.dataframe.io.csv import make_reader

    return make_reader(read_block, "read_csv", "CSV")


def _paths(pattern: str) -> tuple[Path, ...]:
    paths = tuple(sorted(Path(p) for p in glob.glob(pattern))) if glob.has_magic(pattern) else (Path(pattern),)
    if not paths:
        raise DataError(
            Note(QT_TRANSLATE_NOOP("tasks", "No file matches {0}. Check the folder and the pattern."), pattern)
        )
    return paths


def _dtypes(file: ChunkedFile, head: pd.DataFrame, raw_names: list) -> dict:
    """float64 for the columns of numbers in the first rows (``head``), text (object) for the others."""
    numeric = {
        name for name in head.columns if is_numeric_dtype(head[name].dtype) and not is_bool_dtype(head[name].dtype)
    }
    pairs = zip(raw_names, file.columns, strict=True)
    return {raw: ("float64" if clean in numeric else "object") for raw, clean in pairs}


def open_dask_table(
    pattern: str, *, encoding: str | None = None, blocksize: str | int | None = DEFAULT_BLOCKSIZE
) -> DaskTable:
    """Open the CSV/TSV/text or Parquet files matching ``pattern`` as one table (see the module docstring).

    Raises
    ------
    DataError
        No file matches; the first file cannot be read; Dask is not installed.
    """
    dask, dd = import_dask()
    paths = _paths(pattern)
    file = ChunkedFile(paths[0], encoding=encoding)
    names = [str(p) for p in paths]
    head = file.head(SAMPLE_ROWS)
    if file.format == "parquet":
        frame = dd.read_parquet(names)
        raw_names = list(frame.columns)
    else:
        assert file.options is not None  # a text file's
        options = file.options.read_csv_options()
        if file.options.header is None:
            raw_names = list(range(len(file.columns)))
        else:
            sniffed = pd.read_csv(paths[0], nrows=0, **{k: v for k, v in options.items() if k != "na_values"})
            raw_names = list(sniffed.columns)
        compressed = {"gzip": "gzip", "zstd": "zstd"}.get(file.format)
        reading = {
            "blocksize": None if compressed else blocksize,
            "compression": compressed,
            "dtype": _dtypes(file, head, raw_names),
            **options,
        }
        with dask.config.set({"dataframe.convert-string": False}):  # text as the streamed reader has it
            frame = _read_csv()(names, **reading)
        return DaskTable(pattern, paths, file, frame, tuple(raw_names), head, reading)
    return DaskTable(pattern, paths, file, frame, tuple(raw_names), head)
