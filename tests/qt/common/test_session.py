"""The session: background training, undoable edits, the one record every view reads, cancelling."""

import numpy as np
import pandas as pd
import pytest
from PySide6.QtWidgets import QApplication

from bayesgui.core import LossMatrix
from bayesgui.data import Dataset, load_sample
from bayesgui.qt.common.session import TRAIN_DELAY_MS


def trained(qtbot, session, dataset):
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        session.load(dataset)
    if session.model is None:  # load() emits model_changed(None) first; wait for the trained one
        with qtbot.waitSignal(session.model_changed, timeout=10000):
            pass
    return session


def test_loads_trains_in_the_background_and_classifies_row_0(qtbot, session):
    trained(qtbot, session, load_sample("watermelon3"))
    assert session.model.class_names == ("是", "否")
    record = session.record
    assert session.query_row == 0 and record.decision == "是"
    direct = session.model.estimator.predict_proba(session.query[None])[0]
    assert list(record.posterior.values()) == pytest.approx(direct, rel=1e-12)


def test_a_new_table_trains_at_once_and_edits_wait_for_the_delay(qtbot, session):
    """Loading starts training on the next turn of the event loop, with no delay (nothing to gather: waiting only
    delayed the first model, 150 ms of the start-up; the next turn keeps the table's first paint and the job's
    start apart); a kind edit still waits for the delay, so that a run of edits trains once."""
    session.load(load_sample("watermelon3"))
    assert session.retrain_pending and session._train_timer.remainingTime() == 0
    QApplication.processEvents()
    assert session.trainer.busy and not session.retrain_pending
    with qtbot.waitSignal(session.trainer.succeeded, timeout=10000):
        pass
    session.set_kind("密度", "ignore")
    assert not session.trainer.busy and session._train_timer.isActive()
    assert session._train_timer.remainingTime() > TRAIN_DELAY_MS / 2
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        pass


def test_kind_edits_are_undoable_and_retrain(qtbot, session):
    trained(qtbot, session, load_sample("watermelon3"))
    assert "密度" in session.model.schema.feature_names
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        session.set_kind("密度", "ignore")
    assert "密度" not in session.model.schema.feature_names
    with qtbot.waitSignal(session.model_changed, timeout=10000):
        session.undo_stack.undo()
    assert "密度" in session.model.schema.feature_names
    assert session.dataset.kinds["密度"] == "continuous"


def test_loss_edit_changes_the_decision_and_undoes(qtbot, session):
    trained(qtbot, session, load_sample("watermelon3"))
    session.set_query_values(
        {"色泽": "青绿", "根蒂": "蜷缩", "敲声": "浊响", "纹理": "稍糊", "脐部": "凹陷", "触感": "硬滑",
         "密度": 0.697, "含糖率": 0.460}
    )
    assert session.record.decision == "是"
    costly = LossMatrix.from_decisions([[0, 1000], [1, 0]], ("是", "否"))
    with qtbot.waitSignal(session.loss_changed):
        session.set_loss(costly)
    assert session.record.decision == "否"
    session.undo_stack.undo()
    assert session.record.decision == "是" and session.loss.is_zero_one()


def test_cancel_stops_a_million_row_training_at_its_next_step(qtbot, session, held_training):
    rng = np.random.default_rng(0)
    n = 1_000_000
    frame = pd.DataFrame({f"x{j}": rng.normal(size=n) for j in range(20)})
    frame["label"] = rng.choice(["a", "b", "c"], n)
    session.load(Dataset.from_frame(frame, target="label"))
    session.train()
    with qtbot.waitSignal(session.trainer.progressed, timeout=10000):
        pass  # the job is running
    with qtbot.assertNotEmitted(session.trainer.succeeded), qtbot.waitSignal(
        session.trainer.stopped, timeout=10000
    ) as stopped:
        session.trainer.cancel()
        assert not session.trainer.busy  # the app is free at once
        held_training.set()  # the job goes on to its next step, where it stops
    assert stopped.args == [True], "the job ran to its end instead of stopping at the cancel"
    session.trainer.wait()
    assert session.model is None


def test_a_query_the_model_cannot_classify_is_a_message_and_no_record(qtbot, session):
    """A Bayesian network sums a query's missing cells out by listing their values: with 17 two-level features all
    missing, 2^17 combinations are more than it lists, and it refuses the query. The user reads why (the session's
    ``error``), the panels show no decision; it is not an internal error."""
    from bayesgui.data.saved.model_settings import ModelSettings
    from bayesgui.qt.common.failure import REPORTER

    rng = np.random.default_rng(0)
    frame = pd.DataFrame({f"f{j}": rng.choice(["lo", "hi"], 40) for j in range(17)})
    frame["label"] = rng.choice(["a", "b"], 40)
    session.set_settings(ModelSettings("bayes-net", bn_search="naive"))
    trained(qtbot, session, Dataset.from_frame(frame, target="label"))
    assert session.record is not None
    messages = []
    session.error.connect(messages.append)
    with qtbot.assertNotEmitted(REPORTER.internal), qtbot.waitSignal(session.record_changed):
        session.set_query_values(dict.fromkeys(session.model.schema.feature_names))
    assert session.record is None
    assert len(messages) == 1 and "misses too many cells" in messages[0], messages
    assert not getattr(messages[0], "internal", False)
