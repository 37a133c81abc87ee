"""Speed of BayesGUI's EM against scikit-learn's GaussianMixture, measured in one run on the same data.

    .venv/bin/python tests/benchmarks/bench_em.py [--repeat R] [--threads T] [--quick]

1. Time per EM iteration (an E step and an M step), 2-D data, full covariances, N = 100,000 and
   1,000,000, K = 3 and 8, both started from the same explicit parameters with tol = 0. Each side's
   per-iteration time is (fit with max_iter = m1 - fit with max_iter = m0) / (m1 - m0): the set-up
   (input checks, feature matrix, initialisation, final E step) cancels. Best of R, interleaved.
2. The log-density on a 200 x 200 grid (``mixture_log_density_grid``) against scikit-learn's
   ``score_samples`` on the same 40,000 points, K = 3 and 8.

Prints ours / scikit-learn per line with PASS or MISS against the target, and exits 1 on a miss.
BLAS runs with ``--threads`` threads (default 1) on both sides: numpy's and scipy's OpenBLAS pools
otherwise fight over the cores and make scikit-learn's small LAPACK calls crawl, which would flatter us.
The GUI animation frame rate is measured by the GUI's own benchmark (see ``gui_animation_hook``).
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings

import numpy as np

from bayesgui.core import GaussianMixture, MixtureParams, mixture_log_density_grid

TARGETS = {"iteration": 0.1, "grid": 0.15}  # the highest acceptable ours / scikit-learn time ratio


def make_problem(n: int, k: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    centres = rng.uniform(-10, 10, size=(k, 2))
    X = centres[rng.integers(0, k, n)] + rng.normal(size=(n, 2)) * rng.uniform(0.5, 2.0, size=(k, 1, 2))[0]
    means = X[rng.choice(n, k, replace=False)]
    covariances = np.repeat(np.cov(X.T, bias=True)[None], k, axis=0)
    return X, np.full(k, 1.0 / k), means, covariances


def time_fit(make, X, iterations: int) -> float:
    model = make(iterations)
    start = time.perf_counter()
    model.fit(X)
    return time.perf_counter() - start


def per_iteration(make, X, repeat: int, m0: int, m1: int) -> float:
    short = min(time_fit(make, X, m0) for _ in range(repeat))
    long = min(time_fit(make, X, m1) for _ in range(repeat))
    return max(long - short, 1e-9) / (m1 - m0)


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
    t_ours = per_iteration(ours, X, repeat, m0, m1)
    t_ref = per_iteration(reference, X, repeat, m0, m1)
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
    t_ours = t_ref = np.inf
    for _ in range(repeat):
        start = time.perf_counter()
        grid = mixture_log_density_grid(params, xs, ys)
        t_ours = min(t_ours, time.perf_counter() - start)
        start = time.perf_counter()
        expected = ref.score_samples(points)
        t_ref = min(t_ref, time.perf_counter() - start)
    return t_ours, t_ref, float(np.abs(grid.ravel() - expected).max())


def gui_animation_hook() -> None:
    """HOOK for the GUI engineer: the EM animation frame rate belongs to ``bench_gui.py`` (not measured here)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1, help="BLAS threads on both sides")
    parser.add_argument("--quick", action="store_true", help="N = 100,000 only")
    args = parser.parse_args(argv)
    from threadpoolctl import threadpool_limits

    warnings.simplefilter("ignore")  # scikit-learn's ConvergenceWarning (tol = 0 on purpose)
    misses = 0
    with threadpool_limits(limits=args.threads):
        for n in (100_000,) if args.quick else (100_000, 1_000_000):
            for k in (3, 8):
                ours, ref, gap = bench_iterations(n, k, args.repeat)
                ratio = ours / ref
                ok = ratio <= TARGETS["iteration"]
                misses += not ok
                print(
                    f"EM iteration  N={n:>9,} K={k}: ours {ours * 1e3:8.2f} ms  scikit-learn {ref * 1e3:8.1f} ms  "
                    f"ratio {ratio:.3f} (target <= {TARGETS['iteration']})  {'PASS' if ok else 'MISS'}  "
                    f"[means agree to {gap:.1e}]"
                )
        for k in (3, 8):
            ours, ref, gap = bench_grid(k, args.repeat * 5)
            ratio = ours / ref
            ok = ratio <= TARGETS["grid"]
            misses += not ok
            print(
                f"grid 200x200 K={k}:          ours {ours * 1e3:8.2f} ms  score_samples {ref * 1e3:7.1f} ms  "
                f"ratio {ratio:.3f} (target <= {TARGETS['grid']})  {'PASS' if ok else 'MISS'}  [max |diff| {gap:.1e}]"
            )
    gui_animation_hook()
    print("GUI animation fps: SKIPPED here (measured by tests/benchmarks/bench_gui.py, GUI engineer's part)")
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
