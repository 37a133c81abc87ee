"""Property-based fuzzing: whatever the file holds, loading gives a Dataset or a DataError."""

from __future__ import annotations

import math
import os
import string
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bayesgui.data import DataError, Dataset, load_dataset

# BAYESGUI_FUZZ_EXAMPLES=5000 runs a longer search.
FUZZ = settings(
    max_examples=int(os.environ.get("BAYESGUI_FUZZ_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


def load_bytes(data: bytes, suffix: str = ".csv") -> None:
    handle, name = tempfile.mkstemp(suffix=suffix)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        try:
            dataset = load_dataset(Path(name))
        except DataError as error:
            assert str(error)
            return
        assert isinstance(dataset, Dataset)
        try:
            arrays = dataset.to_arrays()
        except DataError:
            return
        assert arrays.X.shape == (len(arrays.rows), len(arrays.feature_names))
    finally:
        os.unlink(name)


@FUZZ
@given(st.binary(max_size=2000))
def test_arbitrary_bytes(data: bytes) -> None:
    load_bytes(data)


@FUZZ
@given(st.binary(max_size=500))
def test_arbitrary_bytes_named_xlsx(data: bytes) -> None:
    load_bytes(data, ".xlsx")


cells = st.one_of(
    st.sampled_from(
        ["", "NA", "NaN", "?", "inf", "-1", "0", "1", "2.5", "1,5", "是", "否", "青绿", '"', '"a,b"']
    ),
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=8),
    st.integers(-5, 5).map(str),
    st.floats(allow_nan=False, allow_infinity=False, width=32).map(repr),
)
separators = st.sampled_from([",", ";", "\t", "|", " ", "  "])
encodings = st.sampled_from(["utf-8", "utf-8-sig", "gb18030", "utf-16"])


@FUZZ
@given(
    st.lists(st.lists(cells, min_size=1, max_size=6), min_size=0, max_size=12),
    separators,
    encodings,
    st.sampled_from(["\n", "\r\n"]),
)
def test_csv_like_text(rows: list[list[str]], separator: str, encoding: str, newline: str) -> None:
    text = newline.join(separator.join(row) for row in rows)
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError:
        data = text.encode("utf-8")
    load_bytes(data)


# A clean table: a header of distinct names, then rows of as many cells, each printable text without the separator
# or a quote, a finite number, or a missing-value mark. (The ``cells`` above are not clean: their text holds C0
# control characters, which make a file binary to the sniffer once they pass 1% of it, "inf", which is refused by
# name, and a first row that may repeat a name.)
PRINTABLE = st.characters(codec="utf-8", exclude_categories=["Cs", "Cc", "Zl", "Zp"], exclude_characters=',;"')
names = st.text(alphabet=st.sampled_from(string.ascii_letters + "色泽根蒂敲声好瓜密度"), min_size=1, max_size=6)


def _not_infinite(text: str) -> bool:
    """Free text may spell an infinity ("inf", "-Infinity"), which is refused by name like the literal "inf"."""
    try:
        return math.isfinite(float(text)) or math.isnan(float(text))
    except ValueError:
        return True


clean_cells = st.one_of(
    st.sampled_from(["", "NA", "NaN", "?", "-1", "0", "1", "2.5", "是", "否", "青绿"]),
    st.text(alphabet=PRINTABLE, max_size=8).filter(_not_infinite),
    st.integers(-5, 5).map(str),
    st.floats(allow_nan=False, allow_infinity=False, width=32).map(repr),
)


@FUZZ
@given(
    st.integers(2, 5).flatmap(
        lambda n: st.tuples(
            st.lists(names, min_size=n, max_size=n, unique_by=str.lower),
            st.lists(st.lists(clean_cells, min_size=n, max_size=n), min_size=1, max_size=15),
        )
    )
)
def test_rectangular_tables_load(table: tuple[list[str], list[list[str]]]) -> None:
    """A clean table always loads (a refusal fails the test), with its header and every row."""
    header, rows = table
    handle, name = tempfile.mkstemp(suffix=".csv")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write("\n".join(",".join(row) for row in [header, *rows]).encode())
        dataset = load_dataset(Path(name))
    finally:
        os.unlink(name)
    assert list(dataset.columns) == header
    assert dataset.n_rows == len(rows)


labels = st.one_of(st.none(), st.sampled_from(["是", "否", "青绿", "a", "b", "2007", " "]))


@FUZZ
@given(
    st.lists(st.tuples(labels, labels, st.floats(-1e6, 1e6) | st.none()), min_size=1, max_size=40),
)
def test_arrays_round_trip(rows: list[tuple[str | None, str | None, float | None]]) -> None:
    frame = pd.DataFrame(rows, columns=["c", "label", "x"]).astype({"c": "str", "label": "str", "x": float})
    try:
        dataset = Dataset.from_frame(frame, target="label", kinds={"c": "categorical", "x": "continuous"})
        arrays = dataset.to_arrays()
    except DataError:
        return
    kept = frame.iloc[arrays.rows].reset_index(drop=True)
    decoded = arrays.decode_X()
    assert decoded["c"].isna().tolist() == kept["c"].isna().tolist()
    assert decoded["c"].dropna().tolist() == kept["c"].dropna().tolist()
    np.testing.assert_array_equal(decoded["x"].to_numpy(), kept["x"].to_numpy())
    assert arrays.decode_y().tolist() == kept["label"].tolist()
    first_seen = list(dict.fromkeys(frame["c"].dropna()))
    assert list(arrays.levels[0]) == first_seen
    assert ((arrays.X[:, 0] == -1) == kept["c"].isna().to_numpy()).all()
