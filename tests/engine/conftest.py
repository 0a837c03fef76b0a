from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def project():
    result = load([ROOT / "cards"])
    assert result.project.decks, "no hay mazos en cards/decks"
    return result.project
