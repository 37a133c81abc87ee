"""Tables larger than memory: the models that are sums of per-class statistics, fitted chunk by chunk.

* :mod:`~bayesgui.core.streaming.statistics`: ``stats_for(template, n_classes, n_features)``, an accumulator of
  the sufficient statistics of any naive Bayes, LDA, QDA or Gaussian Bayes; ``update`` per chunk, ``merge`` (exact),
  ``subtract`` (a fold taken out), ``to_model`` (the fitted estimator an in-memory fit gives);
* :mod:`~bayesgui.core.streaming.folds`: each row's fold from a seeded hash of its position (k-fold, hold-out);
* :mod:`~bayesgui.core.streaming.tally`: confusion counts and the empirical risk, added up chunk by chunk.
"""
