"""«… no puede ser movida» (docs/ability-language.md, «No poder ser movida»; docs/rulings.md 46): an effect's ban is
the Parte's while it stays put and is copied with the game; the greedy bot does not count on moving a Parte that
may not move; whole games with the construct end."""
from __future__ import annotations

from types import SimpleNamespace

from nismatch_cards.games.nismatch.bots.greedy import Estimate
from nismatch_cards.games.nismatch.engine.state import Z_HAND, Z_SCRAP, Z_TALLER, Z_UNIT
from nismatch_cards.games.nismatch.language import ast as A

from .language_games import BOTS, play_out, scenario_until


def _game(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-no-puede-ser-seleccionada-pasiva-6-1.yaml", "acciones:")
    return game, game.pilots[1].unit[game.ruleset.zone_ids.index("pierna_izquierda")]


def test_a_ban_keeps_the_parte_in_place_and_a_copy_keeps_its_own(tmp_path):
    game, leg = _game(tmp_path)
    game.add_unmovable(leg, None, 0, -1)
    copy = game.clone()
    copy.move_to(leg, A.Destination.OWNER_HAND, 0)
    assert not copy.to_taller(leg) and copy.loc[leg] == Z_UNIT
    copy.destroy(leg, 0)
    assert copy.loc[leg] == Z_SCRAP  # destroying is not moving (ruling 46)
    assert game.loc[leg] == Z_UNIT and game.unmovable(leg)


def test_the_ban_of_an_effect_ends_when_the_parte_leaves(tmp_path):
    game, leg = _game(tmp_path)
    game.add_unmovable(leg, None, 0, -1)
    game.destroy(leg, 0)
    game.move(leg, Z_HAND)
    assert not game.unmovable(leg)
    assert game.loc[leg] == Z_HAND


def test_greedy_does_not_count_on_moving_a_parte_that_may_not_move(tmp_path):
    game, leg = _game(tmp_path)
    ev = SimpleNamespace(game=game, held=lambda inst: Estimate.held(ev, inst))
    game.add_unmovable(leg, None, 0, -1)
    assert A.Move(A.It(), A.Destination.TALLER).bot_on_card(ev, leg) == 0.0
    assert game.to_taller(leg) is False and game.loc[leg] != Z_TALLER


def test_whole_games_with_bans_and_every_bot(project):
    text = "CAR 1 | Selecciona una Parte de tu oponente; no puede ser movida hasta el final de tu próximo turno"
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over for game in games)
    assert any("no puede ser movida" in line for game in games for line in game.log)
