"""How a text table file is parsed: the options a streamed pass gives pandas, for any reader of the same files.

:class:`~bayesgui.data.streaming.reader.ChunkedFile` sniffs them from a file's first bytes (encoding, delimiter,
decimal mark, header) as the in-memory reader does; another reader of the file, or of files written alike (the
Dask engine's ``dask.dataframe.read_csv`` over a glob), reads with :meth:`ReadingOptions.read_csv_options` and so
sees the values a streamed pass sees.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["ReadingOptions"]


@dataclass(frozen=True)
class ReadingOptions:
    """The parsing options of a text table file.

    Attributes
    ----------
    encoding : str
    delimiter : str
        One character, or a regular expression for whitespace.
    decimal : str
        ``"."`` or ``","``.
    header : tuple of str or None
        The first line's cells (the raw column names), or None when the first line holds data.
    skip_initial_space : bool
        Fields written with a space after the delimiter.
    na_values : tuple of str
        The texts that mean a missing value (pandas' own defaults are not used).
    skip_bytes : int
        Bytes before the table (blank lines) that a reader of this one file skips.
    """

    encoding: str
    delimiter: str
    decimal: str
    header: tuple[str, ...] | None
    skip_initial_space: bool
    na_values: tuple[str, ...]
    skip_bytes: int = 0

    def read_csv_options(self) -> dict[str, Any]:
        """The keyword arguments of ``pandas.read_csv`` (and ``dask.dataframe.read_csv``) that read the table."""
        return {
            "sep": self.delimiter,
            "header": None if self.header is None else 0,
            "encoding": self.encoding,
            "decimal": self.decimal,
            "na_values": list(self.na_values),
            "keep_default_na": False,
            "skipinitialspace": self.skip_initial_space,
            "index_col": False,
        }
