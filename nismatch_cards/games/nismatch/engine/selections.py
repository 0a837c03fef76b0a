"""What the card language's selections, counts and pilots mean in a game: the :class:`Selections` part of ``Game``.

A selection («una Parte de tu oponente dañada», «las 3 primeras cartas de tu Arsenal») is read
from the point of view of the pilot who controls the ability and the card that carries it:
«tuya» is that pilot's, «otra» is any card but that one, «su» is the clause's subject's.
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from .combat import Combat
from ..language import ast as A
from .state import GUERRILLA, PLACE_ZONE, Z_ARSENAL, Z_BOTINES, Z_DEMO, Z_HAND, Z_SCRAP, Z_STACK, Z_TALLER, Z_UNIT

# enum members read at every selection, looked up once (a compiled engine reads a module name at C speed)
_YOU, _THEIRS, _OPPONENT, _TEAMMATE = A.Whose.YOU, A.Whose.THEIRS, A.Whose.OPPONENT, A.Whose.TEAMMATE
_FIGHTERS = (A.Whose.ATTACKER, A.Whose.DEFENDER)
_PART, _SUPPORT, _TOP = A.Noun.PART, A.Noun.SUPPORT, A.CountKind.TOP
_ANYWHERE = (Z_HAND, Z_UNIT, Z_TALLER, Z_SCRAP, Z_DEMO)  # where a selection that names no place looks
#: The ``PilotState`` list that holds each zone's cards.
_PILE_OF_ZONE = {Z_ARSENAL: "arsenal", Z_HAND: "hand", Z_BOTINES: "botines", Z_SCRAP: "scrap", Z_DEMO: "demolition",
                 Z_UNIT: "unit", Z_TALLER: "talleres"}


class Selections(Combat):
    """``Game`` mixin: pilots, cards and counts named by ability text."""

    # ------------------------------------------------------------------ pilots

    def players(self, who: A.Player, p: int) -> list[int]:
        """The pilots a clause is about, alive, seen from ``p`` (docs/rulings.md 13)."""
        if who is A.Player.YOU:
            return [p] if self.pilots[p].alive else []
        if who is A.Player.OPPONENT:
            return self.named_opponents(p)
        team = self.pilots[p].team
        if who is A.Player.TEAMMATE:
            return [q.index for q in self.pilots if q.alive and q.team == team and q.index != p]
        if who is A.Player.TEAM:  # «tu Unidad y la de tu compañero»: you and your teammates
            return [q.index for q in self.pilots if q.alive and q.team == team]
        if who is A.Player.EACH_OPPONENT:  # «cada oponente»: all of them, named or not (docs/rulings.md 53)
            return self.opponents(p)
        if who is A.Player.OTHERS:
            return [q.index for q in self.pilots if q.alive and q.index != p]
        return [q.index for q in self.pilots if q.alive]

    def named_opponents(self, p: int) -> list[int]:
        """«tu oponente» for ``p``: every opponent, or the one a marcha names while it is read — the pilot whose
        action fired a Disparado, or whose activation «Si tu oponente activa …» answers (docs/rulings.md 13)."""
        named = self.named_opponent
        if named is not None and named[0] == p and self.pilots[named[1]].alive:
            return [named[1]]
        return self.opponents(p)

    def _is_named_opponent(self, p: int, q: int) -> bool:
        named = self.named_opponent
        if named is not None and named[0] == p:
            return q == named[1]
        return self.is_opponent(p, q)

    def owners_of(self, whose: A.Whose | None, p: int, subject: int) -> list[int]:
        if whose is _YOU:
            return [p]
        if whose is _THEIRS:
            return [subject]
        if whose is _OPPONENT:
            return self.named_opponents(p)
        if whose is _TEAMMATE:
            return self.players(A.Player.TEAMMATE, p)
        if whose is A.Whose.EACH_OPPONENT:  # «cada Parte de cada oponente»: all of them (constructs/pilots_each.py)
            return self.opponents(p)
        if whose in _FIGHTERS:
            fighter = self.fighter(whose is A.Whose.ATTACKER)
            return [fighter] if fighter >= 0 else []
        return [q.index for q in self.pilots if q.alive]

    def fighter(self, attacker: bool) -> int:
        """The attacker (or defender) of the Guerrilla of this phase, from its declaration to the end of the phase
        (5.3.5, docs/rulings.md 81); -1 when no Guerrilla is being fought."""
        if self.phase != GUERRILLA or self.guerrilla_state == 0:
            return -1
        return self.active if attacker else self.guerrilla_target

    # ------------------------------------------------------------------ cards

    def pile(self, q: int, zone: int) -> list[int]:
        """The cards of pilot ``q`` in ``zone``, top first for ordered piles (Arsenal, Botines)."""
        if zone == Z_STACK:
            return [m.source for m in self.stack if m.controller == q]
        cards = self.zone_cards(q, zone)
        if zone == Z_UNIT or zone == Z_TALLER:
            return [i for i in cards if i >= 0]
        if zone == Z_ARSENAL or zone == Z_BOTINES:
            return cards[::-1]
        return list(cards)

    def matching(self, sel: A.Selection, p: int, source: int, default: A.Place | None = None,
                 subject: int | None = None) -> list[int]:
        """Every card ``sel`` can take now (all of them: a choice among them is a decision)."""
        place = sel.where(default)
        zone = PLACE_ZONE[place] if place is not None else None
        subject = p if subject is None else subject
        found = []
        for q in self.owners_of(sel.owner, p, subject):
            if not self.pilots[q].alive:
                continue
            if zone is None:
                candidates = [i for z in _ANYWHERE for i in self.pile(q, z)]
            else:
                candidates = self.pile(q, zone)
            found += [i for i in candidates if self.qualifies(sel, p, source, i)]
        count = sel.count
        if count is not None and count.kind is A.CountKind.TOP:
            return found[:count.n]
        return found

    def has_matching(self, sel: A.Selection, p: int, source: int, needed: int, default: A.Place | None = None) -> bool:
        """Whether at least ``needed`` cards fit ``sel`` now: what ``matching`` would list, counted only
        until there are enough (a requirement asked by ``legal_actions``)."""
        return needed <= 0 or self._count_fitting(sel, p, source, p, default, needed) >= needed

    def _count_fitting(self, sel: A.Selection, p: int, source: int, subject: int, default: A.Place | None = None,
                       enough: int = 1 << 30) -> int:
        """``len(self.matching(sel, p, source, default, subject))`` without building the list, counting no
        further than ``enough``."""
        place = sel.where(default)
        zones = _ANYWHERE if place is None else (PLACE_ZONE[place],)
        count = sel.count
        if count is not None and count.kind is _TOP:  # «las N primeras»: N at most
            enough = min(enough, count.n)
        pilots, found = self.pilots, 0
        for q in self.owners_of(sel.owner, p, subject):
            if pilots[q].alive:
                for zone in zones:
                    for inst in self.zone_cards(q, zone):
                        if inst >= 0 and self.qualifies(sel, p, source, inst):
                            found += 1
                            if found >= enough:
                                return found
        return found

    def zone_cards(self, q: int, zone: int) -> list[int]:
        """The cards of pilot ``q`` in ``zone`` in any order, empty slots (-1) included: not a copy."""
        pilot = self.pilots[q]
        if zone == Z_UNIT:  # the zones most selections look in, without a lookup
            return pilot.unit
        if zone == Z_HAND:
            return pilot.hand
        attr = _PILE_OF_ZONE.get(zone)
        return getattr(pilot, attr) if attr is not None else self.pile(q, zone)  # else the marchas

    def fits(self, sel: A.Selection, p: int, source: int, inst: int, default: A.Place | None = None,
             subject: int | None = None, anywhere: bool = False) -> bool:
        """Whether card ``inst`` meets ``sel`` now (``anywhere``: wherever it is — for events on a
        card that has just left, «Cuando una Parte de tu oponente sea destruida»)."""
        owner = self.owner[inst]
        if not self.pilots[owner].alive:
            return False
        subject = p if subject is None else subject
        whose = sel.owner
        if whose is A.Whose.YOU and owner != p or whose is A.Whose.THEIRS and owner != subject:
            return False
        if whose is A.Whose.OPPONENT and not self._is_named_opponent(p, owner):
            return False
        if whose is A.Whose.TEAMMATE and (owner == p or self.is_opponent(p, owner)):
            return False
        if whose in _FIGHTERS and owner != self.fighter(whose is A.Whose.ATTACKER):
            return False
        if not anywhere:
            place = sel.where(default)
            if place is not None and self.loc[inst] != PLACE_ZONE[place]:
                return False
        return self.qualifies(sel, p, source, inst)

    def qualifies(self, sel: A.Selection, p: int, source: int, inst: int) -> bool:
        info = self.cards[inst]
        noun = sel.noun
        if noun is _PART and not info.is_part or noun is _SUPPORT and info.is_part:
            return False
        if inst == source and (sel.other or not info.is_part and self.loc[inst] == Z_HAND):
            return False  # «otra»; a Carta de Apoyo being played is already on the marchas, not in the hand (6.1)
        for f in sel.filters:  # «dañada», «de tipo Brazo», «con FUE 3 o más»… (language/constructs/filters.py)
            if not f.holds(self, p, source, inst):
                return False
        if (self.protected or self.any_untargetable) and sel.count is not None and sel.count.choice \
                and not sel.random and self.untargetable(inst, p):
            return False  # «tu oponente no puede seleccionar esta Parte»: only where a pilot chooses (ruling 40)
        if sel.filters:
            last = sel.filters[-1]
            if last.AMONG:  # «con más PG restantes»: among the cards the other qualifiers let through (ruling 101)
                return last.best(self, sel, p, source, inst)
        return True

    def marchas_matching(self, sel: A.Selection, p: int) -> list:
        """The marchas on the stack ``sel`` names («una marcha de tu oponente», «una Carta de Apoyo en las marchas»)."""
        found = []
        for m in self.stack:
            if m.negated:
                continue
            if sel.owner is A.Whose.YOU and m.controller != p or sel.owner is A.Whose.OPPONENT and \
                    not self._is_named_opponent(p, m.controller):
                continue
            if sel.noun is A.Noun.SUPPORT and not m.support or sel.noun is A.Noun.ABILITY and m.support:
                continue
            found.append(m)
        if sel.count is not None and sel.count.kind is A.CountKind.TOP:
            return found[::-1][:sel.count.n]
        return found

    # ------------------------------------------------------------------ counts

    def count(self, sel: A.Selection, p: int, source: int, subject: int | None = None) -> int:
        """How many cards ``sel`` names now; Botines de Guerra without a place are those claimed (ruling 9)."""
        subject = p if subject is None else subject
        if sel.noun is A.Noun.BOTIN and sel.place is None:
            owners = self.owners_of(sel.owner or A.Whose.THEIRS, p, subject)
            return sum(self.pilots[q].claimed for q in owners)
        if sel.where() is A.Place.MARCHAS:
            return len(self.marchas_matching(sel, p))
        owner = sel.owner or A.Whose.THEIRS
        if owner is not sel.owner:
            sel = _with_owner(sel, owner)
        return self._count_fitting(sel, p, source, subject)

    def amount(self, amount: A.Amount, p: int, source: int) -> int:
        """The value of an amount now («2», «1 por cada Parte dañada», «igual al número de …»)."""
        if amount.per is None:
            return amount.n
        if type(amount.per) is not A.Selection:  # «por cada contador en esta Parte», «igual a la FUE de tu Unidad»
            counted = amount.per.tally(self, p, source)
            value = counted if amount.equal else amount.n * counted
            return value if getattr(amount.per, "most", None) is None else amount.per.bounded(value)
        counted = self.count(amount.per, p, source) if amount.per.owner else self.count_anywhere(amount.per, p, source)
        return counted if amount.equal else amount.n * counted

    def count_anywhere(self, sel: A.Selection, p: int, source: int) -> int:
        """A count with no owner written: every pilot's cards («por cada Parte dañada»)."""
        if sel.noun is A.Noun.BOTIN and sel.place is None:
            return sum(q.claimed for q in self.pilots if q.alive)
        return self._count_fitting(sel, p, source, p)


@lru_cache(maxsize=None)
def _with_owner(sel: A.Selection, owner: A.Whose) -> A.Selection:
    """``sel`` with an owner («por cada Botín» counts the subject's): built once per selection."""
    return dataclasses.replace(sel, owner=owner)


ZONES_WITH_CARDS = (Z_HAND, Z_UNIT, Z_TALLER, Z_SCRAP, Z_DEMO, Z_ARSENAL, Z_BOTINES, Z_STACK)
