"""The sample datasets bundled with BayesGUI (``resources/datasets``), for the app to list and open."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from bayesgui.core.note import Note
from bayesgui.core.translatable import QT_TRANSLATE_NOOP
from bayesgui.data.errors import DataError
from bayesgui.data.readers.files import safe_resolve
from bayesgui.paths import resource

if TYPE_CHECKING:
    from bayesgui.data.dataset import Dataset

__all__ = ["NETWORKS", "SAMPLES", "SampleInfo", "get_sample", "load_sample", "sample_id_of", "sample_preset"]


@dataclass(frozen=True)
class SampleInfo:
    """A bundled dataset.

    Parameters
    ----------
    id : str
        Short identifier, e.g. ``"watermelon3"``.
    file : str
        File name in ``resources/datasets``.
    title, title_zh : str
        Display title in English and in Chinese.
    target : str or None
        The target column (None: no classes, e.g. for clustering with EM).
    use, use_zh : str
        What the dataset is good for, in English and in Chinese.
    kinds : tuple of (str, str) pairs
        Column kinds to use instead of the inferred ones (empty when inference is right).
    em_start : str or None
        A JSON file in ``resources/datasets`` with the parameters EM starts from by default.
    preset : str or None
        The naive Bayes preset of the book's worked example (e.g. ``"zhou-7.3"``), which the sample opens with.
    opens : (str, str) or None
        The tab and mode its example needs, which the window shows when the sample is opened: ("incomplete",
        "everything") opens the incomplete-data lab in latent-class mode (None: the window stays where it is).
    """

    id: str
    file: str
    title: str
    title_zh: str
    target: str | None
    use: str
    use_zh: str
    kinds: tuple[tuple[str, str], ...] = field(default=())
    em_start: str | None = None
    preset: str | None = None
    opens: tuple[str, str] | None = None

    def title_in(self, language: str) -> str:
        """The title in ``language`` ("zh_CN", "zh": Chinese; else English)."""
        return self.title_zh if language.startswith("zh") else self.title

    @property
    def path(self) -> Path:
        """The data file."""
        return resource("datasets", self.file)

    @property
    def datasheet(self) -> Path:
        """The Markdown datasheet (source, licence, columns)."""
        return resource("datasets", Path(self.file).with_suffix(".md").name)


_SPAM_WORDS = ("free", "money", "win", "offer", "click", "credit", "urgent", "meeting", "project", "report",
               "thanks", "schedule")  # fmt: skip

#: The bundled datasets, in the order the app lists them.
SAMPLES: tuple[SampleInfo, ...] = (
    SampleInfo(
        id="watermelon3",
        file="watermelon3.csv",
        title="Watermelon 3.0",
        title_zh="西瓜数据集 3.0",
        target="好瓜",
        use="Naive Bayes with categorical and continuous features, worked by hand in Zhou's textbook §7.3 "
        "(preset zhou-7.3). Book errata: the printed 6/8 should be 5/8; the printed 0.038 follows from neither.",
        use_zh="朴素贝叶斯（离散与连续属性混合），可与周志华《机器学习》§7.3 的手算例题对照（预设 zhou-7.3）。"
        "书中勘误：印刷的 6/8 应为 5/8；印刷的 0.038 与两者都不符。",
        preset="zhou-7.3",
    ),
    SampleInfo(
        id="watermelon3alpha",
        file="watermelon3alpha.csv",
        title="Watermelon 3.0α",
        title_zh="西瓜数据集 3.0α",
        target="好瓜",
        use="Two continuous features: plot class-conditional densities and decision boundaries in 2-D.",
        use_zh="两个连续属性：在二维平面上画类条件密度与决策边界。",
    ),
    SampleInfo(
        id="lihang4.1",
        file="lihang4.1.csv",
        title="Li Hang, table 4.1",
        title_zh="李航《统计学习方法》表 4.1",
        target="Y",
        use="Naive Bayes by hand: Example 4.1 (maximum likelihood) and Example 4.2 (Bayesian estimation).",
        use_zh="手算朴素贝叶斯：例 4.1（极大似然估计）与例 4.2（贝叶斯估计）。",
        kinds=(("X1", "categorical"), ("X2", "categorical")),
        preset="lihang-4.1",
    ),
    SampleInfo(
        id="watermelon4",
        file="watermelon4.csv",
        title="Watermelon 4.0",
        title_zh="西瓜数据集 4.0",
        target=None,
        use="Gaussian mixture clustering by EM, step by step from Zhou's start (§9.4.3: k = 3, x6, x22, x27).",
        use_zh="高斯混合聚类：从周志华 §9.4.3 的初始值（k = 3，x6、x22、x27）开始逐步执行 EM。",
        em_start="watermelon4.start.json",
    ),
    SampleInfo(
        id="iris",
        file="iris.csv",
        title="Iris flowers",
        title_zh="鸢尾花数据集",
        target="species",
        use="Gaussian naive Bayes with three classes; EM clustering without the labels.",
        use_zh="三类高斯朴素贝叶斯；去掉标签后用 EM 聚类。",
    ),
    SampleInfo(
        id="penguins",
        file="penguins.csv",
        title="Palmer penguins",
        title_zh="帕尔默企鹅数据集",
        target="species",
        use="Mixed features with missing values (NA); a modern replacement for iris.",
        use_zh="含缺失值（NA）的混合属性数据，可替代鸢尾花数据集。",
    ),
    SampleInfo(
        id="faithful",
        file="faithful.csv",
        title="Old Faithful geyser",
        title_zh="老忠实间歇泉",
        target=None,
        use="No classes: fit a two-component Gaussian mixture with EM.",
        use_zh="无类别标签：用 EM 拟合两个分量的高斯混合模型。",
    ),
    SampleInfo(
        id="spam_words",
        file="spam_words.csv",
        title="Spam word counts (synthetic)",
        title_zh="垃圾邮件词频（合成数据）",
        target="label",
        use="Poisson and multinomial naive Bayes on word counts.",
        use_zh="基于词频的泊松朴素贝叶斯与多项式朴素贝叶斯。",
        kinds=tuple((word, "count") for word in _SPAM_WORDS),
    ),
    SampleInfo(
        id="three-coins",
        file="three-coins.csv",
        title="Three coins (Li Hang, Example 9.1)",
        title_zh="三硬币模型（李航例 9.1）",
        target=None,
        use="A latent class model: which coin was tossed is never observed; EM as in Li Hang's Example 9.1.",
        use_zh="潜在类别模型：掷的是哪枚硬币无从观测；按李航例 9.1 用 EM 估计。",
        kinds=(("y", "categorical"),),
        em_start="three-coins.start.json",
        opens=("incomplete", "everything"),
    ),
    SampleInfo(
        id="watermelon2",
        file="watermelon2.csv",
        title="Watermelon 2.0",
        title_zh="西瓜数据集 2.0",
        target="好瓜",
        use="The discrete part of watermelon 3.0: Bayesian networks (structure by BIC, inference), semi-naive Bayes.",
        use_zh="西瓜数据集 3.0 的离散部分：贝叶斯网（按 BIC 学习结构、推断）与半朴素贝叶斯。",
    ),
)


#: The bundled Bayesian networks (structure and tables, ``{"nodes", "edges", "states", "cpts"}``), by id: file name.
NETWORKS: dict[str, str] = {"zhou-fig7.2": "zhou-fig7.2.network.json"}


def network_path(network_id: str) -> Path | None:
    """The file of the bundled network ``network_id`` (None: no such network)."""
    name = NETWORKS.get(network_id)
    return None if name is None else resource("datasets", name)


def get_sample(sample_id: str) -> SampleInfo:
    """The bundled dataset with this id.

    Raises
    ------
    DataError
        If there is no such sample.
    """
    for info in SAMPLES:
        if info.id == sample_id:
            return info
    raise DataError(
        Note(
            QT_TRANSLATE_NOOP("data", "There is no sample dataset {0}. Samples: {1}."),
            repr(sample_id), ', '.join(info.id for info in SAMPLES),
        )
    )


def load_sample(sample_id: str) -> Dataset:
    """Open a bundled dataset, with its registered target and kinds.

    Raises
    ------
    DataError
        If there is no such sample.
    """
    info = get_sample(sample_id)
    from bayesgui.data.dataset import Dataset  # pandas is imported only when data is loaded
    from bayesgui.data.loader import load_table

    table = load_table(info.path, encoding="utf-8", delimiter=",")
    source = replace(table.source, name=info.title)
    return Dataset.from_frame(
        table.frame, target=info.target, kinds=dict(info.kinds), source=source, warnings=table.warnings
    )


def sample_id_of(dataset: Dataset) -> str | None:
    """The id of the bundled sample this dataset was read from, if it is one."""
    path = dataset.source.path
    if path is None:
        return None
    resolved = _resolved_data_path(str(path))
    return next((sample.id for sample in SAMPLES if resolved == _resolved_path(sample.id)), None)


@lru_cache(maxsize=64)
def _resolved_data_path(path: str) -> Path:
    """A data file's path resolved, once per path (the window's title asks after every change: ~0.5 ms each)."""
    return safe_resolve(path)


@cache
def _resolved_path(sample_id: str) -> Path:
    """A bundled sample's file, resolved once (``sample_id_of`` runs for the window's title after every change)."""
    return get_sample(sample_id).path.resolve()


def sample_opens(dataset: Dataset | None) -> tuple[str, str] | None:
    """The tab and mode the bundled sample ``dataset`` opens in (None: not a sample, or no such wish)."""
    sample = None if dataset is None else sample_id_of(dataset)
    return None if sample is None else get_sample(sample).opens


def sample_preset(dataset: Dataset) -> str | None:
    """The textbook preset the bundled sample ``dataset`` opens with (None: not a sample, or no preset)."""
    sample = sample_id_of(dataset)
    return None if sample is None else get_sample(sample).preset
