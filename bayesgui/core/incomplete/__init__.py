"""EM with something unseen: latent class models, semi-supervised naive Bayes, and EM's lower bound along one
parameter.
"""
