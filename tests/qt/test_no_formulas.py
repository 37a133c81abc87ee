"""Widgets only draw: no module under bayesgui/qt evaluates a formula of model parameters.

Densities and pmfs, exps and logs of probabilities, square roots of variances, special functions, and the
fitted attributes of an estimator (scikit-learn's trailing underscore: ``theta_``, ``var_``, ``rate_``,
``feature_log_prob_``, ``parts_``) belong to the core or to the Qt-free report layer (``bayesgui.report``); a
widget draws the objects those produce. The scan reads the source (AST), so it also covers code no test runs.
``log10`` and ``floor`` (axis steps, digits to show) are not formulas of the model and are not flagged.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import bayesgui

PACKAGE = Path(bayesgui.__file__).parent
QT = PACKAGE / "qt"

NUMERIC_MODULES = {"np", "numpy", "math", "cmath", "scipy", "special", "stats"}
ELEMENTARY = {"exp", "exp2", "expm1", "log", "log1p", "log2", "logaddexp", "logaddexp2", "sqrt", "cbrt", "power"}
SPECIAL = {"lgamma", "gamma", "gammaln", "loggamma", "digamma", "erf", "erfc", "factorial", "comb", "beta"}
SPECIAL |= {"logsumexp", "xlogy", "xlog1py", "softmax", "log_softmax", "expit", "logit"}
DISTRIBUTION_METHODS = {"pdf", "pmf", "logpdf", "logpmf", "cdf", "logcdf", "sf", "logsf", "ppf", "isf"}
DISTRIBUTIONS = {"norm", "poisson", "multivariate_normal", "binom", "chi2"}  # scipy.stats names
FITTED_ATTRIBUTE = re.compile(r"^(?!raise_$|exec_$|print_$)[a-z][a-z0-9]*(?:_[a-z0-9]+)*_$")  # theta_, var_, parts_
# (Qt's own methods ``raise_``, ``exec_`` and ``print_`` end in an underscore only because the plain names are, or
# were, Python keywords)

# Modules that may still compute, each with the reason. An entry is a debt: the test fails when an entry no longer
# needs to be here, so remove it as soon as the module reads its number from the core or the report layer.
ALLOWED: dict[str, str] = {}


def _dotted(node: ast.AST) -> str:
    """``np.random.default_rng`` -> "np.random.default_rng"; "" for anything that is not a dotted name."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ""
    return ".".join([node.id, *reversed(parts)])


def _import_problems(node: ast.AST) -> list[str]:
    if isinstance(node, ast.ImportFrom):
        module = node.module or ""
        names = {alias.name for alias in node.names}
        if module.startswith(("scipy.stats", "scipy.special")):
            return [f"imports {module}"]
        if module in ("numpy", "math", "cmath") and names & (ELEMENTARY | SPECIAL):
            return [f"imports {sorted(names & (ELEMENTARY | SPECIAL))} from {module}"]
    if isinstance(node, ast.Import):
        return [f"imports {a.name}" for a in node.names if a.name.startswith(("scipy.stats", "scipy.special"))]
    return []


def _call_problem(node: ast.Call) -> str | None:
    name = _dotted(node.func)
    head, _, last = name.rpartition(".")
    if isinstance(node.func, ast.Attribute) and node.func.attr in DISTRIBUTION_METHODS:
        return f"calls .{node.func.attr}()"
    if last in ELEMENTARY and head.split(".")[0] in NUMERIC_MODULES:
        return f"calls {name}()"
    if last in SPECIAL and (not head or head.split(".")[0] in NUMERIC_MODULES):
        return f"calls {name}()"
    return None


def formula_problems(source: str) -> list[str]:
    """Every place in ``source`` that computes a formula of model parameters, as "line N: what"."""
    problems = []
    for node in ast.walk(ast.parse(source)):
        found = _import_problems(node)
        if isinstance(node, ast.Call):
            found.append(_call_problem(node))
            if _dotted(node.func) == "getattr" and len(node.args) > 1:
                key = node.args[1]
                if isinstance(key, ast.Constant) and isinstance(key.value, str) and FITTED_ATTRIBUTE.match(key.value):
                    found.append(f"reads the fitted attribute {key.value}")
        elif isinstance(node, ast.Attribute):
            if FITTED_ATTRIBUTE.match(node.attr):
                found.append(f"reads the fitted attribute .{node.attr}")
            if isinstance(node.value, ast.Name) and node.value.id in DISTRIBUTIONS:
                found.append(f"uses the distribution {node.value.id}.{node.attr}")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            exponent = node.right
            if isinstance(exponent, ast.UnaryOp) and isinstance(exponent.op, ast.USub):
                exponent = exponent.operand
            if isinstance(exponent, ast.Constant) and exponent.value == 0.5:
                found.append("takes a square root (** 0.5)")
            if _dotted(node.left) in ("np.e", "numpy.e", "math.e"):
                found.append("exponentiates e")
        problems += [f"line {node.lineno}: {what}" for what in found if what]
    return sorted(set(problems), key=lambda text: int(text.split(":")[0].split()[1]))


def qt_modules() -> list[Path]:
    return sorted(QT.rglob("*.py"))


@pytest.mark.parametrize("path", qt_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_qt_module_computes_no_formula(path):
    key = str(path.relative_to(PACKAGE.parent))
    problems = formula_problems(path.read_text(encoding="utf-8"))
    if key in ALLOWED:
        assert problems, f"{key} computes nothing any more: remove it from ALLOWED"
        return
    assert not problems, (
        f"{key} computes what the core or bayesgui.report should (widgets only draw):\n  " + "\n  ".join(problems)
    )


@pytest.mark.parametrize(
    "source",
    [
        "y = np.exp(log_prob)",
        "y = numpy.log(p)",
        "import math\ns = math.sqrt(var)",
        "s = var ** 0.5",
        "s = var ** -0.5",
        "y = np.e ** z",
        "from numpy import exp",
        "from scipy.stats import norm",
        "import scipy.special",
        "y = norm.pdf(x, mu, s)",
        "y = stats.poisson.pmf(k, rate)",
        "y = dist.logpdf(x)",
        "y = gammaln(k + 1)",
        "y = special.logsumexp(a)",
        "m = part.theta_[:, 0]",
        "t = model.estimator.parts_",
        "t = getattr(model.estimator, 'parts_', ())",
    ],
)
def test_the_scan_finds_formulas(source):
    assert formula_problems(source)


@pytest.mark.parametrize(
    "source",
    [
        "step = 10.0 ** math.floor(math.log10(spread / 20))",
        "x = np.linspace(0, 1, 5)\nh = np.where(np.isfinite(r), r, 0.0)",
        "curve.setData(table.x, table.density)",
        "self._value = 2 ** 8",
        "t = float(np.clip(s, 0.0, 1.0))",
        "box.raise_()\ndialog.exec_()\ndocument.print_(printer)",
    ],
)
def test_the_scan_leaves_drawing_alone(source):
    assert formula_problems(source) == []


def test_allowed_entries_exist():
    for key in ALLOWED:
        assert (PACKAGE.parent / key).is_file(), f"ALLOWED names {key}, which does not exist"
