"""Shared fixtures for the simulation tests: the bundled project, and ``nismatch`` run in-process."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards.loader import load
from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parents[2]
CARDS = REPO / "cards"
A, B, C, D = "Asalto Remachado", "Guardia del Taller", "Puños de Hierro", "Reactor Desbocado"


@pytest.fixture(scope="session")
def project():
    result = load([CARDS])
    assert result.ok, result.diagnostics
    return result.project


def simulate(*args: str):
    """``nismatch simulate …`` in-process on the bundled cards; returns the click Result."""
    return CliRunner().invoke(main, ["simulate", "--cartas", str(CARDS), *args])


def simulate_in(cards: str, *args: str):
    """``nismatch simular …`` in-process on the cards of ``cards`` (another game's pack)."""
    return CliRunner().invoke(main, ["simular", "--cartas", cards, *args])
