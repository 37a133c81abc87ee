"""Speed of BayesGUI's naive Bayes against scikit-learn's, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_naive_bayes.py [--rows N] [--repeat R]

1,000,000 rows x 20 features, 3 classes (categorical: 5-10 levels; multinomial: 50 count features).
Prints ours / scikit-learn for fit and predict_proba (best of R runs each, the two sides interleaved, BLAS
limited to one thread on both) against the targets. Checks that both give the same probabilities (to 1e-9 on
the first 20,000 rows) and exits 1 when a target is missed or the probabilities differ.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial

import numpy as np
from timing import agree, blas_threads, interleaved, verdict  # beside this script

from bayesgui.core import CategoricalNB, GaussianNB, MultinomialNB

TARGETS = {  # (model, operation) -> the highest acceptable ours / scikit-learn time ratio
    ("GaussianNB", "fit"): 0.35,
    ("GaussianNB", "predict_proba"): 0.2,
    ("CategoricalNB", "fit"): 0.2,
    ("CategoricalNB", "predict_proba"): 0.3,
    ("MultinomialNB", "fit"): 0.35,
    ("MultinomialNB", "predict_proba"): 0.35,
}
TOLERANCE = 1e-9  # the largest |P_ours - P_sklearn|


def make_data(n_rows: int, seed: int = 0) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    continuous = rng.normal(size=(n_rows, 20)) + 0.3 * y[:, None]
    levels = rng.integers(5, 11, 20)
    categorical = (rng.random((n_rows, 20)) * levels).astype(np.int64)
    counts = rng.poisson(rng.uniform(0.2, 3.0, 50), size=(n_rows, 50)).astype(np.int64)
    return {"GaussianNB": (continuous, y), "CategoricalNB": (categorical, y), "MultinomialNB": (counts, y)}


def _fit(cls, X, y):
    return cls().fit(X, y)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    import sklearn.naive_bayes as reference  # test-only reference, imported lazily

    data = make_data(args.rows)
    print(f"{args.rows:,} rows, 3 classes; best of {args.repeat}, interleaved; ratio = ours / scikit-learn")
    with blas_threads():
        missed = _compare(data, reference, args.repeat)
    print("all targets met" if not missed else f"{missed} target(s) missed or result(s) differing")
    return 1 if missed else 0


def _compare(data, reference, repeat: int) -> int:
    print(f"{'model':<15}{'operation':<15}{'ours (s)':>10}{'sklearn (s)':>13}{'ratio':>8}{'target':>8}  result")
    missed = 0
    for name, (X, y) in data.items():
        ours_cls, ref_cls = (
            {
                "GaussianNB": GaussianNB,
                "CategoricalNB": CategoricalNB,
                "MultinomialNB": MultinomialNB,
            }[name],
            getattr(reference, name),
        )
        ours, ref = ours_cls().fit(X, y), ref_cls().fit(X, y)  # warm-up, and the models to predict with
        missed += not agree(
            f"{name} max |P_ours - P_sklearn|",
            np.abs(ours.predict_proba(X[:20000]) - ref.predict_proba(X[:20000])).max(),
            TOLERANCE,
        )
        timings = {
            "fit": (partial(_fit, ours_cls, X, y), partial(_fit, ref_cls, X, y)),
            "predict_proba": (partial(ours.predict_proba, X), partial(ref.predict_proba, X)),
        }
        for operation, (ours_fn, ref_fn) in timings.items():
            t_ours, t_ref = interleaved([ours_fn, ref_fn], repeat)
            ratio = t_ours / t_ref
            target = TARGETS[(name, operation)]
            result = verdict(ratio, target)
            missed += result != "PASS"
            print(f"{name:<15}{operation:<15}{t_ours:>10.4f}{t_ref:>13.4f}{ratio:>8.2f}{target:>8.2f}  {result}")
    return missed


if __name__ == "__main__":
    sys.exit(main())
