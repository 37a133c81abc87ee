"""What a project keeps of the two EM labs, Qt-free: the settings and the start, never the snapshots.

EM is deterministic given the data, the settings and the start (the seed, or the clicked means), so a reopened
project replays the run and shows the same half-step. The final log-likelihood is saved too: a replay that
ends elsewhere (the data file changed) can say so.

The state is plain JSON (a dict under the project's ``"em"`` key)::

    {"lab": {"settings": {...EMSettings...}, "init": "clicked", "restarts": 1, "index": 37,
             "final_log_likelihood": -1130.26},
     "incomplete": {"mode": "values", "bound_on": "μ1[x]", "k": 2, "seed": 0, "max_iter": 30, "index": 12,
                    "final_log_likelihood": -40.1}}

Readers raise ``ValueError`` (or ``TypeError``) for a damaged state; the labs report it and stay empty.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from bayesgui.core.mixture import COVARIANCE_TYPES
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.tasks.em.mixture import EMSettings

LAB_INITS = ("kmeans++", "random", "points", "clicked", "book")
INCOMPLETE_MODES = ("labels", "values", "everything")


@dataclass(frozen=True)
class LabState:
    """The EM lab's saved run.

    Attributes
    ----------
    settings : EMSettings
        The fitting settings, with the clicked means when ``init`` is "clicked".
    init : str
        The lab's init choice (one of ``LAB_INITS``).
    restarts : int
        Runs side by side.
    index : int
        The half-step shown (-1: none).
    final_log_likelihood : float or None
        The first run's last log-likelihood when saved (None: the run had not finished).
    """

    settings: EMSettings
    init: str = "kmeans++"
    restarts: int = 1
    index: int = -1
    final_log_likelihood: float | None = None

    def to_dict(self) -> dict:
        settings = asdict(self.settings)
        settings["columns"] = list(self.settings.columns)
        settings["means"] = None if self.settings.means is None else [list(m) for m in self.settings.means]
        settings.pop("start", None)  # a book's start is read from the sample again (init "book")
        return {
            "settings": settings,
            "init": self.init,
            "restarts": self.restarts,
            "index": self.index,
            "final_log_likelihood": self.final_log_likelihood,
        }

    @classmethod
    def from_dict(cls, state: dict) -> LabState:
        s = _mapping(state.get("settings"), "settings")
        columns = s.get("columns")
        if not isinstance(columns, list) or not 1 <= len(columns) <= 2 or not all(isinstance(c, str) for c in columns):
            raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "settings.columns must be one or two column names")))
        settings = EMSettings(
            columns=tuple(columns),
            n_components=_int(s.get("n_components", 2), "n_components", 1, 64),
            covariance_type=_choice(s.get("covariance_type", "full"), COVARIANCE_TYPES, "covariance_type"),
            reg_covar=_float(s.get("reg_covar", 1e-6), "reg_covar", 0.0),
            max_iter=_int(s.get("max_iter", 100), "max_iter", 1, 100_000),
            tol=_float(s.get("tol", 1e-3), "tol", 0.0),
            init=_choice(s.get("init", "kmeans++"), LAB_INITS[:3], "init"),
            seed=_int(s.get("seed", 0), "seed", 0, 2**31 - 1),
            means=_means(s.get("means")),
            n_init=_int(s.get("n_init", 1), "n_init", 1, 100),
        )
        return cls(
            settings=settings,
            init=_choice(state.get("init", settings.init), LAB_INITS, "init"),
            restarts=_int(state.get("restarts", 1), "restarts", 1, 16),
            index=_int(state.get("index", -1), "index", -1, 10**7),
            final_log_likelihood=_optional_float(state.get("final_log_likelihood"), "final_log_likelihood"),
        )


@dataclass(frozen=True)
class IncompleteState:
    """The incomplete-data lab's saved run: the arguments of ``run_incomplete`` and the half-step shown."""

    mode: str = "labels"
    bound_on: str = ""
    k: int = 2
    seed: int = 0
    max_iter: int = 30
    index: int = -1
    final_log_likelihood: float | None = None

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, state: dict) -> IncompleteState:
        bound_on = state.get("bound_on", "")
        if not isinstance(bound_on, str):
            raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "bound_on must be a parameter name")))
        # older projects named a mixture's weights π1, π2, …, as Zhou's α_k now; a bare "π" is Li Hang's three coins
        if bound_on[:1] == "π" and bound_on[1:].isdigit():
            bound_on = "α" + bound_on[1:]
        return cls(
            mode=_choice(state.get("mode", "labels"), INCOMPLETE_MODES, "mode"),
            bound_on=bound_on,
            k=_int(state.get("k", 2), "k", 1, 64),
            seed=_int(state.get("seed", 0), "seed", 0, 2**31 - 1),
            max_iter=_int(state.get("max_iter", 30), "max_iter", 1, 100_000),
            index=_int(state.get("index", -1), "index", -1, 10**7),
            final_log_likelihood=_optional_float(state.get("final_log_likelihood"), "final_log_likelihood"),
        )


def replay_differs(saved: float | None, replayed: float | None) -> bool:
    """True when a replayed run ends at another log-likelihood than the saved one (beyond rounding)."""
    if saved is None or replayed is None:
        return False
    return not math.isclose(saved, replayed, rel_tol=1e-9, abs_tol=1e-9)


def _mapping(value, what: str) -> dict:
    if not isinstance(value, dict):
        raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "{0} must be an object"), what))
    return value


def _int(value, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "{0} must be a whole number from {1} to {2}, not {3}"),
                what, low, high, repr(value),
            )
        )
    return value


def _float(value, what: str, low: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < low:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "{0} must be a finite number ≥ {1}, not {2}"),
                what, low, repr(value),
            )
        )
    return float(value)


def _optional_float(value, what: str) -> float | None:
    return None if value is None else _float(value, what, -math.inf)


def _choice(value, choices, what: str) -> str:
    if value not in choices:
        raise ValueError(
            Note(
                QT_TRANSLATE_NOOP("tasks", "{0} must be one of {1}, not {2}"),
                what, ', '.join(choices), repr(value),
            )
        )
    return value


def _means(value) -> tuple | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(row, list) for row in value):
        raise ValueError(Note(QT_TRANSLATE_NOOP("tasks", "means must be a list of rows")))
    return tuple(tuple(_float(v, "means", -math.inf) for v in row) for row in value)
