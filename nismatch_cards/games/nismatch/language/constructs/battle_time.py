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

from ..catalogue import builds, construct
from ..nodes import Node

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

    def holds(self, g, p: int, source: int) -> bool:
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


def record_battle_damage(g, inst: int, by: int) -> None:
    """Engine: the battle of this turn dealt damage to ``inst`` (a Parte of its owner's Unidad), dealt by ``by``."""
    g.this_turn[(HURT, g.owner[inst])] = 1
    if by >= 0:
        g.this_turn[(DEALT, by)] = 1
