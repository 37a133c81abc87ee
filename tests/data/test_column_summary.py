"""The Columns list's figures computed once, in the load job: the same as computing them from the table."""

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import Dataset, load_sample
from bayesgui.data.column_summary import NumberRange, number_range, shows_numbers, summarize
from bayesgui.data.columns.checks import as_numbers


@pytest.fixture
def dataset():
    frame = pd.DataFrame(
        {
            "town": ["a", "b", None, "a", "c", "b"],
            "size": [1.5, np.nan, 3.0, -2.0, np.nan, 8.0],
            "count": [1, 2, 3, 4, 5, 6],
            "words": ["1", "x", "2.5", None, "y", "z"],
            "y": list("pqpqpq"),
        }
    )
    return Dataset.from_frame(frame, target="y", kinds={"count": "count", "words": "ignore"})


def test_missing_counts_are_the_tables(dataset):
    summaries = summarize(dataset)
    assert dict(summaries.missing) == {name: int(n) for name, n in dataset.frame.isna().sum().items()}
    assert summaries.missing["size"] == 2 and summaries.missing["town"] == 1


def test_numbers_get_their_range_and_the_others_their_levels(dataset):
    summaries = summarize(dataset)
    assert set(summaries.ranges) == {c for c in dataset.columns if shows_numbers(dataset, c)} == {"size", "count"}
    for column, numbers in summaries.ranges.items():
        values = as_numbers(dataset.frame[column]).dropna()
        assert numbers == NumberRange(values.min(), values.max(), values.mean())
    assert summaries.ranges["size"] == NumberRange(-2.0, 8.0, 2.625)
    assert set(summaries.levels) == {"town", "words", "y"}
    for column, levels in summaries.levels.items():
        assert levels == dataset.levels(column)


def test_a_column_without_numbers_has_no_range():
    assert number_range(pd.Series(["a", None, "b"])) is None
    assert number_range(pd.Series([np.nan, np.nan])) is None


def test_the_figures_describe_their_table_whatever_its_kinds(dataset):
    summaries = summarize(dataset)
    assert summaries.describes(dataset) and summaries.describes(dataset.with_kind("town", "ignore"))
    other = Dataset.from_frame(dataset.frame.copy(), target="y")
    assert not summaries.describes(other) and not summaries.describes(None)
    assert not summarize(load_sample("iris")).describes(dataset)
