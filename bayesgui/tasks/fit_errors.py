"""A model's refusal to fit, said in the user's terms: the class and the column by name, the setting by its label.

The core names a class by its code and a feature by its column index (it knows no names); the jobs, which
hold the schema, turn the refusals a student's choice can cause into a :class:`DataError` that names them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from bayesgui.core.gaussian import SINGLE_VALUE
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.model_settings import ModelSettings
from bayesgui.data.schema import Schema

__all__ = ["in_user_terms"]

_SINGLE_VALUE = QT_TRANSLATE_NOOP(
    "tasks",
    "Class '{0}' has a single row with a value of '{1}', and the unbiased variance (dividing by n − 1) needs at "
    "least two. Set the variance to '{2}' (maximum likelihood), or add rows of class '{0}'.",
)


@contextmanager
def in_user_terms(schema: Schema, settings: ModelSettings) -> Iterator[None]:
    """Re-raise a fit's ValueError about a class or a column as a ``DataError`` naming them (``schema``: the
    columns the estimator was given, in that order)."""
    try:
        yield
    except ValueError as error:
        note = message_of(error)
        if isinstance(note, Note) and note.template == SINGLE_VALUE:
            raise DataError(
                Note(_SINGLE_VALUE, _class(schema, note.args[0]), _column(schema, note.args[1]), _mle(settings))
            ) from error
        raise


def _class(schema: Schema, code: str) -> str:
    names = schema.class_names or ()
    return names[int(code)] if code.isdigit() and int(code) < len(names) else code


def _column(schema: Schema, index: str) -> str:
    names = schema.feature_names
    return names[int(index)] if index.isdigit() and int(index) < len(names) else index


def _mle(settings: ModelSettings) -> Note | str:
    try:
        choices = dict(settings.spec.param("variance").choices)
    except KeyError:
        return "mle"
    return Note(choices["mle"]) if "mle" in choices else "mle"
