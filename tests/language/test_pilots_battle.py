"""Who acts and the Guerrilla in other designers' words (constructs/pilots_battle.py, the «pilots-battle» lexicon
block): mode headers in every order, both Unidades of a team, a Guerrilla against the Botines leader, the role in
the battle, another pilot's turn (docs/rulings.md 166–169)."""
import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

TWO_V_TWO_HEAL = "CAR 2 | Si se juega en 2vs2; Selecciona una Parte de tu compañero; repárale 3 PG"


@pytest.mark.parametrize("written", [
    "Solo 2vs2. CAR 2 | Selecciona una Parte de tu compañero; repárale 3 PG",
    "Solo en 2vs2: CAR 2 | Selecciona una Parte de tu compañero; repárale 3 PG",
    "CAR 2 | Solo en 2vs2. Selecciona una Parte de tu compañero; repárale 3 PG",
    "CAR 2 | Solo en partidas 2vs2, selecciona una Parte de tu compañero; repárale 3 PG.",
    "CAR 2 | Solo en partidas de 2vs2, selecciona una Parte de tu aliado; repárale 3 PG.",
    "Solo en las partidas de 2vs2. CAR 2 | Selecciona una Parte de tu compañero; repárale 3 PG",
    "Solo para 2vs2. CAR 2 | Selecciona una Parte de tu compañero; repárale 3 PG",
    "Solo 2vs2 — CAR 2 | Selecciona una Parte de tu compañero; repárale 3 PG",
])
def test_a_mode_header_before_or_after_the_cost_in_every_wording(written):
    assert to_text(parse(written)) == TWO_V_TWO_HEAL


@pytest.mark.parametrize("written, reading", [
    ("En 2vs2 y Batalla Real, las Unidades de tus oponentes tienen -1 VEL.",
     "Si se juega en 2vs2 o Batalla Real; la Unidad de cada oponente pierde 1 VEL"),
    ("En partidas 2vs2 o de Batalla Real, la Unidad de cada oponente pierde 1 VEL.",
     "Si se juega en 2vs2 o Batalla Real; la Unidad de cada oponente pierde 1 VEL"),
    ("Si jugáis 2vs2 o Batalla Real, la Unidad de cada oponente pierde 1 VEL.",
     "Si se juega en 2vs2 o Batalla Real; la Unidad de cada oponente pierde 1 VEL"),
    ("Solo en 1vs1 y en 2vs2: tu Unidad gana +1 FUE", "Si se juega en 1vs1 o 2vs2; tu Unidad gana +1 FUE"),
    ("Solo en 1vs1 o Batalla Real. CAR 1 | Roba una carta", "CAR 1 | Si se juega en 1vs1 o Batalla Real; roba una carta"),
])
def test_two_modes_are_either_of_them_never_both(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    mode = next(n for n in ability.walk() if isinstance(n, A.GameModes))
    assert {mode.mode, mode.also} != {"1v1", "2v2", "batalla_real"} and mode.mode != mode.also


TEAM_DEF = "Si se juega en 2vs2; tu Unidad y la de tu compañero ganan +2 DEF hasta el inicio de tu próximo turno"


@pytest.mark.parametrize("written", [
    "Solo en 2vs2. Tu Unidad y la de tu compañero ganan +2 DEF hasta el inicio de tu próximo turno.",
    "Solo 2vs2. Tu Unidad y la de tu aliado obtienen +2 DEF hasta el inicio de tu próximo turno.",
    "En 2vs2, tu Unidad y la unidad de tu compañero tienen +2 DEF hasta el comienzo de tu próximo turno.",
    "En partidas 2vs2: las Unidades de tu equipo ganan +2 DEF hasta el inicio de tu próximo turno",
    "Solo en 2vs2. La Unidad de tu compañero y la tuya ganan +2 DEF hasta tu siguiente turno.",
])
def test_both_unidades_of_the_team_in_other_words(written):
    assert to_text(parse(written)) == TEAM_DEF


def test_a_bare_change_after_the_team_is_of_both_unidades_and_shares_the_duration():
    ability = parse("CAR 2 | Tu Unidad y la de tu compañero ganan +1 FUE y +1 DEF hasta el final del turno")
    changes = ability.simple_effects()
    assert [type(c.subject) for c in changes] == [A.TeamUnits, A.TeamUnits]
    assert {c.duration for c in changes} == {changes[0].duration} and changes[0].duration is not None
    assert changes[0].subject.player is A.Player.TEAM


@pytest.mark.parametrize("written, reading", [
    ("Cada piloto roba una carta; después, tú robas otra más.", "Cada piloto roba una carta y tú robas una carta"),
    ("Cada piloto roba una carta y tú robas una carta más.", "Cada piloto roba una carta y tú robas una carta"),
    ("Cada jugador roba una carta y luego tú robas otra.", "Cada piloto roba una carta y tú robas una carta"),
    ("Todos los pilotos roban una carta. Después, robas una más.", "Cada piloto roba una carta y tú robas una carta"),
    ("CAR 1 | Todos los jugadores descartan una carta", "CAR 1 | Cada piloto descarta una carta"),
])
def test_every_pilot_then_you(written, reading):
    assert to_text(parse(written)) == reading


LEADER = "Cuando declares una Guerrilla contra el oponente que haya reclamado más Botines de Guerra; roba una carta"
LEADER_OF_ALL = "Cuando declares una Guerrilla contra el piloto que haya reclamado más Botines de Guerra; roba una carta"


@pytest.mark.parametrize("written, reading", [
    ("Cuando declares una Guerrilla contra el oponente que haya reclamado más Botines de Guerra, roba una carta", LEADER),
    ("Cuando declares una Guerrilla contra el oponente que tenga más Botines de Guerra; roba una carta.", LEADER),
    ("Cuando declares una Guerrilla contra el oponente con más Botines, roba una carta", LEADER),
    ("Cuando declares una Guerrilla contra el oponente que más Botines de Guerra tiene, roba una carta", LEADER),
    ("Cuando declares una Guerrilla contra el piloto que más Botines de Guerra haya reclamado, roba una carta",
     LEADER_OF_ALL),
    ("Cuando declares una Guerrilla contra el jugador que ha reclamado más Botines de Guerra. Roba una carta.",
     LEADER_OF_ALL),
])
def test_a_guerrilla_against_the_botines_leader(written, reading):
    ability = parse(written)
    assert to_text(ability) == reading
    event = next(n for n in ability.walk() if isinstance(n, A.DeclaredOnLeader))
    assert event.of_all is (reading == LEADER_OF_ALL)


@pytest.mark.parametrize("written, reading", [
    ("CAR 1 | Solo si eres el atacante; roba una carta", "CAR 1 | Si eres el atacante; roba una carta"),
    ("CAR 1 | Únicamente si eres el defensor, roba una carta", "CAR 1 | Si eres el defensor; roba una carta"),
    ("CAR 2 | Atacas en una Guerrilla; tu Unidad usa su VEL en lugar de su FUE en esta batalla",
     "CAR 2 | Si eres el atacante; tu Unidad usa su VEL en lugar de su FUE en esta batalla"),
    ("CAR 2 | Defiendes en una Guerrilla; tu Unidad gana +2 DEF en esta batalla",
     "CAR 2 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("CAR 2 | Si defiendes, tu Unidad gana +2 DEF para esta batalla",
     "CAR 2 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("CAR 2 | Eres el defensor en una Guerrilla; tu Unidad gana +2 DEF durante la batalla",
     "CAR 2 | Si eres el defensor; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("Cuando un oponente te declare una Guerrilla, tu Unidad tiene +2 DEF en esa batalla.",
     "Cuando tu oponente te declare una Guerrilla; tu Unidad gana +2 DEF hasta el final de la batalla"),
    ("CAR 2 | Un oponente te declara una Guerrilla; su Unidad tiene -2 FUE en esta batalla.",
     "CAR 2 | Si tu oponente te declara una Guerrilla; la Unidad de tu oponente pierde 2 FUE hasta el final de la "
     "batalla"),
    ("CAR 2 | Un rival te declara una Guerrilla; roba una carta",
     "CAR 2 | Si tu oponente te declara una Guerrilla; roba una carta"),
])
def test_the_role_in_the_battle_and_its_duration(written, reading):
    assert to_text(parse(written)) == reading


@pytest.mark.parametrize("written, reading", [
    ("CAR 2 | Elige una Parte de un oponente; pierde 2 FUE hasta que acabe el siguiente turno de su dueño.",
     "CAR 2 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el final del próximo turno de su dueño"),
    ("CAR 3 | Elige a un oponente; hasta que termine su siguiente turno, no puede declarar ninguna Guerrilla.",
     "CAR 3 | Selecciona a un oponente; tu oponente no puede declarar Guerrillas hasta el final del próximo turno "
     "de ese piloto"),
    ("CAR 1 | Selecciona una Parte de un oponente; dale -1 DEF hasta que empiece el próximo turno de su dueño",
     "CAR 1 | Selecciona una Parte de tu oponente; dale -1 DEF hasta el inicio del próximo turno de su dueño"),
    ("CAR 1 | Selecciona a un oponente que te supere en Botines de Guerra reclamados; roba dos cartas.",
     "CAR 1 | Selecciona a un oponente que haya reclamado más Botines de Guerra que tú; roba 2 cartas"),
    ("Mientras tu Unidad tenga más VEL que cualquier otra Unidad, tu Unidad tiene +1 FUE.",
     "Mientras tu Unidad tenga más VEL que la de cada uno de los demás pilotos; tu Unidad gana +1 FUE"),
])
def test_another_pilots_turn_and_the_pilot_selected_in_other_words(written, reading):
    assert to_text(parse(written)) == reading


def test_a_subjectless_loss_is_of_the_part_selected_or_else_of_the_pilots_unidad():
    part = parse("CAR 1 | Selecciona una Parte de tu oponente; pierde 2 DEF hasta el final del turno")
    assert isinstance(part.simple_effects()[0].subject, A.It)
    pilot = parse("CAR 2 | Selecciona a un oponente; pierde 3 DEF hasta el final del turno")
    assert to_text(pilot) == "CAR 2 | Selecciona a un oponente; la Unidad de tu oponente pierde 3 DEF hasta el final del turno"


def test_a_rolls_stat_changes_share_one_duration():
    """Not «+3 FUE» for the rest of the game because the writer said the battle once (docs/rulings.md 169)."""
    ability = parse("Cuando declares una Guerrilla, tira un dado de 6 caras. Con 1, tu Unidad tiene -2 FUE en esa "
                    "batalla; con 5 o 6, tiene +3 FUE.")
    assert to_text(ability) == (
        "Cuando declares una Guerrilla; tira un dado: si sale 1, tu Unidad pierde 2 FUE hasta el final de la batalla; "
        "si sale 5 o 6, tu Unidad gana +3 FUE hasta el final de la batalla")


@pytest.mark.parametrize("written", [
    # the paraphrases of this kind (round 7's blind paraphrases) that now read as their meaning
    "Solo 2vs2. CAR 2 | Selecciona una Parte de la Unidad de tu aliado; recupera 3 PG.",
    "CAR 2 | Selecciona una Parte de un oponente; tiene -2 FUE hasta el final de su próximo turno.",
    "En Batalla Real, cada vez que un oponente declare una Guerrilla, gana 1 CAR.",
    "Tus oponentes no pueden declarar Guerrillas contra ti.",
])
def test_paraphrases_of_this_kind_parse(written):
    parse(written)


def test_a_team_change_still_needs_the_team_words():
    with pytest.raises(AbilitySyntaxError):
        parse("CAR 1 | Tu Unidad y la de tu oponente ganan +2 DEF hasta el final del turno")
