"""``bayesgui-cli predict``: the posterior, the risk of each action and the decision for every row of a table."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

from bayesgui.cli.inputs import UsageError, add_data_arguments, add_loss_arguments, loss_matrix, sheet_number
from bayesgui.data import load_sample, load_table
from bayesgui.data.saved.csv_export import write_csv
from bayesgui.data.saved.model_file import load_model
from bayesgui.tasks.predict import Predictions, actions_of, classify


def register(sub) -> None:
    p = sub.add_parser("predict", help="posterior, risk and decision for every row")
    p.add_argument("model", metavar="MODEL.json")
    add_data_arguments(p)
    p.add_argument("-o", "--output", metavar="OUT.csv", help="write the table with the results appended")
    add_loss_arguments(p)
    p.set_defaults(run=cmd_predict)


def cmd_predict(args) -> dict | str:
    if args.json and args.output:
        raise UsageError("give either --json or -o OUT.csv, not both")
    model = load_model(args.model)
    loss = loss_matrix(model, args.loss, args.reject_cost)
    table = (
        load_table(args.data, encoding=args.encoding, sheet=sheet_number(args.sheet))
        if Path(args.data).exists() or Path(args.data).is_symlink()
        else load_sample(args.data)
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        X = model.schema.encode_features(table.frame, unseen="missing", source=table.source)
    for warning in caught:
        print(f"warning: {warning.message}", file=sys.stderr)
    posterior, risk, choice = classify(model.estimator, X, loss)
    classes, actions = list(model.class_names), list(actions_of(model.estimator, loss))
    probabilistic = bool(model.estimator.probabilistic)
    results = Predictions(tuple(classes), tuple(actions), posterior, risk, choice, probabilistic)
    decisions = results.decision_names()
    risk_actions = list(results.risk_actions)
    if args.output:
        out = results.with_columns(table.frame)
        write_csv(out, args.output)  # formula-leading cells escaped
        return f"wrote {len(out)} rows to {args.output}"
    doc = {
        "classes": classes,
        "actions": actions,
        "rows": [
            {
                ("posterior" if probabilistic else "score"): dict(zip(classes, map(float, p), strict=True)),
                "risk": dict(zip(risk_actions, map(float, r), strict=True)),
                "decision": d,
            }
            for p, r, d in zip(posterior, risk, decisions, strict=True)
        ],
    }
    if args.json:
        return doc
    symbol = "P" if probabilistic else "score"
    header = "  ".join(
        [f"{symbol + '(' + c + ')':>12}" for c in classes] + [f"{'R(' + a + ')':>12}" for a in risk_actions]
    )
    lines = [f"{'row':>6}  {header}  decision"]
    for i, (p, r, d) in enumerate(zip(posterior, risk, decisions, strict=True), start=1):
        cells = "  ".join(f"{v:>12.6g}" for v in [*p, *r])
        lines.append(f"{i:>6}  {cells}  {d}")
    return "\n".join(lines)
