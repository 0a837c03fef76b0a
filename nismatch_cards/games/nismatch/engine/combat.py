"""The Guerrilla (rulebook 5.3.5): the :class:`Combat` part of ``Game``.

At most one a turn: the active pilot declares it, a round of priority follows, and when the
attacker passes with the marchas resolved, FUE of the attacker minus DEF of the defender is dealt.
"""
from __future__ import annotations

from .units import Units
from ..language.constructs.triggers import PlayerEventKind
from .state import BATTLE_DAMAGE, D_GUERRILLA_DAMAGE, EXPIRE_END_OF_PHASE, GUERRILLA, Decision, Mod


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

    def _battle_damage(self, p: int, amount: int) -> int:
        """The damage the battle deals to ``p``'s Unidad: ``amount`` changed by «… recibe N puntos de daño más»."""
        for m in self.mods:
            if m.stat == BATTLE_DAMAGE and (m.pilot == p or m.pilot < 0):
                amount += m.amount
        return amount if amount > 0 else 0

    def _battle(self) -> None:
        """5.3.5: FUE of the attacker minus DEF of the defender."""
        attacker, defender = self.active, self.guerrilla_target
        self.guerrilla_state = 2
        if not self.pilots[defender].alive:
            return
        targets = self.equipped(defender)
        if not targets:
            if self.log is not None:
                self.say(f"  {self.pilots[defender].name} no tiene Partes equipadas")
            self.claim(attacker, self.ruleset.botines_per_attack_without_parts)
            self.event(PlayerEventKind.WINS, player=attacker)
            return
        fue, defense = self.stat(attacker, 0), self.stat(defender, 1)
        diff = fue - defense
        if self.log is not None:
            self.say(f"  Guerrilla: FUE {fue} contra DEF {defense} → {diff:+d}")
        if diff > 0:
            amount = self._battle_damage(defender, diff) if self.mods else diff
            if amount > 0:
                self.decisions.append(Decision(D_GUERRILLA_DAMAGE, attacker, targets, 1, 1, (amount, attacker)))
        elif diff < 0:
            own = self.equipped(attacker)
            amount = self._battle_damage(attacker, -diff) if self.mods else -diff
            if own and amount > 0:
                self.decisions.append(Decision(D_GUERRILLA_DAMAGE, defender, own, 1, 1, (amount, defender)))
        if diff:  # who deals the battle's damage wins it (docs/rulings.md 41); its Disparado go up after the damage
            self.event(PlayerEventKind.WINS, player=attacker if diff > 0 else defender)
