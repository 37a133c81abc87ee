"""Numbers and formulas as the worked report writes them: "(3 + 1) / (8 + 3×1)", "N(0.697; μ=…, σ²=…)", ….

Pure formatting of a ``WorkedExample``'s numbers; the words (given, mean) go through ``translate``. Numbers are
printed as Zhou prints them (:func:`book`: 1.959, 0.066, 0.00524, 6.80e-5; inputs with the decimals of their
column in the file, 0.460); inside ``with full_precision():`` they are printed with :data:`FULL_DIGITS`
significant digits instead (the window's tooltips).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from bayesgui.report.worked import words
from bayesgui.report.worked.example import ClassWork, Factor, Fraction, Prior, RiskLine, Term

DIGITS = 6
"""Significant digits of a number written with ``fmt(value, DIGITS)``."""
FULL_DIGITS = 12
"""Significant digits of every number inside :func:`full_precision` (the tooltips)."""
_FULL = ContextVar("full_precision", default=False)


@contextmanager
def full_precision() -> Iterator[None]:
    """Within this block :func:`fmt` and :func:`shown` write every number with :data:`FULL_DIGITS` digits."""
    token = _FULL.set(True)
    try:
        yield
    finally:
        _FULL.reset(token)


def book(value: float) -> str:
    """``value`` as Zhou prints a computed number: whole numbers as such (8, 17); three decimals from 0.01 on
    (1.959, 0.788, 0.066); three significant digits below (0.00524), in powers of ten under 0.001 (6.80e-5)."""
    size = abs(value)
    if value == round(value) and size < 1e15:
        return str(int(value))
    if size >= 1e5:
        return f"{value:.6g}"
    if size >= 0.01:
        return f"{value:.3f}"
    if size >= 0.001:
        return f"{value:.3g}"
    mantissa, exponent = f"{value:.2e}".split("e")
    return f"{mantissa}e{int(exponent)}"


def fmt(value: float | None, digits: int | None = None) -> str:
    """A number as the book prints it (:func:`book`), or with ``digits`` significant digits ("0", "-inf", "nan"
    as such; None is written "-inf"). Inside :func:`full_precision` the default is :data:`FULL_DIGITS` digits."""
    if value is None:
        return "-inf"
    if value == 0:
        return "0"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if math.isnan(value):
        return "nan"
    if digits is None:
        return f"{value:.{FULL_DIGITS}g}" if _FULL.get() else book(value)
    return f"{value:.{digits}g}"


def shown(value: str | float | None, decimals: int | None = None) -> str:
    """A sample value as printed: a level name, "?" when missing, or a number with the ``decimals`` its column
    is written with in the file (0.460; more when that would lose digits), else up to 6 significant digits."""
    if value is None:
        return "?"
    if isinstance(value, str):
        return value
    if _FULL.get():
        return f"{value:.{FULL_DIGITS}g}"
    if decimals is not None and math.isfinite(value) and round(value, decimals) == value:
        return f"{value:.{decimals}f}"
    return f"{value:g}"


def fraction(f: Fraction) -> str:
    """ "(count + alpha) / (total + n×alpha)", or "count / total" without smoothing."""
    if f.alpha:
        return f"({fmt(f.count)} + {f.alpha:g}) / ({fmt(f.total)} + {f.n}×{f.alpha:g})"
    return f"{fmt(f.count)} / {fmt(f.total)}"


def prior_how(prior: Prior, n_classes: int, translate: Callable[[str], str], column: str = "c") -> str:
    """Where P(c) comes from: its fraction, "1 / K (uniform)", "given", or the look-up table's entry T[P(c), c]
    (``column``: the class's name)."""
    if prior.table:
        return f"T[P(c), {column}]"
    if prior.fraction is not None:
        return fraction(prior.fraction)
    return translate(words.UNIFORM).format(n_classes) if prior.uniform else translate(words.GIVEN)


def factor_how(factor: Factor, decimals: int | None = None, column: str = "c") -> str:
    """A naive-Bayes factor's formula with its numbers ("" for a kind without a formula); the sample's value
    with ``decimals`` (its column's in the file). A factor read from a look-up table names the entry it read,
    T[row, column] (``column``: the class's name): its value's row, or the rows μ and σ², or λ."""
    i, x = factor.numbers, shown(factor.shown, decimals)
    if factor.kind == "table" and "bin" in i:  # the bin's row as the printed table names it
        return f"T[{bin_range(factor.feature, i['low'], i['high'])}, {column}]"
    if factor.kind == "table":
        return f"T[{factor.feature}={x}, {column}]"
    if factor.kind == "table_density":
        return f"N({x}; μ=T[μ, {column}]={fmt(i['mean'])}, σ²=T[σ², {column}]={fmt(i['var'])})"
    if factor.kind == "table_pmf":
        return f"Poisson({x}; λ=T[λ, {column}]={fmt(i['rate'])})"
    if factor.kind in ("probability", "conditional"):
        return fraction(Fraction(i["count"], i["class_total"], int(i["n_levels"]), i["alpha"]))
    if factor.kind == "density":
        return f"N({x}; μ={fmt(i['mean'])}, σ²={fmt(i['std'])}²={fmt(i['var'])})"
    if factor.kind == "pmf":
        return f"Poisson({x}; rate={rate_fraction(i)}{fmt(i['rate'])})"
    if factor.kind == "word":
        return f"{fmt(i['word_prob'])}^{fmt(i['count'])}"
    return ""


def bin_range(name: str, low: float, high: float) -> str:
    """A bin of column ``name`` between its edges (each with 6 significant digits; ±inf: an open end):
    "a ≤ x < b", "x < b" or "x ≥ a"."""
    a, b = (f"{edge:.6g}" if math.isfinite(edge) else None for edge in (low, high))
    return f"{a} ≤ {name} < {b}" if a and b else f"{name} < {b}" if b else f"{name} ≥ {a}"


def rate_fraction(inputs: Mapping[str, float]) -> str:
    """ "(Σx + α) / n = " of a Poisson rate, with its numbers ("" when the model did not report them)."""
    if "count_sum" not in inputs:
        return ""
    total, n, alpha = fmt(inputs["count_sum"]), fmt(inputs["n"]), inputs.get("alpha", 0)
    return f"({total} + {alpha:g}) / {n} = " if alpha else f"{total} / {n} = "


def matrix(rows: Iterable[Iterable[float]], digits: int | None = None) -> str:
    """ "[a, b; c, d]": a small matrix, row by row, each number with ``digits`` significant digits."""
    return "[" + "; ".join(", ".join(fmt(v, digits) for v in row) for row in rows) + "]"


def term_how(term: Term, work: ClassWork, n_classes: int, translate: Callable[[str], str]) -> str:
    """How a score term was computed, in symbols with the numbers ("" when its inputs are unknown)."""
    i = term.inputs
    if term.key == "log_prior" and work.prior is not None:
        how = prior_how(work.prior, n_classes, translate, work.name)
        return f"log({how})" if work.prior.fraction is not None else how
    if term.key == "log_norm" and "d" in i:
        return f"d = {i['d']}"
    if term.key == "log_det" and "log_det" in i:
        sigma = f", Σ = {matrix(i['sigma'])}" if i.get("sigma") else ""
        return f"log|Σ| = {fmt(i['log_det'])}{sigma}"
    if term.key == "mahalanobis" and "mean" in i:
        mean = ", ".join(fmt(v) for v in i["mean"] if not math.isnan(v))
        inverse = f", Σ⁻¹ = {matrix(i['sigma_inv'])}" if i.get("sigma_inv") else ""
        return f"Δ² = (x − μ)ᵀ Σ⁻¹ (x − μ) = {fmt(i['mahalanobis_sq'])}, μ = ({mean}){inverse}"
    if term.key == "log_mixture" and "log_weight" in i:
        parts = (f"[{fmt(w)} + {fmt(d)}]" for w, d in zip(i["log_weight"], i["log_density"], strict=True))
        return "logsumexp(" + ", ".join(parts) + ")"
    if term.key == "linear" and "coef" in i:
        return _linear_how(i["coef"], i["inputs"], i["labels"], translate)
    return ""


def _linear_how(
    coef: Sequence[float],
    inputs: Sequence[float | None],
    labels: Sequence[str | None],
    translate: Callable[[str], str],
) -> str:
    """ "w×x + …": numbers by their value (the word "mean" where it was imputed), indicators by their level."""
    parts = []
    for w, value, label in zip(coef, inputs, labels, strict=True):
        if label is None:
            parts.append(f"{fmt(w)}×{translate(words.MEAN) if value is None else fmt(value)}")
        elif value == 1:
            parts.append(f"{fmt(w)}×[{label}]")
        elif value:
            parts.append(f"{fmt(w)}×{fmt(value)}[{label}]")
    return " + ".join(parts) or "0"


def risk_how(line: RiskLine, posterior: Sequence[float | None]) -> str:
    """ "λ_1×P(c_1|x) + …" with the numbers (the formula alone when the λ row was not kept)."""
    if not line.loss:
        return "Σⱼ λⱼ×P(cⱼ|x)"
    return " + ".join(f"{fmt(lam)}×{fmt(p)}" for lam, p in zip(line.loss, posterior, strict=True))


def product(values: Sequence[float]) -> str:
    return " × ".join(fmt(v) for v in values)


def signed_sum(values: Sequence[float]) -> str:
    """ "a − b + c": a sum written with its signs."""
    text = ""
    for i, value in enumerate(values):
        negative = value < 0
        magnitude = fmt(abs(value))
        if i == 0:
            text = f"-{magnitude}" if negative else magnitude
        else:
            text += f" − {magnitude}" if negative else f" + {magnitude}"
    return text
