"""The inference and d-separation panels placed in the Bayesian-network tab's side tabs, following its network.

``QueryPanels(tab)`` adds both through ``tab.add_side_panel`` and hands them the tab's network each time
``tab.network_changed`` says it changed (an edit, an undo, a search's result, λ, a new table). The moral graph is
drawn where the tab's graph draws the nodes (read at each drawing, and again when a node is dragged).
``shutdown`` stops a running Gibbs job (the tab's ``shutdown`` calls it).

``saved_question`` / ``restore_question`` are what a project keeps of the inference panel: the question (the query
nodes and the evidence) and the method with its settings. A project's question is asked once the tab shows a
network with its nodes (the network is counted after the project's table is read, in a job).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from bayesgui.qt.bayes_net.query.dseparation_panel import DSeparationPanel
from bayesgui.qt.bayes_net.query.inference_panel import GIBBS, InferencePanel


class QueryPanels(QObject):
    """The two panels of ``tab`` (a ``BayesNetTab``): ``inference`` and ``dseparation``."""

    def __init__(self, tab) -> None:
        super().__init__(tab)
        self._tab = tab
        self.inference = InferencePanel(tab)
        self.dseparation = DSeparationPanel(tab)
        tab.add_side_panel(self.inference, self.inference.title())
        tab.add_side_panel(self.dseparation, self.dseparation.title())
        self._wanted: tuple[list[str], dict[str, str]] | None = None  # a project's question, for the next network
        self.dseparation.follow_positions(tab.graph.positions)  # the moral graph drawn as the tab draws the network
        tab.network_changed.connect(self.follow)
        tab.graph.positions_changed.connect(self.dseparation.refresh)
        self.follow(tab.state.network)  # as it is now; the tab reads its table when first shown, and says so

    def follow(self, network) -> None:
        """Hand ``network`` (or None) to both panels."""
        self.inference.set_network(network)
        self.dseparation.set_network(network)
        self._ask_wanted()

    def saved_question(self) -> dict | None:
        """The inference panel's question and method, as a project keeps them (None: no network to ask about)."""
        panel = self.inference
        if panel.network is None:
            return None
        query, evidence = panel.question()
        method = "gibbs" if panel.method.currentIndex() == GIBBS else "exact"
        settings = {"samples": panel.samples.value(), "burn_in": panel.burn_in.value(), "seed": panel.seed.value()}
        return {"query": query, "evidence": evidence, "method": method, **settings}

    def restore_question(self, saved: object) -> None:
        """Set the inference panel back to a project's entry (``saved_question``; anything else is ignored): the
        method and its settings now, the question once a network with its nodes is shown."""
        if not isinstance(saved, dict):
            return
        panel = self.inference
        for box, key in ((panel.samples, "samples"), (panel.burn_in, "burn_in"), (panel.seed, "seed")):
            if isinstance(saved.get(key), int):
                box.setValue(saved[key])
        panel.method.setCurrentIndex(GIBBS if saved.get("method") == "gibbs" else 0)
        query, evidence = saved.get("query"), saved.get("evidence")
        if isinstance(query, list) and isinstance(evidence, dict):
            self._wanted = [str(n) for n in query], {str(n): str(v) for n, v in evidence.items()}
            self._ask_wanted()

    def _ask_wanted(self) -> None:
        """Ask the project's question if the network shown has its nodes (another network: it is dropped)."""
        network = self.inference.network
        if self._wanted is None or network is None:
            return
        (query, evidence), self._wanted = self._wanted, None
        values = dict(zip(network.nodes, network.states, strict=True))
        if set(query) <= set(values) and all(n in values and v in values[n] for n, v in evidence.items()):
            self.inference.set_question(query, evidence)

    def shutdown(self, msecs: int = 3000) -> None:
        self.inference.shutdown(msecs)
