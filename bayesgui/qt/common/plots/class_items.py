"""A plot's items for each class (a density curve and its histogram, a pmf...), made a few classes per turn.

A numeric column chosen as the class gives a model of a hundred classes and more (old faithful's 126 eruption times,
164 penguin bill lengths); its plot needs two hundred pyqtgraph items or more, each added to the plot and named in
its legend, which measures all its entries again at every new one. Made in one slot, they held the GUI thread for
0.4-0.7 s here (more on a slower machine, on top of whatever else that turn does). ``ClassItems`` makes the first
``CLASSES_PER_TURN`` classes' items at once (a model of a few classes is drawn in the turn it is shown, as before)
and the others that many per turn of the event loop after it; items already made are reused and filled at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

CLASSES_PER_TURN = 16


class ClassItems(QObject):
    """The items of ``count`` classes: ``make(k)`` creates class ``k``'s items and adds them to the plot (a tuple),
    ``remove(items)`` takes them off it, ``fill(k, items)`` draws class ``k``'s data with them."""

    def __init__(
        self,
        parent: QObject,
        make: Callable[[int], tuple],
        remove: Callable[[tuple], None],
        fill: Callable[[int, tuple], None],
    ) -> None:
        super().__init__(parent)
        self._make, self._remove, self._fill = make, remove, fill
        self.items: list[tuple] = []
        self._wanted = 0
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._grow)

    def show(self, count: int) -> None:
        """Draw ``count`` classes: the surplus items go, the items made are filled, the missing ones are made
        ``CLASSES_PER_TURN`` per turn (the first of them now)."""
        self._wanted = count
        while len(self.items) > count:
            self._remove(self.items.pop())
        for k, items in enumerate(self.items):
            self._fill(k, items)
        self._grow()

    @property
    def complete(self) -> bool:
        """Whether every class's items are made and drawn."""
        return len(self.items) == self._wanted

    def _grow(self) -> None:
        stop = min(self._wanted, len(self.items) + CLASSES_PER_TURN)
        while len(self.items) < stop:
            k = len(self.items)
            items = self._make(k)
            self.items.append(items)
            self._fill(k, items)
        if len(self.items) < self._wanted:
            self._timer.start()
