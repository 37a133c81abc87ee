"""Encoding detection: BOMs, strict UTF-8, GB18030 preference, the 64 KB limit."""

from __future__ import annotations

import io

import pytest

from bayesgui.data import SNIFF_BYTES, DataError, detect_encoding, read_sample
from bayesgui.data.readers.charset import Sample, decode_sample, normalize_encoding

CHINESE = "编号,色泽,好瓜\n1,青绿,是\n2,乌黑,否\n"


def sample_of(data: bytes) -> Sample:
    return read_sample(io.BytesIO(data))


@pytest.mark.parametrize(
    ("encoding", "expected"),
    [
        ("utf-8", "utf-8"),
        ("utf-8-sig", "utf-8-sig"),
        ("utf-16", "utf-16"),
        ("utf-32", "utf-32"),
        ("gb18030", "gb18030"),
        ("gbk", "gb18030"),
        ("gb2312", "gb18030"),
    ],
)
def test_detects_encodings_of_short_chinese_text(encoding: str, expected: str) -> None:
    assert detect_encoding(sample_of(CHINESE.encode(encoding))) == expected


def test_long_gbk_text_is_gb18030(watermelon_text: str) -> None:
    data = (watermelon_text * 200).encode("gbk")
    assert detect_encoding(sample_of(data)) == "gb18030"


def test_ascii_is_utf8() -> None:
    assert detect_encoding(sample_of(b"a,b\n1,2\n")) == "utf-8"


def test_western_text_falls_back_to_a_single_byte_encoding() -> None:
    data = "name,city\nRené,Zürich\nJosé,Málaga\nFrançois,Besançon\n".encode("latin-1")
    encoding = detect_encoding(sample_of(data))
    assert encoding in {"cp1252", "latin-1"}
    assert "Zürich" in data.decode(encoding)


def test_sixty_four_kb_cut_inside_a_character_is_tolerated() -> None:
    # 3-byte UTF-8 characters after a 1-byte prefix, in lines of 301 bytes: byte 65536 falls inside a character.
    data = ("x" + ("好" * 100 + "\n") * 300).encode("utf-8")
    sample = sample_of(data)
    assert not sample.complete and len(sample.data) == SNIFF_BYTES
    assert detect_encoding(sample) == "utf-8"
    assert decode_sample(sample, "utf-8").endswith("好")


def test_gb18030_cut_inside_a_character_is_tolerated() -> None:
    data = ("x" + "好瓜" * 20000).encode("gb18030")  # 2-byte characters after a 1-byte prefix
    assert detect_encoding(sample_of(data)) == "gb18030"


def test_truncated_character_at_the_end_of_a_whole_file_is_not_utf8() -> None:
    data = "好瓜".encode()[:-1]
    assert detect_encoding(sample_of(data)) != "utf-8"


class CountingReader(io.RawIOBase):
    """A large file that counts the bytes read from it."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.position = 0
        self.bytes_read = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        n = min(len(buffer), self.size - self.position)
        buffer[:n] = (b"a,b\n1,2\n" * (n // 8 + 1))[:n]
        self.position += n
        self.bytes_read += n
        return n


def test_sniffer_reads_at_most_64_kb_of_a_large_file() -> None:
    stream = CountingReader(50 * 1024 * 1024)
    encoding = detect_encoding(read_sample(stream))
    assert encoding == "utf-8"
    assert stream.bytes_read <= SNIFF_BYTES


def test_loading_reads_at_most_64_kb_for_detection(tmp_path, monkeypatch) -> None:
    from bayesgui.data import load_table
    from bayesgui.data.readers import charset

    path = tmp_path / "big.csv"
    path.write_bytes("编号,色泽\n".encode("gb18030") + "1,青绿\n".encode("gb18030") * 100_000)
    reads: list[int] = []

    class Counting(io.FileIO):
        def read(self, size: int = -1) -> bytes:
            data = super().read(size)
            reads.append(len(data))
            return data

    monkeypatch.setattr(charset, "open", lambda file, mode="rb": Counting(file, "r"), raising=False)
    table = load_table(path)
    assert table.source.encoding == "gb18030"
    assert 0 < sum(reads) <= SNIFF_BYTES


def test_normalize_encoding() -> None:
    assert normalize_encoding("GBK") == "gbk"
    with pytest.raises(DataError, match="Unknown text encoding 'klingon'"):
        normalize_encoding("klingon")
