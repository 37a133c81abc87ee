"""Look-up table mode's model (Zhou §7.3, 查表): the trained model reading its look-up table, kept for the session.

``TableReader.reading(model, dataset, bins)`` is what the bars, show your work and "Predict all" use in look-up
mode: the model whose every number is read from its table (``tasks.learning.reading_table``). The plain table
(each continuous column as μ and σ²) is made from the model's statistics at once (under a millisecond). A binned
table counts the table's rows, which takes a pass over them (half a second for 300,000 rows): it is counted by a
job, ``ready`` is sent when it is in, and meanwhile the plain table is read. A model that is not naive Bayes has
no table: it is used as it is (it computes).
"""

from __future__ import annotations

from collections.abc import Generator

from PySide6.QtCore import QObject, Signal

from bayesgui.data import Dataset
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.qt.common.loop.task_runner import TaskRunner
from bayesgui.tasks.learning import reading_table
from bayesgui.tasks.progress import Progress

__all__ = ["TableReader"]


def _counted(model: TrainedModel, dataset: Dataset, bins: int) -> Generator[Progress, None, TrainedModel]:
    """The binned table's reading of ``model``, as a job."""
    yield Progress(0, 1)
    return reading_table(model, dataset, bins)


class TableReader(QObject):
    """See the module docstring; ``counting`` is the job that counts a binned table."""

    ready = Signal()  # a binned table was counted: what reads it should be built again

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._plain: tuple = (None, None)  # (model, that model reading its plain table)
        self._binned: tuple = (None, None)  # ((model, dataset, bins), that model reading its binned table)
        self.counting = TaskRunner(self)
        self.counting.succeeded.connect(self._on_counted)
        self._asked: tuple | None = None  # the (model, dataset, bins) being counted

    def reading(self, model: TrainedModel, dataset: Dataset | None, bins: int | None) -> TrainedModel:
        """``model`` reading its table (binned: once counted; the plain table until then)."""
        if self._plain[0] is not model:
            try:
                self._plain = (model, reading_table(model))
            except ValueError:  # not naive Bayes: no table, the model computes
                self._plain = (model, model)
        key = (model, dataset, bins)
        if bins is None or dataset is None or self._plain[1] is model:
            return self._plain[1]
        if self._binned[0] == key:
            return self._binned[1]
        if self._asked != key:
            self._asked = key
            self.counting.start(_counted, model, dataset, bins)
        return self._plain[1]

    def _on_counted(self, read: TrainedModel) -> None:
        self._binned, self._asked = (self._asked, read), None
        self.ready.emit()
