"""The node boxes follow presentation mode's font (and any change of the application's font) while the tab is
shown: bigger names in bigger boxes, the arrows still running from box to box; switched off, as they were."""

import pytest
from PySide6.QtCore import QPointF

from bayesgui.qt.common.presentation import FONT_SCALE, Presentation


def sizes(tab):
    return {name: (item.label.font().pointSizeF(), item.path().boundingRect().height())
            for name, item in tab.graph.nodes.items()}  # fmt: skip


def test_node_boxes_follow_presentation_modes_font_while_shown(qtbot, tab):
    before = sizes(tab)
    presentation = Presentation(tab)
    presentation.set_on(True)
    try:
        qtbot.waitUntil(lambda: sizes(tab)["好瓜"][0] > before["好瓜"][0])
        after = sizes(tab)
        for name, (points, height) in after.items():
            assert points == pytest.approx(before[name][0] * FONT_SCALE)
            assert height > before[name][1]  # the box grew around the bigger name
        for (p, c), arrow in tab.graph.edges.items():  # each arrow still runs from border to border of the boxes
            path = arrow.path()
            for k, node in ((0, p), (1, c)):
                end = arrow.mapToScene(QPointF(path.elementAt(k).x, path.elementAt(k).y))
                box = tab.graph.nodes[node].sceneBoundingRect()
                assert box.adjusted(-1, -1, 1, 1).contains(end) and not box.adjusted(2, 2, -2, -2).contains(end)
    finally:
        presentation.set_on(False)
    qtbot.waitUntil(lambda: sizes(tab) == before)
