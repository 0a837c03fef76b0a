"""Cards, zones and Carga as designers write them (issue 26, round 9; docs/rulings.md 190–192): the many ways of
saying each read as one canonical text, and what the language cannot do stays refused."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.constructs.zones_carga import CarKept, CarMade, XMax
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

# --- a card that «va a» a zone (2) -------------------------------------------------------------------------------

DEMOLISH_TOP = "CAR 2 | Selecciona a un oponente; envía las 2 primeras cartas del Arsenal de tu oponente a la Zona de " \
               "Demolición"


@pytest.mark.parametrize("text", [
    "CAR 2 | Elige un oponente; las dos primeras cartas de su Arsenal van a la Zona de Demolición.",
    "CAR 2 | Selecciona un oponente; las 2 primeras cartas de su Arsenal van a la Zona de Demolición",
    "CAR 2 | Elige a un oponente. Las dos primeras cartas de su Arsenal van a la Zona de Demolición.",
    "CAR 2 | Selecciona a un oponente; envía las dos primeras cartas de su Arsenal a la Zona de Demolición.",
    "CAR 2 | Elige un oponente; manda a la Zona de Demolición las dos primeras cartas de su Arsenal.",
])
def test_cards_that_go_to_a_zone_are_sent_there(text):
    assert to_text(parse(text)) == DEMOLISH_TOP


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | La primera carta de tu Arsenal va a la Zona de Demolición.",
     "CAR 2 | Envía la primera carta de tu Arsenal a la Zona de Demolición"),
    ("CAR 2 | Las 3 primeras cartas de tu Arsenal van al Depósito de Chatarra",
     "CAR 2 | Envía las 3 primeras cartas de tu Arsenal al Depósito de Chatarra"),
    ("CAR 1 | Roba una carta. Esta carta va a la Zona de Demolición.",
     "CAR 1 | Roba una carta y envía esta carta a la Zona de Demolición"),
    ("CAR 1 | Selecciona una Parte de tu oponente; va a la mano de su dueño.",
     None),  # no subject: not this construct
])
def test_the_subject_and_the_zone(text, canonical):
    if canonical is None:
        with pytest.raises(AbilitySyntaxError):
            parse(text)
        return
    ability = parse(text)
    assert to_text(ability) == canonical
    assert any(isinstance(n, A.Move) for n in ability.walk())


BOTTOM = "CAR 1 | Muestra la primera carta de tu Arsenal y si es una Carta de Apoyo, añádela a tu mano; si es una " \
         "Parte, ponla en el fondo del Arsenal de su dueño"


@pytest.mark.parametrize("text", [
    "CAR 1 | Revela la primera carta de tu Arsenal. Si es una Carta de Apoyo, ponla en tu mano; si es una Parte, ponla "
    "en el fondo del Arsenal.",
    "CAR 1 | Revela la primera carta de tu Arsenal. Si es una Carta de Apoyo, ponla en tu mano; si es una Parte, ponla "
    "debajo del Arsenal.",
    "CAR 1 | Revela la primera carta de tu Arsenal; si es una Carta de Apoyo, añádela a tu mano; si es una Parte, ponla "
    "al fondo del Arsenal",
    "CAR 1 | Revela la primera carta de tu Arsenal. Si es una Carta de Apoyo, ponla en tu mano; si es una Parte, "
    "colócala en la parte inferior del Arsenal.",
    "CAR 1 | Muestra la primera carta de tu Arsenal y si es una Carta de Apoyo, añádela a tu mano; si es una Parte, "
    "ponla en el fondo del Arsenal de su dueño",
])
def test_the_bottom_of_the_arsenal_without_an_owner_is_its_owners(text):
    assert to_text(parse(text)) == BOTTOM


# --- the hand and «la otra» --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Descarta toda tu mano y roba 3 cartas.", "CAR 2 | Descarta todas las cartas de tu mano y roba 3 cartas"),
    ("CAR 2 | Descarta tu mano entera y roba 3 cartas", "CAR 2 | Descarta todas las cartas de tu mano y roba 3 cartas"),
    ("CAR 2 | Descarta todas las cartas de tu mano y roba tres cartas.",
     "CAR 2 | Descarta todas las cartas de tu mano y roba 3 cartas"),
    ("CAR 2 | Pon en tu mano una Parte de tu Depósito de Chatarra.",
     "CAR 2 | Añade una Parte de tu Depósito de Chatarra a tu mano"),
    ("CAR 2 | Añade a tu mano una Parte de tu Depósito de Chatarra",
     "CAR 2 | Añade una Parte de tu Depósito de Chatarra a tu mano"),
    ("CAR 2 | Mira las cartas que quedan en tu zona de Botines de Guerra y colócalas en el orden que quieras.",
     "CAR 2 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
    ("CAR 2 | Mira las cartas de tus Botines de Guerra; ponlas en el orden que quieras",
     "CAR 2 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
])
def test_the_hand_and_the_botines_said_other_ways(text, canonical):
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Mira las dos primeras cartas de tu Arsenal; pon una en tu mano y la otra en el fondo de tu Arsenal.",
     "CAR 1 | Mira las 2 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo de tu "
     "Arsenal"),
    ("CAR 1 | Mira las 2 primeras cartas de tu Arsenal, añade una a tu mano y la otra al Depósito de Chatarra",
     "CAR 1 | Mira las 2 primeras cartas de tu Arsenal, añade una de ellas a tu mano y envía el resto al Depósito de "
     "Chatarra"),
    ("CAR 1 | Mira las dos primeras cartas de tu Arsenal; añade una de ellas a tu mano y envía la otra a la Zona de "
     "Demolición.",
     "CAR 1 | Mira las 2 primeras cartas de tu Arsenal, añade una de ellas a tu mano y envía el resto a la Zona de "
     "Demolición"),
    ("CAR 1 | Mira las dos primeras cartas de tu Arsenal; añade una de ellas a tu mano y pon la otra encima de tu "
     "Arsenal.",
     "CAR 1 | Mira las 2 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en la parte "
     "superior de tu Arsenal"),
])
def test_the_other_of_two_cards_seen_is_the_rest(text, canonical):
    assert to_text(parse(text)) == canonical


def test_the_other_part_of_a_selection_is_not_the_rest():
    """«y la otra Parte …» is no «el resto» of cards seen: it stays refused, not read as one."""
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 1 | Selecciona una Parte de tu Unidad y la otra Parte de tu oponente; hazle 1 punto de daño.")


# --- a cap on X (4.1, 6.1) -----------------------------------------------------------------------------------------

X_CAPPED = "CAR X | X no puede superar 3; Selecciona una Parte de tu oponente; hazle X puntos de daño"


@pytest.mark.parametrize("text", [
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. X no puede ser mayor que 3.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. X no puede superar 3.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. X no puede ser mayor de tres.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. X no puede ser superior a 3",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. X es como máximo 3.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. El valor de X no puede superar 3.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño; X no puede ser mayor que 3.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño. X no puede exceder 3.",
    "CAR X | Selecciona una Parte de un oponente; hazle X puntos de daño, X no puede superar 3",
    "CAR X | X no puede superar 3; Selecciona una Parte de tu oponente; hazle X puntos de daño",
])
def test_a_cap_on_x_said_many_ways(text):
    ability = parse(text)
    assert to_text(ability) == X_CAPPED
    assert ability.x and ability.requirement(XMax) == XMax(3)


def test_a_cap_on_x_with_other_effects():
    assert to_text(parse("CAR X | Roba X cartas. X no puede ser mayor que 2.")) == "CAR X | X no puede superar 2; roba X " \
                                                                                   "cartas"


# --- Carga kept across the Recarga (5.3.1) -------------------------------------------------------------------------

KEPT = "Conservas hasta 2 CAR sobrantes en tu Fase de Recarga"


@pytest.mark.parametrize("text", [
    "En tu Fase de Recarga, conservas hasta 2 puntos de Carga sobrantes del turno anterior.",
    "Conservas hasta 2 CAR sobrantes en tu Fase de Recarga",
    "No pierdes hasta 2 puntos de Carga sobrantes en tu Fase de Recarga.",
    "En tu Fase de Recarga, no pierdes hasta dos CAR sobrantes.",
    "Puedes conservar hasta 2 puntos de Carga que te sobren de un turno al siguiente.",
    "Guardas hasta 2 CAR sin gastar entre turnos.",
    "Mantienes hasta 2 puntos de Carga sobrantes del turno anterior",
])
def test_carga_kept_said_many_ways(text):
    ability = parse(text)
    assert to_text(ability) == KEPT
    assert ability.effect == CarKept(2)


def test_one_point_of_carga_kept_is_singular():
    assert to_text(parse("Conservas hasta 1 punto de Carga sobrante.")) == \
        "Conservas hasta 1 CAR sobrante en tu Fase de Recarga"


def test_carga_kept_under_a_condition():
    assert to_text(parse("Mientras tu Unidad tenga 3 Partes equipadas o menos, conservas hasta 1 CAR sobrante.")) == \
        "Mientras tengas 3 o menos Partes equipadas; conservas hasta 1 CAR sobrante en tu Fase de Recarga"


# --- the first one each turn costs less (4.1, 6.1) ------------------------------------------------------------------


@pytest.mark.parametrize("text, canonical", [
    ("La primera habilidad activada que uses en cada turno cuesta 1 CAR menos, hasta un mínimo de 0.",
     "La primera habilidad que actives cada turno cuesta 1 CAR menos"),
    ("La primera habilidad que actives cada turno cuesta 1 CAR menos.",
     "La primera habilidad que actives cada turno cuesta 1 CAR menos"),
    ("Cada turno, la primera habilidad que actives cuesta 1 punto de Carga menos.",
     "La primera habilidad que actives cada turno cuesta 1 CAR menos"),
    ("La primera Carta de Apoyo que juegues cada turno cuesta CAR 1 menos.",
     "La primera Carta de Apoyo que juegues cada turno cuesta 1 CAR menos"),
    ("La primera carta de apoyo que juegues en cada turno te cuesta 1 punto de Carga menos",
     "La primera Carta de Apoyo que juegues cada turno cuesta 1 CAR menos"),
    ("La primera habilidad Relámpago que actives cada turno cuesta 2 CAR menos, hasta un mínimo de 1 CAR.",
     "La primera habilidad Relámpago que actives cada turno cuesta 2 CAR menos, hasta un mínimo de 1 CAR"),
    ("Si esta Parte está en el Torso; la primera Carta de Apoyo que juegues cada turno cuesta CAR 1 menos.",
     "Si esta Parte está equipada en el Torso; la primera Carta de Apoyo que juegues cada turno cuesta 1 CAR menos"),
])
def test_the_first_one_each_turn_costs_less(text, canonical):
    ability = parse(text)
    assert to_text(ability) == canonical
    change = next(n for n in ability.walk() if isinstance(n, A.CostChange))
    assert change.first and change.player is A.Player.YOU and change.n < 0


def test_a_plain_cost_change_is_not_the_first_ones():
    change = parse("Tus habilidades cuestan 1 CAR menos").effect
    assert not change.first and not change.READS_TURN


# --- the Carga a Parte produces or consumes (4.1) -----------------------------------------------------------------


@pytest.mark.parametrize("text, canonical, made", [
    ("CAR 0 | Descarta un Generador de tu mano; ganas tanta Carga como produzca esa Parte.",
     "CAR 0 | Descarta una Parte de tipo Generador de tu mano; gana tanta CAR como produzca esa Parte",
     CarMade("that")),
    ("CAR 0 | Descarta un Generador de tu mano; gana tanta CAR como genere la Parte descartada",
     "CAR 0 | Descarta una Parte de tipo Generador de tu mano; gana tanta CAR como produzca la Parte descartada",
     CarMade("discarded")),
    ("CAR 1 | Selecciona un Generador de tu Unidad; obtienes tanta CAR como produce esa Parte.",
     "CAR 1 | Selecciona una Parte tuya de tipo Generador equipada; gana tanta CAR como produzca esa Parte",
     CarMade("that")),
    ("CAR 1 | Selecciona un Generador de tu Unidad; ganas tanta Carga como genere.",
     "CAR 1 | Selecciona una Parte tuya de tipo Generador equipada; gana tanta CAR como produzca esa Parte",
     CarMade("that")),
    ("CAR 2 | Selecciona un Gastador activo de la Unidad de un oponente; hazle tanto daño como Carga consuma.",
     "CAR 2 | Selecciona una Parte de tu oponente activa de tipo Gastador equipada; hazle tantos puntos de daño como "
     "CAR consuma esa Parte",
     CarMade("that", consumed=True)),
    ("CAR 2 | Roba tantas cartas como CAR produzca esta Parte.",
     "CAR 2 | Roba tantas cartas como CAR produzca esta Parte",
     CarMade("this")),
])
def test_the_carga_a_parte_makes(text, canonical, made):
    ability = parse(text)
    assert to_text(ability) == canonical
    assert made in list(ability.walk())


# --- what stays refused --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    # «; después,» joins two effects (docs/rulings.md 76), so the demolition would not be the cost the writer meant
    "CAR 2 | Manda dos cartas de tu Depósito de Chatarra a la Zona de Demolición; después, recupera a tu mano una Parte "
    "de tu Depósito de Chatarra.",
    # X bounded by a count, not a number
    "CAR X | Selecciona X Partes enemigas distintas; haz 1 punto de daño a cada una. X no puede superar tu número de "
    "Generadores activos.",
    # the Carga paid is not X when a cost change applies
    "CAR X | Elige una Parte de la Unidad de un oponente; recibe tantos puntos de daño como Carga hayas pagado por esta "
    "habilidad. X no puede ser mayor que 4.",
    # an effect that keeps Carga once, not a Pasiva
    "CAR 2 | Al final de este turno, reserva hasta 2 puntos de tu Carga sobrante: no se pierden en tu próxima Fase de "
    "Recarga.",
])
def test_what_stays_refused(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


# --- drawing and discarding, other wordings (2①) --------------------------------------------------------------


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Roba las 2 primeras cartas de tu Arsenal.", "CAR 1 | Roba 2 cartas"),
    ("CAR 1 | Roba las dos primeras cartas de tu Arsenal", "CAR 1 | Roba 2 cartas"),
    ("CAR 1 | Roba las dos cartas de encima de tu Arsenal.", "CAR 1 | Roba 2 cartas"),
    ("CAR 1 | Robas las 2 cartas superiores de tu Arsenal.", "CAR 1 | Roba 2 cartas"),
    ("CAR 1 | Roba la primera carta de tu Arsenal.", "CAR 1 | Roba una carta"),
    ("CAR 1 | Roba la carta superior de tu Arsenal", "CAR 1 | Roba una carta"),
    ("CAR 2 | Tu oponente descarta una carta de su mano a su elección.", "CAR 2 | Tu oponente descarta una carta de su "
                                                                         "mano"),
    ("CAR 2 | Tu oponente descarta una carta a su elección.", "CAR 2 | Tu oponente descarta una carta"),
    ("CAR 1 | Descarta de tu mano una carta de Parte; gana 3 puntos de Carga.", "CAR 1 | Descarta una Parte; gana 3 "
                                                                                 "CAR"),
    ("CAR 1 | Mira en secreto tu montón de Botines de Guerra y ordénalo como quieras.",
     "CAR 1 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
    ("Cuando declares una Guerrilla, puedes gastar 2 CAR. Si lo haces, tu Unidad gana +2 FUE hasta el final del turno.",
     "Cuando declares una Guerrilla; puedes pagar 2 CAR; si lo haces, tu Unidad gana +2 FUE hasta el final del turno"),
    ("CAR X | X va de 1 a 4. Selecciona una Parte; hazle X puntos de daño.",
     "CAR X | X no puede superar 4; Selecciona una Parte; hazle X puntos de daño"),
])
def test_drawing_and_discarding_said_other_ways(text, canonical):
    assert to_text(parse(text)) == canonical


def test_the_top_cards_of_another_arsenal_are_not_drawn():
    """Drawing is from your own Arsenal (2①): «roba las 2 primeras cartas del Arsenal de tu oponente» is no draw."""
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 1 | Roba las 2 primeras cartas del Arsenal de tu oponente.")
