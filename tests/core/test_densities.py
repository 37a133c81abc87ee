"""The plotting densities equal scipy.stats' (which the application itself does not import)."""

import subprocess
import sys

import numpy as np
from scipy import stats

from bayesgui.core.densities import normal_pdf, poisson_pmf


def test_normal_pdf_equals_scipy():
    x = np.linspace(-3, 5, 41)
    np.testing.assert_allclose(normal_pdf(x, 0.7, 1.3), stats.norm.pdf(x, loc=0.7, scale=1.3), rtol=1e-13)


def test_poisson_pmf_equals_scipy_including_a_zero_rate():
    k = np.arange(0, 30)
    np.testing.assert_allclose(poisson_pmf(k, 4.2), stats.poisson.pmf(k, 4.2), rtol=1e-12)
    np.testing.assert_array_equal(poisson_pmf(k, 0.0), (k == 0).astype(float))


def test_the_window_and_the_report_layer_do_not_load_scipy_stats():
    code = "import sys, bayesgui.report.probability_tables, bayesgui.cli; print('scipy.stats' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
