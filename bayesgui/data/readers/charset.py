"""Text encoding detection on a bounded sample of a file.

The strategy, in order: a byte-order mark; strict UTF-8; charset-normalizer's guesses verified by
decoding, preferring GB18030 (a superset of GBK and GB2312) whenever a Chinese, Japanese or Korean
multi-byte encoding is among them; Windows-1252 when suggested; Latin-1 as the last resort, which decodes
any byte string. Only the first :data:`SNIFF_BYTES` bytes of a file are ever read for this.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import BinaryIO

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.readers.limits import MAX_BLANK_BYTES, MAX_LINE_BYTES

__all__ = [
    "SNIFF_BYTES",
    "Sample",
    "decode_sample",
    "detect_encoding",
    "mixed_utf8_line",
    "normalize_encoding",
    "read_sample",
]

#: Number of bytes read from the start of a file to detect its encoding and dialect.
SNIFF_BYTES = 64 * 1024

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)

# East Asian multi-byte encodings: if charset-normalizer proposes any of them, the file is read as
# GB18030 provided the sample decodes. BayesGUI's users are mostly Chinese, and charset-normalizer
# confuses GBK with Big5, EUC-JP or Shift-JIS on short samples.
_CJK_CODECS = frozenset(
    {
        "gb18030",
        "gb2312",
        "gbk",
        "hz",
        "big5",
        "big5hkscs",
        "cp950",
        "euc_jp",
        "euc_jis_2004",
        "euc_jisx0213",
        "shift_jis",
        "shift_jis_2004",
        "shift_jisx0213",
        "cp932",
        "euc_kr",
        "cp949",
        "johab",
        "iso2022_jp",
        "iso2022_kr",
    }
)
_UNICODE_WITHOUT_BOM = frozenset(
    codecs.lookup(name).name for name in ("utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be")
)


@cache
def _cjk() -> frozenset[str]:
    """The canonical names of ``_CJK_CODECS`` (looking them up loads their ~20 codec modules: when needed)."""
    return frozenset(codecs.lookup(name).name for name in _CJK_CODECS)


@dataclass(frozen=True)
class Sample:
    """The first bytes of a file's text.

    Parameters
    ----------
    data : bytes
        About :data:`SNIFF_BYTES` bytes from the first line that is not blank (more when that line is
        longer, up to :data:`~bayesgui.data.readers.limits.MAX_LINE_BYTES`).
    complete : bool
        True when ``data`` is the rest of the file, so that its end is the end of the text.
    offset : int
        Where ``data`` starts in the file: after the blank lines skipped.
    skipped_lines : int
        The number of blank lines before ``data``.
    """

    data: bytes
    complete: bool
    offset: int = 0
    skipped_lines: int = 0


def _blank_prefix(data: bytes) -> int:
    """Bytes of whole blank lines at the start of ``data`` (0 for text with NUL bytes: UTF-16 or -32)."""
    text_start = len(data) - len(data.lstrip(b" \t\r\n"))
    if b"\x00" in data[: text_start + 2]:
        return 0
    return data.rfind(b"\n", 0, text_start) + 1 if text_start < len(data) else len(data)


def read_sample(stream: BinaryIO | Path | str, size: int = SNIFF_BYTES) -> Sample:
    """Read the start of a binary stream or file: blank lines skipped, the first line whole.

    Parameters
    ----------
    stream : binary file object, Path or str
        An open binary stream positioned at the start, or a path to open.
    size : int, default SNIFF_BYTES
        The bytes to read at a time: the sample holds about this many after the blank lines.

    Returns
    -------
    Sample
    """
    if isinstance(stream, str | Path):
        with open(stream, "rb") as handle:
            return read_sample(handle, size)
    data = stream.read(size)
    complete = len(data) < size
    offset = skipped = 0
    while (cut := _blank_prefix(data)) and offset < MAX_BLANK_BYTES:
        skipped += data.count(b"\n", 0, cut)
        offset += cut
        data = data[cut:]
        if complete:
            break
        more = stream.read(size - len(data))
        complete = len(more) < size - len(data)
        data += more
    while not complete and b"\n" not in data and b"\r" not in data and len(data) < MAX_LINE_BYTES:
        more = stream.read(size)  # the first line is longer than the sample: read it whole
        complete = len(more) < size
        data += more
    return Sample(data=data, complete=complete, offset=offset, skipped_lines=skipped)


def normalize_encoding(name: str) -> str:
    """Return Python's canonical name for an encoding, e.g. ``"GBK"`` -> ``"gbk"``.

    Raises
    ------
    DataError
        If Python does not know the encoding.
    """
    try:
        return codecs.lookup(name).name
    except (LookupError, TypeError):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "Unknown text encoding {0}. Use a name such as 'utf-8', 'gb18030', 'utf-16' or 'latin-1'.",
                ),
                repr(name),
            )
        ) from None


def decode_sample(sample: Sample, encoding: str) -> str:
    """Decode a sample strictly, tolerating a multi-byte character cut at its end.

    Parameters
    ----------
    sample : Sample
        The bytes to decode. When ``sample.complete`` is false, an incomplete character at the very end
        (a 64 KB cut through a multi-byte sequence) is dropped instead of being an error.
    encoding : str
        A Python codec name.

    Returns
    -------
    str
        The decoded text, without a byte-order mark.

    Raises
    ------
    UnicodeDecodeError
        If the bytes are not valid in ``encoding``.
    """
    decoder = codecs.getincrementaldecoder(encoding)(errors="strict")
    text = decoder.decode(sample.data, final=sample.complete)
    return text.removeprefix("\ufeff")


def _decodes(sample: Sample, encoding: str) -> bool:
    try:
        decode_sample(sample, encoding)
    except (UnicodeDecodeError, LookupError):
        return False
    return True


def _guesses(data: bytes) -> tuple[list[str], bool]:
    """charset-normalizer's candidate encodings (canonical names, best first) and whether it found any."""
    import charset_normalizer  # only for a file that is not UTF-8 (~10 ms of start-up otherwise)

    matches = charset_normalizer.from_bytes(data)
    names: list[str] = []
    for match in matches:
        for name in (match.encoding, *match.could_be_from_charset):
            try:
                canonical = codecs.lookup(name).name
            except LookupError:
                continue
            if canonical not in names:
                names.append(canonical)
    return names, bool(names)


def _nul_pattern(data: bytes) -> str | None:
    """UTF-16 or UTF-32 without a byte-order mark, told by where the NUL bytes of ASCII text fall."""
    head = data[:4096]
    if len(head) < 4 or head.count(0) < len(head) // 3:
        return None
    for name, width, zeros in (("utf-32-be", 4, (0, 1, 2)), ("utf-32-le", 4, (1, 2, 3)),
                               ("utf-16-be", 2, (0,)), ("utf-16-le", 2, (1,))):
        units = len(head) // width
        if all(head[z : units * width : width].count(0) >= 0.9 * units for z in zeros):
            return name
    return None


def mixed_utf8_line(sample: Sample) -> int | None:
    """The first line that is not UTF-8 in a sample whose other non-ASCII lines are UTF-8, else None.

    A UTF-8 file with a few lines pasted from a GBK one is neither: reading it as one encoding silently
    garbles the other lines, so the caller names the line instead. Line numbers count from the sample's
    start (add :attr:`Sample.skipped_lines`).
    """
    lines = sample.data.split(b"\n")
    if not sample.complete:
        lines = lines[:-1]  # may be cut inside a character
    first_bad, good_chars = None, 0
    for number, line in enumerate(lines, 1):
        if line.isascii():
            continue
        try:
            good_chars += sum(ch > "\x7f" for ch in line.decode("utf-8"))
        except UnicodeDecodeError:
            first_bad = first_bad or number
    return first_bad if first_bad is not None and good_chars >= 3 else None


def detect_encoding(sample: Sample) -> str:
    """Detect the text encoding of a file from its first bytes.

    Parameters
    ----------
    sample : Sample
        The first bytes of the file (see :func:`read_sample`); nothing else is read.

    Returns
    -------
    str
        A Python codec name that decodes the sample: ``"utf-8-sig"``, ``"utf-16"``, ``"utf-32"``,
        ``"utf-8"``, ``"gb18030"``, ``"utf-16-le"``/``"-be"`` (no byte-order mark), ``"cp1252"`` or
        ``"latin-1"``.
    """
    for bom, name in _BOMS:
        if sample.data.startswith(bom):
            return name
    wide = _nul_pattern(sample.data)
    if wide is not None and _decodes(sample, wide):
        return wide
    if _decodes(sample, "utf-8"):
        return "utf-8"
    names, found = _guesses(sample.data)
    if (not found or _cjk().intersection(names)) and _decodes(sample, "gb18030"):
        return "gb18030"
    for name in names:
        if name in _UNICODE_WITHOUT_BOM and _decodes(sample, name):
            return name
    if "cp1252" in names and _decodes(sample, "cp1252"):
        return "cp1252"
    return "latin-1"
