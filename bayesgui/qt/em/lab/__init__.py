"""The EM lab (``EmLab``, ``window``): fit a Gaussian mixture to one or two numeric columns and watch EM work,
half-step by half-step. Its parts are its bases: running and replaying EM (``run``), drawing the shown half-step
(``view``) and exporting the run as a GIF or frames (``export``).

``EmLab`` is re-exported here because the main window imports it from ``bayesgui.qt.em.lab``.
"""

from bayesgui.qt.em.lab.window import EmLab

__all__ = ["EmLab"]
