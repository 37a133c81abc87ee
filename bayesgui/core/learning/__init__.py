"""The three ways to use naive Bayes of Zhou, *Machine Learning* §7.3: a look-up table, lazy and incremental learning.

* :mod:`~bayesgui.core.learning.incremental`: ``add_rows`` / ``remove_rows`` / ``edit_rows`` correct only the
  statistics the rows touch, and say which (``Update.changes``);
* :mod:`~bayesgui.core.learning.lookup`: ``LookupTable.of(model)``, every P(c) and P(x_i|c) computed once; its
  ``predict_proba`` reads the table;
* :mod:`~bayesgui.core.learning.lazy`: ``LazyModel``, nothing trained; each prediction counts from the current rows.
"""
