"""The ways a designer says «change that damage before it happens» and «a habilidad or Carta de Apoyo in the
marchas» read to one meaning each (docs/ability-language.md, «Cambiar ese daño»; rulebook 3.3, 4.2, 5.3.5, 6;
docs/rulings.md 69)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A

LESS_2 = "Si esta Parte fuera a recibir daño, previene 2 puntos de ese daño"


@pytest.mark.parametrize("text", [
    LESS_2,
    "Si esta Parte fuera a recibir daño; prevén dos puntos de ese daño.",
    "Si esta Parte fuera a recibir daño, previene 2 puntos de ese daño.",
    "Si esta Parte va a recibir daño, prevén 2 puntos de ese daño",
    "Si esta Parte vaya a recibir daño, evita dos puntos de ese daño",
    "Si esta Parte fuese a recibir daño, reduce ese daño en 2",
    "Si esta Parte fuera a recibir daño, reduce en dos ese daño",
    "Si esta Parte fuera a recibir daño. Ese daño se reduce en 2.",
    "si esta parte fuera a recibir daño, ese daño se reduce en dos",
])
def test_every_way_of_saying_prevent_two_of_that_damage_reads_the_same(text):
    assert to_text(parse(text)) == LESS_2
    assert parse(text).effect == A.DamageChange(less=2)


@pytest.mark.parametrize("text, canonical", [
    ("Si una Parte de tu Unidad fuera a recibir daño, reduce ese daño en 1",
     "Si una Parte tuya equipada fuera a recibir daño, previene 1 punto de ese daño"),
    ("Si una Parte tuya fuera a recibir daño, previene un punto de ese daño",
     "Si una Parte tuya fuera a recibir daño, previene 1 punto de ese daño"),
    ("Si otra Parte tuya fuera a recibir daño; evita todo ese daño",
     "Si otra Parte tuya fuera a recibir daño, previene todo ese daño"),
    ("Si esta Parte fuera a recibir daño, ese daño se previene.",
     "Si esta Parte fuera a recibir daño, previene todo ese daño"),
    ("Si esta Parte fuera a recibir daño, prevén todo ese daño",
     "Si esta Parte fuera a recibir daño, previene todo ese daño"),
    ("Si una Parte de tu Unidad fuera a recibir daño; reduce ese daño a la mitad, redondeando hacia abajo.",
     "Si una Parte tuya equipada fuera a recibir daño, reduce ese daño a la mitad, redondeando hacia abajo"),
    ("Si esta Parte fuera a recibir daño, ese daño se reduce a la mitad redondeado hacia arriba",
     "Si esta Parte fuera a recibir daño, reduce ese daño a la mitad, redondeando hacia arriba"),
    ("Si esta Parte fuera a recibir daño, reduce ese daño a la mitad, redondeando a la baja",
     "Si esta Parte fuera a recibir daño, reduce ese daño a la mitad, redondeando hacia abajo"),
    ("Si otra Parte tuya fuera a recibir daño, desactiva esta Parte y previene todo ese daño",
     "Si otra Parte tuya fuera a recibir daño, desactiva esta Parte y previene todo ese daño"),
    ("Si esta Parte fuera a recibir daño, quita un contador de esta Parte y después reduce ese daño en 2",
     "Si esta Parte fuera a recibir daño, quita un contador de esta Parte y previene 2 puntos de ese daño"),
])
def test_a_change_of_that_damage_reads_as_written(text, canonical):
    assert to_text(parse(text)) == canonical
    assert to_text(parse(canonical)) == canonical


def test_a_change_of_that_damage_takes_no_en_su_lugar_and_a_replacement_keeps_it():
    assert "en su lugar" not in to_text(parse("Si esta Parte fuera a recibir daño, reduce ese daño en 1"))
    assert to_text(parse("Si esta Parte fuera a recibir daño, en su lugar desactívala")) == \
        "Si esta Parte fuera a recibir daño, en su lugar desactívala"


@pytest.mark.parametrize("text", [
    "Si esta Parte fuera a recibir daño, reduce ese daño a la mitad",  # rounded how? the text has to say
    "Si esta Parte fuera a recibir daño, desactívala",  # without «en su lugar» nor «ese daño»: a trigger? refused
])
def test_what_does_not_say_all_it_means_is_refused(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


def test_a_misplaced_evita_still_points_to_previene():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 1 | Selecciona una Parte; evita 2 puntos de daño")
    assert error.value.hint.startswith("usa «previene los próximos N puntos de daño que reciba …»")


MARCHA_ANY = "CAR 3 | Selecciona una marcha en las marchas; niégala"


@pytest.mark.parametrize("text", [
    MARCHA_ANY,
    "CAR 3 | Selecciona una habilidad o Carta de Apoyo que esté en una marcha; niégala",
    "CAR 3 | Selecciona una habilidad o Carta de Apoyo en una marcha; niégala.",
    "CAR 3 | Selecciona una habilidad o Carta de Apoyo en cualquier marcha; niégala",
    "CAR 3 | Selecciona una Carta de Apoyo o habilidad que esté en las marchas; niégala",
    "CAR 3 | selecciona una habilidad o carta de apoyo en las marchas, niégala",
])
def test_every_way_of_saying_an_ability_or_support_in_a_marcha_reads_the_same(text):
    assert to_text(parse(text)) == MARCHA_ANY


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Selecciona una habilidad o Carta de Apoyo de un oponente en una marcha; niégala",
     "CAR 2 | Selecciona una marcha de tu oponente en las marchas; niégala"),
    ("CAR 2 | Selecciona una habilidad de tu oponente que esté en una marcha; niégala",
     "CAR 2 | Selecciona una habilidad de tu oponente en las marchas; niégala"),
    ("CAR 3 | Selecciona una habilidad en una marcha; cópiala",
     "CAR 3 | Selecciona una habilidad en las marchas; cópiala"),
    ("CAR 3 | Selecciona una habilidad o Carta de Apoyo que esté en una marcha; niégala y roba una carta.",  # ruling 178
     "CAR 3 | Selecciona una marcha en las marchas; niégala y roba una carta"),
    ("CAR 2 | Niega todas las habilidades o Cartas de Apoyo de tu oponente",
     "CAR 2 | Niega todas las marchas de tu oponente"),
])
def test_an_ability_or_support_in_a_marcha_reads_as_written(text, canonical):
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text", [
    "Las habilidades de esta Parte no pueden ser negadas",
    "Las habilidades de esta Parte no pueden ser negadas.",
    "las habilidades de esta parte no se pueden negar",
    "Las habilidades de esta Parte no pueden negarse.",
    "Las habilidades de esta Parte no pueden ser anuladas",
    "Las habilidades de esta Parte no pueden ser contrarrestadas",
])
def test_every_way_of_saying_cannot_be_negated_reads_the_same(text):
    assert to_text(parse(text)) == "Las habilidades de esta Parte no pueden ser negadas"
    assert parse(text).effect == A.Unnegatable()


@pytest.mark.parametrize("text", [
    "CAR 3 | Selecciona una habilidad en una marcha; cópiala. Puedes elegir nuevos objetivos para la copia.",
    "CAR 3 | Selecciona una habilidad en una marcha; cópiala y puedes elegir nuevos objetivos para la copia",
    "CAR 3 | Selecciona una habilidad en las marchas; cópiala. Puedes seleccionar objetivos nuevos para la copia",
])
def test_new_targets_for_the_copy_is_what_a_copy_does_already(text):
    """Ruling 37: the copy's «Selecciona …» are chosen anew by who copies (the same ones, if they like)."""
    assert to_text(parse(text)) == "CAR 3 | Selecciona una habilidad en las marchas; cópiala"
