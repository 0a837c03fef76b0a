"""«Selecciona a un oponente» (docs/ability-language.md, «Seleccionar a un piloto»; docs/rulings.md 52–54): the pilot
chosen on activation, checked again on resolution (6.1.1.1), the bot's pick, and whole games in every mode."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Action, Activate, ChoosePilot, Game, Pass
from nismatch_cards.games.nismatch.engine.state import chooses_cards
from nismatch_cards.games.nismatch.engine.visibility import sees
from nismatch_cards.games.nismatch.language import ast as A

from .language_games import BOTS, decks_with, play_out, scenario_until

LEADER = "seleccionar-oponente-con-mas-botines.yaml"
DISCARD = "CAR 1 | Selecciona a un oponente; descarta una carta al azar de su mano"


def _asked(tmp_path) -> Game:
    """The game of LEADER with A's Cobro de Deudas activated, A asked which opponent to select."""
    game = scenario_until(tmp_path, LEADER, '  - "A: jugar cobro-de-deudas"')
    card = next(i for i in game.pilots[0].hand if game.cards[i].id == "cobro-de-deudas")
    game.apply(Activate(card, 0))
    return game


def _resolve(game: Game) -> None:
    """Everyone passes until the marchas are empty."""
    while game.stack:
        game.apply(Pass())


def test_the_pilot_chosen_is_the_only_one_that_loses(tmp_path):
    game = scenario_until(tmp_path, LEADER, '  - "B: pasar"')
    assert game.stack[-1].named_opponent == 1
    _resolve(game)
    assert [q.car for q in game.pilots[1:]] == [1, 3, 3]


def test_a_pilot_no_longer_among_the_leaders_is_a_lost_target_6_1_1_1(tmp_path):
    game = scenario_until(tmp_path, LEADER, '  - "B: pasar"')
    game.log = []
    game.pilots[2].claimed = 3  # C claims one more before the marcha resolves: B is no longer the leader
    _resolve(game)
    assert game.pilots[1].car == 3
    assert any("ha perdido su objetivo (6.1.1.1)" in line for line in game.log)


def test_a_pilot_out_of_the_game_is_a_lost_target_6_1_1_1(tmp_path):
    game = scenario_until(tmp_path, "cada-oponente-batalla-real.yaml", '  - "B: pasar"')
    game.pilots[3].alive = False  # D, the one selected, is out of the game
    _resolve(game)
    assert [q.car for q in game.pilots[1:3]] == [4, 4]  # not even «cada oponente» is done: the whole marcha


def test_only_opponents_still_in_the_game_are_offered_and_told_by_name(tmp_path):
    game = _asked(tmp_path)
    assert game.legal_actions() == [ChoosePilot(1), ChoosePilot(2)]
    assert ChoosePilot(2).describe(game) == "elige a C"
    assert game.refusal(ChoosePilot(3), 0).reason == "ese piloto no es uno de los que se pueden elegir (B, C)"


def test_a_pilot_chosen_is_no_card_seen_or_renumbered(tmp_path):
    game = _asked(tmp_path)
    d = game.decisions[0]
    assert d.options == [1, 2] and not chooses_cards(d)  # pilot B and C, not the cards numbered 1 and 2
    hidden = [i for i in d.options if not sees(game, 1, i)]
    assert all(not sees(game, 0, i) for i in hidden)


def test_the_greedy_bot_picks_the_opponent_nearest_to_winning(tmp_path):
    game = _asked(tmp_path)
    game.pilots[2].claimed = 3
    assert make_bot("voraz", 0).choose(game, game.legal_actions()) == ChoosePilot(2)
    game.pilots[2].claimed = 2
    game.pilots[1].claimed = 4
    assert make_bot("voraz", 0).choose(game, game.legal_actions()) == ChoosePilot(1)


def test_in_1v1_nobody_is_asked_and_a_teammate_cannot_be_selected(project):
    seen = []
    game = play_out(project, [("normal", DISCARD)], BOTS[1], 3, watch=seen.append)
    assert game.over and game.check_invariants() == []
    assert not any(isinstance(a, ChoosePilot) for a in seen)
    assert A.SelectPlayer(A.Player.TEAMMATE).options(game, 0) == []


def test_whole_games_with_every_bot(project):
    texts = [("normal", DISCARD), ("normal", "CAR 2 | Selecciona la Unidad de un oponente; pierde 3 DEF hasta el "
                                            "final del turno"),
             ("relampago", "CAR 1 | Selecciona al oponente que haya reclamado más Botines de Guerra; ese piloto "
                           "pierde 2 puntos de Carga")]
    games = [play_out(project, texts, bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over and game.check_invariants() == [] for game in games)


def test_whole_games_of_four_pilots_choose_among_the_opponents(project):
    texts = [("normal", DISCARD), ("normal", "CAR 1 | Selecciona a tu compañero; ese piloto gana 2 CAR"),
             ("normal", "CAR 1 | Cada oponente descarta una carta")]
    for mode, seed in (("batalla_real", 1), ("2v2", 2)):
        decks = decks_with(project, texts)
        game = Game(project.ruleset, decks + decks, seed=seed, mode=mode)
        bots = [make_bot(name, seed * 4 + i) for i, name in enumerate(("voraz", "aleatorio", "voraz", "aleatorio"))]
        asked = []
        while not game.over:
            action = bots[game.to_move].choose(game, game.legal_actions())
            if isinstance(action, ChoosePilot):
                asked.append((game.to_move, action.pilot))
            game.apply(action)
        assert game.check_invariants() == []
        assert all(game.is_opponent(p, q) for p, q in asked)


def test_the_choice_of_a_pilot_is_saved_and_replayed():
    action = ChoosePilot(2)
    assert action.to_json() == {"tipo": "elegir_piloto", "pilot": 2}
    assert Action.from_json(action.to_json()) == action
