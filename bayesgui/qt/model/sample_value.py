"""The value the session's sample shows for one feature, read from its worked record."""

from __future__ import annotations

from bayesgui.report import WorkedExample


def sample_value(record: WorkedExample | None, feature: str | None):
    """``record``'s shown value of ``feature`` (None when missing, or without a record or feature)."""
    if record is None or feature is None:
        return None
    return record.sample.get(feature)
