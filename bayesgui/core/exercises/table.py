"""The table an exercise is drawn from, as the core takes it (numbers and codes, no pandas), and its excerpt.

The data layer builds a :class:`Table` from a dataset (``bayesgui.report.exercise_sheet.table_of``); the
exercise builders draw their rows from it with a seeded generator (:func:`draw_rows`), so a seed always gives
the same excerpt and query row.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray

__all__ = ["Table", "draw_rows", "student_seed"]


@dataclass(frozen=True, eq=False)
class Table:
    """A classification table encoded for the core.

    Attributes
    ----------
    names : tuple of str
        Feature names.
    kinds : tuple of str
        Per feature: "categorical" (codes 0..L-1 into ``levels``) or "continuous" (numbers).
    levels : tuple of (tuple of str or None)
        Per feature: its level names (categorical) or None.
    X : ndarray of shape (n_rows, n_features)
        Codes and numbers; -1 or NaN where missing.
    y : ndarray of int, shape (n_rows,)
        Class codes into ``classes`` (may be empty for the EM kinds, which use no class).
    classes : tuple of str
    target : str
    numbers : ndarray of int, shape (n_rows,)
        Each row's number in the file, from 1.
    decimals : tuple of int
        Per feature, the decimals its numbers are written with (categorical: 0).
    """

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    levels: tuple[tuple[str, ...] | None, ...]
    X: FloatArray
    y: IntArray
    classes: tuple[str, ...]
    target: str
    numbers: IntArray
    decimals: tuple[int, ...]

    @property
    def n_rows(self) -> int:
        return int(self.X.shape[0])

    def shown(self, row: int, j: int) -> str:
        """Row ``row``'s value of feature ``j`` as printed ("" when missing)."""
        value = float(self.X[row, j])
        names = self.levels[j]
        if names is not None:
            return names[int(value)] if value >= 0 else ""
        if np.isnan(value):
            return ""
        return f"{value:.{self.decimals[j]}f}"

    def subset(self, rows: Sequence[int] | IntArray, features: Sequence[int] | None = None) -> Table:
        """The rows ``rows`` (and, when given, only the features ``features``) of this table."""
        index = np.asarray(rows, dtype=np.int64)
        cols = list(range(len(self.names))) if features is None else list(features)
        return Table(
            names=tuple(self.names[j] for j in cols),
            kinds=tuple(self.kinds[j] for j in cols),
            levels=tuple(self.levels[j] for j in cols),
            X=self.X[np.ix_(index, np.asarray(cols, dtype=np.int64))].copy(),
            y=self.y[index].copy() if self.y.size else self.y,
            classes=self.classes,
            target=self.target,
            numbers=self.numbers[index].copy(),
            decimals=tuple(self.decimals[j] for j in cols),
        )


def draw_rows(
    table: Table, n: int | None, seed: int | None, per_class: int = 1, query: int | None = None
) -> tuple[IntArray, int]:
    """The excerpt's rows (positions, in file order) and the query row's position.

    ``n`` rows (all when None or larger than the table) are drawn with ``seed`` (None: the first ``n``), at least
    ``per_class`` of each class when the table has classes; the query row is ``query`` when given (it is then
    placed in the excerpt), else one of the excerpt's rows drawn with the same seed.
    """
    total = table.n_rows
    rng = np.random.default_rng(seed)
    if n is None or n >= total:
        rows = np.arange(total)
    elif seed is None:
        rows = np.arange(n)
    else:
        rows = _stratified(table, n, rng, per_class)
    if query is not None:
        if query not in rows:
            rows = np.append(rows, query)
        return np.sort(rows).astype(np.int64), int(query)
    picked = int(rows[rng.integers(rows.size)]) if seed is not None else int(rows[0])
    return np.sort(rows).astype(np.int64), picked


def _stratified(table: Table, n: int, rng: np.random.Generator, per_class: int) -> IntArray:
    """``n`` rows drawn without replacement, with ``per_class`` rows of each class first (when there are classes)."""
    chosen: list[int] = []
    if table.y.size:
        for k in range(len(table.classes)):
            members = np.flatnonzero(table.y == k)
            take = min(per_class, members.size)
            chosen.extend(rng.choice(members, size=take, replace=False).tolist())
    rest = np.setdiff1d(np.arange(table.n_rows), chosen)
    more = max(n - len(chosen), 0)
    chosen.extend(rng.choice(rest, size=min(more, rest.size), replace=False).tolist())
    return np.sort(np.asarray(chosen, dtype=np.int64))


def student_seed(seed: int, student: str) -> int:
    """The seed of one student's variant: the same for the same (seed, student number) on every machine."""
    digest = hashlib.sha256(f"{seed}:{student.strip()}".encode()).digest()
    return int.from_bytes(digest[:4], "little")
