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


@pytest.fixture
def restore_bots():
    """Bots registered by a test (``--bot-file``) are forgotten after it."""
    from nismatch_cards.games.nismatch.sim import runner
    from nismatch_cards.play.bots import REGISTRY

    saved, loaded = {game: dict(bots) for game, bots in REGISTRY.items()}, set(runner._LOADED_SOURCES)
    yield
    for game, bots in REGISTRY.items():  # in place: ``BOTS`` and each game's view of the registry stay its own
        bots.clear()
        bots.update(saved.get(game, {}))
    runner._LOADED_SOURCES.clear()
    runner._LOADED_SOURCES.update(loaded)
