"""What a failed job or command tells the user: ``failure(exc)``, the one place an exception becomes a message.

An exception written for the user (a :class:`~bayesgui.data.DataError`, any error made with a translatable
``Note``, or the operating system's message about a file) is shown as it says, in the window's language. Any
other exception is a defect that slipped through: the message says "an internal error occurred", the
traceback goes to the log (``bayesgui`` logger) and rides along as :attr:`Failure.details` for the
"Copy details" button, and :data:`REPORTER` announces it, so that the window shows it whichever view failed.
"""

from __future__ import annotations

import logging
import traceback

from PySide6.QtCore import QCoreApplication, QObject, Signal

from bayesgui.core.note import Note, message_of
from bayesgui.data.errors import DataError
from bayesgui.qt.common.text.translate import translated

__all__ = ["REPORTER", "Failure", "failure", "internal_failure", "is_for_the_user"]

log = logging.getLogger("bayesgui")


class Failure(str):
    """A message for the user (a ``str``), with the ``details`` of an internal error ("" otherwise)."""

    details: str

    def __new__(cls, text: str, details: str = "") -> Failure:
        message = super().__new__(cls, text)
        message.details = details
        return message

    @property
    def internal(self) -> bool:
        return bool(self.details)


class _Reporter(QObject):
    """Sends ``internal(failure)`` for every internal error, from whichever job or command it came."""

    internal = Signal(object)  # a Failure


REPORTER = _Reporter()


def is_for_the_user(exc: BaseException) -> bool:
    """Whether ``exc``'s message was written for the user (else it is a defect's)."""
    return isinstance(exc, (DataError, OSError)) or isinstance(message_of(exc), Note)


def failure(exc: BaseException) -> Failure:
    """The message ``exc`` gives the user, in the interface's language; an internal error is logged and
    announced."""
    if is_for_the_user(exc):
        text = translated(exc).strip()
        if text:
            return Failure(text)
    return internal_failure(exc)


def internal_failure(exc: BaseException) -> Failure:
    """ "An internal error occurred", with ``exc``'s traceback as the details; logged and announced."""
    details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    log.error("internal error\n%s", details)
    text = QCoreApplication.translate(
        "Failure",
        "An internal error occurred, so this could not be done. Your data and settings are unchanged. "
        "Copy the details and send them to the course's teacher or to the developers.",
    )
    result = Failure(text, details)
    REPORTER.internal.emit(result)
    return result
