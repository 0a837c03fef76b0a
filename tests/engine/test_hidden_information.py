"""The game's log (what `nismatch play` tells and `nismatch replay` shows) never names a card some pilot
cannot see: a card chosen from a hand, one searched or put back in an Arsenal, the Parte placed face down
(5.1). Random games on every side, with the log on."""
from __future__ import annotations

import random
import re

from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.visibility import sees

LABEL = re.compile(r"#(\d+) \([A-D]\)")


def public(game: Game) -> set[int]:
    return {i for i in range(len(game.cards)) if all(sees(game, q, i) for q in range(len(game.pilots)))}


def test_the_log_names_only_cards_everyone_sees(project):
    decks = project.decks
    for seed in range(40):
        chooser = random.Random(seed)
        game = Game.from_project(project, [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed,
                                 log=True)
        told = len(game.log)
        before = public(game)
        while not game.over:
            game.apply(chooser.choice(game.legal_actions()))
            after = public(game)
            for line in game.log[told:]:
                for inst in map(int, LABEL.findall(line)):
                    assert inst in before or inst in after, f"semilla {seed}: «{line}» nombra una carta oculta"
            told, before = len(game.log), after


def test_the_face_down_parte_is_not_named_until_revealed(project):
    decks = project.decks
    game = Game.from_project(project, decks[:2], seed=5, log=True)
    while game.phase_id == "mulligan":
        game.apply(game.legal_actions()[0])
    place = game.legal_actions()[0]
    game.apply(place)
    assert game.log[-1] == "A: coloca una Parte bocabajo"
    assert sees(game, 0, place.card) and not sees(game, 1, place.card)
    game.apply(game.legal_actions()[0])
    assert "Se revelan a la vez las Partes colocadas bocabajo (5.1)" in game.log
    assert sees(game, 1, place.card)


def test_a_card_shown_on_its_way_to_the_hand_is_told_and_observed_by_everyone_and_only_it():
    """«Busca…, muéstrala, añádela a tu mano» (docs/rulings.md 29): the log names the card shown, the rival's
    observation keeps seeing it in the hand, and nothing else of that hand or Arsenal."""
    from pathlib import Path

    from nismatch_cards.games.nismatch.engine.observation import HIDDEN, observe
    from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

    root = Path(__file__).resolve().parents[2]
    result = run_scenario_file(root / "tests" / "engine" / "scenarios" / "busca-muestra-a-la-mano-todos-la-ven.yaml",
                               [root / "cards"])
    assert result.ok, result.message
    game = result.game
    shown = next(i for i in game.pilots[0].hand if game.cards[i].id == "pata-del-golem")
    assert f"  A muestra {game.card_label(shown)}" in game.log
    assert not any("Corona del Tirano" in line or "Chispazo" in line for line in game.log)
    view = observe(game, 1).view
    seen = [i for q in (view.pilots[0].hand, view.pilots[0].arsenal) for i in q if view.cards[i] is not HIDDEN]
    assert seen == [shown] and view.cards[shown] is game.cards[shown]
