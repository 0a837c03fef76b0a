"""The Partes of a Unidad (rulebook 4.1-4.5): the :class:`Units` part of ``Game``.

Equipping, the Talleres, damage and destruction, deactivation and the CAR it changes,
the Unidad's FUE/DEF/VEL, and which Partes a «Selecciona …» may pick.
"""
from __future__ import annotations

from ..language import ast as A
from .state import ACTIVE, D_CAR, STATS, Z_SCRAP, Z_TALLER, Z_UNIT, Decision

_TE = A.TriggerEvent


class Units:
    """``Game`` mixin: the Partes of every pilot's Unidad and Talleres."""

    # ------------------------------------------------------------------ stats and selections

    def stat(self, p: int, s: int | str) -> int:
        """The Unidad's FUE (0), DEF (1) or VEL (2): active Partes, pasivas and temporary changes (4.1.2)."""
        if isinstance(s, str):
            s = STATS.index(s)
        cards, deact = self.cards, self.deact
        total = 0
        for inst in self.pilots[p].unit:
            if inst >= 0 and not deact[inst]:
                total += cards[inst].stats[s]
        if self.any_passive:
            for q in self.pilots:
                if not q.alive:
                    continue
                for inst in q.unit:
                    if inst >= 0 and not deact[inst] and cards[inst].has_passive:
                        total += self._passive(q.index, inst, p, s)
        if self.mods:
            serial, loc, owner = self.serial, self.loc, self.owner
            for m in self.mods:
                if m.stat != s:
                    continue
                if m.pilot == p:
                    total += m.amount
                elif m.pilot < 0 and owner[m.part] == p and serial[m.part] == m.serial and loc[m.part] == Z_UNIT \
                        and not deact[m.part]:
                    total += m.amount
        return total if total > 0 else 0

    def _passive(self, q: int, inst: int, p: int, s: int) -> int:
        total = 0
        for ab in self.cards[inst].passives:
            applies = None
            for e in ab.effects:
                if not isinstance(e, A.StatChange) or STATS.index(e.stat.value) != s:
                    continue
                if e.subject is A.Subject.OPPONENT_UNIT:
                    if not self.is_opponent(q, p):
                        continue
                elif p != q:
                    continue
                if applies is None:
                    applies = self.conditions_hold(q, inst, ab)
                if applies:
                    total += e.amount
        return total

    def active_parts(self, p: int) -> list[int]:
        deact = self.deact
        return [inst for inst in self.pilots[p].unit if inst >= 0 and not deact[inst]]

    def equipped(self, p: int) -> list[int]:
        return [inst for inst in self.pilots[p].unit if inst >= 0]

    def candidates(self, sel: A.SelectParts, p: int) -> list[int]:
        """The Partes «Selecciona …» may pick now (equipped ones; those in a Taller with «en un Taller»)."""
        if sel.owner is A.Owner.OWN:
            owners = [p]
        elif sel.owner is A.Owner.OPPONENT:
            owners = self.opponents(p)
        else:
            owners = [q.index for q in self.pilots if q.alive]
        zones = self.zone_match[sel.zone] if sel.zone else None
        cards, damage, deact = self.cards, self.damage, self.deact
        out = []
        for q in owners:
            pilot = self.pilots[q]
            for inst in (pilot.talleres if sel.in_taller else pilot.unit):
                if inst < 0:
                    continue
                if zones is not None and cards[inst].zone not in zones:
                    continue
                if sel.damaged and not damage[inst]:
                    continue
                if sel.deactivated and not deact[inst]:
                    continue
                out.append(inst)
        return out

    def target_valid(self, sel: A.SelectParts, p: int, inst: int) -> bool:
        """Whether a Parte chosen on activation still fits the selection (6.1.1.1)."""
        owner = self.owner[inst]
        if not self.pilots[owner].alive:
            return False
        if sel.owner is A.Owner.OWN and owner != p:
            return False
        if sel.owner is A.Owner.OPPONENT and not self.is_opponent(p, owner):
            return False
        if self.loc[inst] != (Z_TALLER if sel.in_taller else Z_UNIT):
            return False
        if sel.zone and self.cards[inst].zone not in self.zone_match[sel.zone]:
            return False
        if sel.damaged and not self.damage[inst]:
            return False
        if sel.deactivated and not self.deact[inst]:
            return False
        return True

    # ------------------------------------------------------------------ equipping and the Talleres

    def equip(self, p: int, inst: int, trigger: bool = True) -> None:
        """Put a Parte on its zone; an occupant goes to the Depósito de Chatarra (5.3.4)."""
        info = self.cards[inst]
        pilot = self.pilots[p]
        occupant = pilot.unit[info.zone]
        if occupant >= 0:
            if self.log is not None:
                self.say(f"  {self.card_label(occupant)} va al Depósito de Chatarra")
            self.move(occupant, Z_SCRAP)
        self.move(inst, Z_UNIT, info.zone)
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} queda equipada en {self.ruleset.zones[info.zone].name}")
        if trigger:
            self._fire(_TE.EQUIPPED, inst)

    def to_taller(self, inst: int) -> bool:
        pilot = self.pilots[self.owner[inst]]
        for i, occupant in enumerate(pilot.talleres):
            if occupant < 0:
                self.move(inst, Z_TALLER, i)
                if self.log is not None:
                    self.say(f"  {self.card_label(inst)} entra en el Taller {self.ruleset.talleres[i].capitalize()}")
                return True
        if self.log is not None:
            self.say(f"  no hay Taller libre para {self.card_label(inst)}")
        return False

    # ------------------------------------------------------------------ deactivation and CAR

    def set_deactivated(self, inst: int, reason: int) -> None:
        if self.loc[inst] == Z_UNIT and not self.deact[inst]:
            self.deact[inst] = reason
            self.pilots[self.owner[inst]].car -= self.cards[inst].car
            if self.log is not None:
                self.say(f"  {self.card_label(inst)} queda desactivada")

    def set_active(self, inst: int) -> None:
        if self.loc[inst] == Z_UNIT and self.deact[inst]:
            self.deact[inst] = ACTIVE
            self.pilots[self.owner[inst]].car += self.cards[inst].car
            if self.log is not None:
                self.say(f"  {self.card_label(inst)} vuelve a estar activa")

    def _settle_car(self) -> bool:
        """4.1.1: CAR below 0 at any moment forces the pilot to deactivate spenders."""
        for pilot in self.pilots:
            if pilot.car < 0 and pilot.alive:
                spenders = [inst for inst in pilot.unit
                            if inst >= 0 and not self.deact[inst] and self.cards[inst].car < 0]
                if not spenders:
                    if self.log is not None:
                        self.say(f"  {pilot.name} no puede subir su CAR de {pilot.car}: queda en 0")
                    pilot.car = 0
                    continue
                self.decisions.append(Decision(D_CAR, pilot.index, spenders, 1, 1))
                return True
        return False

    # ------------------------------------------------------------------ damage and destruction

    def deal_damage(self, inst: int, amount: int, by: int, source: int = -1) -> None:
        """``by`` is the pilot dealing it; ``source`` the card whose ability does (-1: a Guerrilla)."""
        loc = self.loc[inst]
        if amount <= 0 or loc not in (Z_UNIT, Z_TALLER):
            return
        self.damage[inst] += amount
        if self.stats is not None:
            self.stats.damaged(self, inst, amount, by, source)
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} recibe {amount} de daño ({self.damage[inst]}/{self.cards[inst].pg})")
        if loc == Z_UNIT:
            self._fire(_TE.DAMAGED, inst)
        if self.damage[inst] >= self.cards[inst].pg:
            self.destroy(inst, by)

    def destroy(self, inst: int, by: int) -> None:
        """4.2: the Parte goes to the Depósito de Chatarra; an enemy's destruction claims a Botín (2②)."""
        loc = self.loc[inst]
        if loc not in (Z_UNIT, Z_TALLER):
            return
        owner = self.owner[inst]
        was_active = loc == Z_UNIT and not self.deact[inst]
        self.move(inst, Z_SCRAP)
        self.pilots[owner].destroyed_since_rebuild += 1
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} queda destruida")
        if was_active:
            for ab in self.cards[inst].triggers.get(_TE.DESTROYED, ()):
                self.pending_triggers.append((owner, inst, ab, self.serial[inst]))
        if by >= 0 and self.is_opponent(by, owner):
            self.claim(by, self.ruleset.botines_per_destroyed_part)
