"""What a designer's CI installs: ``pip install .`` validates (the pre-commit hook); printing is the
``render`` extra."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

REPO = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
PRINTING = ("weasyprint", "pypdfium2", "pypdf")


def _names(requirements: list[str]) -> set[str]:
    return {r.split("[")[0].split(">")[0].split("=")[0].strip() for r in requirements}


def test_printing_is_an_extra_the_tests_include():
    assert _names(PROJECT["dependencies"]).isdisjoint(PRINTING)
    assert _names(PROJECT["optional-dependencies"]["render"]) == set(PRINTING)
    assert "nismatch-cards[render]" in PROJECT["optional-dependencies"]["test"]


def test_validate_works_without_the_printing_libraries(tmp_path):
    blocked = "import sys\nfor m in %r: sys.modules[m] = None\nfrom nismatch_cards.cli import main\nmain()" % (PRINTING,)
    for args in (["validate"], ["parse", "Roba una carta"], ["esquemas", "--out", str(tmp_path / "s")]):
        result = subprocess.run([sys.executable, "-c", blocked, *args], cwd=tmp_path, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("5 esquemas escritos en ")


def test_the_metadata_says_what_the_package_is():
    assert PROJECT["license"] == "MIT" and (REPO / "LICENSE").read_text().startswith("MIT License")
    assert any(c.startswith("Natural Language :: Spanish") for c in PROJECT["classifiers"])


# --- CI elsewhere: the workflows and docs/ci.md install from the repository ----------------------

WORKFLOWS = sorted((REPO / ".github" / "workflows").glob("*.yml"))
CI_DOC = (REPO / "docs" / "ci.md").read_text(encoding="utf-8")


def _steps(text: str) -> list[dict]:
    import yaml

    data = yaml.safe_load(text)
    return [step for job in data["jobs"].values() for step in job["steps"]]


def test_workflows_follow_githubs_schema():
    assert [w.name for w in WORKFLOWS] == ["ci.yml", "validar-cartas.yml"]
    checker = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                              *map(str, WORKFLOWS)], capture_output=True, text=True)
    assert checker.returncode == 0, checker.stdout + checker.stderr


def test_nothing_installs_nismatch_cards_from_an_index():
    import re

    runs = [step.get("run", "") for w in WORKFLOWS for step in _steps(w.read_text(encoding="utf-8"))]
    blocks = re.findall(r"```yaml\n(.*?)```", CI_DOC, re.S)
    runs += [line for block in blocks for line in block.splitlines() if "pip install" in line]
    installs = [line for run in runs for line in run.splitlines() if "pip install" in line]
    assert len(installs) == 3
    for line in installs:
        assert re.search(r"pip install (\.|\./|\"nismatch-cards(\[render\])? @ git\+https://)", line), line


def test_the_validating_workflow_installs_no_printing_and_its_commands_pass(monkeypatch):
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    steps = _steps((REPO / ".github" / "workflows" / "validar-cartas.yml").read_text(encoding="utf-8"))
    assert [s["run"] for s in steps if "pip install" in s.get("run", "")] == ["pip install ."]
    validate = next(s["run"] for s in steps if "validar" in s.get("run", ""))
    assert validate.splitlines()[:2] == ["for juego in cards/ packs/*/; do", "  nismatch validar --formato github \"$juego\""]
    monkeypatch.chdir(REPO)
    for folder in ["cards/", *(f"packs/{pack.name}/" for pack in sorted((REPO / "packs").iterdir()))]:
        result = CliRunner().invoke(main, ["validar", "--formato", "github", folder])
        assert (result.exit_code, result.stdout) == (0, ""), folder
    site = next(s["run"] for s in steps if "construir html" in s.get("run", ""))
    assert site == "nismatch construir html --cartas cards --salida web"


def test_the_pre_commit_hook_runs_a_real_command():
    import yaml

    from nismatch_cards.cli import main

    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert [h["id"] for h in hooks] == ["nismatch-validar", "nismatch-validate"]  # the former id, for old configs
    spanish, english = ({k: v for k, v in h.items() if k not in ("id", "description")} for h in hooks)
    assert spanish == english
    program, command = hooks[0]["entry"].split()
    assert (program, command in main.list_commands(None)) == ("nismatch", True)
    assert hooks[0]["language"] == "python" and "additional_dependencies" not in hooks[0]
