"""The notes an explanation carries are written in the interface's language, with their names and numbers."""

import numpy as np

from bayesgui.core.note import MARGINALISED_NOTE, MEAN_NOTE, ZERO_RULE_NOTE, Note
from bayesgui.report import render_html, render_text
from tests.report.conftest import example_of, visible

CHINESE = {
    MARGINALISED_NOTE: "缺失的属性（{0}）已被边缘化",
    MEAN_NOTE: "{0} 缺失；用训练均值 {1} 代替。",
    ZERO_RULE_NOTE: "每个类的联合概率都为 0",
}


def to_chinese(text: str) -> str:
    return CHINESE.get(text, text)


def test_a_note_is_its_english_sentence_and_keeps_its_template():
    note = Note(MEAN_NOTE, "密度", "0.5")
    assert note == "密度 is missing; the training mean 0.5 was used in its place."
    assert note.translated(to_chinese) == "密度 缺失；用训练均值 0.5 代替。"


def test_the_marginalisation_note_of_lda_is_translated_with_the_missing_names(lda):
    example = example_of(lda, "iris", 60, petal_width=np.nan)
    assert any("petal_width" in note and "marginalised" in note for note in example.notes)
    for page in (render_text(example, to_chinese), visible(render_html(example, to_chinese))):
        assert "缺失的属性（petal_width）已被边缘化" in page and "marginalised out" not in page


def test_the_mean_note_of_a_baseline_is_translated_with_its_number(logistic):
    example = example_of(logistic, "iris", 60, sepal_length=np.nan)
    text = render_text(example, to_chinese)
    mean = float(logistic.estimator.feature_mean_[0])
    assert f"sepal_length 缺失；用训练均值 {mean:.6g} 代替。" in text


def test_the_zero_probability_rule_note_is_translated():
    import pandas as pd

    from bayesgui.core import LossMatrix
    from bayesgui.data import Dataset
    from bayesgui.data.saved.model_settings import ModelSettings
    from bayesgui.report import build
    from bayesgui.tasks.train import fit_model

    frame = pd.DataFrame({"x": ["a", "a", "b", "b"], "z": ["p", "p", "q", "q"], "y": ["A", "A", "B", "B"]})
    dataset = Dataset.from_frame(frame, target="y", kinds={"x": "categorical", "z": "categorical"})
    model = fit_model(dataset.to_arrays(), ModelSettings(alpha=0.0))
    x = model.schema.encode_features(pd.DataFrame({"x": ["b"], "z": ["p"]}))[0]  # 0 under A (x) and B (z)
    example = build(model, x, LossMatrix.zero_one(model.class_names))
    assert len(example.notes) == 1 and "joint probability 0" in example.notes[0]
    assert "每个类的联合概率都为 0" in render_text(example, to_chinese)
