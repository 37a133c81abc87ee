"""EmPlayer: the snapshot history and play / step / back, driven by its QTimer (no numerics, no drawing)."""

from types import SimpleNamespace

import numpy as np
import pytest
from PIL import Image

from bayesgui.core.mixture import GaussianMixture
from bayesgui.qt.em.player import EmPlayer, drawn_rows_only
from bayesgui.tasks.em.mixture import EMSettings, run_em


def snap(iteration: int, step: str, converged: bool = False, resp=None):
    return SimpleNamespace(iteration=iteration, step=step, resp=resp, converged=converged)


def run_of(n_iterations: int, converged: bool = True) -> list:
    """init, E1, M1, ..., En, Mn, each with a distinct responsibilities marker except M (None)."""
    out = [snap(0, "init", resp=np.zeros((1, 1)))]
    for i in range(1, n_iterations + 1):
        out += [snap(i, "E", resp=np.full((1, 1), i)), snap(i, "M", converged and i == n_iterations)]
    return out


@pytest.fixture
def player(qtbot):
    p = EmPlayer()
    yield p
    p.pause()


def where(player) -> tuple:
    current = player.current()
    return (current.step, current.iteration)


def test_steps_wait_for_the_worker_then_show_the_half_step(player):
    snapshots = run_of(3)
    player.step_m()  # nothing yet: the step waits
    assert player.index == -1
    for s in snapshots[:3]:
        player.append(s)
    assert where(player) == ("M", 1)
    player.step_e()
    assert player.index == 2  # E2 has not arrived
    for s in snapshots[3:]:
        player.append(s)
    assert where(player) == ("E", 2)
    player.step_back()
    assert where(player) == ("M", 1)
    player.step_m()
    assert where(player) == ("M", 2)
    assert player.responsibilities()[0, 0] == 2  # an M step keeps its E step's responsibilities


def test_play_walks_every_snapshot_and_reports_convergence(qtbot, player):
    player.set_fps(60)
    snapshots = run_of(4)
    for s in snapshots[:2]:
        player.append(s)
    seen = []
    player.frame_changed.connect(lambda: seen.append(player.index))
    player.play()
    assert player.is_playing
    qtbot.waitUntil(lambda: player.index == 1)
    for s in snapshots[2:]:
        player.append(s)
    player.mark_complete()
    with qtbot.waitSignal(player.finished, timeout=3000):
        pass
    assert seen == list(range(len(snapshots))) and player.converged and not player.is_playing
    assert [s.iteration for s in player.shown() if s.step == "E"] == [1, 2, 3, 4]


def test_a_run_that_stops_without_converging_is_not_converged(qtbot, player):
    for s in run_of(2, converged=False):
        player.append(s)
    player.mark_complete()
    player.seek(player.length - 1)
    assert player.at_end and not player.converged
    player.step_m()  # at the end of a complete run: nothing to wait for
    assert player.at_end


def test_restarts_share_the_position_and_stay_on_their_last_frame(player):
    player.reset(2)
    for s in run_of(3):
        player.append(s, 0)
    for s in run_of(1):
        player.append(s, 1)
    player.seek(5)
    assert where(player) == ("E", 3)
    assert (player.current(1).step, player.current(1).iteration) == ("M", 1)
    assert len(player.shown(1)) == 3


def test_export_renders_each_frame_into_png_files_and_a_gif(qtbot, player, tmp_path):
    for s in run_of(2):
        player.append(s)
    rendered = []

    def render(index: int) -> Image.Image:
        rendered.append(index)
        return Image.new("RGB", (40, 30), (40 * index, 200, 220))

    written = player.export(render, folder=tmp_path / "all", gif=tmp_path / "run.gif")
    assert rendered == [0, 1, 2, 3, 4]
    assert [p.name for p in written[:2]] == ["frame_0001_iter0_init.png", "frame_0002_iter1_E.png"]
    with Image.open(tmp_path / "run.gif") as gif:
        assert gif.n_frames == 5 and gif.info["duration"] == round(1000 / player.fps)
    rendered.clear()
    player.export(render, folder=tmp_path / "m", only_m=True)
    assert rendered == [0, 2, 4]


def test_drawn_rows_only_cuts_responsibilities_once_per_e_step():
    x = np.random.default_rng(0).normal(size=(300, 2))
    rows = np.arange(0, 300, 3)
    settings = EMSettings(columns=("a", "b"), n_components=2, max_iter=5)
    values = [v for v in drawn_rows_only(run_em(x, settings), rows) if hasattr(v, "step")]
    full = list(GaussianMixture(n_components=2, max_iter=5, random_state=0).iter_fit(x))
    assert [v.step for v in values] == [s.step for s in full]
    for cut, whole in zip(values, full, strict=True):
        np.testing.assert_array_equal(cut.resp, whole.resp[rows])
    assert values[2].resp is values[1].resp  # M1 shares E1's cut, as the core shares the array
