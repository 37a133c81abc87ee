"""The EM frame renderer and the GIF recorder: palette colours, blank and tiled frames, the 1-D view, thinning."""

import numpy as np
import pytest
from PIL import Image

from bayesgui.core.mixture import GaussianMixture
from bayesgui.data import load_sample
from bayesgui.report.em.frames import EMFrameRenderer
from bayesgui.report.em.gif import EMGifRecorder
from bayesgui.report.palette import COMPONENT_COLORS, NEUTRAL_COLOR, hex_rgb


@pytest.fixture(scope="module")
def faithful():
    return load_sample("faithful").frame[["eruptions", "waiting"]].to_numpy(dtype=float)


@pytest.fixture(scope="module")
def run(faithful):
    return list(GaussianMixture(2, random_state=0, max_iter=5).iter_fit(faithful))


def colours(image: Image.Image) -> set[tuple[int, int, int]]:
    return {rgb for _, rgb in image.convert("RGB").getcolors(maxcolors=1 << 20)}


def test_ellipses_wear_the_component_colours(faithful, run):
    image = EMFrameRenderer(faithful).render(run[-1])
    assert image.size == (400, 400)
    assert {hex_rgb(c) for c in COMPONENT_COLORS[:2]} <= colours(image)
    assert hex_rgb(COMPONENT_COLORS[2]) not in colours(image)  # K = 2


def test_points_without_responsibilities_are_grey(faithful):
    image = EMFrameRenderer(faithful).render(None)
    assert colours(image) == {(255, 255, 255), hex_rgb(NEUTRAL_COLOR)}


def test_runs_are_tiled_two_a_row(faithful, run):
    renderer = EMFrameRenderer(faithful, size=200)
    assert renderer.render_runs([(run[-1], None)]).size == (200, 200)
    assert renderer.render_runs([(run[-1], None)] * 2).size == (400, 200)
    assert renderer.render_runs([(run[-1], None)] * 3).size == (400, 400)


def test_many_points_are_subsampled_and_resp_cut_to_them(run):
    x = np.random.default_rng(1).normal(size=(5000, 2))
    renderer = EMFrameRenderer(x, max_points=300)
    assert renderer.rows.size == 300 and renderer.points.shape == (300, 2)
    resp = np.tile([1.0, 0.0], (5000, 1))
    np.testing.assert_array_equal(renderer.drawn(resp), resp[renderer.rows])


def test_one_column_draws_curves_and_a_rug(faithful, tmp_path):
    x = faithful[:, :1]
    snapshots = list(GaussianMixture(2, random_state=0, tol=0.0, max_iter=80).iter_fit(x))
    recorder = EMGifRecorder(x)
    for snapshot in snapshots:
        recorder.add(snapshot)
    assert len(recorder.frames) == 81  # the start and 80 M steps
    assert recorder.save(tmp_path / "em.gif") == 60
    with Image.open(tmp_path / "em.gif") as gif:
        assert gif.n_frames == 60 and gif.size == (400, 400)
    image = recorder.renderer.render_drawn(*recorder.frames[-1])
    assert {hex_rgb(c) for c in COMPONENT_COLORS[:2]} <= colours(image)
