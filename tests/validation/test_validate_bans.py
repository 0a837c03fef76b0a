"""`nismatch validar` on «… no puede ser movida» and the passive «… no puede ser seleccionada» (docs/rulings.md 46)."""
from __future__ import annotations

import pytest

from .helpers import Diag
from .test_validate_cards import F, PASIVA_STATIC, ability_problems


@pytest.mark.parametrize("tag, text", [
    ("pasiva", "Esta Parte no puede ser movida"),
    ("pasiva", "Todas tus Partes de tipo Pierna no pueden ser movidas"),
    ("pasiva", "Esta Parte no puede ser seleccionada"),
    ("pasiva", "Esta Parte no puede ser seleccionada por tu oponente"),
    ("pasiva", "Mientras esta Parte esté dañada; esta Parte no puede ser movida"),
    ("normal", "CAR 1 | Selecciona una Parte de tu oponente; no puede ser movida hasta el final de tu próximo turno"),
    ("normal", "CAR 1 | Selecciona 2 Partes tuyas; no pueden ser movidas hasta el final del turno"),
])
def test_bans_that_make_sense(card_set, tag, text):
    assert ability_problems(card_set, tag, text) == []


def test_nm038_a_pasiva_ban_with_an_end(card_set):
    text = "Esta Parte no puede ser movida hasta el final del turno"
    assert ability_problems(card_set, "pasiva", text) == [
        Diag("NM038", F, 13, 13, PASIVA_STATIC, "escribe algo como «Tu Unidad gana +1 DEF», o cambia la etiqueta")]


def test_nm081_a_ban_on_moving_a_card_in_a_hand(card_set):
    text = "CAR 1 | Selecciona una Parte de tu mano; no puede ser movida hasta el final del turno"
    found = ability_problems(card_set, "normal", text)
    assert [(d.code, d.column, d.message) for d in found] == [
        ("NM081", 13 + text.index("no puede"), "no se puede impedir que se mueva lo que está en una mano")]
