"""Streamed training on a file four times larger than the memory the process may still take.

A child process warms up (imports, BLAS buffers, one streamed training on a small file), then limits its address
space (``RLIMIT_AS``) to what it uses plus ``LIMIT_MB``, and trains ``train --stream`` on a file of 4 x ``LIMIT_MB``:
it must succeed and count every row, while ``pandas.read_csv`` of the same file, under the same limit, runs out of
memory (so the limit is real). Allocators that reserve address space ahead are told not to (pyarrow's pool, glibc's
per-thread arenas, OpenBLAS threads), else the limit would measure reservations, not memory. Cost: ~5-10 s.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from bayesgui.data.saved.model_file import load_model

LIMIT_MB = 24
FILE_MB = 4 * LIMIT_MB

CHILD = r"""
import resource, sys
from bayesgui.cli import main

def address_space():
    for line in open("/proc/self/status"):
        if line.startswith("VmSize"):
            return int(line.split()[1]) * 1024

warm, big, out, limit = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) * 2**20
args = ["--stream", "--target", "label", "--chunk-rows", "4096", "-o", out]
assert main(["train", warm, *args]) == 0
resource.setrlimit(resource.RLIMIT_AS, (address_space() + limit,) * 2)
if main(["train", big, *args]) != 0:
    sys.exit(3)
try:
    import pandas
    pandas.read_csv(big)
    print("in memory: loaded")
except (MemoryError, OSError):
    print("in memory: out of memory")
"""


def _write(path: Path, megabytes: float) -> int:
    """A CSV of about ``megabytes`` MB (one block of rows repeated); return its number of rows."""
    rng = np.random.default_rng(0)
    n = 20000
    y = rng.integers(0, 3, n)
    a, b, c = rng.normal(y * 0.5, 1.0, n), rng.normal(-y * 0.3, 2.0, n), rng.poisson(2 + y, n)
    colour = np.array(["red", "green", "blue", "grey"])[rng.integers(0, 4, n)]
    label = np.array(["a", "b", "c"])[y]
    rows = zip(a, b, c, colour, label, strict=True)
    block = "".join(f"{p:.6f},{q:.6f},{r},{s},{t}\n" for p, q, r, s, t in rows).encode()
    repeats = max(1, int(megabytes * 1e6 / len(block)))
    with path.open("wb") as handle:
        handle.write(b"x1,x2,visits,colour,label\n")
        for _ in range(repeats):
            handle.write(block)
    return repeats * n


def test_streamed_training_needs_no_more_memory_than_a_chunk(tmp_path):
    warm, big = tmp_path / "warm.csv", tmp_path / "big.csv"
    _write(warm, 1)
    rows = _write(big, FILE_MB)
    assert big.stat().st_size >= 4 * LIMIT_MB * 2**20 * 0.95
    env = {
        **os.environ,
        "ARROW_DEFAULT_MEMORY_POOL": "system",
        "MALLOC_ARENA_MAX": "1",
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
    }
    out = tmp_path / "model.json"
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(warm), str(big), str(out), str(LIMIT_MB)],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines()[-1] == "in memory: out of memory"  # the limit holds a loaded table back
    assert load_model(out).n_rows == rows
