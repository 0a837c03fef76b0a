"""How many cards each requirement of an ability needs (6.1), digested once per card.

A «Selecciona …» or a cost can be met when enough cards fit it. ``legal_actions`` asks that of
every ability it lists, so :class:`Need` keeps what the question needs (the selection, where its
cards are looked for, how many must fit) and the engine counts only up to that number instead of
listing every option (``Game._can_meet``). The options themselves are listed when the pilot
activates the ability (``Game._step_options``).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from ..language import ast as A


@dataclass(frozen=True, slots=True)
class Need:
    """At least ``needed`` cards of ``what`` (taken from ``default`` when it names no place); a cost
    may be paid with the card that carries it («Desactiva una Parte tuya», docs/rulings.md 26);
    ``marchas``: «Selecciona una marcha …» counts marchas on the stack, not cards."""

    what: A.Selection | A.ThisCard
    needed: int
    default: A.Place | None = None
    marchas: bool = False
    pays_with: Callable | None = None  # a cost's test of the cards it can really be paid with
    this_card: bool = False  # a cost paid with the card itself («Quita 2 contadores de esta Parte»): ``pays_with`` it
    cost: bool = False  # a cost (Pay), not a «Selecciona …»: a copy needs none (docs/rulings.md 37)
    pilots: bool = False  # «Selecciona a un oponente» (``what`` is the SelectPlayer): a pilot to choose


def need(step) -> Need | None:
    """What requirement ``step`` (a Select or a Pay) needs; None when it needs nothing (it takes
    «esta Parte» or, as a cost without a choice, every card there is)."""
    if isinstance(step, A.SelectPlayer):
        return Need(step, 1, pilots=True)
    if isinstance(step, A.Select):
        what = step.what
        if isinstance(what, A.ThisCard):
            return None
        count = what.count
        needed = 1 if count is None or not count.choice or count.kind is A.CountKind.UP_TO else count.n
        return Need(what, needed, marchas=what.where() is A.Place.MARCHAS)
    action = step.action
    target = step.taken
    count = getattr(target, "count", None)
    pays_with = getattr(action, "pays_with", None)
    if isinstance(target, A.ThisCard) and pays_with is not None:
        return Need(target, 1, pays_with=pays_with, this_card=True, cost=True)
    if isinstance(target, A.ThisCard) or count is None or not count.choice:
        return None
    needed = 1 if count.kind is A.CountKind.UP_TO else count.n
    return Need(own(target), needed, getattr(type(action), "default_place", None), pays_with=pays_with, cost=True)


@lru_cache(maxsize=None)
def own(target):
    """A cost takes the pilot's own cards («Descarta una carta», «Desactiva una Parte tuya»)."""
    if isinstance(target, A.Selection) and target.owner is None:
        return dataclasses.replace(target, owner=A.Whose.YOU)
    return target
