"""One sample's classification written out as the textbook does: prior x factors = joint -> posterior -> risk.

``worked_record`` collects every number from the fitted model (nothing is recomputed here), as a
JSON-ready dict; ``format_worked`` prints the record as a worked computation.
"""

from __future__ import annotations

import numpy as np

from bayesgui.core import LossMatrix, decide
from bayesgui.core.score_explanation import ScoreExplanation
from bayesgui.data.model_file import TrainedModel
from bayesgui.data.worked_scores import (
    finite_or_none,
    fmt,
    format_score_worked,
    plain,
    prior_fraction,
    risk_lines,
    score_record,
)


def worked_record(model: TrainedModel, x: np.ndarray, loss: LossMatrix) -> dict:
    """Everything behind the decision for one encoded sample ``x`` (shape (n_features,)).

    Keys: classes, prior, log_prior, factors (per class: feature -> factor; missing features are left out),
    log_factors, log_joint, joint, evidence, posterior, risk, decision, and the detail needed to
    print fractions and densities ("sample", "details", "prior_detail", "notes").
    """
    schema = model.schema
    names = list(schema.feature_names)
    exp = model.estimator.explain(x, feature_names=names)
    classes = list(model.class_names)
    if isinstance(exp, ScoreExplanation):
        return score_record(exp, classes, _sample(schema, x, exp.skipped), loss)
    choice, risk = decide(exp.posterior[None, :], loss)
    actions = [str(a) for a in loss.actions]
    observed = [j for j in range(len(names)) if not exp.skipped[j]]
    sample = _sample(schema, x, exp.skipped)
    return {
        "classes": classes,
        "sample": sample,
        "prior": {c: float(p) for c, p in zip(classes, exp.prior, strict=True)},
        "log_prior": {c: finite_or_none(v) for c, v in zip(classes, exp.log_prior, strict=True)},
        "factors": {c: {names[j]: float(exp.factors[k, j]) for j in observed} for k, c in enumerate(classes)},
        "log_factors": {
            c: {names[j]: finite_or_none(exp.log_factors[k, j]) for j in observed} for k, c in enumerate(classes)
        },
        "log_joint": {c: finite_or_none(v) for c, v in zip(classes, exp.log_joint, strict=True)},
        "joint": {c: float(v) for c, v in zip(classes, exp.joint, strict=True)},
        "evidence": float(np.exp(exp.log_evidence)),
        "log_evidence": finite_or_none(exp.log_evidence),
        "posterior": {c: float(p) for c, p in zip(classes, exp.posterior, strict=True)},
        "risk": {a: float(r) for a, r in zip(actions, risk[0], strict=True)},
        "decision": actions[int(choice[0])],
        "loss": loss.values.tolist(),
        "kinds": dict(zip(names, exp.feature_kinds, strict=True)),
        "details": {names[j]: {k: plain(v) for k, v in exp.details[j].items()} for j in observed},
        "prior_detail": {k: plain(v) for k, v in exp.prior_detail.items()},
        "notes": list(exp.notes),
    }


def _sample(schema, x: np.ndarray, skipped: np.ndarray) -> dict:
    """Feature name -> level name or number (None where missing)."""
    sample = {}
    for j, (name, levels) in enumerate(zip(schema.feature_names, schema.levels, strict=True)):
        if skipped[j]:
            sample[name] = None
        elif levels is not None:
            sample[name] = levels[int(x[j])]
        else:
            sample[name] = float(x[j])
    return sample


def _factor_line(record: dict, target: str, feature: str, k: int, cls: str) -> str:
    value = record["factors"][cls][feature]
    detail = record["details"][feature]
    kind = record["kinds"][feature]
    shown = record["sample"][feature]
    if kind == "probability":
        count, total = detail["count"][k], detail["class_total"][k]
        n_levels, alpha = detail["n_levels"], detail["alpha"]
        if alpha:
            fraction = f"({fmt(count)} + {alpha:g}) / ({fmt(total)} + {n_levels}×{alpha:g})"
        else:
            fraction = f"{fmt(count)} / {fmt(total)}"
        return f"  P({feature}={shown} | {cls}) = {fraction} = {fmt(value)}"
    if kind == "density":
        mean, std = detail["mean"][k], detail["std"][k]
        return f"  p({feature}={shown:g} | {cls}) = N({shown:g}; μ={fmt(mean)}, σ={fmt(std)}) = {fmt(value)}"
    if kind == "pmf":
        return f"  P({feature}={shown:g} | {cls}) = Poisson({shown:g}; rate={fmt(detail['rate'][k])}) = {fmt(value)}"
    return f"  P({feature} | {cls}) = {fmt(value)}"


def _prior_line(record: dict, target: str, k: int, cls: str) -> str:
    value = record["prior"][cls]
    fraction = prior_fraction(record, k)
    if fraction is None:
        return f"  P({target}={cls}) = {fmt(value)} (given)"
    return f"  P({target}={cls}) = {fraction} = {fmt(value)}"


def format_worked(record: dict, target: str) -> str:
    """The record as a worked computation, one class at a time, then posterior, risks and decision."""
    if record.get("family") == "score":
        return format_score_worked(record, target)
    lines = ["Sample: " + ", ".join(f"{k}={'?' if v is None else v}" for k, v in record["sample"].items()), ""]
    for k, cls in enumerate(record["classes"]):
        lines.append(f"Class {target}={cls}")
        lines.append(_prior_line(record, target, k, cls))
        for feature in record["factors"][cls]:
            lines.append(_factor_line(record, target, feature, k, cls))
        product = " × ".join(fmt(v) for v in [record["prior"][cls], *record["factors"][cls].values()])
        lines.append(f"  joint = {product} = {fmt(record['joint'][cls])}   (log {fmt(record['log_joint'][cls])})")
        lines.append("")
    lines.append(f"Evidence P(x) = sum of joints = {fmt(record['evidence'])}")
    for cls in record["classes"]:
        lines.append(
            f"Posterior P({cls}|x) = {fmt(record['joint'][cls])} / {fmt(record['evidence'])} = "
            f"{fmt(record['posterior'][cls])}"
        )
    lines.append("")
    lines.extend(risk_lines(record))
    lines.extend(f"Note: {note}" for note in record["notes"])
    return "\n".join(lines)
