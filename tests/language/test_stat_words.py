"""Stat changes, durations, costs and Carga in a designer's words (constructs/stat_words.py; rulebook 4.1, 4.3–4.5,
5.3.1, 5.3.7; docs/rulings.md 151–155): each wording reads as the canonical text of the construct that already
means it, or is refused."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

FUE2 = "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno"
VEL3 = "Tu Unidad gana +3 VEL hasta el inicio de tu próximo turno"
OPP_VEL = "CAR 1 | La Unidad de tu oponente pierde 2 VEL hasta el final del turno"


@pytest.mark.parametrize("written, canonical", [
    # the subject after the change
    ("CAR 1 | +2 FUE para tu Unidad hasta el final del turno.", FUE2),
    ("CAR 1 | +2 FUE a tu Unidad hasta el final del turno", FUE2),
    ("CAR 1 | Hasta el final del turno, +2 FUE para tu Unidad", FUE2),
    ("CAR 1 | Da +2 FUE a tu Unidad hasta el final del turno", FUE2),
    ("CAR 1 | Suma 2 FUE a tu Unidad hasta que acabe el turno.", FUE2),
    ("CAR 1 | -2 VEL para la Unidad de tu oponente hasta el final del turno", OPP_VEL),
    # other verbs for «gana»
    ("Tu Unidad recibe +3 VEL hasta el inicio de tu próximo turno.", VEL3),
    ("Tu Unidad obtiene +3 VEL hasta tu próximo turno", VEL3),
    ("Tu Unidad suma +3 VEL hasta el comienzo de tu siguiente turno", VEL3),
    ("Tu Unidad consigue 3 VEL hasta tu próxima Fase de Recarga", VEL3),
    ("Tu Unidad obtiene tres VEL hasta el inicio de tu próximo turno", VEL3),
    ("CAR 1 | Tu Unidad gana 2 puntos de FUE este turno", FUE2),
    ("CAR 1 | Tu Unidad gana dos puntos de Fuerza durante este turno", FUE2),
    ("CAR 1 | Tu Unidad obtiene 2 FUE adicionales hasta que termine este turno.", FUE2),
    ("CAR 1 | Tu Unidad tiene 2 FUE más hasta el final del turno", FUE2),
    ("CAR 1 | Tu Unidad tiene dos puntos más de FUE hasta el final del turno", FUE2),
    ("CAR 1 | Tu Unidad gana +2 FUE hasta la Fase Final", FUE2),
    ("CAR 1 | Tu Unidad gana +2 FUE hasta final de turno", FUE2),
    ("CAR 1 | La Unidad de tu oponente tiene 2 VEL menos hasta el final del turno", OPP_VEL),
    # raising and lowering a stat by an amount
    ("CAR 1 | Aumenta en 2 la FUE de tu Unidad hasta el final del turno", FUE2),
    ("CAR 1 | Aumenta la FUE de tu Unidad en 2 hasta el final del turno", FUE2),
    ("CAR 1 | La FUE de tu Unidad aumenta en 2 hasta el final del turno", FUE2),
    ("CAR 1 | La FUE de tu Unidad sube en dos hasta el final del turno", FUE2),
    ("CAR 1 | Tu Unidad aumenta su FUE en 2 hasta el final del turno", FUE2),
    ("CAR 1 | Reduce en 2 la VEL de la Unidad de tu oponente hasta el final del turno", OPP_VEL),
    ("CAR 1 | Reduce la VEL de la Unidad de un oponente en 2 hasta el final del turno", OPP_VEL),
    ("CAR 1 | La VEL de la Unidad de tu oponente se reduce en 2 hasta el final del turno", OPP_VEL),
    ("CAR 1 | La VEL de la Unidad enemiga disminuye en 2 hasta el final del turno", OPP_VEL),
])
def test_a_stat_change_reads_the_same_in_other_words(written, canonical):
    """Rulebook 4.3–4.5 (the stats of a Unidad) and 5.3.7 (until the end of the turn)."""
    assert to_text(parse(written)) == canonical
    assert parse(written) == parse(canonical)


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | +2 FUE y +1 DEF para la Unidad de tu oponente hasta el final del turno",
     "CAR 1 | La Unidad de tu oponente gana +2 FUE y +1 DEF hasta el final del turno"),
    ("CAR 1 | +2 FUE y +1 DEF para tu Unidad hasta el final del turno",
     "CAR 1 | Tu Unidad gana +2 FUE y +1 DEF hasta el final del turno"),
    ("CAR 1 | Selecciona una Parte tuya; +2 FUE a cada Parte tuya hasta el final del turno",
     "CAR 1 | Selecciona una Parte tuya; cada Parte tuya gana +2 FUE hasta el final del turno"),
])
def test_a_subject_written_last_is_the_subject_of_the_whole_run(written, canonical):
    """«+2 FUE y +1 DEF para la Unidad de tu oponente»: both changes are that Unidad's, and both last the turn."""
    assert to_text(parse(written)) == canonical


def test_a_stat_change_for_the_opponent_is_not_read_as_yours():
    ability = parse("CAR 1 | +2 FUE y +1 DEF para la Unidad de tu oponente hasta el final del turno")
    assert "Tu Unidad" not in to_text(ability)


@pytest.mark.parametrize("written, canonical", [
    ("Por cada Pierna equipada, tu Unidad tiene 1 VEL más.",
     "Tu Unidad gana +1 VEL por cada Parte de tipo Pierna equipada"),
    ("Por cada Parte tuya de tipo Pierna equipada, tu Unidad gana +1 VEL",
     "Tu Unidad gana +1 VEL por cada Parte tuya de tipo Pierna equipada"),
    ("CAR 1 | Por cada Parte de tu oponente desactivada, tu Unidad gana +1 FUE hasta el final del turno",
     "CAR 1 | Tu Unidad gana +1 FUE por cada Parte de tu oponente desactivada hasta el final del turno"),
    ("Tu Unidad tiene +1 FUE por cada 5 cartas en tu Depósito de Chatarra (máximo +3)",
     "Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra hasta un máximo de 3"),
    ("Tu Unidad tiene +1 FUE por cada 5 cartas en tu Depósito de Chatarra (como máximo 3)",
     "Tu Unidad gana +1 FUE por cada 5 cartas en tu Depósito de Chatarra hasta un máximo de 3"),
])
def test_a_counted_change_may_put_its_count_first(written, canonical):
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Tu Unidad gana +2 FUE durante la fase", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase"),
    ("CAR 1 | Tu Unidad gana +2 FUE durante esta fase", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase"),
    ("CAR 1 | Tu Unidad gana +2 FUE durante esta ronda", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la ronda"),
    ("CAR 1 | Tu Unidad gana +2 FUE esta ronda", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la ronda"),
    ("CAR 1 | Tu Unidad gana +2 FUE en esta batalla", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla"),
    ("CAR 1 | Tu Unidad obtiene 2 DEF adicionales hasta que termine el siguiente turno de tu oponente",
     "CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente"),
])
def test_durations_in_other_words(written, canonical):
    """5.3.7: «hasta el final de la fase» ends with the phase; «de la ronda», when every pilot has played (5.4)."""
    assert to_text(parse(written)) == canonical


def test_a_phase_named_after_durante_is_still_a_phase():
    """«durante la fase» is a duration, but «durante la Fase de Guerrilla» still names that phase."""
    assert to_text(parse("Cuando destruyas una Parte de tu oponente durante la Fase de Guerrilla; gana 1 CAR")) == \
        "Cuando destruyas una Parte de tu oponente durante la Fase de Guerrilla; gana 1 CAR"


@pytest.mark.parametrize("written, canonical", [
    ("Mientras tu Unidad tenga 0 puntos de Carga, tiene +2 DEF.",
     "Mientras tu CAR sea exactamente 0; tu Unidad gana +2 DEF"),
    ("Mientras tengas 0 CAR, tu Unidad tiene +2 DEF.", "Mientras tu CAR sea exactamente 0; tu Unidad gana +2 DEF"),
    ("Mientras tengas cero puntos de Carga; tu Unidad gana +2 DEF",
     "Mientras tu CAR sea exactamente 0; tu Unidad gana +2 DEF"),
    ("CAR 1 | Si tienes 3 o más CAR; roba una carta", "CAR 1 | Si tu CAR es 3 o más; roba una carta"),
    ("CAR 1 | Si te quedan 2 o menos puntos de Carga; roba una carta", "CAR 1 | Si tu CAR es 2 o menos; roba una carta"),
    ("CAR 1 | Si tu Unidad tiene 3 o más CAR; roba una carta", "CAR 1 | Si tu CAR es 3 o más; roba una carta"),
])
def test_carga_as_something_you_have(written, canonical):
    """Rulebook 4.1 and its FAQ («la Carga de mi Unidad»): the Carga is the pilot's; ruling 151."""
    assert to_text(parse(written)) == canonical


def test_a_carga_without_a_comparison_is_refused():
    """«Si tienes 3 CAR» does not say whether 4 will do."""
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 1 | Si tienes 3 CAR; roba una carta")


def test_gaining_zero_carga_is_still_an_amount():
    assert to_text(parse("CAR 0 | Gana 0 puntos de Carga")) == "CAR 0 | Gana 0 CAR"


DAMAGED = ("CAR 4 | Esta habilidad cuesta 1 CAR menos por cada Parte de tu oponente dañada; Selecciona una Parte de tu "
           "oponente; hazle 4 puntos de daño")
STRONG = "CAR 3 | Esta habilidad cuesta 2 CAR menos si tu Unidad tiene 5 o más FUE; roba 2 cartas"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 4 | Selecciona una Parte de tu oponente; hazle 4 puntos de daño. Esta habilidad cuesta 1 CAR menos por "
     "cada Parte de tu oponente dañada.", DAMAGED),
    ("CAR 4 | Selecciona una Parte de tu oponente; hazle 4 puntos de daño. Cuesta 1 CAR menos por cada Parte "
     "dañada de un oponente.", DAMAGED),
    ("CAR 4 | Esta habilidad te cuesta 1 CAR menos por cada Parte enemiga dañada; Selecciona una Parte de tu "
     "oponente; hazle 4 puntos de daño", DAMAGED),
    (DAMAGED, DAMAGED),
    ("CAR 3 | Roba 2 cartas. Cuesta 2 CAR menos si tu Unidad tiene 5 o más FUE.", STRONG),
    ("CAR 3 | Roba dos cartas. Esta habilidad cuesta 2 menos si tu Unidad tiene 5 o más FUE", STRONG),
    ("CAR 3 | Roba 2 cartas. Cuesta 1 CAR menos por cada Parte tuya en un Taller, con un mínimo de 1.",
     "CAR 3 | Esta habilidad cuesta 1 CAR menos por cada Parte tuya en un Taller, hasta un mínimo de 1 CAR; roba 2 "
     "cartas"),
    ("CAR 1 | Roba una carta. Cuesta 1 CAR más si tu oponente tiene 3 o más cartas en su mano",
     "CAR 1 | Esta habilidad cuesta 1 CAR más si tu oponente tiene 3 o más cartas en su mano; roba una carta"),
])
def test_this_ability_costs_less(written, canonical):
    """6.1: the cost is paid when declared; «Cuesta 1 CAR menos por cada …» changes it then (ruling 152)."""
    assert to_text(parse(written)) == canonical
    assert parse(written) == parse(canonical)


def test_a_self_cost_written_last_needs_a_printed_cost():
    with pytest.raises(AbilitySyntaxError):
        parse("Roba 2 cartas. Cuesta 1 CAR menos por cada Parte tuya en un Taller.")


@pytest.mark.parametrize("written, canonical", [
    ("Las habilidades activadas de tus Partes cuestan 1 CAR menos, con un mínimo de 1.",
     "Tus habilidades cuestan 1 CAR menos, hasta un mínimo de 1 CAR"),
    ("Tus Cartas de Apoyo te cuestan 1 punto de Carga menos",  "Tus Cartas de Apoyo cuestan 1 CAR menos"),
    ("Las Cartas de Apoyo Normales de tus rivales cuestan +1 CAR.",
     "Las Cartas de Apoyo Normales de tu oponente cuestan 1 CAR más"),
])
def test_cost_changes_in_other_words(written, canonical):
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("Las habilidades activadas de tus Brazos cuestan 1 CAR menos, con un mínimo de 1.",
     "Las habilidades de tus Partes de tipo Brazo cuestan 1 CAR menos, hasta un mínimo de 1 CAR"),
    ("Tus habilidades de Brazo cuestan 1 CAR menos", "Las habilidades de tus Partes de tipo Brazo cuestan 1 CAR menos"),
    ("Las habilidades Relámpago de tus Piernas cuestan 1 CAR menos",
     "Las habilidades Relámpago de tus Partes de tipo Pierna cuestan 1 CAR menos"),
    ("Las habilidades de tus Partes de tipo Cabeza cuestan 1 CAR más",
     "Las habilidades de tus Partes de tipo Cabeza cuestan 1 CAR más"),
])
def test_the_abilities_of_one_kind_of_your_partes(written, canonical):
    """2.1 and 6.1: a cost change of your Partes of one zone; ruling 153."""
    assert to_text(parse(written)) == canonical
    assert parse(written) == parse(canonical)


@pytest.mark.parametrize("written, canonical", [
    # paraphrases of known meanings by writers who never saw the language (round 7), each now read as meant
    ("CAR 1 | Hasta el final del turno, tu Unidad tiene dos puntos de FUE más.",
     "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno"),
    ("CAR 1 | Suma 2 FUE a tu Unidad hasta que acabe el turno.", "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno"),
    ("CAR 2 | Tu Unidad obtiene 3 FUE adicionales hasta que termine este turno.",
     "CAR 2 | Tu Unidad gana +3 FUE hasta el final del turno"),
    ("Por cada contador de daño sobre esta Parte, tu Unidad tiene 1 FUE más.",
     "Tu Unidad gana +1 FUE por cada contador de daño en esta Parte"),
    ("CAR 2 | Hasta que termine el siguiente turno de tu oponente, tu Unidad tiene dos puntos de DEF más.",
     "CAR 2 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente"),
    ("Pasiva. Mientras tengas 0 CAR, tu Unidad tiene +1 FUE.",
     "Pasiva. Mientras tu CAR sea exactamente 0; tu Unidad gana +1 FUE"),
    ("Tu Unidad tiene 1 FUE más mientras tu Carga sea 0.", "Tu Unidad gana +1 FUE mientras tu CAR sea exactamente 0"),
    ("Tu Unidad tiene un punto más de VEL mientras tenga una Parte equipada en cada Pierna.",
     "Tu Unidad gana +1 VEL mientras tengas 2 o más Partes de tipo Pierna equipadas"),
])
def test_paraphrases_of_stat_changes(written, canonical):
    assert to_text(parse(written)) == canonical
