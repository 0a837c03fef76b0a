"""«CAR X |» (docs/ability-language.md, «Coste X»; docs/rulings.md 50): one legal action per X that can be paid,
records keep X, the greedy bot picks a good X, and whole games with every bot."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate, Action

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-coste-x-4-1.yaml"


def _bola(game):
    return next(i for i in game.pilots[0].hand if game.cards[i].id == "bola-de-chatarra")


def test_one_action_per_x_that_can_be_paid(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, '  - {ilegal: "A: jugar bola-de-chatarra X=4"}')
    bola = _bola(game)
    xs = sorted(a.x for a in game.legal_actions() if isinstance(a, Activate) and a.card == bola)
    assert xs == [1, 2, 3]
    assert "con X = 2" in Activate(bola, 0, 2).describe(game)


def test_a_record_keeps_x_and_old_records_still_read():
    assert Action.from_json(Activate(5, 0, 3).to_json()) == Activate(5, 0, 3)
    assert Activate(5, 0).to_json() == {"tipo": "activar", "card": 5, "ability": 0}
    assert Action.from_json({"tipo": "activar", "card": 5, "ability": 0}) == Activate(5, 0)


def test_greedy_pays_just_the_x_that_destroys(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, '  - {ilegal: "A: jugar bola-de-chatarra X=4"}')
    torso = game.pilots[1].unit[game.ruleset.zone_ids.index("torso")]
    game.damage[torso] = game.cards[torso].pg - 2  # 2 PG left: X = 2 destroys it, 3 only costs more
    action = make_bot("voraz", 0).choose(game, game.legal_actions())
    assert action == Activate(_bola(game), 0, 2)


def test_whole_games_with_every_bot(project):
    abilities = [("normal", "CAR X | Selecciona una Parte de tu oponente; hazle X puntos de daño"),
                 ("relampago", "CAR X | Roba X cartas")]
    games = [play_out(project, abilities, bots, seed) for seed, bots in enumerate(BOTS)]
    assert any("con X = " in line for game in games for line in game.log)
    assert all(game.over and game.check_invariants() == [] for game in games)
