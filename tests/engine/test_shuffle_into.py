"""«Baraja tu mano / tu Depósito de Chatarra en tu Arsenal» (docs/ability-language.md, «Barajar una zona en tu
Arsenal»; docs/rulings.md 48): whole games with every bot, and what the greedy bot thinks of it."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.greedy import Estimate, _View

from .language_games import BOTS, play_out, scenario_until


def test_whole_games_with_every_bot(project):
    abilities = [("normal", "CAR 1 | Baraja tu mano en tu Arsenal y roba 4 cartas"),
                 ("normal", "CAR 1 | Baraja tu Depósito de Chatarra en tu Arsenal")]
    games = [play_out(project, abilities, bots, seed) for seed, bots in enumerate(BOTS)]
    assert any("en su Arsenal" in line for game in games for line in game.log)
    assert all(game.over and game.check_invariants() == [] for game in games)


def test_greedy_counts_the_hand_given_back_as_lost(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-barajar-mano-en-arsenal-2.yaml", '  - "A: jugar mano-nueva"')
    info = game.cards[game.pilots[0].hand[0]]
    shuffle, draw = info.abilities[0].effects
    ev = Estimate(game, _View(game, 0), 0, game.pilots[0].hand[0])
    assert shuffle.bot_value(ev, []) < 0
    assert len(game.pilots[0].hand) == 3  # Mano Nueva and the two cards it gives back
