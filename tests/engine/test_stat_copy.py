"""«la FUE de tu Unidad pasa a ser igual a …» (docs/ability-language.md, «Copiar una estadística»; docs/rulings.md
45): the change it makes (what greedy values too), and whole games with every bot."""
from __future__ import annotations

from .language_games import BOTS, play_out, scenario_until


def test_the_change_is_what_is_missing_or_left_over(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-copiar-estadistica-4-3.yaml", '  - "A: jugar espejo-de-fuerza"')
    mirror = next(i for i in game.pilots[0].hand if game.cards[i].id == "espejo-de-fuerza")
    copy = game.cards[mirror].abilities[0].effects[0]
    assert copy.change(game, 0).amount == 4  # 1 FUE against 5
    assert copy.change(game, 1).amount == -4  # for B it would lose 4


def test_whole_games_with_every_bot(project):
    text = "CAR 1 | La FUE de tu Unidad pasa a ser igual a la DEF de la Unidad de tu oponente hasta el final del turno"
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over and game.check_invariants() == [] for game in games)
