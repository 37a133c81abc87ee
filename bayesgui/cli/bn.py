"""``bayesgui-cli bn``: Bayesian networks (Zhou §7.5) from the shell.

* ``bn learn DATA``: a structure searched by hill climbing or K2 on the BIC/AIC score (eqs. 7.28–7.31): its edges
  and its score, node by node; ``-o FILE`` saves the structure (with the tables: ``--tables``).
* ``bn score DATA --structure FILE``: the score of a given structure, node by node.
* ``bn query SOURCE --query COL[,COL] --evidence COL=V,...``: P(query | evidence) exactly (variable elimination)
  or by Gibbs sampling (fig. 7.5) beside the exact answer; SOURCE is a network file with tables (or a bundled one:
  zhou-fig7.2), a model trained with ``--model bayes-net``, or a table (a structure is learned or given with
  ``--structure``, and the tables are counted, by EM when cells are missing).
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import numpy as np

from bayesgui.cli.shared.inputs import UsageError, add_data_arguments, add_kind_argument, open_dataset, parse_kinds
from bayesgui.core.bayes_net.em import em_fit
from bayesgui.core.bayes_net.gibbs import gibbs
from bayesgui.core.bayes_net.inference import variable_elimination
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import SCORES, score_structure
from bayesgui.core.bayes_net.search import hill_climb, k2, last_step
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.bayes_net.tan import tan_search
from bayesgui.core.binning import METHODS
from bayesgui.data.errors import DataError
from bayesgui.data.network_table import NetworkTable, network_table
from bayesgui.data.samples import network_path
from bayesgui.data.saved.network_file import read_network, read_structure_file, write_network


def register(sub) -> None:
    bn = sub.add_parser("bn", help="Bayesian networks: learn a structure, score one, query one")
    commands = bn.add_subparsers(dest="bn_command", required=True, parser_class=type(bn))

    learn = commands.add_parser("learn", help="search a structure by its BIC/AIC score")
    _table_arguments(learn)
    _search_arguments(learn)
    learn.add_argument("-o", "--output", metavar="NETWORK.json", help="save the structure found")
    learn.add_argument("--tables", action="store_true", help="with -o: save the tables too (counted with --alpha)")
    learn.add_argument("--alpha", type=float, default=1.0, help="Lidstone λ of the tables (1: Laplace; 0: MLE)")
    learn.set_defaults(run=cmd_learn)

    score = commands.add_parser("score", help="the BIC/AIC score of a structure, node by node")
    _table_arguments(score)
    score.add_argument("--structure", required=True, metavar="FILE", help="a JSON file {nodes, edges}")
    score.add_argument("--score", choices=SCORES, default="bic", help="BIC (eq. 7.31) or AIC (eq. 7.30)")
    score.set_defaults(run=cmd_score)

    query = commands.add_parser("query", help="P(query | evidence), exactly or by Gibbs sampling")
    source_help = "a network file with tables (or zhou-fig7.2), a bayes-net model file, or a table"
    query.add_argument("source", metavar="MODEL_OR_DATA", help=source_help)
    query.add_argument("--encoding", help="text encoding of a table (default: detected)")
    query.add_argument("--sheet", help="the worksheet of a workbook")
    query.add_argument("--target", help="a table's class column")
    add_kind_argument(query)
    query.add_argument("--json", action="store_true", help="print one JSON document")
    query.add_argument("--query", required=True, metavar="COL[,COL]", help="the query nodes")
    query.add_argument("--evidence", default="", metavar="COL=V,...", help="the observed values")
    query.add_argument("--method", choices=("exact", "gibbs"), default="exact")
    query.add_argument("--samples", type=int, default=10_000, help="Gibbs: samples counted (T of eq. 7.33)")
    query.add_argument("--burn-in", type=int, default=0, help="Gibbs: samples dropped first")
    query.add_argument("--seed", type=int, default=0, help="Gibbs: the random seed")
    query.add_argument("--structure", metavar="FILE", help="a table's structure (default: learned by hill climbing)")
    _bins_arguments(query)
    query.add_argument("--alpha", type=float, default=1.0, help="a table's Lidstone λ (1: Laplace; 0: MLE)")
    query.set_defaults(run=cmd_query)


def _table_arguments(p) -> None:
    add_data_arguments(p)
    p.add_argument("--target", help="the class column (default: the sample's, or the one found)")
    add_kind_argument(p)
    _bins_arguments(p)


def _bins_arguments(p) -> None:
    p.add_argument("--bins", choices=("off", *METHODS), default="off",
                   help="continuous and count columns: left out (off), or cut into intervals of equal width or "
                        "equal frequency")  # fmt: skip
    p.add_argument("--n-bins", type=int, default=4, help="with --bins: the number of intervals (default 4)")


def _search_arguments(p) -> None:
    p.add_argument("--score", choices=SCORES, default="bic", help="BIC (eq. 7.31) or AIC (eq. 7.30)")
    p.add_argument("--search", choices=("hill-climb", "k2", "tan"), default="hill-climb",
                   help="hill climbing, K2 (given --order), or TAN (Zhou eq. 7.22: needs the class column)")
    p.add_argument("--root", metavar="COL", help="TAN: the tree's root column (default: the first)")
    p.add_argument("--tan-weighting", choices=("zhou", "friedman"), default="zhou",
                   help="TAN: the mutual information weighted by P(x_i, x_j | c) (Zhou) or P(x_i, x_j, c)")  # fmt: skip
    p.add_argument("--order", metavar="COL,...", help="K2's order of the columns (default: the table's)")
    p.add_argument("--tabu", type=int, default=10, help="hill climbing: changes not undone for this many steps")
    p.add_argument("--restarts", type=int, default=0, help="hill climbing: random restarts from the best")
    p.add_argument("--seed", type=int, default=0, help="hill climbing: the seed of the restarts")
    p.add_argument("--max-parents", type=int, help="at most this many parents per node")


def _table(args) -> NetworkTable:
    dataset = open_dataset(args.data, args.encoding, args.target, parse_kinds(args.kind), args.sheet)
    return network_table(dataset, _binning(args))


def _binning(args) -> tuple[str, int] | None:
    if args.bins == "off":
        return None
    if args.n_bins < 1:
        raise UsageError(f"--n-bins must be 1 or more, got {args.n_bins}")
    return args.bins, args.n_bins


def _notes(table: NetworkTable, scored: bool = True, searched: bool = False, tables: bool = False) -> list[str]:
    """What became of columns and rows: left out, binned, and the rows with a missing cell (the score and the
    search count the complete rows; the tables, when counted, every row, by EM over the missing cells)."""
    notes = []
    if table.left_out:
        notes.append(f"not categorical, left out: {', '.join(table.left_out)} (--bins cuts numbers into intervals)")
    for name, edges in table.edges.items():
        notes.append(f"{name} binned at {', '.join(format(e, '.6g') for e in edges)}")
    if table.n_incomplete:
        m = table.X.shape[0]
        users = " and ".join(w for w, used in (("the search", searched), ("the score", scored)) if used)
        verb = "count" if searched and scored else "counts"
        parts = [f"{users} {verb} the {m - table.n_incomplete} complete rows (BIC on complete data)"] if users else []
        if tables:
            parts.append("the tables use every row, by EM over the missing cells")
        notes.append(f"{table.n_incomplete} of {m} rows have a missing cell: " + "; ".join(parts))
    return notes


def _node_terms(result) -> list[dict]:
    return [{"node": n.node, "parents": list(n.parents), "n_params": n.n_params, "structure_term": n.penalty,
             "log_likelihood": n.log_likelihood, "score": n.score} for n in result.nodes]  # fmt: skip


def _score_doc(table: NetworkTable, structure: Structure, score: str) -> dict:
    complete = table.X[(table.X >= 0).all(axis=1)]
    result = score_structure(complete, table.cards, structure, score)
    return {
        "score_name": score,
        "score": result.total,
        "structure_term": result.penalty,
        "log_likelihood": result.log_likelihood,
        "n_params": result.n_params,
        "m": result.m,
        "f_theta": result.factor,
        "nodes": _node_terms(result),
    }


def _search(args, table: NetworkTable):
    if args.search == "tan":
        if not table.has_class:
            raise UsageError("--search tan needs the class column: name it with --target COL")
        root = None
        if args.root:
            if args.root not in table.names[:-1]:
                raise UsageError(f"--root must name one of the columns: {', '.join(table.names[:-1])}")
            root = table.names.index(args.root)
        return tan_search(table.X, table.cards, len(table.names) - 1, root, args.tan_weighting, args.score)
    if args.search == "k2":
        order = list(range(len(table.names)))
        if args.order:
            names = [n.strip() for n in args.order.replace("，", ",").split(",") if n.strip()]
            unknown = [n for n in names if n not in table.names]
            if unknown or sorted(names) != sorted(table.names):
                raise UsageError(f"--order must name every node once: {', '.join(table.names)}")
            order = [table.names.index(n) for n in names]
        return k2(table.X, table.cards, order, args.score, args.max_parents)
    return hill_climb(table.X, table.cards, args.score, tabu_length=args.tabu, restarts=args.restarts,
                      seed=args.seed, max_parents=args.max_parents)  # fmt: skip


def cmd_learn(args) -> dict | str:
    table = _table(args)
    steps = list(_search(args, table))
    last = steps[-1]
    structure = Structure(table.names, [(table.names[p], table.names[c]) for p, c in last.best_edges])
    doc = {
        "nodes": list(table.names),
        "edges": [list(e) for e in structure.edges],
        "search": args.search,
        "steps": [
            {
                "step": s.step,
                "move": None if s.move is None else [s.move[0], *_move_names(table, s.move)],
                "score": s.score,
            }
            for s in steps
            if not s.done
        ],
        **_score_doc(table, structure, args.score),
        "warnings": _notes(table, searched=True, tables=bool(args.output and args.tables)),
    }
    if args.output:
        write_network(args.output, _fit(table, structure, args.alpha) if args.tables else structure)
        doc["output"] = args.output
    if args.json:
        return doc
    edges = "\n".join(f"  {p} → {c}" for p, c in structure.edges) or "  (none)"
    return (f"{args.search} on {doc['score_name'].upper()}: {len(doc['steps']) - 1} steps; score {doc['score']:.4f} "
            f"(structure term {doc['structure_term']:.4f}, log-likelihood {doc['log_likelihood']:.4f})\nedges:\n{edges}"
            + "".join(f"\nnote: {w}" for w in doc["warnings"]))  # fmt: skip


def _move_names(table, move) -> list[str]:
    return [table.names[i] if i >= 0 else "" for i in move[1:]]


def cmd_score(args) -> dict | str:
    table = _table(args)
    given = read_structure_file(args.structure)
    if sorted(given.nodes) != sorted(table.names):
        raise DataError(f"{args.structure}: its nodes ({', '.join(given.nodes)}) are not the table's categorical "
                        f"columns and class ({', '.join(table.names)}).")  # fmt: skip
    structure = Structure(table.names, given.edges)
    doc = {"nodes": list(table.names), "edges": [list(e) for e in structure.edges],
           **_score_doc(table, structure, args.score), "warnings": _notes(table)}  # fmt: skip
    if args.json:
        return doc
    lines = [f"{_pad('node', 10)} {_pad('parents', 20)} {'|B_i|':>6} {'f·|B_i|':>10} {'−LL_i':>10} {'score':>10}"]
    for n in doc["nodes"]:
        lines.append(f"{_pad(n['node'], 10)} {_pad(','.join(n['parents']) or '-', 20)} {n['n_params']:>6} "
                     f"{n['structure_term']:>10.4f} {-n['log_likelihood']:>10.4f} {n['score']:>10.4f}")  # fmt: skip
    lines.append(f"{args.score.upper()} = {doc['score']:.4f} (m = {doc['m']}, f(θ) = {doc['f_theta']:.4f})")
    return "\n".join(lines + [f"note: {w}" for w in doc["warnings"]])


def _pad(text: str, width: int) -> str:
    """``text`` padded to ``width`` terminal columns (a Chinese character takes two)."""
    used = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(width - used, 0)


def _fit(table: NetworkTable, structure: Structure, alpha: float) -> BayesNet:
    if (table.X < 0).any():
        return [s for s in em_fit(table.X, structure, table.states, alpha=alpha)][-1].net
    return BayesNet.fit(table.X, structure, table.states, alpha=alpha)


def _network(args) -> tuple[BayesNet, list[str]]:
    source = args.source
    bundled = network_path(source)
    if bundled is not None and not Path(source).exists():
        return read_network(bundled), []
    if Path(source).suffix.lower() == ".json" and Path(source).exists():
        from bayesgui.data.saved.json_file import read_json

        doc = read_json(source, "network or model")
        doc = doc if isinstance(doc, dict) else {}
        if "cpts" in doc:
            return read_network(source), []
        if "settings" in doc:
            return _model_network(source), []
    dataset = open_dataset(source, args.encoding, args.target, parse_kinds(args.kind), args.sheet)
    table = network_table(dataset, _binning(args))
    if args.structure:
        given = read_structure_file(args.structure)
        structure = Structure(table.names, given.edges)
    else:
        best = last_step(hill_climb(table.X, table.cards)).best_edges
        structure = Structure(table.names, [(table.names[p], table.names[c]) for p, c in best])
    return _fit(table, structure, args.alpha), _notes(table, scored=False, searched=not args.structure, tables=True)


def _model_network(path: str) -> BayesNet:
    from bayesgui.data.saved.model_file import load_model

    model = load_model(path)
    estimator = model.estimator
    net = getattr(estimator, "network_", None)
    if net is None:
        raise DataError(f"{path}: a {model.settings.model} model holds no network; train one with --model bayes-net.")
    schema = model.schema
    states = [*schema.levels, tuple(model.class_names)]
    states = [
        tuple(s[k] if k < len(s) else str(k) for k in range(card)) for s, card in zip(states, net.cards, strict=True)
    ]
    names = (*schema.feature_names, schema.target or "class")
    structure = Structure(names, [(names[net.structure.index(p)], names[net.structure.index(c)])
                                  for p, c in net.structure.edges])  # fmt: skip
    return BayesNet(structure, states, net.cpts)


def _split(text: str) -> list[str]:
    """Comma-separated parts; a comma inside brackets belongs to a binned value's name ("密度=[0.597, 0.774]")."""
    parts = re.split(r",(?![^\[(]*[\])])", text.replace("，", ","))
    return [part.strip() for part in parts if part.strip()]


def cmd_query(args) -> dict | str:
    net, notes = _network(args)
    query = _split(args.query)
    evidence = {}
    for item in _split(args.evidence):
        node, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--evidence takes COL=VALUE pairs separated by commas; '{item}' has no '='")
        evidence[node.strip()] = value.strip()
    exact = variable_elimination(net, query, evidence)
    doc = {"query": query, "evidence": evidence, "method": args.method}
    cells = list(np.ndindex(*exact.shape))

    def rows(values, errors=None):
        out = []
        for cell in cells:
            row = {"values": {q: net.states[net.structure.index(q)][v] for q, v in zip(query, cell, strict=True)},
                   "p": float(values[cell])}  # fmt: skip
            if errors is not None:
                row["standard_error"] = float(errors[cell])
            out.append(row)
        return out

    if args.method == "exact":
        doc["probabilities"] = rows(exact)
    else:
        last = list(gibbs(net, query, evidence, samples=args.samples, burn_in=args.burn_in, seed=args.seed,
                          report_every=args.samples))[-1]  # fmt: skip
        errors = last.standard_error if last.standard_error is not None else np.full(exact.shape, np.nan)
        doc.update(samples=last.samples, burn_in=args.burn_in, seed=args.seed)
        doc.update(probabilities=rows(last.estimate, errors), exact=rows(exact))
        doc.update(
            zero_one_entries=last.zero_one_entries, stuck=list(last.stuck), impossible_draws=last.impossible_draws
        )
        if last.warning or last.zero_one_entries:
            notes.append(
                f"the network holds {last.zero_one_entries} probabilities of exactly 0 or 1: Gibbs sampling need not "
                "converge (Zhou §7.5.3)" + (f"; never moved: {', '.join(last.stuck)}" if last.stuck else "")
            )
    doc["warnings"] = notes
    if args.json:
        return doc
    given = ", ".join(f"{k}={v}" for k, v in evidence.items())
    head = f"P({', '.join(query)}{' | ' + given if given else ''}) by {args.method}"
    lines = [head]
    for k, row in enumerate(doc["probabilities"]):
        values = ", ".join(row["values"].values())
        extra = f"  ± {row['standard_error']:.4f}  exact {doc['exact'][k]['p']:.4f}" if args.method == "gibbs" else ""
        lines.append(f"  {_pad(values, 16)} {row['p']:.4f}{extra}")
    return "\n".join(lines + [f"warning: {w}" for w in doc["warnings"]])
