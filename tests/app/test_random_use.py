"""The real window used at random, as a curious student would (issue 28): seeded sequences of a few hundred
clicks, typed values, menu commands, tab switches, plot clicks, samples (every one), models, languages and
presentation mode, at 1280×720 and 1366×768, starting in English and in Chinese.

It fails on an exception that escapes, an internal error, a raw Python message on screen, or an event-loop stall
over 2 s, naming the step and its action and printing the command that replays the seed. It prints the seeds it
ran and the actions per seed. More seeds: ``--random-use-seed=N`` (repeatable) or ``BAYESGUI_RANDOM_USE_SEEDS=1,2``;
more actions: ``--random-use-steps=K`` or ``BAYESGUI_RANDOM_USE_STEPS``. On a loaded machine, where a stall of
CI's hides in the noise, ``BAYESGUI_RANDOM_USE_SLOW=0.3`` with ``BAYESGUI_RANDOM_USE_LOG`` lists every gap in which the
GUI thread itself worked over 0.3 s, with the action and where the thread was.
"""

import os

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QMessageBox

from bayesgui.app.language.translators import install_translators
from bayesgui.app.main_window import MainWindow
from tests.app.random_use import RandomUse, patch_dialogs

DEFAULT_SEEDS = (1, 2, 3, 4)  # CI: one seed per (language, screen size)
DEFAULT_STEPS = 200
SIZES = ((1366, 768), (1280, 720))


def _runs(config):
    seeds = config.getoption("--random-use-seed") or [
        int(s) for s in os.environ.get("BAYESGUI_RANDOM_USE_SEEDS", "").split(",") if s.strip()
    ]
    return tuple((seed, ("en", "zh_CN")[seed % 2], SIZES[(seed // 2) % 2]) for seed in seeds or DEFAULT_SEEDS)


def _steps(config) -> int:
    return config.getoption("--random-use-steps") or int(os.environ.get("BAYESGUI_RANDOM_USE_STEPS", DEFAULT_STEPS))


def pytest_generate_tests(metafunc):
    if "run" in metafunc.fixturenames:
        runs = _runs(metafunc.config)
        metafunc.parametrize("run", runs, ids=[f"seed{seed}-{lang}-{w}x{h}" for seed, lang, (w, h) in runs])


def _replay(seed: int, steps: int) -> str:
    return f"pytest tests/app/test_random_use.py --random-use-seed={seed} --random-use-steps={steps}"


def test_random_use_of_the_window(qtbot, monkeypatch, tmp_path, capsys, request, run):
    seed, language, size = run
    steps = _steps(request.config)
    app = QApplication.instance()
    app.setProperty("bayesgui_window", None)  # a language switch's window, of an earlier test: gone
    install_translators(app, language)
    window = MainWindow(language=language, restore_layout=False)  # closed below (a language switch deletes it)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    driver = RandomUse(qtbot, window, seed, tmp_path, size)
    trail_path = os.environ.get("BAYESGUI_RANDOM_USE_TRAIL")  # every action as it is done (for a crash)
    driver.trail = open(trail_path, "a", encoding="utf-8") if trail_path else None
    try:
        patch_dialogs(monkeypatch, driver.rng, tmp_path)
        outcome = driver.run(steps)
    finally:
        for win in {w for w in (window, driver.window) if shiboken6.isValid(w)}:  # (a switch deleted the first)
            win.files._saved = None
            win.cancel_jobs()
            win.session.shutdown()
            win.loader.wait(3000)
            for box in win.findChildren(QMessageBox):
                box.done(0)
            win.close()
            win.deleteLater()
        install_translators(app, "en")
        app.setProperty("bayesgui_window", None)
        if driver.trail is not None:
            driver.trail.close()
    report = _report(outcome, steps)
    if os.environ.get("BAYESGUI_RANDOM_USE_LOG"):  # every action of the run, then what went wrong
        with open(os.environ["BAYESGUI_RANDOM_USE_LOG"], "a", encoding="utf-8") as log:
            log.write(f"seed {seed}\n" + "\n".join(outcome.actions) + "\n" + report + "\n")
            log.write("".join(f"slow: {s}\n" for s in outcome.slow))
    with capsys.disabled():
        print(
            f"\nrandom use: seed {seed} ({language}, {size[0]}x{size[1]}): {outcome.steps} actions, "
            f"{len(outcome.defects)} defect(s), longest event-loop gap {outcome.longest_gap_s:.2f} s "
            f"({outcome.longest_gap_cpu_s:.2f} s of CPU; during: {outcome.longest_gap_action})\n"
            f"  replay: {_replay(seed, steps)}"
        )
    if outcome.defects:
        pytest.fail(report, pytrace=False)


def _report(outcome, steps: int) -> str:
    if not outcome.defects:
        return ""
    shown = []
    for d in outcome.defects[:5]:
        recent = "\n      ".join(outcome.actions[max(0, d.step - 4) : d.step + 1])
        shown.append(
            f"- step {d.step} {d.kind} during [{d.action}]:\n    {d.text.strip()[:2500]}\n"
            f"    last actions:\n      {recent}"
        )
    return (
        f"random use, seed {outcome.seed}: {len(outcome.defects)} defect(s); replay: {_replay(outcome.seed, steps)}\n"
        + "\n".join(shown)
    )
