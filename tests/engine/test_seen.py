"""Dice and hand sizes written as designers write them (docs/rulings.md 63–65): every bot plays whole games with
them, the rolls are told in the log, and the greedy bot weighs two dice by their chance."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

from .language_games import BOTS, ROOT, play_out

TEXTS = [
    "CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 1 o 2, hazle 1 punto de daño; si sale 3, 4 o "
    "5, hazle 2 puntos de daño; si no, destrúyela",
    "CAR 1 | Tira dos dados: si sacas dobles, roba 3 cartas; si no, gana 1 CAR",
    "CAR 1 | Selecciona una Parte de tu oponente; tira un dado y hazle puntos de daño igual a la mitad del resultado "
    "redondeando hacia arriba",
    "CAR 0 | Roba 2 cartas y descarta hasta tener 4 cartas en tu mano",
]


@pytest.mark.parametrize("text", TEXTS)
def test_whole_games_with_every_bot(project, text):
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over and game.check_invariants() == [] for game in games)
    if "dado" in text:
        rolled = [line for game in games for line in game.log if "tira un dado: sale" in line]
        assert rolled and {line.rsplit(" ", 1)[1] for line in rolled} <= {"1", "2", "3", "4", "5", "6"}


TWO_BETS = """\
nombre: dos apuestas
regla: "6.1.1"
cartas:
  - id: dobles-o-nada
    nombre: Dobles o Nada
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {etiqueta: normal, texto: "CAR 1 | Selecciona una Parte de tu oponente; tira dos dados: si sacas dobles, hazle 2 puntos de daño"}
  - id: casi-seguro
    nombre: Casi Seguro
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {etiqueta: normal, texto: "CAR 1 | Selecciona una Parte de tu oponente; tira un dado: con 1, gana 1 CAR; si no, hazle 2 puntos de daño"}
inicio:
  activo: A
  pilotos:
    A: {car: 1, mano: [dobles-o-nada, casi-seguro], unidad: {torso: torso-bidon}}
    B: {unidad: {torso: torso-bidon}}
"""


def test_greedy_weighs_doubles_by_their_chance(tmp_path: Path):
    """2 points of damage on doubles (1 in 6) are worth less than on anything but a 1 (5 in 6)."""
    path = tmp_path / "apuestas.yaml"
    path.write_text(TWO_BETS, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    assert result.ok, result.message
    game = result.game
    choice = make_bot("voraz", 3).choose(game, game.legal_actions())
    assert isinstance(choice, Activate) and game.cards[choice.card].id == "casi-seguro"
