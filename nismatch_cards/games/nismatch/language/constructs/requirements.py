"""Requirements: what is met before an ability is «en juego» (rulebook 6.1): choosing Partes,
conditions, and costs beyond the Carga (discarding, showing, deactivating, sending this Parte).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node
from .selection import Target

GRAMMAR = """
select: "selecciona" selection

condition: "si" test             -> condition_if
         | "mientras" test       -> condition_while

pay: "descarta" selection         -> pay_discard
   | ("muestra" | "revela") selection -> pay_reveal
   | "desactiva" selection        -> pay_deactivate
   | ("envia" | "manda" | "mueve" | "devuelve" | "pon") selection dest -> pay_send
   | "anade" selection "a" "tu" "mano"                              -> pay_add
"""


@construct(
    "requisito", "Seleccionar",
    grammar=GRAMMAR,
    summary="«Selecciona <selección>»: el piloto elige al activar la habilidad (6.1). Al resolverse, las cartas "
            "que ya no cumplen la selección (se movieron, se repararon…) se pierden, y si no queda ninguna la "
            "habilidad se resuelve sin efecto (6.1.1.1). Los efectos las nombran con un pronombre: «hazle», "
            "«destrúyelas».",
    examples=(
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño",
        "CAR 2 | Selecciona hasta 2 Partes tuyas dañadas; repárales 3 PG",
        "CAR 1 | Selecciona una Parte de tu oponente en un Taller; envíala al Depósito de Chatarra",
    ),
)
@dataclass(frozen=True)
class Select(Node):
    what: Target

    def text(self, ctx) -> str:
        return "Selecciona " + self.what.text(ctx)


@builds("select")
def _select(children):
    return Select(children[-1])


@construct(
    "requisito", "Condición",
    grammar="",
    summary="«Si <condición>» se comprueba al activar y otra vez al resolver: si ya no se cumple, la habilidad "
            "se resuelve sin efecto (6.1.1). «Mientras <condición>» es la forma de las Pasivas: su efecto vale "
            "mientras se cumpla.",
    examples=(
        "CAR 1 | Si tienes 2 o menos cartas en tu mano; roba 2 cartas",
        "Mientras tengas 3 o más Partes equipadas; tu Unidad gana +2 FUE",
    ),
)
@dataclass(frozen=True)
class Condition(Node):
    test: Node
    while_: bool = False  # «Mientras» (Pasivas) instead of «Si»

    def text(self, ctx) -> str:
        with ctx.mood(subjunctive=self.while_):
            return ("Mientras " if self.while_ else "Si ") + self.test.text(ctx)


@builds("condition_if")
def _condition_if(children):
    return Condition(children[-1])


@builds("condition_while")
def _condition_while(children):
    return Condition(children[-1], while_=True)


@construct(
    "requisito", "Coste",
    grammar="",
    summary="Lo que se paga al activar, además de la Carga (6.1): «Descarta <selección>» (de tu mano), "
            "«Muestra <selección>» (de tu mano; te la quedas), «Desactiva <selección>» (Partes tuyas), «Envía "
            "esta Parte al Depósito de Chatarra» (o cualquier carta tuya a donde diga). Si no se puede pagar, "
            "la habilidad no se puede activar.",
    examples=(
        "CAR 1 | Descarta una carta; roba 2 cartas",
        "CAR 1 | Muestra una Parte de tu mano; roba una carta",
        "CAR 0 | Desactiva una Parte tuya; gana 3 CAR",
        "CAR 0 | Envía esta Parte al Depósito de Chatarra; Selecciona una Parte de tu oponente; hazle 4 puntos de daño",
    ),
)
@dataclass(frozen=True)
class Pay(Node):
    """A cost: an effect (Discard, Reveal, Deactivate or Move) the pilot performs on activation."""

    action: Node

    def text(self, ctx) -> str:
        return self.action.text(ctx)


def _pay(build_effect):
    def build(children):
        return Pay(build_effect(children))
    return build


@builds("pay_discard")
def _pay_discard(children):
    from .effects_cards import Discard

    return Pay(Discard(children[-1]))


@builds("pay_reveal")
def _pay_reveal(children):
    from .effects_cards import Reveal

    return Pay(Reveal(children[-1]))


@builds("pay_deactivate")
def _pay_deactivate(children):
    from .effects_parts import Deactivate

    return Pay(Deactivate(children[-1]))


@builds("pay_add")
def _pay_add(children):
    from ..nodes import Destination
    from .effects_cards import Move

    return Pay(Move(next(c for c in children if not hasattr(c, "start_pos")), Destination.YOUR_HAND))


@builds("pay_send")
def _pay_send(children):
    from .effects_cards import Move

    what, (dest, yours) = children[-2:]
    return Pay(Move(what, dest, yours))
