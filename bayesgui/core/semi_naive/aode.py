"""AODE, averaged one-dependent estimators (Webb et al. 2005; Zhou §7.4, eqs. 7.23–7.25): every attribute in
turn is the super-parent, and the SPODEs whose super-parent's value is seen often enough are averaged.

    P(c | x) ∝ Σ_{i: |D_x_i| ≥ m′} P(c, x_i) · Π_{j=1..d} P(x_j | c, x_i)                      (7.23)
    P(c, x_i) = (|D_c,x_i| + 1) / (|D| + N·N_i)                                               (7.24)
    P(x_j | c, x_i) = (|D_c,x_i,x_j| + 1) / (|D_c,x_i| + N_j)                                  (7.25)

The product runs over every j, j = i included, as the book writes it (``exclude_self=True``: j ≠ i, as Weka).
The score is the terms' average (the sum divided by their number: the posterior is the book's). When no value of
the sample reaches m′ the sum is empty: the model is then naive Bayes with the same smoothing,
P(c) · Π_j P(x_j | c), and ``explain`` says so. A missing value is never a super-parent, and its factor is left
out. λ (``alpha``) generalises the 1 of the Laplace correction.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.array_types import BoolArray, Details, FloatArray, IntArray
from bayesgui.core.base.averaged_explanation import AveragedExplanation
from bayesgui.core.note import Note
from bayesgui.core.semi_naive import _fused, _tables
from bayesgui.core.semi_naive._base import OneDependentBase
from bayesgui.core.semi_naive._counts import slot_starts
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

PREDICT_ROWS = 1 << 16
"""Rows scored at a time: long enough that numpy's per-call cost (d · groups · classes gathers a chunk) stays small,
short enough that a chunk's indices and running sums stay near the cache."""

LINEAR_FLOOR = -600.0
"""Scoring multiplies probabilities (no logs, no exp per term) when every term is at least e^-600 ≈ 1e-261, so no
product underflows and the sum of d terms cannot overflow; otherwise it adds logs and sums exp(log term − max)."""

FALLBACK_NOTE = QT_TRANSLATE_NOOP(
    "core",
    "No value of this sample is seen in m′ = {0} training rows or more, so no attribute qualifies as a super-parent "
    "(eq. 7.23's sum is empty): the model falls back to naive Bayes, P(c)·Π_j P(x_j | c), with the same smoothing.",
)
PARENTS_NOTE = QT_TRANSLATE_NOOP(
    "core", "Super-parents (the sample's value seen in at least m′ = {0} training rows): {1}; left out: {2}."
)


class AODE(OneDependentBase):
    """Averaged one-dependent estimators over categorical attributes (level codes, -1 or NaN missing).

    Parameters
    ----------
    m_prime : int, default=30
        The threshold m′: attribute i is a super-parent for a sample when |D_x_i|, the training rows holding the
        sample's value of x_i, is at least m′ (Zhou's default 30; Weka's 1).
    exclude_self : bool, default=False
        Leave the factor j = i out of each product (Weka); the book's product includes it.
    alpha : float, default=1.0
        Smoothing λ > 0 (1 in eqs. 7.24–7.25).
    n_categories : int or array-like of shape (n_features,), optional
        Number of levels N_i of each attribute when more exist than the training data shows.

    Attributes
    ----------
    classes_, n_features_in_, n_categories_, class_count_, pair_count_
        As :class:`~bayesgui.core.semi_naive.spode.SPODE`'s.
    value_count_ : ndarray of shape (S,)
        |D_x_i| for every attribute value (slot).
    class_log_prior_ : ndarray of shape (n_classes,)
        log P(c) = log (|D_c| + λ) / (|D| + N·λ), the naive Bayes fallback's prior.
    """

    class_log_prior_: FloatArray
    value_count_: FloatArray
    _conditional: FloatArray
    _joint: FloatArray
    _marginal: FloatArray
    _eligible: BoolArray
    _groups: list[IntArray]
    _fused: list[list[FloatArray]]
    _parent_of: list[FloatArray]
    _linear: bool

    def __init__(
        self,
        m_prime: int = 30,
        exclude_self: bool = False,
        alpha: float = 1.0,
        n_categories: ArrayLike | Sequence[int | None] | None = None,  # one int, or one per attribute
    ) -> None:
        self.m_prime = m_prime
        self.exclude_self = exclude_self
        self.alpha = alpha
        self.n_categories = n_categories

    def _check_params(self, n_features: int) -> None:
        super()._check_params(n_features)
        m = self.m_prime
        if isinstance(m, bool) or not isinstance(m, int | np.integer) or m < 0:
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "m_prime must be a whole number >= 0, got {0}."), repr(m))
            )

    # ------------------------------------------------------------------ tables
    def _restore(self) -> None:
        levels, lam = self.n_categories_, float(self.alpha)
        counts = self.pair_count_
        self._conditional = _tables.conditional(counts, levels, lam)
        if self.exclude_self:
            own = _tables.blocks(levels)
            self._conditional[:, own[:, None] == own[None, :]] = 0.0
        self._joint, _ = _tables.joint_with_class(counts, levels, lam)
        self._marginal, _ = _tables.marginal(counts, levels, lam)
        self.value_count_ = _tables.diagonal(counts).sum(axis=0)
        self._eligible = self.value_count_ >= int(self.m_prime)
        self._groups = _fused.groups(levels)
        lead = np.where(self._eligible, self._joint, -np.inf)  # log P(c, x_i), or no super-parent
        self._linear = _smallest_term(self._conditional, lead, levels) > LINEAR_FLOOR
        self._fused = _fused.parent_tables(self._conditional, lead, levels, self._groups, self._linear)
        starts = slot_starts(levels)
        self._parent_of = [  # by shifted code (0: missing): is the value a super-parent?
            np.r_[0.0, self._eligible[starts[i] : starts[i] + levels[i]].astype(np.float64)] for i in range(levels.size)
        ]
        count = self.class_count_
        self.class_log_prior_ = np.log(count + lam) - np.log(count.sum() + count.size * lam)

    # ------------------------------------------------------------------ prediction
    def _scores_T(self, X: IntArray) -> FloatArray:
        n_classes, n = self.classes_.size, X.shape[0]
        out = np.empty((n_classes, n))
        at_once = min(n, PREDICT_ROWS)  # every chunk reuses these buffers: no fresh pages to fault in per chunk
        codes = np.empty((self.n_categories_.size + 2 * len(self._groups), at_once), dtype=np.intp)
        sums = np.empty((2, at_once))
        for start in range(0, n, PREDICT_ROWS):
            rows = slice(start, start + PREDICT_ROWS)
            m = min(n - start, PREDICT_ROWS)
            out[:, rows] = self._chunk_scores_T(X[rows], codes[:, :m], sums[:, :m])
        return out

    def _chunk_scores_T(self, X: IntArray, codes: IntArray, sums: FloatArray) -> FloatArray:
        """Per row and class: log of the average of the qualifying super-parents' terms (naive Bayes if none).

        A term is gathered a group of children at a time from ``_fused.parent_tables``, whose first group also
        holds log P(c, x_i), or -inf where x_i is missing or seen in fewer than m′ rows (no super-parent); with
        ``_linear`` the tables hold the probabilities themselves (0: no super-parent), and a term is the product
        of its groups' entries."""
        levels, d, n_groups = self.n_categories_, self.n_categories_.size, len(self._groups)
        shifted = _fused.shifted_codes(X, out=codes[:d])
        keys = codes[d : d + n_groups]
        for g, group in enumerate(self._groups):
            _fused.group_key(shifted, levels, group, out=keys[g])
        keys *= _fused.stride(levels)
        if self._linear:
            return self._linear_scores_T(shifted, keys, codes[d + n_groups :], sums)
        tables = self._fused
        n_classes, n = self.classes_.size, X.shape[0]
        terms = np.empty((n_classes, levels.size, n))  # class-major: every pass runs along the rows
        part = np.empty(n)
        for i in range(levels.size):
            for g, key in enumerate(keys):
                index = key + shifted[i]
                for c in range(n_classes):  # "clip": the codes are checked already, and it skips the check
                    if g == 0:
                        np.take(tables[i][g][c], index, out=terms[c, i], mode="clip")
                    else:
                        np.take(tables[i][g][c], index, out=part, mode="clip")
                        terms[c, i] += part
        top: FloatArray = terms.max(axis=1)  # (K, n)
        none = top[0] == -np.inf  # no super-parent: naive Bayes
        top[:, none] = 0.0
        terms -= top[:, None, :]
        np.exp(terms, out=terms)
        n_parents = np.count_nonzero(terms[0], axis=0)
        with np.errstate(divide="ignore"):
            out: FloatArray = np.log(terms.sum(axis=1)) + top - np.log(np.maximum(n_parents, 1))
        if none.any():
            out[:, none] = self._naive_scores_T(shifted[:, none])
        return out

    def _linear_scores_T(self, shifted: IntArray, keys: IntArray, index: IntArray, sums: FloatArray) -> FloatArray:
        """``_chunk_scores_T`` with probabilities: Σ_i Π_g table_ig[key], one running product and sum per class
        (``index`` and ``sums``: buffers of (groups, rows) and (classes + 2, rows))."""
        tables, n_classes, n = self._fused, self.classes_.size, shifted.shape[1]
        total = np.zeros((n_classes, n))
        n_parents = np.zeros(n)
        term, part = sums[0], sums[1]
        for i in range(shifted.shape[0]):
            np.add(keys, shifted[i], out=index)
            np.take(self._parent_of[i], shifted[i], out=part)
            n_parents += part
            for c in range(n_classes):  # "clip": the codes are checked already, and it skips the check
                np.take(tables[i][0][c], index[0], out=term, mode="clip")
                for g in range(1, len(keys)):
                    np.take(tables[i][g][c], index[g], out=part, mode="clip")
                    term *= part
                total[c] += term
        none = n_parents == 0  # no super-parent: naive Bayes
        n_parents[none] = 1.0
        total /= n_parents
        with np.errstate(divide="ignore"):
            out: FloatArray = np.log(total)
        if none.any():
            out[:, none] = self._naive_scores_T(shifted[:, none])
        return out

    def _naive_scores_T(self, rows: IntArray) -> FloatArray:
        """log P(c) + Σ_j log P(x_j | c) for shifted codes ``rows`` (feature-major, 0 = missing): the fallback."""
        slots = np.where(rows > 0, rows - 1 + slot_starts(self.n_categories_)[:, None], 0)
        marginal = np.where(rows > 0, np.take(self._marginal, slots, axis=1), 0.0)  # (K, d, m)
        scores: FloatArray = self.class_log_prior_[:, None] + marginal.sum(axis=1)
        return scores

    # ------------------------------------------------------------------ explanation
    # the row is what ``_check_X`` returned (level codes), narrower than the base's NumberArray
    def _explain(self, row: IntArray, names: list[str]) -> AveragedExplanation:  # type: ignore[override]
        codes = row[0]
        levels, starts = self.n_categories_, slot_starts(self.n_categories_)
        n_features, lam = codes.size, float(self.alpha)
        present = codes >= 0
        slots = np.where(present, starts + codes, 0)
        value_counts = np.where(present, self.value_count_[slots], np.nan)
        parents = [i for i in range(n_features) if present[i] and self._eligible[slots[i]]]
        single = _tables.diagonal(self.pair_count_)
        notes = []
        if parents:
            shown = [f"{names[i]} ({int(value_counts[i])})" for i in parents]
            left = [i for i in range(n_features) if present[i] and i not in parents]
            others = [f"{names[i]} ({int(value_counts[i])})" for i in left]
            notes.append(Note(PARENTS_NOTE, int(self.m_prime), ", ".join(shown), ", ".join(others) or "—"))
        else:
            notes.append(Note(FALLBACK_NOTE, int(self.m_prime)))
        terms = parents or [-1]
        n_terms, n_classes = len(terms), self.classes_.size
        log_parent = np.zeros((n_classes, n_terms))
        log_factors = np.zeros((n_classes, n_terms, n_features))
        factor_skipped = np.zeros((n_terms, n_features), dtype=bool)
        parent_details, factor_details = [], []
        totals = _tables.block_totals(single, levels)
        for p, i in enumerate(terms):
            if i < 0:
                log_parent[:, p] = self.class_log_prior_
                parent_details.append(
                    {"count": self.class_count_.copy(), "total": float(self.class_count_.sum()), "n": n_classes,
                     "alpha": lam}
                )  # fmt: skip
            else:
                s = slots[i]
                log_parent[:, p] = self._joint[:, s]
                known = float(totals[:, i].sum())
                parent_details.append(
                    {"count": single[:, s].copy(), "total": known, "n": n_classes * int(levels[i]), "alpha": lam}
                )
            row_details: list[Details | None] = []
            for j in range(n_features):
                if not present[j] or (i == j and self.exclude_self):
                    factor_skipped[p, j] = True
                    row_details.append(None)
                    continue
                t = slots[j]
                block = slice(starts[j], starts[j] + levels[j])
                if i < 0:
                    count, total = single[:, t], totals[:, j]
                    log_factors[:, p, j] = self._marginal[:, t]
                else:
                    count, total = self.pair_count_[:, slots[i], t], self.pair_count_[:, slots[i], block].sum(axis=1)
                    log_factors[:, p, j] = self._conditional[:, slots[i], t]
                row_details.append(
                    {"count": count.copy(), "class_total": total.copy(), "n_levels": int(levels[j]), "alpha": lam}
                )
            factor_details.append(row_details)
        return AveragedExplanation(
            classes=self.classes_.copy(),
            feature_names=names,
            values=codes.astype(np.float64),
            skipped=~present,
            parents=terms,
            log_parent=log_parent,
            parent_details=parent_details,
            log_factors=log_factors,
            factor_skipped=factor_skipped,
            factor_details=factor_details,
            log_terms=log_parent + log_factors.sum(axis=2),
            log_joint=self._scores_T(row)[:, 0],
            value_counts=value_counts,
            m_prime=int(self.m_prime),
            notes=notes,
        )


def _smallest_term(conditional: FloatArray, lead: FloatArray, levels: IntArray) -> float:
    """A lower bound of every log term log P(c, x_i) + Σ_j log P(x_j | c, x_i) of a super-parent: the sum of each
    table's least entry (a value that is no super-parent, -inf, left out)."""
    finite = lead[np.isfinite(lead)]
    smallest = float(finite.min()) if finite.size else 0.0
    starts = slot_starts(levels)
    for j in range(levels.size):
        block = conditional[:, :, starts[j] : starts[j] + levels[j]]
        finite = block[np.isfinite(block)]
        smallest += float(finite.min()) if finite.size else 0.0
    return smallest
