"""scikit-learn's own test functions, run against our estimators.

``adapt`` re-binds each ``test_*`` function of a scikit-learn test module to a namespace where the
scikit-learn estimators are replaced by ours (through a thin constructor adapter where a parameter is
spelled differently), so the test bodies run unchanged. A test of a feature we do not claim (sparse
input, sample_weight, array API, float32 ...) is skipped with its reason. ``TypeOnly`` stands in for
``pytest`` where our messages are worded differently: the same exception or warning class is required.
"""

from __future__ import annotations

import importlib
import inspect
import types

import pytest


def adapt(
    module_name: str, replacements: dict, skips: dict[str, str], not_offered: dict | None = None
) -> dict[str, types.FunctionType]:
    """Every ``test_*`` function of ``module_name`` with ``replacements`` in its globals.

    ``skips``: test name (or prefix ending in ``*``, or ``name[value]`` for one value of a single-argument
    parametrize) -> the reason it is skipped. Parametrized values that are a replaced scikit-learn class
    become ours; those in ``not_offered`` (object -> reason) are skipped.
    """
    module = importlib.import_module(module_name)
    namespace = {**vars(module), **replacements}
    swap = {id(vars(module)[name]): ours for name, ours in replacements.items() if name in vars(module)}
    tests = {}
    for name, function in vars(module).items():
        if not (name.startswith("test_") and inspect.isfunction(function)):
            continue
        copy = types.FunctionType(function.__code__, namespace, name, function.__defaults__, function.__closure__)
        copy.__kwdefaults__ = function.__kwdefaults__
        copy.__dict__.update(function.__dict__)
        by_value = {key[len(name) + 1:-1]: why for key, why in skips.items() if key.startswith(name + "[")}
        copy.pytestmark = [
            _swap_mark(mark, swap, not_offered or {}, by_value, replacements)
            for mark in getattr(function, "pytestmark", [])
        ]
        copy.__doc__ = function.__doc__
        copy.__module__ = __name__
        reason = skips.get(name) or next((r for prefix, r in skips.items() if prefix.endswith("*") and
                                          name.startswith(prefix[:-1])), None)
        if reason:
            copy = pytest.mark.skip(reason=reason)(copy)
        tests[name] = copy
    return tests


def _swap_mark(mark, swap: dict, not_offered: dict, by_value: dict[str, str], replacements: dict):
    """A parametrize mark whose scikit-learn classes are ours (the ones we do not offer, and the values
    named in ``by_value`` (str(value) -> reason), skipped).

    A filterwarnings mark naming a replaced scikit-learn warning (``sklearn.exceptions.ConvergenceWarning``)
    names ours instead.
    """
    if mark.name == "filterwarnings":
        text = mark.args[0]
        for name, ours in replacements.items():
            if isinstance(ours, type) and issubclass(ours, Warning):
                text = text.replace(f"sklearn.exceptions.{name}", f"{ours.__module__}.{ours.__qualname__}")
        return pytest.mark.filterwarnings(text).mark
    if mark.name != "parametrize":
        return mark
    names, values, *rest = mark.args

    def one(value):
        if isinstance(value, tuple):
            return tuple(swap.get(id(v), v) for v in value)
        return swap.get(id(value), value)

    def skipped(value):
        if not isinstance(value, tuple) and str(value) in by_value:
            return by_value[str(value)]
        parts = value if isinstance(value, tuple) else (value,)
        return next((why for part in parts for model, why in not_offered.items() if _same(part, model)), None)

    multi = ("," in names) if isinstance(names, str) else len(names) > 1
    new = []
    for value in values:
        if hasattr(value, "values") and hasattr(value, "marks"):  # a pytest.param
            new.append(pytest.param(*[one(v) for v in value.values], marks=value.marks, id=value.id))
        elif reason := skipped(value):
            args = value if multi else (value,)
            new.append(pytest.param(*args, marks=pytest.mark.skip(reason=reason)))
        else:
            new.append(one(value))
    return pytest.mark.parametrize(names, new, *rest, **mark.kwargs).mark


def _same(value, offered) -> bool:
    """``value`` is the object ``offered`` (a class, a sparse container) or, for a string, equal to it."""
    return value is offered or (isinstance(offered, str) and isinstance(value, str) and value == offered)


class TypeOnly:
    """``pytest`` for test bodies whose messages are in our wording: ``raises`` and ``warns`` check the type.

    Everything else is pytest's own. The refusal (its exception or warning class) is still required.
    """

    def __getattr__(self, name):
        return getattr(pytest, name)

    @staticmethod
    def raises(expected, *args, match=None, **kwargs):
        return pytest.raises(expected, *args, **kwargs)

    @staticmethod
    def warns(expected, *args, match=None, **kwargs):
        return pytest.warns(expected, *args, **kwargs)
