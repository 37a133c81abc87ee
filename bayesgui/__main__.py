"""``python -m bayesgui``: starts the desktop application once it is built (see the issues)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    try:
        from bayesgui.app.main import main as app_main  # the main window lands with its issue
    except ImportError:
        print(
            "The BayesGUI window is not built yet. What works today:\n"
            "  python -c 'import bayesgui.core'   the exact naive Bayes core and decision theory\n"
            "  make test                          the test suite",
        )
        return 0
    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())
