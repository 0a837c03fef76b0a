"""One full ``nismatch build`` of the bundled set, shared by the site and image tests."""
from __future__ import annotations

import pytest

from nismatch_cards.cards.loader import load

from .helpers import CARDS, run


@pytest.fixture(scope="session")
def bundled_project():
    result = load([CARDS])
    assert result.ok, result.diagnostics
    return result.project


@pytest.fixture(scope="session")
def full_build(tmp_path_factory):
    """``nismatch build`` with no sub-command: PDFs, PNGs and the site, as in the quick start."""
    out = tmp_path_factory.mktemp("full") / "build"
    result = run("build", "--cards", str(CARDS), "--out", str(out), "--workers", "2")
    assert result.exit_code == 0, result.output
    return out
