"""Turns written in the ability text (docs/ability-language.md): «hasta el final del próximo turno de tu
oponente», the per-turn limit «Una vez por turno» and «La próxima vez que …»; the bots play them."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate

from .language_games import BOTS, play_out, scenario_until

OPPONENTS_TURN = "lenguaje-hasta-el-final-del-proximo-turno-de-tu-oponente-5-3-7.yaml"


def test_greedy_plays_a_defence_that_lasts_through_the_opponents_turn(tmp_path):
    """In its Fase Principal 2, with no Guerrilla at hand, +2 DEF until the end of the opponent's next turn is
    worth playing: it covers the Guerrilla the opponent may declare."""
    game = scenario_until(tmp_path, OPPONENTS_TURN, '  - "A: jugar escudo-prolongado"')
    assert game.to_move == 0
    assert isinstance(make_bot("voraz", 1).choose(game, game.legal_actions()), Activate)


def test_whole_games_with_a_change_until_the_opponents_turn(project):
    text = "CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente"
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over for game in games)
    assert any("+2 DEF" in line for game in games for line in game.log)


NEXT_TIME = "lenguaje-la-proxima-vez-que-este-turno-3-3.yaml"


def test_a_waiting_next_time_belongs_to_its_game_and_each_copy(tmp_path):
    """Two «La próxima vez que …» wait after A's turn 1 (the one «este turno» is gone at its end); a copy of the
    game fires its own, and the original's still waits."""
    game = scenario_until(tmp_path, NEXT_TIME, '  - "B: jugar chispazo"')
    assert [d[4] for d in game.delayed_triggers] == [False]  # «este turno» gone with turn 1
    copy = game.clone()
    head = copy.pilots[0].unit[copy.ruleset.zone_ids.index("cabeza")]
    copy.destroy(head, 1)
    assert copy.delayed_triggers == [] and len(copy.pending_triggers) == 1
    assert len(game.delayed_triggers) == 1 and game.pending_triggers == []


def test_whole_games_with_next_time_and_every_bot(project):
    texts = [("normal", "CAR 1 | La próxima vez que una Parte tuya sea destruida; roba 2 cartas"),
             ("relampago", "CAR 0 | La próxima vez que tu oponente active una Carta de Apoyo este turno; roba una carta")]
    games = [play_out(project, texts, bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over for game in games)
    log = [line for game in games for line in game.log]
    assert any("espera a «La próxima vez que" in line for line in log)
    assert any("habilidad disparada" in line and "La próxima vez que" in line for line in log)
