"""What an effect selects and where cards go, as designers write it (issue 26, round 8; docs/rulings.md 180–182):
the many ways of saying each read as one canonical text, and what the language cannot do stays refused."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.constructs.cards_zones import Discarded
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

# --- the top of the Arsenal (2①) -----------------------------------------------------------------------------

TOP = "Roba 2 cartas y pon una carta de tu mano en la parte superior de tu Arsenal"


@pytest.mark.parametrize("text", [
    "Roba dos cartas. Después, pon una carta de tu mano en la cima de tu Arsenal.",
    "Roba 2 cartas y pon una carta de tu mano en la cima de tu Arsenal",
    "Roba dos cartas; luego pon una carta de tu mano encima de tu Arsenal.",
    "Roba dos cartas y pon una carta de tu mano arriba de tu Arsenal",
    "Roba dos cartas y pon una carta de tu mano en lo alto de tu Arsenal",
    "Roba dos cartas y pon una carta de tu mano en la parte de arriba de tu Arsenal",
    "Roba dos cartas y coloca una carta de tu mano en la cima de tu Arsenal.",
    "roba 2 cartas, después pon una carta de tu mano en la cima de tu arsenal",
])
def test_the_top_of_the_arsenal_said_many_ways(text):
    """«cima», «arriba», «en lo alto», «la parte de arriba» are the top of the Arsenal, the card drawn next."""
    assert to_text(parse(text)) == TOP


def test_the_top_of_the_owners_arsenal():
    ability = parse("CAR 1 | Devuelve esta Parte a la cima del Arsenal de su dueño.")
    assert ability.effect.dest is A.Destination.ARSENAL_TOP
    assert to_text(ability) == "CAR 1 | Pon esta Parte en la parte superior del Arsenal de su dueño"


# --- «pon … en la Zona de Demolición» (2⑤) -------------------------------------------------------------------

@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Pon esta Parte en la Zona de Demolición; roba una carta.",
     "CAR 2 | Envía esta Parte a la Zona de Demolición; roba una carta"),
    ("CAR 2 | Pon esta Parte en la Zona de Demolición: roba una carta",
     "CAR 2 | Envía esta Parte a la Zona de Demolición; roba una carta"),
    ("CAR 1 | Roba una carta y pon esta carta en la Zona de Demolición.",
     "CAR 1 | Roba una carta y envía esta carta a la Zona de Demolición"),
    ("CAR 1 | Selecciona hasta 3 cartas del Depósito de Chatarra de un oponente; ponlas en la Zona de Demolición.",
     "CAR 1 | Selecciona hasta 3 cartas del Depósito de Chatarra de tu oponente; envíalas a la Zona de Demolición"),
    ("CAR 1 | Selecciona una carta del Depósito de Chatarra de tu oponente; ponla en la Zona de Demolición",
     "CAR 1 | Selecciona una carta del Depósito de Chatarra de tu oponente; envíala a la Zona de Demolición"),
])
def test_putting_a_card_in_the_demolition_zone(text, canonical):
    """«pon … en la Zona de Demolición» sends it there, as «envía … a la Zona de Demolición»."""
    assert to_text(parse(text)) == canonical


def test_putting_this_part_in_the_demolition_zone_first_is_a_cost():
    """Written before «;», sending this Parte away is paid on activation (6.1), as «Envía esta Parte …»."""
    ability = parse("CAR 2 | Pon esta Parte en la Zona de Demolición; roba una carta.")
    assert isinstance(ability.requirements[0], A.Pay)
    assert ability.requirements[0].action.dest is A.Destination.DEMOLITION


# --- damage counters taken off «de ella» (repair, docs/rulings.md 67) ---------------------------------------

REPAIR = "CAR 1 | Selecciona una Parte tuya dañada; repárale 2 PG"


@pytest.mark.parametrize("text", [
    "CAR 1 | Selecciona una de tus Partes dañadas; retira 2 contadores de daño de ella.",
    "CAR 1 | Selecciona una de tus Partes dañadas; quita dos contadores de daño de ella",
    "CAR 1 | Selecciona una Parte tuya dañada; quítale 2 contadores de daño.",
    "CAR 1 | Selecciona una de tus Partes dañadas: retira dos contadores de daño de ella.",
])
def test_taking_damage_counters_off_her_is_repair(text):
    assert to_text(parse(text)) == REPAIR


def test_taking_damage_counters_off_them():
    assert to_text(parse("CAR 1 | Selecciona dos de tus Partes dañadas; quita un contador de daño de ellas.")) == \
        "CAR 1 | Selecciona 2 Partes tuyas dañadas; repárales 1 PG"


# --- the kind of a Parte as an adjective («una Parte Generadora», 4.1) ----------------------------------------

@pytest.mark.parametrize("text, canonical", [
    ("CAR 0 | Muestra una Parte Generadora de tu mano; obtienes 1 punto de Carga.",
     "CAR 0 | Muestra una Parte de tipo Generador de tu mano; gana 1 CAR"),
    ("CAR 0 | Revela una Parte de tipo Generador de tu mano; gana 1 CAR",
     "CAR 0 | Muestra una Parte de tipo Generador de tu mano; gana 1 CAR"),
    ("CAR 0 | Enseña un Generador de tu mano; gana 1 CAR",
     "CAR 0 | Muestra una Parte de tipo Generador de tu mano; gana 1 CAR"),
    ("CAR 2 | Selecciona una Parte Gastadora de un oponente; desactívala.",
     "CAR 2 | Selecciona una Parte de tu oponente de tipo Gastador; desactívala"),
    ("CAR 2 | Selecciona una Parte de tipo Gastador de tu oponente; desactívala",
     "CAR 2 | Selecciona una Parte de tu oponente de tipo Gastador; desactívala"),
    ("CAR 3 | Selecciona dos Partes Generadoras de tu oponente; desactívalas.",
     "CAR 3 | Selecciona 2 Partes de tu oponente de tipo Generador; desactívalas"),
])
def test_generator_and_spender_as_adjectives(text, canonical):
    """«Parte Generadora», «Parte Gastadora», «de tipo Generador» are the Partes whose CAR gives or takes (4.1)."""
    assert to_text(parse(text)) == canonical


# --- named counters that are words of the game (docs/rulings.md 182) ----------------------------------------

@pytest.mark.parametrize("text, canonical", [
    ("Tu Unidad tiene +1 FUE por cada contador de Chatarra de esta Parte.",
     "Tu Unidad gana +1 FUE por cada contador de Chatarra en esta Parte"),
    ("Tu Unidad tiene +1 FUE por cada contador de Chatarra que tenga esta Parte",
     "Tu Unidad gana +1 FUE por cada contador de Chatarra en esta Parte"),
    ("Tu Unidad gana +1 FUE por cada contador de chatarra en esta Parte",
     "Tu Unidad gana +1 FUE por cada contador de Chatarra en esta Parte"),
    ("Cuando otra Parte de tu Unidad sea destruida, pon un contador de Chatarra sobre esta Parte.",
     "Cuando otra Parte tuya equipada sea destruida; pon un contador de Chatarra en esta Parte"),
    ("CAR 1 | Pon un contador de Marcha en esta Parte",
     "CAR 1 | Pon un contador de Marcha en esta Parte"),
    ("Al comienzo de tu turno, pon un contador de Turno sobre esta Parte.",
     "Al comienzo de tu turno; pon un contador de Turno en esta Parte"),
])
def test_a_counter_named_with_a_word_of_the_game(text, canonical):
    assert to_text(parse(text)) == canonical


def test_a_chatarra_counter_is_not_a_damage_counter_nor_the_rarity():
    ability = parse("CAR 1 | Quita un contador de Chatarra de esta Parte; roba una carta")
    action = ability.requirements[0].action
    assert isinstance(action, A.RemoveCounters) and action.name == "Chatarra"


def test_the_rarity_chatarra_still_reads_as_the_rarity():
    assert to_text(parse("CAR 1 | Selecciona una Parte de rareza Chatarra de tu oponente; destrúyela")) == \
        to_text(parse("CAR 1 | Selecciona una Parte de rareza Chatarra de tu oponente; destrúyela."))


# --- «Selecciona la Unidad de un oponente; tiene -2 DEF» (docs/rulings.md 180) --------------------------------

OPPONENT_UNIT = "CAR 1 | Selecciona a un oponente; la Unidad de tu oponente pierde 2 DEF hasta el final del turno"


@pytest.mark.parametrize("text", [
    "CAR 1 | Selecciona la Unidad de un oponente; tiene -2 DEF hasta el final del turno.",
    "CAR 1 | Selecciona la Unidad de un oponente. Obtiene -2 DEF hasta el final del turno.",
    "CAR 1 | Selecciona la Unidad de tu oponente; -2 DEF hasta el final del turno",
    "CAR 1 | Elige la Unidad de un oponente: gana -2 DEF hasta el final del turno.",
    "CAR 1 | Selecciona la Unidad de un oponente; pierde 2 DEF hasta el final del turno.",
    "CAR 1 | Selecciona a un oponente; su Unidad tiene -2 DEF hasta el final del turno.",
])
def test_a_bare_stat_change_after_selecting_a_unit_is_that_units(text):
    """The Unidad just selected is what the clause is about, never yours."""
    ability = parse(text)
    assert ability.effect.subject == A.Unit(A.Player.OPPONENT)
    assert to_text(ability) == OPPONENT_UNIT


def test_a_bare_stat_change_after_selecting_a_part_is_still_the_parts():
    assert to_text(parse("CAR 1 | Selecciona una Parte de un oponente; tiene -2 DEF hasta el final del turno.")) == \
        "CAR 1 | Selecciona una Parte de tu oponente; dale -2 DEF hasta el final del turno"


def test_a_bare_stat_change_with_nothing_selected_is_still_your_units():
    assert parse("CAR 1 | +2 DEF hasta el final del turno").effect.subject == A.Unit(A.Player.YOU)


def test_selecting_a_teammate_then_a_bare_change_is_the_teammates_unit():
    assert to_text(parse("CAR 1 | Selecciona a tu compañero; gana +2 FUE hasta el final del turno.")) == \
        "CAR 1 | Selecciona a tu compañero; la Unidad de tu compañero gana +2 FUE hasta el final del turno"


# --- «la Parte descartada» (docs/rulings.md 181) ---------------------------------------------------------------

REPAIR_DISCARDED = ("CAR 0 | Descarta una Parte de tu mano; Selecciona una Parte tuya equipada; repárale PG igual a "
                    "los PG máximos de la Parte descartada")


@pytest.mark.parametrize("text", [
    "CAR 0 | Descarta una Parte de tu mano y selecciona una Parte de tu Unidad; la Parte seleccionada recupera tantos "
    "PG como PG máximos tenga la Parte descartada.",
    "CAR 0 | Descarta una Parte de tu mano; selecciona una Parte de tu Unidad; recupera tantos PG como PG máximos "
    "tenga la Parte descartada.",
    "CAR 0 | Descarta una Parte de tu mano. Selecciona una Parte de tu Unidad; repárale PG igual a los PG máximos de "
    "la Parte descartada",
    "CAR 0 | Descarta una Parte de tu mano; selecciona una Parte de tu Unidad; recupera tantos PG como PG máximos "
    "tenga la Parte que descartaste.",
    "CAR 0 | Descarta una Parte de tu mano; selecciona una Parte de tu Unidad; recupera tantos PG como PG máximos "
    "tenga la Parte que has descartado",
])
def test_the_discarded_part_measured(text):
    ability = parse(text)
    assert to_text(ability) == REPAIR_DISCARDED
    assert any(isinstance(n, Discarded) for n in ability.effect.walk())


@pytest.mark.parametrize("text, canonical", [
    ("CAR 0 | Descarta una Parte de tu mano; selecciona una Parte de tu Unidad. Recupera tantos PG como la mitad de "
     "los PG máximos de la Parte descartada, redondeando hacia abajo.",
     "CAR 0 | Descarta una Parte de tu mano; Selecciona una Parte tuya equipada; repárale PG igual a la mitad de los "
     "PG máximos de la Parte descartada redondeando hacia abajo"),
    ("CAR 1 | Descarta una carta; selecciona una Parte de un oponente; hazle tanto daño como PG tenga la carta que "
     "descartaste.",
     "CAR 1 | Descarta una carta; Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de la "
     "carta descartada"),
    ("CAR 1 | Descarta una Parte de tu mano; haz puntos de daño igual a la FUE de la Parte descartada a una Parte de "
     "tu oponente",
     "CAR 1 | Descarta una Parte de tu mano; haz puntos de daño igual a la FUE de la Parte descartada a una Parte de "
     "tu oponente"),
    ("CAR 1 | Descarta una Parte de Torso; hasta el final del turno, tu Unidad gana tanta DEF como la de la Parte "
     "descartada.",
     "CAR 1 | Descarta una Parte de tipo Torso; tu Unidad gana DEF igual a la DEF de la Parte descartada hasta el "
     "final del turno"),
])
def test_the_discarded_card_in_other_amounts(text, canonical):
    assert to_text(parse(text)) == canonical


# --- what stays refused, with its error --------------------------------------------------------------------------

@pytest.mark.parametrize("text, column", [
    ("CAR 1 | Selecciona una Unidad; +2 DEF hasta el final del turno.", 24),  # any Unidad, yours too (ruling 180)
    ("CAR 3 | Selecciona hasta dos Partes de Unidades distintas; inflige dos puntos de daño a cada una.", 49),
    ("CAR 3 | Mueve un contador de daño de una de tus Partes a una Parte de un oponente.", 18),
    ("CAR 1 | Selecciona una carta de tu mano o de tu Depósito de Chatarra; añádela a tu mano.", 41),
])
def test_what_the_language_cannot_do_yet_is_refused(text, column):
    with pytest.raises(AbilitySyntaxError) as err:
        parse(text)
    assert err.value.column == column


# --- occupied and empty Talleres: a Taller keeps one Parte (docs/rulings.md 2) --------------------------------

@pytest.mark.parametrize("text, canonical", [
    ("CAR 3 | Selecciona una Parte; hazle 3 puntos de daño. Cuesta 1 CAR menos por cada uno de tus Talleres "
     "ocupados.",
     "CAR 3 | Esta habilidad cuesta 1 CAR menos por cada Parte tuya en un Taller; Selecciona una Parte; hazle 3 "
     "puntos de daño"),
    ("CAR 3 | Selecciona una Parte; hazle 3 puntos de daño. Esta habilidad cuesta 1 CAR menos por cada Taller tuyo "
     "ocupado.",
     "CAR 3 | Esta habilidad cuesta 1 CAR menos por cada Parte tuya en un Taller; Selecciona una Parte; hazle 3 "
     "puntos de daño"),
    ("Al comienzo de tu turno, gana 1 CAR por cada uno de tus Talleres ocupados.",
     "Al comienzo de tu turno; gana 1 CAR por cada Parte tuya en un Taller"),
    ("Tu Unidad gana +1 DEF por cada Taller ocupado que tengas.", "Tu Unidad gana +1 DEF por cada Parte tuya en un Taller"),
    ("CAR 2 | Si tus dos Talleres están ocupados, roba una carta.",
     "CAR 2 | Si tienes 2 o más Partes tuyas en un Taller; roba una carta"),
    ("CAR 2 | Si tus Talleres están vacíos; roba una carta.", "CAR 2 | Si no tienes Partes tuyas en un Taller; roba una carta"),
    ("CAR 2 | Si tus dos Talleres están vacíos; roba una carta", "CAR 2 | Si no tienes Partes tuyas en un Taller; roba una carta"),
])
def test_occupied_talleres_are_the_partes_in_them(text, canonical):
    assert to_text(parse(text)) == canonical


def test_counting_empty_talleres_is_refused():
    """«por cada Taller vacío» would count what is not there: the language has no such count yet."""
    with pytest.raises(AbilitySyntaxError):
        parse("Gana 1 CAR por cada uno de tus Talleres vacíos.")


# --- equipping from the Depósito de Chatarra, and «una o dos» (6.1) ---------------------------------------------

@pytest.mark.parametrize("text", [
    "CAR 3 | Selecciona una Parte de tu Depósito de Chatarra; equípala a tu Unidad en su zona.",
    "CAR 3 | Selecciona una Parte de tu DC; equípala en la zona correspondiente de tu Unidad.",
    "CAR 3 | Elige una Parte en tu Depósito de Chatarra; únela a tu Unidad en su zona.",
    "CAR 3 | Selecciona una Parte de tu Depósito de Chatarra; únela a tu Unidad.",
    "CAR 3 | Selecciona una Parte de tu Depósito de Chatarra; equípala en su zona correspondiente",
])
def test_equipping_a_parte_from_the_scrapyard(text):
    """A Parte always goes to its own zone (2④): «en su zona», «en la zona correspondiente» add nothing."""
    assert to_text(parse(text)) == "CAR 3 | Selecciona una Parte de tu Depósito de Chatarra; equípala"


@pytest.mark.parametrize("text", [
    "CAR 1 | Selecciona una o dos Partes desactivadas de tu Unidad; actívalas.",
    "CAR 1 | Selecciona 1 o 2 Partes desactivadas de tu Unidad; actívalas",
    "CAR 1 | Selecciona hasta dos Partes desactivadas de tu Unidad; actívalas.",
])
def test_one_or_two_is_up_to_two(text):
    """«una o dos» is «hasta dos»: at least one is chosen, as «hasta» asks (6.1)."""
    assert to_text(parse(text)) == "CAR 1 | Selecciona hasta 2 Partes tuyas desactivadas equipadas; actívalas"


def test_one_or_two_on_a_die_stays_a_die_face():
    """Only «una o dos Partes» is a selection: «Con 1 o 2, …» on a die keeps its faces."""
    ability = parse("CAR 2 | Selecciona una Parte; tira un dado de 6 caras: con 1 o 2, hazle 1 punto de daño; con 3 o "
                    "más, hazle 2 puntos de daño.")
    assert "con 1 o 2" in to_text(ability).lower() or "si sale 1 o 2" in to_text(ability).lower()


# --- the hints of what stays refused --------------------------------------------------------------------------

@pytest.mark.parametrize("text, column, hint", [
    ("CAR 1 | Selecciona una Unidad; +2 DEF hasta el final del turno.", 24,
     "el lenguaje aún no selecciona una Unidad cualquiera (también la tuya): elige la de un oponente, «Selecciona la "
     "Unidad de un oponente; pierde 2 DEF hasta el final del turno»"),
    ("CAR 1 | Selecciona una Unidad. Pierde 3 VEL hasta el final de la ronda.", 24,
     "el lenguaje aún no selecciona una Unidad cualquiera"),
    ("CAR 3 | Mueve un contador de daño de una de tus Partes a una Parte de un oponente.", 18,
     "el lenguaje aún no pone ni mueve contadores de daño: el daño se hace, «haz 2 puntos de daño a …»"),
    ("CAR 0 | Pon 2 contadores de daño en una Parte de tu Unidad; gana 2 puntos de Carga.", 15,
     "el lenguaje aún no pone ni mueve contadores de daño"),
    ("CAR 1 | Selecciona una carta de tu mano o de tu Depósito de Chatarra; añádela a tu mano.", 41,
     "el lenguaje aún no elige en dos zonas a la vez"),
    ("CAR 3 | Selecciona hasta dos Partes de Unidades distintas; inflige dos puntos de daño a cada una.", 49,
     "el lenguaje aún no pide que las Partes elegidas sean de la misma Unidad o de Unidades distintas; en 1vs1 las de "
     "tu oponente son todas de su Unidad: «Selecciona hasta 2 Partes de tu oponente; …»"),
    ("CAR 3 | Elige hasta dos Partes de la misma Unidad enemiga. Cada una recibe 2 puntos de daño.", 44,
     "el lenguaje aún no pide que las Partes elegidas sean de la misma Unidad"),
    ("Gana 1 CAR por cada uno de tus Talleres vacíos.", 25, "el lenguaje aún no cuenta los Talleres vacíos"),
    ("Durante tu Fase de Recarga, añade 1 CAR por cada uno de tus Talleres que esté vacío.", 54,
     "el lenguaje aún no cuenta los Talleres vacíos; cuenta las Partes de tus Talleres"),
])
def test_what_stays_refused_says_so_plainly(text, column, hint):
    with pytest.raises(AbilitySyntaxError) as err:
        parse(text)
    assert err.value.column == column
    assert err.value.hint.startswith(hint)
    assert "prototipo: true" in err.value.hint


def test_a_taller_vacio_as_a_destination_is_not_a_count():
    """«a un Taller vacío» is still «al Taller» (the hint about counting empty Talleres is not for it)."""
    assert "Taller" in to_text(parse("CAR 1 | Selecciona una Parte tuya; muévela a un Taller vacío"))
