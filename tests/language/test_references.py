"""References (constructs/references.py; docs/rulings.md 81–83): the noun phrases designers use to name cards,
pilots and game quantities — «una de tus Partes», «un Brazo enemigo», «una Parte Legendaria», «la Unidad
atacante», «tu Carga», «tu VEL», «tu zona de Torso» — each read to one meaning, however it is said."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.references import CargaIs, OnlyOne, ThisPGLeft, UnitVs
from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text

GIVE_ONE = "CAR 1 | Selecciona una Parte tuya; dale +1 DEF hasta el final del turno"


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una de tus Partes; dale +1 DEF hasta el final del turno",
    "CAR 1 | Selecciona una de tus Partes, dale +1 DEF hasta el final del turno.",
    "CAR 1 | Elige una de tus Partes. Dale +1 DEF hasta el final del turno",
    "CAR 1 | selecciona 1 de tus partes; dale +1 DEF hasta el final del turno",
])
def test_one_of_your_parts_is_a_part_of_yours(written):
    assert to_text(parse(written)) == GIVE_ONE


@pytest.mark.parametrize("written", [
    "CAR 1 | Selecciona una de las Partes de tu Unidad; dale +1 DEF hasta el final del turno",
    "CAR 1 | Selecciona una Parte de tu Unidad; dale +1 DEF hasta que termine el turno",
])
def test_one_of_the_parts_of_your_unidad_is_an_equipped_part_of_yours(written):
    """«tuya equipada» and «tuya» take the same Partes: a Parte without a place is an equipped one."""
    assert to_text(parse(written)) == GIVE_ONE.replace("tuya", "tuya equipada")


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Selecciona dos de tus Partes; dales +1 DEF hasta el final del turno",
     "CAR 1 | Selecciona 2 Partes tuyas; dales +1 DEF hasta el final del turno"),
    ("CAR 1 | Selecciona hasta dos de las Partes de tu oponente; hazles 1 punto de daño",
     "CAR 1 | Selecciona hasta 2 Partes de tu oponente; hazles 1 punto de daño"),
    ("CAR 3 | Haz 1 punto de daño a cada una de tus Partes y roba dos cartas",
     "CAR 3 | Haz 1 punto de daño a cada Parte tuya y roba 2 cartas"),
    ("CAR 2 | Desactiva uno de tus Generadores; gana 2 CAR",
     "CAR 2 | Desactiva una Parte tuya de tipo Generador; gana 2 CAR"),
    ("CAR 1 | Descarta una de las cartas de tu mano; roba dos cartas",
     "CAR 1 | Descarta una carta de tu mano; roba 2 cartas"),
])
def test_a_selection_said_with_de(written, canonical):
    assert to_text(parse(written)) == canonical


BRAZO = "CAR 2 | Selecciona una Parte de tu oponente de tipo Brazo; hazle 2 puntos de daño"


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona un Brazo enemigo; hazle 2 puntos de daño",
    "CAR 2 | Selecciona un Brazo de tu oponente, hazle dos puntos de daño.",
    "CAR 2 | Selecciona un Brazo de un oponente; hazle 2 puntos de daño",
    "CAR 2 | Elige un Brazo rival. Hazle 2 puntos de daño",
    "CAR 2 | Selecciona uno de los Brazos de tu oponente; hazle 2 puntos de daño",
    "CAR 2 | Selecciona una Parte de Brazo enemiga; hazle 2 puntos de daño",
])
def test_a_part_named_by_its_zone(written):
    """4.1: «un Brazo» is a Parte of a Brazo zone, either side."""
    assert to_text(parse(written)) == BRAZO


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Haz 2 puntos de daño a la Cabeza de un oponente",
     "CAR 2 | Haz 2 puntos de daño a la Parte de tu oponente de tipo Cabeza"),
    ("CAR 2 | Envía uno de tus Brazos al Depósito de Chatarra; roba una carta",
     "CAR 2 | Envía una Parte tuya de tipo Brazo al Depósito de Chatarra; roba una carta"),
    ("CAR 3 | Destruye todas las Piernas enemigas",
     "CAR 3 | Destruye todas las Partes de tu oponente de tipo Pierna"),
    ("CAR 1 | Destruye una Parte equipada en el Torso de tu oponente",
     "CAR 1 | Destruye una Parte de tu oponente de tipo Torso equipada"),
    ("CAR 1 | Haz 1 punto de daño a una Pierna Izquierda enemiga",
     "CAR 1 | Haz 1 punto de daño a una Parte de tu oponente de tipo Pierna Izquierda"),
])
def test_zone_nouns_in_effects(written, canonical):
    assert to_text(parse(written)) == canonical


def test_a_part_of_cabeza_in_the_hand_is_not_an_equipped_one():
    """«Descarta una Parte de Cabeza»: its kind, from the hand; only «en la Cabeza» says where it is equipped."""
    discarded = parse("CAR 2 | Descarta una Parte de Cabeza; roba una carta").requirements[0].action.what
    assert (discarded.place, discarded.filters) == (None, (A.OfKind("cabeza"),))


@pytest.mark.parametrize("written, canonical", [
    ("CAR 0 | Muestra una Parte Legendaria de tu mano; gana 1 punto de Carga.",
     "CAR 0 | Muestra una Parte de rareza Legendaria de tu mano; gana 1 CAR"),
    ("CAR 0 | Muestra una Parte de rareza Legendaria de tu mano; gana 1 CAR",
     "CAR 0 | Muestra una Parte de rareza Legendaria de tu mano; gana 1 CAR"),
    ("CAR 1 | Destruye todas las Partes Puras o Legendarias",
     "CAR 1 | Destruye todas las Partes de rareza Legendaria o Pura"),
    ("CAR 1 | Busca una Parte Chatarra en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
     "CAR 1 | Busca una Parte de rareza Chatarra en tu Arsenal, añádela a tu mano y baraja tu Arsenal"),
    ("CAR 1 | Selecciona una Parte Vendible de tu oponente; hazle 1 punto de daño",
     "CAR 1 | Selecciona una Parte de tu oponente de rareza Vendible; hazle 1 punto de daño"),
])
def test_the_rarity_as_an_adjective(written, canonical):
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written, whose", [
    ("CAR 1 | Selecciona una Parte de la Unidad atacante; hazle 1 punto de daño", A.Whose.ATTACKER),
    ("CAR 1 | Selecciona una Parte del atacante; hazle 1 punto de daño", A.Whose.ATTACKER),
    ("CAR 1 | Selecciona una Parte de la Unidad del piloto atacante, hazle un punto de daño.", A.Whose.ATTACKER),
    ("CAR 1 | Selecciona una Parte de la Unidad defensora; hazle 1 punto de daño", A.Whose.DEFENDER),
    ("CAR 1 | Selecciona una Parte del defensor; hazle 1 punto de daño", A.Whose.DEFENDER),
    ("CAR 1 | Selecciona una Parte de la Unidad del jugador defensor; hazle 1 punto de daño", A.Whose.DEFENDER),
])
def test_the_attacker_and_the_defender(written, whose):
    """5.3.5, docs/rulings.md 81."""
    ability = parse(written)
    assert ability.requirements[0].what.owner is whose
    assert parse(to_text(ability)) == ability


@pytest.mark.parametrize("written, test", [
    ("Mientras tu Carga sea 0, tu Unidad gana +1 FUE.", CargaIs(A.Comparison(A.Op.EXACTLY, 0))),
    ("Mientras tu Carga sea cero; tu Unidad gana +1 FUE", CargaIs(A.Comparison(A.Op.EXACTLY, 0))),
    ("Mientras tengas 0 puntos de Carga, tu Unidad gana +1 FUE.", CargaIs(A.Comparison(A.Op.EXACTLY, 0))),
    ("Mientras tu Carga sea 3 o más, tu Unidad gana +1 FUE.", CargaIs(A.Comparison(A.Op.AT_LEAST, 3))),
    ("Si tu Carga es 2 o menos, tu Unidad gana +1 FUE.", CargaIs(A.Comparison(A.Op.AT_MOST, 2))),
    ("Si no tienes Carga, tu Unidad gana +1 FUE.", CargaIs(A.Comparison(A.Op.AT_MOST, 0))),
    ("Si tu VEL es mayor que la de cada oponente, tu Unidad gana +1 FUE.", UnitVs(A.Stat.VEL, True, A.Player.EACH_OPPONENT)),
    ("Si tu velocidad es mayor que la de tus oponentes, tu Unidad gana +1 FUE.",
     UnitVs(A.Stat.VEL, True, A.Player.EACH_OPPONENT)),
    ("Si tu Unidad tiene más VEL que cada oponente; tu Unidad gana +1 FUE", UnitVs(A.Stat.VEL, True, A.Player.EACH_OPPONENT)),
    ("Si tu FUE es menor que la de un oponente, tu Unidad gana +1 FUE.", UnitVs(A.Stat.FUE, False, A.Player.OPPONENT)),
    ("Si tu Unidad tiene menos DEF que la Unidad de tu oponente, tu Unidad gana +1 FUE.",
     UnitVs(A.Stat.DEF, False, A.Player.OPPONENT)),
    ("Mientras a esta Parte le queden 5 PG o más, tu Unidad gana +1 FUE.", ThisPGLeft(A.Comparison(A.Op.AT_LEAST, 5))),
    ("Mientras esta Parte tenga 5 PG o más restantes, tu Unidad gana +1 FUE.",
     ThisPGLeft(A.Comparison(A.Op.AT_LEAST, 5))),
    ("Mientras esta Parte tenga 2 PG o menos restantes; tu Unidad gana +1 FUE", ThisPGLeft(A.Comparison(A.Op.AT_MOST, 2))),
])
def test_conditions_on_game_quantities(written, test):
    ability = parse(written)
    assert ability.requirements[0].test == test
    assert parse(to_text(ability)) == ability


NO_TORSO = "Mientras no tengas Partes de tipo Torso equipadas; tu Unidad gana +1 VEL"


@pytest.mark.parametrize("written", [
    "Mientras tu zona de Torso esté vacía, tu Unidad gana +1 VEL.",
    "Mientras tu zona de Torso este vacia; tu Unidad gana +1 VEL",
    "Mientras tu Unidad no tenga Parte equipada en el Torso, tu Unidad gana +1 VEL.",
    "Mientras no tengas ninguna Parte equipada en el Torso, tu Unidad gana +1 VEL.",
    "Mientras no tengas Parte equipada en la zona de Torso, tu Unidad gana +1 VEL.",
    "Mientras no tengas Partes de tipo Torso equipadas; tu Unidad gana +1 VEL",
])
def test_an_empty_zone_is_no_part_of_its_kind_equipped(written):
    """docs/rulings.md 82."""
    assert to_text(parse(written)) == NO_TORSO


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Tu Arsenal tiene 10 cartas o menos; roba una carta".replace("Tu", "Si tu"),
     "CAR 1 | Si tienes 10 o menos cartas en tu Arsenal; roba una carta"),
    ("CAR 1 | Si tu mano tiene 2 cartas o menos; roba una carta",
     "CAR 1 | Si tienes 2 o menos cartas en tu mano; roba una carta"),
    ("CAR 1 | Si tu Depósito de Chatarra tiene 5 o más cartas; roba una carta",
     "CAR 1 | Si tienes 5 o más cartas en tu Depósito de Chatarra; roba una carta"),
    ("CAR 1 | Si tu Unidad tiene 3 Partes equipadas o menos; roba una carta",
     "CAR 1 | Si tienes 3 o menos Partes equipadas; roba una carta"),
    ("Con las dos Piernas equipadas, tu Unidad gana +2 VEL.",
     "Mientras tengas 2 o más Partes de tipo Pierna equipadas; tu Unidad gana +2 VEL"),
    ("Con ambos Brazos equipados, tu Unidad gana +2 FUE.",
     "Mientras tengas 2 o más Partes de tipo Brazo equipadas; tu Unidad gana +2 FUE"),
    ("Si esta Parte no tiene daño, tu Unidad gana +1 DEF.", "Si esta Parte está sin daño; tu Unidad gana +1 DEF"),
    ("Mientras esta Parte tenga algún contador de daño, tu Unidad gana +2 FUE.",
     "Mientras esta Parte esté dañada; tu Unidad gana +2 FUE"),
    ("CAR 1 | Selecciona una Parte dañada de tu Unidad; muévela a un Taller vacío.",
     "CAR 1 | Selecciona una Parte tuya dañada equipada; muévela al Taller"),
])
def test_quantities_read_into_what_the_language_had(written, canonical):
    assert to_text(parse(written)) == canonical


@pytest.mark.parametrize("written", [
    "CAR 2 | Si esta es la única Parte de Brazo de tu Unidad; tu Unidad gana +3 FUE hasta el final del turno.",
    "CAR 2 | Si esta es la única Parte de tipo Brazo de tu Unidad, tu Unidad gana +3 FUE hasta el final del turno",
    "CAR 2 | Si esta es la única Parte tuya de tipo Brazo equipada; tu Unidad gana +3 FUE hasta el final del turno",
])
def test_the_only_one(written):
    test = parse(written).requirements[0].test
    assert isinstance(test, OnlyOne)
    assert (test.counted.noun, test.counted.filters, test.counted.where()) == (A.Noun.PART, (A.OfKind("brazo"),),
                                                                              A.Place.UNIT)


@pytest.mark.parametrize("written", [
    "Mientras tu Carga sea 2, tu Unidad gana +1 FUE.",  # «2»: «2 o más», «exactamente 2»?
    "Si tu VEL es igual que la de cada oponente, tu Unidad gana +1 FUE.",
])
def test_what_says_no_comparison_is_refused_not_guessed(written):
    with pytest.raises(AbilitySyntaxError):
        parse(written)


# --- the engine -------------------------------------------------------------------------------------------------


def _game(stats: dict[int, int], opponents: list[int]):
    return SimpleNamespace(stat=lambda p, s: stats[p], players=lambda who, p: opponents)


@pytest.mark.parametrize("mine, theirs, who, holds", [
    (3, [2, 1], A.Player.EACH_OPPONENT, True),
    (3, [3, 1], A.Player.EACH_OPPONENT, False),  # the same VEL is not more (docs/rulings.md 83)
    (3, [4, 1], A.Player.OPPONENT, True),  # «un oponente»: any one
    (3, [], A.Player.TEAMMATE, False),  # nobody to compare with
])
def test_your_unidad_against_others(mine, theirs, who, holds):
    stats = {0: mine, **{i + 1: v for i, v in enumerate(theirs)}}
    game = _game(stats, list(range(1, len(theirs) + 1)))
    more = UnitVs(A.Stat.VEL, True, who)
    assert more.holds(game, 0, -1) is holds


def test_the_carga_may_be_negative():
    """2④, 5.1: «no tienes Carga» holds with a debt too."""
    game = SimpleNamespace(pilots=[SimpleNamespace(car=-1)])
    assert CargaIs(A.Comparison(A.Op.AT_MOST, 0)).holds(game, 0, -1)
    assert not CargaIs(A.Comparison(A.Op.EXACTLY, 0)).holds(game, 0, -1)


SAME_ZONE = ("Cuando esta Parte sea destruida; busca una Parte de la misma zona que esta Parte en tu Arsenal, añádela a "
             "tu mano y baraja tu Arsenal")


@pytest.mark.parametrize("written", [
    SAME_ZONE,
    "Cuando esta Parte sea destruida, busca en tu Arsenal una Parte de la misma zona que esta, añádela a tu mano y "
    "baraja tu Arsenal.",
    "Cuando esta Parte sea destruida: busca una Parte de la misma zona que esta Parte en tu Arsenal; añádela a tu mano. "
    "Después, baraja tu Arsenal.",
])
def test_the_same_zone_as_this_part(written):
    assert to_text(parse(written)) == SAME_ZONE


def test_the_same_zone_of_a_part_not_named_is_refused():
    """«de la misma zona» alone may name this Parte, the one discarded or the one selected: not guessed."""
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 3 | Descarta una Parte de tu mano; busca en tu Arsenal una Parte de la misma zona, añádela a tu mano "
              "y baraja tu Arsenal")


def test_the_same_zone_is_the_zone_printed_on_both():
    """4.1: a Brazo Derecho is not of the zone of a Brazo Izquierdo (docs/rulings.md 82)."""
    from nismatch_cards.games.nismatch.language.constructs.references import SameZoneAsThis

    game = SimpleNamespace(cards=[SimpleNamespace(zone=2), SimpleNamespace(zone=2), SimpleNamespace(zone=3),
                                  SimpleNamespace(zone=-1)])
    same = SameZoneAsThis()
    assert [same.holds(game, 0, 0, inst) for inst in (1, 2, 3)] == [True, False, False]
