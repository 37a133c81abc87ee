"""Speed of BayesGUI's discriminative baselines against scikit-learn's, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_discriminative.py [--rows N] [--svm-rows M] [--repeat R]

LogisticRegression: 100,000 rows x 10 features, 3 classes, against scikit-learn's LogisticRegression()
with its defaults (lbfgs, tol=1e-4); ours runs Newton to its default tol=1e-10, i.e. to the optimum.
LinearSVM: 5,000 rows x 5 features, 2 classes, against SVC(kernel="linear") (C=1, i.e. lam=0.5, libsvm's
default tol=1e-3); ours solves the problem exactly. Prints ours / scikit-learn fit times (best of R,
interleaved) against the targets (the SVM's is loose) and exits 1 when one is missed. Also prints how
far apart the two answers are and which reaches the lower objective.
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np

from bayesgui.core import LinearSVM, LogisticRegression

TARGETS = {"LogisticRegression": 1.0, "LinearSVM": 2.0}  # highest acceptable ours / scikit-learn fit time


def make_data(n_rows: int, n_features: int, n_classes: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, n_classes, n_rows)
    X = rng.normal(size=(n_rows, n_features)) + 0.8 * np.eye(n_classes, n_features)[y]
    return X, y


def best_times(ours_fn, ref_fn, repeat: int) -> tuple[float, float]:
    best = [np.inf, np.inf]
    for _ in range(repeat):
        for i, fn in enumerate((ours_fn, ref_fn)):
            start = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - start)
    return best[0], best[1]


def logistic_objective(coef, intercept, X, y, C) -> float:
    Z = X @ coef.T + intercept
    top = Z.max(axis=1)
    lse = top + np.log(np.exp(Z - top[:, None]).sum(axis=1))
    return float(0.5 * np.sum(coef**2) + C * np.sum(lse - Z[np.arange(y.size), y]))


def hinge_objective(w, b, X, t, lam) -> float:
    return float(np.maximum(0.0, 1.0 - t * (X @ w + b)).sum() + lam * (w @ w))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--svm-rows", type=int, default=5_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    from sklearn.linear_model import LogisticRegression as RefLogistic  # test-only reference, imported lazily
    from sklearn.svm import SVC

    print(f"best of {args.repeat}; ratio = ours / scikit-learn (fit)")
    print(f"{'model':<20}{'data':<18}{'ours (s)':>10}{'sklearn (s)':>13}{'ratio':>8}{'target':>8}  result")
    missed = 0
    X, y = make_data(args.rows, 10, 3)
    ours, ref = LogisticRegression().fit(X, y), RefLogistic().fit(X, y)  # warm-up, and the answers to compare
    t_ours, t_ref = best_times(lambda: LogisticRegression().fit(X, y), lambda: RefLogistic().fit(X, y), args.repeat)
    missed += _report("LogisticRegression", f"{args.rows:,} x 10, K=3", t_ours, t_ref)
    gap = np.abs(ours.predict_proba(X[:20000]) - ref.predict_proba(X[:20000])).max()
    delta = logistic_objective(ours.coef_, ours.intercept_, X, y, 1.0) - logistic_objective(
        ref.coef_, ref.intercept_, X, y, 1.0
    )
    print(f"{'':<20}max |P_ours - P_sklearn| = {gap:.2e}; objective ours - sklearn = {delta:.3e}")

    X, y = make_data(args.svm_rows, 5, 2, seed=1)
    ours, ref = LinearSVM().fit(X, y), SVC(kernel="linear").fit(X, y)
    t_ours, t_ref = best_times(lambda: LinearSVM().fit(X, y), lambda: SVC(kernel="linear").fit(X, y), args.repeat)
    missed += _report("LinearSVM", f"{args.svm_rows:,} x 5, K=2", t_ours, t_ref)
    gap = np.abs(ours.decision_scores(X)[:, 1] - ref.decision_function(X)).max()
    t = np.where(y == 1, 1.0, -1.0)
    delta = hinge_objective(ours.coef_[0], ours.intercept_[0], X, t, 0.5) - hinge_objective(
        ref.coef_[0], ref.intercept_[0], X, t, 0.5
    )
    print(f"{'':<20}max |f_ours - f_sklearn| = {gap:.2e}; objective ours - sklearn = {delta:.3e}")
    print("all targets met" if not missed else f"{missed} target(s) missed")
    return 1 if missed else 0


def _report(name: str, data: str, t_ours: float, t_ref: float) -> int:
    ratio = t_ours / t_ref
    target = TARGETS[name]
    ok = ratio <= target
    print(f"{name:<20}{data:<18}{t_ours:>10.4f}{t_ref:>13.4f}{ratio:>8.2f}{target:>8.2f}  {'PASS' if ok else 'MISS'}")
    return int(not ok)


if __name__ == "__main__":
    sys.exit(main())
