"""Which rows of the table a trained model used, which it skipped, and why: never dropped silently."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["RowUse"]


@dataclass(frozen=True)
class RowUse:
    """The rows of the table a model was trained on, as the model panel and the CLI tell them.

    Attributes
    ----------
    skipped : tuple of int
        Positions, in the dataset's frame, of the rows the model left out (sorted).
    missing_columns : tuple of str
        The columns holding a missing value in the skipped rows (table order).
    n_unlabeled : int
        How many of the skipped rows have no class (a model that needs labels leaves them out).
    n_missing_used : int
        Rows with a missing value that the model used: naive Bayes leaves out the missing factors, LDA, QDA
        and Gaussian Bayes with ``missing="em"`` fill the missing coordinates in by EM.
    filled_by_em : bool
        Whether those rows' missing values were filled in by EM (else they were left out of the product).
    """

    skipped: tuple[int, ...] = ()
    missing_columns: tuple[str, ...] = ()
    n_unlabeled: int = 0
    n_missing_used: int = 0
    filled_by_em: bool = False

    @property
    def n_skipped(self) -> int:
        """How many rows of the table the model left out."""
        return len(self.skipped)

    @property
    def n_missing_skipped(self) -> int:
        """How many rows were left out for a missing value (the others have no class)."""
        return self.n_skipped - self.n_unlabeled

    @property
    def skipped_reason(self) -> str:
        """Why rows were skipped, in English ("missing values in a, b; no class"); empty when none were."""
        reasons = []
        if self.n_missing_skipped:
            reasons.append("missing values in " + ", ".join(self.missing_columns))
        if self.n_unlabeled:
            reasons.append("no class")
        return "; ".join(reasons)

    @property
    def used_note(self) -> str:
        """What became of the rows with a missing value the model used, in English; empty when none."""
        if not self.n_missing_used:
            return ""
        how = "missing values filled in by EM" if self.filled_by_em else "missing factors left out"
        rows = "row" if self.n_missing_used == 1 else "rows"
        return f"{self.n_missing_used} {rows} with missing values used ({how})"
