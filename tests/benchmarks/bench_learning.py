"""Speed of the three ways to use naive Bayes (Zhou §7.3), each against training or predicting the usual way.

    .venv/bin/python tests/benchmarks/bench_learning.py [--rows N] [--repeat R] [--threads T]

On a naive Bayes model of N x 20 (default 1,000,000; 10 categorical columns of 5-10 levels, 10 continuous, 3
classes), measured in one run, interleaved, best of R, with BLAS limited to T threads (``timing``'s rules):

* incremental learning: one added row (``add_rows``, what changed included) against a full refit: at most 1/1000;
* the look-up table: ``LookupTable.predict_proba`` of the N rows against the model's own ``predict_proba``: at
  most 1 (it must not be slower than computing).

Prints each ratio against its target and exits 1 when one is missed. Also checks that both sides agree.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from timing import BLAS_THREADS, agree, blas_threads, in_turns, interleaved, timed, verdict  # beside this script

from bayesgui.core import MixedNB
from bayesgui.core.learning.incremental import add_rows
from bayesgui.core.learning.lookup import LookupTable

TARGETS = {"one added row / full refit": 1e-3, "look-up predict / computed predict": 1.0}
UPDATES_PER_TURN = 50  # an update takes well under a millisecond: the best of 50 calls at each turn


def make_data(n_rows: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray, list[str], list]:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    levels = rng.integers(5, 11, 10)
    categorical = np.floor(rng.random((n_rows, 10)) * levels)
    continuous = rng.normal(size=(n_rows, 10)) + 0.3 * y[:, None]
    kinds = ["categorical"] * 10 + ["continuous"] * 10
    return np.hstack([categorical, continuous]), y, kinds, [*levels.tolist(), *[None] * 10]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--threads", type=int, default=BLAS_THREADS)
    args = parser.parse_args(argv)
    X, y, kinds, levels = make_data(args.rows)

    def refit() -> MixedNB:
        return MixedNB(kinds=kinds, n_categories=levels).fit(X, y)

    print(f"{args.rows:,} x 20 naive Bayes, 3 classes; best of {args.repeat}, interleaved")
    with blas_threads(args.threads):
        model = refit()
        row, label = X[:1], y[:1]
        update = add_rows(model, row, label)
        expected = refit().partial_fit(row, label)  # the updated model is the model fitted with the row
        sample = X[:10000]
        ok = agree(
            "updated vs refitted posterior",
            np.abs(update.model.predict_proba(sample) - expected.predict_proba(sample)).max(),
            1e-12,
        )
        table = LookupTable.of(model)
        ok &= agree(
            "look-up vs computed posterior",
            np.abs(table.predict_proba(sample) - model.predict_proba(sample)).max(),
            1e-12,
        )

        def one_update() -> float:
            return min(timed(lambda: add_rows(model, row, label))() for _ in range(UPDATES_PER_TURN))

        update_time, fit_time = in_turns([one_update, timed(refit)], args.repeat)
        lookup, computed = interleaved([lambda: table.predict_proba(X), lambda: model.predict_proba(X)], args.repeat)
    results = {
        "one added row / full refit": (update_time, fit_time),
        "look-up predict / computed predict": (lookup, computed),
    }
    print(f"{'comparison':<38}{'ours (s)':>12}{'against (s)':>13}{'ratio':>10}{'target':>9}  result")
    missed = 0 if ok else 1
    for name, (ours, against) in results.items():
        ratio, target = ours / against, TARGETS[name]
        result = verdict(ratio, target)
        missed += result != "PASS"
        print(f"{name:<38}{ours:>12.6f}{against:>13.4f}{ratio:>10.5f}{target:>9g}  {result}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
