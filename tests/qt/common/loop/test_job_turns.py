"""Jobs take turns: one step at a time, first come first served, and a job that wants another step queues behind
the jobs already waiting (``bayesgui.qt.common.loop.job_turns``)."""

from __future__ import annotations

import threading

import pytest

from bayesgui.qt.common.loop.job_turns import Turns

PATIENCE = 10.0  # seconds: only reached if the code under test deadlocks


def wait_until(condition) -> None:
    """Wait for another thread to reach ``condition`` (a state change, not a duration)."""
    done = threading.Event()
    for _ in range(int(PATIENCE / 0.001)):
        if condition():
            return
        done.wait(0.001)
    raise AssertionError("the other thread never got there")


def test_a_waiting_thread_goes_before_the_holder_asks_again() -> None:
    turns, order = Turns(), []
    turns.acquire()
    other = threading.Thread(target=lambda: (turns.acquire(), order.append("other"), turns.release()))
    other.start()
    wait_until(lambda: turns.waiting == 1)
    turns.release()
    turns.acquire()  # asks again at once: the waiting thread's turn comes first
    order.append("holder again")
    turns.release()
    other.join(PATIENCE)
    assert order == ["other", "holder again"]


def test_turns_are_served_in_the_order_asked() -> None:
    turns, order = Turns(), []
    turns.acquire()
    threads = []
    for name in "abcd":
        thread = threading.Thread(target=lambda name=name: (turns.acquire(), order.append(name), turns.release()))
        thread.start()
        threads.append(thread)
        asked = len(threads)
        wait_until(lambda asked=asked: turns.waiting == asked)
    turns.release()
    for thread in threads:
        thread.join(PATIENCE)
    assert order == list("abcd")
    assert turns.waiting == 0 and not turns.mine


def test_one_thread_at_a_time_under_contention() -> None:
    turns, inside, most = Turns(), [0], [0]

    def work() -> None:
        for _ in range(300):
            with turns:
                inside[0] += 1
                most[0] = max(most[0], inside[0])
                threading.Event().wait(0)  # lets the other threads run (and try to enter)
                inside[0] -= 1

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(PATIENCE)
    assert most[0] == 1


def test_only_the_owner_ends_a_turn() -> None:
    turns = Turns()
    with pytest.raises(RuntimeError):
        turns.release()
    turns.acquire()
    assert turns.mine
    refused = []

    def end_anothers_turn() -> None:
        try:
            turns.release()
        except RuntimeError:
            refused.append(True)

    thread = threading.Thread(target=end_anothers_turn)
    thread.start()
    thread.join(PATIENCE)
    assert refused == [True] and turns.mine
    turns.release()
    assert not turns.mine
