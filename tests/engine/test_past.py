"""Conditions about this turn (docs/ability-language.md, «Lo que pasó este turno»; docs/rulings.md 47): what
they read is forgotten when a turn starts, kept only in games that need it, copied with the game; whole games
with the construct end."""
from __future__ import annotations

from nismatch_cards.games.nismatch.engine import Pass
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.past import ONE

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-este-turno-4-2-5-3-1.yaml"
DESTROYED_ONE = A.Past(destroyed=ONE)


def test_the_record_starts_again_when_a_turn_starts(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, '  - {ilegal: "A: activar ojo-contable 3"}')
    assert DESTROYED_ONE.holds(game, 0, -1) and not DESTROYED_ONE.holds(game, 1, -1)
    copy = game.clone()
    copy.this_turn.clear()
    assert DESTROYED_ONE.holds(game, 0, -1)  # the copy's record is its own
    while game.active == 0 and not game.over:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert game.active == 1 and not DESTROYED_ONE.holds(game, 0, -1)
    assert not A.Past(A.Player.OPPONENT, activated=A.Activatable.SUPPORT).holds(game, 0, -1)


def test_a_game_without_such_a_condition_keeps_no_record(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-en-lugar-de-al-deposito-2-2-5-3-3.yaml", "  - esperado: {B.torso")
    assert not game.any_past and game.this_turn == {}


def test_whole_games_with_conditions_about_this_turn_and_every_bot(project):
    text = "CAR 0 | Si destruiste una Parte este turno; roba una carta"
    games = [play_out(project, [("relampago", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over and game.any_past for game in games)
