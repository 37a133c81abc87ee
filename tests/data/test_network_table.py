"""The network's codes name values as the Dataset does (one function, ``fit_levels``): a float-valued categorical
column's 1.0 is the level "1" and gets its code, not -1."""

import numpy as np
import pandas as pd

from bayesgui.data.dataset import Dataset
from bayesgui.data.network_table import network_table


def test_a_float_valued_categorical_column_is_coded_by_the_datasets_level_names():
    frame = pd.DataFrame({"grade": [1.0, 2.0, 1.0, np.nan, 2.5], "colour": ["a", "b", "a", "b", None],
                          "y": ["yes", "no", "yes", "no", "yes"]})  # fmt: skip
    dataset = Dataset(frame, {"grade": "categorical", "colour": "categorical", "y": "target"})
    table = network_table(dataset)
    assert table.names == ("grade", "colour", "y")
    assert table.states[0] == dataset.levels("grade") == ("1", "2", "2.5")
    assert table.X[:, 0].tolist() == [0, 1, 0, -1, 2]  # 1.0 is "1": code 0; only the empty cell is missing
    assert table.X[:, 1].tolist() == [0, 1, 0, 1, -1]
    assert table.n_incomplete == 2
