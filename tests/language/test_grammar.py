"""The texts a designer writes parse to the AST that means what they say (rulebook 2, 3.3, 4, 5, 6.1).

One test per building block: selections (quantity × noun × whose × where × state × type), amounts,
conditions, triggers, durations, requirements and every effect, plus the rulebook's own texts and
the synonyms the rulebook uses for one thing.
"""
from __future__ import annotations

import dataclasses

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from nismatch_cards.games.nismatch.language import ast as A

IT = A.It()
THIS = A.ThisCard(True)
ONE = A.Count(A.CountKind.EXACTLY, 1)
ONE_PART = A.Selection(A.Noun.PART, ONE)


def count(kind: A.CountKind, n: int = 0) -> A.Count:
    return A.Count(kind, n)


#: The filter node of each qualifier a test names by keyword («damaged=True» is «dañada»).
FILTERS = {"damaged": A.Damaged, "deactivated": A.Deactivated, "kind": A.OfKind, "rarity": A.OfRarity,
           "stat": lambda v: A.StatIs(*v), "cost": A.CostIs, "counters": A.CountersAre}


def sel(noun=A.Noun.PART, n: int | None = 1, how=A.CountKind.EXACTLY, **qualifiers) -> A.Selection:
    filters = tuple(FILTERS[k](qualifiers.pop(k)) for k in list(qualifiers) if k in FILTERS)
    return A.Selection(noun, None if n is None else A.Count(how, n), filters=tuple(sorted(filters, key=lambda f: f.ORDER)),
                       **qualifiers)


def qualifier(selection: A.Selection, field: str):
    """The value of the qualifier ``field`` of ``selection``: a filter's (as :data:`FILTERS` builds it) or its own."""
    if field not in FILTERS:
        return getattr(selection, field)
    kind = A.StatIs if field == "stat" else FILTERS[field]
    for f in selection.filters:
        if isinstance(f, kind):
            values = [getattr(f, x.name) for x in dataclasses.fields(f) if x.name != "span"]
            return tuple(values) if field == "stat" else values[0]
    return None


def effect_of(text: str):
    return parse(text).effect


def only_requirement(text: str):
    (requirement,) = parse(text).requirements
    return requirement


# --- the rulebook's own texts (4.7.2.1, 6.1.1.1) -------------------------------------------------


def test_rulebook_marchas_example_4_7_2_1():
    assert parse("CAR 1 | Selecciona una Parte; hazle dos puntos de daño") == A.Ability(
        1, (A.Select(ONE_PART),), A.Damage(A.Amount(2), IT))
    assert parse("CAR 1 | Selecciona una Parte; muévela al Taller") == A.Ability(
        1, (A.Select(ONE_PART),), A.Move(IT, A.Destination.TALLER))
    assert parse("CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala") == A.Ability(
        1, (A.Condition(A.Activates(A.Player.OPPONENT, A.Activatable.EITHER)),), A.Negate(IT))


def test_rulebook_6_1_1_1():
    assert parse("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño").effect == A.Damage(A.Amount(2), IT)


# --- selections ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("una Parte", ONE_PART),
    ("2 Partes", sel(n=2)),
    ("dos Partes", sel(n=2)),
    ("hasta 3 Partes", sel(n=3, how=A.CountKind.UP_TO)),
    ("todas las Partes", sel(n=0, how=A.CountKind.ALL)),
    ("todas tus Partes", sel(n=0, how=A.CountKind.ALL, owner=A.Whose.YOU)),
    ("cada Parte", sel(n=0, how=A.CountKind.EACH)),
    ("la Parte", sel(how=A.CountKind.THE)),
    ("otra Parte", sel(other=True)),
    ("las 3 primeras cartas de tu Arsenal", sel(A.Noun.CARD, 3, how=A.CountKind.TOP, owner=A.Whose.YOU,
                                                place=A.Place.ARSENAL)),
    ("la primera carta de tu Arsenal", sel(A.Noun.CARD, 1, how=A.CountKind.TOP, owner=A.Whose.YOU, place=A.Place.ARSENAL)),
    ("esta Parte", THIS),
    ("esta carta", A.ThisCard(False)),
])
def test_selection_quantities(text, expected):
    assert only_requirement(f"Selecciona {text}; destrúyela").what == expected


@pytest.mark.parametrize("text, noun", [
    ("una carta de tu mano", A.Noun.CARD), ("una Parte", A.Noun.PART),
    ("una Carta de Apoyo de tu mano", A.Noun.SUPPORT), ("un Botín de Guerra de tus Botines de Guerra", A.Noun.BOTIN),
    ("una marcha", A.Noun.MARCHA), ("una habilidad en las marchas", A.Noun.ABILITY),
])
def test_selection_nouns(text, noun):
    assert only_requirement(f"Selecciona {text}; destrúyela").what.noun is noun


@pytest.mark.parametrize("text, field, value", [
    ("tuya", "owner", A.Whose.YOU), ("propia", "owner", A.Whose.YOU),
    ("de tu oponente", "owner", A.Whose.OPPONENT), ("de un rival", "owner", A.Whose.OPPONENT),
    ("de un oponente", "owner", A.Whose.OPPONENT), ("de tu compañero", "owner", A.Whose.TEAMMATE),
    ("de cualquier piloto", "owner", A.Whose.ANY),
    ("dañada", "damaged", True), ("sin daño", "damaged", False), ("intacta", "damaged", False),
    ("desactivada", "deactivated", True), ("activa", "deactivated", False),
    ("equipada", "place", A.Place.UNIT), ("en un Taller", "place", A.Place.TALLER),
    ("en los Talleres", "place", A.Place.TALLER), ("de tu mano", "place", A.Place.HAND),
    ("de tu Arsenal", "place", A.Place.ARSENAL), ("del Depósito de Chatarra", "place", A.Place.SCRAPYARD),
    ("de la Zona de Demolición", "place", A.Place.DEMOLITION), ("en las marchas", "place", A.Place.MARCHAS),
    ("de tipo Brazo", "kind", "brazo"), ("de tipo Pierna Derecha", "kind", "pierna_derecha"),
    ("de tipo Generador", "kind", "generador"), ("de tipo Gastadora", "kind", "gastador"),
    ("de rareza Pura", "rarity", "pura"),
    ("con FUE 3 o más", "stat", (A.Stat.FUE, A.Comparison(A.Op.AT_LEAST, 3))),
    ("con coste 2 o menos", "cost", A.Comparison(A.Op.AT_MOST, 2)),
])
def test_selection_qualifiers(text, field, value):
    assert qualifier(only_requirement(f"Selecciona una Parte {text}; destrúyela").what, field) == value


def test_selection_qualifiers_in_any_order_combine():
    a = only_requirement("Selecciona hasta 2 Partes de tu oponente dañadas desactivadas de tipo Pierna; destrúyelas")
    b = only_requirement("Selecciona hasta 2 Partes de tipo Pierna desactivadas dañadas de tu oponente; destrúyelas")
    assert a == b
    assert a.what == sel(n=2, how=A.CountKind.UP_TO, owner=A.Whose.OPPONENT, damaged=True, deactivated=True,
                         kind="pierna")


def test_possessive_place_says_whose():
    assert only_requirement("Selecciona una carta de la mano de tu oponente; descártala").what == sel(
        A.Noun.CARD, owner=A.Whose.OPPONENT, place=A.Place.HAND)
    assert parse("CAR 1 | Tu oponente descarta una carta de su mano").effect.what == sel(
        A.Noun.CARD, owner=A.Whose.THEIRS, place=A.Place.HAND)


# --- amounts and comparisons ------------------------------------------------------------------------


def test_amount_per_each_and_equal_to():
    damaged = sel(n=None, damaged=True, owner=A.Whose.OPPONENT)
    assert effect_of("CAR 1 | Haz 1 punto de daño a esta Parte por cada Parte de tu oponente dañada") == A.Damage(
        A.Amount(1, damaged), THIS)
    assert effect_of("CAR 1 | Roba cartas igual al número de Partes de tu oponente dañadas") == A.Draw(
        A.Amount(1, damaged, equal=True))


@pytest.mark.parametrize("text, comparison", [
    ("3 o más", A.Comparison(A.Op.AT_LEAST, 3)), ("2 o menos", A.Comparison(A.Op.AT_MOST, 2)),
    ("exactamente 1", A.Comparison(A.Op.EXACTLY, 1)),
])
def test_comparisons(text, comparison):
    assert only_requirement(f"CAR 1 | Si tienes {text} Partes equipadas; roba una carta").test.comparison == comparison


# --- conditions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, test", [
    ("Si tienes 3 o más Partes equipadas", A.Has(A.Player.YOU, sel(n=None, place=A.Place.UNIT),
                                                  A.Comparison(A.Op.AT_LEAST, 3))),
    ("Si tu oponente tiene 2 o menos cartas en su mano",
     A.Has(A.Player.OPPONENT, sel(A.Noun.CARD, None, owner=A.Whose.THEIRS, place=A.Place.HAND),
           A.Comparison(A.Op.AT_MOST, 2))),
    ("Si no tienes cartas en tu mano", A.Has(A.Player.YOU, sel(A.Noun.CARD, None, owner=A.Whose.YOU,
                                                                place=A.Place.HAND), A.Comparison(A.Op.EXACTLY, 0))),
    ("Si tienes más Botines de Guerra que tu oponente", A.Has(A.Player.YOU, sel(A.Noun.BOTIN, None), None,
                                                              A.Player.OPPONENT, True)),
    ("Si tienes menos Partes equipadas que tu oponente", A.Has(A.Player.YOU, sel(n=None, place=A.Place.UNIT), None,
                                                               A.Player.OPPONENT, False)),
    ("Si hay 4 o más Partes dañadas", A.ThereIs(sel(n=None, damaged=True), A.Comparison(A.Op.AT_LEAST, 4))),
    ("Si tu Unidad tiene 5 o más FUE", A.UnitHas(A.Stat.FUE, A.Comparison(A.Op.AT_LEAST, 5))),
    ("Si esta Parte está dañada", A.ThisIs("danada")),
    ("Si esta Parte está en un Taller", A.ThisIs("en un taller")),
    ("Si tu oponente activa una Carta de Apoyo", A.Activates(A.Player.OPPONENT, A.Activatable.SUPPORT)),
    ("Si es tu turno", A.IsTurn(True)),
    ("Si no es tu turno", A.IsTurn(False)),
])
def test_conditions(text, test):
    assert only_requirement(f"CAR 1 | {text}; roba una carta") == A.Condition(test)


def test_mientras_reads_the_subjunctive_and_si_the_indicative_either_way():
    assert parse("Mientras esta Parte esté dañada; tu Unidad gana +2 FUE").requirements == (
        A.Condition(A.ThisIs("danada"), while_=True),)
    assert parse("Mientras esta Parte está dañada; tu Unidad gana +2 FUE") == parse(
        "Mientras esta Parte esté dañada; tu Unidad gana +2 FUE")
    assert to_text(parse("Mientras tienes 3 o más Partes equipadas; +1 FUE")) == \
        "Mientras tengas 3 o más Partes equipadas; tu Unidad gana +1 FUE"


# --- triggers -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, trigger", [
    ("Cuando esta Parte sea destruida", A.CardEvent(THIS, A.CardEventKind.DESTROYED)),
    ("Cuando esta Parte reciba daño", A.CardEvent(THIS, A.CardEventKind.DAMAGED)),
    ("Cuando esta Parte sea dañada", A.CardEvent(THIS, A.CardEventKind.DAMAGED)),
    ("Cuando equipes esta Parte", A.CardEvent(THIS, A.CardEventKind.EQUIPPED)),
    ("Cuando una Parte de tu oponente sea destruida",
     A.CardEvent(sel(owner=A.Whose.OPPONENT), A.CardEventKind.DESTROYED)),
    ("Cuando otra Parte tuya sea enviada al Taller",
     A.CardEvent(sel(owner=A.Whose.YOU, other=True), A.CardEventKind.TO_TALLER)),
    ("Cuando esta Parte sea descartada", A.CardEvent(THIS, A.CardEventKind.DISCARDED)),
    ("Cuando tu oponente declare una Guerrilla", A.PlayerEvent(A.Player.OPPONENT, A.PlayerEventKind.DECLARES)),
    ("Cuando robes una carta", A.PlayerEvent(A.Player.YOU, A.PlayerEventKind.DRAWS)),
    ("Cuando equipes una Parte", A.PlayerEvent(A.Player.YOU, A.PlayerEventKind.EQUIPS)),
    ("Cuando tu oponente active una habilidad",
     A.PlayerEvent(A.Player.OPPONENT, A.PlayerEventKind.ACTIVATES, A.Activatable.ABILITY)),
    ("Al comienzo de tu turno", A.PhaseEvent(True, A.Phase.TURN, A.Turn.YOURS)),
    ("Al inicio de tu turno", A.PhaseEvent(True, A.Phase.TURN, A.Turn.YOURS)),
    ("Al final de tu turno", A.PhaseEvent(False, A.Phase.TURN, A.Turn.YOURS)),
    ("Al comienzo del turno de tu oponente", A.PhaseEvent(True, A.Phase.TURN, A.Turn.OPPONENTS)),
    ("Al comienzo de cada turno", A.PhaseEvent(True, A.Phase.TURN, A.Turn.EACH)),
    ("Al comienzo de tu Fase de Guerrilla", A.PhaseEvent(True, A.Phase.GUERRILLA, A.Turn.YOURS)),
    ("Al final de la Fase de Guerrilla", A.PhaseEvent(False, A.Phase.GUERRILLA, A.Turn.EACH)),
])
def test_triggers(text, trigger):
    assert parse(f"{text}; roba una carta").requirements == (trigger,)


# --- requirements: costs --------------------------------------------------------------------------------


@pytest.mark.parametrize("text, pay", [
    ("Descarta una carta", A.Pay(A.Discard(sel(A.Noun.CARD)))),
    ("Descarta 2 Cartas de Apoyo", A.Pay(A.Discard(sel(A.Noun.SUPPORT, 2)))),
    ("Muestra una Parte de tu mano", A.Pay(A.Reveal(sel(owner=A.Whose.YOU, place=A.Place.HAND)))),
    ("Desactiva una Parte tuya", A.Pay(A.Deactivate(sel(owner=A.Whose.YOU)))),
    ("Envía esta Parte al Depósito de Chatarra", A.Pay(A.Move(THIS, A.Destination.SCRAPYARD))),
])
def test_costs(text, pay):
    assert only_requirement(f"CAR 1 | {text}; roba una carta") == pay


# --- effects -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, effect", [
    ("hazle 2 puntos de daño", A.Damage(A.Amount(2), IT)),
    ("haz 1 punto de daño a cada Parte de tu oponente",
     A.Damage(A.Amount(1), sel(n=0, how=A.CountKind.EACH, owner=A.Whose.OPPONENT))),
    ("destrúyela", A.Destroy(IT)),
    ("destruye todas las Partes dañadas", A.Destroy(sel(n=0, how=A.CountKind.ALL, damaged=True))),
    ("repárale 2 PG", A.Repair(A.Amount(2), IT)),
    ("recupera 2 PG a esta Parte", A.Repair(A.Amount(2), THIS)),
    ("desactívala", A.Deactivate(IT)),
    ("actívalas", A.Activate(IT)),
    ("equípala", A.Equip(IT)),
    ("muévela al Taller", A.Move(IT, A.Destination.TALLER)),
    ("envíala al Depósito de Chatarra", A.Move(IT, A.Destination.SCRAPYARD)),
    ("envíala a la Zona de Demolición", A.Move(IT, A.Destination.DEMOLITION)),
    ("devuélvela a la mano de su dueño", A.Move(IT, A.Destination.OWNER_HAND)),
    ("devuélvela a la mano de su propietario", A.Move(IT, A.Destination.OWNER_HAND)),
    ("devuélvela a la mano de su piloto", A.Move(IT, A.Destination.OWNER_HAND)),
    ("añádela a tu mano", A.Move(IT, A.Destination.YOUR_HAND)),
    ("ponla en la parte superior del Arsenal de su dueño", A.Move(IT, A.Destination.ARSENAL_TOP)),
    ("ponla en el fondo de tu Arsenal", A.Move(IT, A.Destination.ARSENAL_BOTTOM, True)),
    ("niégala", A.Negate(IT)),
    ("dale +2 FUE hasta el final del turno",
     A.StatChange(IT, A.Stat.FUE, 2, A.Duration(A.Timing.END_OF_TURN))),
])
def test_effects_on_what_was_selected(text, effect):
    assert effect_of(f"CAR 1 | Selecciona una Parte; {text}") == effect


@pytest.mark.parametrize("text, effect", [
    ("roba 2 cartas", A.Draw(A.Amount(2))),
    ("tu oponente roba una carta", A.Draw(A.Amount(1), A.Player.OPPONENT)),
    ("roba hasta tener 5 cartas en tu mano", A.DrawUpTo(5)),
    ("descarta una carta", A.Discard(sel(A.Noun.CARD))),
    ("tu oponente descarta 2 cartas al azar", A.Discard(sel(A.Noun.CARD, 2, random=True), A.Player.OPPONENT)),
    ("gana 3 CAR", A.CarChange(A.Amount(3))),
    ("tu oponente pierde 2 CAR", A.CarChange(A.Amount(2), A.Player.OPPONENT, lose=True)),
    ("toma el primer Botín de Guerra", A.TakeBotines(sel(A.Noun.BOTIN, 1, how=A.CountKind.TOP))),
    ("toma los 2 primeros Botines de Guerra", A.TakeBotines(sel(A.Noun.BOTIN, 2, how=A.CountKind.TOP))),
    ("busca una Parte en tu Arsenal", A.Search(sel(owner=A.Whose.YOU, place=A.Place.ARSENAL))),
    ("mira las 3 primeras cartas de tu Arsenal",
     A.Look(sel(A.Noun.CARD, 3, how=A.CountKind.TOP, owner=A.Whose.YOU, place=A.Place.ARSENAL))),
    ("baraja tu Arsenal", A.Shuffle()),
    ("baraja tu mano en tu Arsenal", A.ShuffleInto(A.Place.HAND)),
    ("roba X cartas", A.Draw(A.Amount(1, A.XChosen(), equal=True))),
    ("la FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del turno",
     A.StatCopy(A.Stat.FUE, A.Stat.FUE, A.Duration(A.Timing.END_OF_TURN))),
    ("gana X CAR", A.CarChange(A.Amount(1, A.XChosen(), equal=True))),
    ("tus Cartas de Apoyo cuestan 1 CAR menos", A.CostChange(A.Player.YOU, A.Activatable.SUPPORT, -1)),
    ("las habilidades de las Partes de tu oponente cuestan 2 CAR más",
     A.CostChange(A.Player.OPPONENT, A.Activatable.ABILITY, 2, of_parts=True)),
    ("tus habilidades Relámpago cuestan 1 CAR menos", A.CostChange(A.Player.YOU, A.Activatable.ABILITY, -1, "relampago")),
    ("las Cartas de Apoyo Relámpago de tu oponente cuestan 1 CAR más",
     A.CostChange(A.Player.OPPONENT, A.Activatable.SUPPORT, 1, "relampago")),
    ("baraja tu Depósito de Chatarra en tu Arsenal", A.ShuffleInto(A.Place.SCRAPYARD)),
    ("baraja tu Zona de Demolición en tu Arsenal", A.ShuffleInto(A.Place.DEMOLITION)),
    ("tu Unidad gana +2 DEF hasta el inicio de tu próximo turno",
     A.StatChange(A.Unit(A.Player.YOU), A.Stat.DEF, 2, A.Duration(A.Timing.START_OF_NEXT_TURN))),
    ("la Unidad de tu oponente pierde 1 VEL hasta el final de tu próximo turno",
     A.StatChange(A.Unit(A.Player.OPPONENT), A.Stat.VEL, -1, A.Duration(A.Timing.END_OF_NEXT_TURN))),
    ("tu oponente no puede activar habilidades hasta el final de tu próximo turno",
     A.Restrict(A.Player.OPPONENT, A.Activity.ACTIVATE, A.Duration(A.Timing.END_OF_NEXT_TURN))),
    ("no puedes declarar Guerrillas hasta el final del turno",
     A.Restrict(A.Player.YOU, A.Activity.DECLARE, A.Duration(A.Timing.END_OF_TURN))),
    ("intercambia esta Parte por una Parte de tu mano",
     A.Swap(THIS, sel(owner=A.Whose.YOU, place=A.Place.HAND))),
])
def test_effects_without_a_selection(text, effect):
    assert effect_of(f"CAR 1 | {text}") == effect


def test_search_binds_its_cards_for_the_pronouns_that_follow():
    ability = parse("CAR 2 | Busca una Parte de tipo Brazo en tu Arsenal, añádela a tu mano y baraja tu Arsenal")
    assert ability.effect == A.Effects((
        A.Search(sel(owner=A.Whose.YOU, place=A.Place.ARSENAL, kind="brazo")),
        A.Move(IT, A.Destination.YOUR_HAND), A.Shuffle()))


def test_look_then_choose_one_of_them_and_place_the_rest():
    ability = parse("CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto "
                    "en el fondo de tu Arsenal")
    _look, add, rest = ability.simple_effects()
    assert add == A.Move(A.OfThem(1), A.Destination.YOUR_HAND)
    assert rest == A.Move(A.Rest(), A.Destination.ARSENAL_BOTTOM, True)


@pytest.mark.parametrize("text", ["+1 DEF", "Tu Unidad gana +1 DEF"])
def test_bare_stat_is_your_unit(text):
    assert effect_of(text) == A.StatChange(A.Unit(A.Player.YOU), A.Stat.DEF, 1)


def test_a_bare_stat_after_a_stat_change_is_of_the_same_subject_and_shares_its_duration():
    """«dale +2 FUE y +1 DEF hasta el final del turno» gave the +1 DEF to «tu Unidad» and left the +2 FUE on the
    Parte for the rest of the game (found by a tester); «Esta Parte gana +1 FUE y +1 DEF» likewise."""
    turn = A.Duration(A.Timing.END_OF_TURN)
    ability = parse("CAR 1 | Selecciona una Parte tuya; dale +2 FUE y +1 DEF hasta el final del turno")
    assert ability.simple_effects() == (A.StatChange(A.It(), A.Stat.FUE, 2, turn),
                                        A.StatChange(A.It(), A.Stat.DEF, 1, turn))
    assert to_text(ability) == "CAR 1 | Selecciona una Parte tuya; dale +2 FUE y +1 DEF hasta el final del turno"
    passive = parse("Esta Parte gana +1 FUE y +1 DEF")
    assert passive.simple_effects() == (A.StatChange(A.ThisCard(), A.Stat.FUE, 1),
                                        A.StatChange(A.ThisCard(), A.Stat.DEF, 1))
    assert to_text(passive) == "Esta Parte gana +1 FUE y +1 DEF"
    # a duration written first is the run's too; another subject is another run
    first = parse("CAR 1 | Tu Unidad gana +1 FUE hasta el final del turno y +1 DEF")
    assert [e.duration for e in first.simple_effects()] == [turn, turn]
    two = parse("CAR 1 | Roba una carta y +1 DEF hasta el final del turno")
    assert two.simple_effects()[1] == A.StatChange(A.Unit(A.Player.YOU), A.Stat.DEF, 1, turn)


@pytest.mark.parametrize("text", ["Todas las demás Partes tuyas ganan +1 DEF", "Todas tus demás Partes ganan +1 DEF"])
def test_all_the_other_partes(text):
    others = A.Selection(A.Noun.PART, A.Count(A.CountKind.ALL, 0), owner=A.Whose.YOU, other=True)
    assert parse(text).effect == A.StatChange(others, A.Stat.DEF, 1)
    assert to_text(parse(text)) == "Todas las demás Partes tuyas ganan +1 DEF"


def test_effects_joined_with_y_and_commas():
    a = parse("CAR 1 | Roba una carta, gana 1 CAR y tu oponente descarta una carta")
    b = parse("CAR 1 | Roba una carta y gana 1 CAR y tu oponente descarta una carta")
    assert a == b and len(a.simple_effects()) == 3
    assert to_text(b) == "CAR 1 | Roba una carta, gana 1 CAR y tu oponente descarta una carta"


# --- how things are written -----------------------------------------------------------------------------


@pytest.mark.parametrize("word, value", [("cero", 0), ("un", 1), ("uno", 1), ("una", 1), ("dos", 2), ("diez", 10)])
def test_number_words(word, value):
    assert parse(f"CAR {word} | roba 1 carta").cost == value


def test_case_and_accents_do_not_matter():
    assert parse("car 1 | selecciona una parte; muevela al taller") == parse(
        "CAR 1 | Selecciona una Parte; muévela al Taller")
    assert parse("CAR 1|Selecciona una Parte;hazle 2 puntos de dano.") == parse(
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño")


def test_once_is_not_a_number_word():
    with pytest.raises(AbilitySyntaxError):
        parse("roba once cartas")


def test_spans_point_at_each_clause():
    text = "CAR 2 | Selecciona una Parte de tu oponente; hazle 1 punto de daño y desactívala"
    ability = parse(text)
    (select,) = ability.requirements
    assert text[select.span.start:select.span.end] == "Selecciona una Parte de tu oponente"
    damage, deactivate = ability.simple_effects()
    assert text[damage.span.start:damage.span.end] == "hazle 1 punto de daño"
    assert text[deactivate.span.start:deactivate.span.end] == "desactívala"


@pytest.mark.parametrize("written, canonical", [
    ("Todas tus Partes gana +1 DEF", "Todas tus Partes ganan +1 DEF"),  # it printed «Todas tus Partes gana»
    ("Todas tus Partes ganan +1 DEF", "Todas tus Partes ganan +1 DEF"),
    ("Cada Parte tuya ganan +1 DEF", "Cada Parte tuya gana +1 DEF"),
    ("CAR 1 | Todas las Partes de tu oponente pierde 1 FUE hasta el final del turno",
     "CAR 1 | Todas las Partes de tu oponente pierden 1 FUE hasta el final del turno"),
])
def test_a_stat_change_agrees_with_its_subject(written, canonical):
    assert to_text(parse(written)) == canonical


def test_car_x_is_a_cost_chosen_when_activating():
    """«CAR X |» (docs/rulings.md 50): the fixed part is 0 and X is the amount where the text says X."""
    ability = parse("CAR X | Selecciona una Parte; hazle X puntos de daño")
    assert ability == A.Ability(0, (A.Select(sel()),), A.Damage(A.Amount(1, A.XChosen(), equal=True), IT), x=True)
    assert to_text(ability) == "CAR X | Selecciona una Parte; hazle X puntos de daño"
    assert parse("CAR 2 | Roba 2 cartas").x is False


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Puedes robar una carta.", "CAR 1 | Puedes robar una carta"),
    ("CAR 1 | Puedes descartar una carta. Si lo haces, roba dos cartas.",
     "CAR 1 | Puedes descartar una carta; si lo haces, roba 2 cartas"),
    ("CAR 1 | puedes descartar una carta, y si lo haces, roba 2 cartas",
     "CAR 1 | Puedes descartar una carta; si lo haces, roba 2 cartas"),
    ("Cuando esta Parte sea destruida, puedes robar una carta.", "Cuando esta Parte sea destruida; puedes robar una carta"),
    ("CAR 1 | Selecciona una Parte de un oponente; puedes hacerle dos puntos de daño.",
     "CAR 1 | Selecciona una Parte de tu oponente; puedes hacerle 2 puntos de daño"),
    ("CAR 1 | Selecciona una Parte de tu Unidad; puedes moverla a un Taller.",
     "CAR 1 | Selecciona una Parte tuya equipada; puedes moverla al Taller"),
])
def test_may_do_reads_the_infinitive_and_prints_it_back(written, canonical):
    """«puedes <infinitivo>» and «si lo haces» (ruling 77): the canonical text reads back to the same ability."""
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


def test_every_infinitive_the_printer_writes_reads_back():
    """The printer's infinitives (constructs/optional.py) are read by the pack lexicon's «verbos» as the verb."""
    from nismatch_cards.games.nismatch.language.constructs.optional import INFINITIVES
    from nismatch_cards.games.nismatch.language.lexer import normalise
    from nismatch_cards.games.nismatch.language.parser import bundled_lexicon

    readings = {entry.written: entry.readings for entry in bundled_lexicon().entries}
    assert [inf for verb, inf in INFINITIVES.items()
            if verb not in readings.get((normalise(inf),), ()) and verb != normalise(inf)] == []


@pytest.mark.parametrize("written, canonical", [
    ("CAR 0 | Haz un punto de daño a esta Parte; roba una carta.", "CAR 0 | Haz 1 punto de daño a esta Parte; roba una carta"),
    ("CAR 0 | Destruye esta Parte; gana 3 CAR", "CAR 0 | Destruye esta Parte; gana 3 CAR"),
    ("CAR 0 | Haz 2 puntos de daño a una Parte; roba una carta", "CAR 0 | Haz 2 puntos de daño a una Parte y roba una carta"),
    ("CAR 1 | Selecciona una Parte; hazle 2 puntos de daño; roba una carta.",
     "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño y roba una carta"),
    ("CAR 1 | Roba dos cartas; luego descarta una carta.", "CAR 1 | Roba 2 cartas y descarta una carta"),
    ("CAR 1 | Roba dos cartas y, después, descarta una carta.", "CAR 1 | Roba 2 cartas y descarta una carta"),
    ("CAR 2 | Selecciona una Parte de tu Unidad: repárale 2 PG.", "CAR 2 | Selecciona una Parte tuya equipada; repárale 2 PG"),
    ("CAR 1 | Elige: tu Unidad obtiene +2 FUE o bien +2 DEF hasta el final del turno.",
     "CAR 1 | Elige uno: tu Unidad gana +2 FUE hasta el final del turno o tu Unidad gana +2 DEF hasta el final del turno"),
    ("CAR 1 | Elige uno: roba una carta; o gana 2 CAR.", "CAR 1 | Elige uno: roba una carta o gana 2 CAR"),
    ("CAR 1 | Selecciona una Parte de tu Unidad: +2 PG hasta el final del turno.",
     "CAR 1 | Selecciona una Parte tuya equipada; dale +2 PG hasta el final del turno"),
])
def test_punctuation_and_costs_as_designers_write_them(written, canonical):
    """Ruling 76: what may be a requirement is one before a «;»; after an effect, «;», «:», «.» and «luego» join
    effects; damage to or destruction of your own Parte before the «;» is a cost."""
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("Mientras hayas reclamado tres Botines de Guerra o más, tu Unidad tiene +1 FUE.",
     "Mientras hayas reclamado 3 o más Botines de Guerra; tu Unidad gana +1 FUE"),
    ("CAR 1 | Si has reclamado 3 o más Botines de Guerra; roba una carta.",
     "CAR 1 | Si has reclamado 3 o más Botines de Guerra; roba una carta"),
    ("CAR 1 | Si tu oponente tiene más Botines de Guerra que tú; roba una carta.",
     "CAR 1 | Si has reclamado menos Botines de Guerra que algún oponente; roba una carta"),
    ("CAR 1 | Si algún oponente ha reclamado más Botines de Guerra que tú; roba dos cartas.",
     "CAR 1 | Si has reclamado menos Botines de Guerra que algún oponente; roba 2 cartas"),
    ("CAR 1 | Si tu oponente tiene menos Botines de Guerra que tú; roba una carta.",
     "CAR 1 | Si has reclamado más Botines de Guerra que algún oponente; roba una carta"),
    ("CAR 1 | Si tu Unidad no tiene Partes dañadas; roba una carta.", "CAR 1 | Si no tienes Partes dañadas; roba una carta"),
    ("CAR 1 | Si tu oponente tiene 3 cartas o más; roba una carta.", "CAR 1 | Si algún oponente tiene 3 o más cartas; roba una carta"),
    ("CAR 1 | Si tienes 2 cartas o menos; roba una carta.", "CAR 1 | Si tienes 2 o menos cartas; roba una carta"),
])
def test_conditions_in_other_orders_and_with_other_subjects(written, canonical):
    """The comparison after what it counts, a player compared with you, «has reclamado» for the Botines."""
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("CAR 5 | Envía al Depósito de Chatarra una Parte de tu mano; roba dos cartas.",
     "CAR 5 | Envía una Parte de tu mano al Depósito de Chatarra; roba 2 cartas"),
    ("CAR 1 | Devuelve a la mano de su dueño una Parte de un oponente.",
     "CAR 1 | Devuelve una Parte de tu oponente a la mano de su dueño"),
    ("CAR 2 | Equipa a tu Unidad una Parte de tu mano.", "CAR 2 | Equipa una Parte de tu mano"),
])
def test_the_place_before_the_object(written, canonical):
    """Spanish puts the place first as often as last: «Envía al Depósito de Chatarra una Parte …»."""
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Roba dos cartas y descarta una.", "CAR 1 | Roba 2 cartas y descarta una carta"),
    ("CAR 1 | Descarta una; roba dos cartas.", "CAR 1 | Descarta una carta; roba 2 cartas"),
    ("CAR 3 | Selecciona una Parte; muévela a un Taller de su dueño.", "CAR 3 | Selecciona una Parte; muévela al Taller"),
])
def test_what_the_text_already_said_is_not_said_again(written, canonical):
    """«descarta una» after «roba dos cartas»: the number without its noun is a card of the hand."""
    assert to_text(parse(written)) == canonical


def test_a_failed_reading_leaves_the_next_one_whole():
    """The lexicon's «y» → «;»: the first reading («y») fails after two qualifiers of the selection were read;
    the second («;») must start from the selection as written, not from what the failed one appended to it."""
    assert to_text(parse("CAR 2 | Selecciona una Parte tuya en un Taller y equípala.")) == \
        "CAR 2 | Selecciona una Parte tuya en un Taller; equípala"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Tu oponente no puede declarar una Guerrilla este turno.",
     "CAR 2 | Tu oponente no puede declarar Guerrillas hasta el final del turno"),
    ("CAR 1 | Tu Unidad gana +2 FUE durante este turno.", "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno"),
    ("CAR 5 | Si destruiste una Parte este turno; reclama un Botín de Guerra.",
     "CAR 5 | Si destruiste una Parte este turno; toma un Botín de Guerra"),
    ("CAR 1 | Pon la primera carta de tu Arsenal en tu Depósito de Chatarra.",
     "CAR 1 | Envía la primera carta de tu Arsenal al Depósito de Chatarra"),
])
def test_this_turn_and_the_scrapyard_as_designers_name_them(written, canonical):
    """«este turno» is a duration after a change and a time in a condition; «en tu Depósito de Chatarra» a place
    to send to when the selection already says where the card is."""
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Cada Parte de tu oponente recibe un punto de daño.", "CAR 2 | Haz 1 punto de daño a cada Parte de tu oponente"),
    ("CAR 2 | Cada Parte de tu Unidad recupera 1 PG.", "CAR 2 | Repara 1 PG a cada Parte tuya equipada"),
    ("CAR 1 | Esta Parte recibe dos puntos de daño; roba una carta.",
     "CAR 1 | Haz 2 puntos de daño a esta Parte; roba una carta"),
    ("CAR 1 | Una Parte de tu oponente recibe dos puntos de daño; roba una carta.",
     "CAR 1 | Haz 2 puntos de daño a una Parte de tu oponente y roba una carta"),
])
def test_the_cards_as_subject(written, canonical):
    """«Cada Parte … recibe N puntos de daño», «… recupera N PG»: the subject first; as a cost when it is yours."""
    assert to_text(parse(written)) == canonical


def test_a_comma_parts_the_options_of_elige_uno():
    """«Elige uno: A, B o C» is three options (the writer of a blind batch meant it so); «y» joins inside one."""
    ability = parse("CAR 2 | Elige uno: haz dos puntos de daño a una Parte, una Parte de tu Unidad recupera 3 PG o "
                    "roba una carta.")
    assert len(ability.effect.modes) == 3
    assert to_text(parse("CAR 1 | Elige uno: roba una carta y gana 1 CAR o gana 3 CAR")) == \
        "CAR 1 | Elige uno: roba una carta y gana 1 CAR o gana 3 CAR"
