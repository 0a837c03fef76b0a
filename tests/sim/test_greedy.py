"""The greedy bot: it beats the random bot, it never changes the game it looks at, it is reproducible."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.bots import BOTS, Bot, GreedyBot, make_bot
from nismatch_cards.games.nismatch.bots import greedy as G
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.sim import runner
from nismatch_cards.games.nismatch.sim.commands import build_spec

from .conftest import A, B, C, D


def _vs_random(project, games_per_pairing: int, seed: int, workers: int) -> tuple[int, int]:
    """Greedy (side 0) against random (side 1) on every ordered pair of bundled decks, mirrors included."""
    decks = [project.deck(n) for n in (A, B, C, D)]
    spec, _ = build_spec(project, decks, [("greedy", "random")], games_per_pairing, seed)
    pairings = tuple((a, b) for a in range(4) for b in range(4))
    spec = runner.MatchSpec(spec.ruleset, spec.decks, pairings, spec.levels, games_per_pairing, seed)
    games = runner.run(spec, workers=workers)
    return sum(1 for g in games if g.winner == 0), len(games)


def test_greedy_is_registered_as_voraz_and_by_its_former_name():
    assert isinstance(make_bot("voraz", 3), GreedyBot) and isinstance(make_bot("greedy", 3), GreedyBot)
    assert BOTS["voraz"] is GreedyBot and issubclass(GreedyBot, Bot) and "greedy" not in BOTS


def test_greedy_beats_random_quick(project):
    wins, games = _vs_random(project, 4, 1000, workers=1)  # 64 games
    assert games == 64
    assert wins / games >= 0.75


@pytest.mark.slow
def test_greedy_beats_random_in_90_percent_of_1000_games(project):
    wins, games = _vs_random(project, 63, 0, workers=2)  # 1,008 games
    assert games >= 1000
    assert wins / games >= 0.90, f"greedy gana {wins} de {games}"


def test_greedy_does_not_change_the_game_and_is_reproducible(project):
    moves = []
    for _ in range(2):
        game = Game.from_project(project, [A, C], seed=9)
        bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
        played = []
        while not game.over:
            actions = game.legal_actions()
            before = game.digest()
            action = bots[game.to_move].choose(game, actions)
            assert game.digest() == before
            assert action in actions
            played.append(action)
            game.apply(action)
        moves.append(played)
    assert moves[0] == moves[1]


def test_greedy_declares_a_guerrilla_only_when_favourable(project):
    game = Game.from_project(project, [C, B], seed=4)
    bot = make_bot("greedy", 0)
    checked = 0
    while not game.over and checked < 20:
        actions = game.legal_actions()
        declares = [a for a in actions if type(a).__name__ == "Declare"]
        if declares and game.to_move is not None:
            p = game.to_move
            q = declares[0].target
            chosen = bot.choose(game, actions)
            diff = game.stat(p, "fue") - game.stat(q, "def")
            no_parts = not any(i >= 0 for i in game.pilots[q].unit)
            if type(chosen).__name__ == "Declare":
                boost, _ = G._affordable_boost(game, p)
                assert no_parts or diff + boost > 0
            elif no_parts or diff > 0:
                pytest.fail(f"no declara con FUE − DEF = {diff}")
            checked += 1
            game.apply(chosen)
        else:
            game.apply(bot.choose(game, actions))
    assert checked > 0


def test_evaluation_weights_are_named_constants():
    for name in ("W_FUE", "W_DEF", "W_BOTIN", "W_DAMAGE", "W_NEG_CAR", "W_CAR_SPENT", "W_NEGATE_MIN",
                 "DANGER_MARGIN", "ARSENAL_SAFETY"):
        assert isinstance(getattr(G, name), (int, float))
        assert name in G.__doc__


def test_evaluate_counts_botines_and_parts(project):
    game = Game.from_project(project, [A, B], seed=1)
    assert G.evaluate(game, 0) == 0 == G.evaluate(game, 1)  # nothing equipped, nothing claimed yet
    bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
    while not game.over:
        game.apply(bots[game.to_move].choose(game, game.legal_actions()))
    w = game.winner
    assert G.evaluate(game, w) > G.evaluate(game, 1 - w)


LOOK_AND_TAKE = """\
nombre: "Un periscopio con Carga para usarlo"
regla: "6.1"
cartas:
  - {id: torso-t, nombre: Torso T, tipo: parte, zona: torso, pg: 6, car: 1, fue: 1, def: 1, vel: 1, rareza: chatarra}
  - id: periscopio
    nombre: Periscopio
    tipo: parte
    zona: cabeza
    pg: 3
    car: 0
    fue: 0
    def: 1
    vel: 1
    rareza: chatarra
    habilidades:
      - etiqueta: normal
        texto: "CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo de tu Arsenal"
inicio:
  activo: A
  pilotos:
    A: {car: 1, unidad: {torso: torso-t, cabeza: periscopio}, arsenal: [torso-t, torso-t, torso-t, torso-t, torso-t, torso-t, torso-t, torso-t, torso-t]}
    B: {unidad: {torso: torso-t}}
"""


def test_greedy_uses_an_ability_that_looks_at_the_arsenal_and_takes_a_card(tmp_path):
    """«Mira las 3 primeras cartas…, añade una de ellas a tu mano»: the card taken is unseen when the
    bot decides, and it is worth a card drawn (it used to be worth nothing, so the bot never used it)."""
    from nismatch_cards.games.nismatch.engine import Activate
    from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

    path = tmp_path / "periscopio.yaml"
    path.write_text(LOOK_AND_TAKE, encoding="utf-8")
    result = run_scenario_file(path)
    assert result.ok, result.message
    game = result.game
    choice = make_bot("greedy", 0).choose(game, game.legal_actions())
    assert isinstance(choice, Activate) and game.cards[choice.card].id == "periscopio"
