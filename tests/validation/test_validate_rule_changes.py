"""`nismatch validar` on the Pasivas that change a rule's number and on «hasta el final de la batalla»
(constructs/rule_changes.py; rulebook 3.3, 5.3.5; docs/rulings.md 90–92)."""
from __future__ import annotations

import pytest

from .helpers import PART, Diag, validate, with_ability

A = "cards/t/a.yaml"


@pytest.mark.parametrize("tag, text", [
    ("guerrilla", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla"),
    ("disparado", "Cuando declares una Guerrilla; tu Unidad gana +1 FUE durante esta Guerrilla"),
    ("disparado", "Cuando tu oponente te declare una Guerrilla; tu Unidad gana +1 DEF hasta el final de la batalla"),
    ("pasiva", "Tus Generadores producen 1 CAR más"),
    ("pasiva", "Mientras esta Parte esté dañada, las Partes de tus Talleres recuperan 1 PG más"),
    ("pasiva", "Las Unidades de tus oponentes tienen -1 VEL"),
])
def test_what_is_used_during_a_battle_or_holds_as_a_pasiva_is_valid(card_set, tag, text):
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0


@pytest.mark.parametrize("text", [
    "CAR 1 | Tus Generadores producen 1 CAR más",
    "CAR 1 | Las Partes de tus Talleres recuperan 1 PG más",
])
def test_a_change_of_a_rules_number_outside_a_pasiva_is_refused(card_set, text):
    card_set({"t/a.yaml": with_ability(PART, "normal", text)})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM081", A, 13, 21, "un cambio de lo que producen, consumen o reparan las Partes solo vale en una habilidad "
        "Pasiva", "cambia la etiqueta a «pasiva»")]
    assert run.exit_code == 1


def test_the_battle_outside_a_guerrilla_ability_is_refused_in_a_relampago_one(card_set):
    card_set({"t/a.yaml": with_ability(PART, "relampago", "CAR 1 | Tu Unidad gana +2 DEF durante esta batalla")})
    run = validate("cards")
    assert [d.code for d in run.diagnostics] == ["NM117"] and run.exit_code == 1
