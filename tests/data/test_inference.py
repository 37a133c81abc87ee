"""Kind and target inference on the bundled datasets and on small synthetic columns."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import Dataset, load_dataset
from bayesgui.data.columns.kinds import looks_like_id, looks_like_target
from bayesgui.paths import resource


def kinds_of(name: str) -> dict[str, str]:
    return dict(load_dataset(resource("datasets", name)).kinds)


def test_watermelon_kinds() -> None:
    kinds = kinds_of("watermelon3.csv")
    assert kinds["编号"] == "ignore"
    assert all(kinds[c] == "categorical" for c in ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"])
    assert kinds["密度"] == kinds["含糖率"] == "continuous"
    assert kinds["好瓜"] == "target"


def test_watermelon_alpha_kinds() -> None:
    assert kinds_of("watermelon3alpha.csv") == {
        "编号": "ignore",
        "密度": "continuous",
        "含糖率": "continuous",
        "好瓜": "target",
    }


def test_iris_kinds() -> None:
    kinds = kinds_of("iris.csv")
    assert kinds.pop("species") == "target"
    assert set(kinds.values()) == {"continuous"}


def test_penguins_kinds_with_missing_values() -> None:
    dataset = load_dataset(resource("datasets", "penguins.csv"))
    assert dataset.target == "species"
    assert dataset.kinds["island"] == dataset.kinds["sex"] == dataset.kinds["year"] == "categorical"
    for column in ["bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g"]:
        assert dataset.kinds[column] == "continuous"
    arrays = dataset.to_arrays()
    sex = arrays.X[:, arrays.feature_names.index("sex")]
    assert (sex == -1).sum() == 11
    assert np.isnan(arrays.X[:, arrays.feature_names.index("body_mass_g")]).sum() == 2
    assert arrays.levels[arrays.feature_names.index("year")] == ("2007", "2008", "2009")


def test_old_faithful_has_two_continuous_columns_and_no_target() -> None:
    assert kinds_of("faithful.csv") == {"eruptions": "continuous", "waiting": "continuous"}
    assert load_dataset(resource("datasets", "faithful.csv")).to_arrays().y is None


def test_spam_counts_and_label() -> None:
    kinds = kinds_of("spam_words.csv")
    assert kinds.pop("label") == "target"
    assert set(kinds.values()) == {"count"}


def infer(columns: dict[str, object]) -> dict[str, str]:
    return dict(Dataset.from_frame(pd.DataFrame(columns)).kinds)


def test_integer_rules() -> None:
    rng = np.random.default_rng(0)
    kinds = infer(
        {
            "grade": rng.integers(1, 6, 100),  # few values -> categorical
            "binary": rng.integers(0, 2, 100),  # 0/1 -> categorical
            "clicks": rng.poisson(2, 100),  # starts at 0, several values -> count
            "minutes": rng.integers(40, 100, 100),  # many values far from 0 -> continuous
            "offset": rng.integers(-50, 50, 100),  # negative -> continuous
            "kind": rng.choice(["a", "b"], 100),
        }
    )
    assert kinds == {
        "grade": "categorical",
        "binary": "categorical",
        "clicks": "count",
        "minutes": "continuous",
        "offset": "continuous",
        "kind": "target",
    }


def test_whole_numbers_with_missing_values_follow_integer_rules() -> None:
    kinds = infer({"year": [2007.0, np.nan, 2008.0, 2009.0], "c": [0.0, 1.0, np.nan, 4.0], "y": list("abab")})
    assert kinds["year"] == "categorical" and kinds["c"] == "count"


def test_row_numbers_and_ids_are_ignored() -> None:
    n = 30
    kinds = infer(
        {
            "index": np.arange(n)[::-1],  # named like an id, all different
            "row": np.arange(n),  # 0, 1, 2, ... even without an id-like name
            "序号": [f"A{i:03d}" for i in range(n)],  # text codes named like an id
            "value": np.linspace(0, 1, n),
            "class": ["p", "q"] * (n // 2),
        }
    )
    assert kinds == {
        "index": "ignore",
        "row": "ignore",
        "序号": "ignore",
        "value": "continuous",
        "class": "target",
    }


def test_unnamed_consecutive_integers_are_ignored() -> None:
    assert infer({"n": np.arange(1, 41), "label": ["a", "b"] * 20})["n"] == "ignore"


def test_id_named_column_with_repeats_is_kept() -> None:
    assert infer({"id": [1, 1, 2, 2, 3], "label": list("abbab")})["id"] == "categorical"


def test_free_text_column_is_ignored_with_a_warning() -> None:
    names = [f"student {i}" for i in range(25)]
    dataset = Dataset.from_frame(pd.DataFrame({"name": names, "label": ["a", "b"] * 12 + ["a"]}))
    assert dataset.kinds["name"] == "ignore"
    assert any("every value of column 'name' is different" in w for w in dataset.warnings)


def test_numbers_with_a_typo_warn_and_stay_categorical() -> None:
    dataset = Dataset.from_frame(pd.DataFrame({"x": ["1.5", "2.5", "3,5", "4.5"], "label": list("abab")}))
    assert dataset.kinds["x"] == "categorical"
    assert any("'3,5' on row 3" in w for w in dataset.warnings)


def test_booleans_are_categorical() -> None:
    kinds = infer({"b": [True, False, True], "nb": [True, None, False], "y": list("aba")})
    assert kinds["b"] == kinds["nb"] == "categorical"


@pytest.mark.parametrize("name", ["label", "Class", "target", "y", "标签", "类别", "类", "species"])
def test_target_names(name: str) -> None:
    assert looks_like_target(name) and looks_like_target(f" {name} ")
    kinds = infer({name: list("abab"), "other": list("xyxy")})
    assert kinds[name] == "target"


@pytest.mark.parametrize("name", ["id", "ID", "No.", "编号", "序号", "index", "student_id", "RowNames"])
def test_id_names(name: str) -> None:
    assert looks_like_id(name)


@pytest.mark.parametrize("name", ["identity", "idea", "node", "密度"])
def test_not_id_names(name: str) -> None:
    assert not looks_like_id(name)


def test_last_categorical_column_is_the_default_target() -> None:
    kinds = infer({"a": list("xyxy"), "b": list("pqpq"), "c": [0.1, 0.2, 0.3, 0.4]})
    assert kinds["b"] == "target" and kinds["a"] == "categorical"


def test_constant_categorical_column_is_not_the_default_target() -> None:
    assert infer({"a": list("xyxy"), "b": list("pppp")})["a"] == "target"


def test_no_categorical_column_means_no_target() -> None:
    assert "target" not in infer({"a": [0.5, 1.5], "b": [2.5, 3.5]}).values()


def test_continuous_column_named_y_is_not_a_target() -> None:
    kinds = infer({"x": list("abab"), "y": [0.5, 1.5, 2.5, 3.5]})
    assert kinds == {"x": "target", "y": "continuous"}


def test_extreme_integers_do_not_overflow() -> None:
    big = np.iinfo(np.int64)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        kinds = infer(
            {
                "v": [big.min, 0, big.max, 5],
                "u": np.array([0, 2**64 - 1, 3, 3], dtype=np.uint64),
                "y": list("abab"),
            }
        )
    assert kinds["v"] == "categorical" and kinds["u"] == "count"
