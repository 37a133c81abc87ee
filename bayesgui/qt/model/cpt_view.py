"""The class-conditional probabilities of one feature at a time: a feature selector over a stacked view.

Categorical features show their probability table (``CategoricalTableView``), continuous ones their
histograms and normal densities (``DensityPlot``), count features their Poisson rates (``RatePlot``). Every
number comes from ``bayesgui.report.probability_tables.feature_table``; the pages only draw it.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from bayesgui.qt.common.loop.late_build import announce_built
from bayesgui.qt.common.session import Session
from bayesgui.qt.common.text.model import translate
from bayesgui.qt.model.categorical_table_view import CategoricalTableView
from bayesgui.qt.model.density_plot import DensityPlot
from bayesgui.qt.model.rate_plot import RatePlot
from bayesgui.report.probability_tables import feature_table


class CptView(QWidget):
    """Choose a feature; see P(x_i | c) for each class as a table or a plot.

    Signals
    -------
    feature_changed(str)
        The feature now shown (emitted when the user or ``set_feature`` picks one).
    """

    feature_changed = Signal(str)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._stale = False
        self.feature_combo = QComboBox(self)
        self.feature_combo.setToolTip(self.tr("The feature whose class-conditional probabilities are shown"))
        self.feature_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        label = QLabel(self.tr("&Feature:"), self)
        label.setBuddy(self.feature_combo)
        self._caption = QLabel(self)
        self._caption.setWordWrap(True)
        self._empty = QLabel(self.tr("No model yet: open a table and choose the target column."), self)
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty.setWordWrap(True)
        self.table = CategoricalTableView(session, self)
        self._stack = QStackedWidget(self)
        for page in (self._empty, self.table):
            self._stack.addWidget(page)
        self._pages: dict[str, QWidget] = {"categorical": self.table}
        # The plots are built the first time a feature of their kind is drawn (two plots each, ~7 ms apiece: a
        # table of categorical or continuous features alone never needs the Poisson page)
        self._plot_pages = {"continuous": DensityPlot, "count": RatePlot}
        top = QHBoxLayout()
        top.setContentsMargins(6, 4, 6, 0)
        top.addWidget(label)
        top.addWidget(self.feature_combo)
        top.addWidget(self._caption, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self._stack, 1)
        self.feature_combo.currentIndexChanged.connect(self._on_combo_changed)
        session.model_changed.connect(self._on_model_changed)
        session.record_changed.connect(self._on_record_changed)
        self._on_model_changed()

    # ------------------------------------------------------------------ public
    def features(self) -> list[str]:
        return [self.feature_combo.itemData(i) for i in range(self.feature_combo.count())]

    def current_feature(self) -> str | None:
        return self.feature_combo.currentData()

    def set_feature(self, feature: str) -> bool:
        """Show ``feature``; False when the model has no such feature."""
        i = self.feature_combo.findData(feature)
        if i < 0:
            return False
        self.feature_combo.setCurrentIndex(i)
        return True

    def current_page(self) -> QWidget:
        return self._stack.currentWidget()

    def caption_text(self) -> str:
        return self._caption.text()

    def export_target(self) -> QWidget:
        """What ``plots.export.export_plot`` should draw: the table or plot on show."""
        return self._stack.currentWidget()

    # ------------------------------------------------------------------ updates
    def _on_model_changed(self) -> None:
        model = self._session.model
        previous = self.current_feature()
        with QSignalBlocker(self.feature_combo):
            self.feature_combo.clear()
            if model is not None:
                for name, kind in zip(model.schema.feature_names, model.schema.kinds, strict=True):
                    self.feature_combo.addItem(name, name)
                    self.feature_combo.setItemData(
                        self.feature_combo.count() - 1, self._kind_text(kind), Qt.ItemDataRole.ToolTipRole
                    )
                found = self.feature_combo.findData(previous) if previous is not None else -1
                self.feature_combo.setCurrentIndex(max(found, 0))
        self.feature_combo.setEnabled(self.feature_combo.count() > 0)
        self._show_current()
        if self.current_feature() is not None and self.current_feature() != previous:
            self.feature_changed.emit(self.current_feature())

    def _on_combo_changed(self) -> None:
        self._show_current()
        if self.current_feature() is not None:
            self.feature_changed.emit(self.current_feature())

    def _on_record_changed(self) -> None:
        page = self._stack.currentWidget()
        if page is not self._empty:
            page.update_query()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self._show_current()

    def _show_current(self) -> None:
        if not self.isVisible():  # a hidden tab: draw when shown (plots of 1e6 rows are not free)
            self._stale = True
            return
        self._stale = False
        model, feature = self._session.model, self.current_feature()
        table = None if model is None or feature is None else feature_table(model, feature, self._session.dataset)
        if table is None:
            self._caption.clear()
            if model is None:
                self._empty.setText(self.tr("No model yet: open a table and choose the target column."))
            else:
                self._empty.setText(
                    self.tr(
                        "{0} does not factor into one table per feature (it is not naive Bayes). See its "
                        "terms under Show your work, and its boundaries in the Decision regions tab."
                    ).format(translate(model.settings.spec.name))
                )
            self._stack.setCurrentWidget(self._empty)
            return
        page = self._page(table.kind)
        page.show_table(table)
        self._stack.setCurrentWidget(page)
        self._caption.setText(self._caption_for(table))

    def _page(self, kind: str) -> QWidget:
        """The page drawing a feature of ``kind``, built the first time one is drawn."""
        page = self._pages.get(kind)
        if page is None:
            page = self._pages[kind] = self._plot_pages[kind](self._session, self)
            self._stack.addWidget(page)
            announce_built(page)
        return page

    def _caption_for(self, table) -> str:
        target, feature = self._session.model.schema.target, table.feature
        if table.kind == "categorical":
            if table.alpha == 1:
                rule = self.tr("Laplace correction, λ = 1")
            elif table.alpha == 0:
                rule = self.tr("λ = 0: maximum-likelihood estimate (a level unseen in a class gets probability 0)")
            else:
                rule = self.tr("Bayesian estimate, λ = {0}").format(f"{table.alpha:g}")
            return self.tr("P({0} = level | {1}) = (count + λ) / (class total + levels × λ); {2}").format(
                feature, target, rule
            )
        if table.kind == "continuous":
            return self.tr("p({0} | {1}) = N({0}; μ, σ²), fitted per class").format(table.unit, target)
        return self.tr("P({0} = k | {1}) = Poisson(k; rate), rate = (Σx + α) / n per class").format(feature, target)

    def _kind_text(self, kind: str) -> str:
        return {
            "categorical": self.tr("categorical: a probability table"),
            "continuous": self.tr("continuous: a normal density per class"),
            "count": self.tr("count: a Poisson rate per class"),
        }.get(kind, kind)
