"""The EM lab's export: every frame of the run as an animated GIF or PNG frames, with the CLI's renderer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from bayesgui.qt.common.failure import failure


def export_animation(lab, gif=None, folder=None) -> list:
    """Render every frame of ``lab``'s run (only the M steps if ticked; restarts side by side) into an animated
    GIF ``gif`` and/or PNG frames in ``folder``, with the CLI's renderer; returns the files written."""
    from bayesgui.report.em.frames import EMFrameRenderer  # Pillow: only when exporting

    player = lab.player
    player.pause()
    points = lab.drawn_points()
    if not len(points):
        return []
    renderer = EMFrameRenderer(points, seed=lab.controls.seed_spin.value())  # as the CLI's --seed

    def frame(index: int):
        runs = range(player.n_runs)
        return renderer.render_runs(
            [(player.snapshot_at(index, r), player.responsibilities_at(index, r)) for r in runs]
        )

    return player.export(frame, folder, gif, lab.controls.only_m_check.isChecked())


def ask_export(lab, gif: bool) -> None:
    """Ask where, then export ``lab``'s run as a GIF (``gif``) or as PNG frames."""
    if gif:
        title = QCoreApplication.translate("EmLab", "Export animation")
        kind = QCoreApplication.translate("EmLab", "GIF (*.gif)")
        path, _ = QFileDialog.getSaveFileName(lab, title, "em.gif", kind)
    else:
        title = QCoreApplication.translate("EmLab", "Folder for the PNG frames")
        path = QFileDialog.getExistingDirectory(lab, title)
    if not path:
        return
    if gif and not path.lower().endswith(".gif"):  # "em.svg" typed in a GIF dialog: Pillow refused it, uncaught
        path += ".gif"
    try:
        written = export_animation(lab, **({"gif": path} if gif else {"folder": path}))
    except (OSError, ValueError) as exc:
        lab._session.error.emit(failure(exc))
        return
    lab.say(QCoreApplication.translate("EmLab", "Exported {0} files.").format(len(written)))
