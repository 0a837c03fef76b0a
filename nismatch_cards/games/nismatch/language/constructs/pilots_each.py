"""One of each opponent: «haz 1 punto de daño a una Parte de cada oponente», «destruye una Parte de cada oponente».

In 2vs2 and Batalla Real there are several opponents (rulebook 5.1); «una Parte de tu oponente» is one Parte of any
of them (docs/rulings.md 13), and «cada Parte de tu oponente» every Parte of every one. «una Parte de cada oponente»
is neither: the effect is done once for each opponent, on one of its Partes that you choose (docs/rulings.md 176).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Whose
from .selection import Qualifier, words

if TYPE_CHECKING:
    from ..seam import GameSide, Resolution


@construct(
    "selección", "Una de cada oponente",
    grammar="pilots_each/each_opponent.lark",
    summary="«una Parte de cada oponente» (o «de cada rival», «de cada enemigo»): el efecto se hace una vez por cada "
            "oponente, en orden de turno, y en cada vez eliges una Parte de ese oponente (en 1vs1, la de tu único "
            "oponente). Un oponente sin ninguna Parte que valga se salta. «cada Parte de cada oponente» son todas "
            "las Partes de todos ellos, como «cada Parte de tu oponente». No es un requisito: «Selecciona una Parte de "
            "cada oponente» aún no existe (docs/rulings.md 176).",
    examples=(
        ("CAR 3 | Haz 1 punto de daño a una Parte de cada oponente",
         "En Batalla Real, al resolverse, eliges una Parte de cada uno de tus tres oponentes y cada una recibe 1 "
         "punto de daño; en 2vs2, una de cada oponente, ninguna de tu compañero."),
        ("CAR 5 | Destruye una Parte de cada oponente equipada",
         "Cada oponente pierde una Parte equipada que eliges tú; por cada una reclamas un Botín de Guerra (2②)."),
    ),
)
@dataclass(frozen=True)
class NameOpponent(Node):
    """Engine step of «… de cada oponente»: from here on, the marcha's «tu oponente» is ``pilot`` (-1: none named)."""

    pilot: int

    @staticmethod
    def shown_in(ability) -> bool:
        """The construct is a qualifier: an ability shows it with a selection «de cada oponente»."""
        return any(getattr(node, "owner", None) is Whose.EACH_OPPONENT for node in ability.walk())

    def text(self, ctx) -> str:  # never written: the steps are made while a marcha resolves
        return ""

    def run(self, g: GameSide, r: Resolution) -> None:
        r.marcha.named_opponent = self.pilot
        g.named_opponent = (r.marcha.controller, self.pilot) if self.pilot >= 0 else None


@builds("w_each_opponent")
def _w_each_opponent(children):
    return Qualifier("owner", Whose.EACH_OPPONENT, *words(children))


def each_opponent(g: GameSide, r: Resolution, target, effect) -> None:
    """Engine: ``effect`` on ``target`` («una Parte de cada oponente») done once per opponent, in turn order, each
    time with that opponent as «tu oponente»; then the opponent the marcha named before is named again."""
    field = next(f.name for f in dataclasses.fields(effect) if getattr(effect, f.name) is target)
    one = dataclasses.replace(effect, **{field: dataclasses.replace(target, owner=Whose.OPPONENT)})
    steps: list = []
    for q in g.opponents(r.controller):
        steps += [NameOpponent(q), one]
    g.insert_effects(r, (*steps, NameOpponent(r.marcha.named_opponent)))


@construct(
    "cantidad", "Por cada oponente",
    grammar="pilots_each/per_opponent.lark",
    summary="«por cada oponente» cuenta tus oponentes que siguen en la partida (1 en 1vs1, 2 en 2vs2, hasta 3 en "
            "Batalla Real; 5.1); «por cada oponente que haya reclamado más Botines de Guerra que tú», solo los que "
            "van por delante en Botines reclamados (no los que les quedan en su pila, docs/rulings.md 9). Se cuenta "
            "al resolverse (docs/rulings.md 176).",
    examples=(
        ("CAR 2 | Roba una carta por cada oponente",
         "En Batalla Real con tus tres oponentes en juego robas 3 cartas; en 1vs1, una."),
        ("Tu Unidad gana +1 DEF por cada oponente que haya reclamado más Botines de Guerra que tú",
         "Una Pasiva: con 1 Botín reclamado, si un oponente ha reclamado 2 y otro 1, tu Unidad tiene +1 DEF."),
    ),
)
@dataclass(frozen=True)
class Opponents(Node):
    """What «por cada oponente» counts: the opponents in the game; ``richer``: only those who have claimed more
    Botines de Guerra than you."""

    richer: bool = False

    def text(self, ctx, plural: bool = False, **_) -> str:
        pilots = "oponentes" if plural else "oponente"
        return f"{pilots} que {'hayan' if plural else 'haya'} reclamado más Botines de Guerra que tú" if self.richer \
            else pilots

    def tally(self, g: GameSide, p: int, source: int) -> int:
        """Engine: how many opponents of ``p`` are in the game (and ahead of it in Botines claimed, 2②)."""
        mine = g.pilots[p].claimed
        return sum(1 for q in g.opponents(p) if not self.richer or g.pilots[q].claimed > mine)


@builds("per_opponent")
def _per_opponent(children):
    return Opponents()


@builds("per_richer_opponent")
def _per_richer_opponent(children):
    return Opponents(richer=True)
