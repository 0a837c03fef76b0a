"""Time as designers write it (issue 26, round 5, constructs/timing_more.py): a phase trigger written «En tu
Fase …» or «Durante tu Fase …», and a moment written after the effects done now («Roba una carta. Al final del
turno, descarta una carta», «devuélvela a tu mano al final del turno») (rulebook 5.3, 4.7.1.2; docs/rulings.md
93, 94)."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, ast as A, parse, to_text

#: canonical reading → the ways a designer writes it
SAME = {
    "En tu Fase de Recarga; gana 1 CAR": [
        "En tu fase de Recarga, gana 1 CAR",
        "En tu Fase de Recarga; gana un punto de Carga.",
        "Durante tu Fase de Recarga, ganas 1 punto de Carga",
        "durante tu fase de recarga: obtienes 1 CAR.",
        "En tu Recarga, gana 1 CAR",
    ],
    "En tu Fase Final; Si esta Parte está dañada; repárale 1 PG": [
        "En tu fase Final, si esta Parte está dañada, recupera 1 PG",
        "Durante tu Fase Final, si esta Parte está dañada, recupera 1 PG.",
        "En tu fase final; si esta Parte está dañada; recupera un PG",
    ],
    "En cada Fase de Recarga; gana 1 CAR": [
        "En cada fase de Recarga, gana 1 CAR",
        "En cada Recarga, ganas 1 punto de Carga.",
    ],
    "En cada Fase de Guerrilla; roba una carta": [
        "En la Fase de Guerrilla, roba una carta",
        "En cada fase de Guerrilla, roba una carta.",
        "Durante la Fase de Guerrilla, roba 1 carta",
    ],
    "En la Fase de Robo de tu oponente; gana 1 CAR": [
        "En la fase de Robo de tu oponente, gana 1 CAR",
        "Durante la Fase de Robo de tu rival, ganas 1 punto de Carga",
        "En cada Fase de Robo de tu oponente, gana 1 CAR.",
    ],
    "En tu Fase de Reconstrucción; roba una carta": [
        "En tu fase de Reconstrucción, roba una carta",
        "Durante tu fase de reconstrucción, roba 1 carta.",
    ],
    # a lasting effect without a duration lasts the phase (ruling 93)
    "En tu Fase de Guerrilla; tu Unidad gana +2 FUE hasta el final de la fase": [
        "Durante tu Fase de Guerrilla, tu Unidad gana +2 FUE",
        "En tu fase de Guerrilla, tu Unidad tiene +2 FUE.",
        "Durante tu fase de Guerrilla; tu Unidad obtiene +2 FUE",
        "En tu Fase de Guerrilla, tu Unidad gana +2 FUE hasta el final de la fase",
    ],
    # a moment after the effects done now (ruling 94)
    "CAR 1 | Roba 2 cartas y al final del turno, descarta una carta": [
        "CAR 1 | Roba dos cartas. Al final del turno, descarta una carta.",
        "CAR 1 | Roba 2 cartas; al final del turno, descarta una carta",
        "CAR 1 | Roba dos cartas y, al final del turno, descarta una carta",
        "CAR 1 | Roba 2 cartas y al final del turno descarta una carta",
        "CAR 1 | Roba dos cartas, al final del turno, descarta una",
        "CAR 1 | Roba dos cartas. Al final de este turno, descarta una carta.",
        "CAR 1 | Roba dos cartas. Al terminar el turno, descarta una carta.",
        "CAR 1 | Roba dos cartas y descarta una carta al final del turno",
    ],
    "CAR 0 | Gana 3 CAR y al final de tu próxima Fase de Recarga, pierde 3 CAR": [
        "CAR 0 | Ganas 3 puntos de Carga. Tras la fase de Recarga de tu próximo turno, pierdes 3 puntos de Carga.",
        "CAR 0 | Gana tres CAR. Al final de tu próxima Fase de Recarga, pierde tres CAR.",
        "CAR 0 | Obtienes 3 CAR y tras tu próxima fase de Recarga pierdes 3 CAR",
    ],
    "CAR 0 | Gana 3 CAR y al comienzo de tu próxima Fase de Recarga, pierde 3 CAR": [
        "CAR 0 | Gana 3 CAR. En tu próxima fase de Recarga, pierde 3 CAR.",
        "CAR 0 | Gana 3 CAR. Al comienzo de tu siguiente Fase de Recarga, pierde 3 CAR",
        "CAR 0 | Ganas 3 puntos de Carga; en tu siguiente fase de Recarga, pierdes 3 puntos de Carga",
    ],
    "CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño y al final de tu próximo turno, hazle 2 "
    "puntos de daño": [
        "CAR 1 | Selecciona una Parte de tu oponente; hazle 1 punto de daño. Al final de tu próximo turno, hazle 2 "
        "puntos de daño.",
        "CAR 1 | Selecciona una Parte enemiga: hazle un punto de daño; al final de tu siguiente turno, hazle dos "
        "puntos de daño",
    ],
    "Cuando esta Parte sea destruida; devuélvela a la mano de su dueño al final del turno": [
        "Cuando esta Parte sea destruida, devuélvela a la mano de su dueño al final del turno.",
        "Cuando esta Parte sea destruida; devuélvela a la mano de su dueño al final de este turno",
    ],
}


@pytest.mark.parametrize("canonical,text", [(c, t) for c, texts in SAME.items() for t in texts])
def test_each_wording_reads_as_its_canonical_text(canonical: str, text: str):
    assert to_text(parse(text)) == canonical
    assert parse(to_text(parse(text))) == parse(canonical)  # and the canonical text reads the same


def test_a_phase_written_with_en_is_its_start_and_lasts_the_phase():
    ability = parse("Durante tu Fase de Guerrilla, tu Unidad gana +2 FUE")
    trigger = ability.requirements[0]
    assert isinstance(trigger, A.DuringPhase) and isinstance(trigger, A.PhaseEvent)
    assert (trigger.start, trigger.phase, trigger.turn) == (True, A.Phase.GUERRILLA, A.Turn.YOURS)
    assert ability.effect.duration.timing is A.Timing.END_OF_PHASE


def test_a_phase_trigger_keeps_a_written_duration():
    ability = parse("En tu Fase de Guerrilla, tu Unidad gana +2 FUE hasta el final del turno")
    assert ability.effect.duration.timing is A.Timing.END_OF_TURN


def test_the_effects_before_the_moment_are_done_now_and_the_rest_waits():
    ability = parse("CAR 1 | Roba una carta y gana 1 CAR. Al final del turno, descarta una carta y pierde 1 CAR.")
    draw, gain, later = ability.simple_effects()
    assert isinstance(draw, A.Draw) and isinstance(later, A.Delayed)
    assert isinstance(later.when, A.Later) and later.when.event.turn is A.Turn.EACH
    assert len(later.effect.effects) == 2 and not later.alone


def test_a_moment_written_after_one_effect_is_only_that_effect():
    draw, later = parse("CAR 1 | Roba una carta y descarta una carta al final del turno").simple_effects()
    assert isinstance(draw, A.Draw) and isinstance(later.effect, A.Discard)


@pytest.mark.parametrize("text", [
    "CAR 1 | Roba una carta. Al final del turno.",          # a moment with nothing after it
    "CAR 1 | Al final del turno roba una carta al final del turno",
])
def test_a_moment_without_its_effect_is_refused(text: str):
    with pytest.raises(AbilitySyntaxError):
        parse(text)


PLAYERS_TURN_HINT = (
    "el lenguaje aún no hace un efecto en cada turno de un piloto concreto ni en una fase de su turno («Al comienzo de "
    "cada turno de su dueño», «En la próxima Fase de Recarga de ese oponente»); sí al comienzo o al final de su "
    "próximo turno («Al final del próximo turno de ese oponente, …») y hasta él («… hasta el final de su próximo "
    "turno»): escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla")


@pytest.mark.parametrize("text,column", [
    ("CAR 1 | Selecciona una Parte de un oponente; ponle un contador de Óxido. Al comienzo de cada turno de su dueño, "
     "hazle 1 punto de daño", 74),
])
def test_a_moment_of_one_pilots_turn_is_refused_with_the_nearest_wording(text: str, column: int):
    """The engine's «tu oponente» is any of them in 2vs2 and Batalla Real: reading «ese oponente» as it would
    change the meaning, so a moment of one pilot's turn is refused, saying what is close (a duration up to it reads:
    constructs/pilots_more.py)."""
    with pytest.raises(AbilitySyntaxError) as error:
        parse(text)
    assert error.value.column == column
    assert error.value.hint == PLAYERS_TURN_HINT


def test_the_greedy_bot_values_what_waits_less_than_the_same_now():
    """A moment later is worth its effects, discounted: the board will have changed (bots/greedy.py)."""
    class Ev:
        W_DRAW = 1.0

        def amount(self, amount):
            return amount.n

        def draw_value(self, n):
            return float(n)

    now = parse("CAR 1 | Roba 2 cartas").simple_effects()[0].bot_value(Ev(), [])
    later = parse("CAR 1 | Gana 1 CAR y al final del turno, roba 2 cartas").simple_effects()[-1]
    assert 0 < later.bot_value(Ev(), []) < now
