"""Reading a table or a project's data as a background job (the window stays responsive)."""

from __future__ import annotations

from collections.abc import Generator

from bayesgui.data import AUTO, Dataset, load_dataset, load_sample
from bayesgui.data.project_file import Project
from bayesgui.tasks.progress import Progress


def load_data(path: str, target: str | None = None) -> Generator[Progress, None, Dataset]:
    """Read the data file at ``path``; its kinds are inferred, and its target too unless ``target`` names it.

    Returns
    -------
    Dataset
        As the generator's return value, after one ``Progress`` (a file is read in one go).
    """
    yield Progress(0, 1, "Reading the data")
    return load_dataset(path, target=AUTO if target is None else target)


def load_sample_data(sample_id: str, target: str | None = None) -> Generator[Progress, None, Dataset]:
    """Open a bundled sample (``bayesgui.data.SAMPLES``) with its registered kinds, or with ``target``."""
    yield Progress(0, 1, "Reading the data")
    dataset = load_sample(sample_id)
    return dataset if target is None else dataset.with_target(target)


def load_project_data(project: Project) -> Generator[Progress, None, Dataset]:
    """Reopen a project's data file with the kinds and target the project saved."""
    yield Progress(0, 1, "Reading the project's data")
    return project.open_dataset()
