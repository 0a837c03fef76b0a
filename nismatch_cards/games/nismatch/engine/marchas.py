"""Priority, the stack of marchas and triggers (rulebook 4.6, 4.7, 6.1): the :class:`Marchas` part of ``Game``.

A marcha is started (CAR paid, requirements chosen one decision at a time), put on the stack,
and resolved from the top once every other pilot has passed. Disparado abilities wait in
``pending_triggers`` until the game loop puts them on the stack.
"""
from __future__ import annotations

from ..language import ast as A
from . import effects as E
from .actions import Activate
from .state import (
    D_DEACTIVATE_COST, D_DISCARD_COST, D_REVEAL_COST, D_TARGET, D_TRIGGER, GUERRILLA, MAIN_PHASES, Z_SCRAP,
    Z_STACK, Decision, Marcha,
)


class Marchas:
    """``Game`` mixin: who has priority, what can be activated, and the life of a marcha."""

    # ------------------------------------------------------------------ priority

    def _pass_priority(self) -> None:
        """4.7.1.1: the pilot with priority passes; when every other pilot has passed, the round ends."""
        self.passes += 1
        if self.passes >= self.alive_count - 1:
            self.prio = None
        else:
            self.prio = self._next_alive(self.prio)

    def _next_alive(self, p: int) -> int:
        order = self.order or list(range(len(self.pilots)))
        i = order.index(p) if p in order else 0
        for k in range(1, len(order) + 1):
            q = order[(i + k) % len(order)]
            if self.pilots[q].alive:
                return q
        return p

    # ------------------------------------------------------------------ what can be activated

    def _activations(self, p: int, open_state: bool, acts: list) -> None:
        pilot = self.pilots[p]
        car = pilot.car
        if car < self.min_cost:
            return
        main = open_state and self.phase in MAIN_PHASES
        guerrilla = self.phase == GUERRILLA
        cards, deact, uses = self.cards, self.deact, self.uses
        for inst in pilot.unit:
            if inst < 0:
                continue
            info = cards[inst]
            for ab in (info.activatable if main else info.fast):
                if ab.cost > car or (deact[inst] and not ab.when_deactivated):
                    continue
                if ab.uses is not None and uses.get(inst * 8 + ab.index, 0) >= ab.uses:  # 3.2 (5)
                    continue
                if self._can_activate(p, inst, ab, main, guerrilla):
                    acts.append(Activate(inst, ab.index))
        for inst in pilot.hand:
            info = cards[inst]
            if info.is_part:
                continue
            for ab in (info.activatable if main else info.fast):
                if ab.cost <= car and self._can_activate(p, inst, ab, main, guerrilla):
                    acts.append(Activate(inst, ab.index))

    def _can_activate(self, p: int, inst: int, ab, main: bool, guerrilla: bool) -> bool:
        """Speed (4.6), phase (3.3) and requirements (6.1); the CAR cost and uses are checked by the caller."""
        if ab.speed == "normal" and not main:  # 4.6.1
            return False
        if ab.phase is not None and not (guerrilla and ab.phase == "guerrilla"):
            return False
        checks = E.REQUIREMENTS
        for c in ab.conditions:
            if not checks[type(c)](self, p, inst, c):
                return False
        for step in ab.steps:
            if not checks[type(step)](self, p, inst, step):
                return False
        return True

    def conditions_hold(self, p: int, source: int, ab) -> bool:
        checks = E.REQUIREMENTS
        for c in ab.conditions:
            if not checks[type(c)](self, p, source, c):
                return False
        return True

    # ------------------------------------------------------------------ activation and resolution

    def _start_marcha(self, p: int, inst: int, ab, trigger: bool = False, serial: int | None = None) -> None:
        """Pay the CAR cost and start meeting the requirements (6.1)."""
        info = self.cards[inst]
        pilot = self.pilots[p]
        if self.stats is not None:
            self.stats.activated(self, p, inst, ab)
        pilot.car -= ab.cost
        if ab.uses is not None:
            key = inst * 8 + ab.index
            self.uses[key] = self.uses.get(key, 0) + 1
        support = not info.is_part
        if support:
            self.move(inst, Z_STACK)
        m = Marcha(p, inst, ab, support, self.serial[inst] if serial is None or support else serial, trigger)
        if ab.negates is not None and self.stack:
            m.responds_to = self.stack[-1]
        self.build = m
        self.build_i = 0
        self._continue_build()

    def _continue_build(self) -> None:
        m = self.build
        steps = m.ability.steps
        while self.build_i < len(steps):
            step = steps[self.build_i]
            self.build_i += 1
            options, low, high = E.step_options(self, m, step)
            if high == 0:
                continue
            kind = (D_TARGET if isinstance(step, A.SelectParts) else D_DISCARD_COST if isinstance(step, A.DiscardCost)
                    else D_REVEAL_COST if isinstance(step, A.RevealCost) else D_DEACTIVATE_COST)
            self.decisions.append(Decision(kind, m.controller, options, low, high, step))
            return
        self.build = None
        self.marchas_opened += 1
        m.number = len(self.stack) + 1
        self.stack.append(m)
        if self.log is not None:
            what = "Carta de Apoyo" if m.support else ("habilidad disparada" if m.trigger else "habilidad")
            targets = ", ".join(self.card_label(t[0]) for t in m.targets)
            self.say(f"  marcha {m.number}: {what} de {self.card_label(m.source)} «{m.ability.text}»"
                     + (f" → {targets}" if targets else ""))
        self.round_after = m.controller

    def _resolve_top(self) -> None:
        m = self.stack.pop()
        ab = m.ability
        label = f"marcha {m.number} ({self.cards[m.source].name})" if self.log is not None else ""
        if m.negated:
            if self.log is not None:
                self.say(f"  se resuelve la {label}: sin efecto, negada")
        elif not self.conditions_hold(m.controller, m.source, ab):
            if self.log is not None:
                self.say(f"  se resuelve la {label}: sin efecto, ya no se cumple su condición")
        else:
            targets = [(inst, ser) for inst, ser, sel in m.targets
                       if self.serial[inst] == ser and self.target_valid(sel, m.controller, inst)]
            if ab.selects and not targets:
                if self.log is not None:
                    self.say(f"  se resuelve la {label}: sin efecto, ha perdido su objetivo (6.1.1.1)")
            else:
                if self.log is not None:
                    self.say(f"  se resuelve la {label}")
                impls = E.EFFECTS
                for e in ab.effects:
                    impls[type(e)](self, m, e, targets)
                    if self.over:
                        break
        if m.support and self.loc[m.source] == Z_STACK:
            self.move(m.source, Z_SCRAP)  # 3.1

    # ------------------------------------------------------------------ triggers

    def _fire(self, event, inst: int) -> None:
        abilities = self.cards[inst].triggers.get(event)
        if not abilities:
            return
        if self.deact[inst]:
            abilities = [ab for ab in abilities if ab.when_deactivated]
        for ab in abilities:
            self.pending_triggers.append((self.owner[inst], inst, ab, self.serial[inst]))

    def _fire_unit(self, event, p: int) -> None:
        for inst in self.pilots[p].unit:
            if inst >= 0 and event in self.cards[inst].triggers:
                self._fire(event, inst)

    def _put_trigger(self, entry) -> None:
        p, inst, ab, serial = entry
        if not self.pilots[p].alive or not self.conditions_hold(p, inst, ab):
            return
        if ab.optional:
            if self.pilots[p].car < ab.cost:
                return
            self.decisions.append(Decision(D_TRIGGER, p, [inst], 0, 0, entry))
            return
        self._start_marcha(p, inst, ab, trigger=True, serial=serial)
