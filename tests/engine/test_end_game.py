"""«Gana la partida» / «tu oponente pierde la partida» (docs/ability-language.md, «Ganar o perder la partida»;
docs/rulings.md 35): greedy takes a win it can afford, a simulation tells games ended by a card apart, and the
bots play whole games with it."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate
from nismatch_cards.games.nismatch.sim.runner import END_CARD, end_kind

from .language_games import BOTS, play_out, scenario_until


def test_greedy_plays_the_card_that_wins(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-gana-la-partida-2v2-1-1.yaml", '  - "B: pasar"')
    game.apply(next(a for a in game.legal_actions() if not isinstance(a, Activate)))  # B passes
    while game.to_move != 0:
        game.apply(game.legal_actions()[0])
    choice = make_bot("voraz", 5).choose(game, game.legal_actions())
    assert isinstance(choice, Activate) and game.cards[choice.card].id == "victoria-de-prueba"


def test_whole_games_with_a_card_that_wins_and_every_bot(project):
    text = "CAR 2 | Si tienes 4 o más Partes equipadas; gana la partida"
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over for game in games)
    won = [game for game in games if end_kind(game) == END_CARD]
    assert won and all(game.winners and "gana la partida con Prueba" in game.end_reason for game in won)
