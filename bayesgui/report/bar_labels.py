"""The value label of each bar of a bar chart: its text, and where it goes so that no two labels collide and none
leaves the plot. No Qt: the widget measures the texts and the plot in pixels and draws what this decides.

``value_text`` shortens what needs no more than three digits on screen ("< 0.001" for 1e-300) and keeps the
full value for the tooltip; ``place`` puts a label above its bar (beyond its end for a negative bar), else inside
it, else the same turned on its side, else nowhere.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

SMALLEST_SHOWN = 0.001
"""Magnitudes below this (and above 0) are shown as "< 0.001"; the tooltip has the full value."""


def value_text(value: float) -> tuple[str, str]:
    """(The label on the bar, the full value for its tooltip) of a bar of height ``value``.

    >>> value_text(0.953)
    ('0.953', '0.953')
    >>> value_text(1.358e-181)
    ('< 0.001', '1.358e-181')
    >>> value_text(-2.5e-7)
    ('> -0.001', '-2.5e-07')
    """
    if not math.isfinite(value):
        return "—", "—"
    full = f"{value:.6g}"
    if value == 0 or abs(value) >= SMALLEST_SHOWN:
        return f"{value:.3g}", full
    return ("< 0.001" if value > 0 else "> -0.001"), full


class Spot(Enum):
    """Where a value label goes."""

    ABOVE = "above"  # level, beyond the bar's end (above a bar of positive height)
    INSIDE = "inside"  # level, inside the bar at its end
    TURNED_ABOVE = "turned above"  # on its side (90°), beyond the bar's end
    TURNED_INSIDE = "turned inside"  # on its side, inside the bar
    NONE = "none"  # no room anywhere: left out (the tooltip still tells)


@dataclass(frozen=True)
class Room:
    """One bar in pixels: the width of its slot (the distance between bar centres), the length of the bar, and the
    room between its end and the edge of the plot it points to."""

    slot: float
    bar: float
    beyond: float


MARGIN = 2.0
"""Pixels kept free between a label and a neighbour or an edge."""


def place(room: Room, width: float, height: float) -> Spot:
    """Where a label ``width`` × ``height`` pixels (level) goes on the bar of ``room``.

    A level label must fit its slot, turned it must fit the slot with its height; along the bar it needs its
    height (level) or its width (turned), beyond the bar's end or inside the bar.

    >>> place(Room(slot=80, bar=100, beyond=30), 40, 16)
    <Spot.ABOVE: 'above'>
    >>> place(Room(slot=80, bar=100, beyond=5), 40, 16)
    <Spot.INSIDE: 'inside'>
    >>> place(Room(slot=30, bar=2, beyond=60), 40, 16)
    <Spot.TURNED_ABOVE: 'turned above'>
    >>> place(Room(slot=12, bar=200, beyond=200), 40, 16)
    <Spot.NONE: 'none'>
    """
    need_across = width + MARGIN
    if need_across <= room.slot:
        if height + MARGIN <= room.beyond:
            return Spot.ABOVE
        if height + MARGIN <= room.bar:
            return Spot.INSIDE
    if height + MARGIN <= room.slot:
        if width + MARGIN <= room.beyond:
            return Spot.TURNED_ABOVE
        if width + MARGIN <= room.bar:
            return Spot.TURNED_INSIDE
    return Spot.NONE


def elide_to(text: str, fits: Callable[[str], bool]) -> str:
    """``text``, or its longest start followed by "…" for which ``fits(candidate)`` holds ("" when none does).

    ``fits`` is the widget's measure (a font metric against the room); this keeps the choice testable. A longer
    start is never narrower, so the cut is found by bisection: about log2(len(text)) + 2 measurements, not one per
    character (a title of a few thousand characters took 1.4 s of measuring, one start at a time).

    >>> elide_to("versicolor", lambda s: len(s) <= 5)
    'vers…'
    """
    if fits(text):
        return text

    def cut(end: int) -> str:
        return text[:end].rstrip() + "…"

    low, high = 0, len(text)  # cut(low) fits (or low == 0: nothing does yet); cut(high) does not (or high == len)
    while high - low > 1:
        middle = (low + high) // 2
        if fits(cut(middle)):
            low = middle
        else:
            high = middle
    return cut(low) if low > 0 else ""
