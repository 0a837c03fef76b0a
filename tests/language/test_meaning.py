"""Readings that mean what was written, and who acts (issue 26, round 8; docs/rulings.md 176-179).

Each group: the many ways a designer says it, all read to the same meaning, and a reading printed so that a
rulebook-only reader takes it as meant («y tú robas», «has reclamado», «algún oponente», «equipada»,
«con sus habilidades ni Cartas de Apoyo»). What the language cannot say is refused with a rewrite.
"""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, ast as A, parse, to_text


def reads(text: str) -> str:
    return to_text(parse(text))


# --- who acts: «tú» after another pilot's effect --------------------------------------------------------------------

@pytest.mark.parametrize("written, reading", [
    ("CAR 2 | Cada piloto descarta una carta de su mano. Después, tú robas una carta.",
     "CAR 2 | Cada piloto descarta una carta de su mano y tú robas una carta"),
    ("CAR 2 | Cada piloto descarta una carta; luego roba una carta.",
     "CAR 2 | Cada piloto descarta una carta y tú robas una carta"),
    ("CAR 1 | Tu oponente descarta una carta y tú robas una carta.", "CAR 1 | Tu oponente descarta una carta y tú robas una carta"),
    ("CAR 1 | Cada oponente descarta una carta, luego ganas 1 punto de Carga.",
     "CAR 1 | Cada oponente descarta una carta y tú ganas 1 CAR"),
    ("CAR 1 | Tu oponente roba una carta. Después, tú pierdes 1 CAR.", "CAR 1 | Tu oponente roba una carta y tú pierdes 1 CAR"),
    ("CAR 1 | Roba una carta y tu oponente roba una carta.", "CAR 1 | Roba una carta y tu oponente roba una carta"),
])
def test_an_effect_of_yours_after_another_pilots_says_tu(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    assert parse(reading) == ability
    assert ability.simple_effects()[-1].player in (A.Player.YOU, A.Player.OPPONENT)


def test_the_draw_after_every_pilot_discards_is_yours_alone():
    effects = parse("CAR 2 | Cada piloto descarta una carta de su mano. Después, tú robas una carta.").simple_effects()
    assert [e.player for e in effects] == [A.Player.EACH, A.Player.YOU]


# --- «Selecciona un oponente; pierde 2 CAR»: the chosen pilot loses it (ruling 177) --------------------------------

@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona un oponente; pierde 2 puntos de Carga.",
    "CAR 2 | Selecciona a un oponente. Pierde 2 CAR.",
    "CAR 2 | Elige un oponente: pierde dos puntos de Carga.",
    "CAR 2 | Escoge a uno de tus oponentes; pierde 2 puntos de Carga.",
    "CAR 2 | Selecciona un piloto rival; pierde 2 CAR.",
    "CAR 2 | Selecciona un oponente; ese oponente pierde 2 CAR.",
    "CAR 2 | Selecciona un oponente; su Unidad pierde 2 CAR.",
])
def test_a_bare_loss_of_carga_after_choosing_an_opponent_is_that_opponents(written):
    ability = parse(written)
    assert to_text(ability) == "CAR 2 | Selecciona a un oponente; tu oponente pierde 2 CAR"
    assert ability.effect.player is A.Player.OPPONENT and ability.effect.lose


def test_what_follows_the_chosen_pilots_loss_without_a_subject_is_yours():
    assert reads("CAR 1 | Selecciona un oponente; pierde 2 CAR y roba una carta.") == \
        "CAR 1 | Selecciona a un oponente; tu oponente pierde 2 CAR y tú robas una carta"


# --- «la Unidad rival», «la Unidad enemiga», «del oponente» ---------------------------------------------------------

@pytest.mark.parametrize("written", [
    "CAR 1 | La Unidad rival pierde 2 DEF hasta el final del turno.",
    "CAR 1 | La Unidad enemiga pierde 2 DEF hasta el final del turno.",
    "CAR 1 | La Unidad del oponente pierde 2 DEF hasta el final del turno.",
    "CAR 1 | La Unidad oponente pierde 2 DEF hasta el final del turno.",
    "CAR 1 | La Unidad contraria pierde 2 DEF hasta el final del turno.",
    "CAR 1 | La Unidad de tu rival pierde 2 DEF hasta el final del turno.",
    "CAR 1 | La Unidad del enemigo obtiene -2 DEF hasta el final del turno.",
])
def test_the_rival_unit_is_your_opponents(written):
    assert reads(written) == "CAR 1 | La Unidad de tu oponente pierde 2 DEF hasta el final del turno"


@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Haz 2 puntos de daño a una Parte de la Unidad rival.",
     "CAR 1 | Haz 2 puntos de daño a una Parte de tu oponente equipada"),
    ("CAR 1 | Haz 2 puntos de daño a una Parte del rival.", "CAR 1 | Haz 2 puntos de daño a una Parte de tu oponente"),
    ("CAR 1 | Haz 2 puntos de daño a una Parte del oponente.", "CAR 1 | Haz 2 puntos de daño a una Parte de tu oponente"),
    ("CAR 1 | Haz 2 puntos de daño a una Parte del enemigo.", "CAR 1 | Haz 2 puntos de daño a una Parte de tu oponente"),
    ("CAR 1 | Selecciona una Parte equipada en la Unidad rival; hazle 2 puntos de daño.",
     "CAR 1 | Selecciona una Parte de tu oponente equipada; hazle 2 puntos de daño"),
    ("CAR 1 | Selecciona una Parte equipada en la Unidad enemiga; hazle 2 puntos de daño.",
     "CAR 1 | Selecciona una Parte de tu oponente equipada; hazle 2 puntos de daño"),
    ("CAR 1 | El rival descarta una carta.", "CAR 1 | Tu oponente descarta una carta"),
    ("CAR 1 | Tu rival descarta una carta.", "CAR 1 | Tu oponente descarta una carta"),
    ("CAR 1 | El oponente descarta una carta.", "CAR 1 | Tu oponente descarta una carta"),
    ("CAR 1 | Las Unidades enemigas pierden 1 DEF hasta el final del turno.",
     "CAR 1 | La Unidad de cada oponente pierde 1 DEF hasta el final del turno"),
    ("CAR 1 | Las Unidades rivales obtienen -1 DEF hasta el final del turno.",
     "CAR 1 | La Unidad de cada oponente pierde 1 DEF hasta el final del turno"),
])
def test_an_opponents_cards_said_otherwise(written, reading):
    assert reads(written) == reading


def test_a_parte_of_the_rival_unit_is_an_opponents():
    ability = parse("CAR 1 | Haz 2 puntos de daño a una Parte de la Unidad rival.")
    assert ability.effect.target.owner is A.Whose.OPPONENT


# --- «una Parte de cada oponente» (ruling 176) ----------------------------------------------------------------------

@pytest.mark.parametrize("written, reading", [
    ("CAR 3 | Haz 1 punto de daño a una Parte de cada oponente.", "CAR 3 | Haz 1 punto de daño a una Parte de cada oponente"),
    ("CAR 3 | Haz un punto de daño a una Parte de cada rival.", "CAR 3 | Haz 1 punto de daño a una Parte de cada oponente"),
    ("CAR 3 | Haz 1 punto de daño a una Parte de cada enemigo", "CAR 3 | Haz 1 punto de daño a una Parte de cada oponente"),
    ("CAR 5 | Destruye una Parte equipada de cada oponente.", "CAR 5 | Destruye una Parte de cada oponente equipada"),
    ("Al final de tu turno, si no has declarado ninguna Guerrilla, haz 1 punto de daño a una Parte de cada oponente.",
     "Al final de tu turno; Si no has declarado ninguna Guerrilla este turno; haz 1 punto de daño a una Parte de cada "
     "oponente"),
])
def test_one_parte_of_each_opponent(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    assert ability.simple_effects()[-1].target.owner is A.Whose.EACH_OPPONENT


def test_one_parte_of_each_opponent_cannot_be_selected_on_activation():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 3 | Selecciona una Parte de cada oponente; hazle 1 punto de daño.")
    assert (error.value.message, error.value.column) == (
        "«… de cada oponente» en un requisito aún no existe: se elige al resolverse, en el efecto", 9)
    assert error.value.hint == ("¿quisiste decir: «CAR 3 | Haz 1 punto de daño a una Parte de cada oponente»? (eliges "
                                "una de cada oponente al resolverse)")


def test_the_mend_of_a_selection_of_each_opponent_keeps_the_texts_cost_and_effect():
    """The hint was a fixed example («CAR 3 | Haz 1 punto…») whatever the text said: copied, it changed the cost and
    the effect. Now it writes the text's own effect on the selection, or says there is no such rewrite."""
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 1 | Selecciona una Parte de cada oponente; destrúyela.")
    assert error.value.hint == ("¿quisiste decir: «CAR 1 | Destruye una Parte de cada oponente»? (eliges una de cada "
                                "oponente al resolverse)")
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 3 | Selecciona una Parte de cada oponente; roba una carta.")
    assert error.value.hint == ("escribe el efecto sin «Selecciona», con «… de cada oponente» en él (como en «Haz 1 "
                                "punto de daño a una Parte de cada oponente»: eliges una de cada uno al resolverse); si "
                                "no, marca la habilidad con «prototipo: true»")


# --- «has reclamado», «algún oponente» (rulings 9, 13) --------------------------------------------------------------

@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Solo si has reclamado menos Botines de Guerra que algún oponente; roba dos cartas.",
     "CAR 1 | Si has reclamado menos Botines de Guerra que algún oponente; roba 2 cartas"),
    ("CAR 1 | Si tienes menos Botines de Guerra que tu oponente, roba dos cartas.",
     "CAR 1 | Si has reclamado menos Botines de Guerra que algún oponente; roba 2 cartas"),
    ("Mientras algún oponente haya reclamado 3 o más Botines de Guerra, tu Unidad tiene +1 FUE.",
     "Mientras algún oponente haya reclamado 3 o más Botines de Guerra; tu Unidad gana +1 FUE"),
    ("Tu Unidad tiene +1 FUE por cada Botín de Guerra que hayas reclamado.",
     "Tu Unidad gana +1 FUE por cada Botín de Guerra que hayas reclamado"),
    ("CAR 1 | Si no tienes Botines de Guerra; roba una carta.", "CAR 1 | Si no has reclamado Botines de Guerra; roba una carta"),
    # a pilot the ability names stays «tu oponente»: the one chosen, not any
    ("CAR 1 | Selecciona a un oponente; Si tu oponente tiene 3 o más Botines de Guerra; roba una carta.",
     "CAR 1 | Selecciona a un oponente; Si tu oponente ha reclamado 3 o más Botines de Guerra; roba una carta"),
])
def test_botines_claimed_and_any_opponent_are_printed_as_meant(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    assert parse(reading) == ability


# --- «equipada», «tus Talleres» -----------------------------------------------------------------------------------

@pytest.mark.parametrize("written, reading", [
    ("Si esta es la única Parte equipada en tu Unidad, otorga +2 FUE y +2 DEF adicionales.",
     "Si esta es la única Parte tuya equipada; tu Unidad gana +2 FUE y +2 DEF"),
    ("CAR 5 | Envía al Depósito de Chatarra una Parte equipada en tu Unidad; destruye una Parte equipada en la Unidad "
     "de un oponente.", "CAR 5 | Envía una Parte tuya equipada al Depósito de Chatarra; destruye una Parte de tu oponente "
     "equipada"),
    ("CAR 1 | Repara 2 PG a una Parte en uno de tus Talleres.", "CAR 1 | Repara 2 PG a una Parte tuya en un Taller"),
    ("CAR 1 | Si tienes 2 o más Partes en uno de tus Talleres; roba una carta.",
     "CAR 1 | Si tienes 2 o más Partes tuyas en un Taller; roba una carta"),
])
def test_equipada_and_yours_are_kept(written, reading):
    assert reads(written) == reading


def test_a_parte_in_one_of_your_talleres_is_only_yours():
    ability = parse("CAR 1 | Repara 2 PG a una Parte en uno de tus Talleres.")
    assert ability.effect.target.owner is A.Whose.YOU and ability.effect.target.place is A.Place.TALLER


# --- «no puede ser seleccionada por habilidades ni Cartas de Apoyo» -----------------------------------------------

@pytest.mark.parametrize("written, reading", [
    ("Esta Parte no puede ser seleccionada por habilidades ni Cartas de Apoyo de los oponentes.",
     "Cada oponente no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo"),
    ("Tus oponentes no pueden seleccionar esta Parte con habilidades ni Cartas de Apoyo.",
     "Cada oponente no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo"),
    ("Esta Parte no puede ser seleccionada.", "Cada piloto no puede seleccionar esta Parte con sus habilidades ni Cartas de Apoyo"),
])
def test_untargetable_says_by_what(written, reading):
    assert reads(written) == reading


# --- the Carga is the pilot's (ruling 179); «pierde … y pierde …» ---------------------------------------------------

@pytest.mark.parametrize("written, reading", [
    ("CAR 0 | Enseña una Carta de Apoyo de tu mano; +2 CAR.", "CAR 0 | Muestra una Carta de Apoyo de tu mano; gana 2 CAR"),
    ("CAR 0 | Descarta una carta; tu Unidad gana 2 CAR.", "CAR 0 | Descarta una carta; gana 2 CAR"),
    ("CAR 1 | Tu Unidad pierde 1 VEL y pierde 1 DEF hasta el final del turno.",
     "CAR 1 | Tu Unidad pierde 1 VEL y pierde 1 DEF hasta el final del turno"),
    ("CAR 1 | Tu Unidad gana -1 VEL y +2 DEF hasta el final del turno.",
     "CAR 1 | Tu Unidad pierde 1 VEL y gana +2 DEF hasta el final del turno"),
    ("Tu Unidad tiene −1 VEL y +3 DEF.", "Tu Unidad pierde 1 VEL y gana +3 DEF"),
])
def test_carga_and_losses_read_as_written(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    assert parse(reading) == ability


def test_plus_car_is_the_pilots_carga():
    effect = parse("CAR 0 | Enseña una Carta de Apoyo de tu mano; +2 CAR.").effect
    assert isinstance(effect, A.CarChange) and effect.player is A.Player.YOU and effect.amount.n == 2


# --- refused: what the reading would change -------------------------------------------------------------------------

def test_a_separate_sentence_after_a_targeted_effect_is_refused():
    text = "CAR 1 | Selecciona una carta de tu Zona de Demolición; ponla en tu Depósito de Chatarra. Roba una carta."
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert (error.value.message, error.value.column) == (
        "«Roba una carta» va en otra frase: ¿se hace aunque se pierda lo seleccionado?", 90)
    assert error.value.hint == (
        "si solo se hace con lo seleccionado, escribe «CAR 1 | Selecciona una carta de tu Zona de Demolición; envíala al "
        "Depósito de Chatarra y roba una carta»; si se hace siempre (también sin nada que seleccionar o si se pierde el "
        "objetivo, 6.1.1.1), el lenguaje aún no lo dice: hazlo en dos habilidades o marca esta con «prototipo: true» "
        "(se imprime tal cual y no se juega)")
    assert reads("CAR 1 | Selecciona una carta de tu Zona de Demolición; envíala al Depósito de Chatarra y roba una "
                 "carta") == "CAR 1 | Selecciona una carta de tu Zona de Demolición; envíala al Depósito de Chatarra y " \
                             "roba una carta"


@pytest.mark.parametrize("text", [
    "CAR 1 | Selecciona una Parte de tu oponente. Destrúyela.",
    "CAR 2 | Selecciona una Parte dañada; hazle 2 puntos de daño. Si queda destruida, roba una carta.",
    "CAR 2 | Selecciona una Pierna; hazle 2 puntos de daño. Su Unidad obtiene -1 VEL hasta el final de la ronda.",
])
def test_a_sentence_that_names_the_target_goes_with_it(text):
    parse(text)


def test_a_closing_bracket_that_closes_nothing_is_refused():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 1 | Roba una carta).")
    assert (error.value.message, error.value.column) == ("este «)» no cierra ningún «(»", 23)
    assert error.value.hint == "quita el «)» o escribe el «(» donde empieza lo que encierra"
    assert reads("CAR 1 | Roba una carta por cada Parte tuya dañada (máximo 3).") == \
        "CAR 1 | Roba una carta por cada Parte tuya dañada hasta un máximo de 3"


# --- «por cada oponente [que haya reclamado más Botines de Guerra que tú]» ------------------------------------------

@pytest.mark.parametrize("written, reading, richer", [
    ("CAR 2 | Roba una carta por cada oponente.", "CAR 2 | Roba una carta por cada oponente", False),
    ("CAR 2 | Roba una carta por cada rival.", "CAR 2 | Roba una carta por cada oponente", False),
    ("CAR 2 | Roba una carta por cada uno de tus oponentes.", "CAR 2 | Roba una carta por cada oponente", False),
    ("Tu Unidad tiene +1 DEF por cada oponente que haya reclamado más Botines de Guerra que tú.",
     "Tu Unidad gana +1 DEF por cada oponente que haya reclamado más Botines de Guerra que tú", True),
    ("CAR 1 | Gana 1 CAR por cada oponente que tenga más Botines de Guerra que tú.",
     "CAR 1 | Gana 1 CAR por cada oponente que haya reclamado más Botines de Guerra que tú", True),
    ("CAR 1 | Roba una carta por cada oponente que ha reclamado más Botines de Guerra que tú.",
     "CAR 1 | Roba una carta por cada oponente que haya reclamado más Botines de Guerra que tú", True),
    ("Tu Unidad tiene +1 DEF por cada oponente que te supere en Botines de Guerra.",
     "Tu Unidad gana +1 DEF por cada oponente que haya reclamado más Botines de Guerra que tú", True),
])
def test_per_opponent(written, reading, richer):
    ability = parse(written)
    assert to_text(ability) == reading
    per = next(node for node in ability.walk() if type(node).__name__ == "Opponents")
    assert per.richer is richer
