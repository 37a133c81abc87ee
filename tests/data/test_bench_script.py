"""Smoke test of tests/benchmarks/bench_load.py on a small table (its timings are not checked here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_load.py"


def test_benchmark_script_runs(monkeypatch, capsys) -> None:
    monkeypatch.syspath_prepend(str(BENCH.parent))  # its timing helper is beside it, as when run as a script
    spec = importlib.util.spec_from_file_location("bench_load", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(sys, "argv", ["bench_load.py", "--rows", "3000", "--repeats", "1"])
    status = module.main()
    output = capsys.readouterr().out
    assert status in (0, 1)
    assert "detected gb18030" in output
    assert "detection bytes / 64 KB" in output and "target <= 1 " in output
    assert output.count("PASS") + output.count("FAIL") == 5  # three targets, two tables compared with pandas'
    assert "load_dataset gb18030 vs pandas: 0 cell(s) differ  PASS" in output
    assert "'编号': 'ignore'" in output and "'好瓜': 'target'" in output
