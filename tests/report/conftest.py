"""Models trained as the window trains them, and the worked example of one of their samples."""

import re
from html import unescape

import pytest

from bayesgui.core import LinearSVM, LogisticRegression, LossMatrix
from bayesgui.data import load_sample
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.report import build
from bayesgui.tasks.train import train_model

IRIS_ROW = 60  # a versicolor


def run_job(job):
    """What a job (a generator) returns, run to its end."""
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value


def train(sample: str, **settings):
    """The model ``train_model`` gives on a bundled sample dataset."""
    return run_job(train_model(load_sample(sample), ModelSettings(**settings)))


def example_of(model, sample: str, row: int, loss: LossMatrix | None = None, **values):
    """``build`` for row ``row`` of the sample dataset, with ``values`` (feature → shown value) changed, its inputs
    printed with the decimals of the sample's file (as the window does)."""
    dataset = load_sample(sample)
    frame = dataset.frame.iloc[[row]].copy()
    for name, value in values.items():
        frame[name] = [value]
    x = model.schema.encode_features(frame, unseen="missing")[0]
    return build(model, x, loss or LossMatrix.zero_one(model.class_names), dataset.source.decimals_of())


def numbers(text: str) -> list[str]:
    """Every number of a text, in order."""
    return re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]\d+)?|-?inf", text)


def visible(html: str) -> str:
    """The text an HTML page shows (styles and tags removed)."""
    text = unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.DOTALL)))
    return re.sub(r" +", " ", text)


@pytest.fixture(scope="session")
def ml_melon():
    """Naive Bayes on watermelon 3.0 as in Zhou's §7.3: no smoothing, unbiased variances."""
    return train("watermelon3", alpha=0.0, variance="unbiased")


@pytest.fixture(scope="session")
def test_1(ml_melon):
    """The worked example of 测1 (row 1 of the table)."""
    return example_of(ml_melon, "watermelon3", 0)


@pytest.fixture(scope="session")
def lda():
    return train("iris", model="lda")


def baseline(lda_model, key: str, estimator):
    """A discriminative baseline fitted on the iris columns the LDA reads, as a ``TrainedModel``."""
    arrays = load_sample("iris").to_arrays()
    fitted = estimator.fit(arrays.X, arrays.y)
    return TrainedModel(lda_model.schema, ModelSettings(model=key), fitted)


@pytest.fixture(scope="session")
def svm(lda):
    return baseline(lda, "svm", LinearSVM())


@pytest.fixture(scope="session")
def logistic(lda):
    return baseline(lda, "logistic", LogisticRegression())
