"""Carga, costs, what just happened and dice tables as designers write them (issue 26, round 5; docs/rulings.md
105–108): the many ways of saying each read as one canonical text, and the ones the language cannot do yet are
refused rather than misread."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

# --- gaining Carga ---------------------------------------------------------------------------------------------

GAIN = "CAR 0 | Descarta 2 cartas; gana 2 CAR"


@pytest.mark.parametrize("text", [
    "CAR 0 | Descarta dos cartas; añade 2 puntos de Carga.",
    "CAR 0 | Descarta dos cartas; añade 2 CAR",
    "CAR 0 | Descarta dos cartas; añades dos puntos de Carga",
    "CAR 0 | Descarta dos cartas; suma 2 CAR.",
    "CAR 0 | Descarta dos cartas; sumas 2 puntos de Carga",
    "CAR 0 | Descarta dos cartas; obtienes 2 CAR",
    "CAR 0 | Descarta dos cartas; consigues 2 puntos de Carga",
    "CAR 0 | Descarta dos cartas; ganas 2 puntos de Carga",
    "CAR 0 | Descarta dos cartas; agrega 2 CAR",
    "CAR 0 | descarta 2 cartas; añade dos puntos de carga",
])
def test_gaining_carga_with_the_designers_verbs(text):
    """4.1: «añade», «suma», «obtienes», «consigues», «agrega» N CAR (or «puntos de Carga») are «gana N CAR»."""
    assert to_text(parse(text)) == GAIN


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Añade 3 CAR", "CAR 1 | Gana 3 CAR"),
    ("CAR 1 | Roba una carta y añade un punto de Carga", "CAR 1 | Roba una carta y gana 1 CAR"),
    ("CAR 1 | Roba una carta. Después, suma 1 CAR.", "CAR 1 | Roba una carta y gana 1 CAR"),
    ("CAR 0 | Añade 1 CAR por cada Parte tuya desactivada", "CAR 0 | Gana 1 CAR por cada Parte tuya desactivada"),
])
def test_adding_carga_in_other_places_of_the_text(text, canonical):
    assert to_text(parse(text)) == canonical


def test_a_card_that_adds_to_the_hand_still_reads_as_moving_it():
    """«añade» keeps its meaning for cards: only «añade N CAR» gains Carga."""
    assert to_text(parse("CAR 1 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano")) == \
        "CAR 1 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano"


# --- costs -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, canonical", [
    ("Tus habilidades cuestan CAR 1 menos", "Tus habilidades cuestan 1 CAR menos"),
    ("Tus habilidades cuestan 1 menos.", "Tus habilidades cuestan 1 CAR menos"),
    ("Tus habilidades cuestan un punto de Carga menos", "Tus habilidades cuestan 1 CAR menos"),
    ("Tus Cartas de Apoyo cuestan CAR 2 menos", "Tus Cartas de Apoyo cuestan 2 CAR menos"),
    ("tus cartas de apoyo cuestan dos puntos de carga menos", "Tus Cartas de Apoyo cuestan 2 CAR menos"),
    ("Las habilidades de tus oponentes cuestan CAR 1 más", "Las habilidades de tu oponente cuestan 1 CAR más"),
    ("Las Cartas de Apoyo de tu oponente cuestan 1 más", "Las Cartas de Apoyo de tu oponente cuestan 1 CAR más"),
])
def test_a_cost_change_with_car_before_the_number_or_without_it(text, canonical):
    """106: a cost is paid only in CAR: «CAR 1 menos» and «1 menos» are «1 CAR menos»."""
    assert to_text(parse(text)) == canonical


FLOOR = "Tus Cartas de Apoyo cuestan 1 CAR menos, hasta un mínimo de 1 CAR"


@pytest.mark.parametrize("text", [
    "Tus Cartas de Apoyo cuestan CAR 1 menos, hasta un mínimo de CAR 1.",
    "Tus Cartas de Apoyo cuestan 1 CAR menos, hasta un mínimo de 1 CAR",
    "Tus Cartas de Apoyo cuestan 1 CAR menos hasta un mínimo de 1",
    "Tus Cartas de Apoyo cuestan un punto de Carga menos, con un mínimo de 1",
    "Tus Cartas de Apoyo cuestan 1 menos, sin bajar de 1 CAR",
    "Tus Cartas de Apoyo cuestan CAR 1 menos, hasta un coste mínimo de CAR 1",
])
def test_a_cost_reduction_with_a_minimum(text):
    """106: «hasta un mínimo de N CAR» (or «con un mínimo de», «sin bajar de»)."""
    ability = parse(text)
    assert to_text(ability) == FLOOR
    assert ability.effect == A.CostChange(A.Player.YOU, A.Activatable.SUPPORT, -1, floor=1)


@pytest.mark.parametrize("text, canonical", [
    ("Esta Parte genera 1 punto de Carga adicional.", "Esta Parte genera 1 CAR más"),
    ("Esta Parte genera 1 CAR más", "Esta Parte genera 1 CAR más"),
    ("Esta Parte produce 2 puntos de Carga más en tu fase de Recarga", "Esta Parte genera 2 CAR más"),
    ("Esta Parte consume un punto de Carga menos.", "Esta Parte consume 1 CAR menos"),
    ("Esta Parte gasta 1 CAR más", "Esta Parte consume 1 CAR más"),
    ("Si tu Unidad no tiene Torso, esta Parte genera 1 punto de Carga adicional.",
     "Si no tienes Partes de tipo Torso; esta Parte genera 1 CAR más"),
])
def test_this_parte_generating_more_or_less(text, canonical):
    """106: «esta Parte genera/produce/consume N CAR más/menos» changes only the Parte of the Pasiva."""
    ability = parse(text)
    assert to_text(ability) == canonical
    assert ability.simple_effects()[-1].this


# --- «si queda destruida» ----------------------------------------------------------------------------------------

DESTROYED = ("CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño y si queda destruida, "
             "roba una carta")


@pytest.mark.parametrize("text", [
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño. Si queda destruida, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle tres puntos de daño. Si la destruyes, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño; si la destruyes, roba una carta",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño y, si la destruyes, roba una carta",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño, y si es destruida, roba una carta",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño. Si se destruye, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño. Si resulta destruida, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño. Si ese daño la destruye, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño. Si esa Parte queda destruida, roba una "
    "carta.",
    "CAR 2 | Selecciona una Parte de un oponente; hazle 3 puntos de daño. Si con ello la destruyes, roba una carta.",
])
def test_what_happens_if_the_damage_destroys_it(text):
    """105: «si queda destruida», «si la destruyes», «si es destruida», «si se destruye», … after the damage."""
    assert to_text(parse(text)) == DESTROYED


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Selecciona un Generador de tu oponente; hazle 3 puntos de daño. Si lo destruyes, gana 2 CAR.",
     "CAR 2 | Selecciona una Parte de tu oponente de tipo Generador; hazle 3 puntos de daño y si queda destruida, "
     "gana 2 CAR"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño. Si no la destruyes, desactívala.",
     "CAR 2 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño y si no queda destruida, desactívala"),
    ("CAR 2 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño. Si sobrevive, desactívala.",
     "CAR 2 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño y si no queda destruida, desactívala"),
    ("CAR 3 | Destruye una Parte de tu oponente dañada. Si queda destruida, roba una carta y gana 1 CAR.",
     "CAR 3 | Destruye una Parte de tu oponente dañada y si queda destruida, roba una carta y gana 1 CAR"),
    ("CAR 4 | Selecciona una Parte de la Unidad de un oponente; hazle 4 puntos de daño. Si queda destruida, "
     "reclama un Botín de Guerra adicional.",
     "CAR 4 | Selecciona una Parte de tu oponente equipada; hazle 4 puntos de daño y si queda destruida, toma un "
     "Botín de Guerra"),
])
def test_if_destroyed_other_subjects_and_the_negative(text, canonical):
    assert to_text(parse(text)) == canonical


def test_if_destroyed_is_a_branch_after_the_damage():
    effects = parse(DESTROYED).simple_effects()
    assert isinstance(effects[0], A.Damage)
    assert effects[1] == A.IfDestroyed(A.Draw(A.Amount(1)))


@pytest.mark.parametrize("text", [
    "CAR 2 | Selecciona una Parte; hazle dos puntos de daño. Si ya tenía daño, hazle cuatro en su lugar.",
    "CAR 2 | Selecciona una Parte; hazle 2 puntos de daño. Si la destruyes, reclama 2 Botines de Guerra en lugar "
    "de 1.",
])
def test_what_happened_before_or_a_replaced_botin_is_refused_not_misread(text):
    """105: the card's past before the effect and replacing the Botín of 4.2 are not read yet."""
    with pytest.raises(AbilitySyntaxError):
        parse(text)


# --- «puedes pagar N CAR; si lo haces, …» -------------------------------------------------------------------------

PAY = "CAR 0 | Puedes pagar 2 CAR; si lo haces, roba 2 cartas"


@pytest.mark.parametrize("text", [
    "CAR 0 | Puedes pagar 2 CAR; si lo haces, roba 2 cartas",
    "CAR 0 | Puedes pagar CAR 2. Si lo haces, roba dos cartas.",
    "CAR 0 | Puedes pagar dos puntos de Carga. Si lo haces, roba dos cartas.",
    "CAR 0 | puedes pagar 2 puntos de carga, y si lo haces, roba 2 cartas",
])
def test_paying_carga_when_the_pilot_may(text):
    """107: «puedes pagar N CAR» (or «CAR N», «N puntos de Carga»), then «si lo haces»."""
    ability = parse(text)
    assert to_text(ability) == PAY
    assert ability.effect.modes[0].effects[0] == A.PayCar(2)


def test_paying_in_a_trigger():
    text = ("Cuando declares una Guerrilla, puedes pagar CAR 2. Si lo haces, tu Unidad gana +2 FUE hasta el final de "
            "la batalla.")
    assert to_text(parse(text)) == ("Cuando declares una Guerrilla; puedes pagar 2 CAR; si lo haces, tu Unidad gana "
                                     "+2 FUE hasta el final de la batalla")


def test_paying_is_only_read_after_puedes():
    """107: what is always paid goes before the «|» as the cost."""
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 0 | Paga 2 CAR y roba 2 cartas")


# --- dice tables ---------------------------------------------------------------------------------------------------

TABLE = ("CAR 1 | Tira un dado: si sale 1 o 2, descarta una carta; si sale 3 o 4, roba una carta; si sale 5 o 6, roba "
         "2 cartas")


@pytest.mark.parametrize("text", [
    "CAR 1 | Tira un dado. 1-2: descarta una carta. 3-4: roba una carta. 5-6: roba dos cartas.",
    "CAR 1 | Tira un dado de 6 caras; 1-2: descarta una carta. 3-4: roba una carta. 5-6: roba dos cartas.",
    "CAR 1 | Tira un dado: 1-2, descarta una carta; 3-4, roba una carta; 5-6, roba dos cartas",
    "CAR 1 | Tira un dado: con 1 a 2, descarta una carta; con 3 a 4, roba una carta; con 5 a 6, roba dos cartas",
    "CAR 1 | Tira un dado. De 1 a 2, descarta una carta. De 3 a 4, roba una carta. De 5 a 6, roba dos cartas.",
    "CAR 1 | Tira un dado: si sale entre 1 y 2, descarta una carta; si sale entre 3 y 4, roba una carta; si sale "
    "entre 5 y 6, roba dos cartas",
    "CAR 1 | Tira un dado: con 1 o 2, descarta una carta; con 3 o 4, roba una carta; con 5 o 6, roba dos cartas",
    "CAR 1 | Lanza un dado: con un resultado de 1 o 2, descarta una carta; con un resultado de 3 o 4, roba una carta; "
    "con un resultado de 5 o 6, roba dos cartas",
])
def test_a_dice_table_written_as_ranges(text):
    """108: «1-2:», «con 1 a 2», «de 1 a 2», «entre 1 y 2» are the faces from the first to the last."""
    assert to_text(parse(text)) == TABLE


def test_a_range_of_three_faces_prints_them_all():
    text = ("CAR 2 | Selecciona una Parte de un oponente; tira un dado de 6 caras. Con 1 o 2, hazle 1 punto de daño. "
            "Con 3 a 5, hazle 2 puntos de daño. Con 6, destrúyela.")
    assert to_text(parse(text)) == ("CAR 2 | Selecciona una Parte de tu oponente; tira un dado: si sale 1 o 2, hazle "
                                    "1 punto de daño; si sale 3, 4 o 5, hazle 2 puntos de daño; si sale 6, destrúyela")


def test_the_spans_of_a_range_outcome_are_its_own_words():
    text = "CAR 1 | Tira un dado: con 1 a 3, gana 1 CAR; con 4 a 6, roba una carta"
    roll = parse(text).effect
    assert [text[o.mode.span.start:o.mode.span.end] for o in roll.outcomes] == ["gana 1 CAR", "roba una carta"]


def test_a_range_from_the_larger_number_is_refused_with_its_fix():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("CAR 1 | Tira un dado: con 5 a 3, roba una carta")
    error = caught.value
    assert (error.column, error.message) == (27, "«5 a 3» no cubre ninguna cara: va del número menor al mayor")
    assert error.hint.startswith("escribe «3 a 5»")


@pytest.mark.parametrize("text", [
    "CAR 1 | Tira un dado de seis caras: tu Unidad obtiene tanta FUE como el resultado hasta el final del turno.",
    "CAR 1 | Tira un dado; tu Unidad gana tanta FUE como el resultado hasta el final del turno",
    "CAR 1 | Tira un dado y tu Unidad obtiene FUE igual al resultado hasta el final del turno",
])
def test_the_result_as_an_amount_after_a_colon(text):
    assert to_text(parse(text)) == ("CAR 1 | Tira un dado y tu Unidad gana FUE igual al resultado hasta el final del "
                                    "turno")
