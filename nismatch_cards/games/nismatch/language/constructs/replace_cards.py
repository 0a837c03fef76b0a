"""A replacement made by an effect, used once: «la próxima vez que una Parte de tu Unidad fuera a recibir daño
hasta el final del turno, reduce ese daño en 3» (the Pasivas «Si … fuera a recibir daño, …» are in
constructs/replacements.py and constructs/damage_changes.py). Rulebook 4.2, 4.4, 5.3.5, 5.3.7; docs/rulings.md 161–162.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Noun, Place, Replaced, Timing
from .damage_changes import DamageChange
from .durations import Duration
from .replacements import DamageOrigin, ReplaceWhen
from .selection import It, Selection, Target, ThisCard

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "La próxima vez que … fuera a recibir daño",
    grammar="replace_cards/next_damage.lark",
    summary="«la próxima vez que <selección> fuera a recibir daño <duración>, reduce ese daño en N» (o «previene N "
            "puntos de ese daño», «previene todo ese daño», «reduce ese daño a la mitad …»; la selección puede ser "
            "«esa Parte», la seleccionada antes): un efecto que deja preparado un cambio del daño. La primera vez "
            "que una Parte que cumple la selección fuera a recibir daño, de una habilidad, una Carta de Apoyo o una "
            "Guerrilla, ese daño se cambia y el cambio se gasta, aunque fuera menor que N: vale para un solo suceso de "
            "daño, no para los N próximos puntos («previene los próximos N puntos de daño» sí se reparte). Se aplica "
            "con lo que se previene antes, y antes que los reemplazos de las Pasivas; si su duración acaba sin "
            "usarse, se pierde; con «esa Parte», también si la Parte deja su sitio (docs/rulings.md 161, 162). Sin "
            "duración espera hasta que se usa. La selección ha de ser de Partes en una Unidad o un Taller; si no, "
            "`nismatch validar` dice: el motor solo cambia el daño que fuera a recibir una Parte equipada o en un "
            "Taller.",
    examples=(
        ("CAR 1 | La próxima vez que una Parte tuya fuera a recibir daño hasta el final del turno, previene 3 puntos "
         "de ese daño",
         "En respuesta a un ataque: el primer daño que fuera a recibir una de tus Partes este turno baja en 3 (4 "
         "se quedan en 1); el siguiente daño, ya no."),
        ("CAR 1 | Selecciona una Parte tuya; la próxima vez que esa Parte fuera a recibir daño, previene todo ese "
         "daño",
         "La Parte elegida no recibe el próximo daño que le hagan, sea cuando sea, mientras siga donde estaba."),
    ),
)
@dataclass(frozen=True)
class NextDamage(Node):
    """«la próxima vez que <subject> fuera a recibir daño <duration>, <change>»: a change of the next damage a Parte
    the subject names would receive, kept by the engine until it is used or ``duration`` ends."""

    accepts = ((Noun.PART, Noun.CARD), (Place.UNIT, Place.TALLER))

    subject: Target
    change: DamageChange
    origin: DamageOrigin | None = None
    by_opponent: bool = False
    duration: Duration | None = None

    def text(self, ctx) -> str:
        who = "esa Parte" if isinstance(self.subject, It) else self.subject.text(ctx)
        words = "fuera a recibir daño"
        if self.origin is not None:
            words += f" {self.origin.value}"
        if self.by_opponent:
            words += " de un oponente"
        until = "" if self.duration is None else " " + self.duration.text(ctx)
        return f"la próxima vez que {who} {words}{until}, {self.change.text(ctx)}"

    def when(self) -> ReplaceWhen:
        """The replacement this waits to be: about the subject, or (once bound to a card) about that card."""
        subject = self.subject if isinstance(self.subject, Selection) else ThisCard()
        return ReplaceWhen(subject, Replaced.DAMAGED, self.origin, self.by_opponent)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: like «previene … de ese daño», the damage it would stop of a typical blow."""
        return self.change.bot_value(ev, it)

    def run(self, g: GameSide, r: Resolution) -> None:
        if isinstance(self.subject, Selection):
            g.add_next_damage(Waiting(self, self.when()), -1, r.controller, r.source)
        else:
            g.take(r, self.subject, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        when = self.when()
        for inst in cards:
            g.add_next_damage(Waiting(self, when), inst, r.controller, r.source)

    def problems(self) -> list[tuple[str, str]]:
        """What the engine cannot do with this subject (NM186)."""
        subject = self.subject
        if isinstance(subject, Selection) and (subject.noun not in (Noun.PART, Noun.CARD)
                                               or subject.place not in (Place.UNIT, Place.TALLER, None)):
            return [(NOT_A_PART, HINT_NOT_A_PART)]
        return []


NOT_A_PART = "el motor solo cambia el daño que fuera a recibir una Parte equipada o en un Taller"
HINT_NOT_A_PART = ("escribe «la próxima vez que una Parte de tu Unidad …», «… que esa Parte …» o «… que una Parte de "
                   "tu oponente …»")


@dataclass(frozen=True)
class Waiting:
    """Engine: a :class:`NextDamage` made, kept as the ``test`` of its Mod (``Units.add_next_damage``) until used."""

    effect: NextDamage
    when: ReplaceWhen

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Whether it still waits: a «mientras …» duration that holds (the others end with their turn or phase)."""
        duration = self.effect.duration
        return duration is None or duration.test is None or duration.test.holds(g, p, source)

    def covers(self, g: GameSide, controller: int, source: int, part: int, inst: int, by: int, origin: int) -> bool:
        """Whether the damage ``by`` a pilot, done by card ``origin``, to ``inst`` is the one it waits for; ``part``
        is the card it was bound to (-1: any card its selection names)."""
        if part >= 0:
            return inst == part and self.when.covers(g, controller, part, inst, by, origin)
        return self.when.covers(g, controller, source, inst, by, origin)


def next_damage_problems(ability) -> list[tuple[str, Node, str, str]]:
    """``(code, node, message, hint)`` of each «la próxima vez que …» the engine cannot do."""
    return [("NM186", node, message, hint) for node in ability.walk() if isinstance(node, NextDamage)
            for message, hint in node.problems()]


@builds("next_damage")
def _next_damage(children):
    parts = [c for c in children if not hasattr(c, "start_pos")]
    subject = next(c for c in parts if isinstance(c, Node) and not isinstance(c, (DamageChange, Duration)))
    change = next(c for c in parts if isinstance(c, DamageChange))
    duration = next((c for c in parts if isinstance(c, Duration)), None)
    origin, by_opponent = next((c for c in parts if isinstance(c, tuple)), (None, False))
    return NextDamage(subject, change, origin, by_opponent, duration)


@builds("next_subject")
def _next_subject(children):
    return children[0]


@builds("next_it")
def _next_it(children):
    return It()


@builds("next_until")
def _next_until(children):
    return children[0]


@builds("next_this_turn")
def _next_this_turn(children):
    return Duration(Timing.END_OF_TURN)
