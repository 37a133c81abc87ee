"""The text a program gives a labelled control, kept apart from the text shown with its Alt key.

``bayesgui.app.mnemonics`` may move a control's ``&`` to a free letter; it remembers in the widget's
``OWN_TEXT`` property [the text the program gave, the text it showed]. ``set_own_text`` gives a control its text
again without undoing that move when the text has not changed (a panel that rewrites its labels on every
settings change would otherwise hand a taken Alt key back until the next check).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

OWN_TEXT = "bayesgui_own_text"


def set_own_text(widget: QWidget, text: str) -> None:
    """``widget.setText(text)``, unless ``text`` is the text it was given and still shows with its moved ``&``."""
    remembered = widget.property(OWN_TEXT)
    if remembered and remembered[0] == text and remembered[1] == widget.text():
        return
    widget.setText(text)
