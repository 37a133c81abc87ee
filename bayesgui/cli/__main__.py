"""``python -m bayesgui.cli``: the same as ``bayesgui-cli``."""

import sys

from bayesgui.cli.program import main

sys.exit(main())
