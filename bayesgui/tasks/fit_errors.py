"""A model's refusal to fit, said in the user's terms: the class and the column by name, the setting by its label.

The core names a class by its code and a feature by its column index (it knows no names); the jobs, which
hold the schema, turn the refusals a student's choice can cause into a :class:`DataError` that names them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from bayesgui.core.discriminant.classifiers import QDA_SINGULAR
from bayesgui.core.naive_bayes.gaussian import SINGLE_VALUE
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.schema import Schema
from bayesgui.data.errors import DataError
from bayesgui.data.saved.model_settings import ModelSettings

__all__ = ["in_user_terms"]

_SINGLE_VALUE = QT_TRANSLATE_NOOP(
    "tasks",
    "Class '{0}' has a single row with a value of '{1}', and the unbiased variance (dividing by n − 1) needs at "
    "least two. Set the variance to '{2}' (maximum likelihood), or add rows of class '{0}'.",
)

_QUOTED = QT_TRANSLATE_NOOP("tasks", "'{0}'")  # a class or column name inside a sentence


@contextmanager
def in_user_terms(schema: Schema, settings: ModelSettings) -> Iterator[None]:
    """Re-raise a fit's ValueError about a class or a column as a ``DataError`` naming them (``schema``: the
    columns the estimator was given, in that order)."""
    try:
        yield
    except ValueError as error:
        note = message_of(error)
        if not isinstance(note, Note):
            raise
        if note.template == SINGLE_VALUE:
            raise DataError(
                Note(
                    _SINGLE_VALUE,
                    _name(schema.class_names, note.args[0]),
                    _name(schema.feature_names, note.args[1]),
                    _mle(settings),
                )
            ) from error
        if note.template == QDA_SINGULAR:  # the shrinkage setting by its label, not its code name "reg_param"
            note = note.with_args(*note.args[:2], _setting(settings, "reg_param"))
        named = _named(note, schema)
        if named is None:
            raise
        raise DataError(named) from error


def _named(note: Note, schema: Schema) -> Note | None:
    """``note`` with each "class {i}" argument a class name and each "feature / column {i}" a column name (None
    when it names neither)."""
    classes = {int(i) for i in re.findall(r"\bclass \{(\d+)\}", note.template, flags=re.I)}
    columns = {int(i) for i in re.findall(r"\b(?:feature|column) \{(\d+)\}", note.template, flags=re.I)}
    if not classes and not columns:
        return None
    args = [
        _quoted(schema.class_names, a) if i in classes else _quoted(schema.feature_names, a) if i in columns else a
        for i, a in enumerate(note.args)
    ]
    return note.with_args(*args)


def _name(names, code: str) -> str:
    number = _number(code)
    return names[number] if names and number is not None and number < len(names) else code


def _quoted(names, code: str) -> Note | str:
    name = _name(names, code)
    return code if name is code else Note(_QUOTED, name)


def _number(text: str) -> int | None:
    """The index in "3" or "np.int64(3)", else None."""
    match = re.fullmatch(r"(?:np\.\w+\()?(\d+)\)?", str(text))
    return int(match.group(1)) if match else None


class _Label(Note):
    """A setting's form label as a name in a sentence: without its mnemonic ``&`` and its colon."""

    def __new__(cls, template: str, *args: object) -> _Label:
        note = str.__new__(cls, _plain(template))
        note.template, note.args = template, ()
        return note

    def __reduce__(self) -> tuple[type[Note], tuple[str, ...]]:
        return (type(self), (self.template,))

    def translated(self, translate) -> str:
        return _plain(translate(self.template))


def _plain(label: str) -> str:
    """"Shrinkage &r:" -> "Shrinkage r" (a literal "&&" stays one "&")."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(" :：")


def _setting(settings: ModelSettings, name: str) -> Note | str:
    """The parameter ``name`` as the Model panel labels it, quoted ("'Shrinkage r'"); its name without a label."""
    try:
        text = settings.spec.param(name).label
    except KeyError:
        return name
    return Note(_QUOTED, _Label(text)) if text else name


def _mle(settings: ModelSettings) -> Note | str:
    try:
        choices = dict(settings.spec.param("variance").choices)
    except KeyError:
        return "mle"
    label = choices.get("mle")  # as the Model panel shows it
    return "mle" if label is None else Note(label)
