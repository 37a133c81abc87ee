"""The load jobs hand the window its table with the Columns list's figures computed in the worker."""

import numpy as np
import pandas as pd

from bayesgui.data.column_summary import summarize
from bayesgui.tasks.loading.table import load_data
from bayesgui.tasks.progress import run_to_end


def test_a_read_table_comes_with_its_column_summaries(tmp_path):
    path = tmp_path / "t.csv"
    frame = pd.DataFrame({"x": [1.0, np.nan, 3.0, 4.0], "c": ["u", "v", None, "u"], "y": list("abab")})
    frame.to_csv(path, index=False)
    result = run_to_end(load_data(str(path), target="y"))
    summaries = result.summaries
    assert summaries is not None and summaries.describes(result.dataset)
    expected = summarize(result.dataset)
    assert dict(summaries.missing) == dict(expected.missing) == {"x": 1, "c": 1, "y": 0}
    assert dict(summaries.ranges) == dict(expected.ranges) and dict(summaries.levels) == dict(expected.levels)
    assert summaries.levels["c"] == ("u", "v")
