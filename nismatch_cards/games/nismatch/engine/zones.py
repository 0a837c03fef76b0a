"""Cards changing zone (rulebook 2): the :class:`Zones` part of ``Game``.

``move`` is the only way a card changes zone and keeps CAR, damage and deactivation in step;
``draw`` and ``claim`` bring cards to the hand from the Arsenal and the Botines de Guerra.
"""
from __future__ import annotations

from .core import GameCore
from ..language import ast as A
from ..language.constructs.filters_more import EQUIPPED
from ..language.constructs.statics import DRAWN
from ..language.constructs.events_worded import FROM_HAND
from ..language.constructs.triggers import CardEventKind, PlayerEventKind
from .state import ACTIVE, MAX_PG, Z_ARSENAL, Z_BOTINES, Z_DEMO, Z_HAND, Z_SCRAP, Z_TALLER, Z_UNIT, ZONE_NAMES, PLACE_ZONE
from .visibility import HIDDEN_PILES, NOBODY, sees, witnesses

_IN_PLAY = (Z_UNIT, Z_TALLER)  # where a Parte keeps its damage, and its changes of PG máximos
_DESTINATION_ZONE = {A.Destination.SCRAPYARD: Z_SCRAP, A.Destination.DEMOLITION: Z_DEMO,
                     A.Destination.OWNER_HAND: Z_HAND, A.Destination.YOUR_HAND: Z_HAND,
                     A.Destination.ARSENAL_TOP: Z_ARSENAL, A.Destination.ARSENAL_BOTTOM: Z_ARSENAL,
                     A.Destination.BOTINES_BOTTOM: Z_BOTINES}
_TO = {A.Destination.SCRAPYARD: "va al Depósito de Chatarra", A.Destination.DEMOLITION: "va a la Zona de Demolición",
       A.Destination.OWNER_HAND: "vuelve a la mano de su dueño", A.Destination.YOUR_HAND: "va a la mano de su dueño",
       A.Destination.ARSENAL_TOP: "va a la parte superior del Arsenal de su dueño",
       A.Destination.ARSENAL_BOTTOM: "va al fondo del Arsenal de su dueño",
       A.Destination.BOTINES_BOTTOM: "va al fondo de los Botines de Guerra de su dueño"}
#: «debajo de la pila»: the bottom of the pile the card is in (constructs/cards_more.py).
_PILE_BOTTOM = {Z_ARSENAL: A.Destination.ARSENAL_BOTTOM, Z_BOTINES: A.Destination.BOTINES_BOTTOM}
_BOTTOMS = (A.Destination.ARSENAL_BOTTOM, A.Destination.BOTINES_BOTTOM)


class Zones(GameCore):
    """``Game`` mixin: moving, drawing and claiming cards."""

    def _keep_max_pg(self, inst: int) -> None:
        """A change of PG máximos follows its Parte between the Unidad and the Talleres, as its damage does
        (docs/rulings.md 113)."""
        serial = self.serial[inst]
        for m in self.mods:
            if m.stat == MAX_PG and m.part == inst and m.serial == serial - 1:
                m.serial = serial

    def move(self, inst: int, zone: int, slot: int = 0, bottom: bool = False) -> None:
        """Move one card to ``zone`` of its owner; the only way a card changes zone. Piles get it on
        top (the end of the list), or at the ``bottom``."""
        pilot = self.pilots[self.owner[inst]]
        info = self.cards[inst]
        old = self.loc[inst]
        seen = witnesses(self, inst) if zone in HIDDEN_PILES else NOBODY  # who will know which card went there
        if old == Z_UNIT:
            pilot.unit[self.slot[inst]] = -1
            if not self.deact[inst]:
                pilot.car -= info.car  # 4.1.1: an active generator/spender leaving changes CAR at once
        elif old == Z_TALLER:
            pilot.talleres[self.slot[inst]] = -1
        elif old == Z_HAND:
            pilot.hand.remove(inst)
        elif old == Z_ARSENAL:
            pilot.arsenal.remove(inst)
        elif old == Z_BOTINES:
            pilot.botines.remove(inst)
        elif old == Z_SCRAP:
            pilot.scrap.remove(inst)
        elif old == Z_DEMO:
            pilot.demolition.remove(inst)
        self.loc[inst] = zone
        self.slot[inst] = slot
        self.serial[inst] += 1
        if self.any_pg_change and old in _IN_PLAY and zone in _IN_PLAY:
            self._keep_max_pg(inst)
        self.deact[inst] = ACTIVE
        if zone == Z_UNIT and self.any_past:
            self.this_turn[(EQUIPPED, inst)] = 1  # «una Parte equipada este turno» (constructs/filters_more.py)
            if old == Z_HAND:
                self.this_turn[(FROM_HAND, pilot.index)] = 1  # «has equipado una Parte desde tu mano» (events_worded)
        if seen is None or seen:
            self.known[inst] = (self.serial[inst], seen)
        elif self.known:
            self.known.pop(inst, None)  # what was known of it ended with the move
        if zone == Z_UNIT:
            pilot.unit[slot] = inst
            pilot.car += info.car
            for k in [k for k in self.uses if k // 8 == inst] if self.uses else ():
                del self.uses[k]
            for k in [k for k in self.long_uses if k // 16 == inst and not k & 1] if self.long_uses else ():
                del self.long_uses[k]  # «por ronda» starts again with the Parte, «por partida» not (ruling 59)
        elif zone == Z_TALLER:
            pilot.talleres[slot] = inst
            self.taller_turns[inst] = 0
        else:
            self.damage[inst] = 0
            self.counters[inst] = 0  # like damage, counters stay on a Parte only on a Unidad or in a Taller (ruling 33)
            if self.named_counters:  # and so do the named ones (ruling 66)
                for key in [k for k in self.named_counters if k[0] == inst]:
                    del self.named_counters[key]
            self.taller_turns[inst] = 0
            if zone == Z_HAND:
                pilot.hand.append(inst)
            elif zone == Z_SCRAP:
                pilot.scrap.append(inst)
            elif zone == Z_DEMO:
                pilot.demolition.append(inst)
            elif zone == Z_ARSENAL:
                pilot.arsenal.insert(0, inst) if bottom else pilot.arsenal.append(inst)
            elif zone == Z_BOTINES:
                pilot.botines.insert(0, inst) if bottom else pilot.botines.append(inst)

    def draw(self, p: int, count: int) -> None:
        pilot = self.pilots[p]
        for _ in range(count):
            if not pilot.arsenal:
                self.lose(p, f"{pilot.name} no puede robar: su Arsenal está vacío")
                return
            inst = pilot.arsenal.pop()
            known = self.known.get(inst) if self.known else None
            self.loc[inst] = Z_HAND
            self.serial[inst] += 1
            if known is not None and known[0] == self.serial[inst] - 1:  # a known top card is known in the hand
                self.known[inst] = (self.serial[inst], known[1])
            pilot.hand.append(inst)
            if self.stats is not None:
                self.stats.drawn(self, p, inst)
            if self.any_past:
                self.record_turn((DRAWN, p))  # «Cuando tu oponente robe su segunda carta en un mismo turno»
            self.event(PlayerEventKind.DRAWS, inst, p)
        if self.log is not None:
            self.say(f"  {pilot.name} roba {count} carta{'s' if count != 1 else ''}")

    def claim(self, p: int, count: int) -> None:
        """Take Botines de Guerra from your own pile to your hand (2②); 5 claimed wins (1.1)."""
        pilot = self.pilots[p]
        taken = 0
        for _ in range(count):
            if not pilot.botines:
                break
            inst = pilot.botines[-1]
            self.move(inst, Z_HAND)
            pilot.claimed += 1
            if self.stats is not None:
                self.stats.drawn(self, p, inst)
            self.event(PlayerEventKind.CLAIMS, inst, p)
            taken += 1
        if taken:
            if self.log is not None:
                self.say(f"  {pilot.name} reclama {taken} {'Botines' if taken > 1 else 'Botín'} de Guerra "
                         f"({pilot.claimed}/{self.ruleset.botines_to_win})")
        if pilot.claimed >= self.ruleset.botines_to_win and not self.over:
            team = pilot.team
            self.finish(tuple(q.index for q in self.pilots if q.team == team),
                        f"{pilot.name} ha reclamado {pilot.claimed} Botines de Guerra")

    # ------------------------------------------------------------------ effects of the card language

    def move_to(self, inst: int, destination: A.Destination, by: int) -> None:
        """«muévela al Taller», «envíala al Depósito de Chatarra»…: a card to a zone of its owner; not an equipped Parte
        that «no puede ser movida» (docs/rulings.md 46)."""
        loc = self.loc[inst]
        if loc == Z_UNIT and self._held(inst):
            if self.log is not None:
                self.say(f"  {self.card_label(inst)} no puede ser movida")
            return
        if destination is A.Destination.PILE_BOTTOM:
            if loc not in _PILE_BOTTOM:
                return
            destination = _PILE_BOTTOM[loc]
        if destination is A.Destination.TALLER:  # a Parte of the Unidad, or one from another zone (ruling 134)
            if loc == Z_UNIT or loc != Z_TALLER and self.cards[inst].is_part:
                self.to_taller(inst, by)
            return
        zone = _DESTINATION_ZONE[destination]
        if loc == zone and zone not in (Z_ARSENAL, Z_BOTINES):
            return
        was_active = loc == Z_UNIT and not self.deact[inst]
        if self.log is not None:  # a card nobody else saw, going where nobody sees it, is not named
            hidden = zone in (Z_HAND, Z_ARSENAL) and not all(sees(self, q, inst) for q in range(len(self.pilots)))
            label = f"una carta de {self.pilot_name(self.owner[inst])}" if hidden else self.card_label(inst)
            self.say(f"  {label} {_TO[destination]}")
        self.move(inst, zone, bottom=destination in _BOTTOMS)
        owner = self.owner[inst]
        if zone == Z_SCRAP:
            self.event(CardEventKind.TO_SCRAPYARD, inst, by, card_fires=was_active)
        elif zone == Z_HAND and loc in (Z_UNIT, Z_TALLER):
            self.event(CardEventKind.TO_HAND, inst, owner, card_fires=was_active)

    def discard(self, inst: int) -> None:
        """A card from its owner's hand to the Depósito de Chatarra."""
        if self.loc[inst] != Z_HAND:
            return
        owner = self.owner[inst]
        if self.log is not None:
            self.say(f"  {self.pilot_name(owner)} descarta {self.card_label(inst)}")
        redirect = self.redirect  # «descártala y envíala a … en lugar de al Depósito de Chatarra» (ruling 45)
        if redirect is None:
            self.move(inst, Z_SCRAP)
        else:
            if self.log is not None:
                self.say(f"  {self.card_label(inst)} {_TO[redirect]}")
            self.move(inst, _DESTINATION_ZONE[redirect], bottom=redirect in _BOTTOMS)
        self.event(CardEventKind.DISCARDED, inst, owner)
        self.event(PlayerEventKind.DISCARDS, inst, owner)

    def reveal(self, p: int, cards: list[int]) -> None:
        """«muéstrala»: every pilot sees these cards while they stay where they are, or in the hand they go to
        next («muéstrala, añádela a tu mano», docs/rulings.md 29)."""
        for inst in cards:
            self.known[inst] = (self.serial[inst], None)
        if self.log is not None and cards:
            self.say(f"  {self.pilot_name(p)} muestra " + ", ".join(self.card_label(i) for i in cards))

    def searched(self, p: int, q: int) -> None:
        """«busca … en tu Arsenal»: pilot ``p`` looks through the whole Arsenal of ``q`` and sees every card of it,
        in its order, until it is shuffled (docs/rulings.md 73)."""
        arsenal = list(self.pilots[q].arsenal)
        if self.log is not None:
            whose = "su Arsenal" if p == q else f"el Arsenal de {self.pilot_name(q)}"
            self.say(f"  {self.pilot_name(p)} busca en {whose} y mira sus "
                     f"{len(arsenal)} carta{'s' if len(arsenal) != 1 else ''}")
        self.looked_at(p, arsenal, told=False)

    def looked_at(self, p: int, cards: list[int], told: bool = True) -> None:
        """«mira …», «busca …»: pilot ``p`` (only) sees these cards (while they stay where they are); the log
        tells it when ``told`` and one of them is new to ``p``."""
        new = [inst for inst in cards if not sees(self, p, inst)]
        for inst in cards:
            seen_by = self.known.get(inst)
            if seen_by is not None and seen_by[0] == self.serial[inst]:
                if seen_by[1] is not None:
                    self.known[inst] = (seen_by[0], seen_by[1] | {p})
            else:
                self.known[inst] = (self.serial[inst], frozenset((p,)))
        if self.log is not None and told and new:
            self.say(f"  {self.pilot_name(p)} mira {len(cards)} carta{'s' if len(cards) != 1 else ''}")

    def shuffle_arsenal(self, p: int) -> None:
        self.rng.shuffle(self.pilots[p].arsenal)
        self.forget(self.pilots[p].arsenal)
        if self.log is not None:
            self.say(f"  {self.pilot_name(p)} baraja su Arsenal")

    def shuffle_into_arsenal(self, p: int, place: A.Place) -> None:
        """«baraja tu mano en tu Arsenal»: every card of that zone of ``p`` goes to its Arsenal, which is shuffled;
        nobody learns where any card went (rulebook 2; docs/rulings.md 40)."""
        pilot = self.pilots[p]
        zone = PLACE_ZONE[place]
        pile = pilot.hand if zone == Z_HAND else pilot.scrap if zone == Z_SCRAP else pilot.demolition
        moved = len(pile)
        for inst in list(pile):
            self.move(inst, Z_ARSENAL)
        if self.log is not None:
            self.say(f"  {self.pilot_name(p)} baraja {moved} carta{'s' if moved != 1 else ''} de su {ZONE_NAMES[zone]} "
                     "en su Arsenal")
        self.shuffle_arsenal(p)

    def forget(self, pile: list[int]) -> None:
        """A pile was shuffled: nobody knows where a card it knew is now."""
        for inst in pile:
            self.known.pop(inst, None)
