"""Moving cards and acting on the cards moved or seen (issue 26, round 6, docs/rulings.md 134–138): the many ways a
designer writes a Taller, the bottom of the Botines de Guerra, «añade a tu mano …», «las Partes de ellas», «si alguna
es …», «por cada Parte entre ellas, …» and «di un número», each read as one canonical text; and their checks (NM160,
NM161, NM162)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.checks import referents
from nismatch_cards.games.nismatch.language.constructs.cards_more import cards_problems
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

TO_TALLER = "CAR 1 | Busca una Parte de tipo Pierna en tu Arsenal, muévela al Taller y baraja tu Arsenal"


@pytest.mark.parametrize("text", [
    TO_TALLER,
    "CAR 1 | Busca en tu Arsenal una Parte de tipo Pierna y ponla en uno de tus Talleres. Baraja tu Arsenal.",
    "CAR 1 | Busca en tu Arsenal una Parte de Pierna, ponla en un Taller; luego baraja.",
    "CAR 1 | Busca una Parte de tipo Pierna en tu Arsenal y colócala en uno de tus Talleres; después, baraja tu Arsenal",
    "CAR 1 | busca en tu arsenal una parte de pierna y mándala a uno de tus talleres. baraja tu arsenal",
])
def test_a_parte_searched_to_a_taller_said_every_way(text):
    """134: «ponla en uno de tus Talleres», «en un Taller», «colócala», «mándala a uno de tus Talleres»."""
    assert to_text(parse(text)) == TO_TALLER


BOTIN_BOTTOM = "CAR 1 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de su pila"
BOTINES_BOTTOM = ("CAR 1 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de los Botines de Guerra "
                  "de su dueño")


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Mira la primera carta de tu pila de Botines de Guerra; ponla debajo de la pila.", BOTIN_BOTTOM),
    ("CAR 1 | Mira la primera carta de tus Botines de Guerra y ponla debajo de esa pila", BOTIN_BOTTOM),
    ("CAR 1 | Mira la carta superior de tu pila de Botines de Guerra, ponla al fondo de la pila", BOTIN_BOTTOM),
    ("CAR 1 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de su pila", BOTIN_BOTTOM),
    ("CAR 1 | Mira la primera carta de tus Botines de Guerra. Ponla debajo de tus Botines de Guerra.", BOTINES_BOTTOM),
    ("CAR 1 | Mira la primera carta de tu pila de Botines de Guerra y ponla al fondo de tu pila de Botines de Guerra",
     BOTINES_BOTTOM),
    ("CAR 1 | Mira la primera carta de tus Botines de Guerra y ponla en el fondo de tu montón de Botines de Guerra",
     BOTINES_BOTTOM),
    ("CAR 1 | Mira la primera carta de tu pila de Botines de Guerra; puedes ponerla debajo de la pila.",
     "CAR 1 | Mira la primera carta de tus Botines de Guerra y puedes ponerla en el fondo de su pila"),
])
def test_the_bottom_of_a_pile_said_every_way(text, canonical):
    """134: «debajo de», «al fondo de», «en el fondo de» the Botines de Guerra, «tu pila de …», «la pila», «esa pila»."""
    assert to_text(parse(text)) == canonical


def test_the_bottom_of_the_pile_is_a_destination_of_its_own():
    """134: «debajo de la pila» is the bottom of the pile the card is in, not always the Arsenal's."""
    move = parse(BOTIN_BOTTOM).effect.effects[-1]
    assert move.dest is A.Destination.PILE_BOTTOM
    assert parse(BOTINES_BOTTOM).effect.effects[-1].dest is A.Destination.BOTINES_BOTTOM


ADD_FIRST = "CAR 1 | Añade una carta de tu Zona de Demolición a tu mano"


@pytest.mark.parametrize("text", [
    ADD_FIRST,
    "CAR 1 | Añade a tu mano una carta de tu Zona de Demolición",
    "CAR 1 | Añade a tu mano una carta de tu Zona de Demolición.",
])
def test_the_hand_written_before_what_is_added(text):
    assert to_text(parse(text)) == ADD_FIRST


PARTS_OF_THEM = ("CAR 2 | Muestra las 4 primeras cartas de tu Arsenal, añade todas las Partes de ellas a tu mano y "
                 "envía el resto al Depósito de Chatarra")
UP_TO_TWO = ("CAR 2 | Muestra las 5 primeras cartas de tu Arsenal, añade hasta 2 Partes de ellas a tu mano y envía el "
             "resto al Depósito de Chatarra")


@pytest.mark.parametrize("text, canonical", [
    (PARTS_OF_THEM, PARTS_OF_THEM),
    ("CAR 2 | Revela las cuatro primeras cartas de tu Arsenal. Añade a tu mano todas las Partes de ellas y manda el "
     "resto al Depósito de Chatarra.", PARTS_OF_THEM),
    ("CAR 2 | Revela las 4 primeras cartas de tu Arsenal; añade a tu mano todas las Partes reveladas y envía las "
     "demás al Depósito de Chatarra", PARTS_OF_THEM),
    ("CAR 2 | Revela las 4 cartas superiores de tu Arsenal, añade todas las Partes entre ellas a tu mano, después "
     "manda las restantes al Depósito de Chatarra", PARTS_OF_THEM),
    ("CAR 2 | Revela las 5 primeras cartas de tu Arsenal. Añade a tu mano hasta dos Partes de ellas y manda el resto "
     "al Depósito de Chatarra.", UP_TO_TWO),
    ("CAR 2 | Enseña las cinco primeras cartas de tu Arsenal; añade hasta 2 Partes mostradas a tu mano y manda el "
     "resto al Depósito de Chatarra", UP_TO_TWO),
])
def test_the_partes_among_the_cards_seen_said_every_way(text, canonical):
    """135: «de ellas», «entre ellas», «reveladas», «mostradas»; «todas las» takes them all, «hasta dos» chooses."""
    assert to_text(parse(text)) == canonical


def test_showing_the_top_of_an_arsenal_is_never_a_cost():
    """138: «Muestra las 3 primeras cartas de tu Arsenal; …» reads as an effect, joined to the next with «y»."""
    assert to_text(parse("CAR 1 | Muestra las 3 primeras cartas de tu Arsenal; roba una carta")) == \
        "CAR 1 | Muestra las 3 primeras cartas de tu Arsenal y roba una carta"
    assert to_text(parse("CAR 1 | Muestra una Parte de tu mano; roba una carta")) == \
        "CAR 1 | Muestra una Parte de tu mano; roba una carta"  # from the hand: a cost, as before


IF_ANY = ("CAR 2 | Selecciona a un oponente; envía las 2 primeras cartas del Arsenal de tu oponente al Depósito de "
          "Chatarra y si alguna es una Parte, roba una carta")


@pytest.mark.parametrize("text", [
    IF_ANY,
    "CAR 2 | Selecciona un oponente; manda las 2 primeras cartas de su Arsenal a su Depósito de Chatarra. Si alguna es "
    "una Parte, roba una carta.",
    "CAR 2 | Selecciona a un oponente; manda las dos primeras cartas de su Arsenal al Depósito de Chatarra; si alguna "
    "de ellas es una Parte, roba una carta",
    "CAR 2 | Selecciona a un oponente; envía las 2 primeras cartas de su Arsenal a su Depósito de Chatarra, y si al "
    "menos una es una Parte, roba una carta.",
    "CAR 2 | Selecciona a un oponente; pon las 2 primeras cartas de su Arsenal en su Depósito de Chatarra. Si alguna "
    "era una Parte, roba una carta.",
])
def test_if_any_of_them_said_every_way(text):
    """136: «si alguna es», «si alguna de ellas es», «si al menos una es», «si alguna era»; «,», «;» or «.» before."""
    assert to_text(parse(text)) == IF_ANY


def test_if_any_of_them_with_an_otherwise():
    text = ("CAR 1 | Muestra las 3 primeras cartas de tu Arsenal y si alguna es una Carta de Apoyo, roba una carta; si "
            "no, gana 1 CAR")
    effect = parse(text).effect.effects[-1]
    assert isinstance(effect, A.IfAny) and effect.otherwise is not None
    assert to_text(parse(text)) == text


FOR_EACH = ("CAR 2 | Envía las 3 primeras cartas del Arsenal de tu oponente al Depósito de Chatarra y por cada Parte "
            "entre ellas, haz 1 punto de daño a una Parte de tu oponente")
REVEALED_FUE = ("CAR 1 | Muestra todas las cartas de tu mano y por cada Carta de Apoyo entre ellas, tu Unidad gana +1 "
                "FUE hasta el final del turno")


@pytest.mark.parametrize("text, canonical", [
    (FOR_EACH, FOR_EACH),
    ("CAR 2 | Envía las 3 primeras cartas del Arsenal de tu oponente al Depósito de Chatarra. Por cada Parte entre "
     "ellas, haz 1 punto de daño a una Parte de tu oponente.", FOR_EACH),
    ("CAR 2 | Manda las tres primeras cartas del Arsenal de tu oponente al Depósito de Chatarra; por cada Parte de "
     "ellas, haz un punto de daño a una Parte de tu oponente", FOR_EACH),
    ("CAR 2 | Envía las 3 primeras cartas del Arsenal de tu oponente al Depósito de Chatarra, y por cada Parte enviada, "
     "haz 1 punto de daño a una Parte de tu oponente", FOR_EACH),
    (REVEALED_FUE, REVEALED_FUE),
    ("CAR 1 | Revela tu mano. Por cada Carta de Apoyo revelada, tu Unidad obtiene +1 FUE hasta el final del turno.",
     REVEALED_FUE),
    ("CAR 1 | Enseña tu mano; por cada Carta de Apoyo mostrada, tu Unidad gana +1 FUE hasta el final del turno",
     REVEALED_FUE),
])
def test_for_each_of_them_said_every_way(text, canonical):
    """136: «por cada <clase> entre ellas / de ellas / revelada / mostrada / enviada», after «,», «;», «.» or «y»."""
    assert to_text(parse(text)) == canonical


NUMBER = ("CAR 2 | Selecciona una Parte de tu oponente; di un número del 1 al 6 y tira un dado: si sale ese número, "
          "destrúyela; si no, roba una carta")


@pytest.mark.parametrize("text", [
    NUMBER,
    "CAR 2 | Selecciona una Parte de un oponente; di un número del 1 al 6; tira un dado de seis caras. Si sale ese "
    "número, destrúyela; si no, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; nombra un número del 1 al 6 y tira un dado. Si aciertas, "
    "destrúyela. Si no, roba una carta.",
    "CAR 2 | Selecciona una Parte de tu oponente; elige un número del 1 al 6, luego tira un dado: si sale el número "
    "elegido, destrúyela; si no, roba una carta",
    "CAR 2 | Selecciona una Parte de tu oponente; di un número de 1 al 6 y lanza un dado; si sale el número dicho, "
    "destrúyela; en caso contrario, roba una carta",
    "CAR 2 | Selecciona una Parte de tu oponente; anuncia un número del 1 al 6 y tira un dado de 6 caras: si sale tu "
    "número, destrúyela; si no, roba una carta",
    "CAR 2 | Selecciona una Parte de un oponente y di un número del 1 al 6; tira un dado. Si sale ese número, "
    "destrúyela; si no, roba una carta.",
])
def test_a_number_said_for_a_die_every_way(text):
    """137: «di», «nombra», «elige», «anuncia un número del 1 al 6» (or «de 1 al 6»), then «si sale ese número», «si
    aciertas», «si sale el número elegido / dicho», «si sale tu número»."""
    assert to_text(parse(text)) == NUMBER


def test_a_number_without_a_range_is_of_the_game_die():
    ability = parse("CAR 1 | Di un número y tira un dado: si aciertas, roba 3 cartas; si no, gana 1 CAR")
    assert ability.effect.effects[0] == A.NameNumber()
    assert to_text(ability) == "CAR 1 | Di un número y tira un dado: si sale ese número, roba 3 cartas; si no, gana 1 CAR"


def test_a_number_said_comes_out_one_time_in_six():
    """137: the greedy bot counts one face for «ese número», whichever the others take."""
    roll = parse(NUMBER).effect.effects[-1]
    assert roll.chances(6) == pytest.approx([1 / 6, 5 / 6])


def test_a_range_that_covers_no_number_is_refused():
    with pytest.raises(AbilitySyntaxError) as error:
        parse("CAR 1 | Di un número del 6 al 1 y tira un dado: si sale ese número, roba una carta")
    assert str(error.value) == "columna 26: «6 a 1» no cubre ninguna cara: va del número menor al mayor"
    assert error.value.hint.startswith("escribe «1 a 6»")


def problems(text: str) -> list[tuple[str, str]]:
    ability = parse(text)
    return [(code, message) for code, _, message, _ in cards_problems(ability, referents(ability))]


@pytest.mark.parametrize("text, expected", [
    ("CAR 1 | Roba una carta y si alguna es una Parte, gana 1 CAR",
     [("NM160", "«si alguna es …» habla de las cartas que tomó el efecto anterior, y lo anterior no toma ninguna")]),
    ("CAR 1 | Gana 1 CAR y por cada Parte entre ellas, roba una carta",
     [("NM160", "«por cada … entre ellas» habla de las cartas que tomó el efecto anterior, y lo anterior no toma "
                "ninguna")]),
    ("CAR 1 | Tira un dado: si sale ese número, roba una carta",
     [("NM161", "«si sale ese número» habla de un número dicho antes, y no se dice ninguno")]),
    ("CAR 1 | Selecciona una Parte de tu oponente; ponla en el fondo de su pila",
     [("NM162", "«en el fondo de su pila» pone la carta al fondo del montón en el que está, y no está en ninguno")]),
    (IF_ANY, []),
    (FOR_EACH, []),
    (NUMBER, []),
    (BOTIN_BOTTOM, []),
])
def test_what_cannot_mean_anything_is_refused(text, expected):
    """NM160–NM162: «si alguna es» and «por cada … entre ellas» need cards taken before, «ese número» a number said,
    «su pila» a card in a pile."""
    assert problems(text) == expected


@pytest.mark.parametrize("text", [
    "CAR 2 | Nombra una zona de la Unidad; revela las 4 primeras cartas de tu Arsenal. Quédate las Partes de esa zona "
    "y manda el resto al Depósito de Chatarra.",
    "CAR 2 | Revela las 5 primeras cartas de tu Arsenal. Añade a tu mano hasta dos Partes reveladas de zonas distintas "
    "y manda el resto al Depósito de Chatarra.",
    "CAR 2 | Mira la primera carta de tus Botines de Guerra. Puedes intercambiarla por una carta de tu mano.",
])
def test_what_this_round_leaves_refused(text):
    """A named zone, «de zonas distintas» and swapping a Botín: refused rather than read with a part dropped."""
    with pytest.raises(AbilitySyntaxError):
        parse(text)


DISCARD_CHOSEN = ("CAR 3 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente, elige una Carta de "
                  "Apoyo de ellas y descártala")


@pytest.mark.parametrize("text", [
    DISCARD_CHOSEN,
    "CAR 3 | Selecciona un oponente; mira su mano y elige una Carta de Apoyo de ella: la descarta.",
    "CAR 3 | Selecciona a un oponente; mira su mano y elige una Carta de Apoyo de ella. Ese piloto la descarta.",
    "CAR 3 | Selecciona un oponente; mira su mano y elige una Carta de Apoyo de ella. Tu oponente la descarta.",
    "CAR 3 | Selecciona un oponente; mira su mano, elige una Carta de Apoyo de ella y hazla descartar.",
    "CAR 3 | Selecciona un oponente; mira su mano y elige una Carta de Apoyo de ella; la descarta.",
])
def test_the_card_chosen_from_a_hand_seen_is_discarded_every_way(text):
    """139: «ese piloto la descarta», «: la descarta», «hazla descartar» are «descártala»."""
    assert to_text(parse(text)) == DISCARD_CHOSEN
