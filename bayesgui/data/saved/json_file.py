"""Reading a JSON document a user gave (a model, a project): bounded, strict, and checked for shape; and saving one.

The file is read with a size limit (:func:`bayesgui.data.readers.files.read_bounded`), ``NaN`` and
``Infinity`` are refused, as are numbers too large for a float and nesting deeper than
:data:`MAX_DEPTH`. :func:`expect` checks the type of one value and names where it is in the file.
:func:`save_json` writes a document in one step.
"""

from __future__ import annotations

import json
import math
import os

from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.readers.files import read_bounded
from bayesgui.data.saved.atomic import write_text_atomically

__all__ = ["MAX_DEPTH", "MAX_JSON_BYTES", "SAVE_FAILED", "expect", "read_json", "save_json"]

#: The largest model or project file read (a model of 10,000 features × 5,000 classes is far smaller).
MAX_JSON_BYTES = 256 * 1024 * 1024
#: The deepest nesting of lists and objects accepted (BayesGUI's own files nest at most 6 deep).
MAX_DEPTH = 32
#: What :func:`save_json` says when the system refuses to write a document, by kind: {0} the path, {1} the reason.
SAVE_FAILED = {
    "model": QT_TRANSLATE_NOOP("data", "Cannot write the model to {0}: {1}."),
    "project": QT_TRANSLATE_NOOP("data", "Cannot save the project to {0}: {1}."),
}

_TYPE_NAMES = {  # templates of Notes: "{{...}}" is written "{...}"
    dict: QT_TRANSLATE_NOOP("data", "an object {{...}}"),
    list: QT_TRANSLATE_NOOP("data", "a list [...]"),
    str: QT_TRANSLATE_NOOP("data", "text"),
    bool: QT_TRANSLATE_NOOP("data", "true or false"),
}
_A_NUMBER = QT_TRANSLATE_NOOP("data", "a number")


class _Refused(ValueError):
    pass


def _refuse_constant(name: str):
    raise _Refused(f"it holds {name}, which is not a number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {text[:20]} is too large")
    return value


def _check_depth(document: object) -> None:
    stack = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise _Refused(f"it is nested more than {MAX_DEPTH} levels deep")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def read_json(path: str | os.PathLike, what: str, *, limit: int = MAX_JSON_BYTES) -> object:
    """Parse a JSON file strictly.

    Parameters
    ----------
    path : str or path-like
        The file.
    what : str
        What the file should be, for messages: ``"BayesGUI model file"``.
    limit : int, default MAX_JSON_BYTES
        The largest file read, in bytes.

    Raises
    ------
    DataError
        If the file is not a regular file, is too large, is not UTF-8 JSON, holds NaN, infinite or
        overflowing numbers, or is nested deeper than :data:`MAX_DEPTH`.
    """
    data = read_bounded(path, limit, Note(QT_TRANSLATE_NOOP("data", "The {0}"), what))
    name = os.path.basename(path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is not a {1}: byte {2} is not UTF-8 text."),
                name,
                what,
                exc.start,
            )
        ) from None
    try:
        document = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
        _check_depth(document)
    except json.JSONDecodeError as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is not valid JSON (line {1}): is it a {2}?"),
                name,
                exc.lineno,
                what,
            )
        ) from None
    except RecursionError:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is damaged: it is nested too deeply to be a {1}."),
                name,
                what,
            )
        ) from None
    except _Refused as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is damaged: {1}. It is not a {2} BayesGUI wrote."),
                name,
                message_of(exc),
                what,
            )
        ) from None
    return document


def expect(value: object, kind: type | tuple[type, ...], where: str, name: str, *, optional: bool = False):
    """Return ``value`` if it is of ``kind`` (None allowed when ``optional``), else raise a :class:`DataError`.

    ``where`` says where the value is in the file (``'"schema" → "classes"'``), ``name`` is the file name.
    """
    if value is None and optional:
        return value
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds):
        return value
    names = [Note(_TYPE_NAMES[k]) if k in _TYPE_NAMES else Note(_A_NUMBER) for k in kinds]
    wanted = names[0] if len(names) == 1 else " or ".join(names)
    found = (
        Note(QT_TRANSLATE_NOOP("data", "is missing"))
        if value is None
        else Note(QT_TRANSLATE_NOOP("data", "should be {0}, not {1}"), wanted, type(value).__name__)
    )
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "{0} is damaged or incomplete: {1} {2}. Save it again from BayesGUI."),
            name,
            where,
            found,
        )
    )


def save_json(path: str | os.PathLike, document: dict, kind: str) -> None:
    """Write ``document`` (a ``kind`` of :data:`SAVE_FAILED`) as UTF-8 JSON in one step (see
    :func:`bayesgui.data.saved.atomic.write_text_atomically`); a system error (no space left, no permission, ...)
    raises :class:`DataError` naming the file and the system's reason.
    """
    text = json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False)
    try:
        write_text_atomically(path, text)
    except OSError as exc:
        raise DataError(Note(SAVE_FAILED[kind], path, exc.strerror or exc)) from None
