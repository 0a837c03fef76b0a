"""Players as targets (constructs/players.py; docs/rulings.md 52–54): the many ways a designer names a pilot —
«Selecciona a un oponente», «ese piloto», «su Unidad», «cada oponente» — each read to one meaning."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text

OPPONENT = A.SelectPlayer(A.Player.OPPONENT)
DISCARD_RANDOM = "CAR 2 | Selecciona a un oponente; descarta una carta de la mano de tu oponente al azar"
LOSES_DEF = "CAR 2 | Selecciona a un oponente; la Unidad de tu oponente pierde 2 DEF hasta el final del turno"
LOSES_CAR = "CAR 2 | Selecciona a un oponente; tu oponente pierde 2 CAR"
THAT_ONE_DISCARDS = "CAR 2 | Selecciona a un oponente; tu oponente descarta 2 cartas"
EACH_PART = "CAR 4 | Selecciona a un oponente; haz 2 puntos de daño a cada Parte de tu oponente equipada"


def test_selecting_a_pilot_is_a_requirement_and_its_pronouns_name_it():
    ability = parse(DISCARD_RANDOM)
    assert ability.requirements == (OPPONENT,)
    what = ability.effect.what
    assert (ability.effect.player, what.owner, what.place, what.random) == (
        A.Player.YOU, A.Whose.OPPONENT, A.Place.HAND, True)
    assert to_text(ability) == DISCARD_RANDOM


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona a un oponente; descarta una carta al azar de su mano.",
    "CAR 2 | Selecciona a un oponente, descarta una carta al azar de su mano",
    "CAR 2 | Selecciona a un oponente. Descarta una carta al azar de su mano.",
    "CAR 2 | Elige a un oponente; descarta una carta de su mano al azar",
    "CAR 2 | Escoge a un oponente; descarta 1 carta al azar de su mano",
    "CAR 2 | Selecciona a uno de tus oponentes; descarta una carta al azar de su mano",
    "CAR 2 | Selecciona a un rival; descarta una carta al azar de su mano",
    "CAR 2 | selecciona a tu oponente; descarta una carta al azar de su mano",
])
def test_the_ways_to_discard_from_the_hand_of_the_pilot_selected(written):
    assert to_text(parse(written)) == DISCARD_RANDOM


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona a un oponente. Su Unidad tiene -2 DEF hasta el final del turno.",
    "CAR 2 | Selecciona a un oponente; su Unidad gana -2 DEF hasta el final del turno",
    "CAR 2 | Selecciona a un oponente; su Unidad pierde dos DEF hasta el final del turno",
    "CAR 2 | Selecciona la Unidad de un oponente; pierde 2 DEF hasta el final del turno.",
    "CAR 2 | Selecciona la Unidad de un oponente; esa Unidad pierde 2 DEF hasta el final del turno",
    "CAR 2 | Selecciona la Unidad de tu oponente, pierde 2 DEF hasta el final del turno",
    "CAR 2 | Elige a un oponente; la Unidad de ese piloto pierde 2 DEF hasta el final del turno",
    "CAR 2 | Selecciona a un oponente; la Unidad de ese oponente pierde 2 DEF hasta el final del turno",
    "CAR 2 | Selecciona a un oponente; la Unidad seleccionada pierde 2 DEF hasta el final del turno",
    "CAR 2 | Selecciona a un oponente; la Unidad de tu oponente pierde 2 DEF hasta el final del turno",
])
def test_the_ways_to_change_the_unidad_of_the_pilot_selected(written):
    assert to_text(parse(written)) == LOSES_DEF


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona la Unidad de un oponente; esa Unidad pierde 2 puntos de Carga.",
    "CAR 2 | Selecciona a un oponente; su Unidad pierde 2 CAR",
    "CAR 2 | Selecciona a un oponente; ese piloto pierde dos puntos de Carga",
    "CAR 2 | Selecciona a un oponente; ese oponente pierde 2 CAR",
    "CAR 2 | Selecciona a un oponente; el oponente seleccionado pierde 2 puntos de Carga",
    "CAR 2 | Selecciona a un rival; ese rival pierde 2 CAR",
    "CAR 2 | Selecciona a un oponente; dicho piloto pierde 2 CAR",
])
def test_the_carga_a_unidad_loses_is_its_pilots(written):
    """4.1: the Carga is the pilot's; «esa Unidad pierde 2 puntos de Carga» is its pilot losing 2 CAR."""
    assert to_text(parse(written)) == LOSES_CAR


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona a un oponente; ese piloto descarta dos cartas",
    "CAR 2 | Selecciona a un oponente; ese piloto descarta 2 cartas de su mano",
    "CAR 2 | Selecciona a un oponente, el piloto elegido descarta 2 cartas.",
])
def test_su_of_another_subject_is_its_own(written):
    """«ese piloto descarta … de su mano»: his own hand, and he chooses (docs/rulings.md 54)."""
    ability = parse(written)
    assert ability.effect.player is A.Player.OPPONENT
    assert ability.effect.what.owner in (None, A.Whose.THEIRS)
    assert to_text(ability).startswith(THAT_ONE_DISCARDS)


@pytest.mark.parametrize("written", [
    "CAR 4 | Selecciona a un oponente; haz 2 puntos de daño a cada Parte de su Unidad",
    "CAR 4 | Selecciona a un oponente; haz dos puntos de daño a cada Parte de su Unidad.",
    "CAR 4 | Selecciona a un oponente; inflige 2 puntos de daño a cada Parte de la Unidad de tu oponente",
])
def test_each_parte_of_the_pilot_selected(written):
    assert to_text(parse(written)) == EACH_PART


def test_a_parte_selected_after_the_pilot_is_one_of_its():
    ability = parse("CAR 2 | Selecciona a un oponente; selecciona una Parte de su Unidad; destrúyela")
    assert ability.requirements[1].what.owner is A.Whose.OPPONENT


@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Selecciona a tu compañero; ese piloto gana 2 puntos de Carga",
     "CAR 1 | Selecciona a tu compañero; tu compañero gana 2 CAR"),
    ("CAR 1 | Selecciona a tu compañero de equipo; ese piloto gana 2 CAR.",
     "CAR 1 | Selecciona a tu compañero; tu compañero gana 2 CAR"),
    ("CAR 1 | Selecciona a tu compañero; su Unidad gana +2 DEF hasta el final del turno",
     "CAR 1 | Selecciona a tu compañero; la Unidad de tu compañero gana +2 DEF hasta el final del turno"),
    ("CAR 1 | Selecciona a tu compañero, ese compañero roba una carta",
     "CAR 1 | Selecciona a tu compañero; tu compañero roba una carta"),
])
def test_the_teammate_selected(written, reading):
    assert to_text(parse(written)) == reading


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona al oponente que haya reclamado más Botines de Guerra; ese piloto pierde 2 CAR",
    "CAR 2 | Elige al oponente que tenga más Botines de Guerra; tu oponente pierde 2 puntos de Carga",
    "CAR 2 | Selecciona al oponente que ha reclamado más Botines de Guerra, ese oponente pierde 2 CAR",
])
def test_the_opponent_with_the_most_botines(written):
    ability = parse(written)
    assert ability.requirements == (A.SelectPlayer(A.Player.OPPONENT, most_botines=True),)
    assert to_text(ability) == ("CAR 2 | Selecciona al oponente que haya reclamado más Botines de Guerra; tu oponente "
                                "pierde 2 CAR")


@pytest.mark.parametrize("written, player", [
    ("CAR 1 | Cada oponente descarta una carta", A.Player.EACH_OPPONENT),
    ("CAR 1 | Tus oponentes descartan una carta.", A.Player.EACH_OPPONENT),
    ("CAR 1 | Los oponentes descartan 1 carta", A.Player.EACH_OPPONENT),
    ("CAR 1 | Todos tus oponentes descartan una carta", A.Player.EACH_OPPONENT),
    ("CAR 1 | Cada uno de tus oponentes descarta una carta", A.Player.EACH_OPPONENT),
    ("CAR 1 | Cada rival descarta una carta", A.Player.EACH_OPPONENT),
    ("CAR 1 | Cada uno de los demás pilotos descarta una carta", A.Player.OTHERS),
    ("CAR 1 | Los demás pilotos descartan una carta", A.Player.OTHERS),
    ("CAR 1 | Todos los demás pilotos descartan una carta", A.Player.OTHERS),
])
def test_every_opponent_and_every_other_pilot(written, player):
    ability = parse(written)
    assert ability.effect.player is player
    assert parse(to_text(ability)) == ability


@pytest.mark.parametrize("written", [
    "CAR 1 | Tus oponentes pierden 1 punto de Carga",
    "CAR 1 | Todos tus oponentes pierden un punto de Carga.",
    "CAR 1 | Cada oponente pierde 1 CAR",
])
def test_every_opponent_loses(written):
    assert to_text(parse(written)) == "CAR 1 | Cada oponente pierde 1 CAR"


def test_a_rival_is_an_opponent():
    """«un rival» was refused with «escribe «tu oponente»»: it reads so now."""
    assert to_text(parse("Cuando un rival gane una Guerrilla; roba una carta")) == \
        "Cuando tu oponente gane una Guerrilla; roba una carta"


def test_each_opponent_in_a_condition_means_all_of_them():
    ability = parse("CAR 1 | Si cada oponente tiene 3 o más cartas en su mano; roba una carta")
    assert ability.requirements[0].test.player is A.Player.EACH_OPPONENT


@pytest.mark.parametrize("written", [
    "CAR 1 | Ese piloto descarta 2 cartas",
    "CAR 1 | Su Unidad pierde 2 DEF hasta el final del turno",
])
def test_without_a_pilot_selected_the_pronoun_is_left_for_the_checks(written):
    """Read, not guessed: «ese piloto» stays unbound and `nismatch validar` refuses it (NM090)."""
    assert A.Player.THAT in {getattr(n, "player", None) for n in parse(written).walk()}


@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Selecciona a un oponente; mira su mano.",
     "CAR 1 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente"),
    ("CAR 1 | Elige a un oponente, mira su mano",
     "CAR 1 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente"),
    ("CAR 1 | Selecciona a un oponente; muestra su mano a todos los pilotos.",
     "CAR 1 | Selecciona a un oponente; muestra todas las cartas de la mano de tu oponente"),
    ("CAR 1 | Selecciona a un oponente. Revela su mano.",
     "CAR 1 | Selecciona a un oponente; muestra todas las cartas de la mano de tu oponente"),
])
def test_looking_at_or_showing_the_hand_of_the_pilot_selected(written, reading):
    """«mira»: only you see it; «muestra»: every pilot does (docs/rulings.md 54)."""
    assert to_text(parse(written)) == reading


@pytest.mark.parametrize("written", [
    "CAR 1 | Por cada oponente, selecciona una Parte de su Unidad; hazle 2 puntos de daño",
    "CAR 3 | Cada oponente selecciona una Parte de su propia Unidad; haz 2 puntos de daño a cada Parte seleccionada",
    "CAR 1 | Selecciona a un oponente; ese piloto elige uno: descarta una carta o pierde 2 CAR",
])
def test_what_the_engine_cannot_do_is_refused(written):
    with pytest.raises(AbilitySyntaxError):
        parse(written)
