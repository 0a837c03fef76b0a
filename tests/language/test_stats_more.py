"""Round 9, stats and durations in a designer's words (constructs/stats_more.py, packs/nismatch/lexico.yaml;
rulebook 5.3.5, 5.4; docs/rulings.md 196–197): a change that lasts until the end of the Fase de Guerrilla or of the
next round, and the stats of the Unidad that attacks or defends."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.parser import parse
from nismatch_cards.games.nismatch.language.printer import to_text

GUERRILLA_FUE = "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase de Guerrilla"
NEXT_ROUND_VEL = "CAR 3 | Tu Unidad gana +2 VEL hasta el final de la próxima ronda"
DEFENDER_DEF = "Cuando declares una Guerrilla; la Unidad defensora pierde 1 DEF hasta el final de la fase de Guerrilla"
ATTACKER_FUE = "Guerrilla. CAR 1 | Si eres el defensor; la Unidad atacante pierde 2 FUE hasta el final de la batalla"


def reads_as(written: str, canonical: str) -> None:
    ability = parse(written)
    assert to_text(ability) == canonical
    assert parse(canonical) == ability


@pytest.mark.parametrize("written", [
    "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase de Guerrilla.",
    "CAR 1 | tu unidad gana +2 FUE hasta el final de la Fase de Guerrilla",
    "CAR 1 | Hasta el final de la fase de Guerrilla, tu Unidad gana +2 FUE.",
    "CAR 1 | Tu Unidad gana dos puntos de FUE hasta el final de la fase de Guerrilla.",
    "CAR 1 | Tu Unidad gana +2 FUE hasta que termine la fase de Guerrilla.",
    "CAR 1 | Tu Unidad gana +2 FUE hasta que acabe la fase de Guerrilla",
    "CAR 1 | Tu Unidad gana +2 FUE hasta el fin de la fase de Guerrilla",
    "CAR 1 | +2 FUE a tu Unidad hasta el final de la fase de Guerrilla.",
])
def test_until_the_end_of_the_guerrilla_phase(written):
    """5.3.5: the Fase de Guerrilla ends with its battle; ruling 196."""
    reads_as(written, GUERRILLA_FUE)
    assert parse(written).simple_effects()[0].duration.timing is A.Timing.END_OF_GUERRILLA_PHASE


@pytest.mark.parametrize("written", [
    "CAR 3 | Tu Unidad gana +2 VEL hasta el final de la próxima ronda.",
    "CAR 3 | Hasta el final de la próxima ronda, tu Unidad gana +2 VEL.",
    "CAR 3 | Tu Unidad gana +2 VEL hasta el final de la ronda siguiente",
    "CAR 3 | Tu Unidad gana +2 VEL hasta el final de la siguiente ronda.",
    "CAR 3 | tu unidad obtiene +2 VEL hasta que termine la próxima ronda",
    "CAR 3 | Tu Unidad tiene +2 VEL hasta el final de la proxima ronda",
])
def test_until_the_end_of_the_next_round(written):
    """5.4: the order of the next round is worked out with it; ruling 196."""
    reads_as(written, NEXT_ROUND_VEL)


def test_the_end_of_the_phase_is_still_the_phase_in_play():
    """«hasta el final de la fase» without «de Guerrilla» keeps its meaning (constructs/timing.py)."""
    assert to_text(parse("CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase")) == \
        "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase"


@pytest.mark.parametrize("written", [
    "CAR 1 | Tu Unidad gana +2 DEF hasta el principio de tu próximo turno.",
    "CAR 1 | Hasta el principio de tu siguiente turno, tu Unidad gana +2 DEF.",
])
def test_the_start_of_your_next_turn_said_otherwise(written):
    reads_as(written, "CAR 1 | Tu Unidad gana +2 DEF hasta el inicio de tu próximo turno")


@pytest.mark.parametrize("written", [
    "Cuando declares una Guerrilla, la Unidad defensora pierde 1 DEF hasta el final de la fase de Guerrilla.",
    "Cuando declares una Guerrilla; la Unidad del defensor pierde 1 DEF hasta el final de la fase de Guerrilla",
    "Cuando declares una Guerrilla, la unidad que defiende pierde 1 DEF hasta el final de la fase de Guerrilla.",
    "Cuando declares una Guerrilla, la Unidad defensora pierde un punto de DEF hasta que termine la fase de "
    "Guerrilla.",
    "Cuando declares una Guerrilla, hasta el final de la fase de Guerrilla, la Unidad defensora pierde 1 DEF.",
    "Cuando declares una Guerrilla, la Unidad defensora tiene -1 DEF hasta el final de la fase de Guerrilla.",
    "Cuando declares una Guerrilla, la Unidad que está defendiendo pierde 1 DEF hasta el final de la fase de "
    "Guerrilla.",
])
def test_the_defending_unit_loses(written):
    """5.3.5: the declaration names the defender; ruling 197."""
    reads_as(written, DEFENDER_DEF)


@pytest.mark.parametrize("written", [
    "Guerrilla. CAR 1 | Si eres el defensor; la Unidad atacante pierde 2 FUE hasta el final de la batalla.",
    "Guerrilla. CAR 1 | Si eres el defensor, la Unidad del atacante pierde 2 FUE durante esta batalla.",
    "Guerrilla. CAR 1 | Si defiendes, la Unidad que ataca pierde 2 FUE hasta el final de la batalla.",
    "Guerrilla. CAR 1 | Si eres el defensor; durante esta batalla, la Unidad atacante tiene -2 FUE.",
    "Guerrilla. CAR 1 | Si eres el defensor; -2 FUE para la Unidad atacante hasta el final de la batalla",
])
def test_the_attacking_unit_loses(written):
    reads_as(written, ATTACKER_FUE)


def test_a_fighter_gains_too():
    reads_as("Guerrilla. CAR 1 | La Unidad atacante gana +1 FUE y +1 DEF durante esta batalla.",
             "Guerrilla. CAR 1 | La Unidad atacante gana +1 FUE y +1 DEF hasta el final de la batalla")


def test_the_defending_unit_is_not_your_opponents():
    """«la Unidad defensora» is whoever defends, not «la Unidad de tu oponente» (ruling 197)."""
    change = parse(DEFENDER_DEF).simple_effects()[0]
    assert change.subject != parse("Cuando declares una Guerrilla; la Unidad de tu oponente pierde 1 DEF hasta el "
                                   "final de la fase de Guerrilla").simple_effects()[0].subject
    assert to_text(parse(ATTACKER_FUE)).count("la Unidad atacante") == 1


MUTED_FUE_DEF = ("CAR 2 | Selecciona una Parte de tu oponente; su FUE y su DEF no cuentan para su Unidad hasta el "
                 "inicio de tu próximo turno")
MUTED_ALL = ("CAR 2 | Selecciona una Parte de tu oponente; su FUE, su DEF y su VEL no cuentan para su Unidad hasta el "
             "final del turno")


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte enemiga; hasta el inicio de tu próximo turno, su FUE y su DEF no cuentan para su "
    "Unidad.",
    "CAR 2 | Selecciona una Parte de un oponente; su FUE y su DEF no cuentan hasta el inicio de tu próximo turno.",
    "CAR 2 | Elige una Parte de tu oponente. Hasta el comienzo de tu próximo turno, su FUE y su DEF no se suman a su "
    "Unidad.",
    "CAR 2 | Selecciona una Parte de tu oponente; no otorga FUE ni DEF hasta el inicio de tu próximo turno.",
    "CAR 2 | Selecciona una Parte de tu oponente; no da su FUE ni su DEF a su Unidad hasta tu próximo turno.",
    "CAR 2 | Selecciona una Parte de tu oponente; no aporta FUE ni DEF hasta el inicio de tu próximo turno.",
    "CAR 2 | Selecciona una Parte de tu oponente; deja de otorgar FUE ni DEF hasta el inicio de tu próximo turno.",
])
def test_a_partes_fue_and_def_do_not_count(written):
    """4.3, 4.4: the Unidad sums its Partes; ruling 198."""
    reads_as(written, MUTED_FUE_DEF)


@pytest.mark.parametrize("written", [
    "CAR 2 | Selecciona una Parte de un oponente; no otorga estadísticas hasta el final del turno.",
    "CAR 2 | Selecciona una Parte de tu oponente; sus estadísticas no cuentan para su Unidad hasta el final del turno.",
    "CAR 2 | Selecciona una Parte de tu oponente; hasta el final del turno, no otorga ninguna estadística.",
    "CAR 2 | Selecciona una Parte de tu oponente; no suma sus estadísticas a su Unidad hasta el final del turno.",
    "CAR 2 | Selecciona una Parte de tu oponente; su FUE, su DEF y su VEL no cuentan hasta el final del turno",
])
def test_none_of_a_partes_stats_count(written):
    reads_as(written, MUTED_ALL)


@pytest.mark.parametrize("written, canonical", [
    ("Guerrilla. CAR 2 | Elige una Parte de la Unidad defensora; durante esta batalla, su DEF no cuenta.",
     "Guerrilla. CAR 2 | Selecciona una Parte de la Unidad defensora; su DEF no cuenta para su Unidad hasta el final "
     "de la batalla"),
    ("Guerrilla. CAR 2 | Selecciona una Parte de la Unidad defensora; no otorga FUE ni DEF durante esta batalla.",
     "Guerrilla. CAR 2 | Selecciona una Parte de la Unidad defensora; su FUE y su DEF no cuentan para su Unidad hasta "
     "el final de la batalla"),
    ("CAR 1 | Selecciona una Parte de tu oponente; su VEL no cuenta hasta el final de la ronda.",
     "CAR 1 | Selecciona una Parte de tu oponente; su VEL no cuenta para su Unidad hasta el final de la ronda"),
])
def test_one_stat_does_not_count(written, canonical):
    reads_as(written, canonical)


NO_DAMAGE = "Guerrilla. CAR 2 | Cancela la batalla"


@pytest.mark.parametrize("written", [
    "Guerrilla. CAR 2 | La batalla acaba sin que ninguna Unidad reciba daño.",
    "Guerrilla. CAR 2 | La batalla termina sin daño para nadie.",
    "Guerrilla. CAR 2 | La batalla acaba sin daño.",
    "Guerrilla. CAR 2 | Esta batalla no hace daño a nadie.",
    "Guerrilla. CAR 2 | la batalla no hace daño",
    "Guerrilla. CAR 2 | Cancela la batalla en curso.",
    "Guerrilla. CAR 2 | Cancela esta batalla",
    "Guerrilla. CAR 2 | Las Unidades se retiran sin hacerse daño.",
    "Guerrilla. CAR 2 | Nadie recibe daño en esta batalla.",
    "Guerrilla. CAR 2 | ninguna unidad recibe daño en esta batalla",
    "Guerrilla. CAR 2 | Cancela la batalla en curso. Las Unidades se retiran sin hacerse daño.",
    "Guerrilla. CAR 2 | Cancela la batalla; las Unidades se retiran sin hacerse daño.",
])
def test_the_battle_is_cancelled(written):
    """5.3.5: the Unidades withdraw without comparing FUE and DEF; ruling 197."""
    reads_as(written, NO_DAMAGE)


@pytest.mark.parametrize("written", [
    "CAR 2 | Si tu Unidad es la defensora en esta batalla; la batalla acaba sin que ninguna Unidad reciba daño.",
    "CAR 2 | Si tu Unidad es la defensora, la batalla termina sin daño para nadie.",
    "CAR 2 | Si eres el defensor, la batalla no hace daño.",
    "CAR 2 | Si defiendes, ninguna Unidad recibe daño en esta batalla.",
])
def test_the_defender_stops_the_battles_damage(written):
    reads_as(written, "CAR 2 | Si eres el defensor; cancela la batalla")


def test_the_withdrawal_after_another_effect_is_kept():
    """«Las Unidades se retiran sin hacerse daño» is dropped only after «Cancela la batalla», which says it."""
    reads_as("Guerrilla. CAR 2 | Tu Unidad gana +2 FUE. Las Unidades se retiran sin hacerse daño.",
             "Guerrilla. CAR 2 | Tu Unidad gana +2 FUE y cancela la batalla")
