"""More replacement and prevention: «en su lugar queda con 1 PG» (what a Parte that would be destroyed keeps)
and «no puede recibir daño hasta el final del turno» on a Parte (the Pasivas «Esta Parte no recibe daño …» are
read as replacements in constructs/replacements.py).
Rulebook 4.2, 4.4, 5.3.5, 5.3.7; docs/rulings.md 45, 69, 97–100.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Destination, Node, Noun, Place, Replaced
from .durations import Duration
from .effects_parts import object_text
from .effects_cards import Move
from .selection import It, Selection, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "Quedar con N PG",
    grammar="replace_more/stays.lark",
    summary="«en su lugar queda con 1 PG» (o «le queda 1 PG», «se queda con 1 PG»): tras «Si <selección> fuera a "
            "ser destruida,» la Parte no queda destruida y se queda con ese número de PG (el daño que tiene pasa a "
            "ser sus PG impresos menos N; con N igual o mayor que sus PG, sin daño). Sigue donde estaba: equipada o "
            "en su Taller. Solo en un reemplazo de una destrucción; fuera de él, `nismatch validar` dice: «queda "
            "con N PG» es lo que le queda a una Parte que fuera a ser destruida (docs/rulings.md 99).",
    examples=(
        ("Si una Parte tuya equipada fuera a ser destruida, en su lugar queda con 1 PG",
         "Ninguna de tus Partes equipadas queda destruida mientras esta Parte esté equipada y activa: la que "
         "recibe daño suficiente se queda con 1 PG, y no das Botín (2②)."),
        ("Una vez por turno, si esta Parte fuera a ser destruida, en su lugar queda con 2 PG",
         "Una vez por turno, esta Parte sobrevive con 2 PG; la segunda vez en el mismo turno, sí queda "
         "destruida (docs/rulings.md 97)."),
    ),
)
@dataclass(frozen=True)
class StaysWith(Node):
    """«queda con N PG»: the Parte a destruction replacement is about stays where it is with N PG left."""

    pg: int
    target: Target = It()

    def text(self, ctx) -> str:
        return f"queda con {self.pg} PG"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: a Parte kept is worth what it is worth on the board."""
        value = ev.part_value(inst) if ev.on_board(inst) else 0.0
        return -value if ev.enemy(inst) else value

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.left_with(inst, self.pg)


@builds("stays_with")
def _stays_with(children):
    return StaysWith(next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos")))


#: The shield of «no puede recibir daño»: more than any damage a game deals.
ALL_DAMAGE = 1 << 20


@construct(
    "efecto", "No poder recibir daño",
    grammar="replace_more/no_damage.lark",
    summary="«no puede recibir daño <duración>» (tras «Selecciona una Parte …;») o «<selección> no puede recibir "
            "daño <duración>»: hasta que acaba la duración, todo el daño que iba a recibir esa Parte, de una "
            "habilidad, una Carta de Apoyo o una Guerrilla, se previene. Es «previene los próximos N puntos de "
            "daño» sin límite de puntos: de la Parte mientras sigue donde estaba (docs/rulings.md 20, 100).",
    examples=(
        ("CAR 2 | Selecciona una Parte tuya equipada; no puede recibir daño hasta el final del turno",
         "En respuesta a un ataque: esa Parte no recibe daño este turno, venga de donde venga; si va a un Taller, "
         "la protección se pierde."),
        ("CAR 3 | Cada Parte tuya equipada no puede recibir daño hasta el inicio de tu próximo turno",
         "Tus Partes equipadas no reciben daño hasta tu próxima Recarga; las que equipes después, sí."),
    ),
)
@dataclass(frozen=True)
class NoDamage(Node):
    """«no puede recibir daño <duración>»: a shield of all damage on the Partes named (``Units.add_shield``)."""

    accepts = ((Noun.PART, Noun.CARD), (Place.UNIT, Place.TALLER))

    target: Target
    duration: Duration

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            plural, whom = ctx.referent_plural(), ""
        else:
            plural, whom = bool(getattr(self.target, "plural", False)), object_text(self.target, ctx) + " "
        return f"{whom}{'no pueden' if plural else 'no puede'} recibir daño {self.duration.text(ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: like «previene», half the damage it would stop on a Parte in danger (a blow of 3)."""
        if not ev.enemy(inst) and not ev.endangered(inst):
            return 0.0
        return -0.5 * ev.damage_score(inst, 3)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.add_shield(inst, ALL_DAMAGE, self.duration, r.controller, r.source)


@builds("no_damage_it")
def _no_damage_it(children):
    return NoDamage(It(), next(c for c in children if isinstance(c, Duration)))


@builds("no_damage_to")
def _no_damage_to(children):
    target, duration = [c for c in children if not hasattr(c, "start_pos")]
    return NoDamage(target, duration)


STAYS_OUTSIDE = "«queda con N PG» es lo que le queda a una Parte que fuera a ser destruida"
HINT_STAYS_OUTSIDE = "empieza la habilidad con «Si esta Parte fuera a ser destruida,» y escribe «en su lugar queda con 1 PG»"
STAYS_ZERO = "una Parte con 0 PG queda destruida: «queda con N PG» pide 1 o más"
SCRAP_MOVE = "un reemplazo de «fuera a ir al Depósito de Chatarra» tiene que enviar esa carta a otra zona"
HINT_SCRAP_MOVE = ("escribe «en su lugar envíala a la Zona de Demolición» (o «devuélvela a la mano de su dueño», «ponla "
                   "en el fondo del Arsenal de su dueño»); para que se quede en un Taller, escribe «Si esta Parte fuera "
                   "a ser destruida, en su lugar muévela al Taller»")
NOT_A_PART = "el motor solo reemplaza lo que le pasa a una Parte equipada o en un Taller, no a «{}»"
HINT_NOT_A_PART = "escribe «Si esta Parte …», «Si una Parte de tu Unidad …» o «Si una Parte de tu oponente …»"
#: Where a card a replacement is about may be, and what it may be
_ON_BOARD_PLACES = (Place.UNIT, Place.TALLER, None)
_TO_ELSEWHERE = (Destination.DEMOLITION, Destination.OWNER_HAND, Destination.YOUR_HAND, Destination.ARSENAL_TOP,
                 Destination.ARSENAL_BOTTOM)


def replacement_problems(ability, plain) -> list[tuple[str, Node, str, str]]:
    """``(code, node, message, hint)`` of what a replacement asks that the engine cannot do (NM129–NM131);
    ``plain`` prints a selection inside a message."""
    from .replacements import ReplaceWhen

    found = []
    if not hasattr(ability, "requirements"):
        return found
    replacement = next((r for r in ability.requirements if isinstance(r, ReplaceWhen)), None)
    effects = ability.simple_effects()
    for e in effects:
        if isinstance(e, StaysWith):
            if replacement is None or replacement.event is not Replaced.DESTROYED:
                found.append(("NM129", e, STAYS_OUTSIDE, HINT_STAYS_OUTSIDE))
            elif e.pg < 1:
                found.append(("NM129", e, STAYS_ZERO, "escribe «queda con 1 PG»"))
    if replacement is None:
        return found
    subject = replacement.subject
    if isinstance(subject, Selection) and (subject.noun not in (Noun.PART, Noun.CARD)
                                           or subject.place not in _ON_BOARD_PLACES):
        found.append(("NM131", replacement, NOT_A_PART.format(subject.text(plain)), HINT_NOT_A_PART))
    if replacement.event is Replaced.SCRAPPED and not (
            len(effects) == 1 and isinstance(effects[0], Move) and isinstance(effects[0].target, It)
            and effects[0].dest in _TO_ELSEWHERE):
        found.append(("NM130", replacement, SCRAP_MOVE, HINT_SCRAP_MOVE))
    return found

