"""A file the system refuses to write or read is one clear DataError naming the file and the reason."""

from __future__ import annotations

import builtins

import pytest

from bayesgui.data import DataError, load_sample
from bayesgui.data.readers.files import iter_sha256, read_bounded
from bayesgui.data.saved.model_file import TrainedModel, save_model
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.saved.project_file import Project
from bayesgui.tasks.em.latent import latent_class_matrix


def test_saving_a_project_into_a_missing_folder_names_the_file(tmp_path):
    path = tmp_path / "no such folder" / "p.bayesgui"
    with pytest.raises(DataError, match=r"Cannot save the project to .*p\.bayesgui: No such file or directory\."):
        Project.capture(load_sample("iris"), ModelSettings(), None).save(path)


def test_saving_a_model_into_a_missing_folder_names_the_file(tmp_path):
    arrays = load_sample("watermelon3").to_arrays()
    settings = ModelSettings()
    model = TrainedModel(arrays.schema, settings, settings.build(arrays.schema).fit(arrays.X, arrays.y))
    with pytest.raises(DataError, match=r"Cannot write the model to .*m\.json: No such file or directory\."):
        save_model(tmp_path / "no such folder" / "m.json", model)


@pytest.mark.parametrize("read", [lambda path: read_bounded(path, 100), lambda path: list(iter_sha256(path))])
def test_a_file_the_system_refuses_to_read_names_it_and_the_reason(tmp_path, monkeypatch, read):
    path = tmp_path / "locked.csv"
    path.write_text("a,b\n1,2\n", encoding="utf-8")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(builtins, "open", refuse)
    with pytest.raises(DataError, match=r"locked\.csv cannot be read: Permission denied\."):
        read(path)


def test_the_latent_class_model_names_an_unknown_column():
    with pytest.raises(DataError, match=r"No column named 'nope'; the columns are: "):
        latent_class_matrix(load_sample("three-coins"), ["nope"])
