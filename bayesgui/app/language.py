"""The interface languages: which one to start in, and installing its translations at run time."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from bayesgui.paths import resource

LANGUAGE_NAMES = {"en": "English", "zh_CN": "简体中文"}  # code -> name in that language (the Language menu)
LANGUAGES = tuple(LANGUAGE_NAMES)
_translators: list[QTranslator] = []


def choose_language(requested: str | None) -> str:
    """--lang, else the language chosen in the menu last time, else the system locale."""
    if requested:
        return requested
    saved = QSettings().value("language")
    if saved in LANGUAGES:
        return saved
    return "zh_CN" if QLocale.system().name().startswith("zh") else "en"


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
    if language != "en" and qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        _translators.append(qt)
    for translator in _translators:
        app.installTranslator(translator)
