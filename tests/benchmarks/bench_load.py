"""Benchmark of the data loader against plain pandas (a script, not a test).

Run::

    .venv/bin/python tests/benchmarks/bench_load.py [--rows 1000000] [--repeats 5]

It writes a mixed CSV (Chinese categories, numbers, counts, missing values; 12 columns) to a temporary
folder, plus the same table in GB18030, then times, interleaved and best of ``--repeats`` (default 9):

* ``pandas.read_csv(path, engine="c")`` on the UTF-8 file (the reference);
* ``bayesgui.data.load_dataset`` on the UTF-8 file (detection and kind inference included);
* ``bayesgui.data.load_dataset`` on the GB18030 file.

Targets: UTF-8 load <= 1.15 x pandas; GB18030 load <= 3 x the UTF-8 pandas read. It also checks that
encoding detection reads at most 64 KB, by counting the bytes read through the detection module, and that both
loads give pandas' table (every cell equal; "?" read as missing). Exit status 1 if a target is missed or a
cell differs.
"""

from __future__ import annotations

import argparse
import builtins
import contextlib
import gc
import io
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pandas as pd
from timing import interleaved  # beside this script

from bayesgui.data import SNIFF_BYTES, load_dataset
from bayesgui.data.readers import charset as charset_module

UTF8_TARGET = 1.15
GB18030_TARGET = 3.0


def make_table(n_rows: int, seed: int = 0) -> pd.DataFrame:
    """A table like a student's, scaled up: Chinese categories, measurements, counts, some missing."""
    rng = np.random.default_rng(seed)

    def pick(words: list[str]) -> np.ndarray:
        return np.asarray(words, dtype=object)[rng.integers(0, len(words), n_rows)]

    frame = pd.DataFrame(
        {
            "编号": np.arange(1, n_rows + 1),
            "色泽": pick(["青绿", "乌黑", "浅白"]),
            "根蒂": pick(["蜷缩", "稍蜷", "硬挺"]),
            "敲声": pick(["浊响", "沉闷", "清脆"]),
            "纹理": pick(["清晰", "稍糊", "模糊"]),
            "密度": rng.normal(0.5, 0.1, n_rows).round(3),
            "含糖率": rng.normal(0.2, 0.1, n_rows).round(3),
            "重量": rng.gamma(5.0, 1.0, n_rows).round(2),
            "斑点数": rng.poisson(4.0, n_rows),
            "等级": rng.integers(1, 6, n_rows),
            "产地": pick(["北京", "上海", "广州", "深圳", "成都", "西安"]),
            "好瓜": pick(["是", "否"]),
        }
    )
    frame.loc[rng.random(n_rows) < 0.01, "密度"] = np.nan
    frame.loc[rng.random(n_rows) < 0.01, "色泽"] = "?"
    return frame


def write_files(folder: Path, n_rows: int) -> tuple[Path, Path]:
    utf8, gb = folder / "big_utf8.csv", folder / "big_gb18030.csv"
    make_table(n_rows).to_csv(utf8, index=False, encoding="utf-8", lineterminator="\n")
    with open(utf8, encoding="utf-8") as source, open(gb, "w", encoding="gb18030", newline="") as target:
        while chunk := source.read(1 << 22):
            target.write(chunk)
    return utf8, gb


class _CountingFile(io.BufferedReader):
    bytes_read = 0

    def read(self, size: int | None = -1) -> bytes:
        data = super().read(size)
        _CountingFile.bytes_read += len(data)
        return data


@contextlib.contextmanager
def count_detection_reads() -> Iterator[type[_CountingFile]]:
    """Count the bytes that the encoding-detection module reads from files while active."""

    def counting_open(file: str | Path, mode: str = "r", *args: object, **kwargs: object) -> object:
        assert mode == "rb", mode
        return _CountingFile(io.FileIO(file, "r"))

    _CountingFile.bytes_read = 0
    charset_module.open = counting_open  # type: ignore[attr-defined]  # shadows the builtin in that module
    try:
        yield _CountingFile
    finally:
        del charset_module.open  # type: ignore[attr-defined]
        assert charset_module.__dict__.get("open", builtins.open) is builtins.open


def best_times(jobs: dict[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """Best time of each job over ``repeats`` interleaved rounds (a garbage collection before each run)."""
    return dict(zip(jobs, interleaved(list(jobs.values()), repeats, before=gc.collect), strict=True))


def differing_cells(dataset, reference: pd.DataFrame) -> int:
    """How many cells of ``dataset`` differ from pandas' ``reference`` ("?" is missing in ours)."""
    ours = dataset.frame
    if list(ours.columns) != list(reference.columns) or len(ours) != len(reference):
        return max(ours.size, reference.size)
    expected = reference.where(reference != "?")
    different = 0
    for column in reference.columns:
        a, b = ours[column].to_numpy(dtype=object), expected[column].to_numpy(dtype=object)
        missing_a, missing_b = pd.isna(a), pd.isna(b)
        both = ~missing_a & ~missing_b
        different += int((missing_a != missing_b).sum() + (a[both] != b[both]).sum())
    return different


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        utf8, gb = write_files(Path(tmp), args.rows)
        print(
            f"wrote {args.rows:,} rows x 12 columns in {time.perf_counter() - start:.1f} s: "
            f"UTF-8 {utf8.stat().st_size / 1e6:.1f} MB, GB18030 {gb.stat().st_size / 1e6:.1f} MB"
        )

        with count_detection_reads() as counter:
            dataset = load_dataset(gb)
        print(
            f"encoding detection read {counter.bytes_read:,} bytes (limit {SNIFF_BYTES:,}); "
            f"detected {dataset.source.encoding}"
        )
        print("kinds:", dict(dataset.kinds))

        times = best_times(
            {
                "pandas.read_csv utf-8": lambda: pd.read_csv(utf8, engine="c"),
                "load_dataset utf-8": lambda: load_dataset(utf8),
                "load_dataset gb18030": lambda: load_dataset(gb),
            },
            args.repeats,
        )
        start = time.perf_counter()
        arrays = load_dataset(utf8).to_arrays()
        to_arrays = time.perf_counter() - start - times["load_dataset utf-8"]
        reference_table = pd.read_csv(utf8, engine="c")
        differing = {name: differing_cells(load_dataset(path), reference_table) for name, path in
                     (("utf-8", utf8), ("gb18030", gb))}
    for name, seconds in times.items():
        print(f"{name:24s} {seconds:7.3f} s (best of {args.repeats})")
    print(f"{'to_arrays (info)':24s} {to_arrays:7.3f} s for X of shape {arrays.X.shape}")
    reference = times["pandas.read_csv utf-8"]
    checks = [
        ("load utf-8 / pandas utf-8", times["load_dataset utf-8"] / reference, UTF8_TARGET),
        ("load gb18030 / pandas utf-8", times["load_dataset gb18030"] / reference, GB18030_TARGET),
        ("detection bytes / 64 KB", counter.bytes_read / SNIFF_BYTES, 1.0),
    ]
    print(f"(load gb18030 / load utf-8 = {times['load_dataset gb18030'] / times['load_dataset utf-8']:.2f})")
    failed = False
    for name, count in differing.items():
        print(f"load_dataset {name} vs pandas: {count} cell(s) differ  {'PASS' if count == 0 else 'FAIL'}")
        failed |= count > 0
    for label, ratio, target in checks:
        verdict = "PASS" if ratio <= target else "FAIL"
        failed |= verdict == "FAIL"
        print(f"{label:30s} {ratio:6.3f}  target <= {target:<5g} {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
