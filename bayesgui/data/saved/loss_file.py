"""Reading a loss matrix from CSV: a header ``decision,<class>,...`` and one row per decision."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from bayesgui.core import REJECT, LossMatrix
from bayesgui.core.note import Note, message_of
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError

_LOSS_FILE = Note(QT_TRANSLATE_NOOP("data", "loss file"))


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
        raise DataError(Note(QT_TRANSLATE_NOOP("data", "Loss file {0} does not exist."), path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "Cannot read the loss file {0}: {1}. Save it as UTF-8 CSV."),
                path,
                message_of(exc),
            )
        ) from None
    return parse_loss_csv(text, class_names, reject_cost=reject_cost, name=path.name)


def parse_loss_csv(text: str, class_names, *, reject_cost: float | None = None, name: str = _LOSS_FILE) -> LossMatrix:
    classes = [str(c) for c in class_names]
    rows = [[cell.strip() for cell in row] for row in csv.reader(io.StringIO(text)) if any(c.strip() for c in row)]
    if not rows:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0} is empty; its first row must be: decision,{1}"),
                name,
                ",".join(classes),
            )
        )
    header, body = rows[0], rows[1:]
    truths = header[1:]
    missing = [c for c in classes if c not in truths]
    extra = [c for c in truths if c not in classes]
    if missing or extra or len(set(truths)) != len(truths):
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP(
                    "data",
                    "{0}: the header must name each class once after 'decision' (expected: decision,{1}); {2}{3}",
                ),
                name,
                ",".join(classes),
                Note(QT_TRANSLATE_NOOP("data", "missing {0}. "), missing) if missing else "",
                Note(QT_TRANSLATE_NOOP("data", "unknown {0}."), extra) if extra else "",
            )
        )
    order = [truths.index(c) for c in classes]
    values: dict[str, list[float]] = {}
    for line, row in enumerate(body, start=2):
        decision = row[0] if row else ""
        if decision not in classes and decision != REJECT:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0}, line {1}: unknown decision '{2}'; use a class name or '{3}'."),
                    name,
                    line,
                    decision,
                    REJECT,
                )
            )
        if decision in values:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0}, line {1}: decision '{2}' appears twice."),
                    name,
                    line,
                    decision,
                )
            )
        if len(row) != len(header):
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0}, line {1}: expected {2} cells, found {3}."),
                    name,
                    line,
                    len(header),
                    len(row),
                )
            )
        numbers = []
        for k in order:
            cell = row[k + 1]
            try:
                number = float(cell)
            except ValueError:
                raise DataError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "data",
                            "{0}, line {1}: the loss for decision '{2}', truth '{3}' is '{4}', not a number.",
                        ),
                        name,
                        line,
                        decision,
                        truths[k],
                        cell,
                    )
                ) from None
            if not number >= 0 or number == float("inf"):
                raise DataError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "data",
                            "{0}, line {1}: the loss for decision '{2}', truth '{3}' is {4}; losses must be finite "
                            "and >= 0.",
                        ),
                        name,
                        line,
                        decision,
                        truths[k],
                        cell,
                    )
                )
            numbers.append(number)
        values[decision] = numbers
    absent = [c for c in classes if c not in values]
    if absent:
        raise DataError(
            Note(
                QT_TRANSLATE_NOOP("data", "{0}: no row for decision(s) {1}; give one row per class."),
                name,
                absent,
            )
        )
    matrix = [values[c] for c in classes]
    if REJECT in values:
        if reject_cost is not None:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} has a '{1}' row; do not also give --reject-cost."),
                    name,
                    REJECT,
                )
            )
        return LossMatrix([*matrix, values[REJECT]], classes, has_reject=True)
    try:
        return LossMatrix.from_decisions(matrix, classes, reject_cost)
    except ValueError as exc:
        raise DataError(message_of(exc)) from None
