"""Durations: how long a change or a restriction lasts (rulebook 5.3.1, 5.3.7)."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node, Timing

GRAMMAR = """
duration: "hasta el final del turno"                                              -> d_end_of_turn
        | ("hasta el inicio de tu proximo turno" | "hasta el comienzo de tu proximo turno") -> d_next_start
        | "hasta el final de tu proximo turno"                                    -> d_next_end
        | "mientras" test                                                         -> d_while
"""

TIMING_WORDS = {Timing.END_OF_TURN: "hasta el final del turno",
                Timing.START_OF_NEXT_TURN: "hasta el inicio de tu próximo turno",
                Timing.END_OF_NEXT_TURN: "hasta el final de tu próximo turno"}


@construct(
    "duración", "Duración",
    grammar=GRAMMAR,
    summary="«hasta el final del turno» (5.3.7), «hasta el inicio de tu próximo turno» (5.3.1; también «hasta "
            "el comienzo…»), «hasta el final de tu próximo turno», o «mientras <condición>» (dura lo que dure "
            "la condición). Un cambio de estadística sin duración en una Pasiva dura mientras la Parte esté "
            "activa; en cualquier otra habilidad necesita una duración.",
    examples=(
        "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno",
        "CAR 1 | La Unidad de tu oponente pierde 2 DEF hasta el inicio de tu próximo turno",
        "CAR 2 | Tu oponente no puede activar habilidades hasta el final de tu próximo turno",
        "CAR 1 | Tu Unidad gana +2 DEF mientras esta Parte esté sin daño",
    ),
)
@dataclass(frozen=True)
class Duration(Node):
    """A fixed end (``timing``) or as long as ``test`` holds."""

    timing: Timing | None = None
    test: Node | None = None

    def text(self, ctx) -> str:
        if self.test is not None:
            with ctx.mood(subjunctive=True):
                return "mientras " + self.test.text(ctx)
        return TIMING_WORDS[self.timing]


@builds("d_end_of_turn")
def _end_of_turn(children):
    return Duration(Timing.END_OF_TURN)


@builds("d_next_start")
def _next_start(children):
    return Duration(Timing.START_OF_NEXT_TURN)


@builds("d_next_end")
def _next_end(children):
    return Duration(Timing.END_OF_NEXT_TURN)


@builds("d_while")
def _while(children):
    return Duration(test=children[-1])
