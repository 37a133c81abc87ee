"""The bins setting of the models that read categorical attributes only (SPODE, TAN, AODE, a Bayesian network):
off (a continuous or count column is left out, with a notice), or N intervals of equal width or equal frequency
(:mod:`bayesgui.core.binning`), whose edges the trained model keeps."""

from __future__ import annotations

from bayesgui.core.models.param import Param
from bayesgui.core.translatable import QT_TRANSLATE_NOOP

BINS = Param(
    "bins",
    str,
    "off",
    QT_TRANSLATE_NOOP("models", "Continuous &columns:"),
    QT_TRANSLATE_NOOP(
        "models",
        "The model reads categorical attributes: a continuous or count column is left out, or cut into N intervals "
        "of equal width ((max − min)/N each) or of equal frequency (about |D|/N rows each); the intervals' edges are "
        "kept with the model and shown as the values' names",
    ),
    choices=(
        ("off", QT_TRANSLATE_NOOP("models", "left out")),
        ("equal-width", QT_TRANSLATE_NOOP("models", "equal-width bins")),
        ("equal-frequency", QT_TRANSLATE_NOOP("models", "equal-frequency bins")),
    ),
)
N_BINS = Param(
    "n_bins",
    int,
    4,
    QT_TRANSLATE_NOOP("models", "&Number of bins:"),
    QT_TRANSLATE_NOOP("models", "How many intervals a continuous or count column is cut into, when bins are chosen"),
    low=2,
    high=100,
    gui_range=(2, 20),
    step=1,
    decimals=0,
)
BINNING = (BINS, N_BINS)
