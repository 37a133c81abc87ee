"""What the probability-tables tab shows for one naive Bayes feature, computed once from the fitted model.

``feature_table(model, feature, dataset)`` gives a ``CategoricalTable`` (P(level | class) with the inputs of
its count fraction), a ``ContinuousTable`` (each class's fitted normal density on a grid, over a normalised
histogram of its training values) or a ``CountTable`` (each class's Poisson rate and pmf). The densities and
pmfs are ``bayesgui.core.densities`` of the fitted parameters; the widgets draw these objects.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Protocol, cast

import numpy as np

from bayesgui.core.array_types import FloatArray, IntArray
from bayesgui.core.densities import normal_pdf, poisson_pmf
from bayesgui.data.columns.checks import as_numbers
from bayesgui.data.columns.levels import codes_for_levels
from bayesgui.data.dataset import Dataset
from bayesgui.data.saved.model_file import TrainedModel
from bayesgui.report.feature_location import FeatureLocation, locate_feature


# What the tables read of each kind's fitted model (the report names no model class: see pyproject's contracts).
class _CategoricalPart(Protocol):
    """A fitted ``CategoricalNB``."""

    @property
    def alpha(self) -> float: ...
    @property
    def feature_log_prob_(self) -> list[FloatArray]: ...
    @property
    def category_count_(self) -> list[FloatArray]: ...
    @property
    def class_feature_count_(self) -> FloatArray: ...


class _ContinuousPart(Protocol):
    """A fitted ``GaussianNB``."""

    @property
    def theta_(self) -> FloatArray: ...
    @property
    def var_(self) -> FloatArray: ...


class _CountPart(Protocol):
    """A fitted ``PoissonNB``."""

    @property
    def rate_(self) -> FloatArray: ...

CURVE_POINTS = 301
MAX_BINS = 30
MAX_COUNT_SHOWN = 200
MIN_COUNT_SHOWN = 5


@dataclass(frozen=True)
class CptCell:
    """P(level | class) = (count + alpha) / (class_total + n_levels × alpha), and its inputs."""

    probability: float
    count: float
    class_total: float
    alpha: float
    n_levels: int


@dataclass(frozen=True)
class CategoricalTable:
    """The conditional probability table of one categorical feature: ``cells[level][class]``."""

    kind: ClassVar[str] = "categorical"
    feature: str
    levels: tuple[str, ...]
    classes: tuple[str, ...]
    cells: tuple[tuple[CptCell, ...], ...]
    alpha: float

    def probabilities(self) -> FloatArray:
        """(n_levels, n_classes) the cells' probabilities."""
        return np.array([[c.probability for c in row] for row in self.cells], dtype=float).reshape(
            len(self.levels), len(self.classes)
        )


@dataclass(frozen=True, eq=False)
class ClassDensity:
    """One class of a continuous feature: N(mean, std²) along ``x`` and its histogram ``heights``.

    ``x`` and ``density`` are empty when the class has no value of the feature (mean and std are then NaN);
    ``heights`` (over the table's ``edges``) is empty when the table holds no training value of it.
    """

    name: str
    mean: float
    std: float
    x: FloatArray
    density: FloatArray
    heights: FloatArray

    @property
    def fitted(self) -> bool:
        return self.density.size > 0


@dataclass(frozen=True, eq=False)
class ContinuousTable:
    """The fitted normal density of each class, on one grid, over one set of histogram ``edges``."""

    kind: ClassVar[str] = "continuous"
    feature: str
    classes: tuple[str, ...]
    edges: FloatArray
    curves: tuple[ClassDensity, ...]
    #: the model works with feature / 2^exponent (a column too large or small for float64; else 0): the
    #: grid, the histogram, the means and the deviations are in that unit
    exponent: int = 0

    @property
    def unit(self) -> str:
        """The axis: the feature's name, or "name / 2^e" when the model scaled it."""
        return f"{self.feature} / 2^{self.exponent}" if self.exponent else self.feature

    def to_unit(self, value: float) -> float:
        """A value of the feature in the table's unit."""
        return float(np.ldexp(value, -self.exponent))


@dataclass(frozen=True, eq=False)
class ClassPmf:
    """One class of a count feature: Poisson(k; rate) at ``k`` = 0, 1, ... (both empty when rate is NaN)."""

    name: str
    rate: float
    k: FloatArray
    pmf: FloatArray


@dataclass(frozen=True, eq=False)
class CountTable:
    """The Poisson rate and pmf of each class."""

    kind: ClassVar[str] = "count"
    feature: str
    classes: tuple[str, ...]
    pmfs: tuple[ClassPmf, ...]


def feature_table(
    model: TrainedModel, feature: str, dataset: Dataset | None = None
) -> CategoricalTable | ContinuousTable | CountTable | None:
    """The table of ``feature``, or None when ``model`` is not naive Bayes or has no such feature.

    ``dataset`` (a ``bayesgui.data.Dataset``, optional) supplies the training values behind the
    histograms and the range of counts shown.
    """
    found = locate_feature(model, feature)
    if found is None:
        return None
    classes = tuple(str(c) for c in model.class_names)
    if found.kind == "categorical":
        return _categorical(model, found, classes)
    values = class_values(model, dataset, feature)
    if found.kind == "continuous":
        exponent = int(_exponents(model)[model.schema.feature_names.index(feature)])
        if exponent:  # fitted as feature / 2^e: the histogram in that unit too
            values = [np.ldexp(v, -exponent) for v in values]
        return replace(_continuous(found, classes, values), exponent=exponent)
    return _count(found, classes, values)


def _exponents(model: TrainedModel) -> IntArray:
    """The model's ``feature_exponent_`` (all 0 for a model that never scales a column)."""
    exponent = getattr(model.estimator, "feature_exponent_", None)
    return np.zeros(len(model.schema.feature_names), dtype=int) if exponent is None else np.asarray(exponent)


def class_values(model: TrainedModel, dataset: Dataset | None, feature: str) -> list[FloatArray]:
    """The finite training values of ``feature`` per model class (empty when the table does not match)."""
    classes, target = model.class_names, model.schema.target
    frame = None if dataset is None else dataset.frame
    if frame is None or target not in frame.columns or feature not in frame.columns:
        return [np.empty(0) for _ in classes]
    codes, _ = codes_for_levels(frame[target], classes)
    values = as_numbers(frame[feature]).to_numpy(dtype=float)
    return [values[(codes == k) & np.isfinite(values)] for k in range(len(classes))]


def _categorical(model: TrainedModel, found: FeatureLocation, classes: tuple[str, ...]) -> CategoricalTable:
    part, j = cast(_CategoricalPart, found.estimator), found.column  # kind "categorical": a CategoricalNB
    with np.errstate(under="ignore"):
        probability = np.exp(part.feature_log_prob_[j])  # (n_classes, n_levels)
    count, total = part.category_count_[j], part.class_feature_count_[:, j]
    n_levels, alpha = probability.shape[1], float(part.alpha)
    names = [str(v) for v in model.schema.levels[model.schema.feature_names.index(found.feature)] or ()]
    levels = tuple(names[:n_levels] + [f"#{i}" for i in range(len(names), n_levels)])
    cells = tuple(
        tuple(
            CptCell(float(probability[c, r]), float(count[c, r]), float(total[c]), alpha, n_levels)
            for c in range(len(classes))
        )
        for r in range(n_levels)
    )
    return CategoricalTable(found.feature, levels, classes, cells, alpha)


def _continuous(found: FeatureLocation, classes: tuple[str, ...], values: list[FloatArray]) -> ContinuousTable:
    part, j = cast(_ContinuousPart, found.estimator), found.column  # kind "continuous": a GaussianNB
    mean = np.asarray(part.theta_[:, j], dtype=float)
    std = np.sqrt(np.asarray(part.var_[:, j], dtype=float))
    fitted = np.isfinite(mean) & (std > 0)
    pooled = np.concatenate(values)
    ends = np.concatenate([pooled, mean[fitted] - 4 * std[fitted], mean[fitted] + 4 * std[fitted]])
    low, high = (float(ends.min()), float(ends.max())) if ends.size else (0.0, 1.0)
    x = np.union1d(np.linspace(low, high, CURVE_POINTS), mean[fitted])
    edges = np.histogram_bin_edges(pooled, bins="auto") if pooled.size else np.empty(0)
    if edges.size > MAX_BINS + 1:
        edges = np.histogram_bin_edges(pooled, bins=MAX_BINS)
    curves = []
    for k, name in enumerate(classes):
        grid = x if fitted[k] else np.empty(0)
        density = normal_pdf(grid, mean[k], std[k]) if fitted[k] else np.empty(0)
        shown = values[k].size and edges.size > 1
        heights = np.histogram(values[k], bins=edges, density=True)[0] if shown else np.empty(0)
        curves.append(ClassDensity(name, float(mean[k]), float(std[k]), grid, density, heights))
    return ContinuousTable(found.feature, classes, edges, tuple(curves))


def _count(found: FeatureLocation, classes: tuple[str, ...], values: list[FloatArray]) -> CountTable:
    part = cast(_CountPart, found.estimator)  # kind "count": a PoissonNB
    rates = np.asarray(part.rate_[:, found.column], dtype=float)
    seen = rates[np.isfinite(rates)]
    observed = np.concatenate(values)
    top = max(float(observed.max(initial=0.0)), *(seen + 4 * np.sqrt(seen)), float(MIN_COUNT_SHOWN))
    k = np.arange(0, min(int(np.ceil(top)), MAX_COUNT_SHOWN) + 1, dtype=float)
    pmfs = []
    for name, rate in zip(classes, rates, strict=True):
        fitted = bool(np.isfinite(rate))
        grid = k if fitted else np.empty(0)
        pmfs.append(ClassPmf(name, float(rate), grid, poisson_pmf(grid, rate) if fitted else np.empty(0)))
    return CountTable(found.feature, classes, tuple(pmfs))
