"""Helpers shared by the data-layer tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bayesgui.paths import resource

WATERMELON = resource("datasets", "watermelon3.csv")


@pytest.fixture
def write(tmp_path: Path) -> Callable[..., Path]:
    """Write text (in an encoding) or bytes to a file in a temporary folder and return its path."""

    def _write(name: str, content: str | bytes, encoding: str = "utf-8") -> Path:
        path = tmp_path / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode(encoding))
        return path

    return _write


@pytest.fixture(scope="session")
def watermelon_text() -> str:
    """The watermelon 3.0 table as text."""
    return WATERMELON.read_text(encoding="utf-8")
