"""Gaussian mixtures fitted by EM (Zhou §9.4.3, Li Hang §9.3): the model, its density, its starts and its M step.

The public names are ``bayesgui.core.mixture.model.__all__`` (one list, kept there).
"""

from bayesgui.core.mixture import model
from bayesgui.core.mixture.model import *  # noqa: F403  (the names of model.__all__)

__all__ = list(model.__all__)
