"""What a pilot can see of a card: ``sees(game, p, inst)``, and ``shown(game, p)`` for the hidden piles.

The Unidades, the Talleres, the Depósito de Chatarra, the Zona de Demolición and the marchas are
on the table for everyone (rulebook 2). A hand is seen by its owner only, and the Parte placed
face down at the start (5.1) is a card of that hand until every pilot has placed one. Arsenals
and Botines de Guerra are seen by nobody. A card shown («muéstrala») is seen by everyone, and a
card looked at («mira …», «busca …»: a search of an Arsenal looks at all of it, docs/rulings.md 73) by
the pilot who looked, while it stays where it was then.

A pilot also remembers a card it saw go into a hidden pile: a Parte returned to its owner's hand,
a card shown and then added to a hand, a card put on top of an Arsenal. It knows which card it is
until the pile is shuffled (``Zones.move`` carries what each pilot knew, ``forget`` ends it; a card
shown and added to a hand: docs/rulings.md 29). ``observation`` shows each pilot the same cards.
"""
from __future__ import annotations

from .state import Z_ARSENAL, Z_BOTINES, Z_DEMO, Z_HAND, Z_SCRAP, Z_STACK, Z_TALLER, Z_UNIT, chooses_cards

PUBLIC_ZONES = frozenset((Z_UNIT, Z_TALLER, Z_SCRAP, Z_DEMO, Z_STACK))
HIDDEN_PILES = frozenset((Z_HAND, Z_ARSENAL, Z_BOTINES))
NOBODY: frozenset = frozenset()


def sees(game, p: int, inst: int) -> bool:
    """Whether pilot ``p`` can see which card ``inst`` is."""
    loc = game.loc[inst]
    if loc in PUBLIC_ZONES:
        return True
    known = game.known.get(inst)
    if known is not None and known[0] == game.serial[inst] and (known[1] is None or p in known[1]):
        return True
    return loc == Z_HAND and game.owner[inst] == p


def witnesses(game, inst: int) -> frozenset | None:
    """The pilots who can tell which card ``inst`` is now: None for everyone."""
    if game.loc[inst] in PUBLIC_ZONES:
        return None
    known = game.known.get(inst)
    seen = NOBODY
    if known is not None and known[0] == game.serial[inst]:
        if known[1] is None:
            return None
        seen = known[1]
    if game.loc[inst] == Z_HAND:
        seen = seen | {game.owner[inst]}
    return seen


def shown(game, p: int) -> set[int]:
    """Cards in hidden piles that ``p`` sees now besides its own hand: those it was shown, looked at or
    saw go there (``game.known``), the options of its own decisions, the cards shown on the marchas,
    and the cards a «mira …» of its own marcha shows."""
    serial = game.serial
    seen = {inst for inst, (ser, who) in game.known.items() if ser == serial[inst] and (who is None or p in who)}
    for d in game.decisions:
        if d.pilot == p and chooses_cards(d):  # marchas and options come by number (docs/rulings.md 27)
            seen.update(d.options)
    for m in game.stack + ([game.build] if game.build is not None else []):
        seen.update(m.revealed)
    r = game.resolving
    if r is not None:
        seen.update(r.marcha.revealed)
        if r.controller == p:
            seen.update(r.pool)
            seen.update(r.taken)
    return seen
