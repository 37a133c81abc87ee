"""Parse a large UTF-8 table in parts on several threads, giving exactly the frame of one serial parse, or None.

``pandas.read_csv`` given a file path parses a large UTF-8 file in parts on all cores; given a file object (the
paced, stoppable read of :mod:`bayesgui.data.readers.paced_read`) it parses serially, about 1.4 times slower on
two cores. Here the file is cut at line ends into parts of about :data:`PART_BYTES`; each part is parsed by
its own ``read_csv`` call (the tokenizer and number conversion release the GIL), all through one gate, so that
Esc still stops them at their next read. The parts are then joined, column by column.

A serial parse converts the values of each column in windows of rows (``low_memory``), each window to the
first type that fits all its values; parts are converted whole. The parts are joined only when that gives
the serial result cell for cell, which is checked (else :func:`combine_parts` returns None, and the caller
parses serially):

* whole numbers (``int64``) or booleans in every part: every window holds the same kind of value;
* floats in every part, none of them -0 or an integer of 2**53 or more (a window of whole numbers alone
  converts them as integers first);
* text in every part, with a value that is no number, boolean or missing-value mark in every part and every
  window (otherwise a window or part might convert to numbers, or keep its missing-value marks as text);
* anything else (types differing between parts, mixed objects, unsigned integers) is refused.

A part that fails to parse (a bad line, a quote left open at a cut inside a quoted line break, a byte that is
not UTF-8) makes the whole attempt fail too: the serial parse then gives the error, with the right line.
"""

from __future__ import annotations

import codecs
import itertools
import os
import re
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import BinaryIO

import numpy as np
import pandas as pd

from bayesgui.data.readers.paced_read import GatedFile, iter_paced_tasks

__all__ = [
    "MIN_BYTES",
    "PART_BYTES",
    "combine_parts",
    "cut_points",
    "is_utf8",
    "iter_parallel_read",
    "serial_window_rows",
    "worker_count",
]

#: Files with fewer bytes of data are parsed serially (threads would cost more than they save).
MIN_BYTES = 8 * 1024 * 1024
#: About how many bytes each part has (the last few are smaller, so that the threads finish together).
PART_BYTES = 4 * 1024 * 1024
_MAX_WORKERS = 4
_TAPER_TO = 0.25  # size of the last part, relative to a full one
_BOM = codecs.BOM_UTF8
_EXACT_FLOAT_INTEGERS = 2.0**53
_SCAN = 64  # values looked at, from the start of a window or part, for one that is surely text
# Characters of everything pandas may convert to a number or a boolean: ASCII digits, signs, decimal marks,
# exponents, spaces, and the letters of inf, infinity, nan, true and false (in any case).
_MAYBE_CONVERTED = re.compile(r"[0-9+\-.,eE \t\r\fiInNfFtTyYaArRuUlLsS]*")


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

    About :data:`PART_BYTES` a part, at least two per worker and a multiple of ``workers``; the last
    ``2 * workers`` parts shrink to :data:`_TAPER_TO` of a full one. No part begins with a byte-order mark
    (pandas would drop it there, but not inside the file).
    """
    data = size - start
    n_parts = max(2 * workers, -(-data // PART_BYTES))
    n_parts = -(-n_parts // workers) * workers
    tapered = min(2 * workers, n_parts)
    weights = [1.0] * (n_parts - tapered) + [
        1.0 - (1.0 - _TAPER_TO) * (i + 1) / tapered for i in range(tapered)
    ]
    total_weight = sum(weights)
    points = [start]
    running = 0.0
    for weight in weights[:-1]:
        running += weight
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
    """Rows per window of a serial ``low_memory`` parse of a table of ``n_columns`` columns (as pandas sets it)."""
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


def _text_everywhere(values: np.ndarray, starts: Sequence[tuple[int, int]], missing: frozenset[str]) -> bool:
    """True if each range ``[a, b)`` of ``values`` has a value that is surely text within its first values."""
    for a, b in starts:
        if not any(_surely_text(value, missing) for value in values[a : min(b, a + _SCAN)]):
            return False
    return True


def _risky(values: np.ndarray) -> np.ndarray:
    """Where a value would differ if converted as an integer first: -0, or a whole number of 2**53 or more."""
    return (np.abs(values) >= _EXACT_FLOAT_INTEGERS) | ((values == 0) & np.signbit(values))


def _exact_floats(values: np.ndarray, window: int) -> bool:
    """True if a serial parse, window by window, gives these floats: each window holding a -0 or a whole number
    of 2**53 or more also holds a missing or fractional value, so it is converted as floats too (a window of
    whole numbers alone is converted as integers, then as floats: -0 would become 0)."""
    if not values.size:
        return True
    big = np.fmax.reduce(values) >= _EXACT_FLOAT_INTEGERS or np.fmin.reduce(values) <= -_EXACT_FLOAT_INTEGERS
    zeros = values == 0
    if not big and not (zeros.any() and np.signbit(values[zeros]).any()):
        return True
    for start in range(0, len(values), window):
        part = values[start : start + window]
        head = part[:_SCAN]
        if (head != np.trunc(head)).any():  # NaN counts as fractional
            continue
        if _risky(part).any() and not (part != np.trunc(part)).any():
            return False
    return True


def _join(pieces: list, kind: str, window: int) -> object | None:
    values = np.concatenate(pieces)
    return values if kind != "f" or _exact_floats(values, window) else None


def _interleaved(first: list[int], second: list[int]) -> list[int]:
    """``first[0], second[0], first[1], ...``: text columns (joined holding the GIL) between numeric ones (not)."""
    order = [j for pair in itertools.zip_longest(first, second) for j in pair if j is not None]
    return order


def combine_parts(parts: Sequence[pd.DataFrame], missing: Sequence[str], workers: int = 1) -> pd.DataFrame | None:
    """Join frames parsed from consecutive parts of a file into the frame a serial parse gives, or None.

    Parameters
    ----------
    parts : sequence of pandas.DataFrame
        The first part parsed as the serial parse would (its column names), the others without a header.
    missing : sequence of str
        The missing-value marks the parts were parsed with.
    workers : int, default 1
        Threads joining columns (numbers are copied without the GIL, text with it).
    """
    parts = [parts[0], *(part for part in parts[1:] if len(part))]
    width = parts[0].shape[1]
    if any(part.shape[1] != width for part in parts):
        return None  # a part's first line is wider than the header (or narrower and the header is not)
    pieces = [[series for _, series in part.items()] for part in parts]
    dtypes = []
    for j in range(width):
        kinds = {part[j].dtype for part in pieces}
        dtype = kinds.pop()
        if kinds or not (
            dtype == "str" or (isinstance(dtype, np.dtype) and dtype.kind in "ibf" and dtype.itemsize in (1, 8))
        ):
            return None  # types differing between parts, mixed objects, unsigned integers, ...
        dtypes.append(dtype)
    n_rows = sum(len(part) for part in parts)
    part_starts = np.cumsum([0, *(len(part) for part in parts)])
    window = serial_window_rows(width)
    ranges = sorted(
        {(int(a), int(b)) for a, b in itertools.pairwise(part_starts) if b > a}
        | {(a, min(a + window, n_rows)) for a in range(0, n_rows, window)}
    )
    marks = frozenset(missing)

    def join(j: int) -> object | None:
        column = [part[j] for part in pieces]
        if dtypes[j] == "str":
            joined = pd.concat(column, ignore_index=True)
            return joined if _text_everywhere(joined.array._ndarray, ranges, marks) else None
        return _join([piece.to_numpy() for piece in column], dtypes[j].kind, window)

    text = [j for j in range(width) if dtypes[j] == "str"]
    order = _interleaved(text, [j for j in range(width) if dtypes[j] != "str"])
    if workers > 1 and n_rows >= MIN_BYTES // 64:
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="join-columns") as pool:
            joined = dict(zip(order, pool.map(join, order), strict=True))
    else:
        joined = {j: join(j) for j in order}
    if any(column is None for column in joined.values()):
        return None
    frame = pd.DataFrame({j: joined[j] for j in range(width)}, copy=False)
    frame.columns = parts[0].columns
    return frame


def iter_parallel_read(
    path: Path,
    start: int,
    size: int,
    parse_first: Callable[[BinaryIO], pd.DataFrame],
    parse_rest: Callable[[BinaryIO], pd.DataFrame],
    missing: Sequence[str],
    *,
    workers: int,
    step: int,
    ahead: int,
) -> Generator[tuple[int, int], None, pd.DataFrame | None]:
    """Parse ``path`` from ``start`` in parts on ``workers`` threads, paced as :func:`iter_paced_tasks`.

    ``parse_first`` parses the first part as a serial parse would the whole (with its header), ``parse_rest``
    the others (no header). Returns the joined frame, or None when a part failed or the parts cannot be joined
    into the serial result (see :func:`combine_parts`). A close of the generator stops every part.
    """
    with open(path, "rb") as handle:
        points = cut_points(handle, start, size, workers)
    if len(points) < 3:
        return None

    def task(index: int) -> Callable[[object], pd.DataFrame]:
        parse = parse_first if index == 0 else parse_rest

        def run(gate) -> pd.DataFrame:
            with open(path, "rb") as handle:
                handle.seek(points[index])
                return parse(GatedFile(gate, handle, points[index + 1] - points[index]))

        return run

    try:
        parts = yield from iter_paced_tasks(
            [task(index) for index in range(len(points) - 1)],
            workers=workers, start=start, total=size, step=step, ahead=ahead,
        )
    except Exception:
        return None
    return combine_parts(parts, missing, workers)
