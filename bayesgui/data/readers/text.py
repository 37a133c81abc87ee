"""Read a delimited text table (CSV, TSV, TXT) with pandas' C parser, after sniffing how it is written."""

from __future__ import annotations

import csv
import io
import re
import warnings
from collections.abc import Callable, Generator
from pathlib import Path
from typing import BinaryIO

import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.names import clean_column_names
from bayesgui.data.errors import DataError
from bayesgui.data.readers import parallel_csv
from bayesgui.data.readers.charset import Sample, decode_sample, detect_encoding, mixed_utf8_line, normalize_encoding
from bayesgui.data.readers.decimals import column_decimals
from bayesgui.data.readers.dialect import WHITESPACE, Dialect, sniff_dialect
from bayesgui.data.readers.files import drain
from bayesgui.data.readers.formats import check_text
from bayesgui.data.readers.limits import MAX_COLUMNS, MAX_LINE_BYTES
from bayesgui.data.readers.paced_read import iter_paced_parse
from bayesgui.data.readers.table import Table, normalize_na_values
from bayesgui.data.readers.text_storage import arrow_text
from bayesgui.data.source import Source

__all__ = ["iter_read_text", "read_text"]

_EXPECTED_FIELDS = re.compile(r"Expected (\d+) fields in line (\d+), saw (\d+)")
_OPEN_QUOTE = re.compile(r"EOF inside string starting at row (\d+)")
# Encodings tried, in order, when a file whose sample is plain ASCII turns out not to be UTF-8 further
# on: most likely GB18030 (or GBK) text, else Western European.
_LATER_FALLBACKS = ("gb18030", "latin-1")
_EMPTY = QT_TRANSLATE_NOOP("data", "{0} is empty: it has no lines with values.")
#: Bytes read between two yields of :func:`iter_read_text` (about 20 ms of parsing).
CHUNK_BYTES = 4 * 1024 * 1024
#: Steps the parser may read past the last yield (it never waits for the caller to wake: as fast as ``read_csv``).
READ_AHEAD_STEPS = 1


def _parser_message(name: str, exc: Exception) -> Note:
    text = str(exc)
    match = _EXPECTED_FIELDS.search(text)
    if match:
        width, line, count = match.groups()
        return Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0}: line {1} has {2} values but the first line has {3} columns. Every line needs one value per "
                "column: remove the extra values, or put quotes around text that contains the delimiter.",
            ),
            name, line, count, width,
        )  # fmt: skip
    match = _OPEN_QUOTE.search(text)
    if match:
        return Note(
            QT_TRANSLATE_NOOP(
                "data",
                '{0}: a quote (") opened near data row {1} is never closed. Add the closing quote or remove the '
                "opening one.",
            ),
            name, match.group(1),
        )  # fmt: skip
    return Note(
        QT_TRANSLATE_NOOP("data", "{0} could not be read as a table ({1}). Check that it is a CSV or text table."),
        name, text.strip(),
    )  # fmt: skip


def _options(dialect: Dialect, encoding: str, na_values: tuple[str, ...]) -> dict:
    """``read_csv`` options for the whole file (its header as the dialect says)."""
    return {
        "sep": dialect.delimiter,
        "header": None if dialect.header is None else 0,
        "encoding": encoding,
        "decimal": dialect.decimal,
        "na_values": list(na_values),
        "keep_default_na": False,
        "skipinitialspace": dialect.skip_initial_space,
        "index_col": False,
        "engine": "c",
    }


def _parser(options: dict) -> Callable[[BinaryIO], pd.DataFrame]:
    def parse(source: BinaryIO) -> pd.DataFrame:
        with warnings.catch_warnings():
            # Trailing delimiters (index_col=False) and columns of mixed types are handled after reading.
            warnings.simplefilter("ignore", pd.errors.ParserWarning)
            warnings.simplefilter("ignore", pd.errors.DtypeWarning)
            return pd.read_csv(source, **options)

    return parse


def _part_options(path: Path, sample: Sample, dialect: Dialect, options: dict) -> tuple[dict, dict] | None:
    """``read_csv`` options of the first part and of the others if the file is parsed in parts
    (:mod:`~bayesgui.data.readers.parallel_csv`), else None.

    In parts: a large UTF-8 file with a one-character delimiter, on several CPUs, whose first data line is no wider
    than the header (else pandas reads the extra field as an index, from the first line only). Columns of text
    with repeated values in the first 64 KB are parsed as categories (faster in threads; the values are checked).
    """
    if (
        path.stat().st_size - sample.offset < parallel_csv.MIN_BYTES
        or not parallel_csv.is_utf8(options["encoding"])
        or dialect.delimiter == WHITESPACE
        or parallel_csv.worker_count() < 2
    ):
        return None
    body = sample.data if sample.complete else sample.data[: sample.data.rfind(b"\n") + 1]
    try:
        pd.read_csv(io.BytesIO(body), **{**options, "header": None, "nrows": 2, "dtype": str})
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", pd.errors.ParserWarning)
            head = pd.read_csv(io.BytesIO(body), **options)
    except Exception:  # any doubt: the serial parse
        return None
    names = list(dialect.header or ())
    text = [
        j for j, (_, column) in enumerate(head.items())
        if column.dtype == "str" and column.nunique() <= len(column) // 2
    ]  # fmt: skip
    if len(set(names)) != len(names) or arrow_text():
        text = []  # pandas renames repeated names: hints by name would be ambiguous; Arrow text: no gain
    first = {**options, "dtype": {head.columns[j]: "category" for j in text}}
    rest = {**options, "header": None, "dtype": dict.fromkeys(text, "category")}
    return first, rest


def _read_csv(
    path: Path, sample: Sample, encoding: str, dialect: Dialect, na_values: tuple[str, ...]
) -> Generator[tuple[int, int], None, pd.DataFrame]:
    """Read the file from the sample's first line on, yielding ``(bytes read, file size)``.

    One call of pandas' C parser reads the whole file (as fast as ``pandas.read_csv``), or, for a large UTF-8
    file, one call per part on each CPU (:mod:`~bayesgui.data.readers.parallel_csv`, as ``pandas.read_csv`` does
    given a path); either is paced by :mod:`~bayesgui.data.readers.paced_read`, :data:`CHUNK_BYTES` per yield,
    so closing this generator stops it.
    """
    options = _options(dialect, encoding, na_values)
    size = max(1, path.stat().st_size)
    in_parts = _part_options(path, sample, dialect, options)
    if in_parts is not None:
        frame = yield from parallel_csv.iter_parallel_read(
            path, sample.offset, size, *in_parts, na_values,
            workers=parallel_csv.worker_count(), step=CHUNK_BYTES, ahead=READ_AHEAD_STEPS,
        )  # fmt: skip
        if frame is not None:
            return frame
    with open(path, "rb") as handle:
        handle.seek(sample.offset)
        return (
            yield from iter_paced_parse(
                handle, _parser(options), start=sample.offset, total=size, step=CHUNK_BYTES, ahead=READ_AHEAD_STEPS
            )
        )


def _read_frame(
    path: Path,
    sample: Sample,
    encoding: str,
    fallbacks: tuple[str, ...],
    dialect: Dialect,
    na_values: tuple[str, ...],
) -> Generator[tuple[int, int], None, tuple[pd.DataFrame, str, list[str]] | None]:
    """Read the whole file; if ``encoding`` fails on a later part, retry with each of ``fallbacks``.

    Returns the frame, the encoding used and notes, or None if no encoding could decode the file.
    """
    name = path.name
    tried = [encoding, *fallbacks]
    for attempt in tried:
        try:
            frame = yield from _read_csv(path, sample, attempt, dialect, na_values)
        except UnicodeError:
            continue
        except pd.errors.EmptyDataError:
            raise DataError(Note(_EMPTY, name)) from None
        except pd.errors.ParserError as exc:
            raise DataError(_parser_message(name, exc)) from None
        except MemoryError:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} is too large to fit in memory. Use a smaller part of the data."),
                    name,
                )
            ) from None
        except (ValueError, OverflowError, csv.Error) as exc:
            raise DataError(_parser_message(name, exc)) from None
        except OSError as exc:
            raise DataError(
                Note(QT_TRANSLATE_NOOP("data", "{0} could not be read: {1}."), name, exc.strerror or exc)
            ) from None
        notes = []
        if attempt != encoding:
            notes.append(
                Note(
                    QT_TRANSLATE_NOOP(
                        "data",
                        "{0}: the start of the file is plain ASCII, but a later part is not {1}; the file was read as "
                        "{2}. If some text looks wrong, choose the file's encoding yourself.",
                    ),
                    name, encoding, attempt,
                )
            )  # fmt: skip
        return frame, attempt, notes
    return None


def _detect(name: str, sample: Sample) -> str:
    """The detected encoding; a sample that is UTF-8 but for some lines is refused, naming the first one."""
    detected = detect_encoding(sample)
    if detected in ("utf-8", "utf-8-sig"):
        return detected
    line = mixed_utf8_line(sample)
    if line is not None:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} is UTF-8 text except line {1}, which is in another encoding (GBK?). Open the file in a text "
                    "editor, correct that line and save it as UTF-8, or choose the encoding yourself.",
                ),
                name, line + sample.skipped_lines,
            )
        )  # fmt: skip
    return detected


def _check_first_line(name: str, sample: Sample, n_columns: int) -> None:
    if not sample.complete and b"\n" not in sample.data and b"\r" not in sample.data:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: line {1} is longer than {2} MB without a line break, so it is not a table BayesGUI can read. "
                    "Check that it is a CSV or text table with one row per line.",
                ),
                name, sample.skipped_lines + 1, MAX_LINE_BYTES // (1024 * 1024),
            )
        )  # fmt: skip
    if n_columns > MAX_COLUMNS:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} has {1} columns; BayesGUI reads at most {2} (as many as a spreadsheet). Keep the columns you "
                    "need, or check the delimiter.",
                ),
                name, f"{n_columns:,}", f"{MAX_COLUMNS:,}",
            )
        )  # fmt: skip


def read_text(path: Path, sample: Sample, **options) -> Table:
    """Read a delimited text file into a :class:`Table` in one go (see :func:`iter_read_text`)."""
    return drain(iter_read_text(path, sample, **options))


def iter_read_text(
    path: Path,
    sample: Sample,
    *,
    encoding: str | None = None,
    delimiter: str | None = None,
    decimal: str | None = None,
    na_values: object = None,
) -> Generator[tuple[int, int], None, Table]:
    """Read a delimited text file into a :class:`Table`, yielding ``(bytes read, file size)`` as it goes.

    Parameters
    ----------
    path : Path
        The file.
    sample : Sample
        Its first bytes (see :func:`bayesgui.data.readers.charset.read_sample`), used for all detection.
    encoding, delimiter, decimal : str, optional
        Given values win over detected ones. ``delimiter`` may also be ``"tab"`` or ``"whitespace"``.
    na_values : iterable of str, optional
        Cell values read as missing; default :data:`bayesgui.data.readers.table.DEFAULT_NA_VALUES`.

    Returns
    -------
    Table

    Raises
    ------
    DataError
        For an empty, binary, undecodable or malformed file, or one past the limits
        (:mod:`bayesgui.data.readers.limits`): a first line longer than 4 MB, more than 16,384 columns.
    """
    name = path.name
    detected = normalize_encoding(encoding) if encoding is not None else _detect(name, sample)
    try:
        text = decode_sample(sample, detected)
    except UnicodeError as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} is not valid {1} text (byte {2} cannot be decoded). Choose another encoding, or leave it on "
                    "automatic detection.",
                ),
                name, detected, exc.start,  # type: ignore[attr-defined]
            )
        ) from None  # fmt: skip
    check_text(name, sample.data, text)
    if not text.strip():
        raise DataError(Note(_EMPTY, name))
    _check_first_line(name, sample, 0)
    dialect = sniff_dialect(text, complete=sample.complete, name=name, delimiter=delimiter, decimal=decimal)
    _check_first_line(name, sample, dialect.n_columns)
    # A later part of a file whose start is plain ASCII may still be Chinese or Western European text.
    later = _LATER_FALLBACKS if encoding is None and detected == "utf-8" and text.isascii() else ()
    result = yield from _read_frame(path, sample, detected, later, dialect, normalize_na_values(na_values))
    if result is None and encoding is not None:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} cannot be read with the encoding {1}: a part after the start is not {1}. Choose another "
                    "encoding, or leave it on automatic detection.",
                ),
                name, detected,
            )
        )  # fmt: skip
    if result is None:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} mixes text encodings: its start is {1} but a later part is not. Open it in a text editor or "
                    "spreadsheet and save it again as UTF-8.",
                ),
                name, detected,
            )
        )  # fmt: skip
    frame, used, notes = result
    if encoding is None and used == "latin-1":
        notes.append(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: its text encoding was not recognised, so it was read as Latin-1 (Western European). If some "
                    "text looks wrong, choose the file's encoding yourself.",
                ),
                name,
            )
        )
    if dialect.header is None:
        notes.append(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: the first line holds numbers, not column names, so it was read as data and the columns are "
                    "called 'column 1', 'column 2', ...",
                ),
                name,
            )
        )
        raw_names: list[object] = [None] * frame.shape[1]
    elif frame.shape[1] == dialect.n_columns:
        raw_names = list(dialect.header)
    else:  # the header line is longer than the sample: trust pandas' reading of it
        raw_names = list(frame.columns)
    names, name_notes = clean_column_names(raw_names, name)
    frame.columns = pd.Index(names, dtype="str")
    source = Source(
        name=name,
        path=path,
        format="text",
        encoding=used,
        delimiter=dialect.delimiter,
        decimal=dialect.decimal,
        first_data_line=sample.skipped_lines + (1 if dialect.header is None else 2),
        decimals=column_decimals(
            text, dialect.delimiter, dialect.decimal, names, dialect.header is not None, sample.complete
        ),
    )
    return Table(frame=frame, source=source, warnings=(*name_notes, *notes))
