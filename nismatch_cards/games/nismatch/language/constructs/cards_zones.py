"""What an effect selects and where cards go (issue 26, round 8): «la Parte descartada», the card a cost of the
same ability discarded, measured by an amount («tantos PG como PG máximos tenga la Parte descartada»).

Other wordings of this kind are lines of the pack's lexicon (packs/nismatch/lexico.yaml: «en la cima de tu
Arsenal», «una Parte Generadora») or small alternatives of the constructs they belong to («pon esta Parte en la Zona
de Demolición», «quita 2 contadores de daño de ella», «Selecciona la Unidad de un oponente; tiene -2 DEF»).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import CountKind, Node, Noun, Stat
from .effects_cards import Discard
from .filters import printed_stat
from .requirements import Pay
from .selection import Selection

if TYPE_CHECKING:
    from ..seam import GameSide

DISCARDED_WITHOUT_COST = "«{name}» nombra la carta que esta habilidad descarta como coste, y ningún requisito descarta una"
HINT_DISCARDED_WITHOUT_COST = "descarta la carta antes, como coste: «Descarta una Parte de tu mano; …»"
DISCARDED_NOT_ONE = "«{name}» nombra una sola carta, y el coste de esta habilidad puede descartar varias"
HINT_DISCARDED_NOT_ONE = "descarta una sola carta como coste («Descarta una Parte de tu mano; …»)"


@construct(
    "selección", "La carta descartada",
    grammar="cards_zones/discarded.lark",
    summary="«la Parte descartada» (o «la carta descartada») es la carta que la misma habilidad descartó como coste "
            "(«Descarta una Parte de tu mano; …»), y una cantidad la mide: «tantos PG como PG máximos tenga la Parte "
            "descartada», «los PG máximos de la Parte descartada», «la mitad de …». Ya en el Depósito de Chatarra, "
            "se miden sus PG y estadísticas impresos (docs/rulings.md 181). Sin un coste que descarte una sola carta "
            "`nismatch validar` lo dice (NM208, NM209). «la Parte que descartaste» se lee igual.",
    examples=(
        ("CAR 0 | Descarta una Parte de tu mano; Selecciona una Parte tuya; repárale PG igual a los PG máximos de "
         "la Parte descartada",
         "Se escribe también «… recupera tantos PG como PG máximos tenga la Parte descartada»: si descartas una "
         "Parte de 4 PG impresos, la Parte tuya seleccionada recupera 4 PG (sin pasar de sus PG máximos)."),
        ("CAR 1 | Descarta una Parte de tu mano; haz puntos de daño igual a la FUE de la Parte descartada a una "
         "Parte de tu oponente",
         "Con una Parte de 3 FUE impresa descartada, una Parte de tu oponente recibe 3 puntos de daño."),
    ),
)
@dataclass(frozen=True)
class Discarded(Node):
    """«la Parte descartada»: the card a Pay of this ability discarded (``part``: written «Parte», else «carta»)."""

    part: bool = True

    plural = False
    feminine = True

    @property
    def noun(self) -> Noun:
        return Noun.PART if self.part else Noun.CARD

    def text(self, ctx=None, **_) -> str:
        return "la Parte descartada" if self.part else "la carta descartada"

    def measure(self, g: GameSide, stat: Stat, kind: str = "") -> int:
        """Engine: ``stat`` of the card the marcha being resolved discarded as its cost, as printed (it is in the
        Depósito de Chatarra: its PG máximos and PG are its printed PG; docs/rulings.md 181); 0 when it discarded
        none (a copy pays nothing, docs/rulings.md 37). Outside a resolution (a bot weighing the ability), 2."""
        r = g.resolving
        if r is None:
            return 2
        paid = r.marcha.paid
        return printed_stat(g.cards[paid[0]], stat) if paid else 0


@builds("card_ref_discarded")
def _card_ref_discarded(children):
    return Discarded()


@builds("card_ref_discarded_card")
def _card_ref_discarded_card(children):
    return Discarded(part=False)


def discarded_problems(ability) -> list[tuple[str, Node, str, str]]:
    """NM208 («la Parte descartada» with no cost that discards) and NM209 (a cost that discards other than one card):
    ``(code, node, message, hint)``."""
    clauses = (*getattr(ability, "requirements", ()), *ability.simple_effects())
    named = [(clause, n) for clause in clauses for n in clause.walk() if isinstance(n, Discarded)]
    if not named:
        return []
    clause, node = named[0]  # the clause is what the error points at: the node has no place of its own
    name = node.text()
    costs = [r.action for r in getattr(ability, "requirements", ()) if isinstance(r, Pay) and isinstance(r.action, Discard)]
    if not costs:
        return [("NM208", clause, DISCARDED_WITHOUT_COST.format(name=name), HINT_DISCARDED_WITHOUT_COST)]
    what = costs[0].what
    count = getattr(what, "count", None)
    if len(costs) > 1 or not isinstance(what, Selection) or count is None or count.kind is not CountKind.EXACTLY \
            or count.n != 1:
        return [("NM209", clause, DISCARDED_NOT_ONE.format(name=name), HINT_DISCARDED_NOT_ONE)]
    return []
