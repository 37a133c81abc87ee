"""An animated GIF of an EM run: ``EMGifRecorder`` keeps the start and every M step, ``save_gif`` writes frames.

The frames are ``em_frames.EMFrameRenderer``'s (the EM lab exports with the same renderer, so the CLI's GIF
and the lab's wear the same colours). Kept small: at most 400 x 400 pixels, 60 frames, 2000 points.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

import numpy as np
from PIL import Image

from bayesgui.core.array_types import FloatArray
from bayesgui.core.mixture import EMSnapshot
from bayesgui.report.em.frames import EMFrameRenderer

MAX_FRAMES = 60
DURATION_MS = 250


def gif_frame(image: Image.Image) -> Image.Image:
    """``image`` with an adaptive palette of 256 colours, as a GIF stores it (a third of the RGB memory)."""
    return image if image.mode == "P" else image.convert("P", palette=Image.Palette.ADAPTIVE)


def save_gif(images: Iterable[Image.Image], path: str | os.PathLike[str], duration_ms: int = DURATION_MS) -> int:
    """Write Pillow ``images`` as an endlessly looping GIF at ``duration_ms`` a frame; returns their number."""
    images = [gif_frame(image) for image in images]
    images[0].save(str(path), save_all=True, append_images=images[1:], duration=duration_ms, loop=0, optimize=True)
    return len(images)


class EMGifRecorder:
    """Collect the frames of a run (``add`` every snapshot), then ``save`` the GIF.

    Parameters
    ----------
    X : ndarray of shape (n_samples, d)
        The data EM runs on.
    size, max_points, seed
        As ``EMFrameRenderer``'s.
    """

    def __init__(self, X: FloatArray, size: int = 400, max_points: int = 2000, seed: int = 0) -> None:
        self.renderer = EMFrameRenderer(X, size, max_points, seed)
        self.frames: list[tuple[EMSnapshot, FloatArray | None]] = []

    def add(self, snapshot: EMSnapshot) -> None:
        """Keep the "init" and every "M" snapshot (E snapshots are ignored).

        An M frame colours the points by the responsibilities its parameters were estimated from. Only the
        drawn rows of the responsibilities are kept.
        """
        if snapshot.step in ("init", "M"):
            self.frames.append((snapshot, self.renderer.drawn(snapshot.resp)))

    def save(self, path: str | os.PathLike[str], max_frames: int = MAX_FRAMES, duration_ms: int = DURATION_MS) -> int:
        """Write the GIF, thinned evenly to ``max_frames``; returns the number of frames."""
        n = len(self.frames)
        keep = np.unique(np.linspace(0, n - 1, min(max_frames, n)).round().astype(int))
        return save_gif((self.renderer.render_drawn(*self.frames[i]) for i in keep), path, duration_ms)
