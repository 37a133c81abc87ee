"""An animated GIF of an EM run, drawn headless with Pillow (no Qt): the start, then one frame per M step.

Each frame shows the points coloured by their responsibilities (a mix of the component colours), the
1-sigma and 2-sigma ellipses of every component (for d > 2: of the first two columns' marginals), and
the iteration and log-likelihood. With one column the points are a rug under the mixture's density
curve and its weighted components. Kept small: at most 400 x 400 pixels, 60 frames, 2000 points.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from bayesgui.core.mixture import EMSnapshot, MixtureParams, covariance_ellipse, mixture_density_1d

PALETTE = np.array(
    [(31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189), (140, 86, 75), (227, 119, 194),
     (127, 127, 127), (188, 189, 34), (23, 190, 207)],
    dtype=np.float64,
)  # fmt: skip
MARGIN = 24


class EMGifRecorder:
    """Collect the frames of a run (``add`` every snapshot), then ``save`` the GIF.

    Parameters
    ----------
    X : ndarray of shape (n_samples, d)
        The data EM runs on.
    size : int, default=400
        Width and height of the image in pixels.
    max_points : int, default=2000
        Points drawn (a fixed random subsample when there are more).
    seed : int, default=0
    """

    def __init__(self, X: np.ndarray, size: int = 400, max_points: int = 2000, seed: int = 0):
        self.size = min(int(size), 400)
        rng = np.random.default_rng(seed)
        n = X.shape[0]
        self.rows = np.sort(rng.choice(n, max_points, replace=False)) if n > max_points else np.arange(n)
        self.points = np.asarray(X, dtype=np.float64)[self.rows, :2]
        self.jitter = rng.uniform(0.0, 1.0, self.rows.size)
        low, high = X[:, :2].min(axis=0), X[:, :2].max(axis=0)
        pad = np.where(high > low, 0.05 * (high - low), 1.0)
        self.low, self.high = low - pad, high + pad
        self.frames: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray, float]] = []

    def add(self, snapshot: EMSnapshot) -> None:
        """Keep the "init" and every "M" snapshot (E snapshots are ignored).

        An M frame colours the points by the responsibilities its parameters were estimated from.
        """
        if snapshot.step in ("init", "M"):
            p = snapshot.params
            resp = np.array(snapshot.resp[self.rows])
            self.frames.append((snapshot.iteration, p.weights, p.means, p.covariances, resp, snapshot.log_likelihood))

    def save(self, path, max_frames: int = 60, duration_ms: int = 250) -> int:
        """Write the GIF; returns the number of frames."""
        keep = np.unique(np.linspace(0, len(self.frames) - 1, min(max_frames, len(self.frames))).round().astype(int))
        images = [self._render(self.frames[i]) for i in keep]
        images[0].save(path, save_all=True, append_images=images[1:], duration=duration_ms, loop=0, optimize=True)
        return len(images)

    # ------------------------------------------------------------------ drawing
    def _pixels(self, xy: np.ndarray) -> np.ndarray:
        span = self.size - 2 * MARGIN
        unit = (xy - self.low) / (self.high - self.low)
        return np.column_stack([MARGIN + unit[:, 0] * span, self.size - MARGIN - unit[:, 1] * span])

    def _render(self, frame) -> Image.Image:
        iteration, weights, means, covs, resp, log_likelihood = frame
        image = Image.new("RGB", (self.size, self.size), "white")
        draw = ImageDraw.Draw(image)
        k = weights.size
        colours = PALETTE[np.arange(k) % len(PALETTE)]
        point_colours = np.clip(resp @ colours, 0, 255).astype(int)
        if self.points.shape[1] >= 2:
            self._scatter_2d(draw, means, covs, point_colours, colours)
        else:
            self._curves_1d(draw, weights, means, covs, point_colours, colours)
        draw.text((6, 4), f"iteration {iteration}   log-likelihood {log_likelihood:.6g}", fill="black")
        return image

    def _scatter_2d(self, draw, means, covs, point_colours, colours) -> None:
        for (x, y), c in zip(self._pixels(self.points), point_colours, strict=True):
            draw.rectangle([x - 1, y - 1, x + 1, y + 1], fill=tuple(c))
        for k in range(means.shape[0]):
            colour = tuple(int(v) for v in colours[k])
            for n_sigma in (1.0, 2.0):
                outline = self._pixels(covariance_ellipse(means[k, :2], covs[k, :2, :2], n_sigma, 48))
                draw.line([tuple(p) for p in outline], fill=colour, width=2 if n_sigma == 1.0 else 1)
            cx, cy = self._pixels(means[k, None, :2])[0]
            draw.line([(cx - 4, cy), (cx + 4, cy)], fill="black")
            draw.line([(cx, cy - 4), (cx, cy + 4)], fill="black")

    def _curves_1d(self, draw, weights, means, covs, point_colours, colours) -> None:
        xs = np.linspace(self.low[0], self.high[0], 200)
        mixture, parts = mixture_density_1d(MixtureParams(weights, means, covs), xs)
        top = max(float(mixture.max()), 1e-300)
        span = self.size - 2 * MARGIN
        px = MARGIN + (xs - self.low[0]) / (self.high[0] - self.low[0]) * span
        base = self.size - MARGIN - 0.2 * span
        for curve, colour in [*zip(parts, colours, strict=True), (mixture, np.zeros(3))]:
            py = base - curve / top * 0.75 * span
            draw.line(list(zip(px.tolist(), py.tolist(), strict=True)), fill=tuple(int(v) for v in colour), width=2)
        xs_points = self._pixels(np.column_stack([self.points[:, 0], self.points[:, 0]]))[:, 0]
        for x, j, c in zip(xs_points, self.jitter, point_colours, strict=True):
            y = base + 6 + j * 0.15 * span
            draw.rectangle([x - 1, y - 1, x + 1, y + 1], fill=tuple(c))
