"""Keyboard-only use of the main window: Tab leaves every table, F6 cycles the panes in view (a dock behind another
dock's tab is skipped), Ctrl+PgDn/PgUp switch tabs, and the controls without a label get an accessible name (the
plots a description), for screen readers.

``fit_keyboard(window)`` is called once the window is built; it only sets properties and shortcuts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QGraphicsView, QLabel, QMainWindow, QScrollArea, QTextEdit, QWidget

from bayesgui.app.mnemonics import MnemonicKeeper
from bayesgui.qt.common.loop.late_build import LATE_BUILDS


def _names(window) -> dict[QWidget, tuple[str, str]]:
    """The window's parts that no label names: (accessible name, accessible description)."""
    em, work, translate = window.em_lab, window.work_panel, QCoreApplication.translate
    parts = {
        window.table_view: (
            translate("keyboard", "Data table"),
            translate("keyboard", "The rows of the data; click a row to classify it"),
        ),
        window.column_panel.view: (
            translate("keyboard", "Columns"),
            translate("keyboard", "Each column's kind; the target column"),
        ),
        window.loss_editor.table: (
            translate("keyboard", "Loss matrix"),
            translate("keyboard", "Rows: decisions; columns: the true classes"),
        ),
        window.cpt_view.table: (
            translate("keyboard", "Probability table"),
            translate("keyboard", "P(value | class) of the chosen feature"),
        ),
        em.param_table: (
            translate("keyboard", "Mixture parameters"),
            translate("keyboard", "Weight, mean and covariance of each component"),
        ),
        window.incomplete_lab.param_table: (
            translate("keyboard", "Parameters"),
            translate("keyboard", "Click a parameter to draw the lower bound along it"),
        ),
        em.controls.speed_slider: (translate("keyboard", "Animation speed"), ""),
        em.loglik_plot: (
            translate("keyboard", "Log-likelihood plot"),
            translate("keyboard", "The log-likelihood after each EM iteration"),
        ),
        em.bic_plot.plot_widget: (
            translate("keyboard", "BIC and AIC plot"),
            translate("keyboard", "BIC and AIC of the mixture for K = 1 to max"),
        ),
        window.region_view.plot: (
            translate("keyboard", "Decision regions"),
            translate("keyboard", "The minimum-risk decision over two columns, with the models' boundaries"),
        ),
        window.region_view.controls.model_list: (
            translate("keyboard", "Boundaries drawn"),
            translate("keyboard", "The models whose boundaries are drawn"),
        ),
        window.evaluate_view.controls.scheme: (
            translate("keyboard", "Resampling"),
            translate("keyboard", "How the rows are split to test the model"),
        ),
        window.evaluate_view.metrics.table: (
            translate("keyboard", "Metrics"),
            translate("keyboard", "Each metric with its standard error"),
        ),
        work.browser: (
            translate("keyboard", "Show your work"),
            translate("keyboard", "Every factor of the decision, from the prior to the risk"),
        ),
    }
    for plot in em.plots:  # (the 1-D plot, built later, takes the words of the first)
        parts[plot] = (
            translate("keyboard", "EM plot"),
            translate("keyboard", "The data, coloured by responsibility, and the mixture"),
        )
    return parts


def name_controls(window) -> None:
    """Give an accessible name (and description) to the window's parts that no label names; a label naming a
    group of controls (the smoothing slider and its spin box) names each of them."""
    for label in window.findChildren(QLabel):
        group = label.buddy()
        if group is None or group.focusPolicy() & Qt.FocusPolicy.TabFocus:
            continue
        for control in group.findChildren(QWidget):
            if control.focusPolicy() & Qt.FocusPolicy.TabFocus and not control.accessibleName():
                control.setAccessibleName(label.text().replace("&", "").rstrip(":："))
    for widget, (name, description) in _names(window).items():
        if not widget.accessibleName():
            widget.setAccessibleName(name)
        if description and not widget.accessibleDescription():
            widget.setAccessibleDescription(description)


def fit_tab_stops(root: QWidget) -> None:
    """Tab out of the tables and text panes in ``root`` (itself included); its plots and scroll areas are no
    Tab stops of their own."""

    def under(kind):
        return [root] * isinstance(root, kind) + root.findChildren(kind)

    for view in under(QAbstractItemView):
        view.setTabKeyNavigation(False)  # arrow keys move inside; Tab moves on
    for text in under(QTextEdit):
        text.setTabChangesFocus(True)
    for view in under(QGraphicsView):  # the plots: not a Tab stop of their own
        for widget in (view, view.viewport()):
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    for area in under(QScrollArea):  # its controls are the Tab stops, and it follows them
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class _LateTabStops(QObject):
    """Fits the Tab stops of a page built later in ``window`` (a child of it: let go with it)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        LATE_BUILDS.built.connect(self._fit)

    def _fit(self, widget: QWidget) -> None:
        if self._window.isAncestorOf(widget):
            fit_tab_stops(widget)


def fit_keyboard(window: QMainWindow) -> None:
    """Tab out of tables and text panes, F6 between panes, Ctrl+PgDn/PgUp between tabs, accessible names. A
    page built later (``late_build``) gets the same Tab stops."""
    fit_tab_stops(window)
    _LateTabStops(window)
    tabs = window.tabs
    keys = {
        QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_PageDown): lambda: tabs.setCurrentIndex(
            (tabs.currentIndex() + 1) % tabs.count()
        ),
        QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_PageUp): lambda: tabs.setCurrentIndex(
            (tabs.currentIndex() - 1) % tabs.count()
        ),
        QKeySequence(Qt.Key.Key_F6): lambda: cycle_panes(window, 1),
        QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_F6): lambda: cycle_panes(window, -1),
    }  # fmt: skip
    for sequence, slot in keys.items():
        shortcut = QShortcut(sequence, window)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(slot)
    for dock in window.docks:
        _follow_tabs(dock)
    name_controls(window)
    window.mnemonic_keeper = MnemonicKeeper(window)


_BEHIND = "bayesgui_behind_a_tab"  # a dock's property: it is tabbed behind another dock (Qt keeps it "visible")


def panes(window) -> list[QWidget]:
    """The current tab and the docks in view (not those behind another dock's tab), in reading order."""
    found = [window.tabs.currentWidget()] if window.pages.currentWidget() is window.tabs else []
    return found + [dock.widget() for dock in window.docks if dock.isVisible() and not dock.property(_BEHIND)]


def _follow_tabs(dock) -> None:
    """Mark ``dock`` while it is behind another dock's tab, and take its controls out of the Tab order then."""

    def follow(shown: bool) -> None:
        behind = dock.isVisible() and not shown
        dock.setProperty(_BEHIND, behind)
        if dock.widget() is not None:
            dock.widget().setEnabled(not behind)

    dock.visibilityChanged.connect(follow)


def cycle_panes(window, step: int) -> QWidget | None:
    """Move the focus to the first control of the next (``step`` = 1) or previous pane; return that control."""
    order = panes(window)
    if not order:
        return None
    focus = window.focusWidget()
    here = next((i for i, pane in enumerate(order) if focus is not None and pane.isAncestorOf(focus)), -1)
    for offset in range(1, len(order) + 1):
        pane = order[(here + step * offset) % len(order)]
        target = first_focusable(pane)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            return target
    return None


def first_focusable(pane: QWidget) -> QWidget | None:
    for widget in pane.findChildren(QWidget):
        if (
            widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and not isinstance(widget, QLabel)
        ):
            return widget
    return None
