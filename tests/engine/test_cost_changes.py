"""Pasivas that change costs (docs/ability-language.md, «Cambiar el coste»; docs/rulings.md 49): what an ability
costs, by whom and which etiqueta; the bots see it; whole games with every bot."""
from __future__ import annotations

import dataclasses

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.bots.greedy import _View, ability_gain
from nismatch_cards.games.nismatch.engine import Game

from .language_games import BOTS, decks_with, play_out, scenario_until

CHEAP = "lenguaje-coste-reducido-apoyo-4-1.yaml"
DEAR = "lenguaje-coste-aumentado-oponente-4-1.yaml"


def _in_hand(game, p, card_id):
    return next(i for i in game.pilots[p].hand if game.cards[i].id == card_id)


def test_a_support_costs_less_and_never_below_zero(tmp_path):
    game = scenario_until(tmp_path, CHEAP, '  - "A: jugar golpe-caro"')
    dear, cheap = _in_hand(game, 0, "golpe-caro"), _in_hand(game, 0, "chispa-gratis")
    assert game.ability_cost(0, dear, game.cards[dear].abilities[0]) == 1
    assert game.ability_cost(0, cheap, game.cards[cheap].abilities[0]) == 0
    head = game.pilots[0].unit[0]
    game.deact[head] = 1  # 4.1.2: a deactivated Parte's Pasiva does nothing
    assert game.ability_cost(0, dear, game.cards[dear].abilities[0]) == 2


def test_only_the_opponents_partes_pay_more(tmp_path):
    game = scenario_until(tmp_path, DEAR, '  - "A: activar A.brazo_izquierdo"')
    a_arm, b_arm = game.pilots[0].unit[2], game.pilots[1].unit[2]
    support = _in_hand(game, 0, "chispa-barata")
    assert game.ability_cost(0, a_arm, game.cards[a_arm].abilities[0]) == 2
    assert game.ability_cost(1, b_arm, game.cards[b_arm].abilities[0]) == 1
    assert game.ability_cost(0, support, game.cards[support].abilities[0]) == 1


def test_the_greedy_bot_counts_the_changed_cost(tmp_path):
    game = scenario_until(tmp_path, DEAR, '  - "A: activar A.brazo_izquierdo"')
    arm = game.pilots[0].unit[2]
    ab = game.cards[arm].abilities[0]
    dear = ability_gain(game, _View(game, 0), arm, ab)
    game.deact[game.pilots[1].unit[0]] = 1  # B's Cabeza Aduanera off: the same ability costs 1
    assert ability_gain(game, _View(game, 0), arm, ab) > dear


def test_an_etiqueta_names_which_abilities(project):
    abilities = [("pasiva", "Tus habilidades Relámpago cuestan 1 CAR menos")]
    game = play_out(project, [("normal", "CAR 1 | Roba una carta")], BOTS[0], 0)
    from nismatch_cards.games.nismatch.language.parser import parse

    change = parse(abilities[0][1]).effect
    fast = next(ab for info in game.cards for ab in info.abilities if ab.tag == "relampago")
    normal = next(ab for info in game.cards for ab in info.abilities if ab.tag == "normal")
    assert change.covers(game, 0, 0, False, fast) and not change.covers(game, 0, 0, False, normal)
    assert not change.covers(game, 0, 1, False, fast)  # «tus»: only its owner's


def test_whole_games_with_every_bot(project):
    """Every Cabeza of both decks has a Pasiva that changes costs, each pilot's cheaper and the other's dearer."""
    supports = [("normal", "CAR 2 | Roba 2 cartas"), ("relampago", "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño")]
    pasivas = ["Tus Cartas de Apoyo cuestan 1 CAR menos", "Las habilidades de las Partes de tu oponente cuestan 1 CAR más",
               "Tus habilidades Relámpago cuestan 2 CAR menos"]
    games = []
    for seed, bots in enumerate(BOTS):
        game = Game(project.ruleset, _with_heads(decks_with(project, supports), pasivas), seed=seed)
        game.log = []
        players = [make_bot(name, seed * 2 + i) for i, name in enumerate(bots)]
        while not game.over:
            game.apply(players[game.to_move].choose(game, game.legal_actions()))
        games.append(game)
    assert all(game.any_cost_change for game in games)
    assert all(game.over and game.check_invariants() == [] for game in games)


def _with_heads(decks, pasivas):
    made = []
    for name, cards in decks:
        heads = sorted({c.id for c in cards if c.fields.get("zona") == "cabeza"})
        changed = {head: dataclasses.replace(next(c for c in cards if c.id == head), fields={
            **next(c for c in cards if c.id == head).fields,
            "habilidades": [{"etiqueta": "pasiva", "texto": pasivas[i % len(pasivas)]}]})
            for i, head in enumerate(heads)}
        made.append((name, [changed.get(c.id, c) for c in cards]))
    return made
