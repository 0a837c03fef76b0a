"""The ways a designer writes a Pasiva that changes a rule's number — the Carga of Generadores, Gastadores and the
Unidad (rulebook 4.1, 5.3.1), what the Talleres repair (5.3.3), the stats of other pilots' Unidades (4.3–4.5) —
and the battle of a Guerrilla as a duration (5.3.5) read to one meaning each (docs/ability-language.md; docs/rulings.md
90–92); and what the language does not do is refused, not read wrong."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.nodes import Player, Timing

GENERATORS_MORE = "Tus Generadores producen 1 CAR más"


@pytest.mark.parametrize("text", [
    GENERATORS_MORE,
    "Tus Generadores producen 1 punto de Carga más",
    "Tus Generadores producen 1 punto de Carga más.",
    "tus generadores generan un punto de carga más",
    "Tus Generadores producen 1 CAR adicional",
    "Tus Generadores generan 1 punto de Carga adicional.",
    "Cada uno de tus Generadores produce 1 CAR más",
    "Cada uno de tus Generadores produce un punto de Carga adicional",
    "Cada uno de tus Generadores genera 1 punto más",
    "Todos tus Generadores producen 1 CAR más en tu Fase de Recarga",
    "Cada Generador tuyo produce 1 CAR más",
    "Tus Generadores producen uno punto más durante tu Fase de Recarga.",
])
def test_every_way_of_saying_your_generators_produce_one_more_reads_the_same(text):
    assert to_text(parse(text)) == GENERATORS_MORE
    assert parse(text).effect == A.CarRate("generadores", Player.YOU, 1)


@pytest.mark.parametrize("text, canonical, node", [
    ("Tus Gastadores consumen 1 punto más", "Tus Gastadores consumen 1 CAR más",
     A.CarRate("gastadores", Player.YOU, 1)),
    ("Tus Gastadores consumen 1 punto de Carga menos.", "Tus Gastadores consumen 1 CAR menos",
     A.CarRate("gastadores", Player.YOU, -1)),
    ("Cada uno de tus Gastadores gasta dos puntos menos", "Tus Gastadores consumen 2 CAR menos",
     A.CarRate("gastadores", Player.YOU, -2)),
    ("Cada uno de tus otros Generadores produce 1 CAR adicional.", "Tus otros Generadores producen 1 CAR más",
     A.CarRate("generadores", Player.YOU, 1, others=True)),
    ("Tus otros Generadores generan 2 puntos de Carga más", "Tus otros Generadores producen 2 CAR más",
     A.CarRate("generadores", Player.YOU, 2, others=True)),
    ("Los Generadores de tus oponentes producen 1 CAR menos", "Los Generadores de tu oponente producen 1 CAR menos",
     A.CarRate("generadores", Player.OPPONENT, -1)),
    ("Los Generadores de tu oponente generan un punto de Carga menos",
     "Los Generadores de tu oponente producen 1 CAR menos", A.CarRate("generadores", Player.OPPONENT, -1)),
    ("Los Gastadores de los oponentes consumen 1 punto de Carga más",
     "Los Gastadores de tu oponente consumen 1 CAR más", A.CarRate("gastadores", Player.OPPONENT, 1)),
    ("Tu Unidad genera 1 punto de Carga más", "Tu Unidad genera 1 CAR más", A.CarRate("unidad", Player.YOU, 1)),
    ("Tu Unidad produce un CAR adicional en tu Fase de Recarga.", "Tu Unidad genera 1 CAR más",
     A.CarRate("unidad", Player.YOU, 1)),
])
def test_a_change_of_the_carga_reads_as_written(text, canonical, node):
    assert to_text(parse(text)) == canonical
    assert parse(text).effect == node
    assert to_text(parse(canonical)) == canonical


@pytest.mark.parametrize("text, column, verb", [
    ("Tus Generadores consumen 1 CAR más", 17, "consumen"),
    ("Los Gastadores de tu oponente producen 1 CAR más", 31, "producen"),
    ("Una Parte tuya de tipo Generador produce 1 CAR más", 34, "produce"),
    ("Cada Parte tuya produce 1 CAR más", 17, "produce"),
])
def test_what_does_not_produce_or_consume_is_refused_with_the_roles(text, column, verb):
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert (error.value.column, error.value.message) == (
        column, f"«{verb}» habla de cada Generador o Gastador tuyo o de tu oponente (4.1): producen los Generadores y "
        "consumen los Gastadores")
    assert error.value.hint.startswith(
        "escribe «Tus Generadores producen 1 CAR más» o «Los Gastadores de tu oponente consumen 1 CAR más»; ")


def test_a_condition_before_the_unidad_generating_more_is_kept():
    ability = parse("Mientras no tengas Gastadores activos, tu Unidad genera 1 punto de Carga más.")
    assert ability.effect == A.CarRate("unidad", Player.YOU, 1)
    assert [type(r) for r in ability.requirements] == [A.Condition]


@pytest.mark.parametrize("text", [
    "Tus Generadores consumen 1 CAR más",  # a Generador produces, it does not consume (4.1)
    "Tus Gastadores producen 1 CAR más",
    "Tus Generadores producen 1 CAR",  # «1 CAR» without «más» or «menos» would be a new number, not a change
    "Tu Unidad consume 1 CAR más",
])
def test_a_role_with_the_other_verb_or_no_sense_is_refused(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


MORE_REPAIR = "Las Partes de tus Talleres recuperan 1 PG más"


@pytest.mark.parametrize("text", [
    MORE_REPAIR,
    "Las Partes de tus Talleres recuperan 1 PG más en tu fase de Reconstrucción.",
    "Las Partes en tus Talleres recuperan un PG adicional",
    "Las Partes que estén en tus Talleres recuperan 1 PG más durante tu Fase de Reconstrucción",
    "Tus Partes en los Talleres recuperan 1 PG adicional.",
    "Cada Parte de tus Talleres recupera un PG más",
    "Tus Talleres reparan 1 PG más",
    "Las Partes de tus Talleres se reparan 1 PG más en la fase de Reconstrucción",
])
def test_every_way_of_saying_the_talleres_repair_one_more_reads_the_same(text):
    assert to_text(parse(text)) == MORE_REPAIR
    assert parse(text).effect == A.TallerRate(1)


@pytest.mark.parametrize("text, canonical, node", [
    ("Las Partes que estén en tus Talleres recuperan 3 PG en lugar de 2 durante tu Fase de Reconstrucción.",
     "Las Partes de tus Talleres recuperan 3 PG en lugar de 2", A.TallerRate(3, 2)),
    ("Tus Talleres reparan 4 PG en lugar de 2", "Las Partes de tus Talleres recuperan 4 PG en lugar de 2",
     A.TallerRate(4, 2)),
    ("Las Partes de tus Talleres recuperan 1 PG menos", "Las Partes de tus Talleres recuperan 1 PG menos",
     A.TallerRate(-1)),
])
def test_a_change_of_the_talleres_reads_as_written(text, canonical, node):
    assert to_text(parse(text)) == canonical
    assert parse(text).effect == node
    assert to_text(parse(canonical)) == canonical


@pytest.mark.parametrize("text, canonical, player", [
    ("Las Unidades de tus oponentes tienen -1 VEL.", "La Unidad de cada oponente pierde 1 VEL", Player.EACH_OPPONENT),
    ("La Unidad de cada oponente tiene -1 VEL", "La Unidad de cada oponente pierde 1 VEL", Player.EACH_OPPONENT),
    ("La Unidad de cada uno de tus oponentes pierde 1 VEL", "La Unidad de cada oponente pierde 1 VEL",
     Player.EACH_OPPONENT),
    ("Las Unidades de los oponentes pierden 1 VEL", "La Unidad de cada oponente pierde 1 VEL", Player.EACH_OPPONENT),
    ("La Unidad de cada uno de tus compañeros tiene +1 DEF", "La Unidad de tu compañero gana +1 DEF",
     Player.TEAMMATE),
    ("Las Unidades de tus compañeros ganan +1 DEF", "La Unidad de tu compañero gana +1 DEF", Player.TEAMMATE),
    ("La Unidad de cada piloto pierde 1 VEL", "La Unidad de cada piloto pierde 1 VEL", Player.EACH),
    ("Cada Unidad tiene -1 VEL", "La Unidad de cada piloto pierde 1 VEL", Player.EACH),
])
def test_other_pilots_unidades_change_their_stats(text, canonical, player):
    ability = parse(text)
    assert to_text(ability) == canonical
    assert isinstance(ability.effect.subject, A.Unit) and ability.effect.subject.player is player
    assert to_text(parse(canonical)) == canonical


def test_a_condition_before_a_teammates_unidad_is_kept():
    ability = parse("Mientras esta Parte esté equipada, la Unidad de cada uno de tus compañeros tiene +1 DEF.")
    assert to_text(ability) == "Mientras esta Parte esté equipada; la Unidad de tu compañero gana +1 DEF"


BATTLE = "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla"


@pytest.mark.parametrize("text", [
    BATTLE,
    "CAR 1 | Tu Unidad gana +2 FUE durante esta Guerrilla",
    "CAR 1 | Tu Unidad gana +2 FUE durante esta batalla.",
    "CAR 1 | Tu Unidad tiene +2 FUE hasta el final de la Guerrilla",
    "CAR 1 | Tu Unidad obtiene +2 FUE durante esa batalla",
    "CAR 1 | Hasta el final de la batalla, tu Unidad gana +2 FUE",
])
def test_every_way_of_saying_until_the_end_of_the_battle_reads_the_same(text):
    ability = parse(text)
    assert to_text(ability) == BATTLE
    assert ability.effect.duration.timing is Timing.END_OF_PHASE  # the battle ends with the phase (5.3.5)


@pytest.mark.parametrize("text, canonical", [
    ("Las Cartas de Apoyo de velocidad Relámpago de tus oponentes cuestan 1 punto de Carga más.",
     "Las Cartas de Apoyo Relámpago de tu oponente cuestan 1 CAR más"),
    ("Las habilidades de velocidad Normal de tus oponentes cuestan 1 CAR más",
     "Las habilidades Normales de tu oponente cuestan 1 CAR más"),
    ("Tus Cartas de Apoyo de velocidad Relámpago cuestan 1 CAR menos",
     "Tus Cartas de Apoyo Relámpago cuestan 1 CAR menos"),
])
def test_a_speed_written_out_names_the_etiqueta_of_a_cost_change(text, canonical):
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Selecciona una Parte tuya; repárale 2 PG adicionales", "CAR 1 | Selecciona una Parte tuya; repárale 2 PG"),
    ("CAR 1 | Roba una carta adicional", "CAR 1 | Roba una carta"),
])
def test_adicional_is_still_a_filler_where_mas_does_not_fit(text, canonical):
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text, canonical, node", [
    ("CAR 2 | Si el resultado de la batalla es negativo, el atacante recibe 2 puntos de daño más.",
     "CAR 2 | El atacante recibe 2 puntos de daño más", A.BattleDamage(2, "atacante")),
    ("CAR 2 | Si el resultado de la batalla es negativo la Unidad atacante recibe dos puntos de daño más",
     "CAR 2 | El atacante recibe 2 puntos de daño más", A.BattleDamage(2, "atacante")),
    ("CAR 2 | el atacante recibe 2 puntos de daño más en esta batalla",
     "CAR 2 | El atacante recibe 2 puntos de daño más", A.BattleDamage(2, "atacante")),
    ("CAR 1 | Si el resultado de la batalla es positivo, el defensor recibe 1 punto de daño más",
     "CAR 1 | El defensor recibe 1 punto de daño más", A.BattleDamage(1, "defensor")),
    ("CAR 1 | La Unidad defensora recibe un punto de daño menos en esta batalla",
     "CAR 1 | El defensor recibe 1 punto de daño menos", A.BattleDamage(-1, "defensor")),
    ("CAR 1 | El daño de esta batalla aumenta en 1", "CAR 1 | El daño de esta batalla aumenta en 1",
     A.BattleDamage(1)),
    ("CAR 1 | Esta batalla hace 1 punto de daño más", "CAR 1 | El daño de esta batalla aumenta en 1",
     A.BattleDamage(1)),
    ("CAR 1 | El daño de la batalla se reduce en 2", "CAR 1 | El daño de esta batalla se reduce en 2",
     A.BattleDamage(-2)),
])
def test_a_change_of_the_battles_damage_reads_as_written(text, canonical, node):
    assert to_text(parse(text)) == canonical
    assert parse(text).effect == node
    assert to_text(parse(canonical)) == canonical


@pytest.mark.parametrize("text", [
    # the attacker only receives the battle's damage when the result is negative (5.3.5): a contradiction
    "CAR 2 | Si el resultado de la batalla es positivo, el atacante recibe 2 puntos de daño más",
    "CAR 2 | Si el resultado de la batalla es negativo, el defensor recibe 2 puntos de daño más",
])
def test_a_result_that_contradicts_who_receives_the_damage_is_refused(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Eres el defensor; el atacante recibe 2 puntos de daño más",
     "CAR 2 | Si eres el defensor; el atacante recibe 2 puntos de daño más"),
    ("CAR 2 | Si eres el defensor, el atacante recibe 2 puntos de daño más",
     "CAR 2 | Si eres el defensor; el atacante recibe 2 puntos de daño más"),
    ("CAR 1 | Si te han declarado una Guerrilla; tu Unidad gana +2 DEF durante esta batalla",
     "CAR 1 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("CAR 1 | Si tu Unidad es la Unidad defensora; tu Unidad gana +2 DEF durante esta batalla",
     "CAR 1 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("Mientras seas el atacante, tu Unidad tiene +1 FUE.", "Mientras seas el atacante; tu Unidad gana +1 FUE"),
    ("CAR 1 | Eres el atacante; tu Unidad gana +2 FUE hasta el final de la batalla",
     "CAR 1 | Si eres el atacante; tu Unidad gana +2 FUE hasta el final de la batalla"),
])
def test_being_the_attacker_or_the_defender_is_a_condition(text, canonical):
    ability = parse(text)
    assert to_text(ability) == canonical
    assert isinstance(ability.requirements[0].test, A.BattleRole)


KEEPS_ALL = "Esta Parte sigue sumando sus estadísticas aunque esté Desactivada"


@pytest.mark.parametrize("text", [
    KEEPS_ALL,
    "Esta Parte sigue sumando sus estadísticas aunque esté Desactivada.",
    "esta parte sigue sumando sus estadisticas aunque este desactivada",
    "Aunque esté Desactivada, esta Parte sigue sumando sus estadísticas.",
    "Esta Parte sigue aportando sus estadísticas a tu Unidad aunque esté Desactivada",
    "Esta Parte sigue sumando sus estadísticas a tu Unidad incluso desactivada",
    "Esta Parte suma sus estadísticas incluso desactivada",
    "Esta Parte sigue sumando su FUE, su DEF y su VEL aunque esté Desactivada",
])
def test_every_way_of_saying_a_deactivated_parte_keeps_its_stats_reads_the_same(text):
    assert to_text(parse(text)) == KEEPS_ALL


@pytest.mark.parametrize("text, canonical", [
    ("Esta Parte sigue dando su FUE aunque esté Desactivada.", "Esta Parte sigue sumando su FUE aunque esté Desactivada"),
    ("Esta Parte sigue sumando su DEF y su FUE aunque esté desactivada",
     "Esta Parte sigue sumando su FUE y su DEF aunque esté Desactivada"),
    ("Aunque esté Desactivada, esta Parte sigue dando su VEL",
     "Esta Parte sigue sumando su VEL aunque esté Desactivada"),
])
def test_a_deactivated_parte_keeps_only_the_stats_it_names(text, canonical):
    assert to_text(parse(text)) == canonical
    assert to_text(parse(canonical)) == canonical


def test_a_reading_whose_builder_finds_nothing_is_refused_not_a_crash():
    """«Tu oponente genera …» is no Generadores' rate: the builder finds no selection, and the text is refused
    rather than crashing (a blind text of batch D did: «esta Parte genera …», now read, docs/rulings.md 106)."""
    from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

    assert to_text(parse("Si tu Unidad no tiene Torso, esta Parte genera 1 punto de Carga adicional.")) == \
        "Si no tienes Partes de tipo Torso; esta Parte genera 1 CAR más"
    with pytest.raises(AbilitySyntaxError):
        parse("Si tu Unidad no tiene Torso, tu oponente genera 1 CAR más.")
