from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "cards"


@pytest.fixture(scope="session")
def project():
    result = load([CARDS])
    assert result.ok and result.project.decks, "cards/ debe cargar sin errores y con mazos"
    return result.project


@pytest.fixture()
def in_tmp(tmp_path, monkeypatch) -> Path:
    """Run in an empty folder, so that the files ``nismatch play`` saves land there."""
    monkeypatch.chdir(tmp_path)
    return tmp_path
