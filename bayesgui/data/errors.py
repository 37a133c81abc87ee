"""The one exception type and the one warning category of the data layer."""

from __future__ import annotations

__all__ = ["DataError", "DataWarning"]


class DataError(ValueError):
    """Raised for any problem with the data a user gave: the file, its content or a requested setting.

    Every message is meant for a student: it names the file, line or column concerned and says what to
    do about it. Loading, inspecting and converting data never raise any other exception type for bad
    input, so a caller can show ``str(error)`` as it is.
    """


class DataWarning(UserWarning):
    """Issued (through :mod:`warnings`) when encoding new rows replaces unseen levels by missing values."""
