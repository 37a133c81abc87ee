"""One-dependent estimators with one parent attribute per attribute (SPODE, TAN): Zhou eq. 7.21,

    P(c | x) ∝ P(c) · Π_i P(x_i | c, pa_i),

pa_i the attribute x_i depends on besides the class (none for the root: its factor is P(x_i | c)). Each factor is
counted with smoothing λ: P(x_i | c, pa_i) = (|D_c,pa_i,x_i| + λ) / (|D_c,pa_i| + N_i·λ) (eq. 7.20 given the parent's
value); λ = 1 is the Laplace correction. A missing value's factor is left out; a factor whose parent's value is
missing is P(x_i | c).
"""

from __future__ import annotations

import numpy as np

from bayesgui.core.base.explanation import Explanation
from bayesgui.core.semi_naive import _tables
from bayesgui.core.semi_naive._base import OneDependentBase
from bayesgui.core.semi_naive._counts import slot_starts


class ParentedODE(OneDependentBase):
    """A one-dependent estimator whose structure is ``parents_`` (not used directly).

    Attributes
    ----------
    parents_ : ndarray of int, shape (n_features,)
        Each attribute's parent attribute; -1 for none (the class alone).
    """

    # ------------------------------------------------------------------ structure and tables
    def _parents(self) -> np.ndarray:
        """Each attribute's parent, -1 for none, from the fitted counts (the subclass's structure)."""
        raise NotImplementedError

    def _restore(self) -> None:
        self.class_log_prior_ = self._log_prior(self.class_count_)
        self.parents_ = self._parents()
        levels, lam = self.n_categories_, float(self.alpha)
        self._conditional = _tables.conditional(self.pair_count_, levels, lam)
        self._marginal, _ = _tables.marginal(self.pair_count_, levels, lam)
        self._factor_tables = [self._factor_table(j) for j in range(levels.size)]

    def _factor_table(self, j: int) -> np.ndarray:
        """log factor of attribute j by (parent's code + 1, own code + 1), flat: row 0 = parent missing (or none),
        column 0 = own value missing (log 1); shape (K, (N_pa + 1)·(N_j + 1))."""
        levels, starts = self.n_categories_, slot_starts(self.n_categories_)
        own = slice(starts[j], starts[j] + levels[j])
        parent = int(self.parents_[j])
        n_parent = int(levels[parent]) if parent >= 0 else 0
        table = np.zeros((self.classes_.size, n_parent + 1, int(levels[j]) + 1))
        table[:, 0, 1:] = self._marginal[:, own]
        if parent >= 0:
            table[:, 1:, 1:] = self._conditional[:, starts[parent] : starts[parent] + n_parent, own]
        return table.reshape(self.classes_.size, -1)

    # ------------------------------------------------------------------ prediction
    def _scores_T(self, X: np.ndarray) -> np.ndarray:
        out = np.repeat(self.class_log_prior_[:, None], X.shape[0], axis=1)
        for j, table in enumerate(self._factor_tables):
            parent = int(self.parents_[j])
            key = X[:, j] + 1
            if parent >= 0:
                key = key + (X[:, parent] + 1) * (int(self.n_categories_[j]) + 1)
            out += np.take(table, key, axis=1, mode="clip")  # the codes are checked already
        return out

    # ------------------------------------------------------------------ explanation
    def _explain(self, row: np.ndarray, names: list[str]) -> Explanation:
        """Naive Bayes's ``Explanation``, each factor P(x_i | c, pa_i) with its fraction.

        A factor given a parent has kind "conditional" and details "count" |D_c,pa,x_i|, "class_total"
        |D_c,pa| (the class-c rows with the parent's value and x_i known), "n_levels", "alpha" and "parent" (the
        parent's name); the root's factor (or one whose parent is missing) is a plain "probability".
        """
        codes = row[0]
        levels, starts = self.n_categories_, slot_starts(self.n_categories_)
        single = _tables.diagonal(self.pair_count_)
        own_totals = _tables.block_totals(single, levels)
        n_features = codes.size
        log_factors = np.zeros((self.classes_.size, n_features))
        kinds, details = [], []
        for j, code in enumerate(codes):
            parent = int(self.parents_[j])
            given = parent >= 0 and codes[parent] >= 0
            kinds.append("conditional" if given else "probability")
            detail = {"n_levels": int(levels[j]), "alpha": float(self.alpha)}
            if code < 0:
                details.append({**detail, "count": np.full(self.classes_.size, np.nan)})
                continue
            slot = starts[j] + code
            if given:
                parent_slot = starts[parent] + codes[parent]
                counts = self.pair_count_[:, parent_slot, starts[j] : starts[j] + levels[j]]
                detail.update(count=counts[:, code].copy(), class_total=counts.sum(axis=1), parent=names[parent])
                log_factors[:, j] = self._conditional[:, parent_slot, slot]
            else:
                detail.update(count=single[:, slot].copy(), class_total=own_totals[:, j].copy())
                log_factors[:, j] = self._marginal[:, slot]
            details.append(detail)
        return Explanation(
            classes=self.classes_.copy(),
            feature_names=names,
            feature_kinds=kinds,
            values=codes.astype(np.float64),
            log_prior=self.class_log_prior_.copy(),
            log_factors=log_factors,
            skipped=codes < 0,
            details=details,
            log_joint=self._scores_T(row)[:, 0],
            prior_detail=self._prior_detail(),
        )
