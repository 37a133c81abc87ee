"""The worked record of the models that score each class as a whole (LDA, QDA, ..., the SVM).

``score_record`` turns a ``ScoreExplanation`` into the same kind of JSON-ready dict as
``bayesgui.data.worked.worked_record`` (with ``"family": "score"``); ``format_score_worked`` prints it.
Every number comes from the fitted model; nothing is recomputed here.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core import LossMatrix, decide
from bayesgui.core.score_explanation import ScoreExplanation

#: how each term is written (the window translates its own copy of these)
TERM_LABELS = {
    "log_prior": "log P(c)",
    "log_norm": "−d/2·log 2π",
    "log_det": "−½·log|Σ_c|",
    "mahalanobis": "−½·(x−μ_c)ᵀ Σ_c⁻¹ (x−μ_c)",
    "log_mixture": "log Σ_m π_m N(x; μ_m, Σ_m)",
    "intercept": "b_c",
    "linear": "w_c·x",
}


def _num(value) -> float | None:
    value = float(value)
    return value if np.isfinite(value) else None


def plain(value):
    """numpy values (any shape) as JSON-ready numbers and lists (None for infinities and NaN)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, np.ndarray):
        return plain(value.tolist())
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float):
        return _num(value)
    return value


def score_record(exp: ScoreExplanation, classes: list[str], sample: dict, loss: LossMatrix) -> dict:
    """The record of one sample (see the module docstring); ``classes`` are the class names."""
    record = {
        "family": "score",
        "model": exp.model,
        "classes": classes,
        "sample": sample,
        "probabilistic": exp.probabilistic,
        "generative": exp.generative,
        "term_keys": [key for key, _ in exp.terms],
        "terms": {c: {key: _num(values[k]) for key, values in exp.terms} for k, c in enumerate(classes)},
        "score": {c: _num(v) for c, v in zip(classes, exp.score, strict=True)},
        "details": plain(exp.details),
        "prior_detail": plain(exp.prior_detail),
        "notes": list(exp.notes),
        "loss": loss.values.tolist(),
    }
    if exp.generative:
        log_prior = dict(exp.terms)["log_prior"]
        record["log_prior"] = {c: _num(v) for c, v in zip(classes, log_prior, strict=True)}
        record["prior"] = {c: float(np.exp(v)) for c, v in zip(classes, log_prior, strict=True)}
        record["log_joint"] = record["score"]
        record["joint"] = {c: float(np.exp(v)) for c, v in zip(classes, exp.score, strict=True)}
        record["evidence"] = float(np.exp(exp.log_evidence))
        record["log_evidence"] = _num(exp.log_evidence)
    posterior = exp.posterior
    if posterior is None:
        record["posterior"] = None
        record["risk"] = {}
        record["decision"] = classes[int(np.argmax(exp.score))]
    else:
        choice, risk = decide(posterior[None, :], loss)
        actions = [str(a) for a in loss.actions]
        record["posterior"] = {c: float(p) for c, p in zip(classes, posterior, strict=True)}
        record["risk"] = {a: float(r) for a, r in zip(actions, risk[0], strict=True)}
        record["decision"] = actions[int(choice[0])]
    return record


def _g(value) -> str:
    if value is None:
        return "-inf"
    return "0" if value == 0 else f"{value:.6g}"


def term_how(record: dict, key: str, k: int) -> str:
    """How a term was computed, in symbols with the numbers (the text the CLI and the panel show)."""
    details, features = record["details"], list(record["sample"])
    if key == "log_prior":
        detail, n = record["prior_detail"], len(record["classes"])
        if detail.get("explicit"):
            return "given"
        count, total, alpha = detail["count"][k], detail["total"], detail["alpha"]
        if alpha:
            return f"log(({_g(count)} + {alpha:g}) / ({_g(total)} + {n}×{alpha:g}))"
        return f"log({_g(count)} / {_g(total)})"
    if key == "log_norm":
        return f"d = {details.get('n_observed', len(features))}"
    if key == "log_det":
        return f"log|Σ| = {_g(details['log_det'][k])}"
    if key == "mahalanobis":
        mean = ", ".join(_g(v) for v in details["mean"][k])
        return f"Δ² = {_g(details['mahalanobis_sq'][k])}, μ = ({mean})"
    if key == "log_mixture":
        parts = [
            f"{_g(w)} + {_g(d)}"
            for w, d in zip(details["component_log_weight"][k], details["component_log_density"][k], strict=True)
        ]
        return "logsumexp(" + ", ".join(f"[{p}]" for p in parts) + ")"
    if key == "linear":
        coef = details["coef"][k]
        observed = [name for name in features]
        return " + ".join(
            f"{_g(w)}×{_g(record['sample'][name]) if record['sample'][name] is not None else 'mean'}"
            for w, name in zip(coef, observed, strict=True)
        )
    return ""


def risk_lines(record: dict) -> list[str]:
    """R(a|x) = sum_j lambda_aj P(c_j|x) for every action, then the decision (both kinds of record)."""
    posterior = list(record["posterior"].values())
    lines = []
    for action, row in zip(record["risk"], record["loss"], strict=True):
        terms = " + ".join(f"{_g(lam)}×{_g(p)}" for lam, p in zip(row, posterior, strict=True))
        lines.append(f"Risk R({action}|x) = {terms} = {_g(record['risk'][action])}")
    lines.append(f"Decision (least risk): {record['decision']}")
    return lines


def format_score_worked(record: dict, target: str) -> str:
    """The record written out: each class's terms and score, then posterior, risks and decision."""
    lines = [
        "Sample: " + ", ".join(f"{k}={'?' if v is None else v}" for k, v in record["sample"].items()),
        f"Model: {record['model']}",
        "",
    ]
    score_name = "log joint" if record["generative"] else "score"
    for k, cls in enumerate(record["classes"]):
        lines.append(f"Class {target}={cls}")
        terms = record["terms"][cls]
        for key in record["term_keys"]:
            how = term_how(record, key, k)
            lines.append(f"  {TERM_LABELS[key]} = {_g(terms[key])}" + (f"   [{how}]" if how else ""))
        total = " + ".join(_g(terms[key]) for key in record["term_keys"])
        lines.append(f"  {score_name} = {total} = {_g(record['score'][cls])}")
        lines.append("")
    if record["posterior"] is None:
        lines.append(f"Decision (largest score): {record['decision']}")
        lines.append("Note: this model gives decisions, not posteriors; the loss matrix does not apply.")
    else:
        if record["generative"]:
            lines.append(f"Evidence log P(x) = logsumexp of the log joints = {_g(record['log_evidence'])}")
        for cls in record["classes"]:
            lines.append(f"Posterior P({cls}|x) = softmax of the {score_name}s = {_g(record['posterior'][cls])}")
        lines.append("")
        lines.extend(risk_lines(record))
    lines.extend(f"Note: {note}" for note in record["notes"])
    return "\n".join(lines)
