"""Text from a file, shown on a terminal or in a message: without escape sequences or control characters."""

from __future__ import annotations

import re

__all__ = ["sanitize"]

# An ANSI/VT escape sequence (CSI, OSC, or a two-character escape), then any other C0 or C1 control
# character except line feed and tab, and the bidirectional overrides that reorder what is shown.
_SEQUENCE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI ... final byte
    r"|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"  # OSC ... terminator
    r"|\x1b[@-_]?"  # other escapes
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def sanitize(text: str, *, keep_newlines: bool = True) -> str:
    """``text`` without terminal escape sequences and control characters.

    Parameters
    ----------
    text : str
    keep_newlines : bool, default True
        Keep line feeds (and tabs); otherwise they become spaces.

    Returns
    -------
    str
        Printable text: a carriage return, a backspace or an escape sequence in a class name or a column
        header can no longer move the cursor, recolour the terminal or hide what was printed.
    """
    text = _CONTROL.sub("", _SEQUENCE.sub("", str(text)))
    return text if keep_newlines else " ".join(text.split())
