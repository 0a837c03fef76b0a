"""Acting on what was seen (issue 26, docs/rulings.md 87–89): the many ways a designer writes «si es una Parte, …; si
no, …» about a card revealed or looked at, the order a pilot chooses, choosing among the cards seen and «elige dos»,
each read as one canonical text; and the checks of each (NM115, NM116)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.checks import referents
from nismatch_cards.games.nismatch.language.constructs.revealed import revealed_problems
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

IF_PART = ("CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, ponla en el "
           "fondo de tu Arsenal")


@pytest.mark.parametrize("text", [
    IF_PART,
    "CAR 0 | Revela la primera carta de tu Arsenal; si es una Parte, añádela a tu mano; si no, ponla en el fondo de "
    "tu Arsenal",
    "CAR 0 | Revela la primera carta de tu Arsenal. Si es una Parte, añádela a tu mano. Si no, ponla en el fondo de "
    "tu Arsenal.",
    "CAR 0 | Revela la primera carta de tu Arsenal; si es una Parte, añádela a tu mano, y si no lo es, colócala en el "
    "fondo de tu Arsenal.",
    "CAR 0 | Revela la carta superior de tu Arsenal, si es una Parte, ponla en tu mano; si no, ponla al fondo de tu "
    "Arsenal",
    "CAR 0 | Muestra la primera carta de tu Arsenal y, si es una Parte, añádela a tu mano; de lo contrario, ponla en "
    "el fondo de tu Arsenal",
    "CAR 0 | Enseña la carta de arriba de tu Arsenal. Si se trata de una Parte, llévala a tu mano. En caso "
    "contrario, ponla en el fondo de tu Arsenal.",
    "CAR 0 | revela la primera carta de tu arsenal. si la carta es una parte, añadela a tu mano; si no es así, "
    "ponla en el fondo de tu arsenal",
])
def test_what_the_revealed_card_is_said_every_way(text):
    """87: the condition on the card shown, with «;», «.» or «,» before it, and «si no», «si no lo es», «de lo
    contrario», «en caso contrario» for the last case."""
    assert to_text(parse(text)) == IF_PART


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Revela la primera carta de tu Arsenal; si es una Parte, añádela a tu mano. Si no, déjala donde estaba.",
     "CAR 2 | Muestra la primera carta de tu Arsenal y si es una Parte, añádela a tu mano; si no, déjala donde está"),
    ("CAR 0 | Mira la primera carta de tu Arsenal. Si es de Apoyo, mándala al Depósito de Chatarra; si no, déjala en "
     "su sitio",
     "CAR 0 | Mira la primera carta de tu Arsenal y si es una Carta de Apoyo, envíala al Depósito de Chatarra; si no, "
     "déjala donde está"),
    ("CAR 2 | Mira una carta al azar de la mano de tu oponente. Si es de Apoyo, descártala; si es una Parte, roba "
     "una carta.",
     "CAR 2 | Mira una carta de la mano de tu oponente al azar y si es una Carta de Apoyo, descártala; si es una "
     "Parte, roba una carta"),
    ("CAR 0 | Revela la primera carta de tu Arsenal. Si es una Parte de Brazo, equípala; si es una Carta de Apoyo, "
     "añádela a tu mano; si no, envíala al Depósito de Chatarra",
     "CAR 0 | Muestra la primera carta de tu Arsenal y si es una Parte de tipo Brazo, equípala; si es una Carta de "
     "Apoyo, añádela a tu mano; si no, envíala al Depósito de Chatarra"),
    ("CAR 2 | Mira una carta al azar de la mano de un oponente. Si es de Apoyo, descártala; si es una Parte, "
     "devuélvesela y roba una carta.",
     "CAR 2 | Mira una carta de la mano de tu oponente al azar y si es una Carta de Apoyo, descártala; si es una "
     "Parte, devuélvela a la mano de su dueño y roba una carta"),
    ("CAR 0 | Mira la primera carta de tu Arsenal; puedes dejarla donde está o enviarla al Depósito de Chatarra.",
     "CAR 0 | Mira la primera carta de tu Arsenal y puedes enviarla al Depósito de Chatarra"),
])
def test_cases_leaving_it_and_may_leave_it(text, canonical):
    """87: several «si es …» (the first met is done), «déjala donde estaba / en su sitio», and «puedes dejarla donde
    está o enviarla …», which is «puedes enviarla …»."""
    assert to_text(parse(text)) == canonical


def test_each_case_is_a_branch_whose_pronouns_name_the_card_seen():
    text = ("CAR 0 | Revela la primera carta de tu Arsenal; si es una Parte, equípala; si es una Carta de Apoyo, "
            "añádela a tu mano; si no, déjala donde está")
    ability = parse(text)
    reveal, if_is = ability.simple_effects()
    assert isinstance(reveal, A.Reveal) and isinstance(if_is, A.IfIs)
    assert [case.comparison.noun if isinstance(case.comparison, A.Selection) else None for case in if_is.outcomes] \
        == [A.Noun.PART, A.Noun.SUPPORT, None]
    assert [type(mode).__name__ for mode in if_is.branches] == ["Equip", "Move", "Leave"]
    assert [text[c.span.start:c.span.end] for c in if_is.outcomes] == [
        "si es una Parte, equípala", "si es una Carta de Apoyo, añádela a tu mano", "si no, déjala donde está"]


ORDERED = ("CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo "
           "de tu Arsenal en el orden que quieras")


@pytest.mark.parametrize("text", [
    ORDERED,
    "CAR 1 | Mira las 3 primeras cartas de tu Arsenal, quédate una y pon las otras en el fondo de tu Arsenal en el "
    "orden que quieras.",
    "CAR 1 | Mira las tres primeras cartas de tu Arsenal. Quédate con una y coloca las otras dos en el fondo de tu "
    "Arsenal en el orden que prefieras.",
    "CAR 1 | Mira las tres primeras cartas de tu Arsenal; añade una a tu mano y pon las restantes en el fondo de tu "
    "Arsenal en cualquier orden",
    "CAR 1 | Mira las 3 cartas superiores de tu Arsenal, quédate una de ellas y coloca los otros al fondo de tu "
    "Arsenal en el orden que elijas",
])
def test_the_order_a_pilot_chooses_said_every_way(text):
    """88: «quédate una», «las otras (dos)», «las restantes», «en el orden que quieras / prefieras / elijas», «en
    cualquier orden»."""
    assert to_text(parse(text)) == ORDERED


@pytest.mark.parametrize("text, canonical", [
    ("CAR 2 | Mira tu pila de Botines de Guerra y colócala en el orden que quieras.",
     "CAR 2 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
    ("CAR 4 | Mira tu pila de Botines de Guerra y ordénala como quieras.",
     "CAR 4 | Mira todas las cartas de tus Botines de Guerra y ordénalas como quieras"),
    ("CAR 1 | Mira las dos primeras cartas de tu Arsenal y reordénalas a tu gusto",
     "CAR 1 | Mira las 2 primeras cartas de tu Arsenal y ordénalas como quieras"),
    ("CAR 1 | Mira las 4 primeras cartas de tu Arsenal y devuélvelas en el orden que quieras",
     "CAR 1 | Mira las 4 primeras cartas de tu Arsenal y ordénalas como quieras"),
    ("CAR 1 | Mira las 2 primeras cartas de tu Arsenal y ponlas en la parte superior de tu Arsenal en el orden que "
     "quieras",
     "CAR 1 | Mira las 2 primeras cartas de tu Arsenal y ponlas en la parte superior de tu Arsenal en el orden que "
     "quieras"),
])
def test_putting_a_pile_in_order(text, canonical):
    """88: the pile looked at put back in the order chosen («la pila», singular, names its cards)."""
    assert to_text(parse(text)) == canonical


AMONG = ("CAR 3 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente, elige una Carta de Apoyo "
         "de ellas y envíala al Depósito de Chatarra")


@pytest.mark.parametrize("text", [
    AMONG,
    "CAR 3 | Selecciona a un oponente; mira su mano, elige una Carta de Apoyo de ella y envíala al Depósito de "
    "Chatarra.",
    "CAR 3 | Selecciona a un oponente; mira su mano, elige de entre ellas una Carta de Apoyo y mándala al Depósito "
    "de Chatarra.",
    "CAR 3 | Selecciona a un oponente. Mira su mano y elige en ella una Carta de Apoyo; envíala al Depósito de "
    "Chatarra.",
])
def test_choosing_among_the_cards_seen_said_every_way(text):
    """87: «de ella» (the hand), «de entre ellas», «en ella», the kind before or after."""
    assert to_text(parse(text)) == AMONG


def test_hazla_descartar_is_discarding_it():
    assert to_text(parse("CAR 2 | Selecciona a un oponente; mira su mano, elige una Carta de Apoyo de entre ellas y "
                         "hazla descartar.")) == (
        "CAR 2 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente, elige una Carta de Apoyo "
        "de ellas y descártala")


CHOOSE_TWO = ("CAR 3 | Elige dos: roba una carta o gana 2 CAR o tu Unidad gana +1 FUE hasta el final del turno")


@pytest.mark.parametrize("text", [
    CHOOSE_TWO,
    "CAR 3 | Elige dos: roba una carta, gana 2 CAR o tu Unidad gana +1 FUE hasta el final del turno.",
    "CAR 3 | Elige 2: roba una carta, gana 2 CAR, o tu Unidad gana +1 FUE hasta el final del turno",
    "CAR 3 | Elige dos opciones: roba una carta, gana 2 CAR o tu Unidad gana +1 FUE hasta el final del turno",
    "CAR 3 | Elige dos de las siguientes opciones: roba una carta, gana 2 CAR o tu Unidad gana +1 FUE hasta el "
    "final del turno",
    "CAR 3 | Elige dos distintas: roba una carta; gana 2 CAR; o tu Unidad gana +1 FUE hasta el final del turno",
    "CAR 3 | Escoge dos: roba una carta, gana 2 CAR o tu Unidad gana +1 FUE hasta el final del turno",
])
def test_choose_two_said_every_way(text):
    """89: «elige dos», «elige 2», «dos opciones», «de las siguientes opciones», «escoge dos»."""
    ability = parse(text)
    assert to_text(ability) == CHOOSE_TWO
    assert isinstance(ability.effect, A.ChooseSome) and ability.effect.n == 2 and len(ability.effect.modes) == 3


def test_the_options_of_choose_two_keep_their_own_words():
    """A comma parts the options, so each option's span is its own text (as the log and ``jugar`` tell it)."""
    text = "CAR 3 | Elige dos: roba una carta, gana 2 CAR o tu Unidad gana +1 FUE hasta el final del turno."
    choice = parse(text).effect
    assert [text[m.span.start:m.span.end] for m in choice.modes] == [
        "roba una carta", "gana 2 CAR", "tu Unidad gana +1 FUE hasta el final del turno"]


def problems(text: str) -> list[tuple[str, str]]:
    ability = parse(text)
    return [(code, message) for code, _, message, _ in revealed_problems(ability, referents(ability))]


@pytest.mark.parametrize("text, expected", [
    ("CAR 1 | Roba una carta y si es una Parte, gana 1 CAR",
     [("NM115", "«si es …» habla de una carta, y lo anterior no nombra ninguna")]),
    ("CAR 1 | Mira las 2 primeras cartas de tu Arsenal y si es una Parte, equípala",
     [("NM115", "«si es …» habla de una sola carta, y lo anterior nombra varias")]),
    ("CAR 1 | Mira la primera carta de tu Arsenal, elige una Parte de ellas y equípala",
     [("NM115", "«elige … de ellas» elige entre varias cartas vistas antes, y no las hay")]),
    ("CAR 1 | Busca una Parte en tu Arsenal, envíala al Depósito de Chatarra en el orden que quieras y baraja tu "
     "Arsenal", [("NM116", "«en el orden que quieras» solo cambia algo encima o debajo de un Arsenal")]),
    ("CAR 1 | Mira todas las cartas de la mano de tu oponente y ordénalas como quieras",
     [("NM116", "«ordénalas» ordena cartas de un montón (un Arsenal o los Botines de Guerra), y lo anterior no las "
                "nombra")]),
    ("CAR 1 | Elige dos: roba una carta o gana 1 CAR", [("NM116", "«elige dos» entre 2 opciones no deja elegir nada")]),
    (IF_PART, []),
    (ORDERED, []),
    (AMONG, []),
    (CHOOSE_TWO, []),
    ("CAR 2 | Mira una carta al azar de la mano de tu oponente y si es una Carta de Apoyo, descártala", []),
])
def test_what_cannot_mean_anything_is_refused(text, expected):
    """NM115 and NM116: «si es …» needs one card named before it, «de ellas» several seen, an order a pile, «elige
    dos» more than two options."""
    assert problems(text) == expected


@pytest.mark.parametrize("text", [
    "CAR 1 | Cuando esta Parte sea destruida, revela la primera carta de tu Arsenal. Si es una Parte de la misma "
    "zona, equípala; si no, ponla en el fondo de tu Arsenal.",
    "CAR 2 | Nombra una zona de la Unidad; revela las 4 primeras cartas de tu Arsenal. Quédate las Partes de esa zona "
    "y manda el resto al Depósito de Chatarra.",
])
def test_what_other_constructs_must_add_is_still_refused(text):
    """«la misma zona», «Nombra una zona»: not this construct's (the noun phrases' and another's); refused rather than
    read with a part of the meaning dropped."""
    with pytest.raises(AbilitySyntaxError):
        parse(text)
