"""Cards changing zone (rulebook 2): the :class:`Zones` part of ``Game``.

``move`` is the only way a card changes zone and keeps CAR, damage and deactivation in step;
``draw`` and ``claim`` bring cards to the hand from the Arsenal and the Botines de Guerra.
"""
from __future__ import annotations

from .state import ACTIVE, Z_ARSENAL, Z_BOTINES, Z_DEMO, Z_HAND, Z_SCRAP, Z_TALLER, Z_UNIT


class Zones:
    """``Game`` mixin: moving, drawing and claiming cards."""

    def move(self, inst: int, zone: int, slot: int = 0) -> None:
        """Move one card to ``zone`` of its owner; the only way a card changes zone."""
        pilot = self.pilots[self.owner[inst]]
        info = self.cards[inst]
        old = self.loc[inst]
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
        self.deact[inst] = ACTIVE
        if zone == Z_UNIT:
            pilot.unit[slot] = inst
            pilot.car += info.car
            for k in [k for k in self.uses if k // 8 == inst] if self.uses else ():
                del self.uses[k]
        elif zone == Z_TALLER:
            pilot.talleres[slot] = inst
            self.taller_turns[inst] = 0
        else:
            self.damage[inst] = 0
            self.taller_turns[inst] = 0
            if zone == Z_HAND:
                pilot.hand.append(inst)
            elif zone == Z_SCRAP:
                pilot.scrap.append(inst)
            elif zone == Z_DEMO:
                pilot.demolition.append(inst)
            elif zone == Z_ARSENAL:
                pilot.arsenal.append(inst)
            elif zone == Z_BOTINES:
                pilot.botines.append(inst)

    def draw(self, p: int, count: int) -> None:
        pilot = self.pilots[p]
        for _ in range(count):
            if not pilot.arsenal:
                self.lose(p, f"{pilot.name} no puede robar: su Arsenal está vacío")
                return
            inst = pilot.arsenal.pop()
            self.loc[inst] = Z_HAND
            self.serial[inst] += 1
            pilot.hand.append(inst)
            if self.stats is not None:
                self.stats.drawn(self, p, inst)
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
            taken += 1
        if taken:
            if self.log is not None:
                self.say(f"  {pilot.name} reclama {taken} Botín{'es' if taken > 1 else ''} de Guerra "
                         f"({pilot.claimed}/{self.ruleset.botines_to_win})")
        if pilot.claimed >= self.ruleset.botines_to_win and not self.over:
            team = pilot.team
            self.finish(tuple(q.index for q in self.pilots if q.team == team),
                        f"{pilot.name} ha reclamado {pilot.claimed} Botines de Guerra")
