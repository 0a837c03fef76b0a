"""«Cópiala» (docs/ability-language.md, «Copiar una marcha»; docs/rulings.md 37): a copy is marked as one through a
copy of the game, greedy copies what would help it, and the bots play whole games with it."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate
from nismatch_cards.games.nismatch.engine.state import Z_HAND

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-copia-4-7-2.yaml"


def test_a_copy_stays_a_copy_in_a_copy_of_the_game(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, "  - esperado: {marchas: 2")
    top = game.stack[-1]
    assert top.copied and top.controller == 0
    twin = game.clone()
    assert twin.stack[-1].copied and twin.digest() == game.digest()


def test_greedy_copies_an_enemy_attack(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, '  - "A: jugar espejo-de-prueba"')
    assert game.to_move == 0
    choice = make_bot("voraz", 2).choose(game, game.legal_actions())
    assert isinstance(choice, Activate) and game.cards[choice.card].id == "espejo-de-prueba"


def test_whole_games_with_copies_and_every_bot(project):
    abilities = [("relampago", "CAR 1 | Si tu oponente activa una Carta de Apoyo; cópiala"),
                 ("normal", "CAR 1 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño")]
    games = [play_out(project, abilities, bots, seed) for seed, bots in enumerate(BOTS)]
    log = [line for game in games for line in game.log]
    assert any(": copia de " in line for line in log)
    assert all(game.over and game.check_invariants() == [] for game in games)


def test_a_copy_without_targets_does_not_go_up(tmp_path):
    """The copier has no opponent Parte to select: the copy of «Selecciona una Parte de tu oponente; …» does not go up."""
    game = scenario_until(tmp_path, SCENARIO, '  - "A: jugar espejo-de-prueba"')
    game.log = []
    torso = game.pilots[1].unit[game.ruleset.zone_ids.index("torso")]
    game.move(torso, Z_HAND)  # B's only Parte back to the hand: nothing of A's opponent to select
    espejo = next(i for i in game.pilots[0].hand if game.cards[i].id == "espejo-de-prueba")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate) and a.card == espejo))
    while game.to_move == 1 and len(game.stack) == 2:
        game.apply(game.legal_actions()[0])
    assert "  la copia no tiene objetivos que elegir: no sube a las marchas" in game.log
    assert not any(m.copied for m in game.stack)
