"""`nismatch validar` on round 9's Talleres, repair and Desactivar (rulebook 2.3, 5.3.3, 4.1.1; docs/rulings.md
193–195): the written form is what a designer puts on a card, valid as written; what the engine cannot play from a
Taller is refused (NM225)."""
from __future__ import annotations

import pytest

from .helpers import PART, Diag, validate, with_ability


@pytest.mark.parametrize("tag, text", [
    ("pasiva", "Mientras esta Parte esté en uno de tus Talleres, tu Unidad tiene +1 DEF."),
    ("pasiva", "Mientras esta Parte esté en uno de tus Talleres, recupera 2 PG adicionales en tu Fase de "
               "Reconstrucción."),
    ("pasiva", "Esta Parte recupera 4 PG en lugar de 2 en tu Fase de Reconstrucción."),
    ("pasiva", "Mientras esta Parte esté en un Taller, tus Generadores producen 1 CAR más."),
    ("normal", "CAR 1 | Elige una Parte Desactivada de tu Unidad; vuelve a activarla si tu Carga no queda en negativo "
               "al hacerlo."),
    ("disparado", "Al final de tu turno, si tu Unidad no ha recibido daño durante él, roba una carta."),
])
def test_the_rounds_wordings_are_valid(card_set, tag, text):
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0


def test_what_this_parte_recovers_is_a_pasivas(card_set):
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Esta Parte recupera 1 PG más")})
    run = validate("cards")
    assert run.diagnostics == [Diag(
        "NM081", "cards/t/a.yaml", 13, 21, "lo que repara esta Parte en el Taller es una regla que cambia: solo en una "
        "Pasiva, que vale mientras la Parte esté en uno de tus Talleres", "cambia la etiqueta a «pasiva»")]
    assert run.exit_code == 1


def test_this_partes_own_stats_are_not_played_from_a_taller(card_set):
    """Ruling 193: a Parte in a Taller is not equipped, so «esta Parte gana +1 FUE» adds nothing to the Unidad."""
    card_set({"t/a.yaml": with_ability(PART, "pasiva", "Mientras esta Parte esté en un Taller, esta Parte gana +1 FUE")})
    run = validate("cards")
    assert [(d.code, d.line, d.column) for d in run.diagnostics] == [("NM225", 13, 52)]
    assert run.exit_code == 1


def test_activating_a_card_of_the_hand_is_refused_with_its_verb(card_set):
    card_set({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una carta de tu mano; actívala si tu Carga "
                                                       "no queda en negativo")})
    run = validate("cards")
    assert [d.code for d in run.diagnostics] == ["NM081"]
    assert "activar" in run.diagnostics[0].message
