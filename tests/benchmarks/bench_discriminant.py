"""Speed of BayesGUI's LDA and QDA against scikit-learn's, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_discriminant.py [--rows N] [--repeat R] [--strict]

1,000,000 rows x 10 features, 3 classes. Prints ours / scikit-learn for fit and predict_proba (best of
R runs each) against the target ratio 1.0, and checks that both give the same probabilities. The
result is informational: the exit code is 0 unless ``--strict`` is given and a target is missed.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from timing import best_time  # beside this script

from bayesgui.core import LDA, QDA

TARGET = 1.0  # the highest acceptable ours / scikit-learn time ratio, for every model and operation


def make_data(n_rows: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    mix = rng.normal(size=(3, 10, 10)) / np.sqrt(10)
    X = np.empty((n_rows, 10))
    for k in range(3):  # a different covariance per class, so QDA has something to model
        rows = y == k
        X[rows] = rng.normal(size=(rows.sum(), 10)) @ mix[k] + 0.5 * k
    return X, y



def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)

    from sklearn.discriminant_analysis import (  # test-only reference, imported lazily
        LinearDiscriminantAnalysis,
        QuadraticDiscriminantAnalysis,
    )

    X, y = make_data(args.rows)
    pairs = {
        "LDA": (LDA, lambda: LinearDiscriminantAnalysis(solver="lsqr")),
        "QDA": (QDA, QuadraticDiscriminantAnalysis),
    }
    print(f"{args.rows:,} rows x 10 features, 3 classes; best of {args.repeat}; ratio = ours / scikit-learn")
    print(f"{'model':<8}{'operation':<15}{'ours (s)':>10}{'sklearn (s)':>13}{'ratio':>8}{'target':>8}  result")
    missed = 0
    for name, (ours_cls, make_ref) in pairs.items():
        ours, ref = ours_cls().fit(X, y), make_ref().fit(X, y)  # warm-up, and the models to predict with
        worst = np.abs(ours.predict_proba(X[:20000]) - ref.predict_proba(X[:20000])).max()
        timings = {
            "fit": (lambda c=ours_cls: c().fit(X, y), lambda m=make_ref: m().fit(X, y)),
            "predict_proba": (lambda o=ours: o.predict_proba(X), lambda r=ref: r.predict_proba(X)),
        }
        for operation, (ours_fn, ref_fn) in timings.items():
            t_ours, t_ref = best_time(ours_fn, args.repeat), best_time(ref_fn, args.repeat)
            ratio = t_ours / t_ref
            ok = ratio <= TARGET
            missed += not ok
            print(
                f"{name:<8}{operation:<15}{t_ours:>10.4f}{t_ref:>13.4f}{ratio:>8.2f}{TARGET:>8.2f}  "
                f"{'PASS' if ok else 'MISS'}"
            )
        print(f"{'':<8}max |P_ours - P_sklearn| = {worst:.2e}")
    print("all targets met" if not missed else f"{missed} target(s) missed")
    return 1 if missed and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
