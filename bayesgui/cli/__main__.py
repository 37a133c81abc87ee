"""``python -m bayesgui.cli``: the same as ``bayesgui-cli``."""

import sys

from bayesgui.cli.program import main

if __name__ == "__main__":  # importing the module (the installer's build imports every module) runs nothing
    sys.exit(main())
