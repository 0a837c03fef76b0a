"""«Previene los próximos N puntos de daño que reciba …» (docs/ability-language.md, «Prevenir daño»): the
shield is spent as it is used, belongs to the Parte while it stays put, is copied with the game, and the
bots play cards that have it."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.state import Z_TALLER

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-previene-dano-6-1-1.yaml"


def _shielded(tmp_path: Path) -> tuple[Game, int]:
    """The scenario after the shield resolved and the first blow: A's Torso has 1 damage and no shield left."""
    game = scenario_until(tmp_path, SCENARIO, "  - esperado: {A.torso.dano: 1")
    return game, game.pilots[0].unit[game.ruleset.zone_ids.index("torso")]


def test_a_shield_is_spent_and_a_copy_spends_its_own(tmp_path):
    game, torso = _shielded(tmp_path)
    assert game.damage[torso] == 1
    game.add_shield(torso, 2, None, 0, torso)
    copy = game.clone()
    copy.deal_damage(torso, 3, 1)
    assert copy.damage[torso] == 2  # 2 of the 3 prevented
    game.deal_damage(torso, 1, 1)
    game.deal_damage(torso, 2, 1)
    assert game.damage[torso] == 2  # the original's shield took 1, then 1 more: its own, untouched by the copy


def test_a_shield_is_lost_when_its_parte_moves(tmp_path):
    game, torso = _shielded(tmp_path)
    game.add_shield(torso, 2, None, 0, torso)
    game.move(torso, Z_TALLER, 0)
    game.pilots[0].talleres[0] = torso
    game.deal_damage(torso, 2, 1)
    assert game.damage[torso] == 3  # 1 it had and 2 now: the shield was the Parte's on its Unidad, not in the Taller


def test_whole_games_with_shields_and_every_bot(project):
    """Every Carta de Apoyo of two decks replaced by a shield: games end, and shields are played and used."""
    text = "CAR 1 | Selecciona una Parte tuya; previene los próximos 2 puntos de daño que reciba hasta el final del turno"
    games = [play_out(project, [("relampago", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert any("se previenen" in line for game in games for line in game.log)


def test_greedy_keeps_a_shield_for_a_parte_in_danger(tmp_path):
    """Out of danger, greedy does not spend the shield; when an enemy marcha targets its Parte, it answers with it."""
    from nismatch_cards.games.nismatch.engine import Activate

    game = scenario_until(tmp_path, SCENARIO, "acciones:", active="A")
    assert game.to_move == 0 and any(isinstance(a, Activate) for a in game.legal_actions())
    assert not isinstance(make_bot("voraz", 1).choose(game, game.legal_actions()), Activate)
    game = scenario_until(tmp_path, SCENARIO, '  - "A: jugar escudo-de-prueba"')
    assert game.to_move == 0
    assert isinstance(make_bot("voraz", 1).choose(game, game.legal_actions()), Activate)
