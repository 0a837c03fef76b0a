"""The Guerrilla's battle as designers write it (rulebook 5.3.5, docs/rulings.md 122–127): the many ways of saying
each thing read as the same canonical text, and what cannot happen is refused in Spanish with its column."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

DEFENDER = "CAR 2 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"
ATTACKER = "CAR 2 | Si eres el atacante; tu Unidad gana +2 FUE hasta el final de la batalla"
DECLARED = "CAR 1 | Si has declarado una Guerrilla este turno; roba una carta"
MORE = "CAR 2 | El atacante recibe 1 punto de daño más"
YOURS_LESS = "CAR 1 | Tu Unidad recibe 2 puntos de daño menos"
USES = "CAR 1 | Tu Unidad usa su VEL en lugar de su FUE en esta batalla"
TARGET = "CAR 2 | Selecciona una Parte de la Unidad defensora; el daño de esta batalla se hace a ella"
CHOOSER = "CAR 1 | Si el resultado de la batalla es negativo, tú eliges qué Parte de tu Unidad recibe el daño de esta batalla"
CAP = "Tu Unidad no recibe más de 3 puntos de daño por batalla"

SAME = [
    # the defender and the attacker as a condition (ruling 92)
    ("CAR 2 | Si eres el piloto defensor; tu Unidad gana +2 DEF hasta el final de la batalla", DEFENDER),
    ("CAR 2 | Eres el piloto defensor. Tu Unidad gana +2 DEF durante esta batalla", DEFENDER),
    ("CAR 2 | Si eres el jugador defensor, tu Unidad gana +2 DEF durante esta Guerrilla", DEFENDER),
    ("CAR 2 | Si estás defendiendo en una Guerrilla; tu Unidad gana +2 DEF hasta el final de la batalla", DEFENDER),
    ("CAR 2 | Si estás defendiendo, tu Unidad gana 2 DEF hasta el final de la batalla", DEFENDER),
    ("CAR 2 | Si te están atacando: tu Unidad gana +2 DEF hasta el final de esta batalla", DEFENDER),
    ("CAR 2 | Si eres quien defiende; tu Unidad gana +2 DEF hasta el final de la batalla", DEFENDER),
    ("CAR 2 | Si eres el piloto atacante; tu Unidad gana +2 FUE hasta el final de la batalla", ATTACKER),
    ("CAR 2 | Si estás atacando, tu Unidad gana +2 FUE durante la batalla", ATTACKER),
    ("CAR 2 | Eres el jugador atacante; tu Unidad gana dos FUE hasta el final de la batalla", ATTACKER),
    # having declared the Guerrilla of this turn (ruling 122)
    ("CAR 1 | Si has declarado una Guerrilla; roba una carta", DECLARED),
    ("CAR 1 | Si declaraste una Guerrilla este turno, roba una carta", DECLARED),
    ("CAR 1 | Si ya has declarado una Guerrilla este turno. Roba una carta", DECLARED),
    ("CAR 1 | Si ya declaraste una Guerrilla; roba 1 carta", DECLARED),
    # the result written before the battle's damage (ruling 123)
    ("CAR 2 | Si el resultado de la batalla es negativo, la Unidad atacante recibe 1 punto de daño adicional", MORE),
    ("CAR 2 | Si el resultado es negativo, el atacante recibe un punto de daño más", MORE),
    ("CAR 2 | Si el resultado de esta batalla es negativo, el piloto atacante recibe 1 de daño adicional", MORE),
    ("CAR 2 | El resultado de la batalla es negativo, el atacante recibe 1 punto de daño más", MORE),
    ("CAR 2 | Si el resultado es negativo, el daño de esta batalla aumenta en 1", MORE),
    ("CAR 2 | Aumenta en 1 el daño que reciba la Unidad atacante en esta batalla", MORE),
    ("CAR 2 | El daño que vaya a recibir el atacante en esta batalla aumenta en 1", MORE),
    ("CAR 2 | Durante esta batalla, el atacante recibe 1 punto de daño más", MORE),
    ("CAR 2 | Si eres el defensor y el resultado de la batalla es negativo, la Unidad atacante recibe 1 punto de "
     "daño adicional", "CAR 2 | Si eres el defensor; el atacante recibe 1 punto de daño más"),
    ("CAR 2 | Si el resultado es positivo, el defensor recibe 2 puntos de daño adicionales",
     "CAR 2 | El defensor recibe 2 puntos de daño más"),
    # the damage your own Unidad receives
    ("CAR 1 | Reduce en 2 el daño que reciba tu Unidad en esta batalla", YOURS_LESS),
    ("CAR 1 | Reduce en dos el daño que recibe tu Unidad", YOURS_LESS),
    ("CAR 1 | Disminuye en 2 el daño que vaya a recibir tu Unidad en esta batalla", YOURS_LESS),
    ("CAR 1 | El daño que reciba tu Unidad en esta batalla se reduce en 2", YOURS_LESS),
    ("CAR 1 | El daño que recibe tu Unidad disminuye en 2", YOURS_LESS),
    ("CAR 1 | Tu Unidad recibe 2 puntos de daño menos en esta batalla", YOURS_LESS),
    ("CAR 1 | Tu Unidad recibe 2 de daño menos durante esta batalla", YOURS_LESS),
    # another stat in the battle (ruling 124)
    ("CAR 1 | Durante esta batalla, tu Unidad usa su VEL en lugar de su FUE", USES),
    ("CAR 1 | Tu Unidad usa su VEL en lugar de su FUE durante esta batalla", USES),
    ("CAR 1 | Tu Unidad utiliza su VEL en lugar de su FUE hasta el final de la batalla", USES),
    ("CAR 1 | Durante esta Guerrilla, calcula el daño que haces usando tu VEL en lugar de tu FUE.", USES),
    ("CAR 1 | Tu Unidad usa su VEL como FUE en esta batalla", USES),
    ("CAR 1 | Durante esta batalla, tu Unidad usa su VEL en lugar de su DEF",
     "CAR 1 | Tu Unidad usa su VEL en lugar de su DEF en esta batalla"),
    # the Parte that receives the damage (ruling 125) and who chooses it (ruling 126)
    ("CAR 2 | Selecciona una Parte de la Unidad defensora; el daño de esta batalla se le hace a ella.", TARGET),
    ("CAR 2 | Selecciona una Parte de la Unidad defensora, el daño de esta batalla se hace a la Parte "
     "seleccionada", TARGET),
    ("CAR 2 | Selecciona una Parte del defensor; el daño de la batalla lo recibe ella", TARGET),
    ("CAR 2 | Selecciona una Parte de la Unidad defensora; la Parte seleccionada recibe el daño de esta batalla",
     TARGET),
    ("CAR 2 | Selecciona una Parte de la Unidad defensora; el daño de esta Guerrilla se hace a ella", TARGET),
    ("CAR 1 | Si el resultado de esta batalla es negativo; tú eliges qué Parte de tu Unidad recibe el daño.", CHOOSER),
    ("CAR 1 | Si el resultado es negativo, tú decides qué Parte de tu Unidad recibe el daño", CHOOSER),
    ("CAR 1 | El resultado de la batalla es negativo; tú eliges qué Parte de tu Unidad recibirá el daño de la "
     "batalla", CHOOSER),
    ("CAR 1 | Eres el defensor; tú eliges qué Parte de tu Unidad recibe el daño",
     "CAR 1 | Si eres el defensor; tú eliges qué Parte de tu Unidad recibe el daño de esta batalla"),
    ("CAR 1 | Tú eliges qué Parte de la Unidad atacante recibe el daño de esta batalla",
     "CAR 1 | Tú eliges qué Parte de la Unidad atacante recibe el daño de esta batalla"),
    # a cap (ruling 127)
    ("Tu Unidad no recibe más de 3 puntos de daño por batalla de Guerrilla.", CAP),
    ("Tu Unidad no puede recibir más de 3 puntos de daño en cada batalla", CAP),
    ("Tu Unidad no recibe más de tres de daño en una batalla", CAP),
    ("Tu Unidad no recibe más de 3 puntos de daño por Guerrilla", CAP),
    ("CAR 1 | Si eres el defensor; tu Unidad no recibe más de 1 punto de daño en esta batalla",
     "CAR 1 | Si eres el defensor; tu Unidad no recibe más de 1 punto de daño en esta batalla"),
]


@pytest.mark.parametrize("text, canonical", SAME, ids=[t for t, _ in SAME])
def test_each_way_of_saying_it_reads_as_its_canonical_text(text, canonical):
    ability = parse(text)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


REFUSED = [
    ("CAR 1 | Si el resultado de la batalla es positivo, el atacante recibe 1 punto de daño más", 15,
     "con un resultado positivo el daño es para el defensor (5.3.5): el atacante no recibe daño de la batalla",
     "escribe «el defensor recibe …» o cambia el resultado"),
    ("CAR 1 | Si el resultado es negativo, el defensor recibe 1 punto de daño menos", 15,
     "con un resultado negativo el daño es para el atacante (5.3.5): el defensor no recibe daño de la batalla",
     "escribe «el atacante recibe …» o cambia el resultado"),
    ("CAR 1 | Si el resultado es positivo, tú eliges qué Parte de la Unidad atacante recibe el daño", 15,
     "con un resultado positivo el daño es para el defensor (5.3.5): el atacante no recibe daño de la batalla",
     "escribe «el defensor recibe …» o cambia el resultado"),
]


@pytest.mark.parametrize("text, column, message, hint", REFUSED, ids=[t for t, *_ in REFUSED])
def test_a_result_that_never_damages_that_unidad_is_refused(text, column, message, hint):
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    assert caught.value.column == column
    assert str(caught.value) == f"columna {column}: {message}"
    assert caught.value.hint.startswith(hint)


@pytest.mark.parametrize("text", [
    "CAR 1 | Tú repartes el daño de esta batalla entre las Partes de tu Unidad como quieras",  # a split: not yet
    "CAR 1 | Si el resultado es negativo, tu Unidad recibe 1 punto de daño menos",  # «tu Unidad»: attacker or not?
])
def test_what_the_engine_cannot_do_is_refused_not_misread(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)
