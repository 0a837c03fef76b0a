"""Durations: how long a change or a restriction lasts (rulebook 5.3.1, 5.3.7)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Timing

if TYPE_CHECKING:
    from ..seam import GameSide


TIMING_WORDS = {Timing.END_OF_TURN: "hasta el final del turno",
                Timing.START_OF_NEXT_TURN: "hasta el inicio de tu próximo turno",
                Timing.END_OF_NEXT_TURN: "hasta el final de tu próximo turno"}


@construct(
    "duración", "Duración",
    grammar="durations.lark",
    summary="Hasta cuándo dura un cambio de estadísticas («gana +2 FUE …») o una prohibición («no puede …»). "
            "«hasta el final del turno» acaba en la Fase Final del turno en curso, sea de quien sea (5.3.7); «hasta "
            "el inicio de tu próximo turno» (o «comienzo»), en tu siguiente Fase de Recarga (5.3.1), así que cubre "
            "los turnos de tus oponentes; «hasta el final de tu próximo turno», al final de tu siguiente turno "
            "(resuelta en tu turno, no acaba en este sino en el próximo); «mientras <condición>» vale cuando la "
            "condición se cumple (si habla de «esta Parte», acaba del todo cuando la Parte deja su sitio, "
            "docs/rulings.md 20, y «mientras esta Parte esté activa», cuando se desactiva, docs/rulings.md 28). Una "
            "prohibición siempre lleva duración. En una Pasiva, un cambio de estadísticas va sin duración y vale "
            "mientras la Parte esté equipada y activa; en las demás etiquetas escribe siempre una: sin ella el "
            "cambio dura el resto de la partida, y `nismatch validar` no lo señala.",
    examples=(
        ("CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno",
         "El +2 FUE acaba en la Fase Final del turno en que se resuelve (5.3.7): en tu turno, sirve para tu "
         "Guerrilla."),
        ("CAR 1 | La Unidad de tu oponente pierde 2 DEF hasta el inicio de tu próximo turno",
         "La DEF de la Unidad de tu oponente baja 2 durante el resto de tu turno y todo el suyo, y vuelve al "
         "empezar tu siguiente Fase de Recarga (5.3.1)."),
        ("CAR 2 | Tu oponente no puede activar habilidades hasta el final de tu próximo turno",
         "Resuelta en tu turno, la prohibición cubre el turno de tu oponente y todo tu turno siguiente, hasta su "
         "Fase Final."),
        ("CAR 1 | Tu Unidad gana +2 DEF mientras esta Parte esté sin daño",
         "No acaba con ningún turno: tu Unidad tiene 2 DEF más cuando esta Parte está sin daño, y no los tiene "
         "mientras esté dañada."),
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

    def turn_pilot(self, g: GameSide, controller: int, pilot: int, part: int) -> int:
        """Engine: the pilot whose turn ends it («tu próximo turno»: the controller's; constructs/pilots_more.py
        names another)."""
        return controller

    def bound(self, g: GameSide, source: int):
        """Engine: the «mientras …» test of a change made now by ``source``. «mientras esta Parte …» is about
        that card where it is: once it leaves its place, the change is over, even if it comes back
        (docs/rulings.md 20); «… esté activa», once it is deactivated (``Units._end_while_state``, ruling 28)."""
        from .conditions import ThisIs

        if isinstance(self.test, ThisIs) and source >= 0:
            return WhileThisCard(self.test, source, g.serial[source])
        return self.test


@dataclass(frozen=True)
class WhileThisCard:
    """A «mientras esta Parte …» test bound to one card in play (its ``serial`` then)."""

    test: Node
    card: int
    serial: int

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return g.serial[self.card] == self.serial and self.test.holds(g, p, source)


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
