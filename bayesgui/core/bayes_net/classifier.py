"""A Bayesian network as a classifier (Zhou §7.5): P(c | x) ∝ P_B(c, x), the class a node of the network.

The network's nodes are the feature columns and the class (the last node). Its structure is given
(``structure``: the file form ``{"nodes": [...], "edges": [...]}`` naming the columns by ``node_names``), or
searched on the training rows: by hill climbing or K2 on the score (eqs. 7.28–7.31), or as TAN (eq. 7.22).
Its tables are counted with Lidstone λ = ``alpha`` (eq. 7.32); when cells are missing, by EM over them (every
row used). A row's missing cells are summed out when it is classified.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from bayesgui.core.base._validation import as_2d
from bayesgui.core.base.estimator import Classifier
from bayesgui.core.bayes_net import search as searching
from bayesgui.core.bayes_net.em import em_fit, row_log_marginals
from bayesgui.core.bayes_net.network import BayesNet
from bayesgui.core.bayes_net.score import SCORES
from bayesgui.core.bayes_net.structure import Structure
from bayesgui.core.bayes_net.tan import tan_edges
from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

SEARCHES = ("hill-climb", "k2", "tan", "naive")


class BayesNetClassifier(Classifier):
    """A Bayesian network classifier over categorical features given as integer codes (-1 or NaN: missing).

    Parameters
    ----------
    structure : dict, optional
        ``{"nodes": [...], "edges": [[parent, child], ...]}`` over ``node_names``; None: search one.
    search : {"hill-climb", "k2", "tan", "naive"}
        How the structure is found when none is given ("naive": the class the only parent of every feature).
    criterion : {"bic", "aic"}
        The score the search minimises (eq. 7.28 with f(θ) of eq. 7.31 or 7.30).
    alpha : float
        Lidstone λ of the tables (1: Laplace; 0: maximum likelihood).
    node_names : sequence of str, optional
        The features' names then the class's (default x0, x1, ..., class).
    order : sequence of str, optional
        K2's order of the nodes (default: the class first, then the features).
    root : str, optional
        TAN's root attribute (default the first).
    max_parents, tabu_length, restarts, seed : the hill climbing's settings.
    n_categories : sequence of int, optional
        The number of levels of each feature when more exist than the training rows show.
    max_iter : int
        EM's iterations at most (when cells are missing).

    Attributes
    ----------
    classes_, n_features_in_, n_categories_ : as every model; n_categories_ includes the class node last.
    structure_ : Structure
    network_ : BayesNet
    edges_ : ndarray of shape (n_edges, 2): the edges as node indices.
    """

    _state_names = ("classes_", "n_features_in_", "n_categories_", "edges_", "cpt_values_")
    _input_tags = frozenset({"allow_nan", "positive_only", "categorical"})
    explainable = False
    fills_missing_by_em = True  # its tables are found by EM over the missing cells (the notices say so)

    def __init__(
        self,
        structure: Mapping[str, Any] | None = None,
        search: str = "hill-climb",
        criterion: str = "bic",
        alpha: float = 1.0,
        node_names: Sequence[str] | None = None,
        order: Sequence[str] | None = None,
        root: str | None = None,
        max_parents: int | None = None,
        tabu_length: int = 10,
        restarts: int = 0,
        seed: int | None = 0,
        n_categories: Sequence[int | None] | None = None,
        max_iter: int = 100,
    ) -> None:
        self.structure = structure
        self.search = search
        self.criterion = criterion
        self.alpha = alpha
        self.node_names = node_names
        self.order = order
        self.root = root
        self.max_parents = max_parents
        self.tabu_length = tabu_length
        self.restarts = restarts
        self.seed = seed
        self.n_categories = n_categories
        self.max_iter = max_iter

    # ------------------------------------------------------------------ input
    def _codes(self, X: ArrayLike) -> np.ndarray:
        X = as_2d(X)
        if X.dtype.kind == "f":
            missing = np.isnan(X)
            X = np.where(missing, -1.0, X)
            if not np.isfinite(X).all() or (X != np.round(X)).any():
                raise ValueError(
                    Note(
                        QT_TRANSLATE_NOOP(
                            "core", "A Bayesian network reads category codes 0, 1, 2, ...; X holds fractions or infinite values."
                        )
                    )
                )
            X = X.astype(np.int64)
        elif X.dtype.kind in "biu":
            X = X.astype(np.int64)
        else:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP(
                        "core", "A Bayesian network reads category codes 0, 1, 2, ...; X holds fractions or infinite values."
                    )
                )
            )
        if (X < -1).any():
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "Category codes are 0, 1, 2, ... (-1 or NaN: missing); X holds {0}."),
                          int(X.min())))  # fmt: skip
        return X

    def _names(self, d: int) -> list[str]:
        names = list(self.node_names) if self.node_names is not None else [*(f"x{j}" for j in range(d)), "class"]
        if len(names) != d + 1:
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "node_names names {0} nodes; the data have {1} features and the class."),
                          len(names), d))  # fmt: skip
        return names

    def _check_X(self, X: ArrayLike) -> np.ndarray:
        self._check_fitted()
        X = self._codes(X)
        if X.shape[1] != self.n_features_in_:
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "X has {0} features, but the model was fitted with {1}."),
                          X.shape[1], self.n_features_in_))  # fmt: skip
        too_big = X >= self.n_categories_[:-1]
        if too_big.any():
            j = int(np.argmax(too_big.any(axis=0)))
            raise ValueError(Note(QT_TRANSLATE_NOOP("core", "Feature {0} holds category code {1}, but the model knows only {2} levels."),
                          j, int(X[:, j].max()), int(self.n_categories_[j])))  # fmt: skip
        return X

    # ------------------------------------------------------------------ fitting
    def _fit_steps(self, X: ArrayLike, y: ArrayLike) -> Generator[tuple[int, int], None, None]:
        if self.search not in SEARCHES:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Unknown search {0}; choose one of: {1}."),
                    repr(self.search),
                    ", ".join(SEARCHES),
                )
            )
        if self.criterion not in SCORES:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "Unknown score {0}; choose one of: {1}."),
                    repr(self.criterion),
                    ", ".join(SCORES),
                )
            )
        alpha = float(self.alpha)
        if not alpha >= 0 or not np.isfinite(alpha):
            raise ValueError(
                Note(QT_TRANSLATE_NOOP("core", "alpha must be a finite number ≥ 0, got {0}."), repr(self.alpha))
            )
        X = self._codes(X)
        classes, yk = self._class_labels(y, X.shape[0])
        d = X.shape[1]
        names = self._names(d)
        data = np.column_stack([X, yk]).astype(np.int64)
        seen = data.max(axis=0, initial=-1) + 1
        declared = np.zeros(d + 1, dtype=np.int64) if self.n_categories is None else np.append(
            np.asarray(self.n_categories, dtype=np.int64), 0)  # fmt: skip
        if declared.size != d + 1:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "n_categories gives {0} numbers for {1} features."), declared.size - 1, d
                )
            )
        cards = np.maximum(np.maximum(seen, declared), 1)
        cards[-1] = classes.size
        structure = yield from self._structure(data, [int(c) for c in cards], names)
        states = [[str(k) for k in range(c)] for c in cards]
        if (data < 0).any():
            for step in em_fit(data, structure, states, alpha=alpha, max_iter=int(self.max_iter)):
                yield step.iteration + 1, int(self.max_iter) + 1
            net = step.net
        else:
            net = BayesNet.fit(data, structure, states, alpha=alpha)
        self.classes_ = classes
        self.n_features_in_ = d
        self.n_categories_ = cards
        self.edges_ = np.array([[structure.index(p), structure.index(c)] for p, c in structure.edges], dtype=np.int64)
        self.cpt_values_ = np.concatenate([t.ravel() for t in net.cpts])
        self._restore()
        yield 1, 1

    def _structure(
        self, data: np.ndarray, cards: list[int], names: list[str]
    ) -> Generator[tuple[int, int], None, Structure]:
        d = len(names) - 1
        if self.structure is not None:
            given = Structure.from_dict(self.structure)
            if sorted(given.nodes) != sorted(names):
                raise ValueError(Note(QT_TRANSLATE_NOOP("core", "The structure's nodes {0} are not the columns and the class {1}."),
                              ", ".join(given.nodes), ", ".join(names)))  # fmt: skip
            return Structure(names, given.edges)
        if self.search == "naive":
            return Structure(names, [(names[d], n) for n in names[:d]])
        if self.search == "tan":
            root = None if self.root is None else self._index(names, self.root)
            return Structure(names, [(names[p], names[c]) for p, c in tan_edges(data, cards, d, root)])
        if self.search == "k2":
            order = [d, *range(d)] if self.order is None else [self._index(names, n) for n in self.order]
            steps = searching.k2(data, cards, order, self.criterion, self.max_parents)
        else:
            steps = searching.hill_climb(data, cards, self.criterion, tabu_length=int(self.tabu_length),
                                         restarts=int(self.restarts), seed=self.seed, max_parents=self.max_parents)  # fmt: skip
        last = searching.SearchStep(0, 0, None, 0.0, (), 0.0, ())
        for last in steps:
            yield last.step, last.step + 1
        return Structure(names, [(names[p], names[c]) for p, c in last.best_edges])

    @staticmethod
    def _index(names: list[str], node: str) -> int:
        if node not in names:
            raise ValueError(
                Note(
                    QT_TRANSLATE_NOOP("core", "There is no column {0}; the nodes are: {1}."),
                    repr(node),
                    ", ".join(names),
                )
            )
        return int(names.index(node))

    def _restore(self) -> None:
        cards = [int(c) for c in self.n_categories_]
        names = self._names(len(cards) - 1)
        edges = np.asarray(self.edges_, dtype=np.int64).reshape(-1, 2)
        structure = Structure(names, [(names[p], names[c]) for p, c in edges])
        tables, start = [], 0
        values = np.asarray(self.cpt_values_, dtype=float)
        for i in range(len(cards)):
            shape = (*(cards[p] for p in structure.parents(i)), cards[i])
            size = int(np.prod(shape))
            tables.append(values[start : start + size].reshape(shape))
            start += size
        self.structure_ = structure
        self.network_ = BayesNet(structure, [[str(k) for k in range(c)] for c in cards], tables)

    # ------------------------------------------------------------------ prediction
    def _joint_T(self, X: ArrayLike) -> np.ndarray:
        """log P_B(c, x_observed) of every class, shape (n_classes, n_samples)."""
        X = self._check_X(X)
        out = np.empty((self.classes_.size, X.shape[0]))
        for k in range(self.classes_.size):
            data = np.column_stack([X, np.full(X.shape[0], k, dtype=np.int64)])
            out[k] = row_log_marginals(self.network_, data)
        return out

    def decision_scores(self, X: ArrayLike) -> np.ndarray:
        return self._joint_T(X).T

    def predict_log_proba(self, X: ArrayLike) -> np.ndarray:
        """log P(c | x); a row of probability 0 under every class (λ = 0 and a value never counted) gets the
        uniform posterior instead of 0/0."""
        joint = self._joint_T(X)
        top = joint.max(axis=0)
        impossible = ~np.isfinite(top)
        joint[:, impossible] = 0.0
        top[impossible] = 0.0
        with np.errstate(divide="ignore", under="ignore"):
            joint -= top + np.log(np.exp(joint - top).sum(axis=0))
        return joint.T

    def predict_proba(self, X: ArrayLike) -> np.ndarray:
        proba: np.ndarray = np.exp(self.predict_log_proba(X))
        return proba
