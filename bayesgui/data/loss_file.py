"""Reading a loss matrix from CSV: a header ``decision,<class>,...`` and one row per decision."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from bayesgui.core import REJECT, LossMatrix
from bayesgui.data.errors import DataError


def read_loss_file(path: str | Path, class_names, reject_cost: float | None = None) -> LossMatrix:
    """A validated loss matrix over ``class_names``; every problem names the row and column.

    The header row is ``decision`` followed by the true classes (any order); each following row names
    a decision (a class, or ``reject`` for the reject action) and gives its loss for each true class.
    ``reject_cost`` adds a reject action of constant cost (an error if the file has a reject row too).
    """
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise DataError(f"Loss file {path} does not exist.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"Cannot read the loss file {path}: {exc}. Save it as UTF-8 CSV.") from None
    return parse_loss_csv(text, class_names, reject_cost=reject_cost, name=path.name)


def parse_loss_csv(text: str, class_names, *, reject_cost: float | None = None, name: str = "loss file") -> LossMatrix:
    classes = [str(c) for c in class_names]
    rows = [[cell.strip() for cell in row] for row in csv.reader(io.StringIO(text)) if any(c.strip() for c in row)]
    if not rows:
        raise DataError(f"{name} is empty; its first row must be: decision,{','.join(classes)}")
    header, body = rows[0], rows[1:]
    truths = header[1:]
    missing = [c for c in classes if c not in truths]
    extra = [c for c in truths if c not in classes]
    if missing or extra or len(set(truths)) != len(truths):
        raise DataError(
            f"{name}: the header must name each class once after 'decision' (expected: decision,{','.join(classes)}); "
            + (f"missing {missing}. " if missing else "")
            + (f"unknown {extra}." if extra else "")
        )
    order = [truths.index(c) for c in classes]
    values: dict[str, list[float]] = {}
    for line, row in enumerate(body, start=2):
        decision = row[0] if row else ""
        if decision not in classes and decision != REJECT:
            raise DataError(f"{name}, line {line}: unknown decision '{decision}'; use a class name or '{REJECT}'.")
        if decision in values:
            raise DataError(f"{name}, line {line}: decision '{decision}' appears twice.")
        if len(row) != len(header):
            raise DataError(f"{name}, line {line}: expected {len(header)} cells, found {len(row)}.")
        numbers = []
        for k in order:
            cell = row[k + 1]
            try:
                number = float(cell)
            except ValueError:
                raise DataError(
                    f"{name}, line {line}: the loss for decision '{decision}', truth '{truths[k]}' is '{cell}', "
                    "not a number."
                ) from None
            if not number >= 0 or number == float("inf"):
                raise DataError(
                    f"{name}, line {line}: the loss for decision '{decision}', truth '{truths[k]}' is {cell}; "
                    "losses must be finite and >= 0."
                )
            numbers.append(number)
        values[decision] = numbers
    absent = [c for c in classes if c not in values]
    if absent:
        raise DataError(f"{name}: no row for decision(s) {absent}; give one row per class.")
    matrix = [values[c] for c in classes]
    if REJECT in values:
        if reject_cost is not None:
            raise DataError(f"{name} has a '{REJECT}' row; do not also give --reject-cost.")
        return LossMatrix([*matrix, values[REJECT]], classes, has_reject=True)
    try:
        return LossMatrix.from_decisions(matrix, classes, reject_cost)
    except ValueError as exc:
        raise DataError(str(exc)) from None
