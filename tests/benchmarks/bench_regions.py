"""Speed of the decision-region view's work: the fit + grid evaluation (worker) and a loss edit (GUI thread).

    .venv/bin/python tests/benchmarks/bench_regions.py [--rows N] [--resolution R] [--repeat K]

Fits naive Bayes, LDA, QDA and the mixture model on two columns of N synthetic rows (3 classes) and evaluates
them on an R x R grid; then times what a loss-matrix edit costs (decisions, margins and boundary polylines of
every model, with a reject option). Prints the best of K runs against the targets; exits 1 when one is missed.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
import pandas as pd
from timing import best_time  # beside this script

from bayesgui.core import LossMatrix
from bayesgui.data import Dataset
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.tasks.regions import decision_grid, decision_margins, fit_regions
from bayesgui.tasks.regions.curves import grid_curves

MODELS = ("naive-bayes", "lda", "qda", "mixture")
TARGETS = {"fit and evaluate": 1.0, "loss edit": 0.25}  # seconds


def make_dataset(n_rows: int, seed: int = 0) -> Dataset:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    centres = np.array([[0.0, 0.0], [2.5, 1.0], [0.5, 3.0]])
    X = centres[y] + rng.normal(size=(n_rows, 2)) * np.array([[1.0, 0.6], [0.5, 1.2], [0.9, 0.9]])[y]
    frame = pd.DataFrame({"x": X[:, 0], "y": X[:, 1], "cls": np.array(["a", "b", "c"])[y]})
    return Dataset.from_frame(frame, target="cls")


def fit(dataset: Dataset, resolution: int):
    job = fit_regions(dataset, ModelSettings(), "x", "y", MODELS, resolution)
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value


def loss_edit(grid) -> None:
    loss = LossMatrix.zero_one(grid.class_names, reject_cost=0.2).with_cell(0, 1, 3.0)
    for surface in grid.surfaces:
        decision_grid(surface, loss)
        grid_curves([(m, 0.0) for m in decision_margins(surface, loss)], grid.xs, grid.ys)



def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--resolution", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    dataset = make_dataset(args.rows)
    grid = fit(dataset, args.resolution)
    times = {
        "fit and evaluate": best_time(lambda: fit(dataset, args.resolution), args.repeat),
        "loss edit": best_time(lambda: loss_edit(grid), args.repeat),
    }
    failed = False
    for name, seconds in times.items():
        ok = seconds <= TARGETS[name]
        failed |= not ok
        print(
            f"{name:>18}: {seconds * 1000:8.1f} ms  (target {TARGETS[name] * 1000:.0f} ms) {'ok' if ok else 'MISSED'}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
