"""``bayesgui-cli``: inspect data, train, predict, explain, evaluate and run EM from the shell, with JSON output.

One module per command (``inspect``, ``train``, ``predict``, ``explain``, ``em``, ``evaluate``), each adding its own
sub-parser with ``register(sub)``; ``program`` builds the parser from them and runs a command, ``inputs`` reads
what the commands share from their arguments (the dataset, ``--kind``, the loss matrix, ``--row``),
``model_options`` the model flags from the registry, ``output`` keeps terminal escapes out of what is printed.
"""

from bayesgui.cli.program import build_parser, main

__all__ = ["build_parser", "main"]
