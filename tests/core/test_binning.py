"""Bins for a continuous column (core/binning): equal width and equal frequency against edges worked by hand."""

import numpy as np
import pytest

from bayesgui.core import binning


def test_equal_width_cuts_the_range_into_equal_parts():
    edges = binning.edges([0.0, 1.0, 2.0, 10.0, np.nan], 4, "equal-width")  # (10 − 0) / 4 = 2.5
    assert edges.tolist() == [0.0, 2.5, 5.0, 7.5, 10.0]
    assert binning.codes([0.0, 2.4999, 2.5, 7.5, 10.0, np.nan], edges).tolist() == [0, 0, 1, 3, 3, -1]
    assert binning.labels(edges) == ("[0, 2.5)", "[2.5, 5)", "[5, 7.5)", "[7.5, 10]")


def test_equal_frequency_edges_are_the_quantiles():
    values = np.arange(1.0, 10.0)  # 1..9: the quantiles at 1/3 and 2/3 are 1 + 8/3 and 1 + 16/3
    edges = binning.edges(values, 3, "equal-frequency")
    assert edges == pytest.approx([1.0, 11 / 3, 19 / 3, 9.0])
    assert np.bincount(binning.codes(values, edges)).tolist() == [3, 3, 3]


def test_new_values_beyond_the_training_range_fall_into_the_end_bins():
    edges = binning.edges([1.0, 2.0, 3.0], 2, "equal-width")
    assert binning.codes([-100.0, 100.0], edges).tolist() == [0, 1]


def test_tied_quantiles_are_merged_and_a_constant_column_is_one_bin():
    assert binning.edges([1, 1, 1, 1, 2], 2, "equal-frequency").tolist() == [1.0, 2.0]
    constant = binning.edges([5.0, 5.0], 3, "equal-width")
    assert binning.codes([5.0, 4.0, 6.0], constant).tolist() == [0, 0, 0] and binning.labels(constant) == ("[5, 5]",)


def test_labels_take_the_digits_that_keep_two_edges_apart():
    assert binning.labels([1.00001, 1.00002, 2.0]) == ("[1.00001, 1.00002)", "[1.00002, 2]")


@pytest.mark.parametrize(("n_bins", "method"), [(0, "equal-width"), (2.5, "equal-width"), (3, "quantile")])
def test_a_bad_setting_is_refused(n_bins, method):
    with pytest.raises(ValueError):
        binning.edges([1.0, 2.0], n_bins, method)
