"""The printed worksheet and answer key (``exercise --pdf``): rendered to images (PDFium), the worksheet shows the
table and a blank per question, the key every answer; the same seed prints the same pages."""

import json

import numpy as np
import pypdfium2 as pdfium
import pytest

from bayesgui.cli import main
from bayesgui.report.exercises.sheet import BLANK


def _pages(path):
    """Each page as (grey-level image array, text)."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        pages = []
        for page in pdf:
            image = np.asarray(page.render(scale=0.5).to_pil().convert("L"))
            pages.append((image, page.get_textpage().get_text_range()))
        return pages
    finally:
        pdf.close()


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """The same Chinese worksheet printed twice (two runs of the CLI, each printing in a Qt process of its own)."""
    folder = tmp_path_factory.mktemp("sheets")
    runs = []
    for run in ("a", "b"):
        args = ["exercise", "watermelon3", "--kind", "nb", "--n", "6", "--seed", "3", "--lang", "zh_CN",
                "--pdf", str(folder / f"ws-{run}.pdf"), "--key", str(folder / f"key-{run}.json")]
        assert main(args) == 0
        runs.append((folder / f"ws-{run}.pdf", folder / f"key-{run}.pdf", folder / f"key-{run}.json"))
    return runs


def test_the_worksheet_shows_the_table_and_blanks_not_the_answers(printed):
    worksheet, _, key = printed[0]
    doc = json.loads(key.read_text(encoding="utf-8"))
    pages = _pages(worksheet)
    text = "".join(t for _, t in pages)
    assert "练习题" in text and "数据表" in text and "先验概率 P(好瓜 = 是)" in text  # in Chinese
    assert text.count(BLANK) >= len(doc["questions"])  # a blank for every answer (the name line has two more)
    for row in doc["data"]["rows"]:
        assert row[7] in text  # every 密度 value of the excerpt
    density = next(q for q in doc["questions"] if q["kind"] == "factor" and isinstance(q["answer"], float))
    assert f"{density['answer']:.4g}" not in text  # no answer is printed on the worksheet
    for image, _ in pages:
        assert image.shape[0] / image.shape[1] == pytest.approx(297 / 210, rel=0.01)  # A4
        assert (image < 128).mean() > 0.005  # ink: text and table lines


def test_the_key_shows_every_answer_and_formula(printed):
    _, answer_key, key = printed[0]
    doc = json.loads(key.read_text(encoding="utf-8"))
    text = "".join(t for _, t in _pages(answer_key)).replace("\r", "").replace("\n", "")
    assert "参考答案" in text and BLANK not in text
    prior = doc["questions"][0]
    assert prior["answer"] in text and "(|D_是| + λ)" in text  # the exact fraction and its formula
    density = next(q for q in doc["questions"] if q["kind"] == "factor" and isinstance(q["answer"], float))
    assert f"{density['answer']:.4g}" in text


def test_the_same_seed_prints_the_same_pages(printed):
    (ws_a, key_a, json_a), (ws_b, key_b, json_b) = printed
    assert json_a.read_bytes() == json_b.read_bytes()
    for a, b in ((ws_a, ws_b), (key_a, key_b)):
        pages_a, pages_b = _pages(a), _pages(b)
        assert len(pages_a) == len(pages_b)
        for (image_a, text_a), (image_b, text_b) in zip(pages_a, pages_b, strict=True):
            assert text_a == text_b and np.array_equal(image_a, image_b)
