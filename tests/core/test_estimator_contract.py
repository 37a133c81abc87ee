"""Every registered model works inside scikit-learn's tools: clone, cross-validation, grid search, pipelines,
calibration; and the contract the base class owns: parameters, tags, atomic fitting, saved state.

scikit-learn is a test-only dependency: it is imported inside the tests, never by the core.
"""

import pickle
import subprocess
import sys

import numpy as np
import pytest

from bayesgui.core import LDA, QDA, Classifier, LogisticRegression, MixedNB, NotFittedError
from bayesgui.core.models.registry import specs
from bayesgui.core.models.spec import Features

N_CLASSES, N_FEATURES, N_LEVELS = 3, 3, 4
GRID = {  # estimator class -> a smoothing / regularisation parameter to search over (others: see search_space)
    "MixedNB": ("var_smoothing", [1e-9, 1e-3]),
    "LDA": ("prior_alpha", [0.0, 1.0]),
    "QDA": ("reg_param", [0.0, 0.1]),
    "GaussianBayes": ("reg_covar", [1e-9, 1e-3]),
    "MixtureBayes": ("prior_alpha", [0.0, 1.0]),
    "LogisticRegression": ("C", [0.1, 1.0]),
    "LinearSVM": ("lam", [0.1, 1.0]),
}


def numeric_data(seed=0, n=150):
    rng = np.random.default_rng(seed)
    y = np.arange(n) % N_CLASSES
    X = rng.normal(size=(n, N_FEATURES)) + 2.5 * np.eye(N_CLASSES, N_FEATURES)[y]
    return X, y


def categorical_data(seed=0, n=180):
    """Codes whose distribution depends on the class (level = class, most of the time)."""
    rng = np.random.default_rng(seed)
    y = np.arange(n) % N_CLASSES
    X = np.where(rng.random((n, N_FEATURES)) < 0.7, y[:, None], rng.integers(0, N_LEVELS, (n, N_FEATURES)))
    return X.astype(float), y


def build(spec, features):
    return spec.build({p.name: p.default for p in spec.params}, features)


NUMERIC = Features.numeric(N_FEATURES, N_CLASSES)
CATEGORICAL = Features(("categorical",) * N_FEATURES, (N_LEVELS,) * N_FEATURES, N_CLASSES)
ALL_SPECS = {spec.key: spec for spec in specs()}
SPECS = {key: spec for key, spec in ALL_SPECS.items() if spec.accepts("continuous")}  # the numeric cases
CASES = [pytest.param(key, NUMERIC, numeric_data, id=f"{key}-numeric") for key in SPECS] + [
    pytest.param("naive-bayes", CATEGORICAL, categorical_data, id="naive-bayes-categorical"),
    pytest.param("semi-supervised", CATEGORICAL, categorical_data, id="semi-supervised-categorical"),
    *(pytest.param(key, CATEGORICAL, categorical_data, id=f"{key}-categorical") for key in ("spode", "tan", "aode")),
    pytest.param("bayes-net", CATEGORICAL, categorical_data, id="bayes-net-categorical"),
]


def search_space(spec, estimator, features):
    """The curated parameter of ``GRID``; for a model it does not list (a new one), the estimator parameter set by
    the first float parameter of its registry entry, at the default and the default + 1."""
    if features is CATEGORICAL:
        return {"alpha": [0.1, 1.0]}
    if type(estimator).__name__ in GRID:
        name, values = GRID[type(estimator).__name__]
        return {name: values}
    defaults = {p.name: p.default for p in spec.params}
    before = estimator.get_params()
    for param in (p for p in spec.params if p.type is float):  # the estimator parameter each one sets
        after = spec.build({**defaults, param.name: param.default + 1.0}, features).get_params()
        changed = [name for name in before if repr(before[name]) != repr(after[name])]
        if len(changed) == 1:
            return {changed[0]: [before[changed[0]], after[changed[0]]]}
    raise AssertionError(f"{spec.key} has no float parameter to search over")


# ---------------------------------------------------------------------------------------------- scikit-learn's tools
@pytest.mark.parametrize(("key", "features", "data"), CASES)
def test_clone_and_cross_validation(key, features, data):
    from sklearn.base import clone, is_classifier
    from sklearn.model_selection import cross_val_score

    estimator = build(ALL_SPECS[key], features)
    X, y = data()
    assert is_classifier(estimator) and estimator._estimator_type == "classifier"
    copy = clone(estimator)
    assert copy is not estimator and type(copy) is type(estimator)
    assert repr(copy) == repr(estimator)
    scores = cross_val_score(estimator, X, y, cv=3)
    assert scores.shape == (3,) and np.all(scores > 0.6)  # chance is 1/3
    assert "classes_" not in vars(estimator)  # cross-validation fits clones


def with_param(estimator, name, value):
    """A new estimator of the same class and parameters but ``name`` = ``value``, through the constructor (not
    ``clone`` / ``set_params``, which the search uses)."""
    return type(estimator)(**{**estimator.get_params(deep=False), name: value})


@pytest.mark.parametrize(("key", "features", "data"), CASES)
def test_grid_search_over_smoothing_or_regularisation(key, features, data):
    """GridSearchCV against the same search run by hand: each value's mean accuracy over the same folds, the best
    value, and the refitted model's predictions."""
    from sklearn.model_selection import GridSearchCV, StratifiedKFold

    spec = ALL_SPECS[key]
    estimator = build(spec, features)
    X, y = data()
    grid = search_space(spec, estimator, features)
    ((name, values),) = grid.items()
    folds = list(StratifiedKFold(3).split(X, y))
    search = GridSearchCV(estimator, grid, cv=folds).fit(X, y)
    by_hand = []
    for value in values:
        accuracies = []
        for train, test in folds:
            model = with_param(estimator, name, value).fit(X[train], y[train])
            accuracies.append(np.mean(model.predict(X[test]) == y[test]))
        by_hand.append(np.mean(accuracies))
    np.testing.assert_allclose(search.cv_results_["mean_test_score"], by_hand, rtol=0, atol=1e-12)
    best = values[int(np.argmax(by_hand))]  # the first of equal scores, as scikit-learn ranks them
    assert search.best_params_ == {name: best} and max(by_hand) > 0.6  # chance is 1/3
    refit = with_param(estimator, name, best).fit(X, y)
    np.testing.assert_array_equal(search.predict(X), refit.predict(X))


def test_a_model_grid_does_not_list_gets_a_search_space_from_the_registry(monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "GRID", {})
    X, y = numeric_data()
    for spec in SPECS.values():
        ((name, values),) = search_space(spec, build(spec, NUMERIC), NUMERIC).items()
        assert len(values) == 2 and values[0] != values[1]
        for value in values:
            assert build(spec, NUMERIC).set_params(**{name: value}).fit(X, y).score(X, y) > 0.6


@pytest.mark.parametrize("key", SPECS)
def test_pipeline_with_a_scaler(key):
    """A scaler and our model in a pipeline predict what our model fitted on the data standardised by hand does."""
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    X, y = numeric_data(1)
    pipeline = make_pipeline(StandardScaler(), build(SPECS[key], NUMERIC)).fit(X, y)
    scaled = (X - X.mean(axis=0)) / X.std(axis=0)
    by_hand = build(SPECS[key], NUMERIC).fit(scaled, y)
    np.testing.assert_array_equal(pipeline.predict(X), by_hand.predict(scaled))
    if by_hand.probabilistic:
        np.testing.assert_allclose(pipeline.predict_proba(X), by_hand.predict_proba(scaled), rtol=1e-9, atol=1e-12)
    assert np.mean(pipeline.predict(X) == y) > 0.8


@pytest.mark.parametrize("key", [key for key, spec in SPECS.items() if spec.probabilistic])
def test_calibration_of_the_probabilistic_models(key):
    from sklearn.calibration import CalibratedClassifierCV

    X, y = numeric_data(2)
    calibrated = CalibratedClassifierCV(build(SPECS[key], NUMERIC), cv=3).fit(X, y)
    proba = calibrated.predict_proba(X)
    assert proba.shape == (len(y), N_CLASSES)
    np.testing.assert_allclose(proba.sum(axis=1), 1.0)
    assert (calibrated.predict(X) == y).mean() > 0.8


def test_tags_say_what_each_model_accepts():
    from sklearn.utils import get_tags

    from bayesgui.core import CategoricalNB, GaussianNB, LinearSVM, MultinomialNB, PoissonNB

    for cls in (GaussianNB, LDA, QDA, LogisticRegression, LinearSVM, MixedNB):
        tags = get_tags(cls())
        assert tags.estimator_type == "classifier" and tags.input_tags.allow_nan
        assert not tags.input_tags.positive_only and tags.target_tags.required
    assert get_tags(CategoricalNB()).input_tags.categorical
    assert get_tags(PoissonNB()).input_tags.positive_only and get_tags(PoissonNB()).input_tags.allow_nan
    multinomial = get_tags(MultinomialNB())
    assert multinomial.input_tags.positive_only and not multinomial.input_tags.allow_nan


# ---------------------------------------------------------------------------------------------- parameters
class Wrapper(Classifier):
    """A classifier holding another one, to exercise nested parameters."""

    def __init__(self, inner=None, weight=1.0):
        self.inner = inner
        self.weight = weight


def test_nested_params_like_scikit_learn():
    inner = QDA(reg_param=0.1)
    model = Wrapper(inner=inner)
    params = model.get_params()
    assert params["inner"] is inner and params["inner__reg_param"] == 0.1 and params["weight"] == 1.0
    assert model.get_params(deep=False) == {"inner": inner, "weight": 1.0}
    assert model.set_params(inner__reg_param=0.5, weight=2.0) is model
    assert inner.reg_param == 0.5 and model.weight == 2.0
    with pytest.raises(ValueError, match=r"no parameter 'colour'; valid parameters: \['inner', 'weight'\]"):
        model.set_params(colour=1)
    with pytest.raises(ValueError, match="no parameter 'bogus'"):
        model.set_params(inner__bogus=1)
    inner_repr = "QDA(class_prior=None, prior_alpha=0.0, reg_param=0.5, missing='skip')"
    assert repr(model) == f"Wrapper(inner={inner_repr}, weight=2.0)"


def test_get_params_returns_the_constructor_arguments_themselves():
    kinds, levels = ["categorical", "continuous"], [3, None]
    model = MixedNB(kinds=kinds, n_categories=levels)
    assert model.get_params()["kinds"] is kinds and model.get_params()["n_categories"] is levels


def test_score_is_the_accuracy():
    X, y = numeric_data(3)
    model = LDA().fit(X, y)
    assert model.score(X, y) == np.mean(model.predict(X) == y)
    assert model.score(X[:10], np.array(["no"] * 10)) == 0.0


def test_not_fitted_error_is_a_value_error_and_an_attribute_error():
    assert issubclass(NotFittedError, ValueError) and issubclass(NotFittedError, AttributeError)
    with pytest.raises(NotFittedError, match="not fitted yet"):
        QDA().predict(np.zeros((1, 2)))
    with pytest.raises(NotFittedError):
        QDA().fitted_state()


# ---------------------------------------------------------------------------------------------- atomic fitting
def snapshot(model):
    """Every attribute, arrays copied: what must come back unchanged."""
    return {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in vars(model).items()}


def assert_unchanged(model, before, identity, X, predictions):
    assert vars(model).keys() == before.keys()
    for name, value in before.items():
        assert vars(model)[name] is identity[name], name
        if isinstance(value, np.ndarray):
            np.testing.assert_array_equal(vars(model)[name], value)
    np.testing.assert_array_equal(model.predict_proba(X), predictions)


def test_a_failed_fit_leaves_the_previous_model_intact():
    X, y = numeric_data(4)
    model = QDA().fit(X, y)
    before, identity, proba = snapshot(model), dict(vars(model)), model.predict_proba(X)
    one_row = np.concatenate([y[:-1], [7]])  # class 7 has a single row: its covariance is singular
    with pytest.raises(ValueError, match="class 7 is singular"):
        model.fit(X, one_row)
    assert_unchanged(model, before, identity, X, proba)

    logistic = LogisticRegression().fit(X, y)
    before, identity, proba = snapshot(logistic), dict(vars(logistic)), logistic.predict_proba(X)
    logistic.set_params(C=-1.0)
    with pytest.raises(ValueError, match="C must be a finite number > 0"):
        logistic.fit(X, y)
    before["C"] = -1.0
    identity["C"] = -1.0
    assert_unchanged(logistic, before, identity, X, proba)


@pytest.mark.parametrize("key", SPECS)
def test_closing_iter_fit_midway_leaves_the_previous_model_intact(key):
    X, y = numeric_data(5)
    model = build(SPECS[key], NUMERIC).fit(X, y)
    before, identity = snapshot(model), dict(vars(model))
    scores = model.decision_scores(X)
    other = (X[::-1] * 3.0 + 1.0, y[::-1])
    n_steps = len(list(build(SPECS[key], NUMERIC).iter_fit(*other)))
    for stop in range(1, n_steps + 1):  # closed after each step it yields, the last one included
        steps = model.iter_fit(*other)
        for _ in range(stop):
            done, total = next(steps)
            assert 0 <= done <= total
        steps.close()
        assert vars(model).keys() == before.keys(), stop
        assert all(vars(model)[k] is identity[k] for k in before), stop
        np.testing.assert_array_equal(model.decision_scores(X), scores)
    dropped = model.iter_fit(X[:30], y[:30])  # started, then dropped without being closed
    next(dropped)
    del dropped
    np.testing.assert_array_equal(model.decision_scores(X), scores)


def test_iter_fit_is_one_signature_yielding_progress():
    X, y = numeric_data(6, n=300)
    for spec in SPECS.values():
        model = build(spec, NUMERIC)
        steps = list(model.iter_fit(X, y))
        assert steps and all(isinstance(d, int) and isinstance(t, int) for d, t in steps)
        assert steps[-1][0] == steps[-1][1]
        np.testing.assert_array_equal(model.predict(X), build(spec, NUMERIC).fit(X, y).predict(X))
        assert model.n_features_in_ == N_FEATURES and model.classes_.tolist() == [0, 1, 2]


def test_naive_bayes_chunks_rows_by_a_class_attribute(monkeypatch):
    from bayesgui.core import GaussianNB

    X, y = numeric_data(7, n=1000)
    whole = GaussianNB().fit(X, y)
    monkeypatch.setattr(GaussianNB, "chunk_rows", 64)
    steps = list((stepped := GaussianNB()).iter_fit(X, y))
    assert steps == [(i, 16) for i in range(1, 17)]
    np.testing.assert_allclose(stepped.predict_joint_log_proba(X), whole.predict_joint_log_proba(X), rtol=1e-12)


# ---------------------------------------------------------------------------------------------- saved state
@pytest.mark.parametrize("key", SPECS)
def test_state_round_trips_and_refuses_unknown_names(key):
    X, y = numeric_data(8)
    model = build(SPECS[key], NUMERIC).fit(X, y)
    state = model.fitted_state()
    again = type(model).from_state(model.get_params(), state)
    np.testing.assert_array_equal(again.decision_scores(X), model.decision_scores(X))
    assert pickle.loads(pickle.dumps(model)).score(X, y) == model.score(X, y)
    with pytest.raises(ValueError, match=r"unknown state \['predict'\]"):
        type(model).from_state(model.get_params(), {**state, "predict": "not a method"})
    missing = dict(state)
    missing.pop("classes_")
    with pytest.raises(ValueError, match=r"missing \['classes_'\]"):
        type(model).from_state(model.get_params(), missing)


def test_a_state_name_cannot_shadow_a_method():
    with pytest.raises(TypeError, match="predict"):

        class Bad(Classifier):
            _state_names = ("classes_", "predict")


# ---------------------------------------------------------------------------------------------- run time
def test_no_core_module_imports_scikit_learn():
    code = (
        "import importlib, pkgutil, sys, bayesgui.core as core\n"
        "for info in pkgutil.walk_packages(core.__path__, 'bayesgui.core.'):\n"
        "    importlib.import_module(info.name)\n"
        "assert 'sklearn' not in sys.modules, 'sklearn imported'\n"
        "from bayesgui.core import LDA\n"
        "LDA().fit([[0.0], [1.0], [0.2], [1.1]], [0, 1, 0, 1]).predict([[0.5]])\n"
        "assert 'sklearn' not in sys.modules, 'sklearn imported by fit'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
