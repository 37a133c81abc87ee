"""A whole-file parse run in a helper thread reads only as far as its generator is driven, and stops when closed."""

import io
import itertools
import threading

import pytest

from bayesgui.data.readers.files import drain
from bayesgui.data.readers.paced_read import iter_paced_parse

pytestmark = pytest.mark.timeout(60)

KB = 1024


def _parse_in_blocks(seen):
    """A parse that reads 1 KB at a time to the end and returns the bytes, noting what it read and why it ended."""

    def parse(source):
        data = bytearray()
        try:
            while block := source.read(KB):
                data += block
                seen["read"] = len(data)
        except Exception as exc:
            seen["ended by"] = exc
            raise
        return bytes(data)

    return parse


def _parse_threads():
    return [t for t in threading.enumerate() if t.name == "paced-parse"]


def test_the_parse_returns_its_result_after_yields_of_growing_progress():
    payload = bytes(range(256)) * 400  # 100 KB
    steps = iter_paced_parse(io.BytesIO(payload), _parse_in_blocks({}), start=5, total=len(payload) + 5, step=10 * KB)
    progress = []
    while True:
        try:
            progress.append(next(steps))
        except StopIteration as stop:
            result = stop.value
            break
    assert result == payload
    assert len(progress) >= 9 and progress[0] == (5 + 10 * KB, len(payload) + 5)
    assert all(a[0] < b[0] for a, b in itertools.pairwise(progress))


def test_closing_at_a_yield_stops_the_parse_where_it_was():
    seen = {}
    steps = iter_paced_parse(io.BytesIO(b"x" * 100 * KB), _parse_in_blocks(seen), start=0, total=100 * KB, step=10 * KB)
    assert next(steps) == (10 * KB, 100 * KB)
    assert seen["read"] == 10 * KB  # the parser waits between two yields: it has not read further
    steps.close()
    assert seen["read"] == 10 * KB and "ended by" in seen  # its next read failed: nothing more was read
    assert not _parse_threads()


def test_an_error_of_the_parse_is_raised_in_the_caller():
    def parse(source):
        source.read(KB)
        raise ValueError("line 3 has 4 values")

    with pytest.raises(ValueError, match="line 3 has 4 values"):
        drain(iter_paced_parse(io.BytesIO(b"x" * 100 * KB), parse, start=0, total=100 * KB, step=10 * KB))
    assert not _parse_threads()


def test_reading_ahead_the_parser_goes_on_while_the_caller_is_away_but_only_one_step():
    seen = {}
    steps = iter_paced_parse(
        io.BytesIO(b"x" * 100 * KB), _parse_in_blocks(seen), start=0, total=100 * KB, step=10 * KB, ahead=1
    )
    assert next(steps)[0] >= 10 * KB
    # the caller does not ask for more: the parser reads on, then waits
    gate = steps.gi_yieldfrom.gi_frame.f_locals["gate"]
    with gate._lock:
        assert gate._lock.wait_for(lambda: gate.waiting, timeout=30)
    assert seen["read"] == 20 * KB  # one step past the yield, not to the end
    steps.close()
    assert seen["read"] == 20 * KB and "ended by" in seen
    assert not _parse_threads()


def test_reading_ahead_gives_the_same_result_and_progress_to_the_end():
    payload = bytes(range(256)) * 400
    progress = []
    steps = iter_paced_parse(
        io.BytesIO(payload), _parse_in_blocks({}), start=0, total=len(payload), step=10 * KB, ahead=1
    )
    while True:
        try:
            progress.append(next(steps))
        except StopIteration as stop:
            assert stop.value == payload
            break
    assert progress and all(a[0] < b[0] for a, b in itertools.pairwise(progress))
