"""`nismatch validar` on «la Unidad defensora» and «la Unidad atacante» (constructs/stats_more.py; rulebook 5.3.5;
docs/rulings.md 197)."""
from __future__ import annotations

import pytest

from .helpers import PART, Diag, validate, with_ability

A = "cards/t/a.yaml"


@pytest.mark.parametrize("tag, text", [
    ("guerrilla", "CAR 1 | La Unidad defensora pierde 2 DEF hasta el final de la batalla"),
    ("disparado", "Cuando declares una Guerrilla; la Unidad defensora pierde 1 DEF hasta el final de la fase de "
                  "Guerrilla"),
    ("relampago", "CAR 1 | Si eres el defensor; la Unidad atacante pierde 2 FUE hasta el final de la batalla"),
    ("normal", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase de Guerrilla"),
    ("relampago", "CAR 1 | Te declaran una Guerrilla; tira un dado. Si sale 6, la batalla termina sin daño."),
    ("relampago", "CAR 1 | Si tu oponente te declara una Guerrilla; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("relampago", "CAR 1 | Si tu Unidad está en una Guerrilla; cancela la batalla"),
    ("normal", "CAR 3 | Tu Unidad gana +2 VEL hasta el final de la próxima ronda"),
])
def test_a_fighters_unit_during_a_battle_and_the_new_durations_are_valid(card_set, tag, text):
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0


def test_the_defending_unit_outside_a_battle_is_refused(card_set):
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | La Unidad defensora pierde 2 DEF hasta el final del "
                                                      "turno")})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM117", A, 13, 21, "«la Unidad atacante» y «la Unidad defensora» solo existen durante una Guerrilla",
        "cambia la etiqueta a «guerrilla», o empieza con «Cuando declares una Guerrilla» o «Si eres el defensor»; "
        "fuera de una batalla, escribe «la Unidad de tu oponente»")]
    assert run.exit_code == 1


def test_cancelling_the_battle_outside_a_battle_is_refused(card_set):
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | La batalla acaba sin daño")})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM117", A, 13, 21, "«cancela la batalla» solo vale durante una Guerrilla",
        "cambia la etiqueta a «guerrilla», que se usa durante la batalla (5.3.5), o empieza con «Si eres el defensor» "
        "o «Cuando declares una Guerrilla»")]
