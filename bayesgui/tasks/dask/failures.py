"""What went wrong on a Dask cluster, said as a message naming the worker, the scheduler or the file's line.

* A worker that died while computing a partition (after Dask's own retries, ``KilledWorker``): the worker's
  address and the file.
* A scheduler that cannot be reached or went away: its address, and what to do.
* A partition that cannot be read (a ragged row, text in a column of numbers, a damaged file): Dask's parser names
  the line within its block, not the file's; the files are then read once more here, in chunks, up to the bad row,
  which the streamed reader names (the file and its line). This costs a pass, and only when something failed. The
  same for a bad value found by a training pass's partition, which counts its rows from its own start.

Nothing is written before a job has succeeded, so the previous model or output file stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data import DataError
from bayesgui.data.columns.checks import check_kind_fits
from bayesgui.data.columns.kinds import FEATURE_KINDS
from bayesgui.data.streaming.reader import ChunkedFile

__all__ = ["connect", "in_dask_terms"]

_LOCATED = QT_TRANSLATE_NOOP(
    "tasks", "{0} Nothing was written: the previous model or output file is as it was."
)
CONNECT_TIMEOUT = "10s"
"""How long to try to reach a scheduler."""
_UNCHANGED = QT_TRANSLATE_NOOP("tasks", "Nothing was written: the previous model or output file is as it was.")


def _worker_of(exc: BaseException) -> str | None:
    """The address of the worker a ``KilledWorker`` names (None for any other error)."""
    if type(exc).__name__ != "KilledWorker":
        return None
    last = getattr(exc, "last_worker", None)
    address = getattr(last, "address", None)
    if address:
        return str(address)
    found = re.search(r"(tcp|inproc|tls|ucx)://[^\s.,;)]+(?:\.[^\s,;)]+)*", str(exc))
    return found.group(0) if found else "?"


def _is_connection(exc: BaseException) -> bool:
    return isinstance(exc, ConnectionError | TimeoutError) or type(exc).__name__ == "CommClosedError"


def _locate(table, kinds: Mapping[str, str] | None) -> DataError | None:
    """Read the table's files in chunks, as a streamed pass does, up to the first bad row: its ``DataError``."""
    try:
        for path in table.paths:
            file = ChunkedFile(path, encoding=table.file.source.encoding)
            for chunk in file.chunks():
                for column, kind in (kinds or {}).items():
                    if kind in FEATURE_KINDS and column in chunk.frame.columns:
                        check_kind_fits(chunk.frame[column], kind, chunk.source)
    except DataError as error:
        return error
    return None


@contextmanager
def in_dask_terms(table, kinds: Mapping[str, str] | None = None, relocate: bool = False) -> Iterator[None]:
    """Re-raise what stops a Dask computation on ``table`` as a ``DataError`` for the user (see the module
    docstring); ``kinds``: the columns' kinds, so that text in a column of numbers is found too; ``relocate``: the
    partitions did not know their first row in the table (a training pass), so a ``DataError`` raised by one is
    located again by reading the files up to the bad row (it is kept as raised if that read finds nothing)."""
    try:
        yield
    except DataError:
        located = _locate(table, kinds) if relocate else None
        if located is not None:
            raise located from None
        raise
    except ValueError as exc:
        if isinstance(message_of(exc), Note):  # a model's refusal, said by the job (in_user_terms)
            raise
        _raise_for(exc, table, kinds)
    except Exception as exc:
        _raise_for(exc, table, kinds)


def _raise_for(exc: Exception, table, kinds: Mapping[str, str] | None) -> None:
    """The ``DataError`` for what stopped the computation (see :func:`in_dask_terms`)."""
    worker = _worker_of(exc)
    if worker is not None:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "The Dask worker {0} died while computing a part of {1}, and Dask gave up on that part. Check "
                    "the worker's memory and log, then run the command again. {2}",
                ),
                worker, table.name, Note(_UNCHANGED),
            )
        ) from None  # fmt: skip
    if _is_connection(exc):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "The connection to the Dask scheduler was lost while computing {0} ({1}). {2}",
                ),
                table.name, str(exc).strip() or type(exc).__name__, Note(_UNCHANGED),
            )
        ) from None  # fmt: skip
    located = _locate(table, kinds)
    if located is not None:
        raise DataError(Note(_LOCATED, message_of(located))) from None
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP("tasks", "A part of {0} could not be read by Dask ({1}). {2}"),
            table.name, f"{type(exc).__name__}: {str(exc).strip()[:300]}", Note(_UNCHANGED),
        )
    ) from None  # fmt: skip


def connect(address: str):
    """A ``distributed.Client`` of the scheduler at ``address``, or a ``DataError`` naming it and what to do."""
    try:
        from distributed import Client
    except ImportError as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks", "The Dask engine needs Dask ({0}). Install the extra: pip install 'bayesgui[dask]'."
                ),
                exc.name or exc,
            )
        ) from None
    try:
        return Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "tasks",
                    "Cannot reach the Dask scheduler at {0} ({1}). Start it (dask scheduler) and its workers, check "
                    "the address, or leave out --scheduler to use this machine's cores.",
                ),
                address, str(exc).strip() or type(exc).__name__,
            )
        ) from None  # fmt: skip
