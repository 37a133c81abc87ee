"""Refuse, before reading, a file that cannot fit in the memory available."""

from __future__ import annotations

import ctypes
import os
import sys

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

__all__ = [
    "COMFORTABLE_SHARE",
    "EXCEL_MEMORY_FACTOR",
    "TEXT_MEMORY_FACTOR",
    "available_memory",
    "check_fits_in_memory",
    "loads_comfortably",
]

#: Estimated bytes of memory needed per byte of a text file while it is read (measured: a 67 MB CSV of
#: Chinese categories and numbers peaks at about 4 times its size).
TEXT_MEMORY_FACTOR = 5
#: The same for an .xlsx workbook, which is compressed XML read cell by cell.
EXCEL_MEMORY_FACTOR = 50
#: A text table loads comfortably when reading it needs at most this share of the memory available; a larger
#: one opens streamed in the window (read in chunks, a preview shown).
COMFORTABLE_SHARE = 0.5


def _linux_available() -> int | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _windows_available() -> int | None:
    class MemoryStatus(ctypes.Structure):
        _fields_ = [
            ("dwLength", ctypes.c_ulong),
            ("dwMemoryLoad", ctypes.c_ulong),
            ("ullTotalPhys", ctypes.c_ulonglong),
            ("ullAvailPhys", ctypes.c_ulonglong),
            ("ullTotalPageFile", ctypes.c_ulonglong),
            ("ullAvailPageFile", ctypes.c_ulonglong),
            ("ullTotalVirtual", ctypes.c_ulonglong),
            ("ullAvailVirtual", ctypes.c_ulonglong),
            ("ullAvailExtendedVirtual", ctypes.c_ulonglong),
        ]

    status = MemoryStatus()
    status.dwLength = ctypes.sizeof(MemoryStatus)
    if not ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):  # type: ignore[attr-defined]
        return None
    return int(status.ullAvailPhys)


def available_memory() -> int | None:
    """Bytes of memory available to a new allocation without swapping, or None if unknown."""
    if sys.platform.startswith("linux"):
        value = _linux_available()
        if value is not None:
            return value
    if sys.platform == "win32":
        return _windows_available()
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def _human(size: float) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:.0f} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024
    raise AssertionError("unreachable")


def check_fits_in_memory(name: str, size: int, factor: float) -> None:
    """Raise :class:`DataError` if a file of ``size`` bytes probably needs more memory than is available.

    Parameters
    ----------
    name : str
        The file name, for the message.
    size : int
        The file size in bytes.
    factor : float
        Estimated memory needed per byte of file (:data:`TEXT_MEMORY_FACTOR`, :data:`EXCEL_MEMORY_FACTOR`).
    """
    available = available_memory()
    needed = size * factor
    if available is not None and needed > available:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0} is too large to open: it is {1} and would need about {2} of memory, but only {3} is "
                    "available. Use a smaller part of the data (for example the first rows, or fewer columns), or "
                    "close other programs and try again.",
                ),
                name, _human(size), _human(needed), _human(available),
            )
        )


def loads_comfortably(size: int, factor: float = TEXT_MEMORY_FACTOR) -> bool:
    """Whether a file of ``size`` bytes can be read whole and leave the machine room to work
    (:data:`COMFORTABLE_SHARE` of the memory available; True when that is unknown)."""
    available = available_memory()
    return available is None or size * factor <= available * COMFORTABLE_SHARE
