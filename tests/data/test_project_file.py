"""Project files restore the data, kinds, target, loss matrix and settings, and notice changed data."""

import shutil

import pytest

from bayesgui.core import LossMatrix
from bayesgui.data import DataError, load_dataset, load_sample
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.saved.project_file import Project
from bayesgui.paths import resource


@pytest.fixture
def melon_copy(tmp_path):
    data = tmp_path / "data" / "melons.csv"
    data.parent.mkdir()
    shutil.copy(resource("datasets", "watermelon3.csv"), data)
    return data


def test_round_trip_with_a_data_file(tmp_path, melon_copy):
    dataset = load_dataset(melon_copy).with_kind("密度", "ignore").with_target("好瓜")
    loss = LossMatrix.from_decisions([[0, 5], [1, 0]], ("是", "否"), reject_cost=0.25)
    settings = ModelSettings(alpha=0.5, variance="unbiased", prior_alpha=1)
    path = tmp_path / "work" / "lesson.bayesgui"
    path.parent.mkdir()
    Project.capture(dataset, settings, loss).save(path)
    assert "../data/melons.csv" in path.read_text(encoding="utf-8")  # relative to the project
    project = Project.load(path)
    assert project.settings == settings and not project.data_changed()
    assert project.loss.values.tolist() == loss.values.tolist() and project.loss.has_reject
    reopened = project.open_dataset()
    assert dict(reopened.kinds) == dict(dataset.kinds) and reopened.target == "好瓜"
    assert reopened.frame.equals(dataset.frame)


def test_changed_data_is_detected(tmp_path, melon_copy):
    path = tmp_path / "p.bayesgui"
    Project.capture(load_dataset(melon_copy), ModelSettings(), None).save(path)
    with open(melon_copy, "a", encoding="utf-8") as fh:
        fh.write("18,青绿,蜷缩,浊响,清晰,凹陷,硬滑,0.5,0.3,是\n")
    assert Project.load(path).data_changed()


def test_samples_are_referred_to_by_id(tmp_path):
    path = tmp_path / "s.bayesgui"
    Project.capture(load_sample("iris"), ModelSettings(), None).save(path)
    project = Project.load(path)
    assert project.sample == "iris" and project.data_path is None
    assert project.open_dataset().target == "species"


def test_bad_project_files(tmp_path, melon_copy):
    bad = tmp_path / "bad.bayesgui"
    bad.write_text('{"format": "nope"}', encoding="utf-8")
    with pytest.raises(DataError, match="not a BayesGUI project"):
        Project.load(bad)
    with pytest.raises(DataError, match="does not exist"):
        Project.load(tmp_path / "absent.bayesgui")
    path = tmp_path / "p.bayesgui"
    Project.capture(load_dataset(melon_copy), ModelSettings(), None).save(path)
    melon_copy.unlink()
    with pytest.raises(DataError, match="missing"):
        Project.load(path).open_dataset()


def test_em_runs_are_kept_and_older_projects_have_none(tmp_path):
    import json

    path = tmp_path / "em.bayesgui"
    em = {"lab": {"settings": {"columns": ["a"], "seed": 3}, "index": 4}, "incomplete": {"mode": "values"}}
    Project.capture(load_sample("iris"), ModelSettings(), None, em=em).save(path)
    assert Project.load(path).em == em
    document = json.loads(path.read_text(encoding="utf-8"))
    del document["em"]  # a project saved before the EM labs were kept
    path.write_text(json.dumps(document), encoding="utf-8")
    assert Project.load(path).em is None and Project.load(path).sample == "iris"
    document["em"] = [1, 2]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(DataError, match='"em"'):
        Project.load(path)
