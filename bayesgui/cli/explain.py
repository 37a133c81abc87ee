"""``bayesgui-cli explain``: the worked computation of a saved model for one sample."""

from __future__ import annotations

from bayesgui.cli.shared.inputs import add_data_arguments, add_loss_arguments, loss_matrix, parse_row, row_decimals
from bayesgui.data.saved.model_file import load_model
from bayesgui.report import build, render_text, to_json


def register(sub) -> None:
    p = sub.add_parser("explain", help="the worked computation for one sample")
    p.add_argument("model", metavar="MODEL.json")
    add_data_arguments(p, data=False)
    p.add_argument("--row", required=True, help='the sample, e.g. "色泽=青绿,密度=0.697"')
    add_loss_arguments(p)
    p.set_defaults(run=cmd_explain)


def cmd_explain(args) -> dict | str:
    model = load_model(args.model)
    loss = loss_matrix(model, args.loss, args.reject_cost)
    example = build(model, parse_row(args.row, model), loss, row_decimals(args.row))
    return to_json(example) if args.json else render_text(example)
