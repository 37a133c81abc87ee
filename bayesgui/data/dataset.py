"""The immutable :class:`Dataset`: a table, the kind of each column and the target."""

from __future__ import annotations

import enum
from collections.abc import Generator, Iterable, Mapping
from types import MappingProxyType

import pandas as pd

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.columns.arrays import FeatureArrays
from bayesgui.data.columns.checks import check_finite, check_kind_fits, target_warnings
from bayesgui.data.columns.encode import iter_encode
from bayesgui.data.columns.inference import infer_kinds, infer_target
from bayesgui.data.columns.kinds import CATEGORICAL, FEATURE_KINDS, TARGET, check_kind
from bayesgui.data.columns.levels import fit_levels
from bayesgui.data.columns.names import check_column
from bayesgui.data.errors import DataError
from bayesgui.data.normalize import normalize_frame
from bayesgui.data.readers.files import drain
from bayesgui.data.source import Source

__all__ = ["AUTO", "AutoTarget", "Dataset"]


class AutoTarget(enum.Enum):
    """Type of :data:`AUTO`."""

    AUTO = "auto"


#: Passed as ``target``: choose the target column automatically.
AUTO = AutoTarget.AUTO


def _merge(*groups: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(message for group in groups for message in group))


class Dataset:
    """A table whose columns each have a kind, with at most one target column. Immutable.

    Build one with :func:`bayesgui.data.load_dataset`, :func:`bayesgui.data.load_sample` or
    :meth:`from_frame`; change kinds with :meth:`with_kind`, :meth:`with_kinds` and :meth:`with_target`,
    which return new datasets; get arrays for a classifier with :meth:`to_arrays`.

    Parameters
    ----------
    frame : pandas.DataFrame
        A normalised table (see :meth:`from_frame`, which normalises any table).
    kinds : mapping of str to str
        The kind of every column: ``"categorical"``, ``"continuous"``, ``"count"``, ``"ignore"`` or
        ``"target"`` (at most one column).
    source : Source, optional
        Where the table came from.
    warnings : iterable of str, optional
        Messages noticed while reading or inspecting the table.
    """

    __slots__ = ("_frame", "_kinds", "_source", "_warnings")

    def __init__(
        self,
        frame: pd.DataFrame,
        kinds: Mapping[str, str],
        *,
        source: Source | None = None,
        warnings: Iterable[str] = (),
    ) -> None:
        self._source = source or Source()
        columns = list(frame.columns)
        present = set(columns)
        unknown = [column for column in kinds if column not in present]
        if unknown:  # named with a suggestion; sets keep 10,000 columns linear
            check_column(unknown[0], columns, self._source.name)
        missing = [column for column in columns if column not in kinds]
        if missing:
            raise DataError(
                Note(QT_TRANSLATE_NOOP("data", "No kind given for column(s): {0}."), ", ".join(map(str, missing)))
            )
        targets = [column for column in columns if check_kind(kinds[column], column) == TARGET]
        if len(targets) > 1:
            raise DataError(
                Note(QT_TRANSLATE_NOOP("data", "Only one column can be the target; got {0}."), ", ".join(targets))
            )
        self._frame = frame.copy(deep=False)
        self._kinds = MappingProxyType({column: kinds[column] for column in columns})
        self._warnings = _merge(warnings)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_frame(
        cls,
        frame: pd.DataFrame,
        *,
        target: str | AutoTarget | None = AUTO,
        kinds: Mapping[str, str] | None = None,
        source: Source | None = None,
        warnings: Iterable[str] = (),
    ) -> Dataset:
        """Build a dataset from any table, inferring the kind of every column.

        Parameters
        ----------
        frame : pandas.DataFrame
            The table; it is not modified.
        target : str, None or AUTO, default AUTO
            The target column; None for no target; :data:`AUTO` to choose it (see
            :mod:`bayesgui.data.columns.inference`), unless ``kinds`` names one.
        kinds : mapping of str to str, optional
            Kinds to use instead of the inferred ones for some columns.
        source : Source, optional
            Where the table came from, for messages.
        warnings : iterable of str, optional
            Earlier messages to keep (e.g. from reading the file).

        Raises
        ------
        DataError
            If the table has no columns or no rows, an infinite number, duplicate column names, or if
            ``target`` or ``kinds`` name unknown columns or kinds, or kinds that do not fit the values.
        """
        source = source or Source()
        frame, notes = normalize_frame(frame, source)
        if frame.shape[1] == 0:
            raise DataError(Note(QT_TRANSLATE_NOOP("data", "{0} is empty: it has no columns."), source.name))
        if frame.shape[0] == 0:
            shown = ", ".join(map(str, frame.columns[:5])) + (", ..." if frame.shape[1] > 5 else "")
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "{0} has a header ({1}) but no rows of data. Add rows below the header."),
                    source.name, shown,
                )
            )  # fmt: skip
        check_finite(frame, source)
        inferred, inference_notes = infer_kinds(frame, source)
        dataset = cls(frame, inferred, source=source, warnings=_merge(warnings, notes, inference_notes))
        overrides = dict(kinds or {})
        named = [column for column, kind in overrides.items() if kind == TARGET]
        if len(named) > 1:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "Only one column can be the target; the kinds name {0}."),
                    ", ".join(named),
                )
            )
        if target is AUTO:
            target = named[0] if named else infer_target(frame, inferred)
        elif named and named[0] != target:
            raise DataError(
                Note(
                    QT_TRANSLATE_NOOP("data", "Two different targets were given: {0} and {1} (in kinds)."),
                    repr(target), repr(named[0]),
                )
            )  # fmt: skip
        dataset = dataset.with_kinds({c: k for c, k in overrides.items() if k != TARGET and c != target})
        return dataset.with_target(target)

    # ------------------------------------------------------------------ inspection
    @property
    def frame(self) -> pd.DataFrame:
        """The table (a copy-on-write view: changing it does not change the dataset)."""
        return self._frame.copy(deep=False)

    @property
    def kinds(self) -> Mapping[str, str]:
        """The kind of every column, in column order (read-only)."""
        return self._kinds

    @property
    def source(self) -> Source:
        """Where the table came from."""
        return self._source

    @property
    def warnings(self) -> tuple[str, ...]:
        """Messages for the student about the data: things noticed that are not errors."""
        return self._warnings

    @property
    def columns(self) -> tuple[str, ...]:
        """All column names."""
        return tuple(self._kinds)

    @property
    def target(self) -> str | None:
        """The target column, or None."""
        return next((column for column, kind in self._kinds.items() if kind == TARGET), None)

    @property
    def feature_names(self) -> tuple[str, ...]:
        """Columns used as features: neither ignored nor the target."""
        return tuple(column for column, kind in self._kinds.items() if kind in FEATURE_KINDS)

    @property
    def n_rows(self) -> int:
        """Number of rows."""
        return len(self._frame)

    def columns_of_kind(self, kind: str) -> tuple[str, ...]:
        """Columns of one kind."""
        check_kind(kind, "?")
        return tuple(column for column, k in self._kinds.items() if k == kind)

    def levels(self, column: str) -> tuple[str, ...]:
        """Names of the distinct values of a column, in first-seen order (missing values left out)."""
        check_column(column, self.columns, self._source.name)
        return fit_levels(self._frame[column])[1]

    def __repr__(self) -> str:
        kinds = ", ".join(f"{column}: {kind}" for column, kind in self._kinds.items())
        return f"<Dataset {self._source.name!r}: {self.n_rows} rows; {kinds}>"

    # ------------------------------------------------------------------ changing kinds
    def _replace(self, kinds: Mapping[str, str], warnings: Iterable[str] = ()) -> Dataset:
        return type(self)(self._frame, kinds, source=self._source, warnings=_merge(self._warnings, warnings))

    def with_kinds(self, kinds: Mapping[str, str]) -> Dataset:
        """A copy with the kinds of several columns changed (a ``"target"`` entry sets the target).

        Raises
        ------
        DataError
            For an unknown column or kind, or values that do not fit the kind (text in a continuous
            column, a negative count).
        """
        result = self
        for column, kind in kinds.items():
            result = result.with_kind(column, kind)
        return result

    def with_kind(self, column: str, kind: str) -> Dataset:
        """A copy where ``column`` has ``kind``; ``"target"`` makes it the target.

        Raises
        ------
        DataError
            For an unknown column or kind, or values that do not fit the kind.
        """
        check_column(column, self.columns, self._source.name)
        if check_kind(kind, column) == TARGET:
            return self.with_target(column)
        check_kind_fits(self._frame[column], kind, self._source)
        return self._replace({**self._kinds, column: kind})

    def with_target(self, column: str | None) -> Dataset:
        """A copy whose target is ``column`` (None: no target); the previous target becomes categorical.

        Raises
        ------
        DataError
            For an unknown column.
        """
        kinds = {name: CATEGORICAL if kind == TARGET else kind for name, kind in self._kinds.items()}
        if column is None:
            return self._replace(kinds)
        check_column(column, self.columns, self._source.name)
        kinds[column] = TARGET
        return self._replace(kinds, target_warnings(self._frame[column], self._source))

    # ------------------------------------------------------------------ arrays
    def to_arrays(self, keep_unlabeled: bool = False) -> FeatureArrays:
        """Encode the dataset as arrays for a classifier (see :class:`FeatureArrays`).

        The same as running :meth:`iter_arrays` to its end.

        Levels and classes are numbered in the order they first appear. Rows whose target is missing are
        left out (with a warning on the result), unless ``keep_unlabeled``: then they are kept with class
        code -1 (for a model whose spec says ``unlabeled``, e.g. semi-supervised naive Bayes).

        Raises
        ------
        DataError
            If there is no feature column, if the target has fewer than two classes, or if a continuous
            or count column holds values that are not numbers.
        """
        return drain(self.iter_arrays(keep_unlabeled))

    def iter_arrays(self, keep_unlabeled: bool = False) -> Generator[int, None, FeatureArrays]:
        """:meth:`to_arrays` one column at a time, for a job that must be stoppable.

        Yields the number of columns encoded so far (the target first, then each feature) and returns
        the :class:`FeatureArrays`.
        """
        return (yield from iter_encode(self._frame, self._kinds, self._source, keep_unlabeled))
