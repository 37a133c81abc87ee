"""Qt-free generators for long jobs: each yields ``Progress`` (and partial results) and can stop at any yield."""

from bayesgui.tasks.progress import Progress

__all__ = ["Progress"]
