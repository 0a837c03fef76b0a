"""The baseline a card is measured against in a swap study (``nismatch simular --sustituir``).

A card's strength is the change in its deck's win rate when every copy is replaced by a plain card
that does the same job with no text, on the same seeds (``docs/simulation.md``):

* a **Parte** becomes a Parte of the same zona and the same CAR, with no abilities, whose PG, FUE,
  DEF and VEL are the medians of the set's Partes of that zona and of the same kind of Carga
  (generadoras, gastadoras or neutras; the whole zona when fewer than ``MIN_PEERS`` share the kind),
  because the rulebook trades stats against Carga (4.1: generators have lower stats);
* a **Carta de Apoyo** becomes a blank card: it takes the same place in the Arsenal and the hand and
  can be discarded or shown to pay a cost, but it cannot be played.

Baselines live only in memory: nothing is written to the cards folder.
"""
from __future__ import annotations

import dataclasses
import math
from statistics import median

from nismatch_cards.cards.model import Card, CardSet
from .. import cards as nm

MIN_PEERS = 3  # Partes of the same zona and kind of Carga needed to take the medians from them alone
STATS = ("pg", "fue", "def", "vel")  # the fields of the NISMATCH pack


def _kind(car: int) -> int:
    return (car > 0) - (car < 0)


def _median(values: list[int]) -> int:
    """The median rounded half up, so that a baseline's stats are whole numbers."""
    return math.floor(median(values) + 0.5)


def peers(card: Card, card_set: CardSet) -> list[Card]:
    """The Partes of the set whose medians give ``card``'s baseline stats."""
    zone = [c for c in card_set.cards.values() if nm.is_part(c) and nm.zone(c) == nm.zone(card)]
    same = [c for c in zone if _kind(nm.stat(c, "car")) == _kind(nm.stat(card, "car"))]
    return same if len(same) >= MIN_PEERS else zone


def baseline(card: Card, card_set: CardSet) -> Card:
    """The plain card that replaces ``card`` in a swap study."""
    if not nm.is_part(card):
        return Card(id=f"{card.id}~en-blanco", name="Carta en blanco", type=card.type,
                    fields={"rareza": card.get("rareza")}, set_code=card.set_code)
    group = peers(card, card_set)
    stats = {name: _median([c.get(name, 0) for c in group]) for name in STATS}
    fields = {k: v for k, v in card.fields.items() if k not in ("habilidades", "ambientacion")} | stats
    return dataclasses.replace(card, id=f"{card.id}~basica", name="Parte básica", fields=fields,
                               art=None, source=None)


def plays_as(card: Card, base: Card) -> bool:
    """Whether ``card`` plays exactly as its baseline ``base``: a Parte with no abilities whose PG, FUE, DEF and
    VEL are the baseline's (which keeps its CAR): swapping them changes nothing, so nothing is measured."""
    return nm.is_part(card) and not card.get("habilidades") and \
        all(nm.stat(card, name) == nm.stat(base, name) for name in STATS)


def describe(card: Card) -> dict:
    """The baseline as the figures show it (Spanish keys)."""
    if not nm.is_part(card):
        return {"nombre": card.name, "tipo": "apoyo"}
    return {"nombre": card.name, "tipo": "parte", "zona": nm.zone(card),
            **{name: nm.stat(card, name) for name in nm.STATS}}
