"""Speed of the Bayesian network's structure search: hill climbing on BIC over 100,000 rows x 15 categorical columns.

    .venv/bin/python tests/benchmarks/bench_bayes_net.py [--rows N] [--repeat R]

The rows are drawn from a random network (15 nodes of 2-4 values, about 20 edges). Prints our time; with pgmpy
installed, its HillClimbSearch on BIC beside ours against issue 24's target (ours <= pgmpy's time) and the two scores;
with pyAgrum installed, its greedy hill climbing on BIC (C++), for information. Exits 1 only when a reference is
installed and a target is missed (neither is a dependency: without them it only reports our time).
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np
from timing import verdict  # beside this script

from bayesgui.core.bayes_net.score import score_structure
from bayesgui.core.bayes_net.search import hill_climb, last_step
from bayesgui.core.bayes_net.structure import Structure

TARGET_PGMPY = 1.0  # ours / pgmpy's time, at most (issue 24)


def make_data(n_rows: int, n_nodes: int = 15, seed: int = 0) -> tuple[np.ndarray, list[int], list[tuple[int, int]]]:
    """Rows forward-sampled from a random DAG (parents only among earlier nodes, at most 2 each)."""
    rng = np.random.default_rng(seed)
    cards = rng.integers(2, 5, n_nodes).tolist()
    edges = []
    X = np.empty((n_rows, n_nodes), dtype=np.int64)
    for i in range(n_nodes):
        parents = sorted(rng.choice(i, size=min(i, int(rng.integers(0, 3))), replace=False).tolist()) if i else []
        edges += [(p, i) for p in parents]
        q = int(np.prod([cards[p] for p in parents])) if parents else 1
        table = rng.dirichlet(np.full(cards[i], 0.5), size=q)
        config = np.zeros(n_rows, dtype=np.int64)
        for p in parents:
            config = config * cards[p] + X[:, p]
        cumulative = table.cumsum(axis=1)[config]
        X[:, i] = np.minimum((rng.random(n_rows)[:, None] > cumulative).sum(axis=1), cards[i] - 1)
    return X, cards, edges


def ours(X, cards):
    return last_step(hill_climb(X, cards, "bic"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    X, cards, truth = make_data(args.rows)
    names = [f"x{j}" for j in range(X.shape[1])]
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        result = ours(X, cards)
        times.append(time.perf_counter() - start)
    mine = min(times)
    true_score = score_structure(X, cards, Structure(names, [(names[p], names[c]) for p, c in truth])).total
    print(f"{args.rows:,} rows x {X.shape[1]} columns; hill climbing on BIC (best of {args.repeat})")
    print(f"ours:    {mine:8.3f} s, {len(result.best_edges)} edges, BIC {result.best_score:.1f} "
          f"(the generating network's: {true_score:.1f})")  # fmt: skip
    missed = 0
    try:
        import pandas as pd
        from pgmpy import estimators
    except ImportError:
        print("pgmpy: not installed (the target ours <= pgmpy's time is not checked)")
    else:
        frame = pd.DataFrame(X, columns=names).astype(str)
        scorer = getattr(estimators, "BIC", None) or estimators.BicScore
        start = time.perf_counter()
        model = estimators.HillClimbSearch(frame).estimate(scoring_method=scorer(frame), show_progress=False)
        theirs = time.perf_counter() - start
        ratio = mine / theirs
        print(f"pgmpy:   {theirs:8.3f} s, {len(model.edges())} edges, BIC {-scorer(frame).score(model):.1f}; "
              f"ours / pgmpy = {ratio:.3f} (target <= {TARGET_PGMPY}) {verdict(ratio, TARGET_PGMPY)}")  # fmt: skip
        missed += ratio > TARGET_PGMPY
    try:
        import pandas as pd
        import pyagrum as gum
    except ImportError:
        print("pyAgrum: not installed")
    else:
        frame = pd.DataFrame(X, columns=names).astype(str)
        start = time.perf_counter()
        learner = gum.BNLearner(frame)
        learner.useGreedyHillClimbing()
        learner.useScoreBIC()
        bn = learner.learnBN()
        theirs = time.perf_counter() - start
        arcs = [(bn.variable(p).name(), bn.variable(c).name()) for p, c in bn.arcs()]
        bic = score_structure(X, cards, Structure(names, arcs)).total
        print(f"pyAgrum: {theirs:8.3f} s, {len(arcs)} edges, BIC {bic:.1f} (C++; for information: ours / pyAgrum = "
              f"{mine / theirs:.2f})")  # fmt: skip
    print("all targets met" if not missed else f"{missed} target(s) missed")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
