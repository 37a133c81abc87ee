"""The interface languages: which one to start in, and installing its translations at run time."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from bayesgui.paths import resource

LANGUAGE_NAMES = {"en": "English", "zh_CN": "简体中文"}  # code -> name in that language (the Language menu)
LANGUAGES = tuple(LANGUAGE_NAMES)
_translators: list[QTranslator] = []
QT_GAPS = (  # Qt 6 file-dialog labels that Qt's own qtbase_zh_CN.qm lacks: our .ts translates them
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


def choose_language(requested: str | None) -> str:
    """--lang, else the language chosen in the menu last time, else the system locale."""
    if requested:
        return requested
    saved = QSettings().value("language")
    if saved in LANGUAGES:
        return saved
    return "zh_CN" if QLocale.system().name().startswith("zh") else "en"


def qt_translation_folders() -> list[str]:
    """Where Qt's own translations (qtbase_zh_CN.qm: the file dialogs' "Look in:", OK, Cancel) may be: Qt's
    configured folder, then PySide6's own (a wheel's or a bundle's ``PySide6/Qt/translations``)."""
    import PySide6

    here = Path(PySide6.__file__).parent
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    folders += [str(here / "Qt" / "translations"), str(here / "translations")]
    return [f for f in dict.fromkeys(folders) if f and Path(f).is_dir()]


def install_translators(app: QApplication, language: str) -> None:
    """Ours from resources/translations, and Qt's own for standard dialogs (OK, Cancel, ...).

    English has ours too: the plural forms of the "%n row(s)" strings ("1 row", "2 rows"), nothing else.
    """
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    QLocale.setDefault(QLocale(language if language != "en" else "en_US"))
    ours = QTranslator(app)
    if ours.load(str(resource("translations", f"bayesgui_{language}.qm"))):
        _translators.append(ours)
    qt = QTranslator(app)
    if language != "en" and any(qt.load(f"qtbase_{language}", folder) for folder in qt_translation_folders()):
        _translators.append(qt)
    for translator in _translators:
        app.installTranslator(translator)
