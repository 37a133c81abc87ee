"""How a colour looks to a viewer with a colour-vision deficiency, and how far apart two colours look (no Qt).

``simulate(rgb, kind)`` applies Machado, Oliveira & Fernandes (2009)'s matrices at severity 1 (protanopia,
deuteranopia, tritanopia) in linear sRGB; ``delta_e`` is the CIE 1976 colour difference ΔE*ab in CIELAB (D65).
The palette's test uses them: every two class colours, and each class colour and the highlight, stay apart
for all three deficiencies.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from bayesgui.core.array_types import FloatArray

MACHADO_2009 = {
    "protanopia": np.array(
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    ),
    "deuteranopia": np.array(
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    ),
    "tritanopia": np.array(
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    ),
}
"""Severity-1 simulation matrices on linear sRGB (Machado et al. 2009, table of the supplement)."""
KINDS = ("normal", *MACHADO_2009)

_SRGB_TO_XYZ = np.array(
    [[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]]
)
_WHITE_D65 = np.array([0.95047, 1.0, 1.08883])


def hex_to_unit(color: str) -> FloatArray:
    """``"#0072b2"`` -> sRGB in [0, 1]."""
    value = color.lstrip("#")
    return np.array([int(value[i : i + 2], 16) for i in (0, 2, 4)], dtype=np.float64) / 255.0


def to_linear(srgb: FloatArray) -> FloatArray:
    """Gamma-encoded sRGB in [0, 1] -> linear light."""
    srgb = np.asarray(srgb, dtype=np.float64)
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def simulate(srgb: FloatArray, kind: str) -> FloatArray:
    """The linear sRGB (clipped to [0, 1]) that a viewer with ``kind`` ("normal" or a key of ``MACHADO_2009``)
    sees for sRGB ``srgb`` (..., 3) in [0, 1]."""
    linear = to_linear(srgb)
    if kind == "normal":
        return linear
    seen: FloatArray = np.clip(linear @ MACHADO_2009[kind].T, 0.0, 1.0)
    return seen


def linear_to_lab(linear: FloatArray) -> FloatArray:
    """Linear sRGB (..., 3) -> CIELAB (D65)."""
    xyz = np.asarray(linear) @ _SRGB_TO_XYZ.T / _WHITE_D65
    eps, kappa = 216 / 24389, 24389 / 27
    f = np.where(xyz > eps, np.cbrt(xyz), (kappa * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e(a: str, b: str, kind: str = "normal") -> float:
    """CIE76 ΔE*ab between hex colours ``a`` and ``b`` as a viewer with ``kind`` sees them."""
    lab = linear_to_lab(simulate(np.stack([hex_to_unit(a), hex_to_unit(b)]), kind))
    return float(np.linalg.norm(lab[0] - lab[1]))


def smallest_difference(colors: Iterable[str], others: Iterable[str] = (), kind: str = "normal") -> float:
    """The smallest ΔE between two of ``colors``, and between one of ``colors`` and one of ``others``."""
    colors, others = list(colors), list(others)
    pairs = [(a, b) for i, a in enumerate(colors) for b in colors[i + 1 :]] + [(a, b) for a in colors for b in others]
    return min(delta_e(a, b, kind) for a, b in pairs)
