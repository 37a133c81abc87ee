"""Speed of BayesGUI's cross-validation against scikit-learn's, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_evaluate.py [--rows N] [--repeat R] [--only-cli]

Prints ours / reference for each line (best of R runs of each side, interleaved; BLAS limited to one thread on
both sides) and exits 1 when a target is missed or the two sides' results differ:

* 10-fold CV of Gaussian naive Bayes on N x 20 (default 1,000,000) against ``cross_val_score(GaussianNB())``;
* the same with categorical naive Bayes against ``CategoricalNB``;
* leave-one-out on 20,000 x 20 against one fit plus one ``predict_proba`` of the same model;
* the end-to-end ``bayesgui-cli evaluate`` on a N/2 x 20 CSV (10-fold, Gaussian naive Bayes; run in this
  process, reading, kind inference and printing included) against ``pandas.read_csv`` plus
  ``cross_val_score(GaussianNB(), cv=10)`` on the same file.

Results compared: our out-of-fold accuracy against scikit-learn's ``cross_val_score`` on the same folds (equal
to one row in a million); leave-one-out posteriors against refitting without the row (three rows, 1e-9); the CLI's
reported accuracy against scikit-learn's on the folds the CLI reports.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path

import numpy as np
from timing import agree, blas_threads, interleaved, verdict  # beside this script

from bayesgui.cli import main as cli_main
from bayesgui.core import CategoricalNB, GaussianNB
from bayesgui.core.evaluation import Resampling, iter_out_of_fold
from bayesgui.core.evaluation.loo import loo_proba

ACCURACY_TOLERANCE = 1e-6  # one row in a million: the same folds give the same predictions
TARGETS = {"GaussianNB 10-fold": 0.12, "CategoricalNB 10-fold": 0.15, "leave-one-out": 3.0, "CLI end to end": 0.25}


def cross_validate(make, X, y, folds) -> float:
    """Our 10-fold CV: out-of-fold posteriors by fold subtraction, then the accuracy."""
    steps = iter_out_of_fold(make, X, y, folds, 3)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return float(np.mean(stop.value[0].argmax(axis=1) == y))


def make_data(n_rows: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n_rows)
    continuous = rng.normal(size=(n_rows, 20)) + 0.3 * y[:, None]
    levels = rng.integers(5, 11, 20)
    categorical = np.minimum((rng.random((n_rows, 20)) + 0.05 * y[:, None]) * levels, levels - 1).astype(np.int64)
    return y, continuous, categorical


def _sklearn_cv(cls, X, y, folds) -> float:
    from sklearn.model_selection import PredefinedSplit, cross_val_score

    return float(np.mean(cross_val_score(cls(), X, y, cv=PredefinedSplit(folds[0]))))


def _line(name: str, ours: float, reference: float) -> bool:
    ratio = ours / reference
    result = verdict(ratio, TARGETS[name])
    print(f"{name:<24}{ours:>10.3f}{reference:>12.3f}{ratio:>8.3f}{TARGETS[name]:>8}  {result}")
    return result == "PASS"


def _end_to_end(n_rows: int, repeat: int) -> bool:
    import pandas as pd
    from sklearn.naive_bayes import GaussianNB as SkGaussianNB

    y, X, _ = make_data(n_rows, seed=1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "table.csv"
        frame = pd.DataFrame(X, columns=[f"x{j}" for j in range(20)])
        frame["label"] = np.array(["a", "b", "c"])[y]
        frame.to_csv(path, index=False, float_format="%.6g")

        reported = []

        def ours():
            with contextlib.redirect_stdout(io.StringIO()) as out:
                assert cli_main(["evaluate", str(path), "--target", "label", "--cv", "10", "--json"]) == 0
            reported.append(out.getvalue())

        def reference():
            from sklearn.model_selection import StratifiedKFold, cross_val_score

            table = pd.read_csv(path)
            cv = StratifiedKFold(10, shuffle=True, random_state=0)
            cross_val_score(SkGaussianNB(), table.iloc[:, :20].to_numpy(), table["label"].to_numpy(), cv=cv)

        ok = _line("CLI end to end", *interleaved([ours, reference], repeat))
        result = json.loads(reported[-1])
        folds = np.asarray(result["folds"]).reshape(-1)
        table = pd.read_csv(path)  # the values the CLI read (written to 6 digits)
        expected = _sklearn_cv(SkGaussianNB, table.iloc[:, :20].to_numpy(), table["label"].to_numpy(), folds[None, :])
        gap = abs(result["metrics"]["accuracy"]["value"] - expected)
        return ok & agree("CLI accuracy - scikit-learn's on the CLI's folds", gap, ACCURACY_TOLERANCE)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=2, help="runs of each side (scikit-learn's take seconds)")
    parser.add_argument("--only-cli", action="store_true", help="run only the end-to-end CLI line")
    args = parser.parse_args(argv)
    if args.only_cli:
        print(f"ratio = ours / reference; best of {args.repeat} runs of each side, interleaved")
        print(f"{'run':<24}{'ours (s)':>10}{'ref (s)':>12}{'ratio':>8}{'target':>8}  result")
        with blas_threads():
            return 0 if _end_to_end(args.rows // 2, args.repeat) else 1
    from sklearn import naive_bayes as reference  # test-only reference, imported lazily

    y, continuous, categorical = make_data(args.rows)
    folds = Resampling(k=10).folds(y)
    print(f"ratio = ours / reference; best of {args.repeat} runs of each side, interleaved")
    with blas_threads():
        ok = _compare(args, reference, y, continuous, categorical, folds)
    return 0 if ok else 1


def _compare(args, reference, y, continuous, categorical, folds) -> bool:
    print(f"{'run':<24}{'ours (s)':>10}{'ref (s)':>12}{'ratio':>8}{'target':>8}  result")
    ok = True
    for name, ours_cls, ref_cls, X in (
        ("GaussianNB 10-fold", GaussianNB, reference.GaussianNB, continuous),
        ("CategoricalNB 10-fold", CategoricalNB, reference.CategoricalNB, categorical),
    ):
        accuracy = {"ours": [], "scikit-learn": []}

        def ours_run(c=ours_cls, X=X, out=accuracy["ours"]):
            out.append(cross_validate(c, X, y, folds))

        def ref_run(c=ref_cls, X=X, out=accuracy["scikit-learn"]):
            out.append(_sklearn_cv(c, X, y, folds))

        ok &= _line(name, *interleaved([ours_run, ref_run], args.repeat))
        gap = abs(accuracy["ours"][-1] - accuracy["scikit-learn"][-1])
        ok &= agree(f"{name} accuracy, ours - scikit-learn's on the same folds", gap, ACCURACY_TOLERANCE)
    small_y, small_X = y[:20_000], continuous[:20_000]

    def one_fit():
        GaussianNB().fit(small_X, small_y).predict_proba(small_X)

    def leave_one_out():
        loo_proba(GaussianNB().fit(small_X, small_y), small_X, small_y)

    ok &= _line("leave-one-out", *interleaved([leave_one_out, one_fit], 30))
    posteriors = loo_proba(GaussianNB().fit(small_X, small_y), small_X, small_y)
    keep = np.ones(small_y.size, dtype=bool)
    worst = 0.0
    for row in (0, small_y.size // 2, small_y.size - 1):  # refit without the row: the independent computation
        keep[:] = True
        keep[row] = False
        refit = GaussianNB().fit(small_X[keep], small_y[keep]).predict_proba(small_X[row : row + 1])[0]
        worst = max(worst, float(np.abs(posteriors[row] - refit).max()))
    ok &= agree("leave-one-out posteriors - refit without the row", worst, 1e-9)
    ok &= _end_to_end(args.rows // 2, args.repeat)
    return ok


if __name__ == "__main__":
    sys.exit(main())
