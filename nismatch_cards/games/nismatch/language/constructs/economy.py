"""Carga and what just happened (issue 26, round 5): «si queda destruida, …» after an effect that damages or
destroys (docs/rulings.md 105) and «puedes pagar N CAR; si lo haces, …» (docs/rulings.md 107). The other ways
designers write Carga and costs extend the constructs that already mean them (:class:`~.effects_control.CarChange`,
:class:`~.costs.CostChange`, the faces of a die in :mod:`.seen`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node
from .costs import CostChange
from .effects_control import Effects, mode_effects
from .effects_parts import Damage, Destroy

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

# --- «si queda destruida, …» -------------------------------------------------------------------------


#: Where a card a damage or a destruction took off the board may be now (engine.state's zone numbers: the
#: Arsenal, for a destruction sent to its bottom; the Depósito de Chatarra; the Zona de Demolición).
_GONE = (0, 3, 4)


@construct(
    "efecto", "Si queda destruida",
    grammar="economy/if_destroyed.lark",
    summary="Tras un efecto que hace daño o destruye («hazle 4 puntos de daño», «destruye una Parte dañada de tu "
            "oponente»), «si queda destruida, <efecto>» (o «si la destruyes», «si es destruida», «si se destruye», "
            "«si lo destruyes») se hace solo si ese efecto la destruyó: si salió de la Unidad o del Taller a la "
            "chatarra (4.2); «si no queda destruida, …» solo si sigue en juego. Va al final del efecto, como «elige "
            "uno»; sus pronombres nombran la misma carta. Si el daño se previno o la destrucción se reemplazó («en "
            "su lugar queda con 1 PG»), no quedó destruida. Con varias cartas, basta con que quede destruida una. "
            "Antes tiene que haber un efecto que haga daño o destruya (NM135, docs/rulings.md 105).",
    examples=(
        ("CAR 4 | Selecciona una Parte de tu oponente; hazle 4 puntos de daño y si queda destruida, roba una carta",
         "La Parte elegida recibe 4 puntos de daño; si con ellos se acaban sus PG, va al Depósito de Chatarra, "
         "reclamas tu Botín de Guerra (4.2) y además robas una carta."),
        ("CAR 2 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño y si no queda destruida, desactívala",
         "Si la Parte aguanta los 2 puntos de daño, queda desactivada; si no, ya está en el Depósito de Chatarra."),
    ),
)
@dataclass(frozen=True)
class IfDestroyed(Node):
    """«si queda destruida, X» (``destroyed``) or «si no queda destruida, X» about the cards the effect before named."""

    mode: Node
    destroyed: bool = True

    @property
    def branches(self) -> tuple[Node, ...]:
        return (self.mode,)

    def text(self, ctx) -> str:
        mode = self.mode.text(ctx) if isinstance(self.mode, Effects) else ctx.effect_text(self.mode)
        return f"si {'' if self.destroyed else 'no '}queda destruida, {mode}"

    def holds(self, g: GameSide, r: Resolution) -> bool:
        """Engine: whether a card the pronouns name left the board since it was named, to the Depósito de
        Chatarra, the Zona de Demolición or an Arsenal's bottom (where a destruction puts it, 4.2)."""
        gone = any(g.serial[i] != s and g.loc[i] in _GONE for i, s in r.it)
        return gone == self.destroyed

    def run(self, g: GameSide, r: Resolution) -> None:
        if self.holds(g, r):
            g.insert_effects(r, mode_effects(self.mode))

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: a Parte with few PG left is likely to go, a sturdy one less so."""
        game = ev.game
        left = min((game.cards[i].pg - game.damage[i] for i in it), default=3)
        chance = 0.8 if left <= 2 else 0.4
        return (chance if self.destroyed else 1 - chance) * ev.effects_gain(mode_effects(self.mode), it)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return self.bot_value(ev, [inst])


@builds("if_destroyed")
def _if_destroyed(children):
    return IfDestroyed(children[-1])


@builds("if_not_destroyed")
def _if_not_destroyed(children):
    return IfDestroyed(children[-1], destroyed=False)


# --- «puedes pagar N CAR; si lo haces, …» ---------------------------------------------------------------


@construct(
    "efecto", "Pagar Carga",
    grammar="economy/pay.lark",
    summary="«puedes pagar N CAR; si lo haces, <efecto>» (o «puedes pagar CAR N. Si lo haces, …»): al resolverse, "
            "quien controla la habilidad decide si paga N CAR de los que tiene (4.1); si los paga, se hace lo que "
            "sigue a «si lo haces». Quien no tiene N CAR no puede pagarlos, ni en parte: aunque diga que sí, no paga "
            "nada y no se hace lo de después (docs/rulings.md 107). Solo se escribe tras «puedes»: pagar es una "
            "elección; el coste que se paga siempre va delante, «CAR N |».",
    examples=(
        ("Cuando declares una Guerrilla; puedes pagar 2 CAR; si lo haces, tu Unidad gana +2 FUE hasta el final de la "
         "batalla",
         "Al declarar una Guerrilla decides si gastas 2 de tus CAR en ella; si lo haces, tu Unidad pelea con 2 FUE "
         "más."),
        ("CAR 0 | Puedes pagar 3 CAR; si lo haces, roba 2 cartas",
         "Al resolverse, con 3 CAR o más puedes cambiarlos por 2 cartas; con menos, no pasa nada."),
    ),
)
@dataclass(frozen=True)
class PayCar(Node):
    """«paga N CAR», chosen with «puedes»: the controller pays ``n`` of its Carga if it has them."""

    n: int

    def text(self, ctx=None, **_) -> str:
        return f"paga {self.n} CAR"

    def run(self, g: GameSide, r: Resolution) -> None:
        """Pay it all or nothing: without the Carga, what follows «si lo haces» is not done (ruling 107)."""
        if g.pilots[r.controller].car >= self.n:
            g.change_car(r.controller, -self.n)
            r.found = 1
        else:
            r.found = 0

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return -ev.W_CAR_GAIN * self.n


@builds("pay_car")
def _pay_car(children):
    return PayCar(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))


# --- checks -----------------------------------------------------------------------------------------------

DESTROYED_WITHOUT_DAMAGE = "«si queda destruida» habla de una carta que el efecto de antes daña o destruye, y no lo hay"
HINT_DESTROYED_WITHOUT_DAMAGE = ("escribe antes el daño o la destrucción: «Selecciona una Parte de tu oponente; hazle 3 "
                                 "puntos de daño; si queda destruida, …»")


FLOOR_ON_MORE = "«hasta un mínimo de {n} CAR» limita una rebaja, y este cambio de coste encarece"
HINT_FLOOR_ON_MORE = "quita «hasta un mínimo de …», o escribe «cuestan 1 CAR menos»"


def economy_problems(ability) -> list[tuple[str, Node, str, str]]:
    """NM135 («si queda destruida» not right after an effect that damages or destroys) and NM136 (a minimum on a
    cost that goes up): ``(code, node, message, hint)``."""
    found = [("NM136", e, FLOOR_ON_MORE.format(n=e.floor), HINT_FLOOR_ON_MORE)
             for e in ability.simple_effects() if isinstance(e, CostChange) and e.floor and e.n > 0]
    for effects in _sequences(ability.simple_effects()):
        for before, e in zip((None, *effects), effects):
            if isinstance(e, IfDestroyed) and not isinstance(before, (Damage, Destroy)):
                found.append(("NM135", e, DESTROYED_WITHOUT_DAMAGE, HINT_DESTROYED_WITHOUT_DAMAGE))
    return found


def _sequences(effects: tuple[Node, ...]):
    """``effects`` and every run of effects inside their options («elige uno», «si lo haces», a die)."""
    yield effects
    for e in effects:
        for mode in getattr(e, "branches", ()):
            yield from _sequences(mode_effects(mode))
        inner = getattr(e, "effects", None)  # what follows «si lo haces» (:class:`~.optional.IfDone`)
        if isinstance(inner, tuple):
            yield from _sequences(inner)
