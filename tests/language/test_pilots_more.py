"""One pilot's turn and things (constructs/pilots_more.py; docs/rulings.md 116–118): «hasta el final de su próximo
turno», «… del próximo turno de ese oponente / de su dueño», «Selecciona a un oponente; no puede …», «Solo 2vs2.»
before the cost, «aliado», «a un oponente que haya reclamado más Botines de Guerra que tú» — the many ways a
designer writes each, read to one meaning."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.pilots_more import (
    HINT_NO_PILOT, NO_PILOT, OWNER, THAT, TheirTurnDuration, their_turn_problems,
)
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

PART_END = "CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el final del próximo turno de ese piloto"
PART_START = "CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el inicio del próximo turno de ese piloto"
OWNER_START = "CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el inicio del próximo turno de su dueño"
OWNER_END = "CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el final del próximo turno de su dueño"
BAN_END = ("CAR 2 | Selecciona a un oponente; tu oponente no puede activar habilidades hasta el final del próximo "
           "turno de ese piloto")
BAN_START = ("CAR 2 | Selecciona a un oponente; tu oponente no puede declarar Guerrillas hasta el inicio del próximo "
             "turno de ese piloto")


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final de su próximo turno.",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final de su siguiente turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta que termine su próximo turno.",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta que acabe su próximo turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el fin de su próximo turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del próximo turno de ese oponente.",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del siguiente turno de ese oponente",
    "CAR 2 | Selecciona una Parte de un rival; dale -2 FUE hasta el final del próximo turno de ese rival",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del próximo turno de ese piloto",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del próximo turno de ese jugador",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del próximo turno de dicho oponente",
    "CAR 2 | Selecciona una Parte de un oponente; hasta el final de su próximo turno, dale -2 FUE.",
    "CAR 2 | Selecciona una Parte de un oponente. Hasta el final de su próximo turno, dale -2 FUE",
    "car 2 | selecciona una parte de un oponente; dale -2 fue hasta el final de su proximo turno",
])
def test_the_ways_to_say_until_the_end_of_their_next_turn(written):
    assert to_text(parse(written)) == PART_END


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el inicio de su próximo turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el comienzo de su próximo turno.",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el principio de su próximo turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta su próximo turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta su siguiente turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta su próxima Fase de Recarga",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta que empiece su próximo turno",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el comienzo del siguiente turno de ese oponente",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el próximo turno de ese oponente",
    "CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta la próxima Fase de Recarga de ese oponente",
])
def test_the_ways_to_say_until_the_start_of_their_next_turn(written):
    assert to_text(parse(written)) == PART_START


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el inicio del próximo turno de su dueño",
     OWNER_START),
    ("CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el comienzo del próximo turno de su controlador",
     OWNER_START),
    ("CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el próximo turno de su propietario", OWNER_START),
    ("CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta la próxima Fase de Recarga de su controlador",
     OWNER_START),
    ("CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del próximo turno de su dueño", OWNER_END),
    ("CAR 2 | Selecciona una Parte de un oponente; dale -2 FUE hasta el final del siguiente turno de su controlador",
     OWNER_END),
])
def test_the_ways_to_say_its_owners_next_turn(written, canonical):
    assert to_text(parse(written)) == canonical


def test_their_turn_is_one_duration_with_its_pilot():
    start, end = (parse(text).simple_effects()[0].duration for text in (OWNER_START, PART_END))
    assert start == TheirTurnDuration(A.Timing.START_OF_NEXT_TURN, of=OWNER)
    assert end == TheirTurnDuration(A.Timing.END_OF_NEXT_TURN, of=THAT)


def test_your_and_any_opponents_next_turn_keep_their_meaning():
    """«tu próximo turno» and «el próximo turno de tu oponente» are other durations (docs/rulings.md 42)."""
    assert to_text(parse("CAR 1 | Tu Unidad gana +2 DEF hasta el final de tu siguiente turno")) == \
        "CAR 1 | Tu Unidad gana +2 DEF hasta el final de tu próximo turno"
    assert to_text(parse("CAR 1 | Tu Unidad gana +2 DEF hasta el final del siguiente turno de tu oponente")) == \
        "CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente"
    assert to_text(parse("CAR 1 | Tu Unidad gana +2 DEF hasta el próximo turno de tu oponente")) == \
        "CAR 1 | Tu Unidad gana +2 DEF hasta el inicio del próximo turno de tu oponente"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona a un oponente; no puede activar habilidades hasta el final de su próximo turno.", BAN_END),
    ("CAR 2 | Selecciona a un oponente; hasta el final de su próximo turno, no puede activar habilidades.", BAN_END),
    ("CAR 2 | Selecciona a un oponente. Hasta el final de su siguiente turno, no puede activar habilidades", BAN_END),
    ("CAR 2 | Selecciona a un oponente; hasta que acabe su próximo turno no puede activar habilidades", BAN_END),
    ("CAR 2 | Selecciona a un oponente; ese oponente no puede activar habilidades hasta el final de su próximo turno",
     BAN_END),
    ("CAR 2 | Elige a un rival; ese jugador no puede activar habilidades hasta el final de su próximo turno", BAN_END),
    ("CAR 2 | Selecciona a un oponente; tu oponente no puede activar habilidades hasta que termine su próximo turno",
     BAN_END),
    ("CAR 2 | Selecciona a un oponente; no puede declarar Guerrillas hasta su próximo turno", BAN_START),
    ("CAR 2 | Selecciona a un oponente; hasta el inicio de su próximo turno, no puede declarar Guerrillas", BAN_START),
    ("CAR 2 | Elige un oponente: no puede declarar Guerrillas hasta el comienzo del próximo turno de ese oponente",
     BAN_START),
])
def test_a_ban_of_the_pilot_selected(written, canonical):
    """Without a subject, the ban is the selected pilot's (docs/rulings.md 13, 52)."""
    assert to_text(parse(written)) == canonical


def test_a_ban_written_after_its_duration_with_a_comma_has_the_same_meaning():
    for written in ("CAR 2 | Hasta el final de tu próximo turno, tu oponente no puede activar habilidades",
                    "CAR 2 | Hasta el final de tu próximo turno tu oponente no puede activar habilidades"):
        assert to_text(parse(written)) == "CAR 2 | Tu oponente no puede activar habilidades hasta el final de tu " \
                                          "próximo turno"
    assert to_text(parse("CAR 1 | Hasta el final del turno, no puedes declarar Guerrillas. Roba dos cartas.")) == \
        "CAR 1 | No puedes declarar Guerrillas hasta el final del turno y roba 2 cartas"


def test_a_ban_without_subject_nor_selected_pilot_names_that_pilot():
    """Nobody selected: «ese piloto», which the checks refuse (NM090)."""
    ability = parse("CAR 1 | No puede activar habilidades hasta el final del turno")
    assert ability.simple_effects()[0].player is A.Player.THAT


@pytest.mark.parametrize("text", [
    "CAR 1 | Tu Unidad gana +2 DEF hasta el final de su próximo turno",
    "CAR 1 | No puedes jugar Cartas de Apoyo hasta el final de su próximo turno",
])
def test_their_next_turn_with_nobody_to_name_is_nm151(text):
    ability = parse(text)
    assert their_turn_problems(ability) == [(ability.simple_effects()[0], NO_PILOT, HINT_NO_PILOT)]


@pytest.mark.parametrize("text", [
    PART_END, OWNER_START, BAN_END,
    "CAR 1 | Selecciona a un oponente; tu Unidad gana +2 DEF hasta el final de su próximo turno",
    "Cuando tu oponente destruya esta Parte; tu Unidad gana +2 DEF hasta el final de su próximo turno",
    "CAR 1 | Cada oponente no puede declarar Guerrillas hasta el final de su próximo turno",
])
def test_their_next_turn_with_a_pilot_to_name_is_fine(text):
    assert their_turn_problems(parse(text)) == []


# --- «Solo 2vs2. CAR 2 | …» -------------------------------------------------------------------------------

TEAM_HEAL = "CAR 2 | Si se juega en 2vs2; Selecciona una Parte de tu compañero; repárale 3 PG"


@pytest.mark.parametrize("written", [
    "Solo 2vs2. CAR 2 | Selecciona una Parte de la Unidad de tu aliado; esa Parte recupera 3 PG.",
    "Solo en 2vs2. CAR 2 | Selecciona una Parte de tu compañero; repárale 3 PG",
    "Solo 2 vs 2: CAR 2 | Selecciona una Parte de tu aliado; esa Parte recupera 3 PG",
    "Sólo en 2vs2, CAR 2 | Selecciona una Parte de tu compañero de equipo; repárale 3 PG",
    "CAR 2 | Solo 2vs2. Selecciona una Parte de la Unidad de tu aliado; esa Parte recupera 3 PG.",
    "CAR 2 | Solo en 2vs2: selecciona una Parte de tu aliado; esa Parte recupera tres PG",
])
def test_a_mode_before_or_after_the_cost(written):
    assert to_text(parse(written)) == TEAM_HEAL


@pytest.mark.parametrize("written, canonical", [
    ("Solo Batalla Real. CAR 1 | Roba una carta", "CAR 1 | Si se juega en Batalla Real; roba una carta"),
    ("Solo 1vs1. CAR 1 | Roba una carta", "CAR 1 | Si se juega en 1vs1; roba una carta"),
    ("Solo 1vs1. Al comienzo de tu turno, roba una carta.",
     "Si se juega en 1vs1; Al comienzo de tu turno; roba una carta"),
    ("Solo Batalla Real. Tu Unidad gana +1 DEF", "Si se juega en Batalla Real; tu Unidad gana +1 DEF"),
])
def test_each_mode_header(written, canonical):
    assert to_text(parse(written)) == canonical


def test_a_mode_header_is_the_first_requirement():
    ability = parse("Solo 2vs2. CAR 2 | Selecciona una Parte de tu aliado; repárale 3 PG")
    assert ability.cost == 2 and ability.requirements[0] == A.Condition(A.GameMode("2v2"))


def test_a_mode_header_with_nothing_after_is_refused():
    with pytest.raises(AbilitySyntaxError):
        parse("Solo 2vs2. CAR 2 |")


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Selecciona a tu aliado; tu aliado gana 2 CAR", "CAR 1 | Selecciona a tu compañero; tu compañero gana 2 "
                                                            "CAR"),
    ("La Unidad de tu aliado gana +1 DEF", "La Unidad de tu compañero gana +1 DEF"),
    ("Las Unidades de tus aliados ganan +1 DEF", "La Unidad de tu compañero gana +1 DEF"),
    ("CAR 1 | Selecciona una Parte de un aliado; repárale 2 PG", "CAR 1 | Selecciona una Parte de tu compañero; "
                                                                 "repárale 2 PG"),
])
def test_aliado_is_the_teammate(written, canonical):
    assert to_text(parse(written)) == canonical


# --- «a un oponente que haya reclamado más Botines de Guerra que tú» -----------------------------------------

RICHER = "CAR 3 | Selecciona a un oponente que haya reclamado más Botines de Guerra que tú; roba 2 cartas"
LEADER = "CAR 3 | Selecciona al oponente que haya reclamado más Botines de Guerra; roba 2 cartas"


@pytest.mark.parametrize("written", [
    "CAR 3 | Selecciona a un oponente que haya reclamado más Botines de Guerra que tú; roba dos cartas.",
    "CAR 3 | Selecciona a un oponente que tenga más Botines de Guerra que tú; roba dos cartas",
    "CAR 3 | Elige a un oponente con más Botines de Guerra que tú. Roba dos cartas.",
    "CAR 3 | Selecciona a un oponente con más Botines de Guerra reclamados que tú, roba 2 cartas",
    "CAR 3 | Selecciona a un rival que ha reclamado más Botines de Guerra que tú; roba dos cartas",
])
def test_the_ways_to_say_an_opponent_ahead_of_you(written):
    ability = parse(written)
    assert to_text(ability) == RICHER
    assert ability.requirements[0] == A.SelectPlayer(A.Player.OPPONENT, richer=True)


@pytest.mark.parametrize("written", [
    "CAR 3 | Selecciona al oponente con más Botines de Guerra; roba dos cartas",
    "CAR 3 | Selecciona al oponente con más Botines de Guerra reclamados; roba dos cartas",
    "CAR 3 | Selecciona al oponente que haya reclamado más Botines de Guerra (si hay empate, elige entre ellos); roba "
    "dos cartas",
    "CAR 3 | Selecciona al oponente que haya reclamado más Botines de Guerra (en caso de empate, eliges tú); roba dos "
    "cartas",
])
def test_the_ways_to_say_the_leader(written):
    assert to_text(parse(written)) == LEADER


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona a un oponente y una Parte de su Unidad; hazle dos puntos de daño.",
    "CAR 2 | Elige a un oponente y una de sus Partes. Hazle 2 puntos de daño.",
    "CAR 2 | Selecciona a un oponente; selecciona una Parte de su Unidad y hazle 2 puntos de daño",
])
def test_a_pilot_then_one_of_its_parts(written):
    assert to_text(parse(written)) == ("CAR 2 | Selecciona a un oponente; Selecciona una Parte de tu oponente "
                                       "equipada; hazle 2 puntos de daño")


# --- «la Unidad del piloto que la destruyó» ----------------------------------------------------------------

AVENGE_ALL = "Cuando tu oponente destruya esta Parte; haz 1 punto de daño a cada Parte de tu oponente equipada"
AVENGE_ONE = "Cuando tu oponente destruya esta Parte; haz 2 puntos de daño a una Parte de tu oponente equipada"


@pytest.mark.parametrize("written, canonical", [
    ("Cuando esta Parte sea destruida, haz un punto de daño a cada Parte equipada de la Unidad del piloto que la "
     "destruyó.", AVENGE_ALL),
    ("Cuando esta Parte sea destruida, haz 1 punto de daño a cada Parte equipada de la Unidad del oponente que la "
     "destruyó", AVENGE_ALL),
    ("Cuando esta Parte es destruida; haz un punto de daño a cada Parte equipada de quien la destruyó", AVENGE_ALL),
    ("Cuando esta Parte sea destruida, haz 2 puntos de daño a una Parte equipada de la Unidad que la destruyó.",
     AVENGE_ONE),
    ("Cuando esta Parte sea destruida por un oponente, haz 2 puntos de daño a una Parte de su Unidad.", AVENGE_ONE),
    ("Cuando esta Parte es destruida por tu oponente, haz dos puntos de daño a una Parte de su Unidad", AVENGE_ONE),
    ("Cuando un oponente destruya esta Parte, haz 2 puntos de daño a una Parte de su Unidad", AVENGE_ONE),
    ("Cuando tu oponente destruya esta Parte, haz 2 puntos de daño a una Parte equipada del rival que la destruyó",
     AVENGE_ONE),
])
def test_the_ways_to_name_the_destroyer(written, canonical):
    """The pilot who destroyed it is the opponent who did (docs/rulings.md 119)."""
    assert to_text(parse(written)) == canonical


def test_the_destroyer_is_the_trigger_by_an_opponent():
    ability = parse("Cuando esta Parte sea destruida, roba una carta y haz 1 punto de daño a una Parte de quien la "
                    "destruyó")
    (trigger,) = ability.requirements
    assert type(trigger) is A.DestroyedBy and trigger.by is A.Player.OPPONENT and isinstance(trigger.subject, A.ThisCard)
    assert ability.simple_effects()[1].target.owner is A.Whose.OPPONENT


@pytest.mark.parametrize("text, column", [
    ("CAR 1 | Haz 2 puntos de daño a una Parte de la Unidad que la destruyó", 55),
    ("Cuando esta Parte sea dañada, haz 2 puntos de daño a una Parte de la Unidad que la destruyó", 77),
    ("Cuando destruyas una Parte de tu oponente, haz 2 puntos de daño a una Parte del piloto que la destruyó", 88),
])
def test_the_destroyer_without_a_destruction_by_an_opponent_is_refused(text, column):
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert error.value.column == column
    assert error.value.message.startswith("«el piloto que la destruyó» solo nombra a alguien en una habilidad que "
                                          "salta al destruirse una Parte")


@pytest.mark.parametrize("written, canonical", [
    ("Cuando tu oponente robe una carta, haz un punto de daño a una Parte de su Unidad.",
     "Cuando tu oponente robe una carta; haz 1 punto de daño a una Parte de tu oponente equipada"),
    ("Al comienzo del turno de tu oponente, haz un punto de daño a una Parte de su Unidad.",
     "Al comienzo del turno de tu oponente; haz 1 punto de daño a una Parte de tu oponente equipada"),
    ("Cuando tu oponente destruya esta Parte, ese piloto descarta una carta.",
     "Cuando tu oponente destruya esta Parte; tu oponente descarta una carta"),
])
def test_su_after_an_opponents_event_is_that_opponents(written, canonical):
    """«su Unidad» in a clause whose subject is you names the opponent the event names (docs/rulings.md 119)."""
    assert to_text(parse(written)) == canonical


# --- «Al final del próximo turno de ese oponente, …» ----------------------------------------------------------

LATER_PART = "CAR 2 | Selecciona una Parte de tu oponente; Al final del próximo turno de ese piloto; hazle 3 puntos de daño"


@pytest.mark.parametrize("written, canonical", [
    ("CAR 2 | Selecciona una Parte de un oponente. Al final del próximo turno de ese oponente, esa Parte recibe tres "
     "puntos de daño.", LATER_PART),
    ("CAR 2 | Selecciona una Parte de un oponente. Al final del próximo turno de ese oponente, hazle 3 puntos de daño",
     LATER_PART),
    ("CAR 2 | Selecciona una Parte de un rival; al final de su siguiente turno, hazle tres puntos de daño", LATER_PART),
    ("CAR 2 | Selecciona una Parte de un oponente; al comienzo del próximo turno de su dueño, hazle 2 puntos de daño.",
     "CAR 2 | Selecciona una Parte de tu oponente; Al comienzo del próximo turno de su dueño; hazle 2 puntos de daño"),
    ("CAR 2 | Selecciona a un oponente. Al final de su próximo turno, roba una carta",
     "CAR 2 | Selecciona a un oponente; Al final del próximo turno de ese piloto; roba una carta"),
    ("CAR 2 | Selecciona a un oponente; al inicio de su próximo turno, roba una carta",
     "CAR 2 | Selecciona a un oponente; Al comienzo del próximo turno de ese piloto; roba una carta"),
])
def test_the_ways_to_say_a_moment_of_their_next_turn(written, canonical):
    assert to_text(parse(written)) == canonical


def test_a_moment_of_their_next_turn_with_nobody_to_name_is_nm151():
    ability = parse("CAR 2 | Roba una carta. Al final de su próximo turno, roba una carta")
    assert [(message, hint) for _node, message, hint in their_turn_problems(ability)] == [(NO_PILOT, HINT_NO_PILOT)]
    assert their_turn_problems(parse(LATER_PART)) == []


@pytest.mark.parametrize("written, canonical", [
    ("CAR 1 | Tu Unidad gana +2 DEF hasta la próxima Fase de Recarga de tu oponente",
     "CAR 1 | Tu Unidad gana +2 DEF hasta el inicio del próximo turno de tu oponente"),
    ("CAR 1 | Tu Unidad gana +2 DEF hasta el siguiente turno de tu oponente",
     "CAR 1 | Tu Unidad gana +2 DEF hasta el inicio del próximo turno de tu oponente"),
    ("CAR 1 | Tu Unidad gana +2 DEF hasta el fin del próximo turno de tu oponente",
     "CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente"),
    ("CAR 2 | Selecciona una Parte de tu oponente; al final del siguiente turno de tu oponente, hazle 3 puntos de daño",
     "CAR 2 | Selecciona una Parte de tu oponente; Al final del próximo turno de tu oponente; hazle 3 puntos de daño"),
])
def test_any_opponents_next_turn_said_otherwise_keeps_its_meaning(written, canonical):
    """«tu oponente» after the same words is any opponent's turn (docs/rulings.md 42), not one pilot's."""
    ability = parse(written)
    assert to_text(ability) == canonical and parse(canonical) == ability
