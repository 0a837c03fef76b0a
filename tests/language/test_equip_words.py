"""Equipping in a designer's other words (packs/nismatch/lexico.yaml; rulebook 5.3.4, docs/rulings.md 1, 115):
«reequípala», «únela a tu Unidad», «sin esperar al Taller», «no cuenta como tu Parte del turno»."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text

FROM_TALLER = "CAR 1 | Selecciona una Parte tuya en un Taller; equípala"
FROM_SCRAP = "CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; equípala"
FROM_HAND = "CAR 2 | Equipa una Parte de tu mano"
LEGS = "CAR 2 | Intercambia una Parte tuya de tipo Pierna equipada por una Parte de tipo Pierna de tu mano"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Selecciona una Parte de uno de tus Talleres; reequípala", FROM_TALLER),
    ("CAR 1 | Selecciona una Parte de uno de tus Talleres; reequípala en su zona.", FROM_TALLER),
    ("CAR 1 | Selecciona una Parte de uno de tus Talleres; equípala a tu Unidad, aunque no haya pasado un turno en "
     "el Taller.", FROM_TALLER),
    ("CAR 1 | Selecciona una Parte de uno de tus Talleres; equípala ya en su zona, aunque no haya pasado un turno "
     "en el Taller.", FROM_TALLER),
    ("CAR 1 | Selecciona una Parte tuya en un Taller. Equípala ya", FROM_TALLER),
    ("CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; únela a tu Unidad", FROM_SCRAP),
    ("CAR 2 | Selecciona una Parte de tu Depósito de Chatarra, únela en su zona.", FROM_SCRAP),
    ("CAR 2 | Une a tu Unidad una Parte de tu mano", FROM_HAND),
    ("CAR 2 | Une una Parte de tu mano.", FROM_HAND),
    ("CAR 2 | Equipa a tu Unidad una Parte de tu mano. Esto no cuenta para tu límite de una Parte por turno.",
     FROM_HAND),
    ("CAR 2 | Equipa una Parte de tu mano. No cuenta para tu límite de una Parte por turno", FROM_HAND),
    ("CAR 2 | Equipa una Parte de tu mano. No cuenta como tu Parte del turno.", FROM_HAND),
    ("CAR 2 | Equipa una Parte de tu mano. Esto no cuenta como tu Parte equipada del turno.", FROM_HAND),
    ("CAR 2 | Cambia una Parte de tipo Pierna de tu Unidad por una Parte de tipo Pierna de tu mano", LEGS),
    ("CAR 2 | Cambia una Pierna de tu Unidad por una Pierna de tu mano. No cuenta como tu Parte del turno.", LEGS),
])
def test_equipping_in_other_words(written, canonical):
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability
