"""An animated GIF of an EM run on incomplete data (the incomplete-data lab's export), drawn with Pillow.

A frame shows, on top, L and the lower bound B along the chosen parameter (B touching L at θ⁽ᵗ⁾, a line at
θ⁽ᵗ⁾ and a dotted one at B's maximum); below, the rows' class posteriors as bars, or the points with each
missing coordinate at its conditional mean and a segment of ± one conditional standard deviation. The caption
holds numbers and symbols only (t, E/M, L), so the GIF reads the same in every language.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Protocol

import numpy as np
from numpy.typing import ArrayLike
from PIL import Image, ImageDraw

from bayesgui.core.array_types import FloatArray
from bayesgui.core.incomplete.lower_bound import BoundCurve
from bayesgui.report.em.gif import MAX_FRAMES, save_gif
from bayesgui.report.palette import class_color, hex_rgb

SIZE = 400
MARGIN = 20
PAPER, INK = "white", "black"
#: a drawing box: (left, top, right, bottom) in pixels
_Box = tuple[float, float, float, float]


class Frame(Protocol):
    """What a frame shows (``bayesgui.tasks.em.incomplete.IncompleteFrame``, a layer above: described, not imported)."""

    iteration: int
    step: str
    log_likelihood: float
    curve: BoundCurve | None
    posteriors: FloatArray | None
    points: FloatArray | None
    spread: FloatArray | None


def _scale(values: ArrayLike, low: float, high: float, start: float, length: float) -> FloatArray:
    """Map ``values`` in [low, high] to pixels start .. start + length."""
    span = high - low if high > low else 1.0
    pixels: FloatArray = start + (np.asarray(values, dtype=np.float64) - low) / span * length
    return pixels


def render_incomplete(frame: Frame, size: int = SIZE) -> Image.Image:
    """The picture of one ``IncompleteFrame`` (see :mod:`bayesgui.tasks.em.incomplete`), ``size`` pixels square."""
    image = Image.new("RGB", (size, size), PAPER)
    draw = ImageDraw.Draw(image)
    draw.text((6, 4), f"t = {frame.iteration}   {frame.step}   L = {frame.log_likelihood:.6g}", fill=INK)
    half = (size - 2 * MARGIN) // 2
    top = (MARGIN, MARGIN, size - MARGIN, MARGIN + half - 6)
    bottom = (MARGIN, MARGIN + half + 6, size - MARGIN, size - MARGIN)
    if frame.curve is not None:
        _bound(draw, frame.curve, top)
        _rows(draw, frame, bottom)
    else:
        _rows(draw, frame, (MARGIN, MARGIN, size - MARGIN, size - MARGIN))
    return image


def _bound(draw: ImageDraw.ImageDraw, curve: BoundCurve, box: _Box) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle(box, outline=INK)
    finite = np.isfinite(curve.lower_bound)
    low = float(np.min(curve.lower_bound[finite])) if finite.any() else 0.0
    high = float(np.max(curve.log_likelihood))
    low = max(low, high - 3 * (high - float(np.min(curve.log_likelihood))) - 1e-9)  # keep L's shape readable
    xs = _scale(curve.values, curve.values[0], curve.values[-1], x0, x1 - x0)
    for ys, colour in ((curve.log_likelihood, class_color(0)), (curve.lower_bound, class_color(1))):
        clipped = np.clip(ys, low, high)
        points = list(zip(xs, y1 - (_scale(clipped, low, high, 0, y1 - y0)), strict=True))
        draw.line(points, fill=hex_rgb(colour), width=2)
    mark: str | tuple[int, int, int]
    for value, mark, dotted in ((curve.current, INK, False), (curve.best, hex_rgb(class_color(1)), True)):
        x = float(_scale(value, curve.values[0], curve.values[-1], x0, x1 - x0))
        for y in range(int(y0), int(y1), 6 if dotted else 1):
            draw.line([(x, y), (x, min(y + 3 if dotted else y + 1, y1))], fill=mark)


def _rows(draw: ImageDraw.ImageDraw, frame: Frame, box: _Box) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle(box, outline=INK)
    if frame.posteriors is not None and len(frame.posteriors):
        share = frame.posteriors[:, 0]
        width = (x1 - x0) / share.size
        for i, p in enumerate(share):
            left = x0 + i * width
            draw.rectangle((left + 1, y1 - p * (y1 - y0), left + width - 1, y1), fill=hex_rgb(class_color(0)))
        return
    if frame.points is None or frame.spread is None:  # (the points come with their spread)
        return
    points, spread = frame.points, frame.spread
    low, high = points.min(axis=0), points.max(axis=0)
    px = _scale(points[:, 0], low[0], high[0], x0 + 4, x1 - x0 - 8)
    py = y1 - 4 - _scale(points[:, 1], low[1], high[1], 0, y1 - y0 - 8)
    sx = spread[:, 0] / max(high[0] - low[0], 1e-300) * (x1 - x0 - 8)
    sy = spread[:, 1] / max(high[1] - low[1], 1e-300) * (y1 - y0 - 8)
    filled = np.any(spread > 0, axis=1)
    for x, y, dx, dy, f in zip(px, py, sx, sy, filled, strict=True):
        colour = hex_rgb(class_color(1 if f else 0))
        if f:
            draw.line([(x - dx, y), (x + dx, y)], fill=colour)
            draw.line([(x, y - dy), (x, y + dy)], fill=colour)
        draw.ellipse((x - 2, y - 2, x + 2, y + 2), fill=colour)


def save_incomplete_gif(frames: Sequence[Frame], path: str | os.PathLike[str], max_frames: int = MAX_FRAMES) -> int:
    """Write every frame (thinned evenly to ``max_frames``) as a looping GIF; returns the number written."""
    n = len(frames)
    if n == 0:
        raise ValueError("There is no run to export; run EM first.")
    keep = np.unique(np.linspace(0, n - 1, min(max_frames, n)).round().astype(int))
    return save_gif((render_incomplete(frames[i]) for i in keep), path)
