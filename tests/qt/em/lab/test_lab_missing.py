"""The EM lab keeps the rows with a missing coordinate: EM fills them in, and they are drawn at their conditional
mean with their conditional spread, moving as the parameters move."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from bayesgui.core.mixture import GaussianMixture
from bayesgui.core.mixture.missing import MissingScorer
from bayesgui.data import Dataset, load_sample
from tests.qt.em.lab.test_lab import open_lab, play_to_end

HOLES = 20


@pytest.fixture
def holed(qtbot, session):
    frame = load_sample("faithful").frame.copy()
    frame.loc[frame.index[::12][:HOLES], "waiting"] = np.nan  # 20 rows without their waiting time
    frame.loc[frame.index[5], "eruptions"] = np.nan
    frame.loc[frame.index[7], ["eruptions", "waiting"]] = np.nan  # nothing to draw: left out
    lab = open_lab(qtbot, session, Dataset.from_frame(frame, target=None))
    yield lab, frame[["eruptions", "waiting"]].to_numpy()
    lab.shutdown()


def test_no_row_is_dropped_for_one_missing_coordinate(qtbot, holed):
    lab, X = holed
    kept = X[~np.isnan(X).all(axis=1)]
    assert len(lab.plots[0].scatter.data) == len(kept) == 271
    title = lab.plots[0].getPlotItem().titleLabel.text
    assert f"{HOLES + 1} rows with a missing value, drawn at their conditional mean" in title
    assert "1 row with a missing value left out" in title  # singular: the English plural forms
    play_to_end(qtbot, lab)
    last = lab.player.history()[-1]
    settings = lab.controls.settings([])
    model = GaussianMixture(2, random_state=settings.seed, max_iter=settings.max_iter, reg_covar=settings.reg_covar)
    model.fit(kept)
    assert last.log_likelihood == pytest.approx(model.score(kept) * len(kept), rel=1e-9)
    np.testing.assert_allclose(last.params.means, model.means_, rtol=1e-9)


def test_incomplete_points_sit_at_their_conditional_mean_with_their_spread(qtbot, holed):
    lab, X = holed
    kept = X[~np.isnan(X).all(axis=1)]
    incomplete = np.isnan(kept).any(axis=1)
    plot = lab.plots[0]
    np.testing.assert_allclose(plot.scatter.data["x"][~incomplete], kept[~incomplete, 0])
    assert len(plot.spread_data()[0]) == 0  # before a run: no spread
    play_to_end(qtbot, lab)
    params, resp = lab.player.history()[-1].params, lab.player.responsibilities()
    expected, spread = MissingScorer(kept).filled_points(params.means, params.covariances, resp)
    shown = np.column_stack([plot.scatter.data["x"], plot.scatter.data["y"]])
    np.testing.assert_allclose(shown, expected, rtol=1e-12)
    np.testing.assert_allclose(shown[~incomplete], kept[~incomplete])  # complete rows never move
    centres, half = plot.spread_data()
    np.testing.assert_allclose(centres, expected[incomplete])
    np.testing.assert_allclose(half, spread[incomplete])
    assert (half[np.isnan(kept[incomplete])] > 0).all() and (half[~np.isnan(kept[incomplete])] == 0).all()
    qtbot.mouseClick(lab.controls.back_button, Qt.MouseButton.LeftButton)  # stepping back moves them back
    qtbot.mouseClick(lab.controls.back_button, Qt.MouseButton.LeftButton)
    lab.player.seek(2)
    moved = np.column_stack([plot.scatter.data["x"], plot.scatter.data["y"]])
    assert not np.allclose(moved[incomplete], shown[incomplete])
    assert plot.scatter.point_rgb().shape == (len(kept), 3)
