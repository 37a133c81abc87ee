"""A table file read in chunks of rows, as many passes as a job needs, never whole: CSV, TSV, text, gzip- or
zstd-compressed text, and Parquet (pyarrow, the optional ``[stream]`` extra). The next chunk is parsed in a helper
thread while the caller works on this one (:mod:`bayesgui.data.streaming.prefetch`).

The text is sniffed as the in-memory reader sniffs it (:mod:`bayesgui.data.readers.text`: encoding from the first
64 KB, delimiter, decimal mark, header) and parsed with the same pandas options, ``chunk_rows`` rows at a time;
each chunk is normalised as a loaded table is (:func:`bayesgui.data.normalize.normalize_frame`), so a column's
values read the same streamed or loaded. Progress is in bytes of the file as stored (compressed bytes for a
compressed file), and a pass stops when its generator is closed.

Bad input ends the pass with a :class:`DataError` naming the file and the line (a ragged row: "line 1,200,003 has
5 values but the first line has 4 columns"; a chunk that cannot be read or decompressed: the rows read so far).
"""

from __future__ import annotations

import csv
import dataclasses
import gzip
import io
import os
import warnings
import zlib
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.checks import check_finite
from bayesgui.data.columns.names import clean_column_names
from bayesgui.data.errors import DataError
from bayesgui.data.normalize import normalize_frame
from bayesgui.data.readers.charset import decode_sample, detect_encoding, normalize_encoding, read_sample
from bayesgui.data.readers.dialect import sniff_dialect
from bayesgui.data.readers.files import check_regular_file
from bayesgui.data.readers.table import normalize_na_values
from bayesgui.data.readers.text import _parser_message
from bayesgui.data.source import Source
from bayesgui.data.streaming.prefetch import prefetched

__all__ = ["CHUNK_ROWS", "Chunk", "ChunkedFile"]

CHUNK_ROWS = 1 << 18
"""Rows per chunk: tens of MB for tables of tens of columns, so memory stays flat, a step takes ~0.1 s, and
the per-chunk work of pandas and the encoder is a small part of the pass."""

_GZIP, _ZSTD, _PARQUET = b"\x1f\x8b", b"\x28\xb5\x2f\xfd", b"PAR1"


@dataclass(frozen=True)
class Chunk:
    """Rows ``first_row .. first_row + len(frame) - 1`` of the table (0-based), and how far the pass has read.

    ``source`` is the table's, with ``first_data_line`` moved to this chunk's first row, so that a message about
    row i of ``frame`` (``source.locate(i)``) names the file's line.
    """

    frame: pd.DataFrame
    first_row: int
    bytes_done: int
    total_bytes: int
    source: Source


class ChunkedFile:
    """A table file to read chunk by chunk (see the module docstring); opening it reads only its first bytes.

    Parameters
    ----------
    path : str or path-like
    encoding, delimiter, decimal, na_values
        As for :func:`bayesgui.data.load_table` (text only).
    chunk_rows : int
        Rows per chunk.

    Attributes
    ----------
    format : {"text", "gzip", "zstd", "parquet"}
    columns : tuple of str
        The column names, cleaned as a loaded table's are.
    source : Source
    total_bytes : int
        The file's size as stored.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        encoding: str | None = None,
        delimiter: str | None = None,
        decimal: str | None = None,
        na_values: Iterable[str] | None = None,
        chunk_rows: int = CHUNK_ROWS,
    ) -> None:
        self.path = Path(path)
        self.name = self.path.name
        self.total_bytes = check_regular_file(self.path).st_size
        if self.total_bytes == 0:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} is empty (0 bytes). Choose a file that contains a table."),
                    self.name,
                )
            )
        self.chunk_rows = max(1, int(chunk_rows))
        self._na_values = normalize_na_values(na_values)
        with open(self.path, "rb") as handle:
            magic = handle.read(4)
        self.format = (
            "parquet" if magic == _PARQUET else "gzip" if magic[:2] == _GZIP else "zstd" if magic == _ZSTD else "text"
        )
        if self.format == "parquet":
            self._open_parquet()
        else:
            self._sniff_text(encoding, delimiter, decimal)

    # ------------------------------------------------------------------ opening
    def _open_parquet(self) -> None:
        parquet = _pyarrow_parquet(self.name)
        try:
            meta = parquet.ParquetFile(self.path).metadata
        except Exception as exc:  # pyarrow's ArrowInvalid and OSError: a damaged footer
            raise self._unreadable(0, exc) from None
        self.n_rows_stored: int | None = int(meta.num_rows)
        names, notes = clean_column_names([meta.schema.column(i).name for i in range(meta.num_columns)], self.name)
        self.columns = tuple(names)
        self.notes = tuple(notes)
        self.source = Source(name=self.name, path=self.path, format="parquet")

    def _sniff_text(self, encoding: str | None, delimiter: str | None, decimal: str | None) -> None:
        self.n_rows_stored = None
        with self._open_stream() as (stream, _raw):
            try:
                sample = read_sample(stream)
            except (OSError, EOFError, zlib.error) as exc:
                raise self._unreadable(0, exc) from None
        self._offset = sample.offset
        self._encoding = normalize_encoding(encoding) if encoding is not None else detect_encoding(sample)
        try:
            text = decode_sample(sample, self._encoding)
        except UnicodeError:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} is not valid {1} text. Choose another encoding."),
                    self.name, self._encoding,
                )
            ) from None
        self._dialect = sniff_dialect(
            text, complete=sample.complete, name=self.name, delimiter=delimiter, decimal=decimal
        )
        header = self._dialect.header
        raw: list[object] = [None] * self._dialect.n_columns if header is None else list(header)
        names, notes = clean_column_names(raw, self.name)
        self.columns = tuple(names)
        self.notes = tuple(notes)
        self.source = Source(
            name=self.name,
            path=self.path,
            format="text",
            encoding=self._encoding,
            delimiter=self._dialect.delimiter,
            decimal=self._dialect.decimal,
            first_data_line=sample.skipped_lines + (1 if header is None else 2),
        )

    def _open_stream(self) -> Any:
        """A context manager giving (the decompressed binary stream, the raw file) for one pass."""
        return _Opened(self.path, self.format)

    def _unreadable(self, rows: int, exc: BaseException) -> DataError:
        return DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} cannot be read past row {1} ({2}). The file may be damaged or cut short: copy it again, "
                    "or check its compression.",
                ),
                self.name, f"{rows:,}", str(exc).strip() or type(exc).__name__,
            )
        )  # fmt: skip

    # ------------------------------------------------------------------ reading
    def head(self, n_rows: int) -> pd.DataFrame:
        """The first ``n_rows`` rows, normalised (a preview, and the sample that column kinds are inferred from)."""
        frames = []
        got = 0
        passes = self.chunks(min(self.chunk_rows, max(1, n_rows)))
        try:
            for chunk in passes:
                frames.append(chunk.frame.iloc[: n_rows - got])
                got += len(frames[-1])
                if got >= n_rows:
                    break
        finally:
            passes.close()
        if not frames:
            raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0} has no rows of data."), self.name))
        frame, _ = normalize_frame(pd.concat(frames, ignore_index=True), self.source)
        return frame

    def chunks(
        self, chunk_rows: int | None = None, categorical: Iterable[str] = ()
    ) -> Generator[Chunk, None, None]:
        """One pass over the file, a :class:`Chunk` at a time (close the generator to stop); the ``categorical``
        columns come as pandas categoricals (parsed once, not normalised: see ``streaming.encoder``)."""
        rows = chunk_rows or self.chunk_rows
        coded = tuple(c for c in categorical if c in self.columns)
        if self.format == "parquet":
            yield from prefetched(lambda: self._parquet_chunks(rows, coded))
        else:
            yield from prefetched(lambda: self._text_chunks(rows, coded))

    def _chunk(self, raw_frame: pd.DataFrame, first_row: int, done: int, coded: tuple[str, ...]) -> Chunk:
        raw_frame.columns = pd.Index(self.columns, dtype="str")
        raw_frame.index = pd.RangeIndex(len(raw_frame))
        source = dataclasses.replace(self.source, first_data_line=self.source.first_data_line + first_row)
        plain = [c for c in self.columns if c not in coded and raw_frame[c].dtype.kind not in "biuf"]
        if len(plain) + len(coded) == len(self.columns) and not coded:
            frame, _ = normalize_frame(raw_frame, source)
        else:  # numbers and the categoricals as parsed; only text columns need normalising
            frame = raw_frame
            if plain:
                normal, _ = normalize_frame(raw_frame[plain], source)
                for c in plain:
                    frame[c] = normal[c]
        check_finite(frame, source)
        return Chunk(frame, first_row, done, self.total_bytes, source)

    def _text_chunks(self, rows: int, coded: tuple[str, ...]) -> Generator[Chunk, None, None]:
        dialect = self._dialect
        first_row = 0
        with self._open_stream() as (stream, raw):
            try:
                _skip(stream, self._offset)
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", pd.errors.ParserWarning)
                    warnings.simplefilter("ignore", pd.errors.DtypeWarning)
                    reader = pd.read_csv(
                        stream,
                        sep=dialect.delimiter,
                        header=None if dialect.header is None else 0,
                        encoding=self._encoding,
                        decimal=dialect.decimal,
                        na_values=list(self._na_values),
                        keep_default_na=False,
                        skipinitialspace=dialect.skip_initial_space,
                        index_col=False,
                        engine="c",
                        chunksize=rows,
                        dtype=self._dtypes(coded),
                    )
                    with reader:
                        for raw_frame in reader:
                            if raw_frame.shape[1] != len(self.columns):
                                raise DataError(_width_message(self, first_row, raw_frame.shape[1]))
                            chunk = self._chunk(raw_frame, first_row, raw.tell(), coded)
                            first_row += len(raw_frame)
                            yield chunk
            except DataError:
                raise
            except pd.errors.EmptyDataError:
                return
            except pd.errors.ParserError as exc:
                raise DataError(_parser_message(self.name, exc)) from None
            except UnicodeError as exc:
                raise DataError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "data",
                            "{0}: the text after row {1} is not {2} ({3}). Choose the file's encoding, or save it "
                            "again as UTF-8.",
                        ),
                        self.name, f"{first_row:,}", self._encoding, exc,
                    )
                ) from None  # fmt: skip
            except (OSError, EOFError, zlib.error, ValueError, csv.Error) as exc:
                raise self._unreadable(first_row, exc) from None
            except Exception as exc:  # zstandard.ZstdError derives from Exception only
                if type(exc).__name__ != "ZstdError":
                    raise
                raise self._unreadable(first_row, exc) from None

    def _dtypes(self, coded: tuple[str, ...]) -> dict[object, str] | None:
        """read_csv's ``dtype``: the coded columns as categoricals (by position: the header's names are raw)."""
        if not coded:
            return None
        return {i: "category" for i, c in enumerate(self.columns) if c in coded}

    def _parquet_chunks(self, rows: int, coded: tuple[str, ...]) -> Generator[Chunk, None, None]:
        parquet = _pyarrow_parquet(self.name)
        first_row = 0
        total = max(1, self.n_rows_stored or 1)
        try:
            handle = parquet.ParquetFile(self.path)
            for batch in handle.iter_batches(batch_size=rows):
                raw_frame = batch.to_pandas()
                done = int(self.total_bytes * min(1.0, (first_row + len(raw_frame)) / total))
                chunk = self._chunk(raw_frame, first_row, done, coded)
                first_row += len(raw_frame)
                yield chunk
        except DataError:
            raise
        except Exception as exc:  # pyarrow's errors (ArrowInvalid, OSError) on a damaged row group
            if isinstance(exc, GeneratorExit):
                raise
            raise self._unreadable(first_row, exc) from None


class _Opened:
    """``with _Opened(path, format) as (stream, raw)``: the file, decompressed when it is compressed."""

    def __init__(self, path: Path, format: str) -> None:
        self.path, self.format = path, format

    def __enter__(self) -> tuple[BinaryIO, BinaryIO]:
        self.raw: BinaryIO = open(self.path, "rb")  # closed in __exit__
        if self.format == "gzip":
            self.stream: Any = gzip.GzipFile(fileobj=self.raw, mode="rb")
        elif self.format == "zstd":
            zstandard = _zstandard(self.path.name)
            self.stream = io.BufferedReader(zstandard.ZstdDecompressor().stream_reader(self.raw, closefd=False))
        else:
            self.stream = self.raw
        return self.stream, self.raw

    def __exit__(self, *exc: object) -> None:
        try:
            if self.stream is not self.raw:
                self.stream.close()
        finally:
            self.raw.close()


def _skip(stream: BinaryIO, n: int) -> None:
    """Read past the first ``n`` bytes (blank lines before the table); a seek where the stream allows it."""
    while n > 0:
        got = stream.read(min(n, 1 << 16))
        if not got:
            return
        n -= len(got)


def _width_message(file: ChunkedFile, first_row: int, width: int) -> Note:
    return Note(
        QT_TRANSLATE_NOOP(
            "data",
            "{0}: the rows from {1} on have {2} values but the first line has {3} columns. Every line needs one value "
            "per column.",
        ),
        file.name, file.source.locate(first_row), width, len(file.columns),
    )  # fmt: skip


def _pyarrow_parquet(name: str) -> Any:
    try:
        import pyarrow.parquet as parquet  # the optional [stream] extra
    except ImportError:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data", "{0} is a Parquet file; reading it needs pyarrow: pip install 'bayesgui[stream]'."
                ),
                name,
            )
        ) from None
    return parquet


def _zstandard(name: str) -> Any:
    try:
        import zstandard  # the optional [stream] extra
    except ImportError:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data", "{0} is zstd-compressed; reading it needs zstandard: pip install 'bayesgui[stream]'."
                ),
                name,
            )
        ) from None
    return zstandard
