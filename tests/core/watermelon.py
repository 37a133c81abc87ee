"""The watermelon 3.0 table (Zhou, *Machine Learning*, table 4.3), read without pandas, for core tests."""

from __future__ import annotations

import csv
from dataclasses import dataclass

import numpy as np

from bayesgui.paths import resource

CATEGORICAL = ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"]
CONTINUOUS = ["密度", "含糖率"]
TARGET = "好瓜"
# the test sample 测1 of the worked example
TEST_1 = {"色泽": "青绿", "根蒂": "蜷缩", "敲声": "浊响", "纹理": "清晰", "脐部": "凹陷", "触感": "硬滑",
          "密度": 0.697, "含糖率": 0.460}


@dataclass
class Watermelon:
    rows: list[dict]
    levels: dict[str, list[str]]  # first-seen order
    X: np.ndarray  # categorical codes then the two continuous columns
    y: np.ndarray  # "是" / "否"

    def encode(self, sample: dict) -> np.ndarray:
        codes = [self.levels[c].index(sample[c]) for c in CATEGORICAL]
        return np.array(codes + [sample[c] for c in CONTINUOUS], dtype=np.float64)


def load() -> Watermelon:
    with open(resource("datasets", "watermelon3.csv"), encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    levels: dict[str, list[str]] = {c: [] for c in CATEGORICAL}
    for row in rows:
        for c in CATEGORICAL:
            if row[c] not in levels[c]:
                levels[c].append(row[c])
    X = np.array(
        [[levels[c].index(r[c]) for c in CATEGORICAL] + [float(r[c]) for c in CONTINUOUS] for r in rows]
    )
    y = np.array([r[TARGET] for r in rows])
    return Watermelon(rows, levels, X, y)
