"""Save a chart or a table as a PNG image or an SVG drawing, by the file name's suffix.

pyqtgraph plots go through pyqtgraph's exporters (PNG at ``PNG_SCALE`` times the on-screen size; SVG falls
back to drawing the scene on a ``QSvgGenerator`` where pyqtgraph's SVGExporter fails with newer Qt); any
other widget (a table, a view holding several plots and a caption) is rendered with ``QWidget.render``
onto an image of the same scale, or onto a ``QSvgGenerator``.
"""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF
from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from bayesgui.data.errors import DataError

PNG_SCALE = 2
SUFFIXES = (".png", ".svg")


def export_filter() -> str:
    """The file-dialog filter for ``export_plot``."""
    return QCoreApplication.translate("PlotExport", "PNG image (*.png);;SVG drawing (*.svg)")


def export_plot(target, path) -> Path:
    """Write ``target`` to ``path`` as PNG or SVG, chosen by the suffix.

    Parameters
    ----------
    target : pyqtgraph PlotItem / graphics item / PlotWidget / GraphicsLayoutWidget, or any QWidget
        A widget with an ``export_target()`` method (e.g. ``CptView``) exports what that returns.
    path : str or Path

    Returns
    -------
    Path
        The file written.

    Raises
    ------
    DataError
        A ValueError: if the suffix is neither .png nor .svg.
    OSError
        If the file cannot be written.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise DataError(
            QCoreApplication.translate(
                "PlotExport", "Cannot export to '{0}': choose a file name ending in .png or .svg."
            ).format(path.name)
        )
    export_target = getattr(target, "export_target", None)
    if callable(export_target):
        target = export_target()
    item = _graphics_item(target)
    if item is not None:
        _export_graphics(item, path, suffix)
    elif isinstance(target, QWidget):
        _export_widget(target, path, suffix)
    else:
        raise TypeError(f"export_plot cannot draw a {type(target).__name__}; pass a plot or a widget.")
    if not path.is_file():
        raise OSError(QCoreApplication.translate("PlotExport", "Could not write {0}.").format(str(path)))
    return path


def _graphics_item(target):
    """The pyqtgraph item or scene to hand to an exporter, or None for a plain widget."""
    if isinstance(target, QGraphicsItem | QGraphicsScene):
        return target
    if isinstance(target, pg.PlotWidget):
        return target.getPlotItem()
    if isinstance(target, pg.GraphicsLayoutWidget):
        return target.ci
    return None


def _export_graphics(item, path: Path, suffix: str) -> None:
    import pyqtgraph.exporters as pg_exporters  # when first exporting: its SVG exporter loads xml.dom (~50 ms)

    if suffix == ".svg":
        try:
            pg_exporters.SVGExporter(item).export(str(path))
        except ValueError:  # pyqtgraph#3485: its path re-parser fails on what newer Qt writes
            _render_scene_svg(item, path)
        return
    exporter = pg_exporters.ImageExporter(item)
    width = int(exporter.parameters()["width"])
    if width < 1:
        raise DataError(
            QCoreApplication.translate("PlotExport", "The plot has no size yet: show it before exporting.")
        )
    exporter.parameters()["width"] = width * PNG_SCALE  # the height follows the aspect ratio
    image = exporter.export(toBytes=True)
    if not image.save(str(path)):
        raise OSError(QCoreApplication.translate("PlotExport", "Could not write {0}.").format(str(path)))


def _render_scene_svg(item, path: Path) -> None:
    """The item's part of its scene drawn onto a QSvgGenerator (what SVGExporter does, without its rewrite)."""
    scene = item if isinstance(item, QGraphicsScene) else item.scene()
    source = scene.sceneRect() if isinstance(item, QGraphicsScene) else item.sceneBoundingRect()
    target = QRectF(0, 0, source.width(), source.height())
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(target.size().toSize())
    generator.setViewBox(target)
    generator.setTitle("BayesGUI")
    painter = QPainter(generator)
    try:
        scene.render(painter, target, source)
    finally:
        painter.end()


def _export_widget(widget: QWidget, path: Path, suffix: str) -> None:
    size = widget.size()
    if size.isEmpty():
        size = widget.sizeHint()
        widget.resize(size)
    if suffix == ".svg":
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(size)
        generator.setViewBox(QRect(0, 0, size.width(), size.height()))
        generator.setTitle(widget.windowTitle() or "BayesGUI")
        painter = QPainter(generator)
        try:
            widget.render(painter, QPoint())
        finally:
            painter.end()
        return
    image = QImage(size * PNG_SCALE, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(PNG_SCALE)
    image.fill(widget.palette().color(QPalette.ColorRole.Window))
    widget.render(image)
    if not image.save(str(path)):
        raise OSError(QCoreApplication.translate("PlotExport", "Could not write {0}.").format(str(path)))
