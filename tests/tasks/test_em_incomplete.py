"""The incomplete-data lab's job: frames of the three modes, the chosen parameter, and what a table lacks."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import DataError, Dataset, load_sample
from bayesgui.tasks.em.incomplete import incomplete_frames, run_incomplete
from bayesgui.tasks.progress import Progress


def holes(seed=0):
    rng = np.random.default_rng(seed)
    X = np.vstack([rng.normal([0, 0], 1, (40, 2)), rng.normal([4, 4], 1, (40, 2))])
    X[::6, 0] = np.nan
    return Dataset.from_frame(pd.DataFrame(X, columns=["a", "b"]))


def test_three_coins_frames_follow_li_hang():
    steps = list(run_incomplete(load_sample("three-coins"), "everything"))
    assert isinstance(steps[0], Progress)
    frames = steps[1:]
    assert [f.step for f in frames[:3]] == ["init", "E", "M"]
    assert dict(frames[2].parameters)["q"] == pytest.approx(0.6432, abs=5e-5)
    assert frames[2].formulas and not frames[1].formulas


def test_the_bound_follows_the_chosen_parameter_and_l_never_falls():
    frames = incomplete_frames(holes(), "values", bound_on="α1")
    assert frames[1].curve_parameter == "α1" and frames[1].curve.current == dict(frames[1].parameters)["α1"]
    frames = incomplete_frames(holes(), "values", bound_on="μ2[b]")
    curve = frames[3].curve
    assert curve.current == pytest.approx(dict(frames[3].parameters)["μ2[b]"])
    assert np.all(curve.lower_bound <= curve.log_likelihood + 1e-9)
    history = [f.log_likelihood for f in frames if f.step != "E"]
    assert np.all(np.diff(history) >= -1e-9)
    assert np.isfinite(frames[-1].points).all() and (frames[-1].spread[:, 0] > 0).sum() == 14


@pytest.mark.parametrize(
    ("dataset", "mode", "message"),
    [
        (load_sample("faithful"), "labels", "Choose a target column"),
        (load_sample("three-coins"), "values", "needs two continuous columns"),
        (load_sample("faithful"), "everything", "needs categorical columns"),
    ],
)
def test_what_a_table_lacks_is_said(dataset, mode, message):
    with pytest.raises(DataError, match=message):
        incomplete_frames(dataset, mode)


def test_labels_mode_bound_along_the_prior():
    frame = load_sample("watermelon3").frame.copy()
    frame.loc[[0, 3, 8, 12], "好瓜"] = None
    frames = incomplete_frames(Dataset.from_frame(frame, target="好瓜"), "labels", bound_on="P(是)")
    e_step = frames[1]
    assert e_step.step == "E" and e_step.curve_parameter == "P(是)"
    assert e_step.curve.current == pytest.approx(dict(e_step.parameters)["P(是)"])
    assert e_step.posteriors.shape == (4, 2)
    objective = [f.log_likelihood for f in frames if f.step != "E"]
    assert np.all(np.diff(objective) >= -1e-9)


def test_labels_mode_writes_zhous_q_after_every_m_step():
    frame = load_sample("watermelon3").frame.copy()
    frame.loc[[0, 3, 8, 12], "好瓜"] = None
    frames = incomplete_frames(Dataset.from_frame(frame, target="好瓜"), "labels")
    for f in frames:
        assert bool(f.formulas) == (f.step == "M")
    template, values = frames[2].formulas[0]
    assert "Zhou eq. 7.36" in template and float(values[2]) >= float(values[1])


def test_a_large_table_sends_a_fixed_sample_of_points_to_draw():
    from bayesgui.tasks.em.incomplete import MAX_DRAWN_ROWS

    rng = np.random.default_rng(0)
    X = rng.normal(size=(MAX_DRAWN_ROWS + 5000, 2))
    X[::10, 1] = np.nan
    frames = incomplete_frames(Dataset.from_frame(pd.DataFrame(X, columns=["a", "b"])), "values", max_iter=2)
    assert {len(f.points) for f in frames} == {MAX_DRAWN_ROWS} and all(len(f.spread) == MAX_DRAWN_ROWS for f in frames)
    assert np.isfinite(frames[-1].points).all() and 0 < (frames[-1].spread[:, 1] > 0).sum() < MAX_DRAWN_ROWS
    observed = ~np.isnan(frames[-1].points).any(axis=1)
    assert np.isin(frames[0].points[observed & (frames[0].spread[:, 1] == 0), 0], X[:, 0]).all()  # real rows


def test_a_samples_start_is_used_only_when_it_is_a_latent_class_start_for_these_columns():
    """Found by the random-use test: watermelon 4.0 made categorical started the latent class model from its
    Gaussian start (KeyError: 'tables'). (Three coins keeps Li Hang's start: test_three_coins_frames_follow_li_hang.)"""
    melons = load_sample("watermelon4")
    melons = melons.with_kinds({c: "categorical" for c in melons.columns if melons.kinds[c] == "continuous"})
    frames = incomplete_frames(melons, "everything", k=2)  # a random start, the user's K
    assert frames[0].step == "init" and len(frames) > 2
    assert [name for name, _ in frames[0].parameters if name.startswith("P(z =")] == ["P(z = 1)", "P(z = 2)"]  # K = 2
