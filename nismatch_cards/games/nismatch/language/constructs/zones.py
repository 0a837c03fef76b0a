"""Effects on whole zones: «baraja tu mano en tu Arsenal», «baraja tu Depósito de Chatarra en tu Arsenal»
(rulebook 2: the zones of a pilot)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Place

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


ZONE_WORDS = {Place.HAND: "tu mano", Place.SCRAPYARD: "tu Depósito de Chatarra",
              Place.DEMOLITION: "tu Zona de Demolición"}


@construct(
    "efecto", "Barajar una zona en tu Arsenal",
    grammar="zones.lark",
    summary="«baraja tu mano en tu Arsenal», «baraja tu Depósito de Chatarra en tu Arsenal» (o tu Zona de "
            "Demolición): todas las cartas de esa zona tuya van a tu Arsenal y luego lo barajas (zonas del "
            "reglamento, 2). Nadie sabe después dónde ha quedado ninguna carta, ni la que se conocía: ni tú ni tu "
            "oponente (docs/rulings.md 48). Si la zona está vacía, solo barajas. Solo mueve tus cartas.",
    examples=(
        ("CAR 2 | Baraja tu mano en tu Arsenal y roba 5 cartas",
         "Tu mano entera vuelve a tu Arsenal, lo barajas y robas 5 cartas nuevas: con 2 cartas en la mano, sales "
         "ganando 3."),
        ("CAR 3 | Baraja tu Depósito de Chatarra en tu Arsenal",
         "Las Partes destruidas y las Cartas de Apoyo usadas vuelven a tu Arsenal, barajadas: más cartas que "
         "robar antes de quedarte sin ellas (2①)."),
    ),
)
@dataclass(frozen=True)
class ShuffleInto(Node):
    """All the cards of ``zone`` of the controller go to its Arsenal, which is shuffled."""

    zone: Place

    def text(self, ctx) -> str:
        return f"baraja {ZONE_WORDS[self.zone]} en tu Arsenal"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """The hand given back is lost (what a new draw brings is valued by its own effect); the Depósito de
        Chatarra back in the Arsenal is a few more turns before running out of cards."""
        pilot = ev.game.pilots[ev.p]
        if self.zone is Place.HAND:
            return -sum(ev.hand_value(c) for c in pilot.hand if c != ev.source)
        pile = pilot.scrap if self.zone is Place.SCRAPYARD else pilot.demolition
        return 0.1 * ev.W_DRAW * len(pile) * (3.0 if len(pilot.arsenal) < 10 else 1.0)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.shuffle_into_arsenal(r.controller, self.zone)


@builds("shuffle_into")
def _shuffle_into(children):
    return ShuffleInto(next(c for c in children if isinstance(c, Place)))


@builds("zone_hand")
def _zone_hand(children):
    return Place.HAND


@builds("zone_scrapyard")
def _zone_scrapyard(children):
    return Place.SCRAPYARD


@builds("zone_demolition")
def _zone_demolition(children):
    return Place.DEMOLITION
