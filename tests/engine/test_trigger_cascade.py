"""A cascade of Disparados that fire one another ends as a draw, as any runaway turn does (docs/rulings.md 15)."""
from __future__ import annotations

import dataclasses
import random

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.state import TOO_MANY_ACTIONS

CASCADE = [{"etiqueta": "disparado", "texto": "Cuando cada piloto active una habilidad; gana 1 CAR"},
           {"etiqueta": "normal", "texto": "CAR 1 | Gana 1 CAR"}]


def test_disparados_that_fire_one_another_end_the_game_as_a_draw(project):
    """Every Parte fires on any activation, its own chain excepted (ruling 30): each activation fires all the other
    Partes, whose activations fire the rest, and so on, factorially (found by the fuzz test of Parte abilities, which
    hung). Each Disparado counts as an action of the turn, so the turn ends at the limit instead."""
    decks = []
    for name in ["Asalto Remachado", "Puños de Hierro"]:
        cards = project.deck_cards(project.deck(name))
        decks.append((name, [dataclasses.replace(c, fields={**c.fields, "habilidades": CASCADE})
                             if c.type == "parte" else c for c in cards]))
    ends = []
    for seed in range(1, 5):
        game = Game(project.ruleset, decks, seed=seed)
        bots = [make_bot("aleatorio", seed), make_bot("voraz", seed + 1)]
        chooser = random.Random(seed)
        while not game.over:
            legal = game.legal_actions()
            game.apply(bots[game.to_move].choose(game, legal) if chooser.random() < 0.9 else chooser.choice(legal))
        ends.append(game.end_reason)
    assert TOO_MANY_ACTIONS in ends
    assert TOO_MANY_ACTIONS == "más de 2000 acciones en un turno"
