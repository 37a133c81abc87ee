"""How pandas keeps a column of text here: in Arrow arrays when pyarrow is installed, else as Python strings.

The two differ in what is cheap. With Python strings, pandas makes one object per cell, and parsing a column of
repeated values as a category (one object per distinct value) is much faster. With Arrow, the parser writes the
text into Arrow buffers without an object per cell, and a category costs more than it saves; reading a value out
as a Python object (``to_numpy()``, iteration) is then the slow part.
"""

from __future__ import annotations

import functools

import pandas as pd

__all__ = ["arrow_text"]


@functools.cache
def arrow_text() -> bool:
    """True if pandas keeps text in Arrow arrays (its ``str`` dtype's storage, set when pandas is imported)."""
    return getattr(pd.Series(["a"]).dtype, "storage", "python") == "pyarrow"
