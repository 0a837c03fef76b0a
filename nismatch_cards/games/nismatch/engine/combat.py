"""The Guerrilla (rulebook 5.3.5): the :class:`Combat` part of ``Game``.

At most one a turn: the active pilot declares it, a round of priority follows, and when the
attacker passes with the marchas resolved, FUE of the attacker minus DEF of the defender is dealt.
"""
from __future__ import annotations

from .units import Units
from ..language.constructs.triggers import PlayerEventKind
from ..language.constructs.battle import battle_cap, chooser, fighting_stat, forced_part
from .state import BATTLE_CANCELLED, BATTLE_DAMAGE, D_GUERRILLA_DAMAGE, EXPIRE_END_OF_PHASE, GUERRILLA, Decision, Mod


class Combat(Units):
    """``Game`` mixin: declaring and fighting a Guerrilla (``guerrilla_state`` 0 → 1 → 2)."""

    def _declare(self, attacker: int, defender: int) -> None:
        """5.3.5: a Guerrilla is declared; the declaration opens a round of priority (docs/rulings.md 5)."""
        self.guerrilla_state = 1
        self.guerrilla_target = defender
        self.event(PlayerEventKind.DECLARES, player=attacker)
        self.round_after = attacker

    def add_battle_damage(self, amount: int, pilot: int, controller: int, source: int) -> None:
        """«el atacante recibe 2 puntos de daño más»: the damage this battle deals to ``pilot`` (-1: to whoever
        receives it) changes by ``amount``, until the battle ends with the Fase de Guerrilla (5.3.5, ruling 92).
        Outside a declared battle not yet fought there is none to change."""
        if self.phase != GUERRILLA or self.guerrilla_state != 1:
            return
        self.mods.append(Mod(BATTLE_DAMAGE, amount, pilot, -1, 0, EXPIRE_END_OF_PHASE, controller, None, source))
        if self.log is not None:
            who = "quien lo reciba" if pilot < 0 else self.pilot_name(pilot)
            self.say(f"  el daño de la batalla para {who}: {amount:+d}")

    def add_battle_mod(self, stat: int, amount: int, pilot: int, part: int, controller: int, source: int) -> None:
        """«tu Unidad usa su VEL en lugar de su FUE», «el daño de esta batalla se hace a ella»…: a Mod
        (constructs/battle.py) read when the battle declared now is fought, gone with the Fase de Guerrilla."""
        if self.phase != GUERRILLA or self.guerrilla_state != 1:
            return
        serial = self.serial[part] if part >= 0 else 0
        self.mods.append(Mod(stat, amount, pilot, part, serial, EXPIRE_END_OF_PHASE, controller, None, source))

    def _battle_damage(self, p: int, amount: int) -> int:
        """The damage the battle deals to ``p``'s Unidad: ``amount`` changed by «… recibe N puntos de daño más»,
        then capped by «no recibe más de N puntos de daño por batalla» (docs/rulings.md 127)."""
        for m in self.mods:
            if m.stat == BATTLE_DAMAGE and (m.pilot == p or m.pilot < 0):
                amount += m.amount
        cap = battle_cap(self, p)
        if 0 <= cap < amount:
            if self.log is not None:
                self.say(f"  el daño de la batalla para {self.pilot_name(p)} no pasa de {cap}")
            amount = cap
        return amount if amount > 0 else 0

    def _battle_hit(self, receiver: int, targets: list, amount: int, by: int, picker: int) -> None:
        """The battle's ``amount`` of damage, dealt by ``by``, to the Parte of ``targets`` that «se hace a ella»
        names, or to the one ``picker`` (or who «tú eliges qué Parte …» says) chooses (5.3.5)."""
        if self.mods:
            forced = forced_part(self, targets)
            if forced >= 0:
                self.deal_damage(forced, amount, by, -1)
                return
            picker = chooser(self, receiver, picker)
        self.decisions.append(Decision(D_GUERRILLA_DAMAGE, picker, targets, 1, 1, (amount, by)))

    def _battle(self) -> None:
        """5.3.5: FUE of the attacker minus DEF of the defender."""
        attacker, defender = self.active, self.guerrilla_target
        self.guerrilla_state = 2
        if not self.pilots[defender].alive:
            return
        if self.mods and any(m.stat == BATTLE_CANCELLED for m in self.mods):  # «Cancela la batalla» (ruling 197)
            if self.log is not None:
                self.say("  la batalla se cancela: las Unidades se retiran sin hacerse daño")
            return
        targets = self.equipped(defender)
        if not targets:
            if self.log is not None:
                self.say(f"  {self.pilots[defender].name} no tiene Partes equipadas")
            self.claim(attacker, self.ruleset.botines_per_attack_without_parts)
            self.event(PlayerEventKind.WINS, player=attacker)
            return
        if self.mods:  # «tu Unidad usa su VEL en lugar de su FUE» (docs/rulings.md 124)
            fue, defense = fighting_stat(self, attacker, 0), fighting_stat(self, defender, 1)
        else:
            fue, defense = self.stat(attacker, 0), self.stat(defender, 1)
        diff = fue - defense
        if self.log is not None:
            self.say(f"  Guerrilla: FUE {fue} contra DEF {defense} → {diff:+d}")
        if diff > 0:
            amount = self._battle_damage(defender, diff) if self.mods or self.any_passive else diff
            if amount > 0:
                self._battle_hit(defender, targets, amount, attacker, attacker)
        elif diff < 0:
            own = self.equipped(attacker)
            amount = self._battle_damage(attacker, -diff) if self.mods or self.any_passive else -diff
            if own and amount > 0:
                self._battle_hit(attacker, own, amount, defender, defender)
        if diff:  # who deals the battle's damage wins it (docs/rulings.md 41); its Disparado go up after the damage
            self.event(PlayerEventKind.WINS, player=attacker if diff > 0 else defender)
