"""One hyper-parameter of a model, declared as data: ``Param`` (type, range, default, the words that explain it).

A :class:`~bayesgui.core.models.spec.ModelSpec` lists its ``Param``s; the model panel's form, the CLI's options
and the settings files read them. Labels and help texts are English, marked ``QT_TRANSLATE_NOOP("models", ...)``
where they are declared; the messages here are in the context "core".
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Param:
    """One hyper-parameter: its type, range, default and the words that explain it.

    Parameters
    ----------
    name : str
        The key in ``ModelSettings`` and in settings files. Models that share a name share the value.
    type : {float, int, str, bool}
    default : object
    label : str
        The form's label, with an ``&`` mnemonic (translatable).
    help : str
        One line for the tooltip and the CLI's ``--help`` (translatable).
    low, high : float, optional
        Inclusive bounds; ``low_open`` makes ``low`` exclusive (``C > 0``).
    choices : tuple of (value, label)
        For a choice among named values (labels translatable).
    gui_range : (float, float), optional
        The spin box's range when narrower than (low, high).
    step, decimals : the spin box's step and decimals.
    cli : str, optional
        The command-line flag (default ``--`` + the name with dashes).
    editor : str
        The form's widget: "" (by type: spin box, check box or combo box), "slider" (slider and spin box),
        "prior" (one combo box for ``prior_alpha`` and ``uniform_prior``), "column" (a combo box of the table's
        columns the model reads, for a ``str`` parameter naming one), "hidden" (CLI and files only).
    file : bool
        A ``str`` parameter given by a file: the CLI reads the file named by the flag through the data layer and
        the setting keeps its content (JSON text, "" for none), so that the core never reads files and a saved
        model or settings file does not depend on the file staying put. A value that is not JSON text (an older
        file's path) is refused: :func:`file_content`.
    """

    name: str
    type: type
    default: object
    label: str
    help: str
    low: float | None = None
    high: float | None = None
    low_open: bool = False
    choices: tuple[tuple[object, str], ...] = ()
    gui_range: tuple[float, float] | None = None
    step: float = 0.1
    decimals: int = 3
    cli: str | None = None
    editor: str = ""
    file: bool = False

    @property
    def flag(self) -> str:
        return self.cli or "--" + self.name.replace("_", "-")

    @property
    def choice_values(self) -> tuple[object, ...]:
        return tuple(value for value, _label in self.choices)

    def validate(self, value: object) -> Any:  # the value in the parameter's type (bool, int, float, a choice)
        """``value`` converted to the parameter's type; a ValueError says what is allowed."""
        if self.choices:
            if value not in self.choice_values:
                allowed = ", ".join(repr(v) for v in self.choice_values)
                words = self.name.replace("_", " ")
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP("core", "Unknown {0} {1} for {2}; choose one of: {3}."),
                        words, repr(value), self.name, allowed,
                    )
                )  # fmt: skip
            return value
        if self.type is str:  # a name (a column's), checked where it is used
            if not isinstance(value, str):
                raise ValueError(
                    Note(QT_TRANSLATE_NOOP("core", "{0} must be a name, got {1}."), self.name, repr(value))
                )
            if self.file:
                file_content(self.name, value)
            return value
        if self.type is bool:
            if not isinstance(value, bool | int) or value not in (0, 1):
                raise ValueError(
                    Note(QT_TRANSLATE_NOOP("core", "{0} must be true or false, got {1}."), self.name, repr(value))
                )
            return bool(value)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} must be a number, got {1}."), self.name, repr(value)))
        if self.type is int:
            if value != int(value):
                raise ValueError(
                    Note(QT_TRANSLATE_NOOP("core", "{0} must be a whole number, got {1}."), self.name, repr(value))
                )
            value = int(value)
        else:
            value = float(value)
            if not math.isfinite(value):
                raise ValueError(
                    Note(QT_TRANSLATE_NOOP("core", "{0} must be a finite number, got {1}."), self.name, repr(value))
                )
        too_low = self.low is not None and (value < self.low or (self.low_open and value == self.low))
        too_high = self.high is not None and value > self.high
        if too_low or too_high:
            if self.low is not None and self.high is not None:
                rule = Note(QT_TRANSLATE_NOOP("core", "between {0} and {1}"), f"{self.low:g}", f"{self.high:g}")
            elif self.low is not None and self.low_open:
                rule = Note(QT_TRANSLATE_NOOP("core", "greater than {0}"), f"{self.low:g}")
            elif self.low is not None:
                rule = Note(QT_TRANSLATE_NOOP("core", "at least {0}"), f"{self.low:g}")
            else:
                rule = Note(QT_TRANSLATE_NOOP("core", "at most {0}"), f"{self.high:g}")
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "{0} must be {1}, got {2}."), self.name, rule, repr(value)))
        return value


def file_content(name: str, text: str) -> Any:
    """The JSON value a ``file`` parameter ``name`` holds (None for ""); a ValueError when ``text`` is not JSON.

    A settings or model file saved before such settings held the file's content holds the file's name instead,
    which is not JSON: the message says to train the model again (the file it names may have moved since).
    """
    if not text:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: nested too deeply to be a file the data layer read
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP(
                    "core",
                    "The setting {0} holds {1}, not the content of a file: this model or settings file names a "
                    "{0} file; train it again.",
                ),
                name,
                repr(text[:80]),
            )
        ) from None

