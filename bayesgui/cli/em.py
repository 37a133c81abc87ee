"""``bayesgui-cli em``: EM on a table's columns, a Gaussian mixture or a latent class model.

``--model mixture`` (default) fits a Gaussian mixture to numeric columns; a row with a missing coordinate is
kept (EM fills it in). ``--model gaussian`` is its old name, still accepted with a note: the model registry's
``gaussian`` is Gaussian Bayes, a classifier, not a mixture. ``--model latent-class`` fits a mixture of
categorical distributions (Li Hang's three-coin model is the one-column case). A sample with a default start
(``three-coins``) uses it unless ``--init`` says otherwise.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from bayesgui.cli.shared.inputs import add_data_arguments, open_dataset
from bayesgui.core import GaussianMixture
from bayesgui.core.incomplete.latent_class import LatentClassModel
from bayesgui.core.mixture import COVARIANCE_TYPES, INITS
from bayesgui.data import DataError, get_sample
from bayesgui.data.saved.json_file import read_json
from bayesgui.paths import resource
from bayesgui.tasks.em.latent import latent_class_matrix
from bayesgui.tasks.em.mixture import em_matrix

MODELS = ("mixture", "latent-class")
OLD_NAMES = {"gaussian": "mixture"}
"""Deprecated spellings of ``--model``: the mixture was called "gaussian", which is Gaussian Bayes's registry key."""


def _model(value: str) -> str:
    """``--model``'s value, an old name replaced by its new one with a note on stderr."""
    new = OLD_NAMES.get(value)
    if new is None:
        return value
    print(
        f"note: em --model {value} is deprecated; it is now --model {new} (a Gaussian mixture), as '{value}' "
        "names Gaussian Bayes elsewhere",
        file=sys.stderr,
    )
    return new


def register(sub) -> None:
    p = sub.add_parser("em", help="fit a mixture by EM: Gaussian clusters, or latent classes of categorical columns")
    add_data_arguments(p)
    p.add_argument(
        "--model",
        default="mixture",
        type=_model,
        choices=MODELS,
        help="mixture: a Gaussian mixture ('gaussian', its old name, is still accepted); latent-class: a latent class "
        "model of categorical columns",
    )
    p.add_argument("--columns", default="", metavar="A,B", help="the columns, comma-separated (default: all)")
    p.add_argument("--k", type=int, default=2, help="number of components (classes)")
    p.add_argument("--covariance", default="full", choices=COVARIANCE_TYPES)
    p.add_argument("--init", metavar="METHOD|FILE.json", help=f"{', '.join(INITS)}, random, or initial parameters")
    p.add_argument("--seed", type=int, default=0, help="seed of the initialisation")
    p.add_argument("--max-iter", type=int, default=100)
    p.add_argument("--tol", type=float, default=1e-3, help="stop when the mean log-likelihood gains less")
    p.add_argument("--reg-covar", type=float, default=1e-6, help="added to every covariance's diagonal")
    p.add_argument("--gif", metavar="OUT.gif", help="also write an animation of the run (one frame per M step)")
    p.set_defaults(run=cmd_em)


def cmd_em(args) -> dict | str:
    dataset = open_dataset(args.data, args.encoding, sheet=getattr(args, "sheet", None))
    columns = [c.strip() for c in args.columns.replace("，", ",").split(",") if c.strip()]
    init = _em_init(args.init, args.data, args.model, args.k)
    if args.model == "latent-class":
        if args.gif:
            raise ValueError("--gif animates Gaussian mixtures only; leave it out with --model latent-class")
        return _latent_class(args, dataset, columns, init)
    return _mixture(args, dataset, columns, init)


def _em_init(value: str | None, data: str, model: str, k: int):
    """--init: a method name, or a JSON file of parameters; by default a sample's own start (for its K), if any."""
    if value is None:
        start = _sample_start(data, model)
        if start is not None and len(start.get("weights", ())) == k:
            return start
        return "random" if model == "latent-class" else "kmeans++"
    methods = ("random",) if model == "latent-class" else INITS
    if value in methods:
        return value
    path = Path(value)
    if not path.is_file():
        raise ValueError(f"--init must be {', '.join(methods)} or a JSON file; '{value}' is neither")
    return _read_start(path, model)


def _sample_start(data: str, model: str) -> dict | None:
    """A sample's own start for ``model`` (three-coins: latent classes; watermelon4: Zhou's Gaussian start)."""
    if Path(data).exists():
        return None
    try:
        info = get_sample(data)
    except DataError:
        return None
    if not info.em_start:
        return None
    start = json.loads(resource("datasets", info.em_start).read_text(encoding="utf-8"))
    return start if ("tables" if model == "latent-class" else "means") in start else None


def _read_start(path: Path, model: str) -> dict:
    # The JSON reader the app uses for model files: bounded in size and depth (deep nesting made json.loads raise
    # RecursionError), NaN and overflowing numbers refused, each with a message that names the file.
    doc = read_json(path, "JSON file of initial parameters")
    key, shape = ("tables", '"tables": [[[...]]]') if model == "latent-class" else ("means", '"means": [[...]]')
    if not isinstance(doc, dict) or key not in doc:
        raise DataError(f'{path}: expected {{"weights": [...], {shape}, ...}}.')
    return doc


def _latent_class(args, dataset, columns: list[str], init) -> dict | str:
    X, levels = latent_class_matrix(dataset, columns)
    columns = columns or [c for c in dataset.columns if dataset.kinds[c] not in ("ignore", "target")]
    model = LatentClassModel(args.k, max_iter=args.max_iter, tol=args.tol, init=init, random_state=args.seed)
    model.fit(X)
    params = model.params_
    tables = {
        name: {level: params.tables[j][:, code].tolist() for code, level in enumerate(levels[j])}
        for j, name in enumerate(columns)
    }
    doc = {
        "model": "latent-class",
        "log_likelihood": model.log_likelihood_history_.tolist(),
        "weights": params.weights.tolist(),
        "tables": tables,
        "converged": bool(model.converged_),
        "n_iter": int(model.n_iter_),
        "columns": list(columns),
        "n_rows": int(X.shape[0]),  # every row is used: a missing cell is marginalised out
        "n_rows_with_missing": int(np.isnan(X).any(axis=1).sum()),
        "n_rows_dropped": 0,
    }
    if args.json:
        return doc
    status = "converged" if doc["converged"] else "did not converge"
    lines = [
        f"Latent class model on {X.shape[0]} rows ({', '.join(columns)}), K = {params.n_classes}: "
        f"{status} after {doc['n_iter']} iterations",
        f"log-likelihood {doc['log_likelihood'][-1]:.6g}" if doc["log_likelihood"] else "no iteration",
    ]
    for k in range(params.n_classes):
        cells = "; ".join(
            f"P({name} = {level}) = {probs[k]:.4f}" for name, table in tables.items() for level, probs in table.items()
        )
        lines.append(f"  class {k + 1}: weight {params.weights[k]:.4f}  {cells}")
    return "\n".join(lines)


def _mixture(args, dataset, columns: list[str], init) -> dict | str:
    used = [c for c in dataset.columns if dataset.kinds[c] not in ("target", "ignore")]  # not a row number
    numeric = [c for c in used if dataset.frame[c].dtype.kind in "iuf"]
    columns = columns or numeric
    X, dropped = em_matrix(dataset, columns, keep_missing=True)
    if dropped:
        print(f"warning: dropped {dropped} row(s) missing every one of {', '.join(columns)}", file=sys.stderr)
    n_missing = int(np.isnan(X).any(axis=1).sum())
    model = GaussianMixture(
        args.k,
        covariance_type=args.covariance,
        reg_covar=args.reg_covar,
        max_iter=args.max_iter,
        tol=args.tol,
        init=init,
        random_state=args.seed,
    )
    recorder = None
    if args.gif:
        from bayesgui.report.em.gif import EMGifRecorder  # Pillow: only when a GIF is asked for

        drawn = np.where(np.isnan(X), np.nanmean(X, axis=0), X)  # a missing coordinate drawn at its column's mean
        recorder = EMGifRecorder(drawn, seed=args.seed)
    for snapshot in model.iter_fit(X):
        if recorder is not None:
            recorder.add(snapshot)
    for event in model.events_:
        print(f"note: {event}", file=sys.stderr)
    if recorder is not None:
        frames = recorder.save(args.gif)
        print(f"wrote {frames} frames to {args.gif}", file=sys.stderr)
    params = model.params_
    doc = {
        "model": "mixture",
        "log_likelihood": model.log_likelihood_history_.tolist(),
        "weights": params.weights.tolist(),
        "means": params.means.tolist(),
        "covariances": params.covariances.tolist(),
        "converged": bool(model.converged_),
        "n_iter": int(model.n_iter_),
        "bic": float(model.bic(X)),
        "aic": float(model.aic(X)),
        "columns": list(columns),
        "n_rows": int(X.shape[0]),
        "n_rows_with_missing": n_missing,
        "n_rows_dropped": dropped,  # rows missing every column: nothing to learn from
    }
    if args.json:
        return doc
    status = "converged" if doc["converged"] else "did not converge"
    final = model.score(X) * X.shape[0]
    lines = [
        f"EM on {X.shape[0]} rows ({', '.join(columns)}), K = {params.n_components}, {args.covariance} covariance: "
        f"{status} after {doc['n_iter']} iterations",
        f"log-likelihood {final:.6g}   BIC {doc['bic']:.6g}   AIC {doc['aic']:.6g}",
    ]
    if n_missing:
        lines.insert(1, f"{n_missing} row(s) with a missing value: EM filled them in (none dropped)")
    for k in range(params.n_components):
        mean = ", ".join(f"{v:.4g}" for v in params.means[k])
        cov = "; ".join(", ".join(f"{v:.4g}" for v in row) for row in params.covariances[k])
        n = k + 1
        lines.append(f"  component {n}: α_{n} = {params.weights[k]:.4f}  μ_{n} = ({mean})  Σ_{n} = [{cov}]")
    return "\n".join(lines)
