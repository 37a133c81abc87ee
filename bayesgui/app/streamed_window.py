"""The window's side of streamed mode: what it says (the notice above the table, "Streamed" in the status bar) and
what it asks (where to write the predictions of every row; whether to train a model that cannot stream on the
preview). The jobs themselves are the session's (``Session.stream``, :mod:`bayesgui.qt.common.streamed_mode`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox


class StreamedWindow(QObject):
    """Installed once per window (``MainWindow._build``); ``notice()`` is the first line of its notice bar."""

    def __init__(self, window: QMainWindow) -> None:
        """``window``: the ``MainWindow`` (its session, status bar, actions and notice bar)."""
        super().__init__(window)
        self._window = window
        self.stream = stream = window.session.stream
        self.label = QLabel()  # "Streamed", permanent in the status bar while the table is
        self.label.setObjectName("streamedLabel")
        window.statusBar().addPermanentWidget(self.label)
        self.sample_box: QMessageBox | None = None
        stream.changed.connect(self.refresh)
        stream.needs_table.connect(self.offer_sample)
        stream.written.connect(self._on_written)
        self.refresh()

    def notice(self) -> str | None:
        """What the notice bar says of the streamed table (None when the table is in memory)."""
        table, dataset = self.stream.table, self._window.session.dataset
        if table is None or dataset is None:
            return None
        size = QLocale().formattedDataSize(table.size)
        if table.sampled:
            text = self.tr(
                "{0} ({1}) is open streamed: the table shows a random sample of {2} of its rows. Training, "
                "evaluating and predicting every row read the whole file in chunks."
            )
        else:
            text = self.tr(
                "{0} ({1}) is open streamed: the table shows its first {2} rows. Training, evaluating and "
                "predicting every row read the whole file in chunks."
            )
        text = text.format(table.path.name, size, f"{dataset.n_rows:,}")
        if self.stream.on_sample:
            text += " " + self.tr("The model was trained on these rows only: it needs the whole table in memory.")
        return text

    def refresh(self) -> None:
        on = self.stream.on
        self.label.setVisible(on)
        self.label.setText(self.tr("Streamed") if not self.stream.on_sample else self.tr("Streamed · model on sample"))
        self.label.setToolTip(self.notice() or "")
        actions = getattr(self._window, "actions", {})
        if "random_sample" in actions:
            actions["random_sample"].setEnabled(on)
        self._window.show_notices()

    # ------------------------------------------------------------------ questions
    def offer_sample(self, message: str) -> None:
        """The chosen model cannot stream: say so, and offer to train it on the preview's rows."""
        if self.sample_box is not None and self.sample_box.isVisible():
            return
        dataset = self._window.session.dataset
        rows = f"{dataset.n_rows:,}" if dataset is not None else "0"
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Train on a sample?"),
            message,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self._window,
        )
        box.setObjectName("trainOnSample")
        box.setInformativeText(self.tr("Train it on the {0} rows of the preview instead?").format(rows))
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Train on the sample"))
        box.buttonClicked.connect(
            lambda button: self.stream.train_on_sample()
            if box.standardButton(button) == QMessageBox.StandardButton.Yes
            else None
        )
        self.sample_box = box
        box.open()

    def predict_all(self) -> None:
        """Model ▸ Predict all rows: for a streamed table, every row of the file to a CSV file (asked for here);
        else the predictions beside the table, as the session makes them."""
        if self.stream.on:
            self.ask_prediction_file()
        else:
            self._window.session.predict_all()

    def ask_prediction_file(self) -> None:
        """Predict all rows of a streamed table: its columns go to a CSV file, asked for here."""
        table = self.stream.table
        if table is None:
            return
        suggested = str(table.path.with_name(table.path.stem + "-predictions.csv"))
        path, _ = QFileDialog.getSaveFileName(
            self._window, self.tr("Write the predictions of every row"), suggested, self.tr("CSV files (*.csv)")
        )
        if path:
            self.stream.predict_to_file(path)

    def _on_written(self, path: str) -> None:
        self._window.status_label.setText(self.tr("Predictions written to {0}").format(Path(path).name))
