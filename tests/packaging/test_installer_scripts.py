"""The Windows and macOS installers and the CI workflow cannot be built here (PyInstaller does not
cross-compile): check, fast, that every repository path they name exists, and their key settings."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "packaging" / "windows" / "bayesgui.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"
MAC_SCRIPT = ROOT / "packaging" / "macos" / "make_dmg.sh"
SPEC = ROOT / "packaging" / "bayesgui.spec"
LINUX_SCRIPT = ROOT / "packaging" / "linux" / "build.sh"
OUTPUTS = ("dist", "build", ".venv")  # made by the build, not in the repository
TOP = ("packaging", "resources", "bayesgui", "tests", ".ci", ".github", "docs")
_TOP_ALTERNATIVES = "|".join(re.escape(t) for t in TOP)
REPO_PATH = re.compile(rf"(?<![\w./-])((?:{_TOP_ALTERNATIVES})/[\w./*-]*[\w*])")


def _exists(relative: str) -> bool:
    relative = relative.rstrip("/")
    if "*" in relative:
        return any(ROOT.glob(relative))
    return (ROOT / relative).exists()


def _iss_paths() -> list[str]:
    """Paths of the .iss, relative to its SourceDir (the repository root)."""
    text = ISS.read_text(encoding="utf-8")
    source_dir = re.search(r"^SourceDir=(.+)$", text, re.M).group(1).strip()
    assert (ISS.parent / PureWindowsPath(source_dir).as_posix()).resolve() == ROOT
    found = re.findall(r'^Source:\s*"([^"]+)"', text, re.M)
    found += re.findall(r"^(?:SetupIconFile|LicenseFile|InfoBeforeFile|WizardImageFile)=(.+)$", text, re.M)
    return [PureWindowsPath(p.strip()).as_posix() for p in found]


@pytest.mark.parametrize("script", [ISS, WORKFLOW, MAC_SCRIPT, LINUX_SCRIPT, SPEC], ids=lambda p: p.name)
def test_every_repository_path_named_exists(script):
    text = script.read_text(encoding="utf-8")
    named = set(REPO_PATH.findall(text))
    if script == ISS:
        named |= set(_iss_paths())
    named = {p for p in named if PurePosixPath(p).parts[0] not in OUTPUTS}
    assert named or script == SPEC
    missing = sorted(p for p in named if not _exists(p))
    assert not missing, f"{script.name} names paths that are not in the repository: {missing}"


def test_inno_setup_installs_per_user_with_association():
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r"^PrivilegesRequired=lowest$", text, re.M)
    assert re.search(r"^PrivilegesRequiredOverridesAllowed=dialog commandline$", text, re.M)
    assert re.search(r"^ChangesAssociations=yes$", text, re.M)
    assert 'Subkey: "Software\\Classes\\.bayesgui"' in text and "Root: HKA" in text
    assert re.search(r'^Name: "\{group\}\\', text, re.M), "no Start-menu entry"
    assert re.search(r"^OutputBaseFilename=BayesGUI-setup$", text, re.M)
    assert 'Source: "dist\\bayesgui\\*"' in text  # what the spec's COLLECT makes on Windows


def test_mac_bundle_declares_the_project_type():
    spec = SPEC.read_text(encoding="utf-8")
    assert "BUNDLE(" in spec and '"CFBundleDocumentTypes"' in spec and '["bayesgui"]' in spec
    assert 'name="BayesGUI.app"' in spec
    script = MAC_SCRIPT.read_text(encoding="utf-8")
    assert "hdiutil create" in script and "dist/BayesGUI.app" in script


def test_workflow_builds_three_installers_and_uploads_them():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    jobs = workflow["jobs"]
    runners = {name: job["runs-on"] for name, job in jobs.items()}
    assert {"linux", "windows", "macos"} <= set(runners)
    assert runners["linux"].startswith("ubuntu") and runners["windows"].startswith("windows")
    assert runners["macos"].startswith("macos")
    for name in ("linux", "windows", "macos"):
        steps = jobs[name]["steps"]
        setup = [s for s in steps if s.get("uses", "").startswith("actions/setup-python")]
        assert setup and setup[0]["with"]["cache"] == "pip", name
        assert any(s.get("uses", "").startswith("actions/upload-artifact") for s in steps), name


def test_workflow_is_at_least_text_valid_without_yaml():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "\t" not in text
    for needed in ("packaging/linux/build.sh", "packaging/windows/bayesgui.iss", "packaging/macos/make_dmg.sh",
                   "packaging/bayesgui.spec", "upload-artifact", "cache: pip"):
        assert needed in text, needed
