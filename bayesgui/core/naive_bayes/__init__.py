"""Naive Bayes (Zhou §7.3, Li Hang ch. 4): one class per feature family (categorical, Gaussian, Poisson,
multinomial) and their mix, on one shared base.
"""
