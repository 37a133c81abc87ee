"""The EM lab's jobs without Qt: they yield Progress and snapshots, stop at any yield, and never mutate."""

import dataclasses

import numpy as np
import pytest

from bayesgui.core import EMSnapshot
from bayesgui.data import DataError, load_sample
from bayesgui.tasks.em.mixture import EMSettings, bic_aic_curve, em_matrix, em_restarts, run_em
from bayesgui.tasks.progress import Progress


@pytest.fixture(scope="module")
def faithful():
    X, dropped = em_matrix(load_sample("faithful"), ["eruptions", "waiting"])
    assert X.shape == (272, 2) and dropped == 0
    return X


SETTINGS = EMSettings(columns=("eruptions", "waiting"), n_components=2, seed=1)


def drain(generator):
    items = []
    try:
        while True:
            items.append(next(generator))
    except StopIteration as stop:
        return items, stop.value


def test_run_em_yields_progress_then_every_snapshot(faithful):
    items, last = drain(run_em(faithful, SETTINGS))
    assert isinstance(items[0], Progress)
    snapshots = items[1:]
    assert all(isinstance(s, EMSnapshot) for s in snapshots)
    assert [s.step for s in snapshots[:3]] == ["init", "E", "M"] and snapshots[-1] is last and last.converged
    reference = list(SETTINGS.build().iter_fit(faithful))
    assert len(reference) == len(snapshots)
    np.testing.assert_array_equal(reference[-1].params.means, last.params.means)


@pytest.mark.parametrize("stop_after", [0, 1, 2, 5])
def test_run_em_stops_at_any_yield(faithful, stop_after):
    job = run_em(faithful, SETTINGS)
    seen = [next(job) for _ in range(stop_after + 1)]
    job.close()  # what a cancelled worker does
    with pytest.raises(StopIteration):
        next(job)
    assert len(seen) == stop_after + 1


def test_snapshots_stay_as_they_were(faithful):
    snapshots = [s for s in run_em(faithful, SETTINGS) if isinstance(s, EMSnapshot)]
    copies = [(s.params.means.copy(), s.resp.copy(), s.log_likelihood) for s in snapshots]
    for s, (means, resp, total) in zip(snapshots, copies, strict=True):  # later steps did not overwrite them
        np.testing.assert_array_equal(s.params.means, means)
        np.testing.assert_array_equal(s.resp, resp)
        assert s.log_likelihood == total
    with pytest.raises(dataclasses.FrozenInstanceError):
        snapshots[0].step = "M"
    with pytest.raises(ValueError):
        snapshots[0].resp[0, 0] = 1.0


def test_clicked_means_and_restarts(faithful):
    clicked = EMSettings(columns=("eruptions", "waiting"), n_components=2, means=np.array([[2.0, 55.0], [4.5, 80.0]]))
    assert clicked.means == ((2.0, 55.0), (4.5, 80.0)) and hash(clicked)
    first = next(s for s in run_em(faithful, clicked) if isinstance(s, EMSnapshot))
    np.testing.assert_array_equal(first.params.means, [[2.0, 55.0], [4.5, 80.0]])
    with pytest.raises(ValueError, match="one row per component"):
        EMSettings(columns=("a", "b"), n_components=3, means=((0.0, 0.0),))
    several = dataclasses.replace(SETTINGS, n_init=3, n_components=3)
    items, last = drain(run_em(faithful, several))
    assert any(isinstance(i, Progress) and "Restart 3 of 3" in i.message for i in items)
    best = max(range(3), key=lambda r: several.build(several.seed + r).fit(faithful).lower_bound_)
    np.testing.assert_allclose(last.params.means, several.build(several.seed + best).fit(faithful).means_)


def test_restarts_side_by_side(faithful):
    pairs = list(em_restarts(faithful, SETTINGS, seeds=[0, 1, 2]))
    assert [i for i, _ in pairs[:6]] == [0, 1, 2, 0, 1, 2]
    for index, seed in enumerate([0, 1, 2]):
        run = [s for i, s in pairs if i == index]
        alone = list(SETTINGS.build(seed).iter_fit(faithful))
        assert len(run) == len(alone)
        np.testing.assert_array_equal(run[-1].params.means, alone[-1].params.means)


def test_bic_aic_curve(faithful):
    items, curve = drain(bic_aic_curve(faithful, SETTINGS, ks=[1, 2, 3]))
    assert all(isinstance(i, Progress) for i in items) and items[-1].fraction == 1.0
    assert set(curve) == {1, 2, 3}
    model = SETTINGS.build().fit(faithful)
    assert curve[2] == pytest.approx((model.bic(faithful), model.aic(faithful)))
    assert min(curve, key=lambda k: curve[k][0]) == 2  # Old Faithful: two clusters


def test_em_matrix_checks_columns():
    melons = load_sample("watermelon3")
    with pytest.raises(DataError, match="No column named 'x'"):
        em_matrix(melons, ["x"])
    with pytest.raises(DataError, match="not numeric"):
        em_matrix(melons, ["色泽"])
    with pytest.raises(ValueError, match="one column per setting column"):
        next(run_em(np.zeros((5, 3)), SETTINGS))
