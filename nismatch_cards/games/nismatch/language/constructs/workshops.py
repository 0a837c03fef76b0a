"""The Talleres from inside (rulebook 2.3, 5.3.3): what the Parte of a Pasiva recovers there («Mientras esta Parte
esté en un Taller, recupera 2 PG más en tu Fase de Reconstrucción»), and the Pasivas written to work while their
Parte is in a Taller («Mientras esta Parte esté en un Taller, tu Unidad tiene +1 DEF»). docs/rulings.md 193.

The engine reads a Pasiva of a Parte in a Taller only when the Pasiva is written for it
(:func:`works_in_taller`): the stats of the Unidad (engine/units.py) and the numbers of the rules
(:func:`rule_changes._live`); any other effect of such a Pasiva is refused by :func:`taller_pasiva_problems`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node
from .conditions import ThisIs
from .effects_parts import Activate, It
from .rule_changes import _Instead, _More, _values
from .selection import FilterClash, ThisCard

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "Lo que repara esta Parte en el Taller",
    grammar="workshops/own_rate.lark",
    summary="Una Pasiva que cambia los PG que recupera su propia Parte cuando está en uno de tus Talleres, en tu Fase "
            "de Reconstrucción (2.3, 5.3.3: 2 PG): «Esta Parte recupera 1 PG más en tu Fase de Reconstrucción», "
            "«Mientras esta Parte esté en un Taller, recupera 2 PG adicionales» (o «en uno de tus Talleres»), «… "
            "recupera 4 PG en lugar de 2». Se suma a lo que cambian las Pasivas de tu Unidad («Las Partes de tus "
            "Talleres recuperan 1 PG más»); un «en lugar de» cuenta antes que los «más» y «menos» (docs/rulings.md "
            "91). Una Pasiva que dice «Mientras esta Parte esté en un Taller» vale desde el Taller: también un "
            "cambio de las estadísticas de tu Unidad («…, tu Unidad tiene +1 DEF») o de la Carga («…, tus "
            "Generadores producen 1 CAR más»); lo demás no se juega desde un Taller y `nismatch validar` lo dice "
            "(NM225; docs/rulings.md 193). Solo en una Pasiva.",
    examples=(
        ("Mientras esta Parte esté en un Taller; esta Parte recupera 2 PG más",
         "En tu Fase de Reconstrucción, esta Parte recupera 4 PG en tu Taller en lugar de 2: con 4 puntos de "
         "daño, vuelve a estar lista en un solo turno."),
        ("Esta Parte recupera 3 PG en lugar de 2",
         "En cada Fase de Reconstrucción que pase en uno de tus Talleres, esta Parte recupera 3 PG; las demás, los 2 "
         "del reglamento; equipada, no cambia nada."),
    ),
)
@dataclass(frozen=True)
class OwnTallerRate(Node):
    """What the Parte of the Pasiva recovers in your Talleres: ``n`` more (negative: less), or ``n`` instead of
    ``instead_of`` (the rulebook's 2); read by :func:`rule_changes.taller_repair` for that Parte only."""

    n: int
    instead_of: int | None = None
    RULE_CHANGE = True  # in ``Game.rule_changes`` (constructs/rule_changes.py)
    OWN_TALLER = True  # it works while its Parte is in a Taller
    PASIVA_ONLY = ("lo que repara esta Parte en el Taller es una regla que cambia: solo en una Pasiva, que vale "
                   "mientras la Parte esté en uno de tus Talleres")

    def text(self, ctx) -> str:
        if self.instead_of is not None:
            return f"esta Parte recupera {self.n} PG en lugar de {self.instead_of}"
        return f"esta Parte recupera {abs(self.n)} PG {'más' if self.n > 0 else 'menos'}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A Pasiva is valued by the Parte that has it: its own PG repaired now and then, in a Taller."""
        more = self.n - self.instead_of if self.instead_of is not None else self.n
        return 0.25 * ev.W_REPAIR * more

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: nothing when resolved; as a Pasiva it is read in the Reconstrucción (taller_repair)."""


class NotThisPart(FilterClash):
    """«Las Partes de tu Unidad recuperan 1 PG más»: a repair rate is of the Talleres, said of this Parte or of
    the Partes of your Talleres; that reading fails."""

    def __init__(self):
        Exception.__init__(self)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        """The message, its column (the verb) and the hint."""
        normal = text.lower()
        found = [i for i in (normal.find(w) for w in ("recupera", "se repara")) if i >= 0]
        return ("«recupera N PG más» cambia lo que se repara en un Taller en tu Fase de Reconstrucción (5.3.3): lo "
                "dice esta Parte o las Partes de tus Talleres", min(found) + 1 if found else 1,
                "escribe «Esta Parte recupera 1 PG más» o «Las Partes de tus Talleres recuperan 1 PG más»")


@builds("own_taller_rate")
def _own_taller_rate(children):
    values = _values(children)
    if values and not isinstance(values[0], (int, _More, _Instead)) and not isinstance(values[0], ThisCard):
        raise NotThisPart()  # «Las Partes de tu Unidad recuperan 1 PG más»: only this Parte's Taller is meant
    n = next(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    sense = next(v for v in values if isinstance(v, (_More, _Instead)))
    if isinstance(sense, _Instead):
        return OwnTallerRate(n, sense.of)
    return OwnTallerRate(n * sense.n)


@construct(
    "efecto", "Activar si tu Carga no queda en negativo",
    grammar="workshops/affordable.lark",
    summary="«actívala si tu Carga no queda en negativo» (o «reactívala si tu Carga no queda por debajo de 0», «vuelve "
            "a activarla si tu Carga no queda en negativo al hacerlo», «…; reactívala. Si tu Carga queda en negativo, "
            "esta habilidad no tiene efecto»): como «actívala», pero una Parte cuya Carga, al contar otra vez (4.1.1, "
            "docs/rulings.md 7), dejaría la Carga de su dueño por debajo de 0 sigue desactivada. Con varias, se "
            "activan una a una en el orden en que se eligieron, y cada una mira la Carga que dejan las anteriores "
            "(docs/rulings.md 194).",
    examples=(
        ("CAR 1 | Selecciona una Parte tuya desactivada; actívala si tu Carga no queda en negativo",
         "Con 1 CAR, reactivar un Gastador de CAR -2 dejaría tu Carga en -2 tras pagar: sigue desactivado; un "
         "Generador o un Gastador de CAR -1 con 2 CAR, sí vuelve."),
    ),
)
@dataclass(frozen=True)
class ActivateIfCarga(Activate):
    """«actívala si tu Carga no queda en negativo»: each Parte is activated only if its Carga, counted again, leaves
    its owner's Carga at 0 or more (docs/rulings.md 194)."""

    def text(self, ctx) -> str:
        return f"{Activate.text(self, ctx)} si tu Carga no queda en negativo"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        game = ev.game
        if game.pilots[game.owner[inst]].car + game.cards[inst].car < 0:
            return 0.0
        return Activate.bot_on_card(self, ev, inst)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        from .rule_changes import part_car
        for inst in cards:
            if not g.part_is(inst, "desactivada"):
                continue
            car = part_car(g, inst) if g.rule_changes else g.cards[inst].car
            if g.pilots[g.owner[inst]].car + car < 0:
                if g.log is not None:
                    g.say(f"  {g.card_label(inst)} sigue desactivada: su Carga dejaría la de su dueño en negativo")
                continue
            g.set_active(inst)


@builds("activate_it_affordable")
def _activate_it_affordable(children):
    return ActivateIfCarga(It())


@builds("activate_sel_affordable")
def _activate_sel_affordable(children):
    return ActivateIfCarga(next(c for c in children if not hasattr(c, "start_pos")))


#: ``Game.this_turn`` key of the pilot whose Unidad received damage this turn (engine/units.py ``deal_damage``).
UNIT_HURT = "unidad dañada"


@construct(
    "condición", "El daño de tu Unidad este turno",
    grammar="workshops/unit_hurt.lark",
    summary="«Si tu Unidad recibió daño este turno» (o «… no recibió daño …», «… no ha recibido daño durante el "
            "turno», «… durante él» tras «Al final de tu turno»): si alguna Parte equipada en tu Unidad ha recibido "
            "daño en el turno en curso, en la Guerrilla o por una habilidad, desde su Fase de Recarga (5.3.1) hasta "
            "que se comprueba. Cuenta el daño recibido de verdad, no el prevenido ni el reemplazado; el de una Parte "
            "de tus Talleres no es daño de tu Unidad (docs/rulings.md 195). Para el de una batalla: «Si tu Unidad "
            "recibió daño en la batalla».",
    examples=(
        ("Al final de tu turno; Si tu Unidad no recibió daño este turno; roba una carta",
         "Si en todo tu turno ninguna Parte de tu Unidad ha recibido daño, robas una carta al acabarlo."),
    ),
)
@dataclass(frozen=True)
class UnitHurtThisTurn(Node):
    """«tu Unidad (no) recibió daño este turno»: a Parte of your Unidad received damage this turn."""

    damaged: bool = True
    READS_TURN = True  # the engine keeps ``Game.this_turn`` (constructs/past.py)

    def text(self, ctx) -> str:
        verb = "haya recibido" if ctx.subjunctive else "recibió"
        return f"tu Unidad {'' if self.damaged else 'no '}{verb} daño este turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return bool(g.this_turn.get((UNIT_HURT, p))) == self.damaged


@builds("unit_hurt_turn")
def _unit_hurt_turn(children):
    from .battle_time import _NOT
    return UnitHurtThisTurn(not any(c is _NOT for c in children))


def works_in_taller(ability) -> bool:
    """Pasiva ``ability`` (an AbilityInfo) is written to work while its Parte is in a Taller: «Mientras esta Parte
    esté en un Taller, …», or it changes what the Parte itself recovers there (docs/rulings.md 193)."""
    return any(isinstance(c, ThisIs) and c.state == "en un taller" for c in ability.conditions) or \
        any(getattr(e, "OWN_TALLER", False) for e in ability.effects)


IN_TALLER_ONLY = ("desde un Taller, una Pasiva solo cambia las estadísticas de tu Unidad, lo que se repara en los "
                  "Talleres o la Carga de tus Partes equipadas: esto no se juega mientras esta Parte esté en un Taller")


def taller_pasiva_problems(ability) -> list[tuple]:
    """NM225: a Pasiva written for its Parte in a Taller («Mientras esta Parte esté en un Taller, …») whose effect
    the engine does not play from there: ``(node, message, hint)`` for each (docs/rulings.md 193)."""
    from .effects_parts import StatChange, Unit
    from .requirements import Condition
    from .rule_changes import RATES, CarRate
    from .selection import Selection
    if not any(isinstance(r, Condition) and isinstance(r.test, ThisIs) and r.test.state == "en un taller"
               for r in ability.requirements):
        return []
    found = []
    for e in ability.simple_effects():
        if isinstance(e, StatChange):
            works = isinstance(e.subject, (Unit, Selection)) and not isinstance(e.subject, ThisCard)
        elif isinstance(e, CarRate):
            works = not e.this
        else:
            works = type(e) in RATES or bool(getattr(e, "RULE_CHANGE", False))
        if not works:
            found.append((e, IN_TALLER_ONLY, "escribe algo como «Mientras esta Parte esté en un Taller, tu Unidad "
                                             "tiene +1 DEF», o quita «en un Taller»"))
    return found
