"""Counters (docs/ability-language.md, «Poner contadores»; docs/rulings.md 33): they stay on a Parte only on
its Unidad or in a Taller, a copy of the game has its own, every pilot sees them, a game without them keeps its
digest, and the bots play cards that put, spend and count them."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate, Game
from nismatch_cards.games.nismatch.engine.observation import observe
from nismatch_cards.games.nismatch.engine.state import Z_HAND, Z_TALLER

from .language_games import BOTS, play_out, scenario_until



def _charged(tmp_path: Path) -> tuple[Game, int]:
    """The cost scenario once the Disparado put the second counter: A's Caldera a Presión has 2 and may pay."""
    game = scenario_until(tmp_path, "lenguaje-contadores-coste-6-1.yaml", '  - "A: activar caldera-a-presion 2"\n')
    return game, game.pilots[0].unit[game.ruleset.zone_ids.index("torso")]


def test_a_copy_has_its_own_counters(tmp_path):
    game, caldera = _charged(tmp_path)
    copy = game.clone()
    copy.add_counters(caldera, 3)
    assert (game.counters[caldera], copy.counters[caldera]) == (2, 5)
    assert copy.digest() != game.digest()


def test_counters_are_lost_off_the_board_and_kept_in_a_taller(tmp_path):
    game, caldera = _charged(tmp_path)
    game.move(caldera, Z_TALLER, 0)
    assert game.counters[caldera] == 2 and game.check_invariants() == []
    game.move(caldera, Z_HAND)
    assert game.counters[caldera] == 0 and game.check_invariants() == []
    game.add_counters(caldera, 1)  # a card in the hand takes none
    assert game.counters[caldera] == 0


def test_removing_more_counters_than_there_are_leaves_none(tmp_path):
    game, caldera = _charged(tmp_path)
    game.remove_counters(caldera, 5)
    assert game.counters[caldera] == 0


def test_the_opponent_sees_the_counters(tmp_path):
    game, caldera = _charged(tmp_path)
    assert observe(game, 1).view.counters[caldera] == 2


def test_a_game_without_counters_keeps_its_digest(project):
    """Saved games are checked by digest: a game where no counter was ever put digests as it did before counters
    existed (the figure was taken at c247848, the revision before them, and retaken when docs/rulings.md 10 stopped
    the Torso revealed in 5.1 from changing the Carga, which changes this game from its first turn, and again when
    docs/rulings.md 3 and 21 let a repaired Parte replace a damaged one and passed priority in the Reconstrucción)."""
    import random

    game = Game.from_project(project, ["Asalto Remachado", "Guardia del Taller"], seed=7)
    chooser = random.Random(7)
    for _ in range(80):
        game.apply(chooser.choice(game.legal_actions()))
    assert game.digest() == "49db58211987a3bc"


def test_greedy_pays_a_counters_cost_when_it_has_them(tmp_path):
    game, _ = _charged(tmp_path)
    choice = make_bot("voraz", 1).choose(game, game.legal_actions())
    assert isinstance(choice, Activate) and game.cards[choice.card].id == "caldera-a-presion"


def test_whole_games_with_counters_and_every_bot(project):
    """Every Carta de Apoyo of two decks replaced by cards that put, spend, remove and count counters: games
    end, and each of those happens."""
    abilities = [
        ("normal", "CAR 1 | Selecciona una Parte tuya; ponle 2 contadores"),
        ("normal", "CAR 0 | Quita 2 contadores de una Parte tuya; roba 2 cartas"),
        ("relampago", "CAR 1 | Selecciona una Parte de tu oponente con contadores; quítale todos los contadores"),
        ("normal", "CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño por cada contador en todas "
                   "tus Partes"),
    ]
    games = [play_out(project, abilities, bots, seed) for seed, bots in enumerate(BOTS)]
    log = [line for game in games for line in game.log]
    assert any("recibe 2 contadores" in line for line in log)
    assert any("Quita 2 contadores de una Parte tuya" in line and "marcha" in line for line in log)
    assert any("pierde" in line and "contador" in line for line in log)
    assert all(game.over and game.check_invariants() == [] for game in games)
