"""The Dask engine's block reader gives pandas' C parser's frame, value for value: parsed by pyarrow where it reads a
block the same way, and by the C parser itself for what pyarrow reads otherwise or refuses (the same frame or the
same error as before). Each test is a few milliseconds.
"""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("pyarrow")

from bayesgui.tasks.dask import arrow_csv
from bayesgui.tasks.dask.arrow_csv import read_block

NA = ["", "NA", "NaN", "?"]


def _options(dtype: dict, header: int | None = 0, **more) -> dict:
    """The options the Dask table gives each block (``ReadingOptions.read_csv_options`` and the column types)."""
    return {"sep": ",", "header": header, "encoding": "utf-8", "decimal": ".", "na_values": NA,
            "keep_default_na": False, "skipinitialspace": False, "index_col": False,
            "dtype": dtype, **more}  # fmt: skip


def _c_frame(text: str, options: dict) -> pd.DataFrame:
    return pd.read_csv(io.BytesIO(text.encode()), **options)


def _table_text(n: int = 500, header: bool = True) -> str:
    rng = np.random.default_rng(7)
    x = rng.normal(size=n) * 10.0 ** rng.integers(-8, 9, n)  # every digit of a float64 (repr), small and large
    lines = ["x,count,colour,note,label"] if header else []
    for i in range(n):
        number = {0: "", 1: "NA", 2: "?", 3: "NaN", 4: '""'}.get(i % 41, repr(float(x[i])))
        colour = {5: "", 6: "?", 7: '""'}.get(i % 37, ["red", "green", "7", "2007"][i % 4])
        note = {8: "", 9: "NA"}.get(i % 43, f'"a, b {i}"' if i % 5 == 0 else f"text {i % 9}")
        lines.append(f"{number},{i % 6},{colour},{note},{['spam', 'ham', 'unsure'][i % 3]}")
    return "\n".join(lines) + "\n"


def _same(ours: pd.DataFrame, theirs: pd.DataFrame) -> None:
    assert list(ours.columns) == list(theirs.columns)
    for column in theirs.columns:
        a, b = ours[column], theirs[column]
        assert a.dtype == b.dtype, column
        if isinstance(b.dtype, pd.CategoricalDtype):  # the categories' order is the parser's; the values count
            assert set(a.cat.categories) == set(b.cat.categories)
            a, b = a.astype(object), b.astype(object)
        if b.dtype == np.float64:
            np.testing.assert_array_equal(a.to_numpy(), b.to_numpy())  # bit for bit, NaN where NaN
        else:
            def text(values):
                return [v if isinstance(v, str) else "<NaN>" for v in values]

            assert text(a) == text(b)
            assert all(isinstance(v, str) or (isinstance(v, float) and np.isnan(v)) for v in a)


@pytest.mark.parametrize("header", [0, None])
def test_pyarrow_parses_a_block_into_the_c_parsers_frame(header):
    names = ["x", "count", "colour", "note", "label"] if header == 0 else list(range(5))
    dtype = dict(zip(names, ["float64", "float64", "category", "object", "category"], strict=True))
    text = _table_text(header=header == 0)
    options = _options(dtype, header)
    arrow = arrow_csv._arrow_frame(io.BytesIO(text.encode()), options)
    assert arrow is not None  # pyarrow read it (no fallback)
    _same(arrow, _c_frame(text, options))
    _same(read_block(io.BytesIO(text.encode()), **options), _c_frame(text, options))


@pytest.mark.parametrize(
    "cell",
    [
        "nan",  # a number to pyarrow, not a missing value to the C parser (not among na_values)
        "0x10",
        "1_000",
        "１.５",  # full-width digits
        '"x\ny"',  # a line break inside quotes
        "1.5,extra",  # a ragged row
    ],
)
def test_what_pyarrow_reads_otherwise_goes_to_the_c_parser(cell):
    dtype = {"x": "float64", "label": "category"}
    text = f"x,label\n1.5,a\n{cell},b\n2.5,a\n"
    options = _options(dtype)
    assert arrow_csv._arrow_frame(io.BytesIO(text.encode()), options) is None
    _same_outcome(text, options)


def _same_outcome(text: str, options: dict) -> None:
    """``read_block`` gives the C parser's frame, or raises its error."""
    try:
        expected = _c_frame(text, options)
    except Exception as exc:  # the C parser's error, raised as before
        with pytest.raises(type(exc)):
            read_block(io.BytesIO(text.encode()), **options)
    else:
        _same(read_block(io.BytesIO(text.encode()), **options), expected)


@pytest.mark.parametrize(
    "more",
    [
        {"encoding": "gb18030"},
        {"decimal": ","},
        {"sep": r"\s+"},
        {"skipinitialspace": True},
        {"nrows": 10},  # Dask's sample of the first rows
        {"dtype": None},
    ],
)
def test_options_pyarrow_does_not_read_alike_go_to_the_c_parser(more, monkeypatch):
    monkeypatch.setattr(arrow_csv, "_arrow_frame", lambda *a: pytest.fail("pyarrow was asked"))
    options = {**_options({"x": "float64", "label": "category"}), **more}
    assert not arrow_csv._arrow_reads(options)
    text = "x,label\n1.5,a\n2.5,b\n"
    if more.get("sep") == r"\s+":
        text = text.replace(",", " ")
    _same_outcome(text, options)
