"""Turns in the ability text: the per-turn limit the designer writes («Una vez por turno»), the
duration «hasta el final del próximo turno de tu oponente» and one-shot delayed triggers («La
próxima vez que …») (rulebook 3.2 (5), 3.3, 4.7, 5.3.7)."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Timing
from .durations import Duration

OPPONENTS_TURN_GRAMMAR = """
%extend duration: "hasta el final del proximo turno de tu oponente" -> d_opponents_next_end
"""


@construct(
    "duración", "Hasta el final del próximo turno de tu oponente",
    grammar=OPPONENTS_TURN_GRAMMAR,
    summary="«hasta el final del próximo turno de tu oponente»: el cambio o la prohibición acaba en la Fase Final "
            "(5.3.7) del siguiente turno que juegue un oponente tuyo. Resuelta en tu turno, cubre el resto de tu "
            "turno y todo el siguiente de tu oponente; resuelta en el turno de un oponente (una Relámpago, una "
            "Disparado), ese turno no cuenta y acaba al final del siguiente turno de un oponente. En 2vs2 y "
            "Batalla Real, «tu oponente» es cualquiera de ellos: acaba con el primer turno de un oponente que "
            "empiece después (docs/rulings.md 42). Para que dure hasta que vuelvas a jugar, escribe «hasta el "
            "inicio de tu próximo turno».",
    examples=(
        ("CAR 1 | Tu Unidad gana +2 DEF hasta el final del próximo turno de tu oponente",
         "Resuelta en tu turno, tu Unidad tiene 2 DEF más el resto de tu turno y todo el de tu oponente, también "
         "en la Guerrilla que te declare; vuelve a la normalidad en su Fase Final (5.3.7)."),
        ("CAR 2 | Tu oponente no puede declarar Guerrillas hasta el final del próximo turno de tu oponente",
         "Jugada como Relámpago en el turno de tu oponente, ese turno no cuenta: tampoco podrá declarar en su "
         "siguiente turno, y sí en el otro (docs/rulings.md 42)."),
    ),
)
@dataclass(frozen=True)
class OpponentsTurnDuration(Duration):
    """«hasta el final del próximo turno de tu oponente»: a :class:`Duration` the engine ends at the end of
    the next turn an opponent of its controller plays (``Units._armed``, ``turns._expired``)."""

    timing: Timing | None = Timing.END_OF_OPPONENTS_NEXT_TURN

    def text(self, ctx) -> str:
        return "hasta el final del próximo turno de tu oponente"


@builds("d_opponents_next_end")
def _opponents_next_end(children):
    return OpponentsTurnDuration()
