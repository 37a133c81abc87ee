"""The palette: hex colours, cycling, a line style for every model (new models get their own colour)."""

import re

import numpy as np

from bayesgui.core import registry
from bayesgui.report import palette

HEX = re.compile(r"^#[0-9a-f]{6}$")


def test_every_colour_is_a_hex_string():
    named = [palette.NEUTRAL_COLOR, palette.BAR_COLOR, palette.CHOSEN_COLOR, palette.DENSITY_COLOR]
    lines = [line.color for line in palette.MODEL_LINES.values()]
    for color in [*palette.CLASS_COLORS, *palette.HEAT_COLORS, *palette.REJECT_COLORS, *named, *lines]:
        assert HEX.match(color), color
    assert palette.hex_rgb("#4c72b0") == (76, 114, 176)


def test_classes_and_components_cycle():
    n = len(palette.CLASS_COLORS)
    assert palette.class_color(n + 1) == palette.class_color(1) != palette.class_color(0)
    assert palette.component_color(2) == palette.COMPONENT_COLORS[2]
    assert palette.rgb_table(palette.CLASS_COLORS, n + 2).shape == (n + 2, 3)


def test_pure_responsibilities_take_the_component_colours():
    rgb = palette.responsibility_rgb(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, 0.5]]))
    first, second = (np.array(palette.hex_rgb(c), dtype=float) for c in palette.COMPONENT_COLORS[:2])
    np.testing.assert_allclose(rgb, [first, second, (first + second) / 2])


def test_every_registered_model_has_a_line_with_a_known_dash():
    styles = [palette.model_line(key) for key in registry.keys()]
    assert all(style.dash in palette.DASHES for style in styles)
    assert len({(s.color, s.dash) for s in styles}) == len(styles)
    assert palette.model_line("lda") == palette.LineStyle("#1b3f8b", "dash")


def test_new_models_cycle_through_the_extra_colours(monkeypatch):
    monkeypatch.setattr(registry, "keys", lambda: (*palette.MODEL_LINES, "new-a", "new-b"))
    a, b = palette.model_line("new-a"), palette.model_line("new-b")
    assert (a.color, b.color) == palette.EXTRA_LINE_COLORS[:2] and a.dash == "solid"
    assert palette.model_line("unregistered") == palette.model_line("unregistered")
    assert palette.model_line("unregistered").color in palette.EXTRA_LINE_COLORS
