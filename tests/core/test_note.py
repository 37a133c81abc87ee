"""A Note is its English text, keeps its template and arguments, and survives copying, pickling and raising."""

import copy
import pickle

from bayesgui.core.note import Note, message_of


def test_a_note_is_the_english_text_and_keeps_its_parts():
    note = Note("Column {0} has {1} rows.", "a{b}", 3)
    assert note == "Column a{b} has 3 rows." and type(str(note)) is str
    assert (note.template, note.args) == ("Column {0} has {1} rows.", ("a{b}", "3"))


def test_copy_and_pickle_rebuild_the_note_from_its_template():
    inner = Note("The {0}", "file")
    note = Note("{0} {1} is missing.", inner, "x{0}.csv")  # braces in an argument are not re-formatted
    for twin in (copy.copy(note), copy.deepcopy(note), pickle.loads(pickle.dumps(note))):
        assert twin == note and isinstance(twin, Note)
        assert twin.template == note.template and isinstance(twin.args[0], Note)


def test_nested_notes_are_translated_with_the_sentence():
    words = {"{0} {1} is missing.": "缺少{0} {1}。", "The {0}": "{0}", "file": "文件"}
    note = Note("{0} {1} is missing.", Note("The {0}", Note("file")), "x.csv")
    assert note == "The file x.csv is missing."
    assert note.translated(lambda t: words.get(t, t)) == "缺少文件 x.csv。"


def test_an_exception_keeps_its_note():
    note = Note("Row {0} is bad.", 7)
    error = ValueError(note)
    assert str(error) == "Row 7 is bad." and message_of(error) is note
    assert message_of(pickle.loads(pickle.dumps(error))).template == "Row {0} is bad."
    assert message_of(ValueError("plain")) == "plain"
    assert message_of(KeyError("k")) == "'k'"
