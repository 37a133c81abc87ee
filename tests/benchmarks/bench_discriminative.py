"""Speed of BayesGUI's discriminative baselines against scikit-learn's, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_discriminative.py [--rows N] [--svm-rows M] [--repeat R]

LogisticRegression: 100,000 rows x 10 features, 3 classes, against scikit-learn's LogisticRegression()
with its defaults (lbfgs, tol=1e-4); ours runs Newton to its default tol=1e-10, i.e. to the optimum.
LinearSVM: 5,000 rows x 5 features, 2 classes, against SVC(kernel="linear") (C=1, i.e. lam=0.5, libsvm's
default tol=1e-3); ours solves the problem exactly. Prints ours / scikit-learn fit times (best of R,
interleaved, BLAS limited to one thread on both sides) against the targets (the SVM's is loose). Prints how far
apart the two answers are, and checks that ours reaches an objective no higher than scikit-learn's (ours solves
to the optimum; scikit-learn stops at its tol), to 1e-9 relative. Exits 1 on a miss or a worse objective.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from timing import agree, blas_threads, interleaved, verdict  # beside this script

from bayesgui.core import LinearSVM, LogisticRegression

TARGETS = {"LogisticRegression": 1.0, "LinearSVM": 2.0}  # highest acceptable ours / scikit-learn fit time
OBJECTIVE_TOLERANCE = 1e-9  # how much higher (relative) our objective may be than scikit-learn's


def make_data(n_rows: int, n_features: int, n_classes: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, n_classes, n_rows)
    X = rng.normal(size=(n_rows, n_features)) + 0.8 * np.eye(n_classes, n_features)[y]
    return X, y


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
    print(f"best of {args.repeat}, interleaved; ratio = ours / scikit-learn (fit)")
    with blas_threads():
        missed = _compare(args)
    print("all targets met" if not missed else f"{missed} target(s) missed or objective(s) worse")
    return 1 if missed else 0


def _compare(args) -> int:
    from sklearn.linear_model import LogisticRegression as RefLogistic  # test-only reference, imported lazily
    from sklearn.svm import SVC

    print(f"{'model':<20}{'data':<18}{'ours (s)':>10}{'sklearn (s)':>13}{'ratio':>8}{'target':>8}  result")
    missed = 0
    X, y = make_data(args.rows, 10, 3)
    ours, ref = LogisticRegression().fit(X, y), RefLogistic().fit(X, y)  # warm-up, and the answers to compare
    t_ours, t_ref = interleaved([lambda: LogisticRegression().fit(X, y), lambda: RefLogistic().fit(X, y)], args.repeat)
    missed += _report("LogisticRegression", f"{args.rows:,} x 10, K=3", t_ours, t_ref)
    gap = np.abs(ours.predict_proba(X[:20000]) - ref.predict_proba(X[:20000])).max()
    theirs = logistic_objective(ref.coef_, ref.intercept_, X, y, 1.0)
    delta = logistic_objective(ours.coef_, ours.intercept_, X, y, 1.0) - theirs
    print(f"{'':<20}max |P_ours - P_sklearn| = {gap:.2e}; objective ours - sklearn = {delta:.3e}")
    missed += not agree("objective excess of ours (relative)", max(delta, 0.0) / abs(theirs), OBJECTIVE_TOLERANCE)

    X, y = make_data(args.svm_rows, 5, 2, seed=1)
    ours, ref = LinearSVM().fit(X, y), SVC(kernel="linear").fit(X, y)
    t_ours, t_ref = interleaved([lambda: LinearSVM().fit(X, y), lambda: SVC(kernel="linear").fit(X, y)], args.repeat)
    missed += _report("LinearSVM", f"{args.svm_rows:,} x 5, K=2", t_ours, t_ref)
    gap = np.abs(ours.decision_scores(X)[:, 1] - ref.decision_function(X)).max()
    t = np.where(y == 1, 1.0, -1.0)
    theirs = hinge_objective(ref.coef_[0], ref.intercept_[0], X, t, 0.5)
    delta = hinge_objective(ours.coef_[0], ours.intercept_[0], X, t, 0.5) - theirs
    print(f"{'':<20}max |f_ours - f_sklearn| = {gap:.2e}; objective ours - sklearn = {delta:.3e}")
    missed += not agree("objective excess of ours (relative)", max(delta, 0.0) / abs(theirs), OBJECTIVE_TOLERANCE)
    return missed


def _report(name: str, data: str, t_ours: float, t_ref: float) -> int:
    ratio = t_ours / t_ref
    target = TARGETS[name]
    result = verdict(ratio, target)
    print(f"{name:<20}{data:<18}{t_ours:>10.4f}{t_ref:>13.4f}{ratio:>8.2f}{target:>8.2f}  {result}")
    return int(result != "PASS")


if __name__ == "__main__":
    sys.exit(main())
