"""Parse a large UTF-8 table in parts on several threads, giving exactly the frame of one serial parse, or None.

``pandas.read_csv`` given a file path parses a large UTF-8 file in parts on all cores; given a file object (the
paced, stoppable read of :mod:`bayesgui.data.readers.paced_read`) it parses serially, about 1.4 times slower on
two cores. Here the file is cut at line ends into two parts per thread; each part is parsed by its own
``read_csv`` call (the tokenizer and number conversion release the GIL), all through one gate, so that Esc still
stops them at their next read. The parts are then joined, column by column.

Text columns (as seen in the file's first 64 KB) are parsed as categories: pandas then makes one Python string
per distinct value instead of one per cell while holding the GIL, and each part's strings are made from the
codes in its own thread.

A serial parse converts each column in windows of rows (``low_memory``), each window to the first type that fits
all its values; a part is converted in windows too, from its own first row. The parts are joined only when that
gives the serial result cell for cell, which is checked (else :func:`combine_parts` returns None, and the caller
parses serially):

* whole numbers (``int64``) or booleans in every part: every window holds the same kind of value;
* floats in every part, where no window (serial or of a part) of whole numbers alone holds a zero or a number of
  2**53 or more (such a window may be converted as integers first: "-0" would become 0);
* text in every part, with a value that is no number, boolean or missing-value mark in every window (serial or
  of a part): otherwise a window might convert to numbers, or keep its missing-value marks as text;
* anything else (types differing between parts, mixed objects, unsigned integers) is refused.

A part that fails to parse (a bad line, a quote left open at a cut inside a quoted line break, a byte that is
not UTF-8) makes the whole attempt fail too: the serial parse then gives the error, with the right line.
"""

from __future__ import annotations

import codecs
import itertools
import os
import re
import warnings
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import numpy as np
import pandas as pd

from bayesgui.data.readers.paced_read import GatedFile, iter_paced_tasks

__all__ = [
    "MIN_BYTES",
    "Part",
    "combine_parts",
    "cut_points",
    "is_utf8",
    "iter_parallel_read",
    "serial_window_rows",
    "worker_count",
]

#: Files with fewer bytes of data are parsed serially (threads would cost more than they save).
MIN_BYTES = 8 * 1024 * 1024
_MAX_WORKERS = 4
_TAPER = (0.7, 0.4)  # sizes of the last parts (one per thread), relative to a full one, from first to last
_BOM = codecs.BOM_UTF8
_EXACT_FLOAT_INTEGERS = 2.0**53
_SCAN = 64  # values looked at, from the start of a window, for one that is surely text (plain text columns)
# Characters of everything pandas may convert to a number or a boolean: ASCII digits, signs, decimal marks,
# exponents, spaces, and the letters of inf, infinity, nan, true and false (in any case).
_MAYBE_CONVERTED = re.compile(r"[0-9+\-.,eE \t\r\fiInNfFtTyYaArRuUlLsS]*")
# A part whose column mixes types in its windows is refused (the serial parse gives the result): not worth a
# warning. Set once here: warnings.catch_warnings is not safe in threads.
warnings.filterwarnings("ignore", category=pd.errors.DtypeWarning, module=__name__)


def worker_count() -> int:
    """Threads for a parallel parse: the CPUs this process may use (at most 4)."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # Windows, macOS
        cpus = os.cpu_count() or 1
    return min(cpus, _MAX_WORKERS)


def is_utf8(encoding: str) -> bool:
    """True for the encodings pandas' C parser reads as bytes (others are decoded through Python first)."""
    try:
        return codecs.lookup(encoding).name in ("utf-8", "utf-8-sig")
    except LookupError:
        return False


def cut_points(handle: BinaryIO, start: int, size: int, workers: int) -> list[int]:
    """Offsets cutting ``handle`` from ``start`` to ``size`` into parts at line ends: ``[start, ..., size]``.

    Two parts per worker: ``workers`` full ones, then ``workers`` shrinking ones, so that the threads finish
    together. No part begins with a byte-order mark (pandas would drop it there, but not inside the file).
    """
    data = size - start
    taper = [_TAPER[0] + (_TAPER[1] - _TAPER[0]) * i / max(1, workers - 1) for i in range(workers)]
    weights = [1.0] * workers + taper
    total_weight = sum(weights)
    points = [start]
    for running in itertools.accumulate(weights[:-1]):
        target = start + int(data * running / total_weight)
        if target <= points[-1]:
            continue
        handle.seek(target - 1)
        handle.readline()  # to the end of the line holding the byte before the target
        point = handle.tell()
        if point >= size:
            break
        if point > points[-1] and handle.read(len(_BOM)) != _BOM:
            points.append(point)
    points.append(size)
    return points


def serial_window_rows(n_columns: int) -> int:
    """Rows per window of a ``low_memory`` parse of a table of ``n_columns`` columns (as pandas sets it)."""
    heuristic = 2**20 // max(1, n_columns)
    rows = 1
    while rows * 2 < heuristic:
        rows *= 2
    return rows


def _surely_text(value: object, missing: frozenset[str]) -> bool:
    return (
        isinstance(value, str)
        and value not in missing
        and (not value.isascii() or _MAYBE_CONVERTED.fullmatch(value) is None)
    )


@dataclass(frozen=True)
class Part:
    """One part's columns (arrays and text arrays) and, for columns parsed as categories, where it holds a value
    that is surely text."""

    columns: list
    names: pd.Index
    text: dict[int, np.ndarray]

    @property
    def n_rows(self) -> int:
        return len(self.columns[0]) if self.columns else 0


def prepare_part(frame: pd.DataFrame, missing: frozenset[str]) -> Part:
    """A parsed part as :class:`Part` (in the parse thread): categories become text, with their text marks."""
    columns, text = [], {}
    for j, (_, series) in enumerate(frame.items()):
        if isinstance(series.dtype, pd.CategoricalDtype):
            categories = series.array.categories
            codes = series.array.codes.astype(np.intp)
            surely = np.fromiter((_surely_text(c, missing) for c in categories), bool, len(categories))
            text[j] = np.append(surely, False)[codes]  # code -1 (missing): the appended False
            # (not series.to_numpy(): with pyarrow, that makes a Python string per cell, ~30 ms per 300,000)
            values = categories.array.take(codes, allow_fill=True)
        else:
            values = series.array if series.dtype == "str" else series.to_numpy()
        columns.append(values)
    return Part(columns, frame.columns, text)


def _ranges(part_rows: Sequence[int], window: int) -> list[tuple[int, int]]:
    """The rows of each window of the serial parse and of each part's own parse, as ``(start, stop)``."""
    n_rows = sum(part_rows)
    ranges = {(a, min(a + window, n_rows)) for a in range(0, n_rows, window)}
    for first, rows in zip(itertools.accumulate([0, *part_rows]), part_rows, strict=False):
        ranges |= {(first + a, first + min(a + window, rows)) for a in range(0, rows, window)}
    return sorted(ranges)


def _text_everywhere(values: Sequence, ranges: Sequence[tuple[int, int]], missing: frozenset[str]) -> bool:
    """True if each range of ``values`` (an array, or pandas' string array whatever its storage: Python objects, or
    Arrow's when pyarrow is installed) has a value that is surely text within its first values."""
    return all(any(_surely_text(value, missing) for value in values[a : min(b, a + _SCAN)]) for a, b in ranges)


def _exact_floats(values: np.ndarray, ranges: Sequence[tuple[int, int]]) -> bool:
    """True if these floats are what every window gives, serial or of a part.

    A window whose values are all whole numbers may have been converted as integers, then as floats: "-0" then
    gives 0 where a float window gives -0, and whole numbers of 2**53 or more may round differently. So a
    range of whole numbers alone must hold neither a zero nor such a number.
    """
    if not values.size:
        return True
    big = np.fmax.reduce(values) >= _EXACT_FLOAT_INTEGERS or np.fmin.reduce(values) <= -_EXACT_FLOAT_INTEGERS
    if not big and not (values == 0).any():
        return True
    for a, b in ranges:
        window = values[a:b]
        head = window[:_SCAN]
        if (head != np.trunc(head)).any() or (window != np.trunc(window)).any():  # NaN counts as fractional
            continue
        if (window == 0).any() or (np.abs(window) >= _EXACT_FLOAT_INTEGERS).any():
            return False
    return True


def _column_kind(pieces: list) -> str | None:
    """``"text"``, or the NumPy kind of a column whose pieces all have the same type fit to join; else None."""
    dtypes = {piece.dtype for piece in pieces}
    if len(dtypes) != 1:
        return None
    dtype = dtypes.pop()
    if dtype == "str":
        return "text"
    if isinstance(dtype, np.dtype) and (dtype == np.bool_ or (dtype.kind in "if" and dtype.itemsize == 8)):
        return dtype.kind
    return None


def combine_parts(parts: Sequence[Part], missing: Sequence[str], workers: int = 1) -> pd.DataFrame | None:
    """Join consecutive parts of a file into the frame a serial parse gives, or None (see the module's rules).

    Parameters
    ----------
    parts : sequence of Part
        The first part parsed as the serial parse would (its column names), the others without a header.
    missing : sequence of str
        The missing-value marks the parts were parsed with.
    workers : int, default 1
        Threads joining columns (numbers are copied without the GIL, text with it).
    """
    parts = [parts[0], *(part for part in parts[1:] if part.n_rows)]
    width = len(parts[0].columns)
    if any(len(part.columns) != width for part in parts):
        return None  # a part's first line is wider than the header (or narrower and the header is not)
    kinds = [_column_kind([part.columns[j] for part in parts]) for j in range(width)]
    if None in kinds:
        return None
    ranges = _ranges([part.n_rows for part in parts], serial_window_rows(width))
    marks = frozenset(missing)

    def join(j: int) -> object | None:
        pieces = [part.columns[j] for part in parts]
        if kinds[j] != "text":
            values = np.concatenate(pieces)
            return None if kinds[j] == "f" and not _exact_floats(values, ranges) else values
        joined = pd.concat([pd.Series(piece, copy=False) for piece in pieces], ignore_index=True)
        if all(j in part.text for part in parts):
            surely = np.concatenate([part.text[j] for part in parts])
            found = all(surely[a:b].any() for a, b in ranges)
        else:
            found = _text_everywhere(joined.array, ranges, marks)  # (public: no storage's internals)
        return joined if found else None

    text = [j for j in range(width) if kinds[j] == "text"]
    order = [j for pair in itertools.zip_longest(text, [j for j in range(width) if j not in text]) for j in pair]
    order = [j for j in order if j is not None]
    if workers > 1:
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="join-columns") as pool:
            joined = dict(zip(order, pool.map(join, order), strict=True))
    else:
        joined = {j: join(j) for j in order}
    if any(column is None for column in joined.values()):
        return None
    frame = pd.DataFrame({j: joined[j] for j in range(width)}, copy=False)
    frame.columns = parts[0].names
    return frame


def iter_parallel_read(
    path: Path,
    start: int,
    size: int,
    first: dict,
    rest: dict,
    missing: Sequence[str],
    *,
    workers: int,
    step: int,
    ahead: int,
) -> Generator[tuple[int, int], None, pd.DataFrame | None]:
    """Parse ``path`` from ``start`` in parts on ``workers`` threads, paced as :func:`iter_paced_tasks`.

    ``first`` are the ``read_csv`` options of the first part (those of a serial parse of the whole, with its
    header), ``rest`` those of the others (no header). Returns the joined frame, or None when a part failed or
    the parts cannot be joined into the serial result (see :func:`combine_parts`). A close of the generator stops
    every part.
    """

    with open(path, "rb") as handle:
        points = cut_points(handle, start, size, workers)
    if len(points) < 3:
        return None
    marks = frozenset(missing)

    def task(index: int) -> Callable[[object], Part]:
        options = first if index == 0 else rest

        def run(gate) -> Part:
            with open(path, "rb") as handle:
                handle.seek(points[index])
                frame = pd.read_csv(GatedFile(gate, handle, points[index + 1] - points[index]), **options)
            return prepare_part(frame, marks)

        return run

    try:
        parts = yield from iter_paced_tasks(
            [task(index) for index in range(len(points) - 1)],
            workers=workers, start=start, total=size, step=step, ahead=ahead,
        )  # fmt: skip
    except Exception:  # the serial parse gives the error, with its line
        return None
    return combine_parts(parts, missing, workers)
