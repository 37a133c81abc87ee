"""The inference and d-separation panels placed in the Bayesian-network tab's side tabs, following its network.

``QueryPanels(tab)`` adds both through ``tab.add_side_panel`` and hands them the tab's network each time
``tab.network_changed`` says it changed (an edit, an undo, a search's result, λ, a new table), with the tab's node
positions for the moral graph. ``shutdown`` stops a running Gibbs job (the tab's ``shutdown`` calls it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from bayesgui.qt.bayes_net.dseparation_panel import DSeparationPanel
from bayesgui.qt.bayes_net.inference_panel import InferencePanel


class QueryPanels(QObject):
    """The two panels of ``tab`` (a ``BayesNetTab``): ``inference`` and ``dseparation``."""

    def __init__(self, tab) -> None:
        super().__init__(tab)
        self._tab = tab
        self.inference = InferencePanel(tab)
        self.dseparation = DSeparationPanel(tab)
        tab.add_side_panel(self.inference, self.inference.title())
        tab.add_side_panel(self.dseparation, self.dseparation.title())
        tab.network_changed.connect(self.follow)
        tab.graph.positions_changed.connect(self._follow_positions)
        self.follow(tab.state.network)  # as it is now; the tab reads its table when first shown, and says so

    def follow(self, network) -> None:
        """Hand ``network`` (or None) to both panels, with the tab's node positions."""
        self.dseparation.graph.set_positions(self._tab.positions)
        self.inference.set_network(network)
        self.dseparation.set_network(network)

    def _follow_positions(self) -> None:
        self.dseparation.set_positions(self._tab.positions)

    def shutdown(self, msecs: int = 3000) -> None:
        self.inference.shutdown(msecs)
