"""What ``bayesgui-cli`` prints: never a terminal escape sequence or control character from a file.

Class names, column headers, cell values, file names and error messages come from files a user was
sent; printed raw, ``\\x1b]...`` or ``\\r`` in them could retitle the terminal, hide lines or fake
output. :class:`PrintableStream` strips them from everything written to a stream;
:func:`json_text` escapes the few that JSON leaves raw.
"""

from __future__ import annotations

import json
import re
from typing import TextIO

from bayesgui.data.text_safety import sanitize

__all__ = ["PrintableStream", "json_text"]

_RAW_IN_JSON = re.compile(r"[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


class PrintableStream:
    """A text stream that writes everything through :func:`~bayesgui.data.text_safety.sanitize`."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(sanitize(text))
        return len(text)

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def json_text(document: dict) -> str:
    """One line of strict JSON, with DEL, C1 controls and bidirectional overrides written as ``\\uXXXX``."""
    text = json.dumps(document, ensure_ascii=False, allow_nan=False)
    return _RAW_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
