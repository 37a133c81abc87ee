"""What a model is, declared once as data: ``ModelSpec`` (key, names, estimator, columns, parameters, presets).

Its parameters are ``Param``s (:mod:`bayesgui.core.models.param`).

The CLI's ``--model`` choices and options, the model panel's form, the region gallery, model files and the
translations all read these declarations (see :mod:`bayesgui.core.models.registry`). Names, labels and help texts are
English; they are marked with ``QT_TRANSLATE_NOOP(CONTEXT, ...)`` so that ``make translations`` extracts them and
the window shows them translated (``QCoreApplication.translate(CONTEXT, text)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

from bayesgui.core.models.param import Param
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from bayesgui.core.base.estimator import Classifier

#: a model's parameter values by name, each of its Param's type (validated by Param.validate)
Values: TypeAlias = Mapping[str, Any]

CONTEXT = "models"
"""The translation context of every string declared here."""

ENCODINGS = ("kinds", "numeric", "one-hot", "categorical")
"""How a model reads the table:

* ``"kinds"``: every column, each by its kind (naive Bayes: a likelihood per kind);
* ``"numeric"``: the continuous and count columns only; categorical columns are left out, and the window and
  the CLI say which (LDA, QDA, the Gaussian models);
* ``"one-hot"``: every column; a categorical column with L levels becomes L indicator columns inside the
  estimator (logistic regression, the SVM), which receives ``n_categories``;
* ``"categorical"``: the categorical columns only; continuous and count columns are left out (semi-supervised
  naive Bayes).
"""

DASHES = ("solid", "dash", "dot", "dash-dot")
"""The dash names a line style may use; the Qt layer maps them to its pen styles."""


@dataclass(frozen=True)
class LineStyle:
    """How a model's curves are drawn, as plain data (the Qt layer makes the pens).

    Parameters
    ----------
    color : str
        A hex colour ("#1b3f8b") of its decision boundary (and margins).
    dash : str
        One of ``DASHES``, for its decision boundary.
    margins : str
        The dash of its margin lines w·x + b = ±1 when the model draws them (a maximum-margin classifier with
        two classes: the SVM); "" when it draws none.
    """

    color: str
    dash: str = "solid"
    margins: str = ""

    def __post_init__(self) -> None:
        if self.dash not in DASHES or self.margins not in ("", *DASHES):
            raise ValueError(f"dashes must be among {DASHES}, got {self.dash!r} and {self.margins!r}.")


@dataclass(frozen=True)
class Preset:
    """A named set of parameter values, such as a textbook's settings.

    Parameters
    ----------
    key : str
        As the CLI's ``--preset`` spells it ("zhou-7.3").
    name, description : str
        Translatable: the menu entry and one line saying what it sets.
    values : mapping of parameter name to value
    """

    key: str
    name: str
    description: str
    values: Mapping[str, object]


@dataclass(frozen=True)
class Features:
    """What a model is built for: the kind and the number of levels of each column it reads, and the classes.

    Attributes
    ----------
    kinds : tuple of str, one per column ("categorical", "continuous" or "count")
    n_categories : tuple of (int or None), one per column (None for numeric columns)
    n_classes : int
    names : tuple of str, one per column (empty when unknown: a region plot's axes)
        For a parameter that names a column (SPODE's super-parent, TAN's root).
    class_name : str
        The class column's name ("" when unknown), for a parameter that names it (a Bayesian network's structure
        file).
    """

    kinds: tuple[str, ...]
    n_categories: tuple[int | None, ...]
    n_classes: int
    names: tuple[str, ...] = ()
    class_name: str = ""

    @classmethod
    def numeric(cls, n_features: int, n_classes: int) -> Features:
        """``n_features`` continuous columns (a region plot's two axes, say)."""
        return cls(("continuous",) * n_features, (None,) * n_features, n_classes)


OTHERWISE = None
"""The value of ``Estimate.sentences`` that matches any value of the parameter not listed before it."""


@dataclass(frozen=True)
class Estimate:
    """One estimation sentence of a model: "{0}" in it is the parameter's value, "{1}" the number of classes.

    Parameters
    ----------
    sentences : str or tuple of (value, str)
        The sentence (translatable); or one per value of ``param``, the first whose value equals the parameter's
        (``OTHERWISE``: any value) taken; no match: no sentence.
    param : str
        The parameter whose value picks the sentence and fills "{0}" ("" for none).
    kind : str
        Stated only when the model reads a column of this kind ("categorical", "continuous", "count"; "" always).
    unless : str
        A true/false parameter that, when true, leaves the sentence out (a uniform prior replaces the estimated one).
    """

    sentences: str | tuple[tuple[object, str], ...]
    param: str = ""
    kind: str = ""
    unless: str = ""

    def note(self, values: Mapping[str, object], features: Features) -> Note | None:
        """The sentence for the parameter ``values`` and the columns and classes of ``features`` (None: none)."""
        if (self.kind and self.kind not in features.kinds) or (self.unless and values.get(self.unless)):
            return None
        if self.param and self.param not in values:
            return None
        value = values.get(self.param) if self.param else None
        choices = ((OTHERWISE, self.sentences),) if isinstance(self.sentences, str) else self.sentences
        for key, sentence in choices:
            if key is OTHERWISE or key == value:
                return Note(sentence, _shown(value), features.n_classes)
        return None


def _shown(value: object) -> str:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return f"{value:g}"
    return "" if value is None else str(value)


def _default_make(spec: ModelSpec, values: Values, features: Features) -> Classifier:
    return spec.estimator(**{p.name: values[p.name] for p in spec.params})


@dataclass(frozen=True)
class ModelSpec:
    """One classifier as the whole product knows it.

    Parameters
    ----------
    key : str
        As the CLI's ``--model`` and the settings file spell it ("naive-bayes").
    name, description : str
        Translatable: the model's name and one line on what it assumes.
    estimator : type
        The core estimator class (it follows :class:`bayesgui.core.base.estimator.Classifier`'s contract).
    params : tuple of Param
    encoding : str
        One of ``ENCODINGS``.
    presets : tuple of Preset
    estimates : tuple of Estimate
        The sentences a worked decision states for the estimation choices its settings made (the prior, the
        likelihoods, the covariance), in order; see :mod:`bayesgui.core.models.estimates`.
    explain, regions, em_animation : bool
        Capabilities: a worked explanation, decision regions, and the EM lab's animation.
    incremental : bool
        Capability: the model updates row by row (``bayesgui.core.learning.incremental``: added rows add to its
        statistics, removed rows subtract them) instead of being fitted again; the window and the CLI say which.
    region_default : bool
        Ticked in the decision-region gallery when the window opens (naive Bayes, LDA, QDA).
    line : LineStyle, optional
        How its boundary (and margins) are drawn; None: the palette gives it a colour of its own.
    unlabeled : bool
        Capability: the model trains on rows whose class cell is empty too (the data layer then keeps them,
        with class code -1, instead of leaving them out).
    note : str
        Translatable: a line the model panel shows under the form ("" for none).
    make : callable (spec, values, features) -> estimator, optional
        Builds the unfitted estimator; the default passes every declared parameter to the constructor.
    """

    key: str
    name: str
    description: str
    estimator: type[Classifier]
    params: tuple[Param, ...] = ()
    encoding: str = "numeric"
    presets: tuple[Preset, ...] = ()
    estimates: tuple[Estimate, ...] = ()
    explain: bool = True
    regions: bool = True
    em_animation: bool = False
    incremental: bool = False
    region_default: bool = False
    line: LineStyle | None = None
    unlabeled: bool = False
    note: str = ""
    make: Callable[[ModelSpec, Values, Features], Classifier] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.encoding not in ENCODINGS:
            raise ValueError(f"encoding must be one of {ENCODINGS}, got {self.encoding!r}.")
        names = [p.name for p in self.params]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.key}: a parameter is declared twice in {names}.")
        stated = {name for e in self.estimates for name in (e.param, e.unless) if name}
        if stated - set(names):
            raise ValueError(f"{self.key}: an estimate names undeclared parameters {sorted(stated - set(names))}.")
        for preset in self.presets:
            unknown = set(preset.values) - set(names)
            if unknown:
                raise ValueError(f"{self.key}: preset {preset.key!r} sets unknown parameters {sorted(unknown)}.")

    @property
    def probabilistic(self) -> bool:
        """Whether the model gives posteriors (so the loss matrix applies); the SVM does not."""
        return bool(getattr(self.estimator, "probabilistic", True))

    @property
    def margins(self) -> bool:
        """Capability: the model draws margin lines w·x + b = ±1 beside its boundary (its ``line`` says how)."""
        return self.line is not None and bool(self.line.margins)

    def estimation_notes(self, values: Mapping[str, object], features: Features) -> tuple[Note, ...]:
        """The ``estimates`` that apply to the parameter ``values`` and ``features``, as notes, in their order."""
        notes = (estimate.note(values, features) for estimate in self.estimates)
        return tuple(note for note in notes if note is not None)

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(Note(QT_TRANSLATE_NOOP("core", "{0} has no parameter {1}."), self.key, repr(name)))

    def preset(self, key: str) -> Preset:
        for p in self.presets:
            if p.key == key:
                return p
        known = ", ".join(p.key for p in self.presets) or Note(QT_TRANSLATE_NOOP("core", "none"))
        raise KeyError(
            Note(QT_TRANSLATE_NOOP("core", "{0} has no preset {1}; its presets: {2}."), self.key, repr(key), known)
        )

    def accepts(self, kind: str) -> bool:
        """Whether the model reads columns of this kind."""
        if self.encoding == "categorical":
            return kind == "categorical"
        return self.encoding != "numeric" or kind != "categorical"

    def columns(self, kinds: Iterable[str]) -> list[int]:
        """The indices of the columns (of the given kinds) that the model reads."""
        return [j for j, kind in enumerate(kinds) if self.accepts(kind)]

    def left_out(self, kinds: Iterable[str]) -> list[int]:
        """The indices of the columns it cannot read (categorical columns for a numeric-only model)."""
        return [j for j, kind in enumerate(kinds) if not self.accepts(kind)]

    def build(self, values: Values, features: Features) -> Classifier:
        """The unfitted estimator with the parameter ``values`` (every declared name) for ``features``."""
        make = self.make or _default_make
        return make(self, values, features)
