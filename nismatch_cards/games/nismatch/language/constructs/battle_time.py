"""The Guerrilla over time (rulebook 5.3.5; issue 26, round 8): whether the battle of this turn damaged your Unidad or
was won by it — «Si tu Unidad recibió daño en la batalla de este turno», «… hizo daño …», with «no» the opposite —
which «Al final de cada batalla en la que tu Unidad haya recibido daño» reads (packs/nismatch/lexico.yaml:
«Al final de cada Fase de Guerrilla en la que participes; Si tu Unidad recibió daño en la batalla de este turno»).
docs/rulings.md 184–185.

The engine keeps it in ``Game.this_turn`` (``Units.deal_damage``: the damage of a Guerrilla has no source card), only
in games where a card reads it (``Game.any_past``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Stat
from .rule_changes import _live, _values
from .selection import FilterClash

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide

#: ``Game.this_turn`` keys: ``(HURT, pilot)`` when the battle damaged a Parte of ``pilot``'s Unidad, ``(DEALT, pilot)``
#: when ``pilot`` dealt the battle's damage.
HURT, DEALT = "dañada_en_la_batalla", "daño_de_la_batalla"


@construct(
    "condición", "El daño de la batalla de este turno",
    grammar="battle_time/hurt.lark",
    summary="«Si tu Unidad recibió daño en la batalla de este turno» (o «… ha recibido daño en esta batalla», «… en "
            "la Guerrilla», «… en la Fase de Guerrilla»; con «no», lo contrario) y «Si tu Unidad hizo daño en la "
            "batalla de este turno» (o «… ha hecho daño …»): se cumple si la batalla de la Guerrilla de este turno "
            "(5.3.5) hizo daño de verdad a una Parte de tu Unidad, o si tu Unidad se lo hizo a la otra; no cuenta el "
            "daño de las habilidades, ni el prevenido. Solo hay una Guerrilla por turno, así que «esta batalla» es "
            "la de este turno; antes de la batalla, o en un turno sin ella, nadie ha recibido ni hecho ese daño "
            "(docs/rulings.md 185). «Al final de cada batalla en la que tu Unidad haya recibido daño, …» es «Al "
            "final de cada Fase de Guerrilla en la que participes; Si tu Unidad recibió daño en la batalla de este "
            "turno; …» (la batalla acaba con la Fase de Guerrilla, 5.3.5).",
    examples=(
        ("Al final de cada Fase de Guerrilla en la que participes; Si tu Unidad recibió daño en la batalla de este "
         "turno; haz 1 punto de daño a una Parte de tu oponente",
         "Escrita «Al final de cada batalla en la que tu Unidad haya recibido daño, …»: si la batalla dañó a tu "
         "Unidad, al acabar la Fase de Guerrilla dañas 1 punto a una Parte de tu oponente."),
        ("Al final de tu turno; Si tu Unidad no hizo daño en la batalla de este turno; repara 1 PG a cada Parte tuya",
         "Escrita «Al final de tu turno, si tu Unidad no ha hecho daño en la Fase de Guerrilla, …»: si no atacaste, o "
         "tu ataque no hizo daño."),
    ),
)
@dataclass(frozen=True)
class BattleHurt(Node):
    """The battle of this turn damaged the controller's Unidad (``dealt``: the controller's Unidad damaged the other
    one); ``negated``: it did not."""

    dealt: bool = False
    negated: bool = False

    READS_TURN = True  # ``Game.any_past``: the engine keeps ``this_turn``

    def text(self, ctx) -> str:
        if self.dealt:
            verb = "haya hecho" if ctx.subjunctive else "hizo"
        else:
            verb = "haya recibido" if ctx.subjunctive else "recibió"
        return f"tu Unidad {'no ' if self.negated else ''}{verb} daño en la batalla de este turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: ``Units.deal_damage`` records the battle's damage (it comes from no card)."""
        return bool(g.this_turn.get((DEALT if self.dealt else HURT, p), 0)) != self.negated


@builds("battle_hurt")
def _battle_hurt(children):
    return BattleHurt(negated=any(c is _NOT for c in children))


@builds("battle_dealt")
def _battle_dealt(children):
    return BattleHurt(dealt=True, negated=any(c is _NOT for c in children))


_NOT = object()  # «no» (the builders' own value)


@builds("hurt_not")
def _hurt_not(children):
    return _NOT


@builds("hurt_when")
def _hurt_when(children):
    return None


def record_battle_damage(g: GameSide, inst: int, by: int) -> None:
    """Engine: the battle of this turn dealt damage to ``inst`` (a Parte of its owner's Unidad), dealt by ``by``."""
    g.this_turn[(HURT, g.owner[inst])] = 1
    if by >= 0:
        g.this_turn[(DEALT, by)] = 1


# --- «La DEF de tu Unidad no puede ser inferior a 1» -----------------------------------------------------------

BOUND_PASIVA = "un mínimo o un máximo de una estadística solo vale en una habilidad Pasiva"


@construct(
    "efecto", "Un mínimo o un máximo de una estadística",
    grammar="battle_time/bound.lark",
    summary="«La DEF de tu Unidad no puede ser inferior a 1» (o «… menor que 1», «… nunca es inferior a 1», «Tu Unidad "
            "no puede tener menos de 1 DEF», «Tu Unidad tiene como mínimo 1 DEF», «… al menos …») y «La FUE de tu "
            "Unidad no puede ser superior a 5» (o «… mayor que 5», «Tu Unidad no puede tener más de 5 FUE», «… como "
            "máximo …»): una Pasiva que fija cuánto vale como poco o como mucho esa estadística de tu Unidad "
            "(4.3–4.5) después de sumar sus Partes y todos sus cambios; vale mientras su Parte esté equipada y activa "
            "(4.1.2). Con varios mínimos vale el mayor y con varios máximos el menor; si chocan, el máximo "
            "(docs/rulings.md 186). Fuera de una Pasiva, NM081.",
    examples=(
        ("La DEF de tu Unidad no puede ser inferior a 1",
         "Una Pasiva: aunque tu rival te quite 3 DEF y solo te queden 2, tu Unidad defiende con 1 DEF como poco."),
        ("Mientras esta Parte esté dañada; la VEL de tu Unidad no puede ser superior a 2",
         "Dañada, esta Parte deja tu VEL en 2 como mucho, y juegas más tarde en la ronda (4.5)."),
    ),
)
@dataclass(frozen=True)
class StatBound(Node):
    """A Pasiva: the controller's Unidad's ``stat`` is at least (``floor``) or at most ``n``."""

    stat: Stat
    n: int
    floor: bool = True

    RULE_CHANGE = True  # ``Game.rule_changes`` holds it (constructs/rule_changes.py)
    PASIVA_ONLY = BOUND_PASIVA  # NM081 outside a Pasiva (checks.py)

    def text(self, ctx) -> str:
        side = "inferior" if self.floor else "superior"
        return f"la {self.stat.value.upper()} de tu Unidad no puede ser {side} a {self.n}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """A floor is worth what it lifts the stat by now; a cap costs what it takes away."""
        g, p = ev.game, ev.p
        now = g.stat(p, STATS[self.stat])
        gain = max(0, self.n - now) if self.floor else -max(0, now - self.n)
        return 0.5 * ev.W_CAR_GAIN * gain


STATS = {Stat.FUE: 0, Stat.DEF: 1, Stat.VEL: 2}


@dataclass(frozen=True)
class _Side:
    """A floor or a cap (the builders' own value)."""

    floor: bool


@builds("bound_floor")
def _bound_floor(children):
    return _Side(True)


@builds("bound_cap")
def _bound_cap(children):
    return _Side(False)


@builds("bound_verb")
def _bound_verb(children):
    return None


class BoundClash(FilterClash):
    """«La CAR de tu Unidad no puede ser inferior a 1»: a Unidad's stats are FUE, DEF and VEL (4.3–4.5)."""

    def __init__(self, stat: Stat):
        Exception.__init__(self)
        self.stat = stat

    def error(self, text: str) -> tuple[str, int, str]:
        from ..lexer import normalise

        name = self.stat.value.upper()
        column = normalise(text).find(self.stat.value) + 1
        return (f"una Unidad no tiene {name}: sus estadísticas son FUE, DEF y VEL (4.3–4.5)", column,
                "escribe «la FUE de tu Unidad …», «la DEF …» o «la VEL …»")


def _bound(children) -> StatBound:
    stat = next(c for c in children if isinstance(c, Stat))
    if stat not in STATS:
        raise BoundClash(stat)
    n = next(c for c in _values(children) if isinstance(c, int) and not isinstance(c, bool))
    return StatBound(stat, n, next(c.floor for c in children if isinstance(c, _Side)))


@builds("stat_bound", "stat_bound_have", "stat_bound_least")
def _stat_bound(children):
    return _bound(children)


def bounded_stat(g: GameSide, p: int, s: int, total: int) -> int:
    """Engine: ``total``, the stat ``s`` of ``p``'s Unidad, within the floors and caps of the Pasivas in
    ``Game.rule_changes`` whose Parte is ``p``'s, equipped and active (the highest floor, then the lowest cap)."""
    floor = cap = None
    for source, ab, e in g.rule_changes:
        if type(e) is not StatBound or STATS[e.stat] != s or g.owner[source] != p or not _live(g, source, ab):
            continue
        if e.floor:
            floor = e.n if floor is None else max(floor, e.n)
        else:
            cap = e.n if cap is None else min(cap, e.n)
    if floor is not None and total < floor:
        total = floor
    if cap is not None and total > cap:
        total = cap
    return total
