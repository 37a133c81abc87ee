"""BayesGUI's data layer: read tables, infer column kinds, and encode them for the classifiers.

No Qt here (an import-linter contract enforces it). Bad input raises :class:`DataError` only, with a
message meant for a student; non-fatal findings are collected in ``Dataset.warnings``.

Typical use::

    from bayesgui.data import load_dataset, load_sample

    dataset = load_dataset("melons.csv")          # or load_sample("watermelon3")
    dataset = dataset.with_kind("编号", "ignore").with_target("好瓜")
    arrays = dataset.to_arrays()                  # arrays.X, arrays.y, arrays.kinds, arrays.n_categories
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bayesgui.core.lazy_exports import lazy_exports

# Public names and the module each lives in. They are imported on first use (PEP 562), so that
# ``from bayesgui.data.samples import SAMPLES`` or the kind names do not import pandas: the window
# paints before pandas is loaded.
_EXPORTS = {
    "FeatureArrays": "arrays",
    "SNIFF_BYTES": "charset",
    "detect_encoding": "charset",
    "read_sample": "charset",
    "AUTO": "dataset",
    "Dataset": "dataset",
    "DataError": "errors",
    "DataWarning": "errors",
    "CATEGORICAL": "kinds",
    "CONTINUOUS": "kinds",
    "COUNT": "kinds",
    "FEATURE_KINDS": "kinds",
    "IGNORE": "kinds",
    "KINDS": "kinds",
    "TARGET": "kinds",
    "load_dataset": "loader",
    "load_table": "loader",
    "SAMPLES": "samples",
    "SampleInfo": "samples",
    "get_sample": "samples",
    "load_sample": "samples",
    "Schema": "schema",
    "Source": "source",
    "DEFAULT_NA_VALUES": "table",
    "Table": "table",
}

__all__ = [
    "AUTO",
    "CATEGORICAL",
    "CONTINUOUS",
    "COUNT",
    "DEFAULT_NA_VALUES",
    "FEATURE_KINDS",
    "IGNORE",
    "KINDS",
    "SAMPLES",
    "SNIFF_BYTES",
    "TARGET",
    "DataError",
    "DataWarning",
    "Dataset",
    "FeatureArrays",
    "SampleInfo",
    "Schema",
    "Source",
    "Table",
    "detect_encoding",
    "get_sample",
    "load_dataset",
    "load_sample",
    "load_table",
    "read_sample",
]


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())


if TYPE_CHECKING:
    from bayesgui.data.arrays import FeatureArrays
    from bayesgui.data.charset import SNIFF_BYTES, detect_encoding, read_sample
    from bayesgui.data.dataset import AUTO, Dataset
    from bayesgui.data.errors import DataError, DataWarning
    from bayesgui.data.kinds import CATEGORICAL, CONTINUOUS, COUNT, FEATURE_KINDS, IGNORE, KINDS, TARGET
    from bayesgui.data.loader import load_dataset, load_table
    from bayesgui.data.samples import SAMPLES, SampleInfo, get_sample, load_sample
    from bayesgui.data.schema import Schema
    from bayesgui.data.source import Source
    from bayesgui.data.table import DEFAULT_NA_VALUES, Table
