"""Work that grows with the columns or the classes stays linear: 10× the columns (or classes) costs about 10×.

    .venv/bin/python tests/benchmarks/bench_wide.py

Prints, for encoding rows (10,000 columns), building a dataset and explaining one sample (5,000 classes),
the time at n and at n/10 measured in the same run, and their ratio (quadratic work would give about 100).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from bayesgui.core import LossMatrix
from bayesgui.data import Dataset
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report import build, render_text
from bayesgui.tasks.train import fit_model
from tests.benchmarks.timing import best_time

TARGET_RATIO = 25  # linear is 10; quadratic would be 100


def _wide(d: int) -> pd.DataFrame:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame(rng.normal(size=(40, d)), columns=[f"c{j}" for j in range(d)])
    frame["label"] = ["a", "b"] * 20
    return frame


def _many(k: int) -> pd.DataFrame:
    rng = np.random.default_rng(0)
    return pd.DataFrame({"x": rng.normal(size=2 * k), "label": [f"k{i % k}" for i in range(2 * k)]})


def _explain(frame: pd.DataFrame):
    dataset = Dataset.from_frame(frame, target="label")
    model = fit_model(dataset.to_arrays(), ModelSettings())
    X = model.schema.encode_features(frame.iloc[:1])
    loss = LossMatrix.zero_one(model.class_names)
    return lambda: render_text(build(model, X[0], loss))


def _encode(n: int):
    frame = _wide(n)
    schema = Dataset.from_frame(frame, target="label").to_arrays().schema
    return lambda: schema.encode_features(frame)


def _dataset(n: int):
    frame = _wide(n)
    return lambda: Dataset.from_frame(frame, target="label")


def main() -> None:
    cases = {
        "encode 10,000 columns": _encode,
        "dataset of 10,000 columns": _dataset,
        "explain 5,000 classes": lambda n: _explain(_many(n // 2)),
    }
    failed = False
    for name, make in cases.items():
        small, large = best_time(make(1000), 3), best_time(make(10000), 3)
        ratio = large / small
        failed |= ratio > TARGET_RATIO
        print(f"{name:<28} n/10 {small:7.3f} s   n {large:7.3f} s   ratio {ratio:6.1f}  target <= {TARGET_RATIO}  "
              f"{'PASS' if ratio <= TARGET_RATIO else 'FAIL'}")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
