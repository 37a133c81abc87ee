"""Speed of BayesGUI's EM against scikit-learn's GaussianMixture, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_em.py [--repeat R] [--threads T] [--quick]

1. Time per EM iteration (an E step and an M step), 2-D data, full covariances, N = 100,000 and
   1,000,000, K = 3 and 8, both started from the same explicit parameters with tol = 0. Each side's
   per-iteration time is (fit with max_iter = m1 - fit with max_iter = m0) / (m1 - m0): the set-up
   (input checks, feature matrix, initialisation, final E step) cancels. Best of R, the four fits interleaved.
   A difference that comes out <= 0 measured nothing: reported as NOISE, which is not a pass.
2. The log-density on a 200 x 200 grid (``mixture_log_density_grid``) against scikit-learn's
   ``score_samples`` on the same 40,000 points, K = 3 and 8.

Prints ours / scikit-learn per line with PASS, MISS or NOISE against the target, and exits 1 on anything but
PASS or when the two sides' results differ (the means after the same iterations, the grid's log-densities).
BLAS runs with ``--threads`` threads (default 1) on both sides: numpy's and scipy's OpenBLAS pools
otherwise fight over the cores and make scikit-learn's small LAPACK calls crawl, which would flatter us.
The GUI animation frame rate is measured by the GUI's own benchmark (see ``gui_animation_hook``).
"""

from __future__ import annotations

import argparse
import sys
import warnings

import numpy as np
from timing import agree, blas_threads, interleaved, verdict  # beside this script

from bayesgui.core import GaussianMixture, MixtureParams, mixture_log_density_grid

TARGETS = {"iteration": 0.1, "grid": 0.15}  # the highest acceptable ours / scikit-learn time ratio
TOLERANCES = {"means": 1e-6, "grid": 1e-9}  # relative gap of the means after m1 iterations; max |log-density gap|


def make_problem(n: int, k: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    centres = rng.uniform(-10, 10, size=(k, 2))
    X = centres[rng.integers(0, k, n)] + rng.normal(size=(n, 2)) * rng.uniform(0.5, 2.0, size=(k, 1, 2))[0]
    means = X[rng.choice(n, k, replace=False)]
    covariances = np.repeat(np.cov(X.T, bias=True)[None], k, axis=0)
    return X, np.full(k, 1.0 / k), means, covariances


def per_iteration(ours, reference, X, repeat: int, m0: int, m1: int) -> tuple[float, float]:
    """Each side's (best fit of m1 iterations - best fit of m0) / (m1 - m0), the four fits interleaved.

    Not clamped: a difference <= 0 is noise, and the verdict says so."""
    fits = [lambda make=make, m=m: make(m).fit(X) for make in (ours, reference) for m in (m0, m1)]
    short_ours, long_ours, short_ref, long_ref = interleaved(fits, repeat)
    return (long_ours - short_ours) / (m1 - m0), (long_ref - short_ref) / (m1 - m0)


def bench_iterations(n: int, k: int, repeat: int) -> tuple[float, float, float]:
    from sklearn.mixture import GaussianMixture as Reference  # test-only reference, imported lazily

    X, weights, means, covs = make_problem(n, k)
    init = {"weights": weights, "means": means, "covariances": covs}

    def ours(m):
        return GaussianMixture(k, init=init, max_iter=m, tol=0)

    def reference(m):
        return Reference(
            k, weights_init=weights, means_init=means, precisions_init=np.linalg.inv(covs), max_iter=m, tol=0
        )

    m0, m1 = (2, 12) if n <= 100_000 else (2, 7)
    t_ours, t_ref = per_iteration(ours, reference, X, repeat, m0, m1)
    a, b = ours(m1).fit(X), reference(m1).fit(X)
    gap = float(np.abs(a.means_ - b.means_).max() / np.abs(b.means_).max())
    return t_ours, t_ref, gap


def bench_grid(k: int, repeat: int) -> tuple[float, float, float]:
    from sklearn.mixture import GaussianMixture as Reference

    X, weights, means, covs = make_problem(20_000, k, seed=1)
    ref = Reference(k, weights_init=weights, means_init=means, precisions_init=np.linalg.inv(covs), max_iter=20)
    ref.fit(X)
    params = MixtureParams(ref.weights_, ref.means_, ref.covariances_)
    xs = np.linspace(X[:, 0].min(), X[:, 0].max(), 200)
    ys = np.linspace(X[:, 1].min(), X[:, 1].max(), 200)
    points = np.column_stack([np.tile(xs, ys.size), np.repeat(ys, xs.size)])
    t_ours, t_ref = interleaved(
        [lambda: mixture_log_density_grid(params, xs, ys), lambda: ref.score_samples(points)], repeat
    )
    gap = np.abs(mixture_log_density_grid(params, xs, ys).ravel() - ref.score_samples(points)).max()
    return t_ours, t_ref, float(gap)


def gui_animation_hook() -> None:
    """HOOK for the GUI engineer: the EM animation frame rate belongs to ``bench_gui.py`` (not measured here)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1, help="BLAS threads on both sides")
    parser.add_argument("--quick", action="store_true", help="N = 100,000 only")
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore")  # scikit-learn's ConvergenceWarning (tol = 0 on purpose)
    misses = 0
    with blas_threads(args.threads):
        for n in (100_000,) if args.quick else (100_000, 1_000_000):
            for k in (3, 8):
                ours, ref, gap = bench_iterations(n, k, args.repeat)
                ratio = ours / ref if ref > 0 else float("nan")
                result = verdict(ratio, TARGETS["iteration"]) if ours > 0 else "NOISE"  # either side <= 0: noise
                misses += result != "PASS"
                print(
                    f"EM iteration  N={n:>9,} K={k}: ours {ours * 1e3:8.2f} ms  scikit-learn {ref * 1e3:8.1f} ms  "
                    f"ratio {ratio:.3f} (target <= {TARGETS['iteration']})  {result}"
                )
                misses += not agree("relative gap of the means after the same iterations", gap, TOLERANCES["means"])
        for k in (3, 8):
            ours, ref, gap = bench_grid(k, args.repeat * 5)
            ratio = ours / ref
            result = verdict(ratio, TARGETS["grid"])
            misses += result != "PASS"
            print(
                f"grid 200x200 K={k}:          ours {ours * 1e3:8.2f} ms  score_samples {ref * 1e3:7.1f} ms  "
                f"ratio {ratio:.3f} (target <= {TARGETS['grid']})  {result}"
            )
            misses += not agree("max |log-density ours - score_samples|", gap, TOLERANCES["grid"])
    gui_animation_hook()
    print("GUI animation fps: SKIPPED here (measured by tests/benchmarks/bench_gui.py, GUI engineer's part)")
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
