"""plots.style turns the palette into Qt: colours with alpha, dash names into pen styles, model pens."""

from PySide6.QtCore import Qt

from bayesgui.qt.common.plots.style import PEN_STYLES, class_color, component_color, model_pen, pen_style
from bayesgui.report import palette


def test_every_dash_name_has_its_own_pen_style():
    assert set(PEN_STYLES) == set(palette.DASHES)
    assert len({pen_style(d) for d in palette.DASHES}) == len(palette.DASHES)
    assert pen_style("no such dash") == Qt.PenStyle.SolidLine


def test_colours_come_from_the_palette():
    assert class_color(1).name() == palette.class_color(1)
    assert component_color(9, 100).name() == palette.component_color(9) and component_color(9, 100).alpha() == 100


def test_model_pens_follow_the_palette():
    pen = model_pen("lda", 2.0)
    assert pen.color().name() == palette.model_line("lda").color and pen.style() == Qt.PenStyle.DashLine
    assert model_pen("lda", 1.0, "dot").style() == Qt.PenStyle.DotLine
