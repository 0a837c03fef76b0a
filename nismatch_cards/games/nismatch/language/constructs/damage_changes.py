"""Damage changed before it happens: in a replacement «Si <selección> fuera a recibir daño, …», the effects
«previene 2 puntos de ese daño», «reduce ese daño en 1», «reduce ese daño a la mitad, redondeando hacia abajo»
and «previene todo ese daño» change the damage that Parte is about to receive (rulebook 4.2, 4.4, 5.3.5;
docs/rulings.md 69).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activatable, Node, Replaced

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "Cambiar ese daño",
    grammar="damage_changes/damage_change.lark",
    summary="Tras «Si <selección> fuera a recibir daño,» (sin «en su lugar»): «previene N puntos de ese daño» (o "
            "«reduce ese daño en N», «ese daño se reduce en N»), «previene todo ese daño» («ese daño se previene») y "
            "«reduce ese daño a la mitad, redondeando hacia abajo» (o «hacia arriba») cambian el daño que esa Parte "
            "va a recibir, y la Parte recibe el que queda. «Ese daño» es el de un solo suceso sobre una sola Parte: "
            "si un efecto daña a varias Partes a la vez, cada una cuenta aparte; el daño de una Guerrilla va a una "
            "Parte (5.3.5) y cuenta como cualquier otro, después de restar la DEF (4.4). Lo que se previene con "
            "«previene los próximos N puntos de daño» se quita antes. Varios cambios valen para el mismo daño, uno "
            "tras otro, del piloto activo primero (docs/rulings.md 69). Puede ir con otros efectos unidos con «y» "
            "(«quítale un contador y previene 2 puntos de ese daño»). Solo en un reemplazo de daño; fuera de él, "
            "`nismatch validar` dice: «ese daño» es el que una Parte fuera a recibir.",
    examples=(
        ("Si esta Parte fuera a recibir daño, previene 2 puntos de ese daño",
         "Cada vez que esta Parte, equipada y activa, fuera a recibir daño, de una habilidad o de una Guerrilla, "
         "recibe 2 puntos menos: 3 se quedan en 1, y 2 o menos no la dañan."),
        ("Si una Parte tuya fuera a recibir daño, reduce ese daño a la mitad, redondeando hacia abajo",
         "Cada una de tus Partes recibe la mitad del daño que le iban a hacer: 5 se quedan en 2, y 1 en nada."),
        ("Si otra Parte tuya fuera a recibir daño, desactiva esta Parte y previene todo ese daño",
         "Esta Parte se desactiva para que la otra no reciba el daño; desactivada, ya no protege a nadie (4.1.2)."),
    ),
)
@dataclass(frozen=True)
class DamageChange(Node):
    """«previene N puntos de ese daño» (``less`` N), «previene todo ese daño» (``less`` 0, ``half`` False) or
    «reduce ese daño a la mitad» (``half``, rounding up with ``round_up``): the damage a replacement is about."""

    less: int = 0
    half: bool = False
    round_up: bool = False

    def text(self, ctx) -> str:
        if self.half:
            return f"reduce ese daño a la mitad, redondeando hacia {'arriba' if self.round_up else 'abajo'}"
        if self.less == 0:
            return "previene todo ese daño"
        return f"previene {self.less} {'punto' if self.less == 1 else 'puntos'} de ese daño"

    def left(self, amount: int) -> int:
        """The damage left of ``amount`` once changed."""
        if self.half:
            return (amount + 1) // 2 if self.round_up else amount // 2
        return max(amount - self.less, 0) if self.less else 0

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: the damage it stops, like «previene», on a typical blow of 2 points."""
        return 0.5 * ev.W_CAR_GAIN * (2 - self.left(2))

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: ``g.damage_left`` is the damage about to be dealt, negative while nothing has changed it."""
        amount = -g.damage_left if g.damage_left < 0 else g.damage_left
        g.damage_left = self.left(amount)


@builds("changed_damage")
def _changed_damage(children):
    from .effects_control import Effects

    effects = tuple(c for c in children if not hasattr(c, "start_pos"))
    return effects[0] if len(effects) == 1 else Effects(effects)


@builds("damage_less")
def _damage_less(children):
    n = next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos"))
    return DamageChange(less=n)


@builds("damage_none")
def _damage_none(children):
    return DamageChange()


@builds("damage_half")
def _damage_half(children):
    return DamageChange(half=True, round_up=children[-1] == "up")


@builds("rounding")
def _rounding(children):
    return "up" if "arriba" in str(children[-1]) else "down"


def foreseen_damage(g: GameSide, inst: int, amount: int) -> int:
    """The damage ``inst`` would receive of ``amount`` once the replacements about it apply, without applying them
    (for the greedy bot): 0 if one does something else «en su lugar», what the changes of «ese daño» leave if not."""
    outer = g.replacing
    try:
        while amount > 0:
            found = g.replacement_for(Replaced.DAMAGED, inst)
            if found is None:
                return amount
            changes = [e for e in found[2].effects if type(e) is DamageChange]
            if not changes:
                return 0
            for change in changes:
                amount = change.left(amount)
            g.replacing = g.replacing + ((found[1], found[2].index, inst),)
        return amount
    finally:
        g.replacing = outer


@construct(
    "efecto", "No poder ser negada",
    grammar="damage_changes/unnegatable.lark",
    summary="«Las habilidades de esta Parte no pueden ser negadas»: una Pasiva. Mientras la Parte está equipada y "
            "activa (3.3, 4.1.2), un «niégala» o un «niega …» no niega ninguna marcha de sus habilidades, ni de una "
            "copia de ellas: la marcha se resuelve igualmente, salvo que pierda su objetivo (6.1.1.1). Se mira al "
            "negar: si la Parte ya no está equipada o está desactivada, sí se niegan (docs/rulings.md 71). Solo en "
            "una Pasiva.",
    examples=(
        ("Las habilidades de esta Parte no pueden ser negadas",
         "Una Pasiva: mientras esté equipada y activa, las habilidades que actives con esta Parte se resuelven "
         "aunque tu oponente responda con «niégala»; la Carga que pagó por negarla se pierde."),
    ),
)
@dataclass(frozen=True)
class Unnegatable(Node):
    """«Las habilidades de esta Parte no pueden ser negadas»: a Pasiva, read by ``Units.negate``; ``supports`` when
    the text said «Las Cartas de Apoyo de esta Parte», which the checks refuse (a Parte has none)."""

    supports: bool = False

    def text(self, ctx) -> str:
        return f"las {'Cartas de Apoyo' if self.supports else 'habilidades'} de esta Parte no pueden ser negadas"

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: nothing to do when resolved; as a Pasiva it holds while its Parte is equipped and active."""


@builds("unnegatable")
def _unnegatable(children):
    return Unnegatable(supports=Activatable.SUPPORT in children)

