"""Running EM in the EM lab's worker and playing its snapshots (a part of ``EmLab``).

EM runs in a worker (``TaskRunner`` with ``bayesgui.tasks.em.mixture.run_em``, or ``em_restarts`` for several runs
side by side); each yielded ``EMSnapshot`` is appended to the ``EmPlayer``'s history (responsibilities cut
to the drawn points). A project's saved run is replayed to its half-step (``saved_runs.check_replay``).

Its strings keep the lab's translation context, ``QCoreApplication.translate("EmLab", ...)`` as in ``export``:
lupdate would file ``self.tr`` here under this class's name, and PySide looks a plural up only under ``EmLab``.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from bayesgui.qt.em.player import drawn_rows_only
from bayesgui.qt.em.saved_runs import check_replay
from bayesgui.tasks.em.mixture import em_restarts, run_em


class EmLabRun:
    """Starting, stopping and replaying EM runs, and the BIC panel's job (``EmLab``'s base)."""

    # ------------------------------------------------------------------ running and playing
    def start_run(self) -> bool:
        """Start EM with the current settings in the worker (False, with a message, when it cannot)."""
        self._ensure_data()
        settings = self.controls.settings(self._clicks)
        if len(self._x) < settings.n_components:
            self.say(
                QCoreApplication.translate(
                    "EmLab", "EM needs at least K rows of numbers in one or two continuous or count columns."
                )
            )
            return False
        if self.controls.init_method() == "clicked" and len(self._clicks) != settings.n_components:
            text = QCoreApplication.translate("EmLab", "Click {0} initial means on the plot (placed: {1}).")
            self.say(text.format(settings.n_components, len(self._clicks)))
            return False
        if self.controls.init_method() == "book" and self._book_start:
            settings = replace(settings, start=self._book_start)
        restarts = self.controls.restarts_spin.value() if len(settings.columns) == 2 else 1
        self.player.reset(restarts)
        if restarts == 1:
            job = run_em(self._x, settings)
        else:
            job = em_restarts(self._x, settings, [settings.seed + r for r in range(restarts)])
        self.runner.start(drawn_rows_only, job, self._shown_rows, self.player.worker_gate)
        return True

    def _ready(self) -> bool:
        """A run exists, or has just been started."""
        return self.player.length > 0 or self.runner.busy or self.start_run()

    def _on_play(self) -> None:
        if self.player.is_playing:
            self.player.pause()
        elif self._ready():
            self.player.play()

    def reset(self) -> None:
        """Stop the worker and forget the run (the clicked means stay)."""
        self.runner.cancel()
        self._replay = None
        self.player.reset(1)

    def shutdown(self, msecs: int = 3000) -> None:
        """Stop every worker and wait for it (call before the window closes)."""
        self.player.pause()
        self.runner.cancel()
        self.bic_plot.shutdown(msecs)
        self.runner.wait(msecs)

    def reload(self, clicks=()) -> None:
        """Read the chosen columns again (the run is forgotten) and place ``clicks`` as the initial means."""
        self._load_data()
        self._clicks[:] = [tuple(c) for c in clicks]
        self._on_settings_changed()

    def replay_to(self, index: int, final: float | None = None) -> None:
        """Run EM again and show half-step ``index`` when it is complete (a project's saved run, whose last
        log-likelihood was ``final``)."""
        self._replay = (index, final) if self.start_run() else None

    def _on_run_done(self, _result) -> None:
        self.player.mark_complete()
        self._show_loglik()  # its axes fitted to the whole run
        replay, self._replay = self._replay, None
        if replay is not None:
            self.player.seek(replay[0])
            check_replay(self, replay[1])

    def _on_snapshot(self, value) -> None:
        run, snapshot = value if isinstance(value, tuple) else (0, value)
        self.player.append(snapshot, run)

    def _on_failed(self, message: str) -> None:
        self.player.mark_complete()
        self._show_loglik()
        self.say(QCoreApplication.translate("EmLab", "EM failed: {0}").format(message))

    def _bic_job(self):
        self._ensure_data()
        return (self._x, self.controls.settings([])) if len(self._x) > 1 else None
