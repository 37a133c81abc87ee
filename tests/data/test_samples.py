"""The bundled sample datasets: registry, datasheets, loading, and reproducible generation."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from bayesgui.data import SAMPLES, DataError, get_sample, load_sample
from bayesgui.paths import resource


@pytest.mark.parametrize("info", SAMPLES, ids=lambda info: info.id)
def test_every_sample_loads_with_its_target_and_datasheet(info) -> None:
    dataset = load_sample(info.id)
    assert dataset.target == info.target
    assert dataset.warnings == ()
    assert dataset.source.name == info.title
    arrays = dataset.to_arrays()
    assert arrays.X.shape[0] == dataset.n_rows
    assert info.path.stat().st_size < 50_000
    sheet = info.datasheet.read_text(encoding="utf-8")
    assert "Source" in sheet and "Licence" in sheet
    assert info.title_zh and info.use and info.use_zh


def test_sample_ids_are_unique() -> None:
    assert len({info.id for info in SAMPLES}) == len(SAMPLES)


def test_expected_samples_are_registered() -> None:
    ids = {info.id for info in SAMPLES}
    assert {"watermelon3", "watermelon3alpha", "iris", "penguins", "faithful", "spam_words"} <= ids


def test_unknown_sample() -> None:
    with pytest.raises(DataError, match=r"There is no sample dataset 'melon'\. Samples: watermelon3"):
        get_sample("melon")


def test_sample_class_order_is_first_seen() -> None:
    assert load_sample("watermelon3").to_arrays().class_names == ("是", "否")
    assert load_sample("spam_words").to_arrays().kinds == ("count",) * 12


@pytest.fixture(scope="module")
def make_datasets():
    path = resource("datasets", "make_datasets.py")
    spec = importlib.util.spec_from_file_location("make_datasets", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_datasets"] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules["make_datasets"]


@pytest.mark.parametrize("name", ["watermelon3alpha", "spam_words"])
def test_derived_and_synthetic_samples_are_reproducible(make_datasets, tmp_path, monkeypatch, name) -> None:
    monkeypatch.setattr(make_datasets, "HERE", resource("datasets"))
    builder, file_name = make_datasets.BUILDERS[name]
    rebuilt = tmp_path / file_name
    builder().to_csv(rebuilt, index=False, lineterminator="\n", encoding="utf-8")
    assert rebuilt.read_bytes() == resource("datasets", file_name).read_bytes()
