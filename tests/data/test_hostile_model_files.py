"""Model and project files that were damaged or crafted: a DataError that blames the file, never a crash."""

import json
import os
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bayesgui.data import DataError, load_sample
from bayesgui.data.saved.model_file import TrainedModel, load_model, save_model
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.saved.project_file import Project

# BAYESGUI_FUZZ_EXAMPLES=10000 runs a longer search (without the time limit).
FUZZ_EXAMPLES = int(os.environ.get("BAYESGUI_FUZZ_EXAMPLES", "150"))
pytestmark = pytest.mark.timeout(60 if FUZZ_EXAMPLES <= 1000 else 0)


@pytest.fixture(scope="module")
def saved():
    arrays = load_sample("watermelon3").to_arrays()
    settings = ModelSettings()
    estimator = settings.build(arrays.schema).fit(arrays.X, arrays.y)
    return TrainedModel(arrays.schema, settings, estimator).to_json()


def _write(tmp_path, document) -> str:
    path = tmp_path / "model.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document), encoding="utf-8")
    return str(path)


def _edit(document, change):
    document = json.loads(json.dumps(document))
    change(document)
    return document


def _first_part(document):
    return document["estimator"]["state"]["parts"][0]


BREAKAGES = {
    "deep nesting": ("[" * 50000 + "]" * 50000, "nested"),
    "NaN statistic": (None, "not a number"),
    "overflowing number": (None, "too large"),
    "schema is a list": (lambda d: d.__setitem__("schema", []), "should be an object"),
    "features not a list": (lambda d: d["schema"].__setitem__("features", "x"), "should be a list"),
    "feature kind unknown": (lambda d: d["schema"]["features"][0].__setitem__("kind", "weird"), "unknown kind"),
    "state is text": (lambda d: d["estimator"].__setitem__("state", "x"), "should be an object"),
    "class list too short": (lambda d: d["schema"].__setitem__("classes", ["是"]), "do not match"),
    "negative count": (lambda d: _first_part(d)["class_count_"].__setitem__(0, -5), "negative"),
    "text statistic": (lambda d: _first_part(d)["class_count_"].__setitem__(0, "x"), "not numbers"),
    "method replaced": (lambda d: d["estimator"]["state"].__setitem__("predict", 1), "damaged"),
    "class unknown": (lambda d: d["estimator"].__setitem__("class", "\x1b[31mEvil"), "cannot read"),
}


@pytest.mark.parametrize("case", list(BREAKAGES))
def test_a_damaged_model_file_is_refused_by_name(saved, tmp_path, case):
    change, words = BREAKAGES[case]
    if case == "NaN statistic":
        document = json.dumps(saved).replace('"class_count_": [', '"class_count_": [NaN, ', 1)
    elif case == "overflowing number":
        document = json.dumps(saved).replace('"class_count_": [', '"class_count_": [1e999, ', 1)
    elif isinstance(change, str):
        document = change
    else:
        document = _edit(saved, change)
    with pytest.raises(DataError, match=words) as error:
        load_model(_write(tmp_path, document))
    assert "model.json" in str(error.value) and "\x1b" not in str(error.value)


@pytest.mark.skipif(sys.platform == "win32", reason="/dev/zero and FIFOs are POSIX")
def test_a_model_file_that_is_a_device_or_a_fifo_is_refused(tmp_path):
    with pytest.raises(DataError, match="device"):
        load_model("/dev/zero")
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(DataError, match="pipe"):
        load_model(tmp_path / "pipe.json")


def test_a_huge_model_file_is_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:  # sparse: no disk used
        fh.truncate(300 * 1024 * 1024)
    with pytest.raises(DataError, match="too large"):
        load_model(path)


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzzed_model_files_load_or_raise_data_error(saved, tmp_path, data):
    """Replace one value anywhere in a real model file by anything JSON can hold."""
    document = json.loads(json.dumps(saved))
    node, _key = document, None
    for _ in range(data.draw(st.integers(1, 6))):
        children = list(node.items()) if isinstance(node, dict) else list(enumerate(node))
        if not children:
            break
        _key, child = data.draw(st.sampled_from(children))
        if not isinstance(child, dict | list):
            break
        node = child if isinstance(child, dict | list) else node
    value = data.draw(
        st.recursive(
            st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False, allow_infinity=False)
            | st.text(max_size=5),
            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
            max_leaves=6,
        )
    )
    if isinstance(node, dict) and node:
        node[data.draw(st.sampled_from(sorted(node)))] = value
    elif isinstance(node, list) and node:
        node[data.draw(st.integers(0, len(node) - 1))] = value
    try:
        model = load_model(_write(tmp_path, document))
    except DataError:
        return
    X = np.zeros((1, model.schema.n_features))
    with np.errstate(all="ignore"):
        try:
            model.estimator.predict_proba(X)
        except ValueError:
            pass


def _project(tmp_path, **changes) -> str:
    document = {"format": "bayesgui-project", "version": 1, "sample": "watermelon3", "data": None,
                "kinds": {}, "target": None, "loss": None, "settings": {}}
    document.update(changes)
    path = tmp_path / "p.bayesgui"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"kinds": []}, "should be an object"),
        ({"kinds": {"a": 3}}, "should be text"),
        ({"data": "x.csv"}, "should be an object"),
        ({"data": {"path": 5}}, "should be text"),
        ({"loss": {"values": "x", "classes": [], "actions": []}}, "should be a list"),
        ({"settings": [1]}, "should be an object"),
        ({"target": {"x": 1}}, "should be text"),
    ],
)
def test_a_damaged_project_file_is_refused_by_name(tmp_path, changes, words):
    with pytest.raises(DataError, match=words) as error:
        Project.load(_project(tmp_path, **changes))
    assert "p.bayesgui" in str(error.value)


def test_a_model_saved_then_read_keeps_working(saved, tmp_path):
    path = tmp_path / "m.json"
    save_model(path, TrainedModel.from_json(saved))
    assert load_model(path).class_names == ("是", "否")
