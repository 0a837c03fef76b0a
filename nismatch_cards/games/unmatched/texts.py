"""Card texts and hero abilities in a game of Unmatched: where they apply, and the record of those not played.

The card language (``language/``) plays them through a :class:`TextPlayer`; the engine reaches every moment a text
applies (``WINDOWS`` of a combat card in the rulebook's order, an estratagema when it is played, a hero's ability)
and asks its :class:`TextPlayer`, if it has one. Every text that was not played is written down in the game
(``Game.unplayed``: :class:`Unplayed`), so that a result never claims what did not happen.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

#: Where a text applies, besides the combat windows of ``rules.WINDOWS``: a scheme's effect, a hero's ability.
ABILITY = "habilidad"

#: The moments a hero's ability may apply (the engine offers each to the TextPlayer): when the hero is placed
#: («Preparación»), at the start of its turn, in a maniobra, in an attack, during a combat (a value it changes), after a combat («El Ataque», paso 3:
#: «Resuelve los efectos especiales de los héroes que ocurran después del combate»), at the end of its turn (after
#: its 2 actions, before the hand limit: rulings.md U56).
ABILITY_MOMENTS = ("al_colocar", "comienzo_del_turno", "maniobra", "ataque", "durante_el_combate",
                   "despues_del_combate", "final_del_turno")

#: What the texts' windows are called in Spanish (results, logs).
WHERE_NAMES = {"inmediatamente": "INMEDIATAMENTE", "durante_el_combate": "DURANTE EL COMBATE",
               "despues_del_combate": "DESPUÉS DEL COMBATE", "estratagema": "estratagema",
               ABILITY: "habilidad especial"}


@dataclass(frozen=True)
class Unplayed:
    """A text the engine reached and did not play: in which ``turn`` (0: set-up), of which ``hero``'s deck, the
    card (or the hero, for its ability), where it applied and the text itself."""

    turn: int
    hero: str
    card: str
    where: str
    text: str

    def describe(self) -> str:
        """«turno 3, Alice: ¡Zis, zas! (DESPUÉS DEL COMBATE): «Si ganaste…»» — as a result lists it."""
        when = "preparación" if self.turn == 0 else f"turno {self.turn}"
        return f"{when}, {self.hero}: {self.card} ({WHERE_NAMES.get(self.where, self.where)}): «{self.text}»"


class TextPlayer(Protocol):
    """What plays card texts and abilities (the card language, when it exists): each method returns whether it
    played the text; the engine records those it did not."""

    def play(self, game: Any, army: int, card: Any, where: str, text: str) -> bool:
        """Play ``text`` of ``card`` (an ``ActionCard``) for the hero ``army`` at ``where``."""

    def ability(self, game: Any, army: int, moment: str) -> bool:
        """Play the ability of hero ``army`` if it applies at ``moment`` (one of ``ABILITY_MOMENTS``)."""

    def reads(self, text: str) -> bool:
        """Whether it can play ``text`` at all (an ability it cannot read is listed at set-up)."""
