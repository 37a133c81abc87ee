"""The worked report as one JSON-ready document: what ``bayesgui-cli explain --json`` prints.

Every number is a plain float (None for a logarithm of 0 or any other non-finite value), so
``json.dumps(doc, allow_nan=False)`` never fails.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from bayesgui.report.worked.example import WorkedExample


def to_json(example: WorkedExample) -> dict[str, Any]:  # a JSON document: values of the JSON types
    """``example`` as a dict of plain values.

    Keys: model, model_name, estimator, family, target, classes, sample, probabilistic, generative,
    per-class summaries (prior, log_prior, factors and log_factors for naive Bayes, SPODE and TAN,
    super_parent_terms for AODE (super-parent → its term; "" for the naive Bayes fallback), terms for the other
    models, score, log_joint, joint, posterior: class → value; feature or term key → value), evidence,
    log_evidence, risk (action → value), loss (the λ rows), decision, notes, choices (each estimate's
    formula), and "work": every class's complete record (prior with its fraction, each factor or term with its
    inputs).
    """
    classes = example.classes
    doc: dict[str, Any] = {
        "model": example.model_key,
        "model_name": example.model_name,
        "estimator": example.estimator,
        "family": example.family,
        "target": example.target,
        "classes": list(classes),
        "sample": dict(example.sample),
        "probabilistic": example.probabilistic,
        "generative": example.generative,
    }
    if example.prior is not None:
        doc["prior"] = example.prior
        doc["log_prior"] = {w.name: w.prior.log for w in example.work if w.prior is not None}
    if example.family == "factors":
        doc["factors"] = {w.name: {f.feature: f.value for f in w.factors} for w in example.work}
        doc["log_factors"] = {w.name: {f.feature: f.log for f in w.factors} for w in example.work}
    elif example.family == "average":
        doc["super_parent_terms"] = {
            w.name: {t.parent or "": t.value for t in w.super_parents} for w in example.work
        }
    else:
        doc["term_keys"] = [t.key for t in example.work[0].terms]
        doc["terms"] = {w.name: {t.key: t.value for t in w.terms} for w in example.work}
    doc["score"] = example.scores
    if example.generative:
        doc["log_joint"] = {w.name: w.log_joint for w in example.work}
        doc["joint"] = {w.name: w.joint for w in example.work}
    doc.update(
        evidence=example.evidence,
        log_evidence=example.log_evidence,
        posterior=example.posterior,
        risk=example.risk,
        loss=[list(line.loss) for line in example.risks],
        decision=example.decision,
        notes=list(example.notes),
        choices=list(example.choices),
        work=[dataclasses.asdict(w) for w in example.work],
    )
    plain: dict[str, Any] = _plain(doc)
    return plain


def _plain(value: object) -> Any:  # the same JSON shape as value
    """Mappings as dicts, tuples as lists, non-finite floats as None (recursively)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value
