"""Whole games for the tests of a language construct: two bundled decks whose Cartas de Apoyo all become
cards with the construct, played to the end by the bots."""
from __future__ import annotations

import dataclasses
from pathlib import Path

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "engine" / "scenarios"

DECKS = ("Asalto Remachado", "Puños de Hierro")
BOTS = [("aleatorio", "aleatorio"), ("voraz", "aleatorio"), ("busqueda:4", "voraz")]


def scenario_until(tmp_path: Path, name: str, before: str, active: str | None = None) -> Game:
    """The game of scenario ``name`` (in tests/engine/scenarios) played up to the line ``before`` (excluded), with
    pilot ``active`` moving first when given."""
    text = (SCENARIOS / name).read_text(encoding="utf-8")
    cut = text[:text.index(before)]
    if active is not None:
        cut = cut.replace("activo: A", f"activo: {active}").replace("activo: B", f"activo: {active}")
    path = tmp_path / "cortado.yaml"
    path.write_text(cut, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    assert result.ok, result.message
    return result.game


def decks_with(project, abilities: list[tuple[str, str]]) -> list:
    """Each deck of DECKS with its Cartas de Apoyo replaced, by kind, by cards with one of ``abilities``
    (``(etiqueta, texto)`` pairs, in turn)."""
    decks = []
    for name in DECKS:
        cards = project.deck_cards(project.deck(name))
        supports = sorted({c.id for c in cards if c.type == "apoyo"})
        made = {card_id: dataclasses.replace(
            next(c for c in cards if c.id == card_id), id=f"prueba-{i % len(abilities)}",
            name=f"Prueba {i % len(abilities)}", fields={"rareza": "chatarra", "habilidades": [
                {"etiqueta": abilities[i % len(abilities)][0], "texto": abilities[i % len(abilities)][1]}]})
            for i, card_id in enumerate(supports)}
        decks.append((name, [made.get(c.id, c) for c in cards]))
    return decks


def play_out(project, abilities: list[tuple[str, str]], bots: tuple[str, str], seed: int, watch=None) -> Game:
    """One logged game of DECKS with ``abilities`` (see :func:`decks_with`) to the end; ``watch(action)``
    sees each action chosen."""
    game = Game(project.ruleset, decks_with(project, abilities), seed=seed)
    game.log = []
    players = [make_bot(name, seed * 2 + i) for i, name in enumerate(bots)]
    while not game.over:
        action = players[game.to_move].choose(game, game.legal_actions())
        if watch is not None:
            watch(action)
        game.apply(action)
    return game
