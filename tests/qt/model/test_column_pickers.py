"""SPODE's super-parent and TAN's root are picked from the table's columns in the model panel: the choice retrains
the model (its parents and its show your work change) and is kept in the settings (hence the project)."""


from bayesgui.report.worked.text import render_text

CATEGORICAL = ["色泽", "根蒂", "敲声", "纹理", "脐部", "触感"]


def choose(qtbot, session, combo, text):
    index = combo.findText(text)
    assert index >= 0, [combo.itemText(i) for i in range(combo.count())]
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        combo.setCurrentIndex(index)
        combo.activated.emit(index)  # what a click on the item sends


def choices(combo):
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_super_parent_picked_is_every_attribute_s_parent(qtbot, melon_session, panel):
    choose(qtbot, melon_session, panel.model_combo, "SPODE (super-parent one-dependent)")
    picker = panel.editor("super_parent")
    assert picker.isVisibleTo(panel) and not panel.editor("tan_root").isVisibleTo(panel)
    assert choices(picker) == ["(first column)", *CATEGORICAL]  # 密度 and 含糖率 are continuous: not offered
    first = melon_session.model.estimator.parents_.tolist()
    assert first == [-1, 0, 0, 0, 0, 0]
    choose(qtbot, melon_session, picker, "纹理")
    assert melon_session.settings.super_parent == "纹理"
    assert melon_session.model.estimator.parents_.tolist() == [3, 3, 3, -1, 3, 3]
    qtbot.waitUntil(lambda: "P(色泽=青绿 | 好瓜=是, 纹理=清晰)" in render_text(melon_session.record), timeout=5000)
    assert melon_session.settings.to_dict()["super_parent"] == "纹理"  # what a settings or project file keeps


def test_the_root_picked_directs_the_tree_away_from_it(qtbot, melon_session, panel):
    choose(qtbot, melon_session, panel.model_combo, "TAN (tree-augmented naive Bayes)")
    picker = panel.editor("tan_root")
    assert picker.isVisibleTo(panel) and choices(picker)[1:] == CATEGORICAL
    before = melon_session.model.estimator.parents_.tolist()
    assert before[0] == -1
    choose(qtbot, melon_session, picker, "脐部")
    after = melon_session.model.estimator.parents_.tolist()
    assert after[4] == -1 and after != before
    skeleton = {frozenset((p, c)) for c, p in enumerate(before) if p >= 0}
    assert skeleton == {frozenset((p, c)) for c, p in enumerate(after) if p >= 0}  # the same tree, another root


def test_with_bins_the_continuous_columns_can_be_picked(qtbot, melon_session, panel):
    choose(qtbot, melon_session, panel.model_combo, "SPODE (super-parent one-dependent)")
    assert "Left out: 密度, 含糖率" in panel.note_label.text()
    bins = panel.editor("bins")
    choose(qtbot, melon_session, bins, "equal-width bins")
    assert choices(panel.editor("super_parent"))[1:] == [*CATEGORICAL, "密度", "含糖率"]
    assert "Left out" not in panel.note_label.text()
    choose(qtbot, melon_session, panel.editor("super_parent"), "密度")
    assert melon_session.model.estimator.parents_.tolist() == [6, 6, 6, 6, 6, 6, -1, 6]
    # 密度 runs from 0.243 to 0.774: 4 bins of (0.774 − 0.243) / 4 = 0.13275
    assert melon_session.model.schema.levels[6] == ("[0.243, 0.3758)", "[0.3758, 0.5085)", "[0.5085, 0.6412)",
                                                    "[0.6412, 0.774]")  # fmt: skip


def test_a_saved_name_the_table_lacks_stays_shown(qtbot, melon_session, panel):
    melon_session.set_settings(melon_session.settings.replace(model="tan", tan_root="瓜蒂"))
    assert panel.editor("tan_root").currentText() == "瓜蒂 (not in this table)"
