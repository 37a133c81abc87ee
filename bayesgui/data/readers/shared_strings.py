"""Open an .xlsx workbook with openpyxl, reading its shared strings table step by step.

Every distinct text of a workbook sits in one part, ``xl/sharedStrings.xml``, that openpyxl parses in
one go when the workbook is opened, before the first row. A large table would take seconds without a
chance to show progress or stop; here it is parsed with ``iterparse`` by :func:`iter_shared_strings`,
which yields every :data:`STRINGS_PER_STEP` texts and refuses a table past the limits of
:mod:`bayesgui.data.readers.limits`, and :func:`iter_open_workbook` hands the texts to openpyxl.
"""

from __future__ import annotations

import zipfile
from collections.abc import Generator
from typing import IO, TYPE_CHECKING, BinaryIO

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.readers.limits import MAX_SHARED_STRINGS, MAX_SHARED_STRINGS_BYTES

if TYPE_CHECKING:
    from openpyxl.workbook.workbook import Workbook

__all__ = ["BYTES_PER_STEP", "STRINGS_PER_STEP", "iter_open_workbook", "iter_shared_strings"]

#: Texts, or bytes, read between two yields of :func:`iter_shared_strings` (whichever comes first; some
#: tens of milliseconds of parsing).
STRINGS_PER_STEP = 20_000
BYTES_PER_STEP = 2 * 1024 * 1024

_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


class _Counted:
    """A binary file that counts the bytes read from it (the progress of the parse)."""

    def __init__(self, source: IO[bytes]) -> None:
        self._source = source
        self.count = 0

    def read(self, size: int = -1) -> bytes:
        data = self._source.read(size)
        self.count += len(data)
        return data


def _too_large(name: str, what: Note) -> DataError:
    return DataError(
        Note(
            QT_TRANSLATE_NOOP(
                "data",
                "{0}: its shared strings table (xl/sharedStrings.xml, the workbook's distinct texts) {1}. Save the "
                "table as CSV, or keep only the rows and columns you need in a new workbook.",
            ),
            name, what,
        )
    )  # fmt: skip


def iter_shared_strings(archive: zipfile.ZipFile, part: str, name: str) -> Generator[tuple[int, int], None, list[str]]:
    """The texts of a workbook's shared strings part, yielding ``(bytes parsed, part size)`` as it goes.

    Raises
    ------
    DataError
        If the part unpacks to more than :data:`~bayesgui.data.readers.limits.MAX_SHARED_STRINGS_BYTES` or holds
        more than :data:`~bayesgui.data.readers.limits.MAX_SHARED_STRINGS` texts (``name`` is the file's name).
    """
    from openpyxl.cell.text import Text  # only when a workbook is read: openpyxl costs 0.1 s at start-up
    from openpyxl.xml.functions import iterparse  # defusedxml's when it is installed

    info = archive.getinfo(part)
    size = max(1, info.file_size)  # zipfile reads no more than the stated size (and checks the CRC)
    if info.file_size > MAX_SHARED_STRINGS_BYTES:
        raise _too_large(
            name,
            Note(
                QT_TRANSLATE_NOOP("data", "unpacks to {0} bytes; BayesGUI reads at most {1} bytes ({2} MB) of it"),
                f"{info.file_size:,}", f"{MAX_SHARED_STRINGS_BYTES:,}", MAX_SHARED_STRINGS_BYTES // (1024 * 1024),
            ),
        )
    strings: list[str] = []
    item, plain = f"{_MAIN}si", f"{_MAIN}t"
    last = 0, 0  # texts and bytes at the last yield
    with archive.open(info) as raw:
        source = _Counted(raw)
        root = None
        for event, node in iterparse(source, events=("start", "end")):
            if root is None:
                root = node
            if event != "end" or node.tag != item:
                continue
            if len(node) == 1 and node[0].tag == plain:  # <si><t>text</t></si>: most texts, read fast
                text = node[0].text or ""
            else:  # rich text (runs), phonetic guides
                text = Text.from_tree(node).content
            strings.append(text.replace("x005F_", ""))  # as openpyxl reads them
            if len(strings) > MAX_SHARED_STRINGS:
                raise _too_large(
                    name,
                    Note(
                        QT_TRANSLATE_NOOP("data", "holds more than {0} texts, the most BayesGUI reads"),
                        f"{MAX_SHARED_STRINGS:,}",
                    ),
                )
            if len(strings) - last[0] >= STRINGS_PER_STEP or source.count - last[1] >= BYTES_PER_STEP:
                root.clear()  # the texts read so far: keep the tree small
                last = len(strings), source.count
                yield min(source.count, size - 1), size
    return strings


def iter_open_workbook(handle: BinaryIO, name: str) -> Generator[tuple[int, int], None, Workbook]:
    """``openpyxl.load_workbook(handle, read_only=True, data_only=True)``, with the shared strings read
    by :func:`iter_shared_strings` (so yielding ``(bytes parsed, part size)`` while they are read).

    Returns the read-only ``openpyxl.Workbook``; close it when done. Closing the generator early closes
    the archive.
    """
    from openpyxl.reader.excel import ExcelReader
    from openpyxl.xml.constants import SHARED_STRINGS

    class _Reader(ExcelReader):
        def read_strings(self) -> None:  # already read, step by step
            pass

    reader = _Reader(handle, read_only=True, data_only=True)
    try:
        reader.read_manifest()
        part = reader.package.find(SHARED_STRINGS)
        if part is not None:
            reader.shared_strings = yield from iter_shared_strings(reader.archive, part.PartName[1:], name)
        reader.read()
    except BaseException:  # a damaged workbook, or the generator closed at a yield
        reader.archive.close()
        raise
    return reader.wb
