"""The incomplete-data GIF frames: the bound on top, posteriors as bars, filled points with their spread."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import Dataset, load_sample
from bayesgui.report.em.incomplete_gif import render_incomplete, save_incomplete_gif
from bayesgui.report.palette import class_color, hex_rgb
from bayesgui.tasks.em.incomplete import incomplete_frames


def colours(image) -> set:
    return {rgb for _, rgb in image.getcolors(maxcolors=1 << 16)}


def test_three_coins_frame_draws_both_curves():
    frames = incomplete_frames(load_sample("three-coins"), "everything")
    image = render_incomplete(frames[1])
    assert image.size == (400, 400)
    assert {hex_rgb(class_color(0)), hex_rgb(class_color(1))} <= colours(image)


def test_missing_values_frame_marks_the_filled_points(tmp_path):
    rng = np.random.default_rng(1)
    X = rng.normal(size=(50, 2))
    X[::5, 0] = np.nan
    frames = incomplete_frames(Dataset.from_frame(pd.DataFrame(X, columns=["a", "b"])), "values")
    assert hex_rgb(class_color(1)) in colours(render_incomplete(frames[-1]))
    assert save_incomplete_gif(frames, tmp_path / "values.gif", max_frames=5) == 5
    with pytest.raises(ValueError, match="run EM first"):
        save_incomplete_gif([], tmp_path / "none.gif")
