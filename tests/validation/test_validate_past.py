"""`nismatch validar` on conditions about this turn (docs/rulings.md 47)."""
from __future__ import annotations

import pytest

from .helpers import SUPPORT, Diag
from .test_validate_cards import F, ability_problems


@pytest.mark.parametrize("tag, text", [
    ("normal", "CAR 1 | Si esta Parte no recibió daño este turno; tu Unidad gana +2 DEF hasta el final del turno"),
    ("normal", "CAR 0 | Si destruiste 2 o más Partes este turno; roba una carta"),
    ("normal", "CAR 0 | Si no destruiste ninguna Parte este turno; roba una carta"),
    ("relampago", "CAR 1 | Si tu oponente activó una Carta de Apoyo este turno; gana 2 CAR"),
    ("relampago", "CAR 1 | Si tu oponente no activó una habilidad o Carta de Apoyo este turno; gana 1 CAR"),
    ("pasiva", "Si destruiste 2 o más Partes este turno; tu Unidad gana +2 FUE"),
])
def test_conditions_about_this_turn_that_make_sense(card_set, tag, text):
    assert ability_problems(card_set, tag, text) == []


def test_nm037_a_support_card_asking_whether_this_parte_was_damaged(card_set):
    text = "CAR 1 | Si esta Parte recibió daño este turno; roba una carta"
    assert ability_problems(card_set, "normal", text, card=SUPPORT) == [
        Diag("NM037", F, 7, 21, "una Carta de Apoyo no es una Parte: no puede decir «esta Parte»",
             "usa un requisito que no dependa de una Parte")]


def test_a_support_card_may_ask_what_its_pilot_destroyed(card_set):
    assert ability_problems(card_set, "normal", "CAR 0 | Si destruiste una Parte este turno; roba una carta",
                            card=SUPPORT) == []
