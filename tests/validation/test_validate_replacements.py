"""`nismatch validar` on replacements: «Si … fuera a …, en su lugar …» and «… en lugar de al Depósito de
Chatarra» (docs/rulings.md 45)."""
from __future__ import annotations

import pytest

from .helpers import PART, SUPPORT, Diag
from .test_validate_cards import F, ability_problems

PASIVA = "un reemplazo («Si … fuera a …, en su lugar …») es una habilidad Pasiva"
CHOICE = "un reemplazo no puede pedir que se elija nada"
HINT_CHOICE = "pasa en medio de otra cosa: nombra la carta con un pronombre («envíala»), con «esta Parte» o con «todas …»"
BEFORE = ("«en lugar de al Depósito de Chatarra» cambia adónde van las cartas que destruye o descarta el efecto de "
          "justo antes")
HINT_BEFORE = "escríbelo justo después de «destrúyela», «hazle N puntos de daño» o «descártala»"


@pytest.mark.parametrize("text", [
    "Si esta Parte fuera a ser destruida, en su lugar muévela al Taller",
    "Si esta Parte fuera a ser destruida; en su lugar muévela al Taller",
    "Si esta Parte fuera a ser destruida, muévela al Taller en su lugar",
    "Si otra Parte tuya fuera a ser destruida, en lugar de eso repárale 2 PG",
    "Si esta Parte fuera a recibir daño, en su lugar desactívala",
    "Si esta Parte fuera a ser destruida, en su lugar tu Unidad gana +1 DEF hasta el final del turno",
])
def test_a_pasiva_replacement_is_fine(card_set, text):
    assert ability_problems(card_set, "pasiva", text) == []


def test_nm081_a_replacement_that_is_not_a_pasiva(card_set):
    text = "CAR 1 | Si esta Parte fuera a ser destruida, en su lugar muévela al Taller"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 21, PASIVA, "cambia la etiqueta a «pasiva»")]


def test_nm081_a_replacement_that_asks_for_a_choice(card_set):
    text = "Si esta Parte fuera a ser destruida, en su lugar destruye una Parte de tu oponente"
    assert ability_problems(card_set, "pasiva", text) == [
        Diag("NM081", F, 13, 13 + text.index("destruye una"), CHOICE, HINT_CHOICE)]


@pytest.mark.parametrize("text", [
    "CAR 3 | Selecciona una Parte de tu oponente; destrúyela y envíala a la Zona de Demolición en lugar de al "
    "Depósito de Chatarra",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño y devuélvela a la mano de su dueño en lugar "
    "de al Depósito de Chatarra",
    "CAR 1 | Selecciona una Parte tuya; destrúyela y ponla en el fondo del Arsenal de su dueño en lugar de al "
    "Depósito de Chatarra",
])
def test_elsewhere_after_an_effect_that_destroys_is_fine(card_set, text):
    assert ability_problems(card_set, "normal", text) == []


def test_nm081_elsewhere_after_nothing_that_destroys(card_set):
    text = "CAR 1 | Selecciona una Parte de tu oponente; desactívala y envíala a la Zona de Demolición en lugar de " \
           "al Depósito de Chatarra"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("envíala"), BEFORE, HINT_BEFORE)]


def test_nm081_elsewhere_to_a_taller(card_set):
    text = "CAR 1 | Selecciona una Parte de tu oponente; destrúyela y envíala al Taller en lugar de al Depósito de " \
           "Chatarra"
    assert ability_problems(card_set, "normal", text) == [
        Diag("NM081", F, 13, 13 + text.index("envíala"), "«en lugar de al Depósito de Chatarra» lleva a otra zona "
             "fuera de la Unidad", "escribe «a la Zona de Demolición», «a la mano de su dueño» o «en el fondo del "
             "Arsenal de su dueño»")]


def test_a_support_card_may_send_elsewhere(card_set):
    text = "CAR 1 | Selecciona una Parte de tu oponente; destrúyela y envíala a la Zona de Demolición en lugar de " \
           "al Depósito de Chatarra"
    assert ability_problems(card_set, "normal", text, card=SUPPORT) == []
