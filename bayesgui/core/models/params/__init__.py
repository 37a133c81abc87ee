"""The hyper-parameters the built-in models declare (``Param``s), one module per family.

A parameter declared once is shared by name: models that list the same ``Param`` share its value, so switching
models keeps the user's choices (the prior, λ, the variance estimate).
"""
