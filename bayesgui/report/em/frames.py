"""Pictures of an EM run, drawn headless with Pillow (no Qt): one image per snapshot, in the palette's colours.

A frame shows the points coloured by their responsibilities (Σ_k γ_ik · colour_k, ``palette.responsibility_rgb``,
as in the EM lab), the 1-sigma and 2-sigma ellipses of every component (for d > 2: of the first two columns'
marginals) with a cross at each mean, and the iteration and log-likelihood. With one column the points are a
rug under the mixture's density curve and its weighted components. The CLI's GIF (``em_gif.EMGifRecorder``)
and the EM lab's export both draw with ``EMFrameRenderer``.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from PIL import Image, ImageDraw

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.mixture import EMSnapshot, MixtureParams, covariance_ellipse, mixture_density_1d
from bayesgui.report.palette import COMPONENT_COLORS, NEUTRAL_COLOR, hex_rgb, responsibility_rgb, rgb_table

MAX_SIZE = 400
MARGIN = 24
PAPER, INK = "white", "black"
TILE_COLUMNS = 2


class EMFrameRenderer:
    """Draw snapshots of an EM run on ``X`` (``render``), or of several runs side by side (``render_runs``).

    Parameters
    ----------
    X : ndarray of shape (n_samples, d)
        The data EM runs on (the rows the responsibilities refer to).
    size : int, default=400
        Width and height of one frame in pixels (at most 400).
    max_points : int, default=2000
        Points drawn (a fixed random subsample when there are more).
    seed : int, default=0
        Seeds the subsample and the rug's jitter.
    """

    def __init__(self, X: FloatArray, size: int = MAX_SIZE, max_points: int = 2000, seed: int = 0) -> None:
        X = np.asarray(X, dtype=np.float64)
        self.size = min(int(size), MAX_SIZE)
        rng = np.random.default_rng(seed)
        n = X.shape[0]
        self.rows = np.sort(rng.choice(n, max_points, replace=False)) if n > max_points else np.arange(n)
        self.points = X[self.rows, :2]
        self.jitter = rng.uniform(0.0, 1.0, self.rows.size)
        low, high = X[:, :2].min(axis=0), X[:, :2].max(axis=0)
        pad = np.where(high > low, 0.05 * (high - low), 1.0)
        self.low, self.high = low - pad, high + pad

    def drawn(self, resp: FloatArray | None) -> FloatArray | None:
        """The rows of ``resp`` (responsibilities of every row of X) that belong to the drawn points."""
        return None if resp is None else np.take(resp, self.rows, axis=0)

    def render(self, snapshot: EMSnapshot | None, resp: FloatArray | None = None) -> Image.Image:
        """The frame of ``snapshot``, its points coloured by ``resp`` (rows of X; default ``snapshot.resp``)."""
        return self.render_drawn(snapshot, self.drawn(snapshot.resp if resp is None and snapshot is not None else resp))

    def render_drawn(self, snapshot: EMSnapshot | None, drawn_resp: FloatArray | None) -> Image.Image:
        """The frame of ``snapshot`` with the drawn points' responsibilities ``drawn_resp`` (see ``drawn``).

        Without a snapshot: the points alone; without responsibilities: grey points.
        """
        image = Image.new("RGB", (self.size, self.size), PAPER)
        draw = ImageDraw.Draw(image)
        if drawn_resp is None:
            point_colours = np.tile(hex_rgb(NEUTRAL_COLOR), (self.rows.size, 1))
        else:
            point_colours = np.clip(responsibility_rgb(drawn_resp), 0, 255).astype(int)
        if snapshot is None:
            self._dots(draw, self._point_pixels(), point_colours)
            return image
        p = snapshot.params
        colours = rgb_table(COMPONENT_COLORS, p.weights.size).astype(int)
        if self.points.shape[1] >= 2:
            self._scatter_2d(draw, p.means, p.covariances, point_colours, colours)
        else:
            self._curves_1d(draw, p, point_colours, colours)
        text = f"iteration {snapshot.iteration}   log-likelihood {snapshot.log_likelihood:.6g}"
        draw.text((6, 4), text, fill=INK)
        return image

    def render_runs(self, frames: Iterable[tuple[EMSnapshot | None, FloatArray | None]]) -> Image.Image:
        """Several runs side by side (``TILE_COLUMNS`` a row): ``frames`` holds one (snapshot, resp) per run."""
        images = [self.render(snapshot, resp) for snapshot, resp in frames]
        if len(images) == 1:
            return images[0]
        columns = min(TILE_COLUMNS, len(images))
        rows = -(-len(images) // columns)
        sheet = Image.new("RGB", (columns * self.size, rows * self.size), PAPER)
        for i, image in enumerate(images):
            sheet.paste(image, ((i % columns) * self.size, (i // columns) * self.size))
        return sheet

    # ------------------------------------------------------------------ drawing
    def _pixels(self, xy: FloatArray) -> FloatArray:
        span = self.size - 2 * MARGIN
        unit = (xy - self.low) / (self.high - self.low)
        return np.column_stack([MARGIN + unit[:, 0] * span, self.size - MARGIN - unit[:, 1] * span])

    def _point_pixels(self) -> FloatArray:
        """Where the points go: the scatter (2-D), or the jittered rug under the curves (1-D)."""
        if self.points.shape[1] >= 2:
            return self._pixels(self.points)
        span = self.size - 2 * MARGIN
        x = self._pixels(np.column_stack([self.points[:, 0], self.points[:, 0]]))[:, 0]
        return np.column_stack([x, self._baseline() + 6 + self.jitter * 0.15 * span])

    def _baseline(self) -> float:
        return self.size - MARGIN - 0.2 * (self.size - 2 * MARGIN)

    @staticmethod
    def _dots(draw: ImageDraw.ImageDraw, pixels: FloatArray, colours: IntArray) -> None:
        for (x, y), c in zip(pixels, colours, strict=True):
            draw.rectangle([x - 1, y - 1, x + 1, y + 1], fill=tuple(int(v) for v in c))

    def _scatter_2d(
        self,
        draw: ImageDraw.ImageDraw,
        means: FloatArray,
        covs: FloatArray,
        point_colours: IntArray,
        colours: IntArray,
    ) -> None:
        self._dots(draw, self._point_pixels(), point_colours)
        for k in range(means.shape[0]):
            colour = tuple(int(v) for v in colours[k])
            for n_sigma in (1.0, 2.0):
                outline = self._pixels(covariance_ellipse(means[k, :2], covs[k, :2, :2], n_sigma, 48))
                draw.line([tuple(p) for p in outline], fill=colour, width=2 if n_sigma == 1.0 else 1)
            cx, cy = self._pixels(means[k, None, :2])[0]
            draw.line([(cx - 4, cy), (cx + 4, cy)], fill=INK)
            draw.line([(cx, cy - 4), (cx, cy + 4)], fill=INK)

    def _curves_1d(
        self, draw: ImageDraw.ImageDraw, params: MixtureParams, point_colours: IntArray, colours: IntArray
    ) -> None:
        xs = np.linspace(self.low[0], self.high[0], 200)
        mixture, parts = mixture_density_1d(params, xs)
        top = max(float(mixture.max()), 1e-300)
        span = self.size - 2 * MARGIN
        px = MARGIN + (xs - self.low[0]) / (self.high[0] - self.low[0]) * span
        for curve, colour in [*zip(parts, colours, strict=True), (mixture, (0, 0, 0))]:
            py = self._baseline() - curve / top * 0.75 * span
            draw.line(list(zip(px.tolist(), py.tolist(), strict=True)), fill=tuple(int(v) for v in colour), width=2)
        self._dots(draw, self._point_pixels(), point_colours)
