""" "Show your work": the current record written out as the textbook does, in linear and log form.

Per class: the prior with its fraction, each factor with its fraction (categorical), N(x; μ, σ)
(continuous) or Poisson(x; rate) (count), and their product, the joint; then the evidence, the
posteriors, the risks and the decision. Every number is read from ``session.record``; nothing is
recomputed (only logarithms of the prior are taken, for the log column).
"""

from __future__ import annotations

import html

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from bayesgui.data.worked import format_worked
from bayesgui.data.worked_scores import TERM_LABELS, term_how
from bayesgui.qt.common.session import Session

DIGITS = 6  # significant digits of the intermediate numbers
POSTERIOR_DIGITS = 12  # the posteriors are shown in full: they are the answer

_STYLE = (
    "<style>table.work { border-collapse: collapse; margin-bottom: 6px; }"
    " table.work td, table.work th { border: 1px solid #bbb; padding: 2px 6px; }"
    " th { background: #eeeeee; } td.num { text-align: right; white-space: nowrap; }"
    " .decision { font-weight: bold; }</style>"
)
_NOTE_BOX = '<table cellpadding="6" width="100%" bgcolor="#fff3cd" style="border: 1px solid #e0b000;">'


def number(value: float | None, digits: int = DIGITS) -> str:
    """A number as the panel writes it ("-inf" for None, the record's log of 0)."""
    if value is None:
        return "-inf"
    return "0" if value == 0 else f"{value:.{digits}g}"


def _e(text) -> str:
    return html.escape(str(text))


def _head(*labels: str) -> str:
    return "<tr>" + "".join(f"<th>{_e(label)}</th>" for label in labels) + "</tr>"


def _signed_sum(values: list[float | None]) -> str:
    """ "a − b + c": a sum written with its signs (None is -inf)."""
    text = ""
    for i, value in enumerate(values):
        negative = value is None or value < 0
        magnitude = "inf" if value is None else number(abs(value))
        if i == 0:
            text = f"-{magnitude}" if negative else magnitude
        else:
            text += f" − {magnitude}" if negative else f" + {magnitude}"
    return text


class WorkPanel(QWidget):
    """A read-only page showing ``session.record`` worked out, and a "Copy as text" button.

    Parameters
    ----------
    session : Session
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._html = ""
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setToolTip(self.tr("How the decision for the current sample was reached, step by step"))
        self.copy_button = QPushButton(self.tr("&Copy as text"))
        self.copy_button.setToolTip(self.tr("Copy the worked computation as plain text (for notes or homework)"))
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addLayout(buttons)
        for signal in (session.query_changed, session.loss_changed, session.model_changed):
            signal.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ public
    def html(self) -> str:
        """The HTML last rendered."""
        return self._html

    def plain_text(self) -> str:
        """The page as the user sees it, as plain text."""
        return self.browser.toPlainText()

    def worked_text(self) -> str:
        """``format_worked`` of the record ("" when there is none): what "Copy as text" copies."""
        record, model = self._session.record, self._session.model
        if record is None or model is None:
            return ""
        return format_worked(record, model.schema.target or "y")

    def copy_to_clipboard(self) -> None:
        text = self.worked_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    def refresh(self) -> None:
        """Render the current record (keeping the scroll position)."""
        record, model = self._session.record, self._session.model
        self.copy_button.setEnabled(record is not None and model is not None)
        if record is None or model is None:
            waiting = self.tr("Train a model and choose a sample to see the work.")
            self._html = f"<p>{_e(waiting)}</p>"
        else:
            self._html = self._render(record, model.schema.target or "y", model.settings.uniform_prior)
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        self.browser.setHtml(self._html)
        bar.setValue(position)

    # ------------------------------------------------------------------ rendering
    def _render(self, record: dict, target: str, uniform_prior: bool) -> str:
        if record.get("family") == "score":
            return self._render_scores(record, target)
        sample = ", ".join(f"{_e(k)}={'?' if v is None else _e(v)}" for k, v in record["sample"].items())
        sample_label = self.tr("Sample:")
        parts = [_STYLE, f"<p><b>{_e(sample_label)}</b> {sample}</p>"]
        missing = [name for name, value in record["sample"].items() if value is None]
        if missing:
            text = self.tr("Missing (left out of the product): {0}").format(", ".join(missing))
            parts.append(f"<p><i>{_e(text)}</i></p>")
        for k, cls in enumerate(record["classes"]):
            parts.append(self._class_table(record, target, k, cls, uniform_prior))
        parts.append(self._posterior_table(record))
        parts.append(self._risk_table(record))
        note_label = self.tr("Note:")
        for note in record["notes"]:
            parts.append(f"{_NOTE_BOX}<tr><td><b>{_e(note_label)}</b> {_e(note)}</td></tr></table>")
        return "\n".join(parts)

    def _render_scores(self, record: dict, target: str) -> str:
        """LDA, QDA, Gaussian Bayes, the mixture model and the baselines: per class a sum of terms."""
        sample = ", ".join(f"{_e(k)}={'?' if v is None else _e(v)}" for k, v in record["sample"].items())
        parts = [_STYLE, f"<p><b>{_e(self.tr('Sample:'))}</b> {sample}</p>"]
        parts.append(f"<p><b>{_e(self.tr('Model:'))}</b> {_e(record['model'])}</p>")
        score_label = self.tr("log joint log P(c) + log p(x|c)") if record["generative"] else self.tr("score")
        head = _head(self.tr("term"), self.tr("how"), self.tr("value"))
        for k, cls in enumerate(record["classes"]):
            values = record["terms"][cls]
            body = "".join(
                f"<tr><td>{_e(TERM_LABELS[key])}</td><td>{_e(term_how(record, key, k))}</td>"
                f'<td class="num">{number(values[key])}</td></tr>'
                for key in record["term_keys"]
            )
            total = _signed_sum([values[key] for key in record["term_keys"]])
            body += (
                f"<tr><td><b>{_e(score_label)}</b></td><td>{_e(total)}</td>"
                f'<td class="num"><b>{number(record["score"][cls])}</b></td></tr>'
            )
            title = self.tr("Class {0} = {1}").format(target, cls)
            parts.append(f'<h3>{_e(title)}</h3><table class="work">{head}{body}</table>')
        if record["posterior"] is None:
            decision = self.tr("Decision (largest score): {0}").format(record["decision"])
            why = self.tr("This model gives decisions, not posteriors, so the loss matrix does not apply.")
            parts.append(f'<p class="decision">{_e(decision)}</p><p><i>{_e(why)}</i></p>')
        else:
            rows = "".join(
                f'<tr><td>P({_e(c)}|x)</td><td class="num">{number(record["posterior"][c], POSTERIOR_DIGITS)}</td></tr>'
                for c in record["classes"]
            )
            how = self.tr("P(c|x) = exp(score_c) / Σ_k exp(score_k)")
            if record["generative"]:
                how += "; " + self.tr("log P(x) = {0}").format(number(record["log_evidence"]))
            title = self.tr("Posterior")
            head = _head(self.tr("posterior"), self.tr("value"))
            parts.append(f'<h3>{_e(title)}</h3><p>{_e(how)}</p><table class="work">{head}{rows}</table>')
            parts.append(self._risk_table(record))
        for note in record["notes"]:
            parts.append(f"{_NOTE_BOX}<tr><td><b>{_e(self.tr('Note:'))}</b> {_e(note)}</td></tr></table>")
        return "\n".join(parts)

    def _prior_fraction(self, record: dict, k: int, uniform_prior: bool) -> str:
        detail = record["prior_detail"]
        n = len(record["classes"])
        if detail.get("explicit"):
            return self.tr("1 / {0} (uniform)").format(n) if uniform_prior else self.tr("given")
        count, total, alpha = detail["count"][k], detail["total"], detail["alpha"]
        if alpha:
            return f"({number(count)} + {alpha:g}) / ({number(total)} + {n}×{alpha:g})"
        return f"{number(count)} / {number(total)}"

    def _factor_how(self, record: dict, feature: str, k: int) -> str:
        detail, kind, shown = record["details"][feature], record["kinds"][feature], record["sample"][feature]
        if kind == "probability":
            count, total = detail["count"][k], detail["class_total"][k]
            n_levels, alpha = detail["n_levels"], detail["alpha"]
            if alpha:
                return f"({number(count)} + {alpha:g}) / ({number(total)} + {n_levels}×{alpha:g})"
            return f"{number(count)} / {number(total)}"
        if kind == "density":
            return f"N({shown:g}; μ={number(detail['mean'][k])}, σ={number(detail['std'][k])})"
        if kind == "pmf":
            return f"Poisson({shown:g}; rate={number(detail['rate'][k])})"
        if kind == "word":
            count = detail["count"][k] if isinstance(detail["count"], list) else detail["count"]
            return f"{number(detail['word_prob'][k])}^{number(count)}"
        return ""

    def _class_table(self, record: dict, target: str, k: int, cls: str, uniform_prior: bool) -> str:
        prior = record["prior"][cls]
        rows = [(f"P({target}={cls})", self._prior_fraction(record, k, uniform_prior), prior, record["log_prior"][cls])]
        for feature, value in record["factors"][cls].items():
            symbol = "p" if record["kinds"][feature] == "density" else "P"
            term = f"{symbol}({feature}={record['sample'][feature]} | {cls})"
            rows.append((term, self._factor_how(record, feature, k), value, record["log_factors"][cls][feature]))
        joint, log_joint = record["joint"][cls], record["log_joint"][cls]
        body = "".join(
            f'<tr><td>{_e(term)}</td><td>{_e(how)}</td><td class="num">{number(value)}</td>'
            f'<td class="num">{number(log)}</td></tr>'
            for term, how, value, log in rows
        )
        joint_label, product_label = self.tr("joint P(c)·Π P(x_i|c)"), self.tr("product")
        linear_label, log_label = self.tr("linear:"), self.tr("log:")
        body += (
            f"<tr><td><b>{_e(joint_label)}</b></td><td>{_e(product_label)}</td>"
            f'<td class="num"><b>{number(joint)}</b></td><td class="num"><b>{number(log_joint)}</b></td></tr>'
        )
        product = " × ".join(number(value) for _, _, value, _ in rows)
        log_sum = _signed_sum([log for _, _, _, log in rows])
        title = self.tr("Class {0} = {1}").format(target, cls)
        head = _head(self.tr("term"), self.tr("how"), self.tr("value"), self.tr("log"))
        return (
            f'<h3>{_e(title)}</h3><table class="work">{head}{body}</table>'
            f"<p>{_e(linear_label)} {_e(product)} = {number(joint)}<br>"
            f"{_e(log_label)} {_e(log_sum)} = {number(log_joint)}</p>"
        )

    def _posterior_table(self, record: dict) -> str:
        joints = " + ".join(number(record["joint"][c]) for c in record["classes"])
        evidence = self.tr("Evidence P(x) = Σ_c P(c)·P(x|c) = {0} = {1}   (log {2})").format(
            joints, number(record["evidence"]), number(record["log_evidence"])
        )
        body = "".join(
            f"<tr><td>P({_e(c)}|x)</td><td>{number(record['joint'][c])} / {number(record['evidence'])}</td>"
            f'<td class="num">{number(record["posterior"][c], POSTERIOR_DIGITS)}</td></tr>'
            for c in record["classes"]
        )
        head = _head(self.tr("posterior"), self.tr("joint / evidence"), self.tr("value"))
        title = self.tr("Posterior")
        return f'<h3>{_e(title)}</h3><p>{_e(evidence)}</p><table class="work">{head}{body}</table>'

    def _risk_table(self, record: dict) -> str:
        posterior = [record["posterior"][c] for c in record["classes"]]
        body = ""
        for action, lambdas in zip(record["risk"], record["loss"], strict=True):
            terms = " + ".join(f"{number(lam)}×{number(p)}" for lam, p in zip(lambdas, posterior, strict=True))
            mark = ' class="decision"' if action == record["decision"] else ""
            body += (
                f"<tr{mark}><td>R({_e(action)}|x)</td><td>{_e(terms)}</td>"
                f'<td class="num">{number(record["risk"][action])}</td></tr>'
            )
        head = _head(self.tr("risk"), self.tr("Σ_j λ_ij P(c_j|x)"), self.tr("value"))
        decision = self.tr("Decision (least risk): {0}").format(record["decision"])
        title = self.tr("Conditional risk")
        return f'<h3>{_e(title)}</h3><table class="work">{head}{body}</table><p class="decision">{_e(decision)}</p>'


if __name__ == "__main__":
    import sys

    from PySide6.QtWidgets import QApplication

    from bayesgui.data import load_sample

    app = QApplication(sys.argv)
    preview_session = Session()
    panel = WorkPanel(preview_session)
    preview_session.load(load_sample("watermelon3"))
    panel.resize(700, 800)
    panel.show()
    code = app.exec()
    preview_session.shutdown()
    sys.exit(code)
