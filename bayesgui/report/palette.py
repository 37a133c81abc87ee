"""Every colour BayesGUI draws with, as hex strings, in one place and without Qt.

The class colours also dress the mixture components of the EM lab (in the lab and in its GIF, whoever draws
it). Each model's line style (a colour and a dash name: "solid", "dash", "dot", "dash-dot", which the Qt layer
maps to its pen styles) is declared on its spec (``ModelSpec.line``); ``model_line`` reads it, and gives a
model that declares none the next colour of ``EXTRA_LINE_COLORS`` in the order of the model registry.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

import numpy as np

from bayesgui.core.array_types import FloatArray
from bayesgui.core.models import registry
from bayesgui.core.models.spec import DASHES as DASHES  # the dash names, declared with the models' ``LineStyle``
from bayesgui.core.models.spec import LineStyle

CLASS_COLORS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#56b4e9", "#332288", "#882255", "#ddcc77")
"""The first eight classes, colour-blind safe: Okabe & Ito's blue, vermillion, bluish green, reddish purple and
sky blue, then Paul Tol's muted indigo, wine and sand (Okabe-Ito's orange and yellow are left out: too near
``CHOSEN_COLOR``; its black too, which vanishes on a dark theme). Under simulated protanopia, deuteranopia and
tritanopia (``color_vision``) any two of them, and any of them and the highlight, differ by ΔE*ab >= 15."""
EXTRA_CLASS_COLORS = ("#44aa99", "#999933", "#cc6677", "#aa4499", "#88ccee", "#117733")
"""Classes 9 to 14: the rest of Tol's muted scheme. They stay apart from the highlight, but not every pair of
them from every one of the first eight for every viewer; a fifteenth class starts the cycle again."""
ALL_CLASS_COLORS = CLASS_COLORS + EXTRA_CLASS_COLORS
COMPONENT_COLORS = ALL_CLASS_COLORS
"""Mixture component k of the EM lab, on screen and in the GIF."""
NEUTRAL_COLOR = "#8c8c8c"
"""Points before EM has given them responsibilities."""
BAR_COLOR = "#a9b4c2"
"""A plain bar of a bar chart (a grey no class wears)."""
CHOSEN_COLOR = "#e6a800"
"""The highlight of the chosen (minimum-risk) action and of its class: a gold no class wears."""
SERIES_COLORS = {"log_loss": CLASS_COLORS[0], "risk": CLASS_COLORS[1], "risk_kept": CLASS_COLORS[2]}
"""The lines of the Evaluate tab's curves that are no class: log-loss, risk, and the risk of the rows kept."""
HEAT_COLORS = ("#f7fbff", "#2171b5")
CHANGED_COLOR = "#ffd54f"
"""A probability-table cell whose count the last incremental update changed (a light amber, off the heat scale)."""
"""The probability heat map, from probability 0 to the table's largest probability."""
DENSITY_COLOR = CLASS_COLORS[0]
"""The hue the EM lab's mixture-density shading tends to where the density is highest."""
REJECT_COLORS = ("#aaaaaa", "#cdcdcd")
"""The two stripes of the reject region's hatching."""
EXTRA_LINE_COLORS = ("#ad1457", "#2e7d32", "#4527a0", "#ef6c00", "#0277bd", "#5d4037")
"""The boundaries of registered models that declare no ``line`` of their own, in registry order."""


def class_color(k: int) -> str:
    """The colour of class ``k``: ``CLASS_COLORS``, then ``EXTRA_CLASS_COLORS``, cycled."""
    return ALL_CLASS_COLORS[k % len(ALL_CLASS_COLORS)]


def component_color(k: int) -> str:
    """The colour of mixture component ``k`` (cycled)."""
    return COMPONENT_COLORS[k % len(COMPONENT_COLORS)]


def model_line(key: str) -> LineStyle:
    """The line style of model ``key``: its spec's ``line``, or for a model that declares none a cycled colour, solid.

    Such models (of the region gallery) cycle through ``EXTRA_LINE_COLORS`` in registry order, so two of them
    differ until the cycle wraps; a key the registry does not know gets a colour from a stable hash of its name.
    """
    specs = registry.specs()
    for spec in specs:
        if spec.key == key and spec.line is not None:
            return spec.line
    new = [spec.key for spec in specs if spec.line is None and spec.regions]
    index = new.index(key) if key in new else zlib.crc32(key.encode("utf-8"))
    return LineStyle(EXTRA_LINE_COLORS[index % len(EXTRA_LINE_COLORS)])


def hex_rgb(color: str) -> tuple[int, int, int]:
    """``"#4c72b0"`` -> (76, 114, 176)."""
    value = color.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def rgb_table(colors: Sequence[str], n: int) -> FloatArray:
    """(n, 3) float RGB (0-255) of the first ``n`` of ``colors``, cycled."""
    return np.array([hex_rgb(colors[k % len(colors)]) for k in range(n)], dtype=np.float64).reshape(n, 3)


def responsibility_rgb(resp: FloatArray) -> FloatArray:
    """(n, 3) float RGB of points with responsibilities ``resp`` (n, K): Σ_k γ_ik · colour_k.

    The EM lab's scatter and the EM GIF both colour their points with this.
    """
    resp = np.asarray(resp, dtype=np.float64)
    rgb: FloatArray = resp @ rgb_table(COMPONENT_COLORS, resp.shape[1])
    return rgb
