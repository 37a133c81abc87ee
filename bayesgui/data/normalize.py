"""Bring any table to the column types the data layer works with."""

from __future__ import annotations

import numpy as np
import pandas as pd
from pandas.api.types import infer_dtype, is_bool_dtype, is_numeric_dtype, is_string_dtype

from bayesgui.data.columns.names import clean_column_names
from bayesgui.data.number_text import numbers_in_text
from bayesgui.data.source import Source

__all__ = ["normalize_frame"]

_NUMBER_TYPES = frozenset({"integer", "floating", "mixed-integer-float", "decimal"})


def _as_text(series: pd.Series) -> pd.Series:
    def text(value: object) -> object:
        if value is None or (isinstance(value, float) and np.isnan(value)) or value is pd.NA:
            return np.nan
        return value if isinstance(value, str) else str(value)

    return series.map(text).astype("str")


def _as_numbers(series: pd.Series) -> pd.Series:
    try:
        return pd.to_numeric(series)
    except (ValueError, TypeError, OverflowError):  # integers too large for int64/uint64
        return series.astype(np.float64)


def _normalize_column(series: pd.Series) -> pd.Series:
    dtype = series.dtype
    if is_bool_dtype(dtype) and not isinstance(dtype, np.dtype):  # nullable "boolean"
        return series.astype(object).where(series.notna(), np.nan) if series.hasnans else series.astype(bool)
    if isinstance(dtype, np.dtype) and dtype.kind in "biuf":
        return series
    if is_numeric_dtype(dtype) and not is_bool_dtype(dtype):  # nullable integers and floats
        return series.astype(np.float64) if series.hasnans else series.to_numpy(dtype=dtype.numpy_dtype)
    is_object = isinstance(dtype, np.dtype) and dtype.kind == "O"
    if is_string_dtype(dtype) and not is_object:
        return series if dtype == "str" else series.astype("str")
    if not is_object:  # categorical, datetime, period, complex, ...
        return _as_text(series.astype(object))
    kind = infer_dtype(series, skipna=True)
    if kind == "boolean":
        return series if series.hasnans else series.astype(bool)
    if kind == "empty":
        return pd.Series(np.full(len(series), np.nan), index=series.index, name=series.name)
    if kind in _NUMBER_TYPES:
        return _as_numbers(series)
    return _as_text(series)


def normalize_frame(frame: pd.DataFrame, source: Source) -> tuple[pd.DataFrame, list[str]]:
    """Return ``frame`` with clean unique string column names, a default index and standard column types.

    Every column becomes one of: ``bool``, an integer or float NumPy dtype, ``str`` (text, NaN for
    missing) or ``object`` holding only booleans and NaN. Columns already of these types are not copied.

    Returns
    -------
    frame : pandas.DataFrame
    warnings : list of str
        Messages about renamed columns, and about text columns read as numbers (thousands separators,
        full-width digits).

    Raises
    ------
    DataError
        If two columns have the same name.
    """
    names, warnings = clean_column_names(frame.columns, source.name)
    columns: dict[str, pd.Series] = {}
    changed = names != list(frame.columns) or not frame.index.equals(pd.RangeIndex(len(frame)))
    for position, name in enumerate(names):
        series = frame.iloc[:, position]
        normalized = _normalize_column(series)
        if normalized.dtype == "str":
            normalized, note = numbers_in_text(normalized, name, source)
            if note:
                warnings.append(note)
        if normalized is not series:
            changed = True
            if isinstance(normalized, np.ndarray):
                normalized = pd.Series(normalized, index=series.index)
        columns[name] = normalized
    if not changed:
        result = frame.copy(deep=False)
    elif not columns:
        result = pd.DataFrame(index=pd.RangeIndex(len(frame)))
    else:
        columns = {name: series.reset_index(drop=True) for name, series in columns.items()}
        result = pd.DataFrame(columns, copy=False)
    result.columns = pd.Index(names, dtype="str")
    return result, warnings
