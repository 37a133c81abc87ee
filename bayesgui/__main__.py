"""``python -m bayesgui``: the desktop application (the same as the ``bayesgui`` command)."""

from __future__ import annotations

from bayesgui.app.main import main

if __name__ == "__main__":
    main()
