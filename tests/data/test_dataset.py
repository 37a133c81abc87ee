"""The Dataset API: immutability, kind overrides, arrays for the core, encoding and decoding."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import DataError, Dataset, DataWarning, load_dataset, load_sample
from bayesgui.data.columns.levels import level_name
from bayesgui.paths import resource


@pytest.fixture(scope="module")
def melons() -> Dataset:
    return load_dataset(resource("datasets", "watermelon3.csv"))


def test_arrays_follow_the_core_contract(melons: Dataset) -> None:
    arrays = melons.to_arrays()
    assert arrays.X.dtype == np.float64 and arrays.X.shape == (17, 8)
    assert arrays.y.dtype == np.int64 and arrays.y.tolist() == [0] * 8 + [1] * 9
    assert arrays.feature_names == ("色泽", "根蒂", "敲声", "纹理", "脐部", "触感", "密度", "含糖率")
    assert arrays.kinds == ("categorical",) * 6 + ("continuous",) * 2
    assert arrays.n_categories == (3, 3, 3, 3, 3, 2, None, None)
    assert arrays.class_names == ("是", "否")
    assert arrays.levels[0] == ("青绿", "乌黑", "浅白")
    assert arrays.target == "好瓜" and arrays.rows.tolist() == list(range(17))


def test_codes_decode_to_the_original_values(melons: Dataset) -> None:
    arrays = melons.to_arrays()
    decoded = arrays.decode_X()
    frame = melons.frame
    for column in arrays.feature_names:
        if melons.kinds[column] == "categorical":
            assert decoded[column].tolist() == frame[column].tolist()
        else:
            np.testing.assert_array_equal(decoded[column].to_numpy(), frame[column].to_numpy())
    assert arrays.decode_y().tolist() == frame["好瓜"].tolist()


def test_missing_values_become_minus_one_and_nan() -> None:
    frame = pd.DataFrame({"c": ["a", None, "b", "a"], "x": [1.5, 2.5, np.nan, 0.5], "label": list("pqpq")})
    arrays = Dataset.from_frame(frame).to_arrays()
    np.testing.assert_array_equal(arrays.X[:, 0], [0, -1, 1, 0])
    assert np.isnan(arrays.X[2, 1])
    decoded = arrays.decode_X()
    assert decoded["c"].isna().tolist() == [False, True, False, False]


def test_numeric_categorical_levels_keep_their_values() -> None:
    frame = pd.DataFrame(
        {"year": [2009, 2007, 2009, 2008], "w": [1.0, 2.5, 1.0, np.nan], "label": list("abab")}
    )
    dataset = Dataset.from_frame(frame).with_kind("w", "categorical")
    arrays = dataset.to_arrays()
    assert arrays.levels == (("2009", "2007", "2008"), ("1", "2.5"))
    assert arrays.decode_X()["year"].tolist() == [str(v) for v in frame["year"]]


def test_rows_without_a_class_are_left_out_with_a_warning() -> None:
    frame = pd.DataFrame({"x": [0.5, 1.5, 2.5, 3.5], "label": ["a", None, "b", "a"]})
    arrays = Dataset.from_frame(frame).to_arrays()
    assert arrays.rows.tolist() == [0, 2, 3] and arrays.y.tolist() == [0, 1, 0]
    np.testing.assert_array_equal(arrays.X[:, 0], [0.5, 2.5, 3.5])
    assert "1 row(s) have no value in the target column 'label' (the first on row 2)" in arrays.warnings[0]


def test_no_target_gives_no_y(melons: Dataset) -> None:
    arrays = melons.with_target(None).to_arrays()
    assert arrays.y is None and arrays.class_names is None
    assert "好瓜" in arrays.feature_names


def test_no_features_is_an_error() -> None:
    dataset = Dataset.from_frame(pd.DataFrame({"label": list("abab")}))
    with pytest.raises(DataError, match="has no feature columns"):
        dataset.to_arrays()


def test_with_kind_returns_a_new_dataset(melons: Dataset) -> None:
    changed = melons.with_kind("密度", "categorical")
    assert changed.kinds["密度"] == "categorical"
    assert melons.kinds["密度"] == "continuous"
    assert changed is not melons and changed.source == melons.source


def test_kinds_mapping_is_read_only(melons: Dataset) -> None:
    with pytest.raises(TypeError):
        melons.kinds["密度"] = "ignore"  # type: ignore[index]


def test_frame_changes_do_not_leak_into_the_dataset(melons: Dataset) -> None:
    frame = melons.frame
    frame.loc[0, "色泽"] = "紫色"
    assert melons.frame.loc[0, "色泽"] == "青绿"


def test_source_frame_changes_do_not_leak_into_the_dataset() -> None:
    frame = pd.DataFrame({"x": [0.5, 1.5], "label": ["a", "b"]})
    dataset = Dataset.from_frame(frame)
    frame.loc[0, "x"] = 99.0
    assert dataset.frame.loc[0, "x"] == 0.5


def test_with_target_moves_the_target(melons: Dataset) -> None:
    changed = melons.with_target("色泽")
    assert changed.target == "色泽" and changed.kinds["好瓜"] == "categorical"
    assert changed.to_arrays().class_names == ("青绿", "乌黑", "浅白")
    assert melons.with_kind("纹理", "target").target == "纹理"


def test_changing_the_target_kind_removes_the_target(melons: Dataset) -> None:
    assert melons.with_kind("好瓜", "categorical").target is None


def test_unknown_kind_is_explained(melons: Dataset) -> None:
    with pytest.raises(
        DataError, match=r"'categorial' is not a column kind \(column '色泽'\). Did you mean 'categorical'"
    ):
        melons.with_kind("色泽", "categorial")


def test_unknown_column_is_explained(melons: Dataset) -> None:
    with pytest.raises(DataError, match=r"has no column named '色'\. Did you mean"):
        melons.with_kind("色", "ignore")
    with pytest.raises(DataError, match="no column named 'nope'"):
        melons.with_target("nope")


def test_text_cannot_be_continuous(melons: Dataset) -> None:
    with pytest.raises(
        DataError, match=r"column '色泽' cannot be continuous: '青绿' on line 2 is not a number"
    ):
        melons.with_kind("色泽", "continuous")


def test_negative_numbers_cannot_be_counts() -> None:
    dataset = Dataset.from_frame(pd.DataFrame({"x": [0.5, -1.5], "label": ["a", "b"]}))
    with pytest.raises(DataError, match=r"cannot be a count: it has the negative value -1\.5 on row 2"):
        dataset.with_kind("x", "count")


def test_numbers_as_text_can_be_continuous() -> None:
    frame = pd.DataFrame({"x": ["1.5", "2", None], "label": ["a", "b", "a"]})
    arrays = Dataset.from_frame(frame, kinds={"x": "continuous"}).to_arrays()
    np.testing.assert_array_equal(arrays.X[:, 0], [1.5, 2.0, np.nan])


def test_from_frame_with_target_and_kinds() -> None:
    frame = pd.DataFrame({"a": list("xyxy"), "b": [1, 2, 3, 5], "c": list("pqqp")})
    dataset = Dataset.from_frame(frame, target="a", kinds={"b": "count"})
    assert dict(dataset.kinds) == {"a": "target", "b": "count", "c": "categorical"}
    assert Dataset.from_frame(frame, kinds={"c": "target"}).target == "c"
    assert Dataset.from_frame(frame, target=None).target is None
    with pytest.raises(DataError, match=r"Two different targets were given: .a. and .c."):
        Dataset.from_frame(frame, target="a", kinds={"c": "target"})
    with pytest.raises(DataError, match="the kinds name a, c"):
        Dataset.from_frame(frame, kinds={"a": "target", "c": "target"})


def test_from_frame_cleans_names_and_rejects_duplicates() -> None:
    dataset = Dataset.from_frame(pd.DataFrame({" x ": [0.5, 1.5], "": ["a", "b"]}))
    assert dataset.columns == ("x", "column 2")
    with pytest.raises(DataError, match="used twice"):
        Dataset.from_frame(pd.DataFrame([[1, 2]], columns=["a", "a"]))


def test_constructor_validates_kinds() -> None:
    frame = pd.DataFrame({"a": [1, 2], "b": [3, 4]})
    with pytest.raises(DataError, match="No kind given for column"):
        Dataset(frame, {"a": "categorical"})
    with pytest.raises(DataError, match="Only one column can be the target"):
        Dataset(frame, {"a": "target", "b": "target"})


def test_levels_and_repr(melons: Dataset) -> None:
    assert melons.levels("色泽") == ("青绿", "乌黑", "浅白")
    assert melons.columns_of_kind("continuous") == ("密度", "含糖率")
    assert "watermelon3.csv" in repr(melons) and "好瓜: target" in repr(melons)


def test_encode_new_rows_with_the_training_levels(melons: Dataset) -> None:
    arrays = melons.to_arrays()
    new = melons.frame.iloc[[16, 0]].drop(columns=["编号", "好瓜"])
    X = arrays.schema.encode_features(new)
    np.testing.assert_array_equal(X, arrays.X[[16, 0]])
    np.testing.assert_array_equal(arrays.schema.encode_target(pd.Series(["否", "是", None])), [1, 0, -1])


def test_unseen_level_is_an_error_by_default(melons: Dataset) -> None:
    schema = melons.to_arrays().schema
    new = melons.frame.drop(columns=["好瓜"]).head(2).assign(色泽=["紫色", "青绿"])
    with pytest.raises(
        DataError, match=r"column '色泽' has value\(s\) '紫色' that the training data never had"
    ):
        schema.encode_features(new)


def test_unseen_level_can_become_missing_with_a_warning(melons: Dataset) -> None:
    schema = melons.to_arrays().schema
    new = melons.frame.drop(columns=["好瓜"]).head(2).assign(色泽=["紫色", "青绿"])
    with pytest.warns(DataWarning, match="treated as missing"):
        X = schema.encode_features(new, unseen="missing")
    assert X[:, 0].tolist() == [-1.0, 0.0]


def test_encoding_numbers_matches_levels_whatever_their_type() -> None:
    dataset = Dataset.from_frame(pd.DataFrame({"year": [2007, 2008], "label": ["a", "b"]}))
    schema = dataset.to_arrays().schema
    X = schema.encode_features(pd.DataFrame({"year": ["2008", 2007.0, None]}))
    assert X[:, 0].tolist() == [1.0, 0.0, -1.0]


def test_encoding_needs_every_feature(melons: Dataset) -> None:
    schema = melons.to_arrays().schema
    with pytest.raises(DataError, match="has no column named '密度'"):
        schema.encode_features(melons.frame.drop(columns=["密度"]))


def test_decoding_checks_codes_and_shapes(melons: Dataset) -> None:
    schema = melons.to_arrays().schema
    with pytest.raises(DataError, match="Expected an array with 8 columns"):
        schema.decode_features(np.zeros((2, 3)))
    with pytest.raises(DataError, match="Codes must be whole numbers between -1 and 1; got 5"):
        schema.decode_target(np.array([0, 5]))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(DataError, match="got inf"):
            schema.decode_features(np.full((1, 8), np.inf))
    assert schema.decode_target(np.array([1, -1])).tolist()[0] == "否"


def test_continuous_target_warns() -> None:
    dataset = Dataset.from_frame(pd.DataFrame({"a": list("xyxy"), "v": [0.5, 1.5, 2.5, 3.5]}), target="v")
    assert any("holds continuous numbers" in w for w in dataset.warnings)


def test_level_names() -> None:
    assert [level_name(v) for v in [3, 3.0, 0.5, True, np.int64(7), np.float32(2.0), "x"]] == [
        "3",
        "3",
        "0.5",
        "True",
        "7",
        "2",
        "x",
    ]


def test_no_python_warnings_while_loading(melons: Dataset) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        load_sample("penguins").to_arrays()
