"""«Tira un dado: si sale …, A; si sale …, B» (docs/ability-language.md, «Tirar un dado»; docs/rulings.md 34):
the roll comes from the game's generator, which no pilot's view holds, greedy weighs each outcome by its chance,
and the bots play whole games with it."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate, Game
from nismatch_cards.games.nismatch.engine.observation import observe
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

from .language_games import BOTS, ROOT, play_out

TWO_BETS = """\
nombre: dos apuestas
regla: "6.1.1"
cartas:
  - id: apuesta-segura
    nombre: Apuesta Segura
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {etiqueta: normal, texto: "CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 2 o más, hazle 2 puntos de daño"}
  - id: apuesta-loca
    nombre: Apuesta Loca
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {etiqueta: normal, texto: "CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 6, hazle 2 puntos de daño"}
inicio:
  activo: A
  pilotos:
    A: {car: 1, mano: [apuesta-loca, apuesta-segura], unidad: {torso: torso-bidon}}
    B: {unidad: {torso: torso-bidon}}
"""


def _bets(tmp_path: Path):
    path = tmp_path / "apuestas.yaml"
    path.write_text(TWO_BETS, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    assert result.ok, result.message
    return result.game


def test_greedy_weighs_each_outcome_by_its_chance(tmp_path):
    """The same damage on 2 to 6 is worth more than on a 6 alone: greedy plays the safer bet."""
    game = _bets(tmp_path)
    choice = make_bot("voraz", 3).choose(game, game.legal_actions())
    assert isinstance(choice, Activate) and game.cards[choice.card].id == "apuesta-segura"


def test_no_pilot_view_holds_the_die(tmp_path):
    """The roll to come is the game's generator's: a pilot's view has none, and a world dealt from it rolls its own."""
    import random

    game = _bets(tmp_path)
    for p in (0, 1):
        obs = observe(game, p)
        assert obs.view.rng is None
        rolls = {obs.determinize(random.Random(seed)).rng.randint(1, 6) for seed in range(20)}
        assert len(rolls) > 1


def test_whole_games_with_a_die_and_every_bot(project):
    text = ("CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 4 o más, hazle 2 puntos de daño; "
            "si sale 1, descarta una carta")
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    rolled = [line for game in games for line in game.log if "tira un dado: sale" in line]
    assert rolled and {line.rsplit(" ", 1)[1] for line in rolled} <= {"1", "2", "3", "4", "5", "6"}
    assert all(game.over and game.check_invariants() == [] for game in games)


def _first_round(project, seed: int, first: int | None) -> Game:
    import random as _random
    game = Game.from_project(project, ["Asalto Remachado", "Puños de Hierro"], seed=seed, first=first, log=True)
    chooser = _random.Random(seed)
    while game.round == 0:
        game.apply(chooser.choice(game.legal_actions()))
    return game


def test_a_forced_first_pilot_plays_the_first_turn_and_the_die_is_rolled_all_the_same(project):
    """``Game(first=p)`` (the simulation's measure of the first player's advantage, not a rule): ``p`` plays the
    first turn, and a tie of VEL still rolls the initiative die, so the rest of the game draws the same numbers."""
    seed = next(s for s in range(100) if any("empate de VEL" in line for line in _first_round(project, s, None).log))
    natural = _first_round(project, seed, None)
    starter = natural.order[0]
    forced = _first_round(project, seed, 1 - starter)
    assert forced.order[0] == forced.active == 1 - starter
    assert any("empate de VEL" in line for line in forced.log)
    assert forced.rng.getstate() == natural.rng.getstate()
    assert _first_round(project, seed, starter).digest() == natural.digest()  # forcing who starts anyway: no change
