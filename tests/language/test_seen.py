"""Looking at, searching and revealing cards, and dice (issue 26, docs/rulings.md 62–65): the many ways a
designer writes each of them read as one canonical text, and what the engine does with it."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError

SEARCH_BRAZO = "CAR 2 | Busca una Parte de tipo Brazo en tu Arsenal, añádela a tu mano y baraja tu Arsenal"


@pytest.mark.parametrize("text", [
    "CAR 2 | Busca en tu Arsenal una Parte de tipo Brazo y añádela a tu mano; luego baraja tu Arsenal",
    "CAR 2 | Busca en tu Arsenal una Parte de Brazo, ponla en tu mano y baraja el Arsenal.",
    "CAR 2 | Busca en tu Arsenal una Parte de Brazo, añádela a tu mano. Después, baraja tu Arsenal.",
    "CAR 2 | Busca en tu Arsenal una Parte de Brazo y ponla en tu mano. Luego baraja.",
    "CAR 2 | Busca en tu Arsenal una Parte de Brazo, añádela a tu mano y después baraja tu Arsenal",
    "CAR 2 | busca en tu arsenal una parte de brazo, añadela a tu mano, y luego baraja tu arsenal",
    "CAR 2 | Busca en tu Arsenal una Parte de tipo Brazo, ponla en tu mano; después, baraja",
    "CAR 2 | Busca una Parte de Brazo en tu Arsenal, llévala a tu mano y baraja tu Arsenal",
    "CAR 2 | Busca dentro de tu Arsenal una Parte de tipo Brazo, colócala en tu mano y baraja tu Arsenal",
])
def test_searching_with_the_place_first_and_the_designers_words(text):
    """62: the place before what is searched, «Parte de Brazo», «ponla en tu mano», «baraja» alone or «el Arsenal»."""
    assert to_text(parse(text)) == SEARCH_BRAZO


@pytest.mark.parametrize("text, canonical", [
    ("CAR 0 | Busca en tu Arsenal cualquier carta, ponla en tu mano y baraja el Arsenal",
     "CAR 0 | Busca una carta en tu Arsenal, añádela a tu mano y baraja tu Arsenal"),
    ("CAR 0 | Busca en tu Arsenal una carta cualquiera y añádela a tu mano. Baraja tu Arsenal.",
     "CAR 0 | Busca una carta en tu Arsenal, añádela a tu mano y baraja tu Arsenal"),
    ("CAR 1 | Busca en tu Arsenal dos Partes de Pierna, ponlas en tu mano y baraja",
     "CAR 1 | Busca 2 Partes de tipo Pierna en tu Arsenal, añádelas a tu mano y baraja tu Arsenal"),
    ("CAR 2 | Busca en tu Arsenal una Parte de Cabeza, muéstrala y añádela a tu mano. Después, baraja tu Arsenal.",
     "CAR 2 | Busca una Parte de tipo Cabeza en tu Arsenal, muéstrala, añádela a tu mano y baraja tu Arsenal"),
    ("CAR 2 | Busca en tu Arsenal una Parte de Pierna, revélala y equípala; luego baraja",
     "CAR 2 | Busca una Parte de tipo Pierna en tu Arsenal, muéstrala, equípala y baraja tu Arsenal"),
    ("CAR 2 | Busca en el Arsenal una Parte de tipo Brazo, ponla en la mano y baraja",
     "CAR 2 | Busca una Parte de tipo Brazo en el Arsenal, añádela a tu mano y baraja tu Arsenal"),
    ("CAR 1 | Busca en tu Depósito de Chatarra una Parte y añádela a tu mano",
     "CAR 1 | Busca una Parte en tu Depósito de Chatarra y añádela a tu mano"),
    ("CAR 1 | Revela tu mano", "CAR 1 | Muestra todas las cartas de tu mano"),
    ("CAR 1 | Enseña tu mano", "CAR 1 | Muestra todas las cartas de tu mano"),
    ("CAR 1 | Revela la carta superior de tu Arsenal",
     "CAR 1 | Muestra la primera carta de tu Arsenal"),
    ("CAR 1 | Mira la carta de arriba de tu Arsenal y mándala al Depósito de Chatarra",
     "CAR 1 | Mira la primera carta de tu Arsenal y envíala al Depósito de Chatarra"),
    ("CAR 1 | Mira las tres primeras cartas de tu Arsenal. Añade una a tu mano y coloca las demás en el fondo",
     "CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo del "
     "Arsenal de su dueño"),
    ("CAR 1 | Mira las dos primeras cartas del Arsenal de tu oponente y ponlas en el fondo",
     "CAR 1 | Mira las 2 primeras cartas del Arsenal de tu oponente y ponlas en el fondo del Arsenal de su dueño"),
    ("CAR 1 | Pon las dos primeras cartas de tu Arsenal en el Depósito de Chatarra",
     "CAR 1 | Envía las 2 primeras cartas de tu Arsenal al Depósito de Chatarra"),
    ("CAR 1 | Busca una Parte en el Depósito de Chatarra y añádela a tu mano",
     "CAR 1 | Busca una Parte en el Depósito de Chatarra y añádela a tu mano"),
    ("CAR 2 | Mira tu pila de Botines de Guerra", "CAR 2 | Mira todas las cartas de tus Botines de Guerra"),
    ("CAR 2 | Mira tus Botines de Guerra.", "CAR 2 | Mira todas las cartas de tus Botines de Guerra"),
])
def test_searching_looking_and_revealing_read_as_written(text, canonical):
    assert to_text(parse(text)) == canonical


def test_the_place_written_twice_is_refused_at_the_second():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("CAR 2 | Busca en tu Arsenal una Parte en tu Depósito de Chatarra y añádela a tu mano")
    assert caught.value.message == "la selección repite el filtro «en tu Arsenal»"


FACES = ("CAR 2 | Selecciona una Parte de tu oponente; tira un dado: si sale 1 o 2, hazle 1 punto de daño; si sale 3, "
         "4 o 5, hazle 2 puntos de daño; si sale 6, destrúyela")


@pytest.mark.parametrize("text", [
    "CAR 2 | Selecciona una Parte de tu oponente; tira un dado de seis caras; con 1 o 2, hazle un punto de daño; con "
    "3, 4 o 5, hazle dos puntos de daño; con un 6, destrúyela",
    "CAR 2 | Selecciona una Parte de tu oponente; tira un dado de 6 caras. Con 1 o 2, hazle un punto de daño. Con 3, "
    "4 o 5, hazle dos puntos de daño. Con un 6, destrúyela.",
    "CAR 2 | Selecciona una Parte de tu oponente; lanza un dado: si sale un 1 o un 2, hazle 1 punto de daño; si sale "
    "un 3, un 4 o un 5, hazle 2 puntos de daño; si sale un 6, destrúyela",
    "CAR 2 | Selecciona una Parte de un oponente; tira un dado: si sacas 1 o 2, hazle 1 punto de daño; si sacas 3, 4 "
    "o 5, hazle 2 puntos de daño; si sacas un 6, destrúyela",
])
def test_the_faces_of_a_die(text):
    """63: «con 1 o 2», «si sale un 3, un 4 o un 5», «si sacas un 6»; «:», «;» or «.» after the roll."""
    assert to_text(parse(text)) == FACES


@pytest.mark.parametrize("text, canonical", [
    ("CAR 0 | Tira un dado de 6 caras. Con 1 o 2, haz dos puntos de daño a esta Parte; con 3 o más, gana 2 CAR",
     "CAR 0 | Tira un dado: si sale 1 o 2, haz 2 puntos de daño a esta Parte; si sale 3 o más, gana 2 CAR"),
    ("CAR 0 | Tira un dado. Si sacas un 6, roba 2 cartas. Si no, descarta una carta.",
     "CAR 0 | Tira un dado: si sale 6, roba 2 cartas; si no, descarta una carta"),
    ("CAR 0 | Tira un dado: si sale 5 o 6, roba 2 cartas; de lo contrario, descarta una carta",
     "CAR 0 | Tira un dado: si sale 5 o 6, roba 2 cartas; si no, descarta una carta"),
    ("CAR 0 | Tira un dado; si el resultado es 4 o más, gana 2 CAR; en otro caso, roba una carta",
     "CAR 0 | Tira un dado: si sale 4 o más, gana 2 CAR; si no, roba una carta"),
    ("CAR 2 | Tira dos dados de seis caras. Si sacas dobles, roba 3 cartas; si no, gana 1 CAR.",
     "CAR 2 | Tira dos dados: si sacas dobles, roba 3 cartas; si no, gana 1 CAR"),
    ("CAR 2 | Lanza dos dados: si salen dobles, roba 3 cartas",
     "CAR 2 | Tira dos dados: si sacas dobles, roba 3 cartas"),
    ("CAR 2 | Tira 2 dados de 6 caras; si sacas un doble, roba 3 cartas. De lo contrario, gana 1 CAR",
     "CAR 2 | Tira dos dados: si sacas dobles, roba 3 cartas; si no, gana 1 CAR"),
])
def test_die_outcomes_otherwise_and_two_dice(text, canonical):
    assert to_text(parse(text)) == canonical


def test_si_no_at_the_start_of_a_condition_is_still_a_condition():
    """«si no» is two words: «Si no tienes cartas en tu mano; …» still reads as a condition."""
    ability = parse("CAR 1 | Si no tienes cartas en tu mano; roba 2 cartas")
    assert isinstance(ability.requirements[0], A.Condition)


@pytest.mark.parametrize("text, canonical", [
    ("CAR 1 | Selecciona una Parte; tira un dado de 6 caras y hazle tantos puntos de daño como la mitad del "
     "resultado, redondeando hacia arriba.",
     "CAR 1 | Selecciona una Parte; tira un dado y hazle puntos de daño igual a la mitad del resultado redondeando "
     "hacia arriba"),
    ("CAR 1 | Selecciona una Parte; tira un dado y hazle tantos puntos de daño como el resultado",
     "CAR 1 | Selecciona una Parte; tira un dado y hazle puntos de daño igual al resultado"),
    ("CAR 1 | Tira un dado y roba tantas cartas como la mitad del resultado, redondeado hacia abajo",
     "CAR 1 | Tira un dado y roba cartas igual a la mitad del resultado redondeando hacia abajo"),
    ("CAR 1 | Selecciona una Parte tuya; tira un dado y repárale tantos PG como el resultado del dado",
     "CAR 1 | Selecciona una Parte tuya; tira un dado y repárale PG igual al resultado"),
])
def test_the_result_of_a_die_as_an_amount(text, canonical):
    """64."""
    assert to_text(parse(text)) == canonical


@pytest.mark.parametrize("text, canonical", [
    ("CAR 5 | Roba cartas hasta tener siete en la mano", "CAR 5 | Roba hasta tener 7 cartas en tu mano"),
    ("CAR 5 | Roba hasta que tengas 7 cartas en tu mano", "CAR 5 | Roba hasta tener 7 cartas en tu mano"),
    ("CAR 5 | Roba hasta tener 7", "CAR 5 | Roba hasta tener 7 cartas en tu mano"),
    ("CAR 0 | Roba 3 cartas y descarta hasta quedarte con tres",
     "CAR 0 | Roba 3 cartas y descarta hasta tener 3 cartas en tu mano"),
    ("CAR 0 | Roba 3 cartas. Después, descarta cartas hasta quedarte con 3 cartas en la mano.",
     "CAR 0 | Roba 3 cartas y descarta hasta tener 3 cartas en tu mano"),
    ("CAR 0 | Roba 3 cartas y descarta hasta que tengas 2 cartas en tu mano",
     "CAR 0 | Roba 3 cartas y descarta hasta tener 2 cartas en tu mano"),
])
def test_drawing_up_to_and_discarding_down_to_a_hand_size(text, canonical):
    """65."""
    assert to_text(parse(text)) == canonical


def test_outcome_spans_skip_the_commas_of_the_faces():
    """The text of each outcome (shown by the site and the log) starts after its faces' last «,»."""
    ability = parse(FACES)
    roll = ability.simple_effects()[-1]
    spans = [FACES[o.mode.span.start:o.mode.span.end] for o in roll.outcomes]
    assert spans == ["hazle 1 punto de daño", "hazle 2 puntos de daño", "destrúyela"]


def test_the_chance_of_each_outcome():
    """What the greedy bot weighs: «si sacas dobles» 1 in 6 with two six-sided dice, «si no» the rest; faces by count."""
    doubles = parse("CAR 2 | Tira dos dados: si sacas dobles, roba 3 cartas; si no, gana 1 CAR").simple_effects()[-1]
    assert doubles.chances(6) == pytest.approx([1 / 6, 5 / 6])
    faces = parse("CAR 0 | Tira un dado: si sale 1 o 2, roba una carta; si sale 6, gana 1 CAR; si no, gana 2 CAR")
    assert faces.simple_effects()[-1].chances(6) == pytest.approx([2 / 6, 1 / 6, 3 / 6])


@pytest.mark.parametrize("rolled, half_up, half_down", [(1, 1, 0), (2, 1, 1), (5, 3, 2), (6, 3, 3)])
def test_half_the_result_rounds_as_written(rolled, half_up, half_down):
    class Resolving:
        pass

    class Game:
        resolving = Resolving()

    Game.resolving.rolled = rolled
    assert A.RollResult().tally(Game, 0, -1) == rolled
    assert A.RollResult(half=True, up=True).tally(Game, 0, -1) == half_up
    assert A.RollResult(half=True, up=False).tally(Game, 0, -1) == half_down
