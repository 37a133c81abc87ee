"""Benchmark of streamed naive Bayes training against pandas reading the same file (a script, not a test).

Run::

    .venv/bin/python tests/benchmarks/bench_stream.py [--size 2000] [--repeats 3]

It writes a CSV of about ``--size`` MB (default 2000: 2 GB; a continuous, a count, two categorical columns and the
class, some cells missing) into a temporary folder under /tmp, deleted at the end, then times, interleaved and
best of ``--repeats``, each side in a fresh process of its own (so each one's peak memory is its own):

* ``pandas.read_csv(path)``, the whole file in memory (the reference: the read is the limit);
* ``bayesgui-cli train --stream`` with the default model (naive Bayes over every column), one pass.

Each process times its own work (imports and start-up left out) and reports its peak RSS (``VmHWM``: its own,
not the parent's, which ``ru_maxrss`` would carry across ``exec``).

Targets: streamed throughput >= 0.8 x ``read_csv``'s (its time <= 1.25 x), and the streamed process's peak RSS
<= 400 MB whatever the file's size. The two must agree: the streamed model's count of every class equals the
class counts of the table pandas read. Exit status 1 on a missed target or a difference.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from timing import blas_threads, in_turns, verdict  # beside this script

THROUGHPUT_TARGET = 0.8
RSS_TARGET_MB = 400.0

_CHILD = r"""
import json, sys, time
side, path, out = sys.argv[1:4]
if side == "pandas":
    import pandas
    start = time.perf_counter()
    frame = pandas.read_csv(path)
    seconds = time.perf_counter() - start
    counts = {str(k): int(v) for k, v in frame["label"].value_counts().items()}
else:
    from bayesgui.cli import main
    from bayesgui.data.saved.model_file import load_model
    start = time.perf_counter()
    code = main(["train", path, "--stream", "--target", "label", "-o", out])
    seconds = time.perf_counter() - start
    if code:
        sys.exit(code)
    model = load_model(out)
    counts = dict(zip(model.class_names, map(int, model.estimator.class_count_)))
rss = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM")) / 1024
print(json.dumps({"seconds": seconds, "rss_mb": rss, "counts": counts}))
"""


def write_csv(path: Path, megabytes: float, seed: int = 0, n_blocks: int = 8) -> None:
    """About ``megabytes`` MB of rows: ``n_blocks`` blocks of 200,000 rows drawn at random, then written in turn
    until the size is reached (drawing 2 GB of rows would take minutes; reading them is what is measured)."""
    rng = np.random.default_rng(seed)
    colours = np.array(["red", "green", "blue", "grey", "black"])
    sizes = np.array(["S", "M", "L"])
    labels = np.array(["spam", "ham", "unsure"])
    blocks = []
    for _ in range(n_blocks):
        n = 200_000
        y = rng.integers(0, 3, n)
        weight = np.round(rng.normal(70 + 3 * y, 9, n), 3).astype(str)
        weight[rng.random(n) < 0.01] = ""
        visits = rng.poisson(2 + y).astype(str)
        colour = colours[(rng.integers(0, 5, n) + y) % 5]
        size = sizes[rng.integers(0, 3, n)]
        cols = np.stack([weight, visits, colour, size, labels[y]], axis=1)
        blocks.append(("\n".join(",".join(row) for row in cols) + "\n").encode())
    with path.open("wb") as handle:
        handle.write(b"weight,visits,colour,size,label\n")
        written = 0
        while written < megabytes * 1e6:
            block = blocks[(written // len(blocks[0])) % n_blocks]
            handle.write(block)
            written += len(block)


def run_side(side: str, path: Path, out: Path, results: dict) -> float:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, side, str(path), str(out)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"{side} failed: {done.stderr[-2000:]}")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    results.setdefault(side, []).append(report)
    return float(report["seconds"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=float, default=2000.0, help="MB of CSV (default 2000)")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench_stream_", dir="/tmp") as folder:
        path, out = Path(folder) / "big.csv", Path(folder) / "model.json"
        write_csv(path, args.size)
        size_mb = path.stat().st_size / 1e6
        results: dict = {}
        with blas_threads() as threads:
            print(f"{size_mb:.0f} MB CSV; best of {args.repeats}, interleaved, each side in its own process; {threads}")
            reference, streamed = in_turns(
                [lambda: run_side("pandas", path, out, results), lambda: run_side("stream", path, out, results)],
                args.repeats,
            )
    throughput = reference / streamed if streamed > 0 else float("nan")
    rss = max(r["rss_mb"] for r in results["stream"])
    print(f"  pandas.read_csv: {reference:.2f} s ({size_mb / reference:.0f} MB/s), peak RSS "
          f"{max(r['rss_mb'] for r in results['pandas']):.0f} MB")  # fmt: skip
    print(f"  train --stream:  {streamed:.2f} s ({size_mb / streamed:.0f} MB/s), peak RSS {rss:.0f} MB")
    same = all(r["counts"] == results["pandas"][0]["counts"] for r in results["stream"])
    print(f"  class counts: {'agree' if same else 'RESULTS DIFFER'} ({results['pandas'][0]['counts']})")
    v_speed = verdict(throughput, THROUGHPUT_TARGET, at_most=False)
    v_rss = verdict(rss, RSS_TARGET_MB)
    print(f"throughput vs read_csv: {throughput:.2f} (target >= {THROUGHPUT_TARGET})  {v_speed}")
    print(f"peak RSS streamed: {rss:.0f} MB (target <= {RSS_TARGET_MB:.0f})  {v_rss}")
    return 0 if same and v_speed == "PASS" and v_rss == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
