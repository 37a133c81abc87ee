"""Saving the two EM labs' runs in a project and replaying them on open.

A project keeps each lab's settings and start (``bayesgui.tasks.em.state``), never its snapshots: on open the
lab's controls are set back, EM runs again in the worker, and the saved half-step is shown when it arrives.
A replay that ends at another log-likelihood than the saved one says so in the lab's status line.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker

from bayesgui.core.mixture import COVARIANCE_TYPES
from bayesgui.qt.common.failure import failure
from bayesgui.tasks.em.state import IncompleteState, LabState, replay_differs


def saved_state(lab, incomplete) -> dict | None:
    """The project's ``"em"`` entry for the EM lab ``lab`` and the incomplete-data lab ``incomplete``."""
    if lab._session.dataset is None:
        return None
    return {"lab": lab_state(lab).to_dict(), "incomplete": incomplete_state(incomplete).to_dict()}


def restore(lab, incomplete, state: dict | None) -> None:
    """Set both labs back to a project's ``"em"`` entry and replay their runs (nothing for an older project)."""
    if not state:
        return
    for key, widget, reader, apply in (
        ("lab", lab, LabState.from_dict, restore_lab),
        ("incomplete", incomplete, IncompleteState.from_dict, restore_incomplete),
    ):
        if not isinstance(state.get(key), dict):
            continue
        try:
            saved = reader(state[key])
        except (TypeError, ValueError) as exc:
            text = QCoreApplication.translate("EmLab", "The project's EM run could not be read: {0}")
            widget.say(text.format(failure(exc)))
            continue
        apply(widget, saved)


# ------------------------------------------------------------------ the EM lab (Gaussian mixture)
def lab_state(lab) -> LabState:
    """What the project keeps of ``lab`` (an ``EmLab``): its settings, start and the half-step shown."""
    c, player = lab.controls, lab.player
    last = player.history(0)[-1] if player.complete and player.length else None
    return LabState(
        settings=c.settings(lab.clicked_means()),
        init=c.init_method(),
        restarts=c.restarts_spin.value(),
        index=player.index,
        final_log_likelihood=None if last is None else float(last.log_likelihood),
    )


def restore_lab(lab, saved: LabState) -> None:
    """Set ``lab``'s controls to ``saved`` and replay the run up to its saved half-step."""
    from bayesgui.qt.em.controls import INIT_METHODS

    c, s = lab.controls, saved.settings
    names = [c.x_combo.itemText(i) for i in range(c.x_combo.count())]
    missing = [name for name in s.columns if name not in names]
    if missing:
        text = QCoreApplication.translate("EmLab", "The project's EM run used columns this table lacks: {0}")
        lab.say(text.format(", ".join(missing)))
        return
    widgets = (c.x_combo, c.y_combo, c.k_spin, c.cov_combo, c.reg_spin, c.init_combo, c.seed_spin)
    blockers = [QSignalBlocker(w) for w in (*widgets, c.restarts_spin, c.max_iter_spin)]
    c.x_combo.setCurrentIndex(names.index(s.columns[0]))
    c.y_combo.setCurrentIndex(c.y_combo.findData(s.columns[1]) if len(s.columns) == 2 else 0)
    c.k_spin.setValue(s.n_components)
    c.cov_combo.setCurrentIndex(COVARIANCE_TYPES.index(s.covariance_type))
    c.reg_spin.setValue(s.reg_covar)
    c.init_combo.setCurrentIndex(INIT_METHODS.index(saved.init))
    c.seed_spin.setValue(s.seed)
    c.restarts_spin.setValue(saved.restarts)
    c.max_iter_spin.setValue(s.max_iter)
    del blockers
    lab.reload(clicks=[] if s.means is None else [tuple(m) for m in s.means])
    if saved.index < 0:
        return
    lab.replay_to(saved.index, saved.final_log_likelihood)


def check_replay(lab, saved_final: float | None) -> None:
    """Say so when the replayed run ended elsewhere than the saved one."""
    last = lab.player.history(0)[-1] if lab.player.length else None
    if last is not None and replay_differs(saved_final, float(last.log_likelihood)):
        text = QCoreApplication.translate(
            "EmLab", "The replayed run ends at log-likelihood {0:.6g}, the saved one at {1:.6g}: the data changed?"
        )
        lab.say(text.format(last.log_likelihood, saved_final))


# ------------------------------------------------------------------ the incomplete-data lab
def incomplete_state(incomplete) -> IncompleteState:
    """What the project keeps of ``incomplete`` (an ``IncompleteLab``)."""
    frames = incomplete.frames
    done = bool(frames) and not incomplete.runner.busy
    return IncompleteState(
        mode=incomplete.mode_combo.currentData(),
        bound_on=incomplete.bound_name,
        index=incomplete.index,
        final_log_likelihood=float(frames[-1].log_likelihood) if done else None,
        **incomplete.run_options,
    )


def restore_incomplete(incomplete, saved: IncompleteState) -> None:
    """Choose ``saved``'s mode and replay the run up to its saved half-step."""
    incomplete.mode_combo.setCurrentIndex(incomplete.mode_combo.findData(saved.mode))
    incomplete.run_options = {"k": saved.k, "seed": saved.seed, "max_iter": saved.max_iter}
    if saved.index >= 0:
        incomplete.replay(saved.bound_on, saved.index)
