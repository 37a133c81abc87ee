"""The benchmarks' shared rules can fail: a non-positive time is noise, not a pass; results that differ beyond the
tolerance (or are NaN) are an error; both sides run in turns, the same number of times; BLAS limits are said."""

from __future__ import annotations

import math

from tests.benchmarks.timing import agree, blas_threads, interleaved, verdict


def test_a_non_positive_time_is_noise_and_a_ratio_beyond_the_target_a_miss():
    assert verdict(-1e-4, 0.1) == verdict(0.0, 0.1) == verdict(math.nan, 0.1) == "NOISE"
    assert verdict(0.05, 0.1) == "PASS" and verdict(0.2, 0.1) == "MISS"
    assert verdict(60.0, 50.0, at_most=False) == "PASS" and verdict(40.0, 50.0, at_most=False) == "MISS"


def test_results_beyond_the_tolerance_or_nan_do_not_agree(capsys):
    assert agree("same", 1e-12, 1e-9)
    assert not agree("apart", 1e-3, 1e-9)
    assert not agree("nan", math.nan, 1e-9)
    assert capsys.readouterr().out.count("RESULTS DIFFER") == 2


def test_both_sides_run_in_turns_the_same_number_of_times():
    calls: list[str] = []
    best = interleaved([lambda: calls.append("ours"), lambda: calls.append("reference")], 3,
                       before=lambda: calls.append("before"))
    assert calls == ["before", "ours", "before", "reference"] * 3
    assert len(best) == 2 and all(0 <= seconds < math.inf for seconds in best)


def test_the_blas_limit_is_said(capsys):
    with blas_threads(1) as line:
        pass
    assert line.startswith("BLAS threads: 1 on both sides") and line in capsys.readouterr().out


class ScriptedClock:
    """Stands in for the heartbeat's QElapsedTimer: each ``elapsed()`` is the next scripted time (ms)."""

    def __init__(self, *times: int) -> None:
        self.times = list(times)

    def start(self) -> None:
        pass

    def elapsed(self) -> int:
        return self.times.pop(0)


def test_the_heartbeat_counts_the_gap_before_its_first_beat_and_after_its_last(qapp):
    from tests.benchmarks.heartbeat import Heartbeat

    heart = Heartbeat()
    heart._clock = ScriptedClock(0, 200, 210, 220)  # start; a 200 ms block as the job starts; two 10 ms beats
    heart.start()
    heart._beat()
    heart._beat()
    heart.stop()  # at 220 ms
    assert heart.longest_gap_ms == 200.0
    heart._clock = ScriptedClock(0, 10, 20, 150)  # a block as the job ends, before stop()
    heart.start()
    heart._beat()
    heart._beat()
    heart.stop()
    assert heart.longest_gap_ms == 130.0



def _gui_benchmarks() -> dict[str, str]:
    """The text of each benchmark that makes a Qt application, by file name."""
    from pathlib import Path

    texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(Path(__file__).parent.glob("bench_*.py"))}
    return {name: text for name, text in texts.items() if "application()" in text or "QApplication" in text}


def test_every_gui_benchmark_leaves_without_a_qt_teardown():
    """A Qt teardown at interpreter exit segfaults about one exit in six (see ``exit_without_teardown``): a
    benchmark that measured everything then died with its buffered report unprinted, and ``make bench`` missed it."""
    gui = _gui_benchmarks()
    assert len(gui) >= 7
    for name, text in gui.items():
        assert "exit_without_teardown(main())" in text.rsplit('if __name__ == "__main__":', 1)[-1], name


def test_every_gui_benchmark_starts_the_application_as_the_app_does():
    """With the product's garbage collection (on the GUI thread, by a timer), not Python's automatic one."""
    for name, text in _gui_benchmarks().items():
        assert "from as_the_app import" in text, name
