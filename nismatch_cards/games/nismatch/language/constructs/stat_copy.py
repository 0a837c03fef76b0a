"""Copying a stat: «la FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del
turno» (rulebook 4.3–4.5: the stats of a Unidad; 5.3.7: «hasta el final del turno»)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Player, Stat
from .durations import Duration
from .effects_parts import StatChange, Unit

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


@construct(
    "efecto", "Copiar una estadística",
    grammar="stat_copy.lark",
    summary="«la FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del turno» (o "
            "DEF, o VEL, la misma u otra): al resolverse, tu Unidad gana o pierde lo que le falta o le sobra para "
            "igualar esa estadística de la Unidad de tu oponente en ese momento (4.3–4.5), hasta que acabe la "
            "duración; lo que cambie después cualquiera de las dos se suma como siempre (docs/rulings.md 51). Con "
            "varios oponentes (2vs2), iguala la más alta. Siempre lleva duración. Una Unidad tiene FUE, DEF y VEL: con "
            "PG o CAR, `nismatch validar` dice: una Unidad tiene FUE, DEF y VEL, no PG.",
    examples=(
        ("CAR 2 | La FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del turno",
         "Con 2 FUE frente a 6 de tu oponente, tu Unidad gana 4 FUE hasta la Fase Final (5.3.7), y un +1 FUE "
         "después te deja en 7; con 8 frente a tus 2, la tuya perdería 6."),
        ("CAR 1 | La DEF de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el inicio de tu "
         "próximo turno",
         "Tu DEF iguala la FUE que tiene ahora la Unidad de tu oponente, durante su turno: su Guerrilla no pasa de "
         "tu DEF a menos que gane FUE después."),
    ),
)
@dataclass(frozen=True)
class StatCopy(Node):
    """Your Unidad's ``stat`` becomes the opponent Unidad's ``source_stat`` (at resolution) for ``duration``."""

    stat: Stat
    source_stat: Stat
    duration: Duration

    def text(self, ctx) -> str:
        return (f"la {self.stat.value.upper()} de tu Unidad pasa a ser igual a la {self.source_stat.value.upper()} "
                f"de la Unidad de tu oponente {self.duration.text(ctx)}")

    def change(self, g: GameSide, p: int) -> StatChange | None:
        """Engine: the stat change that makes ``p``'s Unidad equal now (None with nothing to copy or to change)."""
        if not all(s.value in ("fue", "def", "vel") for s in (self.stat, self.source_stat)):
            return None  # a Unidad has no PG or CAR (NM080 says so)
        theirs = [g.stat(q, self.source_stat.value) for q in g.players(Player.OPPONENT, p)]
        if not theirs:
            return None
        delta = max(theirs) - g.stat(p, self.stat.value)
        return StatChange(Unit(Player.YOU), self.stat, delta, self.duration) if delta else None

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """What the change it would make now is worth, as «tu Unidad gana …» is."""
        change = self.change(ev.game, ev.p)
        return 0.0 if change is None else ev.stat_gain(change, ev.p)

    def run(self, g: GameSide, r: Resolution) -> None:
        change = self.change(g, r.controller)
        if change is not None:
            g.add_mod(change, r.controller, r.source, pilot=r.controller)


@builds("stat_copy")
def _stat_copy(children):
    stat, source_stat, duration = [c for c in children if not hasattr(c, "start_pos")]
    return StatCopy(stat, source_stat, duration)
