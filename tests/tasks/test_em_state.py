"""The EM labs' saved runs: settings and start round-trip through JSON, damaged states are refused by name."""

import json

import pytest

from bayesgui.tasks.em.mixture import EMSettings
from bayesgui.tasks.em.state import IncompleteState, LabState, replay_differs


def test_lab_state_round_trips_through_json():
    settings = EMSettings(("x", "y"), n_components=2, covariance_type="tied", reg_covar=1e-4, seed=9,
                          means=[[1.0, 2.0], [3.5, -1.0]])  # fmt: skip
    state = LabState(settings, init="clicked", restarts=1, index=12, final_log_likelihood=-123.25)
    again = LabState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again == state and again.settings.build().init == {"means": settings.means}


def test_incomplete_state_round_trips_and_defaults():
    state = IncompleteState(mode="everything", bound_on="w1", seed=4, index=3, final_log_likelihood=-6.7)
    assert IncompleteState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert IncompleteState.from_dict({}) == IncompleteState()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"settings": {"columns": []}}, "columns"),
        ({"settings": {"columns": ["x"], "n_components": 0}}, "n_components"),
        ({"settings": {"columns": ["x"], "covariance_type": "round"}}, "covariance_type"),
        ({"settings": {"columns": ["x"], "reg_covar": float("nan")}}, "reg_covar"),
        ({"settings": {"columns": ["x"], "seed": True}}, "seed"),
        ({"settings": {"columns": ["x"], "n_components": 2, "means": [[1.0]]}}, "means"),
        ({"settings": {"columns": ["x"]}, "index": "last"}, "index"),
        ({"settings": "x"}, "settings"),
    ],
)
def test_damaged_lab_states_are_refused(change, message):
    with pytest.raises(ValueError, match=message):
        LabState.from_dict(change)


def test_damaged_incomplete_states_are_refused():
    with pytest.raises(ValueError, match="mode"):
        IncompleteState.from_dict({"mode": "nothing"})
    with pytest.raises(ValueError, match="bound_on"):
        IncompleteState.from_dict({"bound_on": 3})


def test_replay_differs_only_beyond_rounding():
    assert not replay_differs(None, -1.0) and not replay_differs(-10.0, -10.0 * (1 + 1e-12))
    assert replay_differs(-10.0, -10.5)


def test_a_books_start_is_saved_as_the_init_choice_and_old_pi_names_read_as_alpha():
    start = {"weights": [0.5, 0.5], "means": [[0.0, 0.0], [1.0, 1.0]], "covariances": [[[1, 0], [0, 1]]] * 2}
    state = LabState(EMSettings(("x", "y"), n_components=2, start=start), init="book")
    doc = state.to_dict()
    assert "start" not in doc["settings"]  # the lab reads it from the sample again
    assert LabState.from_dict(json.loads(json.dumps(doc))).init == "book"
    assert state.settings.build().init == start
    assert IncompleteState.from_dict({"mode": "values", "bound_on": "π2"}).bound_on == "α2"
