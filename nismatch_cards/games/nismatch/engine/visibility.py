"""What a pilot can see of a card: ``sees(game, p, inst)``.

The Unidades, the Talleres, the Depósito de Chatarra, the Zona de Demolición and the marchas are
on the table for everyone (rulebook 2). A hand is seen by its owner only, and the Parte placed
face down at the start (5.1) is a card of that hand until every pilot has placed one. Arsenals
and Botines de Guerra are seen by nobody. A card shown («muéstrala») is seen by everyone, and a
card looked at («mira …», «busca …») by the pilot who looked, while it stays where it was then; a
card shown and then added to a hand stays seen by everyone while it stays in that hand
(docs/rulings.md 29). ``observation`` shows each pilot the same cards.
"""
from __future__ import annotations

from .state import Z_DEMO, Z_HAND, Z_SCRAP, Z_STACK, Z_TALLER, Z_UNIT

PUBLIC_ZONES = frozenset((Z_UNIT, Z_TALLER, Z_SCRAP, Z_DEMO, Z_STACK))


def sees(game, p: int, inst: int) -> bool:
    """Whether pilot ``p`` can see which card ``inst`` is."""
    loc = game.loc[inst]
    if loc in PUBLIC_ZONES:
        return True
    known = game.known.get(inst)
    if known is not None and known[0] == game.serial[inst] and (known[1] is None or p in known[1]):
        return True
    return loc == Z_HAND and game.owner[inst] == p
