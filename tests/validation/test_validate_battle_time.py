"""`nismatch validar` on round 8's battle wordings (rulebook 5.3.5; docs/rulings.md 184–185): the written form is
what a designer puts on a card, and it is valid as written."""
from __future__ import annotations

import pytest

from .helpers import PART, Diag, validate, with_ability


@pytest.mark.parametrize("tag, text", [
    ("disparado", "Cuando tu Unidad defienda en una batalla y el resultado sea negativo, el atacante recibe 1 punto "
                  "de daño adicional."),
    ("disparado", "Cuando defiendas en una Guerrilla, roba una carta."),
])
def test_defending_in_a_battle_is_valid(card_set, tag, text):
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0


def test_a_floor_of_a_stat_is_valid_in_a_pasiva(card_set):
    card_set({"t/a.yaml": with_ability(PART, "pasiva", "La DEF de tu Unidad no puede ser inferior a 1.")})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0


def test_a_floor_of_a_stat_outside_a_pasiva_is_refused(card_set):
    """Ruling 186: outside a Pasiva it would not say how long it lasts."""
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | La DEF de tu Unidad no puede ser inferior a 1")})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM081", "cards/t/a.yaml", 13, 21, "un mínimo o un máximo de una estadística solo vale en una habilidad "
        "Pasiva", "cambia la etiqueta a «pasiva»")]
    assert run.exit_code == 1
