"""One sample's worked decision: the typed record (``example``), the numbers behind it (``inputs``, ``choices``),
its words and formulas (``words``, ``formulas``), the page both renderers draw (``layout``), the renderers
(``text``, ``html``, ``json``) and practice mode's questions on it (``practice``). No Qt.

:mod:`bayesgui.report` re-exports ``build``, ``WorkedExample`` and the renderers.
"""
