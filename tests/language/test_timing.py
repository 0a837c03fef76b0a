"""Time in the ability text (issue 26, constructs/timing.py): the many ways a designer writes how long an
effect lasts, an effect that happens later and how often an ability may be used, each read with one meaning
(rulebook 3.2 (5), 5.3, 5.4; docs/rulings.md 58–61)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, ast as A, parse, to_text

#: canonical reading → the ways a designer writes it
SAME = {
    "CAR 1 | Tu Unidad gana +3 DEF hasta el final de la fase": [
        "CAR 1 | Tu Unidad gana +3 DEF hasta el final de la fase.",
        "CAR 1 | Tu Unidad gana +3 DEF hasta el final de esta fase",
        "CAR 1 | Tu Unidad obtiene +3 DEF hasta que acabe la fase",
        "CAR 1 | Tu Unidad tiene +3 DEF hasta que termine la fase.",
        "CAR 1 | Tu Unidad tiene +3 DEF hasta el fin de la fase",
        "CAR 1 | Hasta el final de la fase, tu Unidad gana +3 DEF",
        "CAR 1 | Hasta que termine la fase, tu Unidad gana +3 DEF.",
        "CAR 1 | Hasta el final de esa fase, tu Unidad tiene +3 DEF",
    ],
    "CAR 1 | Tu Unidad gana +1 VEL hasta el final de la ronda": [
        "CAR 1 | Tu Unidad gana +1 VEL hasta que termine la ronda",
        "CAR 1 | Tu Unidad tiene +1 VEL hasta el final de esta ronda.",
        "CAR 1 | Hasta el final de la ronda, tu Unidad tiene +1 VEL",
        "CAR 1 | hasta que acabe la ronda, tu Unidad obtiene +1 VEL",
    ],
    "CAR 1 | Tu Unidad gana +2 DEF hasta el inicio de tu próximo turno": [
        "CAR 1 | Tu Unidad gana +2 DEF hasta tu próximo turno",
        "CAR 1 | Tu Unidad gana +2 DEF hasta tu siguiente turno",
        "CAR 1 | Tu Unidad gana +2 DEF hasta tu próxima Fase de Recarga",
        "CAR 1 | Tu Unidad tiene +2 DEF hasta tu siguiente fase de recarga.",
        "CAR 1 | Hasta tu próxima Fase de Recarga, tu Unidad gana +2 DEF",
        "CAR 1 | Hasta el inicio de tu siguiente turno, tu Unidad tiene +2 DEF",
        "CAR 1 | Hasta el comienzo de tu próximo turno, tu Unidad tiene +2 DEF.",
    ],
    "CAR 1 | La Unidad de tu oponente pierde 2 FUE hasta el inicio del próximo turno de tu oponente": [
        "CAR 1 | La Unidad de tu oponente pierde 2 FUE hasta el comienzo del siguiente turno de tu oponente",
        "CAR 1 | La Unidad de un oponente pierde 2 FUE hasta el inicio del próximo turno de un oponente.",
        "CAR 1 | Hasta el inicio del próximo turno de tu oponente, la Unidad de tu oponente pierde 2 FUE",
    ],
    "CAR 1 | Tu Unidad gana +1 DEF durante el resto de la partida": [
        "CAR 1 | Tu Unidad gana +1 DEF para el resto de la partida",
        "CAR 1 | Tu Unidad gana +1 DEF de forma permanente",
        "CAR 1 | Tu Unidad gana +1 DEF de manera permanente.",
        "CAR 1 | Tu Unidad tiene +1 DEF permanentemente",
        "CAR 1 | Tu Unidad gana +1 DEF para siempre",
        "CAR 1 | Tu Unidad gana +1 DEF hasta el final de la partida",
        "CAR 1 | A partir de ahora, tu Unidad gana +1 DEF",
        "CAR 1 | Durante el resto de la partida, tu Unidad gana +1 DEF.",
    ],
    "CAR 1 | Tu Unidad gana +2 FUE y +1 DEF hasta el final del turno": [
        "CAR 1 | Hasta que termine el turno, tu Unidad gana +2 FUE y +1 DEF",
        "CAR 1 | Hasta el final del turno, tu Unidad gana +2 FUE y +1 DEF.",
        "CAR 1 | Tu Unidad gana +2 FUE y +1 DEF hasta que acabe el turno",
        "CAR 1 | Tu Unidad gana +2 FUE y +1 DEF hasta el final de este turno",
    ],
    "CAR 1 | Selecciona una Parte de tu oponente; dale -2 FUE hasta el final de la fase": [
        "CAR 1 | Selecciona una Parte de tu oponente; hasta el final de la fase, dale -2 FUE",
        "CAR 1 | Selecciona una Parte de un oponente. Hasta que termine la fase, dale -2 FUE.",
    ],
    # uses per round and per game
    "CAR 0 | Una vez por ronda; roba una carta": [
        "CAR 0 | Una sola vez por ronda; roba una carta",
        "CAR 0 | Solo una vez por ronda, roba una carta",
        "CAR 0 | Roba una carta. Solo una vez por ronda",
        "CAR 0 | Roba una carta. Una vez por ronda.",
        "CAR 0 | Roba una carta. Una vez en cada ronda.",
        "CAR 0 | Roba una carta. Puedes activar esta habilidad una vez por ronda.",
    ],
    "CAR 0 | Dos veces por ronda; roba una carta": [
        "CAR 0 | 2 veces por ronda; roba una carta",
        "CAR 0 | Roba una carta. Esta habilidad se puede activar dos veces por ronda.",
    ],
    "CAR 0 | Una vez por partida; roba una carta": [
        "CAR 0 | Una sola vez por partida, roba una carta",
        "CAR 0 | Solo una vez por partida; roba una carta",
        "CAR 0 | Roba una carta. Solo una vez por partida.",
        "CAR 0 | Roba una carta. Una única vez por partida.",
        "CAR 0 | Roba una carta. Una vez en toda la partida.",
        "CAR 0 | Roba una carta. Puedes usar esta habilidad una vez por partida.",
    ],
    "CAR 0 | Tres veces por turno; roba una carta": [
        "CAR 0 | Roba una carta. Puedes activar esta habilidad hasta tres veces por turno.",
        "CAR 0 | Roba una carta. Puedes usar esta habilidad hasta 3 veces por turno",
        "CAR 0 | Roba una carta. Esta habilidad puede activarse tres veces por turno.",
        "CAR 0 | Hasta tres veces por turno; roba una carta",
    ],
    "Una vez por turno; Cuando robes una carta; gana 1 CAR": [
        "La primera vez en cada turno que robes una carta, gana 1 CAR",
        "La primera vez cada turno que robes una carta, gana 1 CAR.",
        "la primera vez en un turno que robes una carta; gana 1 CAR",
    ],
    "Una vez por ronda; Cuando robes una carta; gana 1 CAR": [
        "Una vez por ronda, cuando robes una carta, gana 1 CAR",
        "Solo una vez por ronda, cuando robes una carta, gana 1 CAR.",
        "La primera vez en cada ronda que robes una carta, gana 1 CAR",
    ],
    # effects that happen later
    "CAR 1 | Al comienzo de tu próximo turno; roba 2 cartas": [
        "CAR 1 | Al comienzo de tu próximo turno, roba dos cartas",
        "CAR 1 | Al inicio de tu próximo turno; roba 2 cartas.",
        "CAR 1 | Al comienzo de tu siguiente turno, roba dos cartas",
        "CAR 1 | Al principio de tu próximo turno, roba dos cartas",
        "CAR 1 | Al empezar tu próximo turno, roba dos cartas.",
        "CAR 1 | En tu próximo turno, roba dos cartas",
    ],
    "CAR 1 | Al final de tu próximo turno; roba 2 cartas": [
        "CAR 1 | Al final de tu siguiente turno, roba 2 cartas",
        "CAR 1 | Al terminar tu próximo turno, roba dos cartas.",
    ],
    "CAR 1 | Al comienzo de tu próxima Fase de Recarga; gana 2 CAR": [
        "CAR 1 | Al comienzo de tu próxima Fase de Recarga, obtén 2 CAR adicionales.",
        "CAR 1 | Al inicio de tu siguiente Fase de Recarga, gana 2 CAR",
        "CAR 1 | En tu próxima fase de Recarga, ganas 2 puntos de Carga",
    ],
    "CAR 1 | Al final de tu próxima Fase de Recarga; pierde 2 CAR": [
        "CAR 1 | Tras tu próxima Fase de Recarga, pierdes 2 CAR",
        "CAR 1 | Tras la fase de Recarga de tu próximo turno, pierdes 2 puntos de Carga.",
        "CAR 1 | Después de tu próxima Fase de Recarga, pierde 2 CAR",
    ],
    "CAR 2 | Selecciona una Parte de tu oponente; Al final del próximo turno de tu oponente; hazle 3 puntos de daño": [
        "CAR 2 | Selecciona una Parte de tu oponente; al final del próximo turno de tu oponente, hazle 3 puntos de daño",
        "CAR 2 | Selecciona una Parte de un oponente. Al final del siguiente turno de tu oponente, inflígele tres "
        "puntos de daño.",
        "CAR 2 | Selecciona una Parte enemiga. Al final del próximo turno de un oponente, hazle 3 puntos de daño",
    ],
    "CAR 1 | Al comienzo del próximo turno de tu oponente; roba una carta": [
        "CAR 1 | Al inicio del siguiente turno de tu oponente, roba una carta",
        "CAR 1 | Al comienzo del próximo turno de un oponente, roba una carta.",
    ],
    "CAR 1 | Al comienzo de la próxima Fase de Recarga de tu oponente; roba una carta": [
        "CAR 1 | En la próxima Fase de Recarga de tu oponente, roba una carta",
        "CAR 1 | Al comienzo de la siguiente Fase de Recarga de tu oponente, roba una carta.",
    ],
    "CAR 0 | Al final del turno; roba una carta": [
        "CAR 0 | Al final del turno, roba una carta",
        "CAR 0 | Al final de este turno, roba una carta.",
        "CAR 0 | Al final del turno en curso, roba una carta",
        "CAR 0 | Al terminar el turno, roba una carta",
        "CAR 0 | Al acabar el turno; roba una carta",
        "CAR 0 | Cuando termine el turno, roba una carta",
    ],
}
CASES = [(canonical, text) for canonical, texts in SAME.items() for text in [canonical, *texts]]


@pytest.mark.parametrize("canonical, text", CASES, ids=[t for _, t in CASES])
def test_each_way_of_saying_it_reads_as_one_meaning(canonical, text):
    assert to_text(parse(text)) == canonical
    assert parse(text) == parse(canonical)


def test_the_durations_are_their_timings():
    timing = {text: parse(text).effect.duration.timing for text in (
        "CAR 1 | Tu Unidad gana +3 DEF hasta el final de la fase", "CAR 1 | Tu Unidad gana +1 VEL hasta el final de la ronda",
        "CAR 1 | Tu Unidad gana +1 VEL hasta el inicio del próximo turno de tu oponente",
        "CAR 1 | Tu Unidad gana +1 DEF permanentemente")}
    assert list(timing.values()) == [A.Timing.END_OF_PHASE, A.Timing.END_OF_ROUND,
                                     A.Timing.START_OF_OPPONENTS_NEXT_TURN, A.Timing.REST_OF_GAME]


def test_a_duration_written_first_lasts_only_the_effects_that_last():
    ability = parse("CAR 1 | Hasta el final de la ronda, tu Unidad tiene +1 VEL y roba una carta")
    change, draw = ability.effect.effects
    assert change.duration.timing is A.Timing.END_OF_ROUND and isinstance(draw, A.Draw)


def test_an_effect_with_its_own_duration_keeps_it():
    ability = parse("CAR 1 | Hasta el final de la ronda, tu Unidad gana +1 VEL y tu Unidad gana +1 DEF hasta el final "
                    "del turno")
    assert [e.duration.timing for e in ability.effect.effects] == [A.Timing.END_OF_ROUND, A.Timing.END_OF_TURN]


@pytest.mark.parametrize("text, column", [
    ("CAR 1 | Hasta el final del turno, roba una carta", 9),
    ("CAR 1 | Selecciona una Parte; hasta el final de la ronda, destrúyela", 31),
])
def test_a_duration_written_first_that_nothing_takes_is_refused(text, column):
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert error.value.message == ("ningún efecto de los que siguen dura un tiempo: la duración escrita delante no se "
                                   "aplica a nada")
    assert error.value.column == column
    assert error.value.hint == ("una duración va con un cambio de estadísticas («gana +2 FUE») o una prohibición («no "
                                "puede …»); quítala, o escribe el efecto que debe durar")


def test_the_limits_are_per_round_and_per_game():
    assert parse("CAR 0 | Roba una carta. Solo una vez por ronda").requirements == (A.PerPeriod(1, "ronda"),)
    assert parse("CAR 0 | Una sola vez por partida; roba una carta").requirements == (A.PerPeriod(1, "partida"),)


def test_a_later_effect_waits_for_a_turn_after_this_one():
    later = parse("CAR 1 | Al final de tu próximo turno; roba 2 cartas").requirements[0]
    assert isinstance(later, A.NextTime) and later.next_turn
    assert later.event == A.PhaseEvent(False, A.Phase.TURN, A.Turn.YOURS)
    this_turn = parse("CAR 1 | Al final del turno; roba 2 cartas").requirements[0]
    assert not this_turn.next_turn and this_turn.event.turn is A.Turn.EACH
    phase = parse("CAR 1 | Al comienzo de tu próxima Fase de Guerrilla; roba 2 cartas").requirements[0]
    assert not phase.next_turn and phase.event == A.PhaseEvent(True, A.Phase.GUERRILLA, A.Turn.YOURS)


@pytest.mark.parametrize("text", [
    "Al comienzo de tu turno; roba una carta",
    "Al final del turno de tu oponente; roba una carta",
    "Al final de la Fase de Guerrilla de tu oponente; roba una carta",
])
def test_the_phase_triggers_are_still_triggers(text):
    assert isinstance(parse(text).requirements[0], A.PhaseEvent)
