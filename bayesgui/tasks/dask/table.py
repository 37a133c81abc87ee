"""A table of one or more files (a path or a glob: ``logs/2026-*.csv``) read by ``dask.dataframe``, and each
partition turned into the chunk a streamed pass would read there.

The first file is sniffed by :class:`~bayesgui.data.streaming.reader.ChunkedFile` (encoding, delimiter, decimal
mark, header, column names); every file is read with the same pandas options. A column that holds numbers in the
first rows is read as float64 in every partition and any other as text, so that partitions agree with the first
rows (Dask checks it) and a partition normalises to the values a streamed chunk holds.
"""

from __future__ import annotations

import dataclasses
import glob
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from pandas.api.types import is_bool_dtype, is_numeric_dtype

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError
from bayesgui.data.streaming.reader import Chunk, ChunkedFile
from bayesgui.data.streaming.scan import SAMPLE_ROWS

__all__ = ["DEFAULT_BLOCKSIZE", "DaskTable", "import_dask", "open_dask_table", "partition_chunk"]

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
    """

    name: str
    paths: tuple[Path, ...]
    file: ChunkedFile
    frame: Any
    raw_names: tuple
    head: pd.DataFrame

    @property
    def n_partitions(self) -> int:
        return int(self.frame.npartitions)

    def partitions(self, columns: tuple[str, ...] | None = None) -> list:
        """One delayed raw frame per partition, in the table's order; ``columns`` (cleaned names): only these are
        parsed (the same partitions: they are cut by bytes)."""
        frame = self.frame
        if columns is not None:
            frame = frame[[self.raw_names[self.file.columns.index(c)] for c in columns]]
        return list(frame.to_delayed())


def _paths(pattern: str) -> tuple[Path, ...]:
    paths = tuple(sorted(Path(p) for p in glob.glob(pattern))) if glob.has_magic(pattern) else (Path(pattern),)
    if not paths:
        raise DataError(
            Note(QT_TRANSLATE_NOOP("tasks", "No file matches {0}. Check the folder and the pattern."), pattern)
        )
    return paths


def _text_options(file: ChunkedFile) -> dict:
    """The pandas options a streamed pass reads ``file`` with (``ChunkedFile._text_chunks``: its sniffed dialect)."""
    dialect = file._dialect
    return {
        "sep": dialect.delimiter,
        "header": None if dialect.header is None else 0,
        "encoding": file._encoding,
        "decimal": dialect.decimal,
        "na_values": list(file._na_values),
        "keep_default_na": False,
        "skipinitialspace": dialect.skip_initial_space,
        "index_col": False,
    }


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
        options = _text_options(file)
        if file._dialect.header is None:
            raw_names = list(range(len(file.columns)))
        else:
            sniffed = pd.read_csv(paths[0], nrows=0, **{k: v for k, v in options.items() if k != "na_values"})
            raw_names = list(sniffed.columns)
        compressed = {"gzip": "gzip", "zstd": "zstd"}.get(file.format)
        with dask.config.set({"dataframe.convert-string": False}):  # text as the streamed reader has it
            frame = dd.read_csv(
                names,
                blocksize=None if compressed else blocksize,
                compression=compressed,
                dtype=_dtypes(file, head, raw_names),
                **options,
            )
    return DaskTable(pattern, paths, file, frame, tuple(raw_names), head)


def partition_chunk(file: ChunkedFile, raw: pd.DataFrame, first_row: int) -> Chunk:
    """A raw partition as the chunk a streamed pass reads at ``first_row`` (columns named and normalised, its
    ``source`` naming the file's lines)."""
    if raw.shape[1] != len(file.columns):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks", "{0}: the rows from row {1} have {2} columns, but the first file has {3}."
                ),
                file.name, f"{first_row + 1:,}", raw.shape[1], len(file.columns),
            )
        )  # fmt: skip
    chunk = file._chunk(raw.copy(), first_row, 0, ())  # every column normalised, as the in-memory reader does
    return dataclasses.replace(chunk, total_bytes=0)
