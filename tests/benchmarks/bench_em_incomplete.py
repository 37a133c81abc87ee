"""Speed of EM on incomplete data, against a reference measured in the same run on the same rows.

    .venv/bin/python tests/benchmarks/bench_em_incomplete.py [--rows N] [--mixture-rows M] [--repeat R]

(from a worktree whose bayesgui is not the installed one: ``PYTHONPATH=. .venv/bin/python tests/benchmarks/...``)

1. One semi-supervised naive Bayes EM iteration (E step on the unlabeled rows, M step, the objective) on
   1,000,000 x 20 categorical rows (3 classes, 5-10 levels, 90% of the labels hidden, 5% of the values
   missing) against one CategoricalNB fit plus one predict_proba on the same rows: target <= 2.
2. One EM iteration of a 2-D, 3-component Gaussian mixture on 100,000 rows with 10% of the rows missing a
   coordinate, against one iteration on the same rows complete: target <= 2.

An iteration is timed between the "E" and the "M" snapshot of ``iter_em`` / ``iter_fit`` (the M step and the
E step of the new parameters happen there). Both sides are timed in turns (best of the same number of runs),
with BLAS limited to one thread on both. Prints the ratios and exits 1 when one is missed.
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np
from timing import blas_threads, in_turns, timed, verdict  # beside this script

from bayesgui.core import CategoricalNB, GaussianMixture
from bayesgui.core.incomplete.semi_supervised import SemiSupervisedNB

TARGET = 2.0


def iteration_time(start_run, repeat: int) -> float:
    """The shortest time from an "E" snapshot to the next "M" snapshot over ``repeat`` fresh runs."""
    best = float("inf")
    for _ in range(repeat):
        run = start_run()
        while next(run).step != "E":
            pass
        begin = time.perf_counter()
        next(run)
        best = min(best, time.perf_counter() - begin)
        run.close()
    return best


def categorical_data(n_rows: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    levels = rng.integers(5, 11, 20)
    X = np.floor(rng.random((n_rows, 20)) * levels)
    X[:, :5] = np.where(rng.random((n_rows, 5)) < 0.6, y[:, None] % levels[:5], X[:, :5])  # some signal
    X[rng.random(X.shape) < 0.05] = np.nan
    hidden = np.where(rng.random(n_rows) < 0.9, -1, y)
    return X, y, hidden


def mixture_data(n_rows: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    centres = np.array([[0.0, 0.0], [4.0, 1.0], [1.0, 5.0]])
    X = centres[rng.integers(0, 3, n_rows)] + rng.normal(size=(n_rows, 2))
    holes = X.copy()
    rows = np.flatnonzero(rng.random(n_rows) < 0.1)
    holes[rows, rng.integers(0, 2, rows.size)] = np.nan
    return X, holes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--mixture-rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    with blas_threads():
        results = _measure(args)

    print(f"best of {args.repeat}+ runs; {args.rows:,} categorical rows, {args.mixture_rows:,} mixture rows")
    missed = 0
    for name, ours, reference in results:
        ratio = ours / reference
        result = verdict(ratio, TARGET)
        missed += result != "PASS"
        print(f"{name:<56}{ours:>9.4f} s{reference:>9.4f} s  ratio {ratio:5.2f} (target <= {TARGET})  {result}")
    return 1 if missed else 0


def _measure(args) -> list[tuple[str, float, float]]:
    X, y, hidden = categorical_data(args.rows)
    semi = in_turns(
        [
            lambda: iteration_time(lambda: SemiSupervisedNB(max_iter=5).iter_em(X, hidden), 1),
            timed(lambda: CategoricalNB().fit(X, y).predict_proba(X)),
        ],
        args.repeat,
    )
    complete, holes = mixture_data(args.mixture_rows)
    init = {"means": [[0.5, 0.5], [3.5, 1.5], [1.5, 4.5]]}
    missing = in_turns(
        [
            lambda: iteration_time(lambda: GaussianMixture(3, init=init, tol=0).iter_fit(holes), 1),
            lambda: iteration_time(lambda: GaussianMixture(3, init=init, tol=0).iter_fit(complete), 1),
        ],
        args.repeat * 3,
    )
    return [
        ("semi-supervised EM iteration / NB fit + predict_proba", *semi),
        ("missing-value EM iteration / complete-data iteration", *missing),
    ]


if __name__ == "__main__":
    sys.exit(main())
