"""The EM lab's plots: one column (``one_column``), two columns (``two_columns``), the log-likelihood against the
iteration (``loglik``), BIC / AIC against K (``bic``), the fast pyqtgraph items they share (``graphics``) and
pointing at the 2-D plot's points (``point_picker``)."""
