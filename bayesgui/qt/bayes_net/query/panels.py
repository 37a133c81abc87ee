"""The inference and d-separation panels placed in the Bayesian-network tab's side tabs, following its network.

``QueryPanels(tab)`` adds both through ``tab.add_side_panel`` and hands them the tab's network each time
``tab.network_changed`` says it changed (an edit, an undo, a search's result, λ, a new table). The moral graph is
drawn where the tab's graph draws the nodes (read at each drawing, and again when a node is dragged).
``shutdown`` stops a running Gibbs job (the tab's ``shutdown`` calls it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from bayesgui.qt.bayes_net.query.dseparation_panel import DSeparationPanel
from bayesgui.qt.bayes_net.query.inference_panel import InferencePanel


class QueryPanels(QObject):
    """The two panels of ``tab`` (a ``BayesNetTab``): ``inference`` and ``dseparation``."""

    def __init__(self, tab) -> None:
        super().__init__(tab)
        self._tab = tab
        self.inference = InferencePanel(tab)
        self.dseparation = DSeparationPanel(tab)
        tab.add_side_panel(self.inference, self.inference.title())
        tab.add_side_panel(self.dseparation, self.dseparation.title())
        self.dseparation.follow_positions(tab.graph.positions)  # the moral graph drawn as the tab draws the network
        tab.network_changed.connect(self.follow)
        tab.graph.positions_changed.connect(self.dseparation.refresh)
        self.follow(tab.state.network)  # as it is now; the tab reads its table when first shown, and says so

    def follow(self, network) -> None:
        """Hand ``network`` (or None) to both panels."""
        self.inference.set_network(network)
        self.dseparation.set_network(network)

    def shutdown(self, msecs: int = 3000) -> None:
        self.inference.shutdown(msecs)
