"""export_plot: PNG (at twice the screen size) and SVG files of plots, tables and whole views."""

import pytest
from PySide6.QtGui import QImage

from bayesgui.qt.classify.posterior_view import PosteriorView
from bayesgui.qt.common.plots.export import PNG_SCALE, export_filter, export_plot
from bayesgui.qt.model.cpt_view import CptView


def shown(qtbot, widget, width=640, height=360):
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def png_size(path):
    image = QImage(str(path))
    assert not image.isNull(), f"{path} does not decode"
    return image.width(), image.height()


def assert_svg(path):
    text = path.read_text(encoding="utf-8")
    assert "<svg" in text and ("<path" in text or "<polyline" in text)
    return text


def test_posterior_view_as_png_and_svg(qtbot, melon_session, tmp_path):
    view = shown(qtbot, PosteriorView(melon_session))
    png = export_plot(view, tmp_path / "posterior.png")
    assert png_size(png) == (PNG_SCALE * view.width(), PNG_SCALE * view.height())
    svg = assert_svg(export_plot(view, tmp_path / "posterior.SVG"))  # the suffix is case-insensitive
    assert "Decision" in svg  # the caption is part of the drawing


def test_density_plot_through_pyqtgraph_exporters(qtbot, melon_session, tmp_path):
    view = shown(qtbot, CptView(melon_session))
    view.set_feature("密度")
    plot_item = view.current_page().getPlotItem()
    width, _ = png_size(export_plot(view, tmp_path / "density.png"))  # CptView exports its current page
    assert width > 100
    assert width == pytest.approx(PNG_SCALE * plot_item.sceneBoundingRect().width(), abs=1)
    width, _ = png_size(export_plot(plot_item, tmp_path / "item.png"))
    assert width > 100
    assert_svg(export_plot(plot_item, tmp_path / "density.svg"))


def test_table_as_png_and_svg(qtbot, melon_session, tmp_path):
    view = shown(qtbot, CptView(melon_session))
    view.set_feature("色泽")
    table = view.current_page()
    assert png_size(export_plot(view, tmp_path / "table.png"))[0] == PNG_SCALE * table.width()
    assert "青绿" in assert_svg(export_plot(table, tmp_path / "table.svg"))


@pytest.mark.parametrize("name", ["plot.jpg", "plot", "plot.png.txt"])
def test_other_suffixes_are_refused(qtbot, melon_session, tmp_path, name):
    view = shown(qtbot, PosteriorView(melon_session))
    with pytest.raises(ValueError, match=r"\.png or \.svg"):
        export_plot(view, tmp_path / name)
    assert list(tmp_path.iterdir()) == []


def test_the_dialog_filter_names_both_formats(qapp):
    assert "*.png" in export_filter() and "*.svg" in export_filter()
