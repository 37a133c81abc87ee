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


def finite_or_none(value) -> float | None:
    """A number for JSON: None stands for -inf (a log of 0) and any other non-finite value."""
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
        return finite_or_none(value)
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
        "terms": {c: {key: finite_or_none(values[k]) for key, values in exp.terms} for k, c in enumerate(classes)},
        "score": {c: finite_or_none(v) for c, v in zip(classes, exp.score, strict=True)},
        "details": plain(exp.details),
        "prior_detail": plain(exp.prior_detail),
        "notes": list(exp.notes),
        "loss": loss.values.tolist(),
    }
    if exp.generative:
        log_prior = dict(exp.terms)["log_prior"]
        record["log_prior"] = {c: finite_or_none(v) for c, v in zip(classes, log_prior, strict=True)}
        record["prior"] = {c: float(np.exp(v)) for c, v in zip(classes, log_prior, strict=True)}
        record["log_joint"] = record["score"]
        record["joint"] = {c: float(np.exp(v)) for c, v in zip(classes, exp.score, strict=True)}
        record["evidence"] = float(np.exp(exp.log_evidence))
        record["log_evidence"] = finite_or_none(exp.log_evidence)
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


def fmt(value) -> str:
    """A record number as the worked text writes it (6 significant digits; None is -inf)."""
    if value is None:
        return "-inf"
    return "0" if value == 0 else f"{value:.6g}"


def prior_fraction(record: dict, k: int) -> str | None:
    """P(c_k) as its fraction, "(count + alpha) / (total + K×alpha)"; None for a given prior."""
    detail, n = record["prior_detail"], len(record["classes"])
    if detail.get("explicit"):
        return None
    count, total, alpha = detail["count"][k], detail["total"], detail["alpha"]
    if alpha:
        return f"({fmt(count)} + {alpha:g}) / ({fmt(total)} + {n}×{alpha:g})"
    return f"{fmt(count)} / {fmt(total)}"


def term_how(record: dict, key: str, k: int) -> str:
    """How a term was computed, in symbols with the numbers (the text the CLI and the panel show)."""
    details, features = record["details"], list(record["sample"])
    if key == "log_prior":
        fraction = prior_fraction(record, k)
        return "given" if fraction is None else f"log({fraction})"
    if key == "log_norm":
        return f"d = {details.get('n_observed', len(features))}"
    if key == "log_det":
        return f"log|Σ| = {fmt(details['log_det'][k])}"
    if key == "mahalanobis":
        mean = ", ".join(fmt(v) for v in details["mean"][k])
        return f"Δ² = {fmt(details['mahalanobis_sq'][k])}, μ = ({mean})"
    if key == "log_mixture":
        parts = [
            f"{fmt(w)} + {fmt(d)}"
            for w, d in zip(details["component_log_weight"][k], details["component_log_density"][k], strict=True)
        ]
        return "logsumexp(" + ", ".join(f"[{p}]" for p in parts) + ")"
    if key == "linear":
        coef = details["coef"][k]
        shown = list(record["sample"].values())  # None: replaced by the training mean
        return " + ".join(
            f"{fmt(w)}×{'mean' if value is None else fmt(value)}" for w, value in zip(coef, shown, strict=True)
        )
    return ""


def risk_lines(record: dict) -> list[str]:
    """R(a|x) = sum_j lambda_aj P(c_j|x) for every action, then the decision (both kinds of record)."""
    posterior = list(record["posterior"].values())
    lines = []
    for action, row in zip(record["risk"], record["loss"], strict=True):
        terms = " + ".join(f"{fmt(lam)}×{fmt(p)}" for lam, p in zip(row, posterior, strict=True))
        lines.append(f"Risk R({action}|x) = {terms} = {fmt(record['risk'][action])}")
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
            lines.append(f"  {TERM_LABELS[key]} = {fmt(terms[key])}" + (f"   [{how}]" if how else ""))
        total = " + ".join(fmt(terms[key]) for key in record["term_keys"])
        lines.append(f"  {score_name} = {total} = {fmt(record['score'][cls])}")
        lines.append("")
    if record["posterior"] is None:
        lines.append(f"Decision (largest score): {record['decision']}")
        lines.append("Note: this model gives decisions, not posteriors; the loss matrix does not apply.")
    else:
        if record["generative"]:
            lines.append(f"Evidence log P(x) = logsumexp of the log joints = {fmt(record['log_evidence'])}")
        for cls in record["classes"]:
            lines.append(f"Posterior P({cls}|x) = softmax of the {score_name}s = {fmt(record['posterior'][cls])}")
        lines.append("")
        lines.extend(risk_lines(record))
    lines.extend(f"Note: {note}" for note in record["notes"])
    return "\n".join(lines)
