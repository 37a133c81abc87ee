"""bayesgui.paths finds the resources (datasets, translations, icons) from a checkout, a wheel install and a
PyInstaller bundle. The real bundle is checked by the slow smoke test in tests/packaging/test_bundle.py."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bayesgui import paths
from bayesgui.paths import resource, resources_dir

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_CSVS = sorted(p.name for p in (ROOT / "resources" / "datasets").glob("*.csv"))


@pytest.fixture(autouse=True)
def fresh_cache():
    """resources_dir() is cached; every test here starts and ends with an empty cache."""
    resources_dir.cache_clear()
    yield
    resources_dir.cache_clear()


def test_checkout_finds_the_repository_resources():
    assert not hasattr(sys, "_MEIPASS")
    assert resources_dir() == ROOT / "resources"
    assert resource("translations", "bayesgui_zh_CN.qm").is_file()
    assert resource("datasets", "watermelon3.csv").is_file()
    assert resource("icons", "bayesgui.svg").is_file()
    assert SAMPLE_CSVS, "no sample datasets in resources/datasets"


def _fake_bundle(root: Path) -> Path:
    for sub in ("datasets", "translations", "icons"):
        (root / "resources" / sub).mkdir(parents=True)
    (root / "resources" / "datasets" / "watermelon3.csv").write_text("a,b\n1,2\n", encoding="utf-8")
    (root / "resources" / "translations" / "bayesgui_zh_CN.qm").write_bytes(b"qm")
    return root / "resources"


def test_frozen_bundle_wins(tmp_path, monkeypatch):
    bundled = _fake_bundle(tmp_path / "_internal")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert resources_dir() == bundled
    assert resource("translations", "bayesgui_zh_CN.qm") == bundled / "translations" / "bayesgui_zh_CN.qm"
    assert resource("datasets", "watermelon3.csv").read_text(encoding="utf-8").startswith("a,b")


def test_frozen_without_resources_falls_back(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)  # a bundle built without resources/
    assert resources_dir() == ROOT / "resources"


def test_no_resources_anywhere_says_where_it_looked(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "__file__", str(tmp_path / "site" / "bayesgui" / "paths.py"))
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "frozen"), raising=False)
    with pytest.raises(FileNotFoundError) as error:
        resources_dir()
    message = str(error.value)
    assert str(tmp_path / "frozen" / "resources") in message
    assert str(tmp_path / "site" / "bayesgui" / "_resources") in message


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The project's wheel, built by pip with hatchling (the build back-end, fetched by pip when missing)."""
    out = tmp_path_factory.mktemp("wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", str(ROOT), "-w", str(out)]
    try:
        import hatchling  # noqa: F401

        cmd.append("--no-build-isolation")  # no index needed
    except ImportError:
        pass
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
    if done.returncode != 0:
        if "hatchling" in done.stderr and ("No matching distribution" in done.stderr or "connection" in done.stderr):
            pytest.skip("the build back-end hatchling is not installed and no package index is reachable")
        pytest.fail(f"pip wheel failed:\n{done.stdout}\n{done.stderr}")
    (built,) = out.glob("bayesgui-*.whl")
    return built


def test_wheel_install_finds_its_own_resources(wheel, tmp_path):
    """Install the wheel (no dependencies: bayesgui.paths needs none) into a throw-away venv, then ask it."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps", "--no-index",
         str(wheel)],
        check=True, timeout=120,
    )
    cwd = tmp_path / "elsewhere"  # not the checkout: it must not be importable from the current folder
    cwd.mkdir()
    code = (
        "from bayesgui.paths import resource, resources_dir; import sysconfig;"
        "print(resource('translations', 'bayesgui_zh_CN.qm')); print(resources_dir());"
        "print(sysconfig.get_paths()['purelib'])"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    done = subprocess.run([str(python), "-I", "-c", code], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=60, check=True)
    qm, folder, site_packages = (Path(line) for line in done.stdout.splitlines())
    assert qm.is_file()
    assert qm.is_relative_to(site_packages) and qm.is_relative_to(venv)
    assert folder == site_packages / "bayesgui" / "_resources"
    assert sorted(p.name for p in (folder / "datasets").glob("*.csv")) == SAMPLE_CSVS
    assert not ROOT.is_relative_to(folder) and not folder.is_relative_to(ROOT)
