"""An ``Evaluation`` as plain JSON values and back, for project files; and whether it still fits a session.

The state keeps what the run produced (classes, loss matrix, resampling, rows, folds, out-of-fold posteriors)
and what it was run on (column kinds, target, model settings); the metrics are recomputed on load from the
posteriors, so a project never stores a number that could disagree with them.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

import numpy as np

from bayesgui.core.decision import LossMatrix
from bayesgui.core.evaluation import Resampling, summarize
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report.evaluation.results import Evaluation


def to_state(e: Evaluation, kinds: dict[str, str], target: str | None) -> dict[str, Any]:  # JSON
    """The JSON-ready state of ``e``, run on a table with these column ``kinds`` and ``target``."""
    return {
        "model": e.model,
        "settings": e.settings.to_dict(),
        "kinds": dict(kinds),
        "target": target,
        "classes": list(map(str, e.classes)),
        "loss": e.loss.to_dict(),
        "resampling": asdict(e.resampling),
        "y": e.y.tolist(),
        "rows": e.rows.tolist(),
        "folds": e.folds.tolist(),
        "scores": np.where(np.isnan(e.scores), None, e.scores).tolist(),  # type: ignore[call-overload]  # None: JSON null
        "probabilistic": e.probabilistic,
        "n_table_rows": e.n_table_rows,
        "n_training_skipped": e.n_training_skipped,
        "seconds": e.seconds,
    }


def from_state(state: dict[str, Any]) -> Evaluation:
    """The ``Evaluation`` of a saved state (metrics recomputed); ValueError or KeyError if it is damaged."""
    loss_doc = state["loss"]
    loss = LossMatrix(loss_doc["values"], loss_doc["classes"], loss_doc["actions"][-1:] == ["reject"])
    y = np.asarray(state["y"], dtype=np.int64)
    folds = np.asarray(state["folds"], dtype=np.int64)
    scores = np.asarray(state["scores"], dtype=np.float64)  # None (not held out) becomes NaN
    probabilistic = bool(state["probabilistic"])
    return Evaluation(
        model=state["model"],
        settings=ModelSettings.from_dict(state["settings"]),
        classes=tuple(state["classes"]),
        loss=loss,
        resampling=Resampling(**state["resampling"]),
        y=y,
        rows=np.asarray(state["rows"], dtype=np.int64),
        folds=folds,
        scores=scores,
        probabilistic=probabilistic,
        table=summarize(y, scores, folds, loss, probabilistic),
        n_table_rows=int(state["n_table_rows"]),
        n_training_skipped=int(state.get("n_training_skipped", 0)),
        seconds=float(state.get("seconds", 0.0)),
    )


def is_current(
    state: dict[str, Any], kinds: dict[str, str], target: str | None, settings: ModelSettings, loss: LossMatrix | None
) -> bool:
    """Whether a saved evaluation was run on these kinds, target, model settings and loss matrix."""
    return (
        state.get("kinds") == dict(kinds)
        and state.get("target") == target
        and state.get("settings") == settings.to_dict()
        and loss is not None
        and state.get("loss") == loss.to_dict()
    )
