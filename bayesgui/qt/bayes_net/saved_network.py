"""What a project keeps of the Bayesian-network tab, and setting the tab back to it (a part of ``BayesNetTab``).

The entry holds the structure, the nodes' places, λ, the score and the inference panel's question; a language
switch hands it from the old window to the new one (:meth:`SavedNetwork.adopt`). Its strings keep the tab's
translation context, as in ``structure_files``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.text.translate import translated


class SavedNetwork:
    """The tab's project entry: saved, adopted from another window, restored (``BayesNetTab``'s base)."""

    def saved_state(self) -> dict | None:
        """What a project keeps: the structure, the nodes' places, λ, the score and the question asked."""
        structure = self.state.structure
        if structure is None or self.state.table is None:
            return None
        self._keep_positions()
        return {
            "structure": structure.to_dict(),
            "positions": {n: [float(x), float(y)] for n, (x, y) in self.positions.items() if n in structure.nodes},
            "alpha": self.state.alpha,
            "score": self.state.score_name,
            "inference": self.query_panels.saved_question(),  # the question asked and how it is answered
        }

    def adopt(self, other: SavedNetwork) -> None:
        """Take over another window's network (a language switch): its structure, places, λ and revision."""
        self.state.revision = other.state.revision
        self.restore(other.saved_state())

    def restore(self, saved: dict | None) -> None:
        """Set the tab back to a project's entry (nothing for an older project)."""
        if not isinstance(saved, dict):
            return
        self._refresh()
        self.state.when_ready(lambda: self._restore(saved))

    def _restore(self, saved: dict) -> None:
        try:
            structure = Structure.from_dict(saved.get("structure") or {})
            positions = {str(n): (float(xy[0]), float(xy[1])) for n, xy in (saved.get("positions") or {}).items()}
            alpha = float(saved.get("alpha", 1.0))
        except (ValueError, TypeError, IndexError, AttributeError) as exc:
            text = QCoreApplication.translate("BayesNetTab", "The project's network could not be read: {0}")
            self.say(text.format(translated(failure(exc))))
            return
        score = saved.get("score")
        if score in ("bic", "aic"):
            combo = self.search_panel.score_combo
            combo.setCurrentIndex(combo.findData(score))
        self.edit_bar.set_alpha(alpha)
        self.state.alpha = alpha
        self.positions.update(positions)
        table = self.state.table
        if table is not None and set(structure.nodes) == set(table.names):
            structure = Structure(table.names, structure.edges)
        elif self.state.structure is not None:
            structure = self.state.structure
        self.state.replace(structure)
        self.graph.move_nodes(self.positions)
        self.graph.fit()
        self.query_panels.restore_question(saved.get("inference"))
