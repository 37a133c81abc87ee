"""Semi-naive Bayes (Zhou, *Machine Learning* §7.4): one-dependent estimators over categorical attributes.

SPODE (one chosen super-parent, eq. 7.21), TAN (a tree learned from the conditional mutual information of eq. 7.22)
and AODE (the average over every super-parent seen often enough, eqs. 7.23–7.25), all counted with numpy.
"""
