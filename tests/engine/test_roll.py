"""«Tira un dado: si sale …, A; si sale …, B» (docs/ability-language.md, «Tirar un dado»; docs/rulings.md 34):
the roll comes from the game's generator, which no pilot's view holds, greedy weighs each outcome by its chance,
and the bots play whole games with it."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate
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
    result = run_scenario_file(path, [ROOT / "packs" / "nismatch"])
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
