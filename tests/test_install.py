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
    assert result.stdout.startswith("4 esquemas escritos en ")


def test_the_metadata_says_what_the_package_is():
    assert PROJECT["license"] == "MIT" and (REPO / "LICENSE").read_text().startswith("MIT License")
    assert any(c.startswith("Natural Language :: Spanish") for c in PROJECT["classifiers"])
