"""Every sentence the layers below Qt write as a Note has a finished Chinese translation with the same placeholders,
and every Note is made from a template that pyside6-lupdate can find."""

import ast
import importlib
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from bayesgui.app.language.translators import install_translators
from bayesgui.core.note import Note
from bayesgui.data.errors import DataError
from bayesgui.paths import resource
from bayesgui.qt.common.text.translate import CONTEXTS, translated

ROOT = Path(__file__).resolve().parents[2] / "bayesgui"
PLACEHOLDER = re.compile(r"\{\d+\}")
# a Note's template is a QT_TRANSLATE_NOOP(...) call or a constant made by one; these names are parameters
# that receive such a constant (_require_rows's ``fix``), a model's name from the registry or one of its estimation
# sentences (``Estimate.sentences``; both marked in the "models" context)
PASSED_ON = {"fix", "label", "sentence"}


def _calls(name: str):
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == name:
                yield path, node


def _translations() -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(resource("translations", "bayesgui_zh_CN.ts")).getroot()
    return {
        (context.findtext("name"), message.findtext("source")): message.find("translation")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_every_marked_sentence_below_qt_has_a_finished_translation():
    table, checked = _translations(), 0
    for path, call in _calls("QT_TRANSLATE_NOOP"):
        context, text = (ast.literal_eval(arg) for arg in call.args)
        if context not in CONTEXTS:
            continue
        translation = table.get((context, text))
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        assert translation is not None, f"{where}: {text!r} is not in the .ts (run lupdate)"
        assert translation.get("type") is None and translation.text, f"{where}: {text!r} is not translated"
        assert set(PLACEHOLDER.findall(translation.text)) == set(PLACEHOLDER.findall(text)), where
        checked += 1
    assert checked > 150


def _module(path: Path):
    return importlib.import_module(".".join(path.relative_to(ROOT.parent).with_suffix("").parts))


def test_every_note_is_made_from_a_marked_template():
    sources = {source for context, source in _translations() if context in CONTEXTS}
    notes = 0
    for path, call in _calls("Note"):
        first = call.args[0]
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        if isinstance(first, ast.Call):
            assert getattr(first.func, "id", None) == "QT_TRANSLATE_NOOP", where
        elif isinstance(first, ast.Name) and first.id in PASSED_ON:
            pass
        else:  # a constant of its module (or a table of them): its value must be a marked sentence
            assert isinstance(first, (ast.Name, ast.Subscript)), f"{where}: a Note of an unmarked sentence"
            name = first.value.id if isinstance(first, ast.Subscript) else first.id
            value = getattr(_module(path), name)
            values = value.values() if isinstance(value, dict) else [value]
            assert all(v in sources for v in values), f"{where}: {name} is not marked with QT_TRANSLATE_NOOP"
        notes += 1
    assert notes > 150


@pytest.fixture
def chinese():
    install_translators(QApplication.instance(), "zh_CN")
    yield
    install_translators(QApplication.instance(), "en")


def test_translated_writes_notes_and_errors_in_the_language_and_leaves_plain_text(qapp, chinese):
    from bayesgui.data.readers.files import THE_FILE
    from bayesgui.tasks.progress import ENCODING

    error = DataError(Note("{0} {1} does not exist. Check its name and folder.", THE_FILE, "/x/a.csv"))
    assert translated(error) == "文件 /x/a.csv 不存在。请检查文件名和所在文件夹。"
    assert str(error) == "The file /x/a.csv does not exist. Check its name and folder."
    assert translated(ENCODING) == "正在编码表格"
    assert translated("Encoding the table") == "Encoding the table"  # plain text is shown as it is
    assert translated(OSError("disk full")) == "disk full"


def test_the_estimation_sentences_a_model_declares_are_written_in_chinese(qapp, chinese):
    from bayesgui.report.worked.choices import model_choices
    from tests.report.conftest import train

    prior, likelihood, variance = model_choices(train("watermelon3", uniform_prior=True, alpha=0.5))
    assert translated(prior) == "P(c) = 1 / N：均匀先验（N = 2 个类）"
    assert translated(likelihood).endswith("类条件概率的贝叶斯估计，λ = 0.5")
    assert translated(variance).endswith("极大似然估计") and translated(variance) != variance
