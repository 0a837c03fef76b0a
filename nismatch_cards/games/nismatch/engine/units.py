"""The Partes of a Unidad (rulebook 4.1-4.5): the :class:`Units` part of ``Game``.

Equipping, the Talleres, damage and destruction, deactivation and the CAR it changes,
the Unidad's FUE/DEF/VEL, and which Partes a «Selecciona …» may pick.
"""
from __future__ import annotations

from .zones import _DESTINATION_ZONE, _TO, Zones
from ..language import ast as A
from ..language.constructs.durations import WhileThisCard
from ..language.constructs.past import DESTROYED
from ..language.constructs.battle_time import bounded_stat, record_battle_damage
from ..language.constructs.rule_changes import counts_deactivated, part_car
from ..language.constructs.workshops import UNIT_HURT
from ..language.constructs.triggers import CardEventKind, PlayerEventKind
from .state import (
    ACTIVE, D_CAR, DEACTIVATED, EXPIRE_END_OF_GUERRILLA, EXPIRE_END_OF_NEXT_ROUND, EXPIRE_END_OF_PHASE, EXPIRE_END_OF_ROUND, EXPIRE_OPPONENTS_START, EXPIRE_END_OF_NEXT_TURN, EXPIRE_END_OF_OPPONENTS_TURN, EXPIRE_END_OF_TURN, EXPIRE_NEVER,
    EXPIRE_NEXT_TURN, MAX_PG, MUTED, NEXT_DAMAGE, SHIELD,
    STATS, UNEQUIPPABLE, UNMOVABLE, UNTARGETABLE, Z_HAND, Z_SCRAP, Z_TALLER, Z_UNIT, Decision, Marcha, Mod, Resolution, Restriction,
)

_CE = CardEventKind
_ORIGIN = {Z_HAND: A.Place.HAND, Z_TALLER: A.Place.TALLER}


def _of(name: str | None) -> str:
    """« de blindaje» in the log after «contadores» (the normalised name), or nothing."""
    return "" if name is None else f" de {name}"
_PAST_DESTROYED = DESTROYED
_DESTROYED, _DAMAGED, _SCRAPPED = A.Replaced.DESTROYED, A.Replaced.DAMAGED, A.Replaced.SCRAPPED
_EXPIRE = {A.Timing.END_OF_TURN: EXPIRE_END_OF_TURN, A.Timing.START_OF_NEXT_TURN: EXPIRE_NEXT_TURN,
           A.Timing.END_OF_NEXT_TURN: EXPIRE_END_OF_NEXT_TURN,
           A.Timing.END_OF_OPPONENTS_NEXT_TURN: EXPIRE_END_OF_OPPONENTS_TURN,
           A.Timing.END_OF_PHASE: EXPIRE_END_OF_PHASE, A.Timing.END_OF_ROUND: EXPIRE_END_OF_ROUND,
           A.Timing.START_OF_OPPONENTS_NEXT_TURN: EXPIRE_OPPONENTS_START, A.Timing.REST_OF_GAME: EXPIRE_NEVER,
           A.Timing.END_OF_GUERRILLA_PHASE: EXPIRE_END_OF_GUERRILLA, A.Timing.END_OF_NEXT_ROUND: EXPIRE_END_OF_NEXT_ROUND}


class Units(Zones):
    """``Game`` mixin: the Partes of every pilot's Unidad and Talleres."""

    # ------------------------------------------------------------------ stats and selections

    def stat(self, p: int, s: int | str) -> int:
        """The Unidad's FUE (0), DEF (1) or VEL (2): active Partes, pasivas and temporary changes (4.1.2). A
        condition read while a stat is counted («… mientras tu Unidad tenga 5 o más FUE») sees the stats without
        the changes that depend on a condition, so none loops on itself (docs/rulings.md 39)."""
        if isinstance(s, str):
            s = STATS.index(s)
        if self.counting_stats:
            return self._stat(p, s, conditional=False)
        self.counting_stats = True
        try:
            return self._stat(p, s, conditional=True)
        finally:
            self.counting_stats = False

    def _stat(self, p: int, s: int, conditional: bool) -> int:
        cards, deact, keeps = self.cards, self.deact, self.keeps_stats
        muted = self._muted(s, conditional) if self.mods else ()
        total = 0
        for inst in self.pilots[p].unit:
            if inst >= 0 and (not deact[inst] or keeps and counts_deactivated(self, inst, s)) and inst not in muted:
                total += cards[inst].stats[s]
        if self.any_passive:
            for q in self.pilots:
                if not q.alive:
                    continue
                for inst in q.unit:
                    if inst >= 0 and not deact[inst] and cards[inst].has_passive:
                        total += self._passive(q.index, inst, p, s, conditional, muted)
                for inst in q.talleres:  # «Mientras esta Parte esté en un Taller, …» (docs/rulings.md 193)
                    if inst >= 0 and cards[inst].taller_passives:
                        total += self._passive(q.index, inst, p, s, conditional, muted, cards[inst].taller_passives)
        if self.mods:
            serial, loc, owner = self.serial, self.loc, self.owner
            for m in self.mods:
                if m.stat != s:
                    continue
                if m.test is not None and (not conditional or not m.test.holds(self, m.expire_pilot, m.source)):
                    continue  # «mientras …» that does not hold now
                if m.pilot == p:
                    total += m.amount
                elif m.pilot < 0 and owner[m.part] == p and serial[m.part] == m.serial and loc[m.part] == Z_UNIT \
                        and not deact[m.part] and m.part not in muted:
                    total += m.amount
        if self.rule_changes and conditional:  # «La DEF de tu Unidad no puede ser inferior a 1» (battle_time.py)
            return bounded_stat(self, p, s, total if total > 0 else 0)
        return total if total > 0 else 0

    def _muted(self, s: int, conditional: bool) -> list[int]:
        """The Partes whose stat ``s`` does not count for their Unidad now («su FUE no cuenta para su Unidad»,
        docs/rulings.md 198)."""
        serial, bit = self.serial, 1 << s
        return [m.part for m in self.mods if m.stat == MUTED and m.amount & bit and serial[m.part] == m.serial
                and (m.test is None or conditional and m.test.holds(self, m.expire_pilot, m.source))]

    def mute_part(self, inst: int, stats: int, duration, controller: int, source: int) -> None:
        """«su FUE y su DEF no cuentan para su Unidad»: the stats of ``inst`` (bits 1, 2, 4: FUE, DEF, VEL) do not
        count while it stays put in its Unidad, until ``duration`` ends (docs/rulings.md 198)."""
        if self.loc[inst] != Z_UNIT:
            return
        self._timed_mod(MUTED, stats, -1, inst, duration, controller, source)
        if self.log is not None:
            names = " y ".join(n.upper() for i, n in enumerate(STATS) if stats >> i & 1)
            self.say(f"  {self.card_label(inst)}: su {names} no cuenta para su Unidad")

    def _passive(self, q: int, inst: int, p: int, s: int, conditional: bool = True, muted=(),
                 abilities=None) -> int:
        """What the Pasivas of ``inst`` (on ``q``'s Unidad) add to stat ``s`` of ``p``'s Unidad (3.3); without
        ``conditional``, only those that depend on no condition; nothing to the Partes in ``muted``.
        ``abilities``: those of a Parte in a Taller (docs/rulings.md 193), which add nothing of their own Parte
        («esta Parte gana …»): it is not equipped."""
        total = 0
        for ab in abilities if abilities is not None else self.cards[inst].passives:
            if not conditional and ab.conditions:
                continue
            applies = None
            for stat, e in ab.stat_changes:
                if stat != s:
                    continue
                subject = e.subject
                if isinstance(subject, A.Unit):
                    if p not in subject.pilots(self, q):
                        continue
                    times = 1
                elif isinstance(subject, A.ThisCard):
                    if p != q or abilities is not None or inst in muted:
                        continue
                    times = 1
                elif isinstance(subject, A.Selection):  # «cada Parte tuya de tipo Brazo gana +1 FUE»
                    times = sum(1 for i in self.pilots[p].unit if i >= 0 and not self.deact[i] and i not in muted
                                and self.fits(subject, q, inst, i))
                    if not times:
                        continue
                else:
                    continue
                if applies is None:
                    timed = e.duration is not None and e.duration.test is not None
                    applies = self.conditions_hold(q, inst, ab) and (
                        not timed or conditional and e.duration.test.holds(self, q, inst))
                if applies:
                    if e.count is None:
                        total += e.amount * times
                    elif conditional:  # «+1 FUE por cada …»: counted now, unseen by conditions on stats (rulings 78)
                        total += e.value(lambda a: self.amount(a, q, inst)) * times
        return total

    def active_parts(self, p: int) -> list[int]:
        deact = self.deact
        return [inst for inst in self.pilots[p].unit if inst >= 0 and not deact[inst]]

    def equipped(self, p: int) -> list[int]:
        return [inst for inst in self.pilots[p].unit if inst >= 0]

    def part_is(self, inst: int, state: str) -> bool:
        """«esta Parte está dañada | desactivada | activa | sin daño | en un Taller | equipada»."""
        loc = self.loc[inst]
        if state == "danada":
            return self.damage[inst] > 0 and loc in (Z_UNIT, Z_TALLER)
        if state == "sin dano":
            return self.damage[inst] == 0 and loc in (Z_UNIT, Z_TALLER)
        if state == "desactivada":
            return loc == Z_UNIT and self.deact[inst] > 0
        if state == "activa":
            return loc == Z_UNIT and not self.deact[inst]
        if state == "en un taller":
            return loc == Z_TALLER
        return loc == Z_UNIT

    # ------------------------------------------------------------------ equipping and the Talleres

    def equip(self, p: int, inst: int, trigger: bool = True) -> None:
        """Put a Parte on its zone; an occupant goes to the Depósito de Chatarra (5.3.4)."""
        info = self.cards[inst]
        pilot = self.pilots[p]
        occupant = pilot.unit[info.zone]
        if self._held(occupant):  # an effect's «equípala» cannot push it off (docs/rulings.md 46)
            if self.log is not None:
                self.say(f"  {self.card_label(occupant)} no puede ser movida: {self.card_label(inst)} no se equipa")
            return
        if occupant >= 0:
            if self.log is not None:
                self.say(f"  {self.card_label(occupant)} va al Depósito de Chatarra")
            self.to_scrapyard(occupant)
        origin = _ORIGIN.get(self.loc[inst])  # «Cuando equipes una Parte desde un Taller» (constructs/events.py)
        self.move(inst, Z_UNIT, info.zone)
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} queda equipada en {self.ruleset.zones[info.zone].name}")
        if trigger:
            self.event(_CE.EQUIPPED, inst, p, origin)
            self.event(PlayerEventKind.EQUIPS, inst, p)

    def to_taller(self, inst: int, by: int = -1) -> bool:
        """An equipped Parte to a free Taller of its owner; ``by``: the pilot who sends it (its owner if -1), for
        «Cuando envíes … al Taller» (constructs/events_more.py)."""
        if self._held(inst):
            return False
        pilot = self.pilots[self.owner[inst]]
        for i, occupant in enumerate(pilot.talleres):
            if occupant < 0:
                was_active = self.loc[inst] == Z_UNIT and not self.deact[inst]
                self.move(inst, Z_TALLER, i)
                if self.log is not None:
                    self.say(f"  {self.card_label(inst)} entra en el Taller {self.ruleset.talleres[i].capitalize()}")
                self.event(_CE.TO_TALLER, inst, by if by >= 0 else self.owner[inst], card_fires=was_active)
                return True
        if self.log is not None:
            self.say(f"  no hay Taller libre para {self.card_label(inst)}")
        return False

    # ------------------------------------------------------------------ deactivation and CAR

    def set_deactivated(self, inst: int, reason: int) -> None:
        if self.loc[inst] == Z_UNIT and not self.deact[inst]:
            car = part_car(self, inst) if self.rule_changes else self.cards[inst].car  # what it produces now
            self.deact[inst] = reason
            self.pilots[self.owner[inst]].car -= car
            if self.log is not None:
                self.say(f"  {self.card_label(inst)} queda desactivada")
            self._end_while_state(inst)
            self.event(_CE.DEACTIVATED, inst, self.owner[inst])

    def _end_while_state(self, inst: int) -> None:
        """«mientras esta Parte esté activa | desactivada» ends for good once ``inst`` leaves that state, as
        «mientras esté equipada» does when it leaves the Unidad: it does not come back (docs/rulings.md 28)."""
        def ended(x) -> bool:
            t = x.test
            return type(t) is WhileThisCard and t.card == inst and t.test.state in ("activa", "desactivada") \
                and not self.part_is(inst, t.test.state)

        if self.mods:
            self.mods = [m for m in self.mods if not ended(m)]
        if self.restrictions:
            self.restrictions = [r for r in self.restrictions if not ended(r)]

    def deactivate(self, inst: int) -> None:
        """«desactívala» (4.1.2): until an effect activates it again."""
        self.set_deactivated(inst, DEACTIVATED)

    def set_active(self, inst: int) -> None:
        if self.loc[inst] == Z_UNIT and self.deact[inst]:
            self.deact[inst] = ACTIVE
            self.pilots[self.owner[inst]].car += part_car(self, inst) if self.rule_changes else self.cards[inst].car
            if self.log is not None:
                self.say(f"  {self.card_label(inst)} vuelve a estar activa")
            self._end_while_state(inst)
            self.event(_CE.ACTIVATED, inst, self.owner[inst])

    def change_car(self, p: int, amount: int) -> None:
        """«gana N CAR», «pierde N CAR» (4.1): below 0, Partes are deactivated (4.1.1)."""
        self.pilots[p].car += amount
        if self.log is not None:
            self.say(f"  {self.pilot_name(p)} {'gana' if amount >= 0 else 'pierde'} {abs(amount)} CAR")

    def _settle_car(self) -> bool:
        """4.1.1: CAR below 0 at any moment forces the pilot to deactivate spenders. With none left the
        CAR stays below 0 (FAQ: «Desactivar todas las Partes posibles hasta que llegues a 0»): a
        Generador, a «gana N CAR» or the next Recarga brings it back."""
        for pilot in self.pilots:
            if pilot.car < 0 and pilot.alive:
                spenders = [inst for inst in pilot.unit
                            if inst >= 0 and not self.deact[inst] and self.cards[inst].car < 0]
                if spenders:
                    self.decisions.append(Decision(D_CAR, pilot.index, spenders, 1, 1))
                    return True
        return False

    # ------------------------------------------------------------------ damage and destruction

    def deal_damage(self, inst: int, amount: int, by: int, source: int = -1) -> None:
        """``by`` is the pilot dealing it; ``source`` the card whose ability does (-1: a Guerrilla)."""
        loc = self.loc[inst]
        if amount <= 0 or loc not in (Z_UNIT, Z_TALLER):
            return
        if self.protected:
            amount = self._prevented(inst, amount)
            if amount > 0:
                amount = self._next_damage_changed(inst, amount, by, source)
            if amount <= 0:
                return
        if self.any_replacement:
            amount = self._damage_replaced(inst, amount, by, source)
            if amount <= 0:
                return
        self.damage[inst] += amount
        if self.any_past:
            self.this_turn[inst] = 1  # «esta Parte recibió daño este turno»
            if loc == Z_UNIT:  # «Si tu Unidad no recibió daño este turno» (constructs/workshops.py)
                self.this_turn[(UNIT_HURT, self.owner[inst])] = 1
            if source < 0:  # the battle's damage: «Si tu Unidad recibió daño en la batalla» (constructs/battle_time.py)
                record_battle_damage(self, inst, by)
        if self.stats is not None:
            self.stats.damaged(self, inst, amount, by, source)
        if self.log is not None:
            pg = self.max_pg(inst)  # PG left of its PG máximos, as the board shows them
            self.say(f"  {self.card_label(inst)} recibe {amount} de daño (PG {max(pg - self.damage[inst], 0)}/{pg})")
        self.event(_CE.DAMAGED, inst, by, source)  # the card that did it, for «reciba daño de una habilidad»
        if self.damage[inst] >= self.max_pg(inst):
            self.destroy(inst, by)

    def max_pg(self, inst: int) -> int:
        """The PG máximos of ``inst`` (4.2): its printed PG, with the changes made on it while it stays put and the
        Pasivas of active Partes that give it PG («Cada Parte tuya de tipo Brazo gana +2 PG», docs/rulings.md 113).
        Just the printed PG in a game where nothing changes them."""
        pg = self.cards[inst].pg
        if not self.any_pg_change or self.loc[inst] not in (Z_UNIT, Z_TALLER):
            return pg
        serial = self.serial[inst]
        for m in self.mods:
            if m.stat == MAX_PG and m.part == inst and m.serial == serial and (
                    m.test is None or m.test.holds(self, m.expire_pilot, m.source)):
                pg += m.amount
        if self.any_passive:
            for q in self.pilots:
                if q.alive:
                    for source in q.unit:
                        if source >= 0 and not self.deact[source] and self.cards[source].has_passive:
                            pg += self._passive_pg(q.index, source, inst)
        return pg if pg > 0 else 0

    def _passive_pg(self, q: int, source: int, inst: int) -> int:
        """What the Pasivas of ``source`` (on ``q``'s Unidad) add to the PG máximos of ``inst``."""
        total = 0
        for ab in self.cards[source].passives:
            for stat, e in ab.stat_changes:
                if stat != MAX_PG:
                    continue
                subject = e.subject
                covers = source == inst if isinstance(subject, A.ThisCard) else \
                    isinstance(subject, A.Selection) and self.fits(subject, q, source, inst)
                if covers and self.conditions_hold(q, source, ab) and (
                        e.duration is None or e.duration.test is None or e.duration.test.holds(self, q, source)):
                    total += e.amount if e.count is None else e.value(lambda a: self.amount(a, q, source))
        return total

    def _settle_pg(self) -> bool:
        """4.2 as PG máximos drop (a change that ends, a Pasiva that stops): a Parte whose damage reaches them is
        destroyed, by nobody (docs/rulings.md 113)."""
        for pilot in self.pilots:
            for places in (pilot.unit, pilot.talleres):
                for inst in places:
                    if inst >= 0 and self.damage[inst] >= self.max_pg(inst):
                        self.destroy(inst, -1)
                        return True
        return False

    def _timed_mod(self, stat: int, amount: int, pilot: int, part: int, duration, controller: int,
                   source: int) -> None:
        """A :class:`Mod` that lasts ``duration`` (None: for good), made by ``controller``'s ``source`` now."""
        expire = EXPIRE_NEVER if duration is None or duration.timing is None else _EXPIRE[duration.timing]
        turn_pilot = controller if duration is None else duration.turn_pilot(self, controller, pilot, part)
        mod = Mod(stat, amount, pilot, part, self.serial[part] if part >= 0 else 0, expire, turn_pilot,
                  duration.bound(self, source) if duration is not None else None, source)
        mod.armed = self._armed(expire, turn_pilot)
        self.mods.append(mod)

    def _armed(self, expire: int, controller: int) -> bool:
        """Whether the end of the turn now in play ends a change made now: «hasta el final de tu próximo turno»
        made in the controller's own turn, and «… del próximo turno de tu oponente» made in an opponent's turn,
        wait for the next one (docs/rulings.md 42)."""
        if expire == EXPIRE_END_OF_NEXT_TURN:
            return self.active != controller
        if expire == EXPIRE_END_OF_OPPONENTS_TURN:
            return not self.is_opponent(controller, self.active)
        return expire != EXPIRE_END_OF_NEXT_ROUND  # the end of this round does not end it (docs/rulings.md 196)

    def add_shield(self, inst: int, amount: int, duration, controller: int, source: int) -> None:
        """«previene los próximos N puntos de daño que reciba …»: a :class:`Mod` of the Parte while it stays put."""
        if self.loc[inst] not in (Z_UNIT, Z_TALLER):
            return
        self._timed_mod(SHIELD, amount, -1, inst, duration, controller, source)
        self.protected = True
        if self.log is not None:
            self.say(f"  {self.card_label(inst)}: " + ("no puede recibir daño" if amount >= 1 << 20
                                                        else f"se prevendrán {amount} de daño"))

    def add_untargetable(self, inst: int, pilot: int, duration, controller: int, source: int) -> None:
        """«<piloto> no puede seleccionarla …»: a :class:`Mod` of the Parte while it stays put."""
        if self.loc[inst] not in (Z_UNIT, Z_TALLER):
            return
        self._timed_mod(UNTARGETABLE, 0, pilot, inst, duration, controller, source)
        self.protected = True
        if self.log is not None:
            self.say(f"  {self.pilot_name(pilot)} no puede seleccionar {self.card_label(inst)}")

    def add_unequippable(self, inst: int, duration, controller: int, source: int) -> None:
        """«No puedes equiparla …»: a :class:`Mod` of the card while it stays where it is (docs/rulings.md 111)."""
        if self.loc[inst] == Z_UNIT or not self.cards[inst].is_part:
            return
        self._timed_mod(UNEQUIPPABLE, 0, -1, inst, duration, controller, source)
        self.protected = True
        if self.log is not None:
            self.say(f"  {self.pilot_name(self.owner[inst])} no puede equipar {self.card_label(inst)}")

    def unequippable(self, inst: int) -> bool:
        """Whether its owner may not equip ``inst`` now («No puedes equiparla este turno»)."""
        serial = self.serial[inst]
        for m in self.mods:
            if m.stat == UNEQUIPPABLE and m.part == inst and m.serial == serial and (
                    m.test is None or m.test.holds(self, m.expire_pilot, m.source)):
                return True
        return False

    def add_unmovable(self, inst: int, duration, controller: int, source: int) -> None:
        """«no puede ser movida …»: a :class:`Mod` of the equipped Parte while it stays put (docs/rulings.md 46)."""
        if self.loc[inst] != Z_UNIT:
            return
        self._timed_mod(UNMOVABLE, 0, -1, inst, duration, controller, source)
        self.protected = True
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} no puede ser movida")

    def _held(self, inst: int) -> bool:
        """Whether ``inst`` (-1: no card) is an equipped Parte that may not be moved now; cheap when no card of the
        game bans moving and no such effect was made."""
        return inst >= 0 and (self.protected or self.any_unmovable) and self.unmovable(inst)

    def unmovable(self, inst: int) -> bool:
        """«no puede ser movida»: an effect on the equipped Parte ``inst``, or a Pasiva of an active Parte of any
        Unidad (4.1.2) that covers it. Destroying it is not moving it (docs/rulings.md 46)."""
        if self.loc[inst] != Z_UNIT:
            return False
        serial = self.serial[inst]
        for m in self.mods if self.protected else ():
            if m.stat == UNMOVABLE and m.part == inst and m.serial == serial and (
                    m.test is None or m.test.holds(self, m.expire_pilot, m.source)):
                return True
        if not self.any_unmovable:
            return False
        for q in self.pilots:
            if not q.alive:
                continue
            for source in q.unit:
                if source < 0 or self.deact[source] or not self.cards[source].holds_in_place:
                    continue
                for ab in self.cards[source].passives:
                    for e in ab.unmovables:
                        target = e.target
                        covers = source == inst if isinstance(target, A.ThisCard) else \
                            isinstance(target, A.Selection) and self.fits(target, q.index, source, inst)
                        if covers and self.conditions_hold(q.index, source, ab):
                            return True
        return False

    def untargetable(self, inst: int, p: int) -> bool:
        """Whether pilot ``p`` may not select ``inst`` now: an effect on it, or a Pasiva of an active Parte of
        its owner's Unidad (4.1.2) that keeps ``p`` from selecting it."""
        serial = self.serial[inst]
        for m in self.mods if self.protected else ():
            if m.stat == UNTARGETABLE and m.part == inst and m.pilot == p and m.serial == serial and (
                    m.test is None or m.test.holds(self, m.expire_pilot, m.source)):
                return True
        if not self.any_untargetable or self.loc[inst] != Z_UNIT:
            return False
        owner = self.owner[inst]
        for source in self.pilots[owner].unit:
            if source < 0 or self.deact[source] or not self.cards[source].shields_from_selection:
                continue
            for ab in self.cards[source].passives:
                for e in ab.untargetables:
                    target = e.target
                    covers = source == inst if isinstance(target, A.ThisCard) else \
                        isinstance(target, A.Selection) and self.fits(target, owner, source, inst)
                    if covers and p in self.players(e.player, owner) and self.conditions_hold(owner, source, ab):
                        return True
        return False

    def _prevented(self, inst: int, amount: int) -> int:
        """The damage left once the shields of ``inst`` take what they can (each spent as it is used)."""
        for m in [m for m in self.mods if m.stat == SHIELD and m.part == inst and m.serial == self.serial[inst]]:
            if m.test is not None and not m.test.holds(self, m.expire_pilot, m.source):
                continue
            taken = min(m.amount, amount)
            m.amount -= taken
            amount -= taken
            if self.log is not None:
                self.say(f"  se previenen {taken} de daño a {self.card_label(inst)}")
            if m.amount == 0:
                self.mods.remove(m)
            if amount == 0:
                break
        return amount

    def add_next_damage(self, waiting, part: int, controller: int, source: int) -> None:
        """«la próxima vez que … fuera a recibir daño, …»: a :class:`Mod` that waits for that damage, about ``part``
        while it stays put (-1: about every Parte its selection names), until it is used or its duration ends."""
        if part >= 0 and self.loc[part] not in (Z_UNIT, Z_TALLER):
            return
        duration = waiting.effect.duration
        expire = EXPIRE_NEVER if duration is None or duration.timing is None else _EXPIRE[duration.timing]
        turn_pilot = controller if duration is None else duration.turn_pilot(self, controller, -1, part)
        mod = Mod(NEXT_DAMAGE, 0, controller, part, self.serial[part] if part >= 0 else 0, expire, turn_pilot, waiting,
                  source)
        mod.armed = self._armed(expire, turn_pilot)
        self.mods.append(mod)
        self.protected = True
        if self.log is not None:
            whom = "una Parte de la selección" if part < 0 else self.card_label(part)
            self.say(f"  la próxima vez que {whom} fuera a recibir daño: {waiting.effect.change.text(None)}")

    def _next_damage_changed(self, inst: int, amount: int, by: int, origin: int) -> int:
        """The damage ``inst`` receives of ``amount`` once each «la próxima vez que …» waiting for it changes it,
        in the order they were made; each is spent, whatever it took (docs/rulings.md 161)."""
        for m in [m for m in self.mods if m.stat == NEXT_DAMAGE]:
            if m.part >= 0 and (m.part != inst or m.serial != self.serial[inst]):
                continue
            waiting = m.test
            if not waiting.holds(self, m.expire_pilot, m.source) or \
                    not waiting.covers(self, m.pilot, m.source, m.part, inst, by, origin):
                continue
            self.mods.remove(m)
            left = waiting.effect.change.left(amount)
            if self.log is not None:
                self.say(f"  el daño a {self.card_label(inst)} pasa de {amount} a {left}")
            amount = left
            if amount <= 0:
                break
        return amount

    def left_with(self, inst: int, pg: int) -> None:
        """«queda con N PG»: its damage becomes its PG máximos less ``pg`` (never below 0), where it is."""
        if self.loc[inst] not in (Z_UNIT, Z_TALLER):
            return
        self.damage[inst] = max(self.max_pg(inst) - pg, 0)
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} queda con {self.max_pg(inst) - self.damage[inst]} PG")

    def repair(self, inst: int, amount: int) -> None:
        """«repárale N PG»: damage goes down, never below 0."""
        if self.loc[inst] not in (Z_UNIT, Z_TALLER) or not self.damage[inst]:
            return
        self.damage[inst] = max(0, self.damage[inst] - amount)
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} se repara (daño {self.damage[inst]})")
        self.event(_CE.REPAIRED, inst, self.owner[inst], A.Place.TALLER if self.loc[inst] == Z_TALLER else A.Place.UNIT)

    def counters_of(self, inst: int, name: str | None = None) -> int:
        """The counters on ``inst``: plain ones, or those of a designer's ``name`` (normalised, docs/rulings.md 66)."""
        if name is None:
            return self.counters[inst]
        return self.named_counters.get((inst, name), 0) if self.named_counters else 0

    def add_counters(self, inst: int, amount: int, name: str | None = None) -> None:
        """«pon N contadores [de <nombre>] en …»: on a Parte equipped or in a Taller (docs/rulings.md 33, 66)."""
        if self.loc[inst] not in (Z_UNIT, Z_TALLER):
            return
        if name is None:
            self.counters[inst] += amount
        else:
            self.named_counters[(inst, name)] = self.named_counters.get((inst, name), 0) + amount
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} recibe {amount} {'contador' if amount == 1 else 'contadores'}"
                     f"{_of(name)} (tiene {self.counters_of(inst, name)})")

    def remove_counters(self, inst: int, amount: int | None, name: str | None = None) -> None:
        """«quita N contadores [de <nombre>] de …» (``amount`` None: all of them); never below 0."""
        had = self.counters_of(inst, name)
        if not had:
            return
        left = 0 if amount is None else max(0, had - amount)
        if name is None:
            self.counters[inst] = left
        elif left:
            self.named_counters[(inst, name)] = left
        else:
            del self.named_counters[(inst, name)]
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} pierde {had - left} "
                     f"{'contador' if had - left == 1 else 'contadores'}{_of(name)} (tiene {left})")

    def destroy(self, inst: int, by: int) -> None:
        """4.2: the Parte goes to the Depósito de Chatarra. An enemy's destruction of a Parte of the Unidad claims a
        Botín (2②) and counts for its owner's Reconstrucción (5.3.3); one in a Taller is off the Unidad (2③,
        docs/rulings.md 8)."""
        loc = self.loc[inst]
        if loc not in (Z_UNIT, Z_TALLER):
            return
        if self.any_replacement and self.max_pg(inst) > 0 and self._replaced(_DESTROYED, inst, by):
            if self.loc[inst] in (Z_UNIT, Z_TALLER) and self.damage[inst] >= self.max_pg(inst):
                self.damage[inst] = max(self.max_pg(inst) - 1, 0)  # it stands, with 1 PG left (ruling 45)
            return
        owner = self.owner[inst]
        was_active = loc == Z_UNIT and not self.deact[inst]
        redirect = self.redirect
        if redirect is None:
            self.to_scrapyard(inst)
        else:
            self.move(inst, _DESTINATION_ZONE[redirect], 0, redirect is A.Destination.ARSENAL_BOTTOM)
        if loc == Z_UNIT:
            self.pilots[owner].destroyed_since_rebuild += 1
        if self.any_past and by >= 0:
            self.record_turn((_PAST_DESTROYED, by))
        if self.log is not None:
            self.say(f"  {self.card_label(inst)} queda destruida" + ("" if redirect is None else f" y {_TO[redirect]}"))
        self.event(_CE.DESTROYED, inst, by, card_fires=was_active)
        if loc == Z_UNIT and by >= 0 and self.is_opponent(by, owner):
            self.claim(by, self.ruleset.botines_per_destroyed_part)

    def record_turn(self, key) -> None:
        """One more of ``key`` this turn, for the conditions about it («Si destruiste una Parte este turno»)."""
        self.this_turn[key] = self.this_turn.get(key, 0) + 1

    # ------------------------------------------------------------------ replacements (docs/rulings.md 45)

    def to_scrapyard(self, inst: int) -> None:
        """A Parte of the Unidad or a Taller goes to the Depósito de Chatarra (4.2, 5.3.4), unless a replacement
        («Si esta Parte fuera a ir al Depósito de Chatarra, en su lugar envíala …») sends it elsewhere; if its
        effect leaves the card where it was, it goes to the Depósito after all (docs/rulings.md 98)."""
        if self.any_replacement and self.loc[inst] in (Z_UNIT, Z_TALLER):
            where = self.loc[inst]
            if self._replaced(_SCRAPPED, inst) and self.loc[inst] != where:
                return
        self.move(inst, Z_SCRAP)

    def replacement_for(self, event, inst: int, by: int = -2, origin: int = -2):
        """The first replacement («Si … fuera a …, en su lugar …») that would take the place of ``event`` on
        ``inst`` now, as ``(owner, source, ability)``, or None: a Pasiva of an equipped, active Parte (3.3,
        4.1.2), the active pilot's first (4.7.1.2), not one already replacing this card's event, nor one limited
        «Una vez por turno» already used this turn. ``by`` is the pilot doing the event and ``origin`` the card
        whose ability does it (-1: a Guerrilla; -2: not known)."""
        if self.loc[inst] not in (Z_UNIT, Z_TALLER):
            return None
        order = self.order if self.active in self.order else list(range(len(self.pilots)))
        start = order.index(self.active) if self.active in order else 0
        for k in range(len(order)):
            q = self.pilots[order[(start + k) % len(order)]]
            if not q.alive:
                continue
            for source in q.unit:
                if source < 0 or self.deact[source] or not self.cards[source].replacements:
                    continue
                for ab in self.cards[source].replacements:
                    if ab.replaces.event is event and (source, ab.index, inst) not in self.replacing \
                            and (ab.uses is None or self.uses.get(source * 8 + ab.index, 0) < ab.uses) \
                            and ab.replaces.covers(self, q.index, source, inst, by, origin):
                        return q.index, source, ab
        return None

    def _damage_replaced(self, inst: int, amount: int, by: int = -2, origin: int = -2) -> int:
        """The damage ``inst`` receives of ``amount`` once the replacements about it are applied: one that does
        something «en su lugar» leaves none; «previene 2 puntos de ese daño» leaves the rest, which the next
        replacement may change again, each once (docs/rulings.md 45, 69)."""
        outer, outer_left = self.replacing, self.damage_left  # a replacement's own damage comes here too
        try:
            while amount > 0:
                found = self.replacement_for(_DAMAGED, inst, by, origin)
                if found is None:
                    return amount
                self.damage_left = -amount  # negative: nothing has changed «ese daño» yet
                self._replaced(_DAMAGED, inst, by, origin)
                if self.damage_left < 0:  # replaced by something else «en su lugar»
                    return 0
                amount = self.damage_left
                self.replacing = self.replacing + ((found[1], found[2].index, inst),)
            return amount
        finally:
            self.replacing, self.damage_left = outer, outer_left

    def _replaced(self, event, inst: int, by: int = -2, origin: int = -2) -> bool:
        """If a replacement takes the place of ``event`` on ``inst``, do its effect now instead (no marcha, nobody
        answers) and say True: the event did not happen."""
        found = self.replacement_for(event, inst, by, origin)
        if found is None:
            return False
        owner, source, ab = found
        if ab.uses is not None:  # «Una vez por turno, si …» (docs/rulings.md 97)
            self.uses[source * 8 + ab.index] = self.uses.get(source * 8 + ab.index, 0) + 1
        if self.log is not None:
            changes = any(type(e) is A.DamageChange for e in ab.effects)  # «previene 2 puntos de ese daño»
            self.say(f"  {'antes de recibirlo' if changes else 'en lugar de eso'}, {self.card_label(source)}: {ab.text}")
        marcha = Marcha(owner, source, ab, False, self.serial[source])
        marcha.event_card = inst
        outer = (self.resolving, self.named_opponent, self.redirect, self.replacing)
        r = self.resolving = Resolution(marcha, ab.effects, [(inst, self.serial[inst])])
        self.named_opponent, self.redirect = None, None
        self.replacing = outer[3] + ((source, ab.index, inst),)
        try:
            while r.waiting is None and r.index < len(r.effects) and not self.over:
                effect = r.effects[r.index]
                r.index += 1
                effect.run(self, r)
            if r.waiting is not None:  # the checks forbid a choice here (NM086): none is left open
                self.decisions.pop()
        finally:
            self.resolving, self.named_opponent, self.redirect, self.replacing = outer
        return True

    # ------------------------------------------------------------------ effects of the card language

    def equip_by_effect(self, inst: int, by: int) -> None:
        """«equípala»: a Parte of its owner, from wherever it is, joins its owner's Unidad (not the hand limit)."""
        if not self.cards[inst].is_part or self.loc[inst] == Z_UNIT or self.owner[inst] != by:
            return
        self.equip(by, inst)

    def swap(self, first: int, second: int, by: int) -> None:
        """«intercambia A por B»: B is equipped where A was; A goes where B was."""
        if self.loc[first] != Z_UNIT or not self.cards[second].is_part or self.owner[second] != self.owner[first] \
                or self._held(first):
            return
        where, slot = self.loc[second], self.slot[second]
        self.move(first, where, slot)
        self.equip(self.owner[second], second)
        if self.log is not None:
            self.say(f"  {self.card_label(first)} y {self.card_label(second)} se intercambian")

    def add_mod(self, change: A.StatChange, controller: int, source: int, pilot: int = -1, part: int = -1) -> None:
        """A stat change with its duration, on a Unidad or on one Parte (5.3.1, 5.3.7)."""
        from .state import STAT_INDEX

        stat = STAT_INDEX[change.stat]
        if part >= 0 and self.loc[part] != Z_UNIT and not (stat == MAX_PG and self.loc[part] == Z_TALLER):
            return
        if stat == MAX_PG and part < 0:
            return  # a Unidad has no PG (the checks say so)
        self._timed_mod(stat, change.amount, pilot, part, change.duration, controller, source)
        if self.log is not None:
            who = f"la Unidad de {self.pilot_name(pilot)}" if pilot >= 0 else self.card_label(part)
            self.say(f"  {who}: {change.amount:+d} {change.stat.value.upper()}"
                     + (" máximos" if stat == MAX_PG else ""))
        if stat == MAX_PG:
            self.any_pg_change = True
            if self.damage[part] >= self.max_pg(part):
                self.destroy(part, controller)  # 4.2: its PG máximos dropped to its damage, by this effect
    def add_restriction(self, restrict: A.Restrict, pilot: int, controller: int, source: int) -> None:
        """«<piloto> no puede …»: kept until its duration ends."""
        duration = restrict.duration
        expire = EXPIRE_NEVER if duration.timing is None else _EXPIRE[duration.timing]
        turn_pilot = duration.turn_pilot(self, controller, pilot, -1)
        restriction = Restriction(pilot, restrict.activity, expire, turn_pilot, duration.bound(self, source), controller,
                                  source)
        restriction.armed = self._armed(expire, turn_pilot)
        self.restrictions.append(restriction)
        if self.log is not None:
            self.say(f"  {self.pilot_name(pilot)} no puede {restrict.activity.value.replace('_', ' ')}")

    def restricted(self, p: int, *activities) -> bool:
        """Whether a restriction, or the ban of a Pasiva (docs/rulings.md 110), forbids ``p`` any of ``activities``
        now."""
        for r in self.restrictions:
            if r.pilot == p and r.activity in activities and (r.test is None or r.test.holds(self, r.controller,
                                                                                              r.source)):
                return True
        return self.any_ban and self._passive_ban(p, activities, -1)

    def declare_banned(self, p: int, target: int) -> bool:
        """Whether ``p`` may not declare a Guerrilla against ``target`` now: «no puede declararte Guerrillas» of
        ``target``, as an effect or a Pasiva of its Unidad (docs/rulings.md 110)."""
        against = (A.Activity.DECLARE_AGAINST,)
        for r in self.restrictions:
            if r.pilot == p and r.activity in against and r.controller == target and (
                    r.test is None or r.test.holds(self, r.controller, r.source)):
                return True
        return self.any_ban and self._passive_ban(p, against, target)

    def _passive_ban(self, p: int, activities: tuple, owner: int) -> bool:
        """A Pasiva «<piloto> no puede <actividad>» of an active Parte (of ``owner``'s Unidad, or of any with -1)
        that names ``p`` (3.3, 4.1.2)."""
        for q in self.pilots:
            if not q.alive or owner >= 0 and q.index != owner:
                continue
            for source in q.unit:
                if source < 0 or self.deact[source]:
                    continue
                for ab in self.cards[source].passives:
                    for e in ab.effects:
                        if type(e) is A.Ban and e.activity in activities and p in self.players(e.player, q.index) \
                                and self.conditions_hold(q.index, source, ab):
                            return True
        return False

    def _unnegatable(self, marcha) -> bool:
        """Whether ``marcha`` may not be negated now: it is an ability of an equipped, active Parte, still the same
        card, with the Pasiva «Las habilidades de esta Parte no pueden ser negadas» (docs/rulings.md 71)."""
        source = marcha.source
        if marcha.support or source < 0 or self.loc[source] != Z_UNIT or self.deact[source] \
                or self.serial[source] != marcha.source_serial:
            return False
        return any(type(e) is A.Unnegatable and self.conditions_hold(self.owner[source], source, ab)
                   for ab in self.cards[source].passives for e in ab.effects)

    def negate(self, marcha, by: int) -> None:
        """«niégala»: the marcha resolves without effect (4.7.2.1)."""
        if marcha.negated or not any(x is marcha for x in self.stack):
            return
        if self.any_unnegatable and self._unnegatable(marcha):
            if self.log is not None:
                self.say(f"  la marcha {marcha.number} no puede ser negada")
            return
        marcha.negated = True
        if self.stats is not None:
            self.stats.negated(self, marcha.source, by)
        if self.log is not None:
            self.say(f"  la marcha {marcha.number} queda negada")
        if by >= 0:  # «Cada vez que un oponente niegue una de tus habilidades» (docs/rulings.md 145)
            self.event(PlayerEventKind.NEGATES, marcha.source, self.owner[by], (marcha.controller, marcha.support))
