"""Continuous abilities in a designer's words (constructs/statics.py, past.py; docs/rulings.md 140–143): both zones
of Brazo or Pierna equipped (rulebook 2.1), «las Partes … de tu Unidad» as a group (4.3), the cost of what
opponents play by its speed (3.3, 6.1), «se una a tu Unidad desde un Taller» (2.3), «Pasiva.», «vuelve a
activarla» and what you did this turn («no has gastado Carga», «ninguna habilidad»)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

LEGS = "Mientras tengas 2 o más Partes de tipo Pierna equipadas; tu Unidad gana +1 VEL"
LEGS_IF = "Si tienes 2 o más Partes de tipo Pierna equipadas; tu Unidad gana +1 VEL"
ARMS = "Mientras tengas 2 o más Partes de tipo Brazo equipadas; tu Unidad gana +2 FUE"
ARMS_IF = "Si tienes 2 o más Partes de tipo Brazo equipadas; tu Unidad gana +2 FUE"
ARMS_ACTIVE = "Si tienes 2 o más Partes activas de tipo Brazo equipadas; tu Unidad gana +2 FUE"
ARMS_ACTIVE_WHILE = "Mientras tengas 2 o más Partes activas de tipo Brazo equipadas; tu Unidad gana +2 FUE"


@pytest.mark.parametrize("written, canonical", [
    ("Mientras tengas equipadas las dos Piernas, tu Unidad tiene +1 VEL.", LEGS),
    ("Mientras tengas equipadas las 2 Piernas; tu Unidad gana +1 VEL", LEGS),
    ("Mientras tengas las dos Piernas equipadas, tu Unidad gana +1 VEL", LEGS),
    ("Mientras tengas ambas Piernas equipadas. Tu Unidad tiene +1 VEL", LEGS),
    ("Mientras tengas una Parte en cada Pierna, tu Unidad tiene +1 VEL", LEGS),
    ("Mientras tengas una Parte equipada en cada Pierna; tu Unidad gana +1 VEL", LEGS),
    ("Con las dos Piernas equipadas, tu Unidad gana +1 VEL.", LEGS),
    ("Con ambas Piernas equipadas, tu Unidad tiene +1 VEL", LEGS),
    ("Con una Parte en cada Pierna, tu Unidad gana +1 VEL", LEGS),
    ("Si tu Unidad tiene las dos Piernas equipadas, tu Unidad gana +1 VEL", LEGS_IF),
    ("Mientras tengas equipados los dos Brazos, tu Unidad tiene +2 FUE.", ARMS),
    ("Mientras tengas los dos Brazos equipados; tu Unidad gana +2 FUE", ARMS),
    ("Mientras tengas tus dos Brazos equipados; tu Unidad gana +2 FUE", ARMS),
    ("Mientras tengas una Parte en cada Brazo, tu Unidad gana +2 FUE", ARMS),
    ("Mientras tengas Partes equipadas en ambos Brazos, tu Unidad gana +2 FUE", ARMS),
    ("Si tienes los 2 Brazos equipados, tu Unidad tiene +2 FUE", ARMS_IF),
    ("Con los dos Brazos equipados, tu Unidad tiene +2 FUE.", ARMS),
    ("Con ambos Brazos equipados; tu Unidad gana +2 FUE", ARMS),
    ("Si tienes Partes activas equipadas en ambos Brazos, tu Unidad tiene +2 FUE.", ARMS_ACTIVE),
    ("Si tienes Partes activas en ambos Brazos, tu Unidad tiene +2 FUE.", ARMS_ACTIVE),
    ("Si tienes una Parte activa en cada Brazo, tu Unidad tiene +2 FUE.", ARMS_ACTIVE),
    ("Con una Parte activa en cada Brazo, tu Unidad gana +2 FUE", ARMS_ACTIVE_WHILE),
    ("Si tienes los dos Brazos activos equipados; tu Unidad gana +2 FUE", ARMS_ACTIVE),
    ("Si tienes equipados los dos Brazos activos; tu Unidad gana +2 FUE", ARMS_ACTIVE),
])
def test_both_zones_of_a_kind_read_as_two_partes_of_it(written, canonical):
    """Rulebook 2.1: two zones of Brazo and two of Pierna, so «las dos Piernas» are 2 or more Partes of that kind."""
    assert to_text(parse(written)) == canonical
    assert parse(canonical) == parse(written)


@pytest.mark.parametrize("written", [
    "Mientras tu Unidad no tenga Parte equipada en la Cabeza, esta Parte gana +3 FUE.",
    "Mientras no tengas ninguna Parte equipada en la Cabeza, esta Parte gana +3 FUE.",
    "Mientras no tengas Partes en la Cabeza; esta Parte gana +3 FUE",
])
def test_an_empty_zone_reads_with_the_usual_words(written):
    assert to_text(parse(written)) == "Mientras no tengas Partes de tipo Cabeza equipadas; esta Parte gana +3 FUE"


@pytest.mark.parametrize("written, canonical", [
    ("Las Partes Legendarias de tu Unidad tienen +2 PG.", "Todas las Partes tuyas de rareza Legendaria equipadas ganan +2 PG"),
    ("Las Partes de rareza Legendaria de tu Unidad ganan +2 PG", "Todas las Partes tuyas de rareza Legendaria equipadas ganan +2 PG"),
    ("Las Partes de tus Brazos tienen +2 PG.", "Todas las Partes tuyas de tipo Brazo equipadas ganan +2 PG"),
    ("Las Partes de tipo Brazo de tu Unidad tienen +2 PG", "Todas las Partes tuyas de tipo Brazo equipadas ganan +2 PG"),
    ("Las Partes de tus Piernas ganan +1 VEL", "Todas las Partes tuyas de tipo Pierna equipadas ganan +1 VEL"),
    ("Las Partes dañadas de tu Unidad obtienen +1 DEF", "Todas las Partes tuyas dañadas equipadas ganan +1 DEF"),
    ("Mientras esta Parte esté equipada en el Torso, las Partes de tus Brazos tienen +2 PG.",
     "Mientras esta Parte esté equipada en el Torso; todas las Partes tuyas de tipo Brazo equipadas ganan +2 PG"),
])
def test_the_partes_of_a_group_are_all_of_them(written, canonical):
    assert to_text(parse(written)) == canonical


OPPONENTS_NORMAL = "Las Cartas de Apoyo Normales de tu oponente cuestan 1 CAR más"


@pytest.mark.parametrize("written, canonical", [
    ("Las Cartas de Apoyo de velocidad Normal que jueguen tus oponentes cuestan 1 punto de Carga más.",
     OPPONENTS_NORMAL),
    ("Las Cartas de Apoyo de velocidad Normal que juegue tu oponente cuestan 1 CAR más", None),
    ("Las Cartas de Apoyo Normales que jueguen tus oponentes cuestan 1 más", OPPONENTS_NORMAL),
    ("Las Cartas de Apoyo de velocidad Normal que activen tus oponentes cuestan 1 CAR más", OPPONENTS_NORMAL),
    ("Las Cartas de Apoyo de velocidad Relámpago que jueguen tus oponentes cuestan 1 CAR más",
     "Las Cartas de Apoyo Relámpago de tu oponente cuestan 1 CAR más"),
    ("Las habilidades que activen tus oponentes cuestan 1 CAR más", "Las habilidades de tu oponente cuestan 1 CAR más"),
    ("Las habilidades que usen tus oponentes cuestan 2 CAR más", "Las habilidades de tu oponente cuestan 2 CAR más"),
])
def test_what_opponents_play_costs_more(written, canonical):
    if canonical is None:  # «que juegue tu oponente»: not written that way
        with pytest.raises(AbilitySyntaxError):
            parse(written)
        return
    assert to_text(parse(written)) == canonical


def test_two_speeds_for_one_card_are_refused():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("Las Cartas de Apoyo Normales de velocidad Relámpago que jueguen tus oponentes cuestan 1 CAR más")
    assert str(error.value) == ("columna 30: una carta tiene una sola etiqueta (3.3): Normal o Relámpago, no las "
                                "dos")
    assert error.value.hint.startswith("deja solo una: «de velocidad Normal» o «de velocidad Relámpago»")


@pytest.mark.parametrize("written", [
    "Cuando esta Parte se una a tu Unidad desde un Taller, roba una carta.",
    "Cuando esta Parte se una a tu Unidad desde uno de tus Talleres; roba una carta",
    "Cuando esta Parte sea equipada desde un Taller, roba una carta",
    "Cuando esta Parte vuelva a tu Unidad desde un Taller, roba una carta.",
    "Cuando equipes esta Parte desde un Taller. Roba una carta",
])
def test_joining_the_unidad_from_a_taller_is_equipping_from_it(written):
    assert to_text(parse(written)) == "Cuando equipes esta Parte desde un Taller; roba una carta"


@pytest.mark.parametrize("written", [
    "Cuando esta Parte entre en uno de tus Talleres, roba una carta.",
    "Cuando esta Parte entre en un Taller; roba una carta",
])
def test_entering_a_taller_is_being_sent_to_it(written):
    assert to_text(parse(written)) == "Cuando esta Parte sea enviada al Taller; roba una carta"


@pytest.mark.parametrize("written", ["Pasiva. Tu Unidad tiene +1 FUE.", "Pasiva: tu Unidad gana +1 FUE",
                                     "Pasiva. Tu Unidad gana +1 FUE"])
def test_the_word_pasiva_before_a_text_is_its_etiqueta(written):
    """«Pasiva.» is the ability's etiqueta written in the text (constructs/frame.py, docs/rulings.md 172)."""
    assert to_text(parse(written)) == "Pasiva. Tu Unidad gana +1 FUE"


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte Desactivada de tu Unidad; vuelve a activarla.",
    "CAR 2 | Selecciona una Parte Desactivada de tu Unidad; reactívala",
    "CAR 2 | Selecciona una Parte desactivada de tu Unidad, actívala",
])
def test_activating_again_is_activating(written):
    assert to_text(parse(written)) == "CAR 2 | Selecciona una Parte tuya desactivada equipada; actívala"


NOT_SPENT = "CAR 0 | Si no gastaste Carga este turno; gana 1 CAR"
NO_ABILITY = "CAR 0 | Si no activaste una habilidad este turno; gana 1 CAR"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 0 | Si no has gastado Carga este turno, gana 1 CAR.", NOT_SPENT),
    ("CAR 0 | Si no has gastado Carga, gana 1 CAR", NOT_SPENT),
    ("CAR 0 | Si no has gastado Carga en este turno; gana 1 CAR", NOT_SPENT),
    ("CAR 0 | Si no gastaste CAR este turno; gana 1 CAR", NOT_SPENT),
    ("CAR 0 | Si gastaste Carga este turno; gana 1 CAR", "CAR 0 | Si gastaste Carga este turno; gana 1 CAR"),
    ("CAR 0 | Si no has activado ninguna habilidad este turno, gana 1 CAR", NO_ABILITY),
    ("CAR 0 | Si no activaste ninguna habilidad este turno; gana 1 CAR", NO_ABILITY),
    ("CAR 0 | Si no activaste una habilidad este turno; gana 1 CAR", NO_ABILITY),
    ("CAR 0 | Si no has activado ninguna Carta de Apoyo este turno; gana 1 CAR",
     "CAR 0 | Si no activaste una Carta de Apoyo este turno; gana 1 CAR"),
    ("CAR 0 | Si tu oponente no ha activado ninguna habilidad este turno; gana 1 CAR",
     "CAR 0 | Si tu oponente no activó una habilidad este turno; gana 1 CAR"),
])
def test_what_you_did_not_do_this_turn(written, canonical):
    assert to_text(parse(written)) == canonical
    assert parse(canonical) == parse(written)


SECOND_DRAW = "Cuando tu oponente robe su segunda carta en un mismo turno; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    ("Cuando un oponente robe su segunda carta en un mismo turno, roba una carta.", SECOND_DRAW),
    ("Cuando tu oponente robe su segunda carta, roba una carta", SECOND_DRAW),
    ("Cuando tu oponente robe su segunda carta del turno. Roba una carta", SECOND_DRAW),
    ("Cuando tu oponente robe su segunda carta en el mismo turno; roba una carta", SECOND_DRAW),
    ("Cuando tu oponente robe su segunda carta de cada turno; roba una carta", SECOND_DRAW),
    ("Cuando robes tu tercera carta en un mismo turno, gana 1 CAR.",
     "Cuando robes tu tercera carta en un mismo turno; gana 1 CAR"),
    ("Cuando robes tu segunda carta en un mismo turno, haz 1 punto de daño a una Parte enemiga.",
     "Cuando robes tu segunda carta en un mismo turno; haz 1 punto de daño a una Parte de tu oponente"),
])
def test_the_nth_card_drawn_in_a_turn(written, canonical):
    assert to_text(parse(written)) == canonical
    assert parse(canonical) == parse(written)


def test_the_second_card_is_a_draw_event_counted_in_the_turn():
    trigger = parse(SECOND_DRAW).requirements[0]
    assert (trigger.event.value, trigger.nth, trigger.READS_TURN) == ("roba", 2, True)


NEGATES_EITHER = "Cuando tu oponente niegue una de tus habilidades o Cartas de Apoyo; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    ("Cada vez que un oponente niegue una de tus habilidades o Cartas de Apoyo, roba una carta.", NEGATES_EITHER),
    ("Cuando un oponente niegue una habilidad o Carta de Apoyo tuya. Roba una carta", NEGATES_EITHER),
    ("Cada vez que tu oponente niega una de tus habilidades, roba una carta",
     "Cuando tu oponente niegue una de tus habilidades; roba una carta"),
    ("Cuando un oponente niegue una Carta de Apoyo tuya; roba una carta",
     "Cuando tu oponente niegue una de tus Cartas de Apoyo; roba una carta"),
])
def test_an_opponent_negating_yours(written, canonical):
    assert to_text(parse(written)) == canonical
    assert parse(canonical) == parse(written)
