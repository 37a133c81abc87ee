"""Opening and saving the Bayesian-network tab's structure files, and Zhou's fig. 7.2 (a part of ``BayesNetTab``).

A structure file on the table's nodes becomes the structure (one undoable step); a file with its own tables over
other nodes is shown as it is, without data. Files are JSON ``{"nodes", "edges", "states", "cpts"}``
(``bayesgui.data.saved.network_file``).

Its strings keep the tab's translation context, ``QCoreApplication.translate("BayesNetTab", ...)``: lupdate would
file ``self.tr`` here under this class's name.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from bayesgui.core.bayes_net.structure import Structure
from bayesgui.data.errors import DataError
from bayesgui.data.samples import network_path
from bayesgui.data.saved.network_file import read_network, read_structure_file, write_network
from bayesgui.qt.common.failure import failure
from bayesgui.qt.common.text.translate import translated


class StructureFiles:
    """Open and save a structure, show the book's example (``BayesNetTab``'s base)."""

    def open_structure(self, path: str | None = None) -> bool:
        """Open a structure file: on this table's nodes it becomes the structure (undoable); a file with its
        own tables over other nodes is shown as it is. False (with a message) when it cannot be used."""
        if path is None:
            title = QCoreApplication.translate("BayesNetTab", "Open structure")
            kinds = QCoreApplication.translate("BayesNetTab", "Bayesian networks (*.json);;All files (*)")
            path, _ = QFileDialog.getOpenFileName(self, title, "", kinds)
            if not path:
                return False
        self._refresh()
        name = Path(path).name
        if self.state.reading:
            text = QCoreApplication.translate(
                "BayesNetTab", "The table is still being read: open {0} again in a moment."
            )
            self.say(text.format(name))
            return False
        try:
            structure = read_structure_file(path)
            table = self.state.table
            if table is not None and set(structure.nodes) == set(table.names):
                text = QCoreApplication.translate("BayesNetTab", "Open structure {0}")
                self.state.set_structure(Structure(table.names, structure.edges), text.format(name))
                self.say("")
                return True
            try:
                network = read_network(path)
            except DataError:
                nodes = ", ".join(table.names) if table is not None else ""
                self.say(
                    QCoreApplication.translate(
                        "BayesNetTab",
                        "{0}: its nodes ({1}) are not this table's categorical columns and class ({2}), "
                        "and it has no tables of its own.",
                    ).format(name, ", ".join(structure.nodes), nodes)
                )
                return False
        except (DataError, OSError) as exc:
            self.say(translated(failure(exc)))
            return False
        self.search_panel.stop()
        self.state.show_network(network)
        text = QCoreApplication.translate(
            "BayesNetTab", "{0}: a network with its own tables, shown without data (open a table to learn one)."
        )
        self.say(text.format(name))
        return True

    def show_example(self) -> None:
        """Zhou's fig. 7.2: the bundled network with its tables."""
        path = network_path("zhou-fig7.2")
        if path is not None:
            self.open_structure(str(path))
            self.lay_out()

    def save_structure(self, path: str | None = None) -> bool:
        """Save the structure with its tables (when fitted) as JSON ``{"nodes", "edges", "states", "cpts"}``."""
        state = self.state
        if state.structure is None:
            return False
        if path is None:
            title = QCoreApplication.translate("BayesNetTab", "Save structure")
            kinds = QCoreApplication.translate("BayesNetTab", "Bayesian networks (*.json)")
            path, _ = QFileDialog.getSaveFileName(self, title, "network.json", kinds)
            if not path:
                return False
        try:
            network = state.network
            write_network(path, network if network is not None and network.structure == state.structure
                          else state.structure)  # fmt: skip
        except (DataError, OSError) as exc:
            self.say(translated(failure(exc)))
            return False
        return True
