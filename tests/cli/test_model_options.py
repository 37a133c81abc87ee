"""The CLI's model options come from the registry: every model, every parameter's flag, the presets."""

import json

import pytest

from bayesgui.cli import build_parser, main
from bayesgui.core.models import registry
from bayesgui.data.saved.model_file import load_model


def train_args(*extra):
    return ["train", "watermelon3", "--target", "好瓜", *extra]


def test_every_registered_model_and_parameter_has_its_option():
    parser = build_parser()
    for spec in registry.specs():
        args = parser.parse_args([*train_args("--model", spec.key), "-o", "m.json"])
        assert args.model == spec.key
        for param in spec.params:
            assert hasattr(args, param.name) and getattr(args, param.name) is None  # unset: the default applies


def test_a_preset_sets_its_values_and_flags_override_it(tmp_path, capsys):
    path = tmp_path / "m.json"
    assert main([*train_args("--preset", "zhou-7.3-laplace", "--alpha", "0.5"), "-o", str(path)]) == 0
    settings = load_model(path).settings
    assert (settings.alpha, settings.prior_alpha, settings.variance) == (0.5, 1.0, "unbiased")


def test_an_unknown_preset_names_the_known_ones(tmp_path, capsys):
    assert main([*train_args("--preset", "nonsense"), "-o", str(tmp_path / "m.json")]) == 2
    error = capsys.readouterr().err
    assert "zhou-7.3" in error and "lihang-4.2" in error


@pytest.mark.parametrize("value, words", [("0", "C must be greater than 0"), ("-1", "C must be greater than 0")])
def test_a_bad_value_is_refused_with_the_rule(tmp_path, capsys, value, words):
    assert main([*train_args("--model", "logistic", "--C", value), "-o", str(tmp_path / "m.json")]) == 2
    assert words in capsys.readouterr().err


def test_a_gaussian_model_says_which_categorical_columns_it_left_out(tmp_path, capsys):
    assert main([*train_args("--model", "lda", "--json"), "-o", str(tmp_path / "m.json")]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["left_out"] == ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"]
    assert any("left out: 色泽" in warning for warning in doc["warnings"])
    assert load_model(tmp_path / "m.json").left_out == tuple(doc["left_out"])


def test_the_default_model_is_one_registry_fact(monkeypatch):
    from bayesgui.data.saved.model_settings import ModelSettings

    assert registry.default_key() == "naive-bayes" and ModelSettings().model == "naive-bayes"
    assert registry.region_defaults() == ("naive-bayes", "lda", "qda")
    monkeypatch.setattr(registry, "default_key", lambda: "qda")
    assert build_parser().parse_args([*train_args(), "-o", "m.json"]).model == "qda"
    assert ModelSettings().model == "qda" and ModelSettings.from_dict({"alpha": 0.5}).model == "qda"


def test_every_parameter_given_by_a_file_is_read_by_the_cli():
    from bayesgui.cli.shared.model_options import FILE_READERS

    files = {name for name, param in registry.params().items() if param.file}
    assert files == set(FILE_READERS) and "structure" in files
    assert all(registry.params()[name].type is str for name in files)
