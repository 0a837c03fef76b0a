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
    ("pasiva", "Esta Parte sigue sumando sus estadísticas aunque esté Desactivada"),
    ("relampago", "CAR 1 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("guerrilla", "CAR 1 | Eres el defensor; el atacante recibe 2 puntos de daño más"),
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


def test_a_deactivated_parte_keeping_its_stats_outside_a_pasiva_is_refused(card_set):
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Esta Parte sigue sumando su FUE aunque esté "
                                                      "Desactivada")})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM081", A, 13, 21, "«esta Parte sigue sumando … aunque esté Desactivada» solo vale en una habilidad Pasiva",
        "cambia la etiqueta a «pasiva»")]


def test_the_battles_damage_outside_a_guerrilla_ability_is_refused(card_set):
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | El atacante recibe 2 puntos de daño más")})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM117", A, 13, 21, "el daño de la batalla solo se cambia en una habilidad de Guerrilla",
        "cambia la etiqueta a «guerrilla», que se usa durante la batalla (5.3.5); o escribe «hasta el final del "
        "turno»")]
