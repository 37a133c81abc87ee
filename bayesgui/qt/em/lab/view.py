"""What the EM lab draws: the shown half-step on every plot, the status line, and the points' clicks, hover text
and γ table (a part of ``EmLab``).

The views are redrawn only when the player moves (its frame timer or a step), so the GUI never blocks. The
export (``export``) draws its frames with the CLI's renderer.

Its strings keep the lab's translation context, ``QCoreApplication.translate("EmLab", ...)`` as in ``export``:
lupdate would file ``self.tr`` here under this class's name, and PySide looks a plural up only under ``EmLab``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker, QTimer

from bayesgui.qt.em.lab.export import export_animation
from bayesgui.report.em.mixture_points import gamma_tip

STEP_PANEL_MS = 250  # while EM plays, the step panel is rewritten at most 4 times a second (nobody reads faster;
# laying its text out every frame cost 7 ms of the 16 ms a 60 fps frame has)


class EmLabView:
    """Drawing the player's current half-step and answering clicks and hovers on the points (``EmLab``'s base)."""

    # ------------------------------------------------------------------ points: clicks, hover, the γ table
    def _on_plot_clicked(self, x: float, y: float) -> None:
        """A click on the plot places an initial mean only in the placing mode (``controls.place_button``): a
        click on a finished run never discards it. The K-th click ends the mode; the next run starts there."""
        c = self.controls
        if not c.place_button.isChecked():
            return
        k = c.k_spin.value()
        self._placing.append((x, y))
        self._show_clicked(self._placing)
        if len(self._placing) >= k:
            self._clicks[:] = self._placing
            self._placing = []
            with QSignalBlocker(c.place_button):
                c.place_button.setChecked(False)
            c.set_init_clicked()
            self._on_settings_changed()
        placed = len(self._placing) or len(self._clicks)
        self.say(QCoreApplication.translate("EmLab", "Initial means placed: {0} of {1}.").format(placed, k))

    def _on_place_toggled(self, placing: bool) -> None:
        """Enter the placing mode (the run stays on show until the K-th click), or leave it: the means placed
        so far are dropped and the run and the earlier means are shown as they were."""
        self._placing = []
        if placing:
            text = QCoreApplication.translate("EmLab", "Click {0} initial means on the plot (placed: {1}).")
            self.say(text.format(self.controls.k_spin.value(), 0))
        else:
            self._show_clicked(self._clicks)
            self.say("")

    def _on_init_chosen(self) -> None:
        """Init "clicked" without its means enters the placing mode; another init leaves it."""
        c = self.controls
        wanted = c.init_method() == "clicked" and len(self._clicks) != c.k_spin.value()
        if c.place_button.isChecked() != wanted:
            c.place_button.setChecked(wanted)

    def _show_clicked(self, points) -> None:
        for plot in self.plots:
            plot.set_clicked_points(points)
        if self._plot_1d is not None:  # (built with the clicked points)
            self._plot_1d.set_clicked_points(points)

    def _toggle_row(self, index: int) -> None:
        """Shift+click on drawn point ``index``: add it to the γ table, or take it out."""
        rows = self.chosen_rows
        rows.remove(index) if index in rows else rows.append(index)
        self.picker.mark(rows)
        self._show_step()

    def _data_row(self, index: int) -> int:
        return int(self._shown_rows[index]) if self._shown_rows is not None else index

    def _tip_for(self, index: int) -> str:
        """The hover text of drawn point ``index``: where it is and its γ at the shown step (the core's)."""
        resp = self.player.responsibilities(0)
        where = self.plots[0].scatter.data
        point = (where["x"][index], where["y"][index])
        gamma = resp[index] if resp is not None and index < len(resp) else None
        current = self.player.current(0)
        practised = self.step_panel.practicing and current is not None and current.step == "E"  # γ: the answers
        return gamma_tip(
            self._data_row(index), point, gamma, lambda text: QCoreApplication.translate("em", text), practised
        )

    def _show_step(self) -> None:
        """The step panel (1-D and 2-D): the shown step's formulas, and at an E step the γ of the chosen points
        (while playing, at most every ``STEP_PANEL_MS``, and always for the frame shown last)."""
        timer = getattr(self, "_step_timer", None)
        if timer is None:
            timer = self._step_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self._write_step)
        self.step_panel.keep_table_room(self.player.is_playing)
        if self.player.is_playing:
            if not timer.isActive():
                timer.start(STEP_PANEL_MS)  # (read at each start: a test may shorten it)
            return
        timer.stop()
        self._write_step()

    def _write_step(self) -> None:
        current, rows = self.player.current(0), self.chosen_rows
        settings = self.controls.settings(self._clicks)
        self.step_panel.show_step(
            current, self._shown, rows, self._shown_rows, settings.reg_covar, len(self._x), settings.covariance_type
        )

    # ------------------------------------------------------------------ drawing and export
    def _show(self, index: int) -> None:
        one_d = len(self.controls.columns()) == 1
        for run in range(self.player.n_runs):
            snapshot, resp = self.player.snapshot_at(index, run), self.player.responsibilities_at(index, run)
            if not one_d and self.points.n_incomplete:
                where = self.points.at(snapshot.params, resp) if snapshot is not None else (self.points.start, None)
                self.plots[run].move_points(*where, self.points.incomplete)
            (self.plot_1d if one_d else self.plots[run]).show_snapshot(snapshot, resp)

    def _render(self) -> None:
        player = self.player
        if player.is_playing:  # drawn on a later turn than this one (``HeldPaint``)
            self.held_paint.hold((*self.plots, self._plot_1d))
        self._show(player.index)
        self._show_loglik()
        current = player.current(0)
        self.param_table.show_params(None if current is None else current.params)
        practicing = self.step_panel.practicing  # the answers of a practised step are not shown elsewhere
        self.param_table.setVisible(not (practicing and current is not None and current.step == "M"))
        if self._plot_1d is not None:  # (built with them visible or not)
            self._plot_1d.set_formulas_visible(not practicing)
        self._show_step()
        self._update_buttons()
        if current is not None:
            log_likelihood = f"{current.log_likelihood:.6g}"
            if current.step == "init":
                text = QCoreApplication.translate("EmLab", "Initial parameters, log-likelihood {0}")
                text = text.format(log_likelihood)
            else:
                text = QCoreApplication.translate("EmLab", "Iteration {0}, {1} step, log-likelihood {2}")
                text = text.format(current.iteration, current.step, log_likelihood)
            converged = [QCoreApplication.translate("EmLab", "(converged)")] if current.converged else []
            self.say("  ".join([text, *converged, *current.events]))
        self.held_paint.arm()

    def _show_loglik(self) -> None:
        """The log-likelihood curves up to the shown half-step (their axes fitted to the whole run once complete)."""
        player, runs = self.player, range(self.player.n_runs)
        self.loglik_plot.show_runs([player.shown(r) for r in runs], [player.history(r) for r in runs], player.complete)

    def say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)

    def _update_buttons(self) -> None:
        self.controls.set_playing(self.player.is_playing, self.player.index > 0)
        self.step_panel.keep_table_room(self.player.is_playing)  # paused: an M step's formulas get the room

    def export_animation(self, gif=None, folder=None) -> list:
        """Write the run as an animated GIF ``gif`` and/or PNG frames in ``folder`` (``export``)."""
        return export_animation(self, gif, folder)
