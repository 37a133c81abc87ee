"""The kinds a column can have, and the column names that hint at a kind."""

from __future__ import annotations

import difflib
import re

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

__all__ = [
    "CATEGORICAL",
    "CONTINUOUS",
    "COUNT",
    "FEATURE_KINDS",
    "IGNORE",
    "KINDS",
    "TARGET",
    "check_kind",
    "kind_name",
    "looks_like_id",
    "looks_like_target",
]

CATEGORICAL = "categorical"
CONTINUOUS = "continuous"
COUNT = "count"
IGNORE = "ignore"
TARGET = "target"

#: Every kind, in the order shown to users.
KINDS: tuple[str, ...] = (CATEGORICAL, CONTINUOUS, COUNT, IGNORE, TARGET)
#: The kinds of the columns given to a classifier as features.
FEATURE_KINDS: tuple[str, ...] = (CATEGORICAL, CONTINUOUS, COUNT)

_KIND_NAMES = {
    CATEGORICAL: QT_TRANSLATE_NOOP("data", "categorical"),
    CONTINUOUS: QT_TRANSLATE_NOOP("data", "continuous"),
    COUNT: QT_TRANSLATE_NOOP("data", "count"),
    IGNORE: QT_TRANSLATE_NOOP("data", "ignore"),
    TARGET: QT_TRANSLATE_NOOP("data", "target"),
}


def kind_name(kind: str) -> Note | str:
    """The name of ``kind`` inside a message: a ``Note``, so that the window writes it in its language."""
    return Note(_KIND_NAMES[kind]) if kind in _KIND_NAMES else kind


_ID_NAME = re.compile(
    r"(ids?|no\.?|nr\.?|#|index|idx|row|rows|rownames|row[ _.]?(id|no|number)|serial|key|code|number|"
    r"[\w.]*[_ .-]id|id[_ .-][\w.]*|编号|序号|学号|工号|索引|行号|编码|代码|代号|号码)",
    re.IGNORECASE,
)
_TARGET_NAME = re.compile(
    r"(labels?|class|classes|target|y|category|species|outcome|标签|类别|类|类标|分类|类型标签)",
    re.IGNORECASE,
)


def looks_like_id(name: str) -> bool:
    """True if a column name says the column identifies rows (``id``, ``No.``, ``编号``, ``序号``, ...)."""
    return _ID_NAME.fullmatch(name.strip()) is not None


def looks_like_target(name: str) -> bool:
    """True if a column name says it holds the class (``label``, ``class``, ``y``, ``标签``, ``类别``...)."""
    return _TARGET_NAME.fullmatch(name.strip()) is not None


def check_kind(kind: str, column: str) -> str:
    """Return ``kind`` if it is a known kind, else raise a :class:`DataError` that suggests one."""
    if isinstance(kind, str) and kind in KINDS:
        return kind
    close = difflib.get_close_matches(str(kind).lower(), KINDS, n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "'{0}' is not a column kind (column '{1}').{2} Choose one of: {3}."),
            kind, column, hint, ', '.join(KINDS),
        )
    )
