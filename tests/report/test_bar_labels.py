"""bar_labels: the text of a value label and where it goes (no Qt)."""

import math

import pytest

from bayesgui.report.bar_labels import Room, Spot, elide_to, place, value_text


@pytest.mark.parametrize(
    ("value", "shown", "full"),
    [
        (1.0, "1", "1"),
        (0.9533, "0.953", "0.9533"),
        (0.001, "0.001", "0.001"),
        (0.000999, "< 0.001", "0.000999"),
        (1.358e-181, "< 0.001", "1.358e-181"),
        (1e-300, "< 0.001", "1e-300"),
        (0.0, "0", "0"),
        (-3e-5, "> -0.001", "-3e-05"),
        (-2.25, "-2.25", "-2.25"),
        (1000.0, "1e+03", "1000"),
        (float("nan"), "—", "—"),
    ],
)
def test_value_text_is_short_and_the_tooltip_full(value, shown, full):
    assert value_text(value) == (shown, full)


def test_every_label_is_at_most_eight_characters_from_1_to_1e_300():
    for exponent in range(0, 301):
        shown, full = value_text(10.0**-exponent * 0.987)
        assert len(shown) <= 8, shown
        assert float(full) == pytest.approx(10.0**-exponent * 0.987, rel=1e-5)


def test_a_label_goes_above_then_inside_then_turned_then_nowhere():
    assert place(Room(slot=60, bar=10, beyond=40), 40, 16) is Spot.ABOVE
    assert place(Room(slot=60, bar=100, beyond=10), 40, 16) is Spot.INSIDE  # a bar of height 1: not cut at the top
    assert place(Room(slot=20, bar=0, beyond=100), 40, 16) is Spot.TURNED_ABOVE  # too wide for its slot
    assert place(Room(slot=20, bar=100, beyond=10), 40, 16) is Spot.TURNED_INSIDE
    assert place(Room(slot=20, bar=30, beyond=10), 40, 16) is Spot.NONE  # nowhere it fits
    assert place(Room(slot=10, bar=500, beyond=500), 40, 16) is Spot.NONE  # not even turned


def test_a_placed_label_fits_its_slot_and_its_room():
    for slot in range(0, 120, 7):
        for bar in range(0, 200, 13):
            for beyond in range(0, 200, 17):
                spot = place(Room(slot, bar, beyond), 44, 18)
                across, along = (44, 18) if spot in (Spot.ABOVE, Spot.INSIDE) else (18, 44)
                if spot is Spot.NONE:
                    continue
                assert across <= slot
                assert along <= (beyond if spot in (Spot.ABOVE, Spot.TURNED_ABOVE) else bar)


def test_elide_keeps_what_fits_and_marks_the_cut():
    assert elide_to("setosa", lambda s: len(s) <= 6) == "setosa"
    assert elide_to("versicolor", lambda s: len(s) <= 6) == "versi…"
    assert elide_to("versicolor", lambda s: len(s) <= 1) == ""


def _elide_one_start_at_a_time(text, fits):
    """The longest start that fits, tried from the longest down (what elide_to did before bisecting)."""
    if fits(text):
        return text
    for end in range(len(text) - 1, 0, -1):
        if fits(text[:end].rstrip() + "…"):
            return text[:end].rstrip() + "…"
    return ""


def test_elide_measures_a_long_text_about_log2_of_its_length_times():
    """Found by the random-use test: a long bar-chart title took 1.4 s of CPU, one measurement per character."""
    text = "class " * 2000  # 12,000 characters, with spaces that the cut drops
    calls = []

    def fits(candidate: str) -> bool:
        calls.append(candidate)
        return len(candidate) <= 500

    shown = elide_to(text, fits)
    measured = len(calls)
    assert shown == _elide_one_start_at_a_time(text, fits) == "class " * 83 + "c…"
    assert measured <= 2 * math.log2(len(text)) + 3, measured


@pytest.mark.parametrize("room", [0, 1, 2, 3, 5, 8, 13, 40, 200])
@pytest.mark.parametrize("text", ["versicolor", "a b  c   d", "   lead", "trail   ", "西瓜 好瓜 是", "x", ""])
def test_elide_chooses_the_cut_that_trying_every_start_chooses(text, room):
    def fits(candidate: str) -> bool:  # a wide glyph for each CJK character, like a font metric
        return sum(2 if ord(c) > 0x2E80 else 1 for c in candidate) <= room

    assert elide_to(text, fits) == _elide_one_start_at_a_time(text, fits)
