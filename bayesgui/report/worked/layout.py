"""The worked report as a page of lines and tables, in words already translated: what text and HTML render.

Both renderers draw this one page, so they print the same numbers in the same words; they differ only in
markup. A table row is ``term = how = value`` (with its log) or, for a score term, ``term = value [how]``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bayesgui.core.decision import REJECT
from bayesgui.core.note import Note
from bayesgui.report.worked import formulas, words
from bayesgui.report.worked.example import ClassWork, Factor, WorkedExample
from bayesgui.report.worked.formulas import fmt

Translate = Callable[[str], str]


@dataclass(frozen=True)
class Row:
    """One line of a table, its cells as printed."""

    term: str
    how: str
    value: str
    log: str | None = None
    strong: bool = False  # a total, or the decision's risk
    equation: bool = True  # "term = how = value"; False: "term = value [how]"


@dataclass(frozen=True)
class Table:
    """A titled table; ``head`` is (term, value), (term, how, value) or (term, how, value, log)."""

    title: str
    head: tuple[str, ...]
    rows: tuple[Row, ...]
    intro: tuple[str, ...] = ()
    outro: tuple[str, ...] = ()


@dataclass(frozen=True)
class Line:
    """A paragraph: ``label`` (bold) then ``text``; style "plain", "remark", "decision" or "note"."""

    label: str
    text: str
    style: str = "plain"


@dataclass(frozen=True)
class Page:
    """The report from top to bottom."""

    blocks: tuple[Table | Line, ...] = field(default_factory=tuple)


def page(example: WorkedExample, translate: Translate = words.identity) -> Page:
    """Lay ``example`` out: sample, model, one table per class, posterior, risks or decision, notes."""
    tr = translate
    places = example.decimals
    sample = ", ".join(f"{name}={formulas.shown(value, places.get(name))}" for name, value in example.sample.items())
    blocks: list[Table | Line] = [
        Line(tr(words.SAMPLE), sample),
        Line(tr(words.MODEL), tr(example.model_name)),
        *(Line(tr(words.ESTIMATE), _note(choice, tr), "remark") for choice in example.choices),
    ]
    if example.family in ("factors", "average") and example.missing:
        blocks.append(Line("", tr(words.MISSING).format(", ".join(example.missing)), "remark"))
    tables = {"factors": _factor_table, "average": _average_table}
    for work in example.work:
        blocks.append(tables.get(example.family, _term_table)(example, work, tr))
    if example.probabilistic:
        blocks.append(_posterior_table(example, tr))
        blocks.append(_risk_table(example, tr))
        blocks.append(Line("", tr(words.LEAST_RISK).format(_action(example.decision, tr)), "decision"))
    else:
        blocks.append(Line("", tr(words.LARGEST_SCORE).format(example.decision), "decision"))
        blocks.append(Line("", tr(words.NO_POSTERIOR), "remark"))
    blocks.extend(Line(tr(words.NOTE), _note(note, tr), "note") for note in example.notes)
    return Page(tuple(blocks))


def _title(example: WorkedExample, work: ClassWork, tr: Translate) -> str:
    return tr(words.CLASS).format(example.target, work.name)


def _factor_table(example: WorkedExample, work: ClassWork, tr: Translate) -> Table:
    """Naive Bayes: the prior, each factor, and their product (the joint), linear and log."""
    prior = work.prior
    rows = []
    if prior is not None:
        how = formulas.prior_how(prior, len(example.classes), tr, work.name)
        rows.append(Row(f"P({example.target}={work.name})", how, fmt(prior.value), fmt(prior.log)))
    for f in work.factors:
        rows.append(_factor_row(example, work, f))
    values = ([prior.value] if prior else []) + [f.value for f in work.factors]
    logs = ([prior.log] if prior else []) + [f.log for f in work.factors]
    rows.append(Row(tr(words.JOINT), formulas.product(values), fmt(work.joint), fmt(work.score), strong=True))
    log_sum = f"{tr(words.LOG_SUM)} {formulas.signed_sum(logs)} = {fmt(work.score)}"
    head = (tr(words.TERM), tr(words.HOW), tr(words.VALUE), tr(words.LOG))
    return Table(_title(example, work, tr), head, tuple(rows), outro=(log_sum,))


def _factor_row(example: WorkedExample, work: ClassWork, f: Factor) -> Row:
    """P(x_i=v | y=c) (p(...) for a density), or P(x_i=v | y=c, parent=u) for a factor given a parent attribute."""
    symbol = "p" if f.kind in ("density", "table_density") else "P"
    places = example.decimals.get(f.feature)
    given = f"{example.target}={work.name}"
    parent = f.parent
    if parent is not None:
        given += f", {parent}={formulas.shown(example.sample.get(parent), example.decimals.get(parent))}"
    term = f"{symbol}({f.feature}={formulas.shown(f.shown, places)} | {given})"
    return Row(term, formulas.factor_how(f, places, work.name), fmt(f.value), fmt(f.log))


def _average_table(example: WorkedExample, work: ClassWork, tr: Translate) -> Table:
    """AODE: per super-parent, P(c, x_i) and each P(x_j | c, x_i), their product; then the terms' average."""
    rows = []
    target = f"{example.target}={work.name}"
    for term in work.super_parents:
        if term.parent is None:
            lead, label = f"P({target})", tr(words.NAIVE_TERM)
        else:
            value = formulas.shown(term.shown, example.decimals.get(term.parent))
            lead, label = f"P({target}, {term.parent}={value})", tr(words.SUPER_PARENT_TERM).format(term.parent)
        rows.append(Row(lead, formulas.fraction(term.joint), fmt(term.joint_value), fmt(term.joint_log)))
        rows.extend(_factor_row(example, work, f) for f in term.factors)
        values = [term.joint_value] + [f.value for f in term.factors]
        rows.append(Row(label, formulas.product(values), fmt(term.value), fmt(term.log), strong=True))
    count = len(work.super_parents)
    how = f"({' + '.join(fmt(t.value) for t in work.super_parents)}) / {count}"
    rows.append(Row(tr(words.AVERAGE).format(count), how, fmt(work.joint), fmt(work.score), strong=True))
    head = (tr(words.TERM), tr(words.HOW), tr(words.VALUE), tr(words.LOG))
    return Table(_title(example, work, tr), head, tuple(rows), outro=(tr(words.AVERAGE_NOTE),))


def _term_table(example: WorkedExample, work: ClassWork, tr: Translate) -> Table:
    """The other models: each named term, then their sum (the log joint, or the score)."""
    rows = [
        Row(
            tr(words.TERM_LABELS[t.key]) if t.key in words.TERM_LABELS else t.key,
            formulas.term_how(t, work, len(example.classes), tr),
            fmt(t.value),
            equation=False,
        )
        for t in work.terms
    ]
    total = tr(words.LOG_JOINT) if example.generative else tr(words.SCORE)
    rows.append(Row(total, formulas.signed_sum([t.value for t in work.terms]), fmt(work.score), strong=True))
    head = (tr(words.TERM), tr(words.HOW), tr(words.VALUE))
    return Table(_title(example, work, tr), head, tuple(rows))


def _posterior_table(example: WorkedExample, tr: Translate) -> Table:
    """P(c|x): joint / evidence (naive Bayes), or the softmax of the scores."""
    if example.family in ("factors", "average"):
        joints = " + ".join(fmt(w.joint) for w in example.work)
        evidence = fmt(example.evidence)
        intro = tr(words.EVIDENCE).format(joints, evidence, fmt(example.log_evidence))
        head: tuple[str, ...] = (tr(words.POSTERIOR), tr(words.JOINT_OVER_EVIDENCE), tr(words.VALUE))
        hows = [f"{fmt(w.joint)} / {evidence}" for w in example.work]
    else:
        intro = tr(words.SOFTMAX)
        if example.generative:
            intro += "; " + tr(words.LOG_EVIDENCE).format(fmt(example.log_evidence))
        head = (tr(words.POSTERIOR), tr(words.VALUE))
        hows = [""] * len(example.work)
    rows = tuple(
        Row(f"P({w.name}|x)", how, fmt(w.posterior))
        for w, how in zip(example.work, hows, strict=True)
    )
    return Table(tr(words.POSTERIOR_TITLE), head, rows, intro=(intro,))


def _risk_table(example: WorkedExample, tr: Translate) -> Table:
    """R(a|x) = Σ_j λ_aj P(c_j|x) for every action, the decision's row marked."""
    posterior = [w.posterior for w in example.work]
    rows = tuple(
        Row(
            f"R({_action(line.action, tr)}|x)",
            formulas.risk_how(line, posterior),
            fmt(line.value),
            strong=line.action == example.decision,
        )
        for line in example.risks
    )
    head = (tr(words.RISK), tr(words.RISK_SUM), tr(words.VALUE))
    return Table(tr(words.RISK_TITLE), head, rows)


def _action(action: str, tr: Translate) -> str:
    """A decision as shown: its class, or "reject" in the reader's language."""
    return tr(words.REJECT) if action == REJECT else action


def _note(note: str, tr: Translate) -> str:
    """A note in the interface's language (notes the core made are ``Note``s that keep their template)."""
    return note.translated(tr) if isinstance(note, Note) else note
