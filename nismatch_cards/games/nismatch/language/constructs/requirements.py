"""Requirements: what is met before an ability is «en juego» (rulebook 6.1): choosing Partes,
conditions, and costs beyond the Carga (discarding, showing, deactivating, sending this Parte).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Node, Whose
from .selection import Target


@construct(
    "requisito", "Seleccionar",
    grammar="requirements.lark",
    summary="«Selecciona <selección>»: quien activa la habilidad elige las cartas al activarla, antes de que nadie "
            "responda (6.1), y el efecto las nombra con un pronombre («hazle», «destrúyelas»). Al resolverse, las que "
            "ya no estén en el mismo sitio o ya no cumplan la selección se pierden, y si no queda ninguna, la "
            "habilidad entera se resuelve sin efecto (6.1.1.1, docs/rulings.md 18). Si no hay bastantes que elegir, "
            "no se puede activar. Escribir la selección en el efecto («destruye una Parte de tu oponente») es otra "
            "cosa: se elige al resolverse, y no hay objetivo que perder.",
    examples=(
        ("CAR 1 | Selecciona una Parte; muévela al Taller",
         "La marcha 2 del ejemplo del reglamento (4.7.2.1): eliges una Parte equipada de cualquier Unidad y, al "
         "resolverse, va a un Taller libre de su dueño con su daño (docs/rulings.md 2)."),
        ("CAR 2 | Selecciona hasta 2 Partes tuyas dañadas; repárales 3 PG",
         "Eliges 1 o 2 de tus Partes equipadas con daño; al resolverse, la que ya no tenga daño o haya dejado la "
         "Unidad se pierde, y las demás pierden 3 puntos de daño (6.1.1.1)."),
        ("CAR 1 | Selecciona una Parte de tu oponente en un Taller; envíala al Depósito de Chatarra",
         "Eliges una Parte de un Taller de tu oponente; va a su Depósito de Chatarra sin contar como destruida: "
         "no da Botín ni cuenta para su Reconstrucción (docs/rulings.md 8)."),
        ("CAR 3 | Selecciona todas las Partes de tu oponente desactivadas; hazles 2 puntos de daño",
         "Con «todas» no eliges: se toman las que haya al activarla (hace falta al menos una) y, al resolverse, "
         "reciben 2 puntos de daño las que sigan desactivadas."),
    ),
)
@dataclass(frozen=True)
class Select(Node):
    what: Target

    def text(self, ctx) -> str:
        return "Selecciona " + self.what.text(ctx)

    @property
    def taken(self):
        """The cards this requirement takes (as :attr:`Pay.taken`)."""
        return self.what

    @property
    def introduces(self):
        """What the pronouns after it name (the second of «Selecciona A y B» names both: constructs/picks.py)."""
        return self.what


@builds("select")
def _select(children):
    return Select(children[-1])


@construct(
    "requisito", "Condición",
    summary="«Si <condición>» se comprueba al activar la habilidad (si no se cumple, no se puede activar) y otra vez "
            "al resolverse (si ya no se cumple, se resuelve sin efecto, 6.1.1); en una Disparado, al saltar y al "
            "resolverse. «Mientras <condición>» es la forma de las Pasivas: su efecto vale mientras se cumpla; en "
            "otra etiqueta, `nismatch validar` dice: «Mientras» es la condición de las Pasivas. Lo que se puede "
            "comprobar está en «Condiciones».",
    examples=(
        ("CAR 1 | Si tienes 2 o menos cartas en tu mano; roba 2 cartas",
         "Solo puedes activarla con 2 cartas o menos en la mano, y al resolverse se vuelve a mirar: si para "
         "entonces tienes 3, no robas (6.1.1)."),
        ("Mientras tengas 3 o más Partes equipadas; tu Unidad gana +2 FUE",
         "Una Pasiva: tu Unidad tiene 2 FUE más en cuanto tienes 3 Partes equipadas, y los pierde si bajas de 3."),
        ("CAR 1 | Si esta Parte está dañada; mueve esta Parte al Taller",
         "Solo con esta Parte dañada: la lleva a un Taller libre, y como Relámpago también en el turno de tu "
         "oponente, cuando 5.3.4 no te deja hacerlo."),
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
    summary="Un coste además de la Carga, que se paga al activar (6.1): «Descarta <selección>» (de tu mano), «Muestra "
            "<selección>» (de tu mano; te la quedas), «Desactiva <selección>» (Partes tuyas), «Envía esta Parte al "
            "Depósito de Chatarra» o «Devuelve esta Parte a la mano de su dueño» (cartas tuyas, adonde diga), «Haz "
            "1 punto de daño a esta Parte» o a una Parte tuya (docs/rulings.md 76). «una "
            "Parte tuya» puede ser la Parte que lleva la habilidad (docs/rulings.md 26); para dejarla fuera escribe "
            "«otra Parte tuya». Si no puedes pagarlo, "
            "no puedes activarla, y lo pagado no se devuelve aunque la habilidad se niegue (docs/rulings.md 19). El "
            "mismo verbo en el efecto, tras el último «;», no es un coste: «descarta una Parte y gana 2 CAR» da los "
            "2 CAR aunque no tengas Partes que descartar.",
    examples=(
        ("CAR 1 | Descarta una carta; roba 2 cartas",
         "Al activarla descartas una carta de tu mano que eliges y, al resolverse, robas 2; sin otra carta en la "
         "mano no puedes activarla."),
        ("CAR 1 | Muestra una Parte de tu mano; roba una carta",
         "Al activarla enseñas a todos una Parte de tu mano, que te quedas; sin una Parte en la mano no puedes "
         "activarla."),
        ("CAR 0 | Desactiva una Parte tuya; gana 3 CAR",
         "Al activarla desactivas otra de tus Partes equipadas, que deja de dar Carga y estadísticas (4.1.2); al "
         "resolverse ganas 3 CAR."),
        ("CAR 0 | Envía esta Parte al Depósito de Chatarra; Selecciona una Parte de tu oponente; hazle 4 puntos de "
         "daño",
         "Sacrificas esta Parte al activarla (no es destruirla: no cuenta para tu Reconstrucción) y eliges la "
         "Parte de tu oponente que recibirá 4 puntos de daño; si la niegan, la tuya ya no vuelve "
         "(docs/rulings.md 8, 19)."),
        ("CAR 0 | Haz 1 punto de daño a esta Parte; roba una carta",
         "Al activarla esta Parte recibe 1 punto de daño, antes de que nadie responda, y al resolverse robas una "
         "carta; si la niegan, el daño ya está hecho (docs/rulings.md 19, 76)."),
    ),
)
@dataclass(frozen=True)
class Pay(Node):
    """A cost: an effect (Discard, Reveal, Deactivate or Move) the pilot performs on activation."""

    action: Node

    def text(self, ctx) -> str:
        return self.action.text(ctx)

    @property
    def taken(self):
        """The cards the cost is paid with: its action's target or «what» (None for «gana …»-like costs)."""
        return getattr(self.action, "target", None) or getattr(self.action, "what", None)


@builds("pay_discard")
def _pay_discard(children):
    from .effects_cards import Discard

    return Pay(Discard(children[-1]))


@builds("pay_reveal")
def _pay_reveal(children):
    from .cards_more import reveal_cost
    from .effects_cards import Reveal

    return Pay(Reveal(reveal_cost(children[-1])))


@builds("pay_deactivate")
def _pay_deactivate(children):
    from .effects_parts import Deactivate

    return Pay(Deactivate(children[-1]))


@builds("pay_add")
def _pay_add(children):
    from ..nodes import Destination
    from .effects_cards import Move

    return Pay(Move(next(c for c in children if not hasattr(c, "start_pos")), Destination.YOUR_HAND))


@builds("pay_counters")
def _pay_counters(children):
    return Pay(children[-1])


@builds("pay_damage")
def _pay_damage(children):
    """«Haz 1 punto de daño a esta Parte; …»: damage to the pilot's own Partes as a cost (docs/rulings.md 76)."""
    from .effects_parts import Damage

    amount, target = children[-2:]
    return Pay(Damage(amount, _own(target)))


@builds("pay_damage_subject")
def _pay_damage_subject(children):
    """«Esta Parte recibe 2 puntos de daño; …»: the same cost, the Parte first."""
    from .effects_parts import Damage

    target, amount = [c for c in children if not hasattr(c, "start_pos")]
    return Pay(Damage(amount, _own(target)))


@builds("pay_destroy")
def _pay_destroy(children):
    """«Destruye esta Parte; …»: destroying the pilot's own Partes as a cost (docs/rulings.md 76)."""
    from .effects_parts import Destroy

    return Pay(Destroy(_own(children[-1])))


def _own(target):
    """``target`` if it takes only the pilot's own cards; else this is no cost, and the text reads as effects
    (a failed reading: the parser tries the text's other readings, «;» as «y»)."""
    from .selection import NotACost, ThisCard

    if not isinstance(target, ThisCard) and getattr(target, "owner", None) is not Whose.YOU:
        raise NotACost()
    return target


@builds("pay_send_dest_first")
def _pay_send_dest_first(children):
    from .effects_cards import Move

    (dest, yours), what = children[-2:]
    return Pay(Move(what, dest, yours))


@builds("pay_send")
def _pay_send(children):
    from .effects_cards import Move

    what, (dest, yours) = children[-2:]
    return Pay(Move(what, dest, yours))
