"""The multivariate generative classifiers: LDA, QDA and Gaussian Bayes (full covariances), and a Gaussian mixture
per class.
"""
