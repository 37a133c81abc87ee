"""Speed of BayesGUI's LDA and QDA against scikit-learn's, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_discriminant.py [--rows N] [--repeat R]

1,000,000 rows x 10 features, 3 classes. Prints ours / scikit-learn for fit and predict_proba (best of
R runs each, the two sides interleaved, BLAS limited to one thread on both) against the target ratio 1.0, and
checks that both give the same probabilities (to 1e-9 on the first 20,000 rows). Exits 1 when a target is
missed or the probabilities differ.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from timing import agree, blas_threads, interleaved, verdict  # beside this script

from bayesgui.core import LDA, QDA

TARGET = 1.0  # the highest acceptable ours / scikit-learn time ratio, for every model and operation
TOLERANCE = 1e-9  # the largest |P_ours - P_sklearn|


def make_data(n_rows: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    # Each class's own shape: a random rotation with scales in [0.5, 1.5], well conditioned whatever the size
    # (scikit-learn's QDA refuses a class whose covariance has a singular value below its tol = 1e-4).
    shapes = np.random.default_rng(seed + 1)
    rotations = np.linalg.qr(shapes.normal(size=(3, 10, 10)))[0]
    mix = rotations * shapes.uniform(0.5, 1.5, size=(3, 1, 10))
    X = np.empty((n_rows, 10))
    for k in range(3):  # a different covariance per class, so QDA has something to model
        rows = y == k
        X[rows] = rng.normal(size=(rows.sum(), 10)) @ mix[k] + 0.5 * k
    return X, y


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
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
    print(f"{args.rows:,} rows x 10 features, 3 classes; best of {args.repeat}, interleaved; ratio = ours / sklearn")
    with blas_threads():
        missed = _compare(X, y, pairs, args.repeat)
    print("all targets met" if not missed else f"{missed} target(s) missed or result(s) differing")
    return 1 if missed else 0


def _compare(X, y, pairs, repeat: int) -> int:
    print(f"{'model':<8}{'operation':<15}{'ours (s)':>10}{'sklearn (s)':>13}{'ratio':>8}{'target':>8}  result")
    missed = 0
    for name, (ours_cls, make_ref) in pairs.items():
        ours, ref = ours_cls().fit(X, y), make_ref().fit(X, y)  # warm-up, and the models to predict with
        worst = np.abs(ours.predict_proba(X[:20000]) - ref.predict_proba(X[:20000])).max()
        missed += not agree(f"{name} max |P_ours - P_sklearn|", worst, TOLERANCE)
        timings = {
            "fit": (lambda c=ours_cls: c().fit(X, y), lambda m=make_ref: m().fit(X, y)),
            "predict_proba": (lambda o=ours: o.predict_proba(X), lambda r=ref: r.predict_proba(X)),
        }
        for operation, (ours_fn, ref_fn) in timings.items():
            t_ours, t_ref = interleaved([ours_fn, ref_fn], repeat)
            ratio = t_ours / t_ref
            result = verdict(ratio, TARGET)
            missed += result != "PASS"
            print(f"{name:<8}{operation:<15}{t_ours:>10.4f}{t_ref:>13.4f}{ratio:>8.2f}{TARGET:>8.2f}  {result}")
    return missed


if __name__ == "__main__":
    sys.exit(main())
