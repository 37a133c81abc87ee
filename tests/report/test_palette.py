"""The palette: hex colours, cycling, a line style for every model (new models get their own colour)."""

import dataclasses
import re

import numpy as np
import pytest

from bayesgui.core.models import registry
from bayesgui.report import color_vision, palette

HEX = re.compile(r"^#[0-9a-f]{6}$")


def test_every_colour_is_a_hex_string():
    named = [palette.NEUTRAL_COLOR, palette.BAR_COLOR, palette.CHOSEN_COLOR, palette.DENSITY_COLOR]
    lines = [spec.line.color for spec in registry.specs() if spec.line is not None]
    for color in [*palette.ALL_CLASS_COLORS, *palette.HEAT_COLORS, *palette.REJECT_COLORS, *named, *lines]:
        assert HEX.match(color), color
    assert palette.hex_rgb("#4c72b0") == (76, 114, 176)


def test_classes_and_components_cycle():
    n = len(palette.ALL_CLASS_COLORS)
    assert palette.class_color(8) == palette.EXTRA_CLASS_COLORS[0]
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


def test_a_model_line_is_the_one_its_spec_declares():
    assert palette.model_line("svm") == registry.get("svm").line and registry.get("svm").margins
    assert not any(spec.margins for spec in registry.specs() if spec.key != "svm")


def test_new_models_cycle_through_the_extra_colours():
    base = registry.get("lda")
    for key in ("new-a", "new-b"):
        registry.register(dataclasses.replace(base, key=key, line=None))
    try:
        a, b = palette.model_line("new-a"), palette.model_line("new-b")
    finally:
        registry.unregister("new-a")
        registry.unregister("new-b")
    assert (a.color, b.color) == palette.EXTRA_LINE_COLORS[:2] and a.dash == "solid"
    assert palette.model_line("unregistered") == palette.model_line("unregistered")
    assert palette.model_line("unregistered").color in palette.EXTRA_LINE_COLORS


@pytest.mark.parametrize("kind", color_vision.KINDS)
def test_the_first_eight_classes_and_the_highlight_stay_apart_for_colour_blind_viewers(kind):
    assert len(palette.CLASS_COLORS) == 8
    assert color_vision.smallest_difference(palette.CLASS_COLORS, [palette.CHOSEN_COLOR], kind) >= 15
    extra = palette.EXTRA_CLASS_COLORS
    assert min(color_vision.delta_e(c, palette.CHOSEN_COLOR, kind) for c in extra) >= 15
    assert palette.CHOSEN_COLOR not in palette.ALL_CLASS_COLORS and palette.BAR_COLOR not in palette.ALL_CLASS_COLORS


def test_the_old_palette_would_have_failed_and_the_simulation_keeps_greys():
    deep = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#8c8c8c")
    assert color_vision.smallest_difference(deep, kind="deuteranopia") < 10  # its grey and brown merge
    for kind in color_vision.KINDS:  # a grey stays a grey; red and green merge for the red-green blind
        assert color_vision.delta_e("#808080", "#808080", kind) == 0
    assert color_vision.delta_e("#ff0000", "#00ff00") > 80
    assert color_vision.delta_e("#d55e00", "#009e73", "deuteranopia") < color_vision.delta_e("#d55e00", "#009e73")
