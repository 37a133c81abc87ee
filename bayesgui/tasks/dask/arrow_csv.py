"""A block of a text table parsed by pyarrow's CSV reader into the frame pandas' C parser gives for it, or by that
parser itself when pyarrow cannot give the same frame.

``dask.dataframe`` reads a text table block by block with a ``reader(bytes, **read_csv options)``
(``dask.dataframe.io.csv.make_reader``). :func:`read_block` is such a reader. pyarrow parses a block in about two
thirds of the C parser's CPU time, and its buffers come from its own memory pool: on a Dask worker, where
``MALLOC_TRIM_THRESHOLD_`` makes every large allocation of numpy and pandas fresh pages of the kernel, that is most of
the gain. The frame must be the C parser's, value for value (the streamed reader's, and the in-memory one's), so
pyarrow parses only what it reads the same way and every doubt goes to the C parser:

* the options: UTF-8 (or ASCII) text, a one-character delimiter, "." as the decimal mark, no space skipped after a
  delimiter, a type for every column (numbers as float64, text, categoricals: the Dask table gives them), unique
  names; and not the few rows Dask reads to learn the columns (``nrows``);
* the values: a number pyarrow reads that the C parser refuses ("nan" in lower case, which is not among the missing
  values), and any block pyarrow refuses (a ragged row, "0x10", bytes that are not UTF-8): the block is parsed again
  by the C parser, which gives the frame or the error it always gave.

Missing values are the C parser's: the ``na_values`` texts, quoted or not, in every column (NaN in a text column).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

__all__ = ["read_block"]

_UTF8 = {"utf-8", "utf8", "utf_8", "ascii"}


def read_block(source: Any, **options: Any) -> pd.DataFrame:
    """``pandas.read_csv(source, **options)``, parsed by pyarrow where it gives the same frame (module docstring)."""
    if _arrow_reads(options):
        frame = _arrow_frame(source, options)
        if frame is not None:
            return frame
        source.seek(0)
    return pd.read_csv(source, **options)


def _arrow_reads(options: dict[str, Any]) -> bool:
    sep, dtype = options.get("sep", ","), options.get("dtype")
    return (
        options.get("nrows") is None
        and str(options.get("encoding", "utf-8")).lower() in _UTF8
        and isinstance(sep, str)
        and len(sep) == 1
        and sep not in "\"\n\r"
        and options.get("decimal", ".") == "."
        and not options.get("skipinitialspace", False)
        and options.get("header", "infer") in (0, "infer", None)  # (Dask drops header=0 after a file's first block)
        and options.get("names") is None
        and options.get("keep_default_na", True) is False
        and isinstance(dtype, dict)
        and all(str(kind) in ("float64", "object", "category") for kind in dtype.values())
    )


def _arrow_frame(source: Any, options: dict[str, Any]) -> pd.DataFrame | None:
    try:
        import pyarrow as pa
        import pyarrow.compute as pc
        from pyarrow import csv
    except ImportError:
        return None
    dtype: dict[Any, str] = {name: str(kind) for name, kind in options["dtype"].items()}
    names = list(dtype)
    header = options.get("header", "infer") is not None
    if not header and names != list(range(len(names))):
        return None
    arrow_names = [str(n) for n in names] if header else [f"f{i}" for i in range(len(names))]
    if len(set(arrow_names)) != len(arrow_names):
        return None
    types = {"float64": pa.float64(), "object": pa.string(), "category": pa.dictionary(pa.int32(), pa.string())}
    data = _bytes_of(source)
    try:
        table = csv.read_csv(
            pa.py_buffer(data),
            read_options=csv.ReadOptions(
                use_threads=False, block_size=max(1 << 20, len(data) + 1), autogenerate_column_names=not header
            ),
            parse_options=csv.ParseOptions(delimiter=options.get("sep", ",")),
            convert_options=csv.ConvertOptions(
                column_types=dict(zip(arrow_names, (types[dtype[n]] for n in names), strict=True)),
                null_values=list(options.get("na_values") or ()),
                strings_can_be_null=True,
                quoted_strings_can_be_null=True,
            ),
        )
    except (pa.ArrowException, ValueError):  # a ragged row, a value it cannot read, bytes that are not UTF-8
        return None
    if table.column_names != arrow_names:
        return None
    columns = {}
    for name, column in zip(names, table.columns, strict=True):
        kind = dtype[name]
        if kind == "float64":
            if pc.any(pc.is_nan(column)).as_py():  # a "nan" text: the C parser refuses it
                return None
            columns[name] = column.to_numpy()
        elif kind == "category":
            columns[name] = _categorical(column)
        else:
            values = column.to_numpy(zero_copy_only=False)
            values[pd.isna(values)] = np.nan  # pyarrow's None: the C parser's NaN
            columns[name] = pd.Series(values, dtype=object, copy=False)  # (not inferred as pandas' text dtype)
    # copy=False: the columns as parsed, not copied into one block (a worker's large allocations are fresh pages)
    return pd.DataFrame(columns, columns=pd.Index(names) if header else pd.RangeIndex(len(names)), copy=False)


def _bytes_of(source: Any) -> Any:
    """The block's bytes: a view of Dask's ``BytesIO`` (no copy of tens of MB), else read."""
    getbuffer = getattr(source, "getbuffer", None)
    return getbuffer() if getbuffer is not None and source.tell() == 0 else source.read()


def _categorical(column: Any) -> pd.Categorical:
    """A dictionary column as the categorical the C parser gives (text categories; -1 for a missing value)."""
    column = column.unify_dictionaries() if column.num_chunks > 1 else column
    if column.num_chunks == 0:
        return pd.Categorical.from_codes(np.empty(0, dtype=np.int32), categories=pd.Index([], dtype=object))
    categories = pd.Index(column.chunk(0).dictionary.to_pylist())  # pandas' text dtype, as the C parser's
    codes = np.concatenate([chunk.indices.fill_null(-1).to_numpy() for chunk in column.chunks])
    return pd.Categorical.from_codes(codes.astype(np.int32, copy=False), categories=categories)
