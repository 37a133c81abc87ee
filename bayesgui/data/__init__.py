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

from bayesgui.core.lazy_exports import lazy_exports

# Each public name once, with its module. They are imported on first use (PEP 562), so that
# ``from bayesgui.data.samples import SAMPLES`` or the kind names do not import pandas: the window
# paints before pandas is loaded.
__all__, __getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "columns.arrays": "FeatureArrays",
        "columns.kinds": "CATEGORICAL CONTINUOUS COUNT FEATURE_KINDS IGNORE KINDS TARGET",
        "columns.schema": "Schema",
        "dataset": "AUTO Dataset",
        "errors": "DataError DataWarning",
        "loader": "load_dataset load_table",
        "readers.charset": "SNIFF_BYTES detect_encoding read_sample",
        "readers.table": "DEFAULT_NA_VALUES Table",
        "samples": "SAMPLES SampleInfo get_sample load_sample",
        "source": "Source",
    },
    globals(),
)
