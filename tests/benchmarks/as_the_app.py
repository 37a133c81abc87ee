"""The application a GUI benchmark measures, started as ``bayesgui`` starts it (``bayesgui.app.main.run``).

The product switches Python's automatic garbage collection off and collects on the GUI thread, from a timer, when
Python's thresholds say a collection is due (``qt/common/loop/gui_gc.py``): a collection's time is then the GUI
thread's.
A benchmark that left automatic collection on would charge those collections to whichever thread allocated (often
the worker) and report gaps the product does not have, or miss the ones it has.
"""

from __future__ import annotations

from bayesgui.app.main import freeze_startup_objects

__all__ = ["application", "freeze_startup_objects"]


def application():
    """The ``QApplication``, as ``main.run`` makes it: garbage collected on the GUI thread only."""
    from bayesgui.app.main import application as make
    from bayesgui.qt.common.loop import gui_gc

    app = make()
    gui_gc.install(app)
    return app
