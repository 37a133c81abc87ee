"""A large UTF-8 table parsed in parts on several threads gives the serial parse's frame, cell for cell, or is
refused and parsed serially; closing the read stops every part."""

from __future__ import annotations

import io
import threading

import numpy as np
import pandas as pd
import pytest

from bayesgui.data import load_table
from bayesgui.data.loader import iter_load_table
from bayesgui.data.readers import parallel_csv
from bayesgui.data.readers import text as text_reader
from bayesgui.data.readers.parallel_csv import Part, combine_parts, serial_window_rows

pytestmark = pytest.mark.timeout(120)

MISSING = ("", "NA", "NaN", "?")


@pytest.fixture
def in_parts(monkeypatch):
    """Small files parsed in parts on two threads; returns what each join gave (a frame, or None if refused)."""
    monkeypatch.setattr(parallel_csv, "MIN_BYTES", 0)
    monkeypatch.setattr(parallel_csv, "worker_count", lambda: 2)
    joins = []
    combine = parallel_csv.combine_parts

    def spy(*args, **kwargs):
        joins.append(combine(*args, **kwargs))
        return joins[-1]

    monkeypatch.setattr(parallel_csv, "combine_parts", spy)
    return joins


def _serial(path, monkeypatch):
    with monkeypatch.context() as patch:
        patch.setattr(parallel_csv, "MIN_BYTES", 1 << 62)
        return load_table(path).frame


def _assert_same(ours: pd.DataFrame, serial: pd.DataFrame) -> None:
    assert list(ours.columns) == list(serial.columns)
    assert list(ours.dtypes) == list(serial.dtypes)
    for column in serial.columns:
        a, b = ours[column].to_numpy(), serial[column].to_numpy()
        assert (pd.isna(a) == pd.isna(b)).all(), column
        assert (a[~pd.isna(a)] == b[~pd.isna(b)]).all(), column
        if a.dtype.kind == "f":  # -0 and 0 are equal, but written differently
            assert (np.signbit(a) == np.signbit(b)).all(), column


def _mixed_table(n: int, seed: int = 3) -> str:
    rng = np.random.default_rng(seed)
    colour = np.array(["青绿", "乌黑", "浅白", "?"])[rng.choice(4, n, p=[0.33, 0.33, 0.33, 0.01])]
    density = np.char.mod("%.3f", rng.normal(0, 0.01, n)).astype(object)  # some "-0.000"
    density[rng.random(n) < 0.01] = ""
    flag = np.array(["True", "False"])[rng.integers(0, 2, n)]
    lines = [
        f'{i + 1},{colour[i]},{density[i]},{rng.integers(0, 9)},{flag[i]},"name {i}, the {i % 7}th",{"是否"[i % 2]}'
        for i in range(n)
    ]
    return "编号,色泽,密度,斑点数,flag,name,好瓜\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig"])
@pytest.mark.parametrize("arrow", [False, True], ids=["text-as-categories", "text-as-text"])
def test_a_mixed_table_in_parts_is_the_serial_frame(tmp_path, monkeypatch, in_parts, encoding, arrow):
    # Where pandas keeps text in Arrow arrays the parts parse text columns as text, else as categories: both join
    # into the serial frame (whichever storage this run's pandas has).
    monkeypatch.setattr(text_reader, "arrow_text", lambda: arrow)
    path = tmp_path / "mixed.csv"
    path.write_text(_mixed_table(60_000), encoding=encoding)
    ours = load_table(path).frame
    assert len(in_parts) == 1 and in_parts[0] is not None  # it was joined, not parsed again serially
    serial = _serial(path, monkeypatch)
    _assert_same(ours, serial)
    assert ours["色泽"].isna().any() and (np.signbit(ours["密度"]) & (ours["密度"] == 0)).any()


def test_a_table_without_header_in_parts_is_the_serial_frame(tmp_path, monkeypatch, in_parts):
    rng = np.random.default_rng(5)
    x, k = rng.normal(size=50_000), rng.integers(0, 5, 50_000)
    rows = [f"{a:.4f};{b};{'abc'[b % 3]}" for a, b in zip(x, k, strict=True)]
    path = tmp_path / "numbers.txt"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    ours = load_table(path).frame
    assert len(in_parts) == 1 and in_parts[0] is not None
    _assert_same(ours, _serial(path, monkeypatch))


@pytest.mark.parametrize(
    "late",
    [
        "a word among numbers",  # the parts' types differ (int and text): refused
        "a quoted line break",  # a cut inside a quoted field fails its part: never joined
        "a number too large",  # unsigned 64-bit integers: refused
    ],
)
def test_what_parts_cannot_give_is_parsed_serially(tmp_path, monkeypatch, in_parts, late):
    n = 40_000
    values = [str(i) for i in range(n)]
    if late == "a word among numbers":
        values[n - 10] = "oops"
    elif late == "a number too large":
        values[n - 10] = str(2**64 - 1)
    broken = late == "a quoted line break"  # each record's second line is a quote: cuts land inside records
    notes = ["a long first line, then\n" if broken else "one line" for i in range(n)]
    text = "x,note\n" + "".join(f'{v},"{note}"\n' for v, note in zip(values, notes, strict=True))
    path = tmp_path / "late.csv"
    path.write_text(text, encoding="utf-8")
    ours = load_table(path).frame
    assert in_parts == ([] if broken else [None])
    _assert_same(ours, _serial(path, monkeypatch))


def _part(**columns) -> Part:
    frame = pd.DataFrame(columns)
    return Part([frame[c].to_numpy() if frame[c].dtype != "str" else frame[c].array for c in frame], frame.columns, {})


def test_a_window_of_whole_numbers_holding_a_zero_is_refused():
    # A window of whole numbers alone may have been converted as integers ("-0" -> 0) in one parse and as floats
    # (-0.0) in the other: such a zero cannot be trusted. With a fraction in the window it can.
    whole = [_part(x=np.array([1.0, 0.0, 2.0])), _part(x=np.array([3.0, np.nan]))]
    assert combine_parts(whole, MISSING) is None
    fractional = [_part(x=np.array([1.5, -0.0, 2.0])), _part(x=np.array([3.0, np.nan]))]
    joined = combine_parts(fractional, MISSING)
    assert joined is not None and np.signbit(joined["x"].to_numpy()[1])
    huge = [_part(x=np.array([2.0**60, 1.0])), _part(x=np.array([0.5]))]
    assert combine_parts(huge, MISSING) is None


@pytest.mark.parametrize("storage", ["python", "pyarrow"])  # pandas' text: Arrow's when pyarrow is installed
def test_text_without_a_sure_word_in_a_window_is_refused(storage):
    if storage == "pyarrow":
        pytest.importorskip("pyarrow")  # (CI installs it with the dask extra, and runs tests/data again then)
    dtype = pd.StringDtype(storage, na_value=np.nan)  # what dtype="str" gives with that storage
    # Numbers (or missing-value marks) alone in a window would be converted to numbers by a serial parse.
    words = [_part(x=pd.array(["1", "dog"], dtype=dtype)), _part(x=pd.array(["cow", "2"], dtype=dtype))]
    joined = combine_parts(words, MISSING)
    assert joined is not None and list(joined["x"]) == ["1", "dog", "cow", "2"]
    numbers_only = [_part(x=pd.array(["1", "2"], dtype=dtype)), _part(x=pd.array(["3", "4"], dtype=dtype))]
    assert combine_parts(numbers_only, MISSING) is None
    marks_only = [_part(x=pd.array(["?", "12345678901234567890"], dtype=dtype))]
    assert combine_parts(marks_only, MISSING) is None


def test_types_differing_between_parts_are_refused():
    parts = [_part(x=np.array([1, 2])), _part(x=np.array([1.5, 2.0]))]
    assert combine_parts(parts, MISSING) is None


@pytest.mark.parametrize("width", [3, 64])
def test_the_serial_windows_are_pandas_own(width):
    """pandas converts a column window by window; a word in row k makes exactly k's window text."""
    rows = serial_window_rows(width)
    k = rows + rows // 2
    lines = [",".join(["1"] * width)] * (2 * rows + 10)
    lines[k] = "word" + lines[k][1:]
    data = (",".join(f"c{j}" for j in range(width)) + "\n" + "\n".join(lines) + "\n").encode()
    with pytest.warns(pd.errors.DtypeWarning):
        column = pd.read_csv(io.BytesIO(data), engine="c", index_col=False).iloc[:, 0]
    texts = np.flatnonzero([isinstance(v, str) for v in column])
    assert (texts[0], texts[-1]) == (rows, 2 * rows - 1)


def test_closing_the_read_stops_every_part(tmp_path, monkeypatch, in_parts):
    monkeypatch.setattr(text_reader, "CHUNK_BYTES", 64 * 1024)  # a yield long before the end
    path = tmp_path / "big.csv"
    path.write_text(_mixed_table(60_000), encoding="utf-8")
    steps = iter_load_table(path)
    next(steps)
    assert [t for t in threading.enumerate() if t.name == "paced-parse"]  # the parts are being parsed
    steps.close()
    assert not [t for t in threading.enumerate() if t.name == "paced-parse"]
    assert not in_parts  # nothing was joined


# Cells a table may hold, chosen to meet every rule of the join: whole numbers (zero, signed zero, past 2**53,
# past 2**64), decimals, exponents, infinities, booleans in any case, the missing-value marks, quoted text with
# delimiters, quotes and line breaks, Chinese, spaces.
_CELLS = [
    "0", "-0", "7", "-12", "9007199254740993", "18446744073709551615", "0.5", "-0.0", "1e3", "1.5E-7", "inf",
    "-Infinity", "nan", "True", "false", "TRUE", "", "NA", "?", "NaN", "abc", "青绿", " 3", "3 ", "x y",
    '"a,b"', '"two\nlines"', '"say ""hi"""', "1,5",
]


def _random_table(rng: np.random.Generator) -> str:
    n_rows, n_columns = int(rng.integers(2, 400)), int(rng.integers(1, 6))
    columns = []
    for _ in range(n_columns):  # each column draws from a few cells, so that many columns are of one type
        pool = rng.choice(len(_CELLS), size=int(rng.integers(1, 5)), replace=False)
        weights = rng.dirichlet(np.full(len(pool), 0.3))
        columns.append([_CELLS[k] for k in rng.choice(pool, size=n_rows, p=weights)])
    header = ",".join(f"c{j}" for j in range(n_columns))
    return header + "\n" + "".join(",".join(row) + "\n" for row in zip(*columns, strict=True))


def _recording(combine, joins: list):
    def spy(*args, **kwargs):
        joins.append(combine(*args, **kwargs))
        return joins[-1]

    return spy


def test_any_table_in_parts_is_the_serial_frame(tmp_path, monkeypatch):
    """Random tables of every kind of cell, cut at many places: the parts give the serial frame or are refused,
    never a different frame (the serial parse is the oracle). Some must be joined and some refused, or the test
    would prove nothing."""
    outcomes = {"joined": 0, "refused": 0, "serial only": 0, "error": 0}
    for seed in range(60):
        rng = np.random.default_rng(seed)
        path = tmp_path / f"any{seed}.csv"
        path.write_bytes(_random_table(rng).encode("utf-8"))
        with monkeypatch.context() as patch:
            patch.setattr(parallel_csv, "MIN_BYTES", 0)
            patch.setattr(parallel_csv, "worker_count", lambda rng=rng: int(rng.integers(2, 5)))
            joins = []
            combine = parallel_csv.combine_parts
            patch.setattr(parallel_csv, "combine_parts", _recording(combine, joins))
            try:
                ours = load_table(path).frame
            except Exception as error:  # then the serial parse refuses it too, the same way
                with pytest.raises(type(error)):
                    _serial(path, monkeypatch)
                outcomes["error"] += 1
                continue
        _assert_same(ours, _serial(path, monkeypatch))
        outcomes["serial only" if not joins else "joined" if joins[0] is not None else "refused"] += 1
    assert outcomes["joined"] >= 5 and outcomes["refused"] >= 5, outcomes
