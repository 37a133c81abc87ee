"""Mergeable per-class sufficient statistics: a model that is a sum over rows, fitted from chunks of a table.

Naive Bayes of every kind (``GaussianNB``, ``CategoricalNB``, ``PoissonNB``, ``MultinomialNB``, ``MixedNB``), LDA,
QDA and ``GaussianBayes`` are functions of per-class counts and sums (Zhou, *Machine Learning* §7.3, eqs. 7.16-7.20;
the Gaussian classifiers' means and scatter matrices, eqs. 7.12-7.13). Their statistics are gathered one chunk of
rows at a time, combined across chunks, machines or folds, and turned into the fitted model at the end.

Interface
---------
::

    acc = stats_for(template, n_classes, n_features)  # template: an unfitted estimator (its hyper-parameters)
    acc.update(X_chunk, y_chunk, first_row=r)          # y: class codes 0..n_classes-1; X as template.fit reads it
    both = acc.merge(other)                            # a new accumulator: the rows of both (exact, see below)
    rest = both.subtract(part)                         # the rows of ``both`` that are not in ``part``
    model = acc.to_model()                             # the fitted estimator template.fit(all X, all y) gives
    acc.grow_classes(n)                                # room for class codes met later in the stream
    model = acc.to_model(template=final)               # hyper-parameters known only at the end (level counts)
    acc = part.relabel(class_map, n, level_maps, rows_before=r)  # a part numbered on its own, in the whole's numbers

* ``X`` is what the estimator's ``fit`` reads: category codes (-1 or NaN: missing) for ``CategoricalNB`` and the
  categorical columns of ``MixedNB``, numbers with NaN for missing values elsewhere. ``first_row`` (the chunk's
  first row in the whole table) makes an error name the table's row.
* ``to_model()`` has the fitted attributes of an in-memory ``fit`` on the rows seen, in any chunking, to rounding
  (1e-12): its ``classes_`` are the class codes that have rows (``to_model(classes)`` keeps the codes given, as a
  fold's model keeps the classes of the whole fit), and its ``n_categories_`` the levels seen or declared.
* ``merge`` is exact for counts (integers in float64 up to 2**53). Gaussian naive Bayes keeps each class's sums
  relative to a reference value (its first row, as ``fit`` does); merging re-centres the other side's sums on this
  side's references. LDA, QDA and Gaussian Bayes keep (count, mean, centred scatter) per class and merge with Chan
  et al.'s pairwise formulas (:func:`bayesgui.core.discriminant.stats.merge_stats`), never a raw sum of squares.
* ``subtract`` takes a subset's statistics out (a fold's: the model trained on the other rows), as the model's
  ``downdate`` does in memory. For the result to match ``downdate`` to rounding, gather the subset with
  ``update(..., references=whole)`` after ``whole.update`` of the same chunk: it then uses the whole's reference
  values (:class:`bayesgui.core.streaming.folds`-based k-fold does so).
* ``relabel`` renumbers a part of a table that was encoded on its own (a Dask partition numbers its levels and
  classes as it meets them): class code c becomes ``class_map[c]`` and level l of column j ``level_maps[j][l]``,
  the count arrays permuted and widened (a Gaussian statistic moves with its class only); ``rows_before`` puts its
  rows after those of the parts before it (which class met its first row first). Merging the renumbered parts in
  table order gives the accumulator of one pass over the whole table.
* The accumulators are plain objects of numpy arrays: they pickle (a Dask reduction ships them between workers).

Limits: columns beyond +-2**100 are refused rather than rescaled (an in-memory fit works with them in units of a
power of two, which needs the whole column's range first; see :mod:`bayesgui.core.base._scaling`); ``missing="em"``
of the Gaussian classifiers and the EM models (semi-supervised naive Bayes, mixtures) are not sums of rows
(:func:`supports` says no, :func:`refusal` says why).
"""

from __future__ import annotations

from bayesgui.core.streaming.statistics.discriminant import DiscriminantStats
from bayesgui.core.streaming.statistics.dispatch import refusal, stats_for, supports
from bayesgui.core.streaming.statistics.naive_bayes import NaiveBayesStats
from bayesgui.core.streaming.statistics.sums import SumStatistics

__all__ = ["DiscriminantStats", "NaiveBayesStats", "SumStatistics", "refusal", "stats_for", "supports"]
