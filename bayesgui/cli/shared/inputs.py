"""What the CLI's commands share: the arguments DATA, ``--encoding``, ``--sheet``, ``--json``, ``--kind``,
``--loss`` and ``--reject-cost``, and what is read from them: the dataset (a file or a sample's name), the kinds,
the loss matrix and ``--row``; bad usage raises :class:`UsageError` (exit code 2, one line)."""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pandas as pd

from bayesgui.core import LossMatrix
from bayesgui.data import DataError, Dataset, get_sample, load_dataset, load_sample
from bayesgui.data.columns.kinds import KINDS
from bayesgui.data.saved.loss_file import read_loss_file
from bayesgui.data.saved.model_file import TrainedModel

__all__ = [
    "Parser",
    "UsageError",
    "add_data_arguments",
    "add_kind_argument",
    "add_loss_arguments",
    "loss_matrix",
    "open_dataset",
    "parse_kinds",
    "parse_row",
    "sheet_number",
]


class UsageError(Exception):
    """Bad command-line usage (exit code 2, one line)."""


class Parser(argparse.ArgumentParser):
    """argparse, with a usage error as one :class:`UsageError` line."""

    def error(self, message: str):  # one line instead of argparse's usage block
        raise UsageError(f"{message} (see {self.prog} --help)")


def add_data_arguments(parser: argparse.ArgumentParser, data: bool = True) -> None:
    """DATA, ``--encoding`` and ``--sheet`` (unless ``data`` is false), and ``--json``."""
    if data:
        parser.add_argument(
            "data", metavar="DATA", help="a CSV/TSV/TXT/XLSX file, or a sample name (watermelon3, iris, ...)"
        )
        parser.add_argument("--encoding", help="text encoding of DATA (default: detected)")
        parser.add_argument("--sheet", help="the worksheet of a workbook: its name, or its number from 1")
    parser.add_argument("--json", action="store_true", help="print one JSON document")


def add_kind_argument(parser: argparse.ArgumentParser) -> None:
    """``--kind COL=KIND``, repeatable (read with :func:`parse_kinds`)."""
    parser.add_argument(
        "--kind", action="append", default=[], metavar="COL=KIND", help=f"override a column's kind ({', '.join(KINDS)})"
    )


def add_loss_arguments(parser: argparse.ArgumentParser) -> None:
    """``--loss LOSS.csv`` and ``--reject-cost`` (read with :func:`loss_matrix`)."""
    parser.add_argument(
        "--loss", metavar="LOSS.csv", help="loss matrix: header 'decision,<classes>', one row per decision"
    )
    parser.add_argument("--reject-cost", type=float, help="add a reject action of this constant cost")


def open_dataset(
    data: str, encoding: str | None, target=None, kinds: dict | None = None, sheet: str | None = None
) -> Dataset:
    """A file path, or the id of a bundled sample dataset (e.g. ``watermelon3``); ``sheet``: of a workbook."""
    if not Path(data).exists() and not Path(data).is_symlink():
        try:
            get_sample(data)
        except DataError:
            raise DataError(f"{data}: no such file (nor a sample dataset name).") from None
        dataset = load_sample(data)
        if kinds:
            dataset = dataset.with_kinds(kinds)
        return dataset.with_target(target) if target is not None else dataset
    options = {"encoding": encoding, "kinds": kinds, "sheet": sheet_number(sheet)}
    if target is not None:
        options["target"] = target
    return load_dataset(data, **options)


def sheet_number(value: str | None) -> str | int | None:
    """--sheet: a worksheet name, or its position counted from 1 (``2`` is the second worksheet)."""
    if value is None or not value.isdigit():
        return value
    if int(value) < 1:
        raise UsageError("--sheet counts worksheets from 1")
    return int(value) - 1


def parse_kinds(pairs: list[str]) -> dict[str, str]:
    kinds = {}
    for pair in pairs:
        column, sep, kind = pair.rpartition("=")
        if not sep or not column:
            raise UsageError(f"--kind takes COLUMN=KIND, got '{pair}'")
        if kind not in KINDS:
            raise UsageError(f"--kind {pair}: KIND must be one of {', '.join(KINDS)}")
        kinds[column] = kind
    return kinds


def loss_matrix(model: TrainedModel, loss_path: str | None, reject_cost: float | None) -> LossMatrix:
    classes = model.class_names
    if loss_path:
        return read_loss_file(loss_path, classes, reject_cost)
    try:
        return LossMatrix.zero_one(classes, reject_cost)
    except ValueError as exc:
        raise DataError(str(exc)) from None


def row_decimals(text: str) -> dict[str, int]:
    """The decimals each number of ``--row`` is typed with (含糖率=0.460: 3), so that it is printed so."""
    from bayesgui.data.readers.decimals import written_decimals

    pairs = (item.partition("=") for item in text.replace("，", ",").split(","))
    found = {column.strip(): written_decimals(value) for column, sep, value in pairs if sep}
    return {column: places for column, places in found.items() if places is not None}


def parse_row(text: str, model: TrainedModel) -> np.ndarray:
    values: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in text.replace("，", ",").split(","))):
        column, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--row takes col=value pairs separated by commas; '{item}' has no '='")
        if column.strip() in values:
            raise UsageError(f"--row gives '{column.strip()}' twice; give each column once")
        values[column.strip()] = value.strip()
    names = model.schema.feature_names
    unknown = [c for c in values if c not in names]
    if unknown:
        raise DataError(f"--row names unknown feature(s) {unknown}; the model's features are: {', '.join(names)}.")
    frame = pd.DataFrame({c: [values.get(c)] for c in names}, dtype=object)
    for name, kind in zip(names, model.schema.kinds, strict=True):
        if kind != "categorical" and values.get(name) not in (None, ""):
            try:
                frame[name] = [float(values[name])]
            except ValueError:
                raise DataError(
                    f"--row: '{name}' is {kind}, so its value must be a number, got '{values[name]}'."
                ) from None
        elif values.get(name) in (None, ""):
            frame[name] = [np.nan]
    return model.schema.encode_features(frame)[0]
