"""Priority, the stack of marchas and triggers (rulebook 4.6, 4.7, 6.1): the :class:`Marchas` part of ``Game``.

A marcha is started (CAR paid, requirements met one decision at a time: «Selecciona …» and the
costs), put on the stack, and resolved from the top once every other pilot has passed; its
effects run one after the other (``resolution``). Disparado abilities wait in
``pending_triggers`` until the game loop puts them on the stack.
"""
from __future__ import annotations

from .resolution import Resolving
from ..language import ast as A
from ..language.constructs.past import ACTIVATED, SPENT
from ..language.constructs.stat_words import self_cost_of
from ..language.constructs.counters import counter_key
from ..language.constructs.triggers import PlayerEventKind
from .actions import Activate, shared
from .requirements import own
from .state import (
    ACTIONS_PER_TURN_LIMIT, TOO_MANY_ACTIONS,
    D_COUNTERS_COST, D_DAMAGE_COST, D_DEACTIVATE_COST, D_DESTROY_COST, D_DISCARD_COST, D_PILOT, D_REVEAL_COST,
    D_SEND_COST, D_TARGET, D_TRIGGER, GUERRILLA,
    MAIN_PHASES, Z_STACK, Decision, Marcha,
)

_COST_DECISIONS = {A.Discard: D_DISCARD_COST, A.Reveal: D_REVEAL_COST, A.Deactivate: D_DEACTIVATE_COST,
                   A.Move: D_SEND_COST, A.RemoveCounters: D_COUNTERS_COST, A.Damage: D_DAMAGE_COST,
                   A.Destroy: D_DESTROY_COST}


def _at_random(step) -> bool:
    """Whether a requirement takes its cards «al azar» (a «Selecciona …» or a cost)."""
    return isinstance(step.taken, A.Selection) and step.taken.random

_ACTIVATE, _ACTIVATE_OR_PLAY, _PLAY_SUPPORT = A.Activity.ACTIVATE, A.Activity.ACTIVATE_OR_PLAY, A.Activity.PLAY_SUPPORT


class Marchas(Resolving):
    """``Game`` mixin: who has priority, what can be activated, and the life of a marcha."""

    # ------------------------------------------------------------------ priority

    def _pass_priority(self) -> None:
        """4.7.1.1: the pilot with priority passes; when every other pilot has passed, the round ends."""
        self.passes += 1
        if self.passes >= self._alive_count() - 1:
            self.prio = None
        else:
            self.prio = self._next_alive(self.prio)

    def _alive_count(self) -> int:
        count = 0
        for q in self.pilots:  # a loop: asked at every pass, and a comprehension is a call of its own
            count += q.alive
        return count

    def _one_more_action(self) -> bool:
        """Counts an action of this turn (one chosen or forced, or a Disparado); past ``ACTIONS_PER_TURN_LIMIT``
        the turn is a runaway loop of effects and the game ends as a draw (docs/rulings.md 15): then True."""
        self.actions_this_turn += 1
        if self.actions_this_turn <= ACTIONS_PER_TURN_LIMIT:
            return False
        self.finish((), TOO_MANY_ACTIONS)
        return True

    def _next_alive(self, p: int) -> int:
        order = self.order or list(range(len(self.pilots)))
        i = order.index(p) if p in order else 0
        for k in range(1, len(order) + 1):
            q = order[(i + k) % len(order)]
            if self.pilots[q].alive:
                return q
        return p

    def _previous_alive(self, p: int) -> int:
        """The pilot whose turn to act comes just before ``p``'s in a round (so ``p`` acts first)."""
        order = [q for q in (self.order or range(len(self.pilots))) if self.pilots[q].alive]
        return order[order.index(p) - 1] if p in order else p

    # ------------------------------------------------------------------ what can be activated

    def _activations(self, p: int, open_state: bool, acts: list) -> None:
        pilot = self.pilots[p]
        car = pilot.car
        if car < self.min_cost:
            return
        main = open_state and self.phase in MAIN_PHASES
        if not main and not self._may_respond(p, car):
            return
        guerrilla = self.phase == GUERRILLA
        cards, deact, uses = self.cards, self.deact, self.uses
        restricted = bool(self.restrictions) or self.any_ban
        changed = self.any_cost_change
        if not (restricted and self.restricted(p, _ACTIVATE, _ACTIVATE_OR_PLAY)):
            for inst in pilot.unit:
                if inst < 0:
                    continue
                info = cards[inst]
                for ab in (info.activatable if main else info.fast):
                    if (self.ability_cost(p, inst, ab) if changed else ab.cost) > car or \
                            (deact[inst] and not ab.when_deactivated):
                        continue
                    if ab.uses is not None and uses.get(inst * 8 + ab.index, 0) >= ab.uses:  # 3.2 (5)
                        continue
                    if ab.long_limit is not None and self.long_uses.get(inst * 16 + ab.long_key, 0) >= ab.long_limit:
                        continue  # «Una vez por ronda / por partida» (docs/rulings.md 59)
                    if self._can_activate(p, inst, ab, main, guerrilla):
                        if ab.x_cost:
                            self._x_activations(p, inst, ab, car, acts)
                        else:
                            acts.append(shared(Activate, inst, ab.index))
        if restricted and self.restricted(p, _PLAY_SUPPORT, _ACTIVATE_OR_PLAY):
            return
        for inst in pilot.hand:
            info = cards[inst]
            if info.is_part:
                continue
            for ab in (info.activatable if main else info.fast):
                if (self.ability_cost(p, inst, ab) if changed else ab.cost) <= car and \
                        self._can_activate(p, inst, ab, main, guerrilla):
                    if ab.x_cost:
                        self._x_activations(p, inst, ab, car, acts)
                    else:
                        acts.append(shared(Activate, inst, ab.index))

    def _x_activations(self, p: int, inst: int, ab, car: int, acts: list) -> None:
        """«CAR X |»: one action for each X from 1 that ``p`` can pay with ``car`` (docs/rulings.md 50)."""
        for x in range(1, ab.x_max + 1):  # «X no puede superar 3» (constructs/zones_carga.py)
            if self.ability_cost(p, inst, ab, x) > car:
                break
            acts.append(shared(Activate, inst, ab.index, x))

    def _may_respond(self, p: int, car: int) -> bool:
        """Whether a Parte of ``p``'s Unidad or a Carta de Apoyo in its hand has a Relámpago ability
        it can pay for (outside its main phases nothing else can be activated, 4.6)."""
        pilot, cards = self.pilots[p], self.cards
        if self.any_cost_change:  # what they cost now, changed by Pasivas (loops: a cpdef has no closures)
            for inst in pilot.unit:
                if inst >= 0:
                    for ab in cards[inst].fast:
                        if self.ability_cost(p, inst, ab) <= car:
                            return True
            for inst in pilot.hand:
                if not cards[inst].is_part:
                    for ab in cards[inst].fast:
                        if self.ability_cost(p, inst, ab) <= car:
                            return True
            return False
        for inst in pilot.unit:
            if inst >= 0 and cards[inst].fast_cost <= car:
                return True
        for inst in pilot.hand:
            if cards[inst].fast_cost <= car and not cards[inst].is_part:
                return True
        return False

    def ability_cost(self, p: int, inst: int, ab, x: int = 0) -> int:
        """The CAR pilot ``p`` pays to activate ``ab`` of card ``inst`` now (4.1, 6.1): its printed cost, changed by
        the Pasivas of the active Partes in play («Tus Cartas de Apoyo cuestan 1 CAR menos»), never below 0 nor below
        the minimum a change in effect names («hasta un mínimo de 1 CAR», ruling 106). An ability without a printed
        cost has none to change (docs/rulings.md 49). ``x``: the X of «CAR X |»."""
        if not self.any_cost_change or not ab.has_cost:
            return ab.cost + x
        support = not self.cards[inst].is_part
        change = floor = 0
        for owner in range(len(self.pilots)):
            for source in self.pilots[owner].unit:
                if source < 0 or self.deact[source]:
                    continue
                for passive, effects in self.cards[source].cost_changes:
                    if not self.conditions_hold(owner, source, passive):
                        continue
                    for e in effects:
                        if e.covers(self, owner, p, support, ab) and (e.kind is None or e.kind in self.cards[inst].kinds):
                            change += e.n
                            if e.floor:  # «hasta un mínimo de 1 CAR»: never takes a cost below it (ruling 106)
                                floor = max(floor, min(e.floor, ab.cost + x))
        itself = self_cost_of(ab)  # «Esta habilidad cuesta 1 CAR menos por cada …» (docs/rulings.md 152)
        if itself is not None:
            change += itself.change(self, p, inst)
            if itself.floor:
                floor = max(floor, min(itself.floor, ab.cost + x))
        return max(floor, ab.cost + x + change)

    def _can_activate(self, p: int, inst: int, ab, main: bool, guerrilla: bool) -> bool:
        """Speed (4.6), phase (3.3) and requirements (6.1); the CAR cost and uses are checked by the caller."""
        if ab.speed == "normal" and not main:  # 4.6.1
            return False
        if ab.phase is not None and not (guerrilla and ab.phase == "guerrilla"):
            return False
        for c in ab.conditions:
            if not c.holds(self, p, inst):
                return False
        return self._requirements_met(p, inst, ab)

    def _requirements_met(self, p: int, inst: int, ab) -> bool:
        """Every requirement can be met now: enough cards to select and to pay with (6.1)."""
        for need in ab.needs:
            if not self._can_meet(p, inst, need):
                return False
        return True

    def _can_meet(self, p: int, source: int, need) -> bool:
        """Whether enough cards (or marchas) fit one requirement now, counting only up to ``need.needed``."""
        if need.marchas:
            return len(self.marchas_matching(need.what, p)) >= need.needed
        if need.pilots:  # «Selecciona a un oponente» (docs/rulings.md 52)
            return bool(need.what.options(self, p))
        if need.this_card:  # a cost paid with the card itself
            return need.pays_with(self, source)
        if need.pays_with is not None:  # a cost only some of its cards can pay (ruling 24)
            return len([i for i in self.matching(need.what, p, source, need.default)
                        if need.pays_with(self, i)]) >= need.needed
        return self.has_matching(need.what, p, source, need.needed, need.default)

    def conditions_hold(self, p: int, source: int, ab) -> bool:
        for c in ab.conditions:
            if not c.holds(self, p, source):
                return False
        return True

    def _step_options(self, p: int, source: int, step) -> tuple[list[int], int, int]:
        """What a pilot may choose for one requirement: ``(options, low, high)``; ``low`` is -1
        when the requirement cannot be met (not enough cards to select or to pay with)."""
        if isinstance(step, A.SelectPlayer):
            options = step.options(self, p)
            return options, (1 if options else -1), (1 if options else 0)
        if isinstance(step, A.Select):
            what = step.what
            if isinstance(what, A.ThisCard):
                return [], 0, 0
            if what.where() is A.Place.MARCHAS:
                options = [m.number for m in self.marchas_matching(what, p)]  # by number, not card (ruling 27)
            else:
                options = self.matching(what, p, source)
            count = what.count
            if count is None or not count.choice:
                return options, (0 if options else -1), len(options)
            needed = 1 if count.kind is A.CountKind.UP_TO else count.n
            if len(options) < needed:
                return options, -1, 0
            low, high = count.limits(len(options))
            return options, low, high
        action = step.action  # a cost (Pay)
        target = step.taken
        if isinstance(target, A.ThisCard):
            return [], 0, 0
        default = getattr(type(action), "default_place", None)
        pays_with = getattr(action, "pays_with", None)  # what the cost's verb can really be done to
        options = [i for i in self.matching(own(target), p, source, default)  # its own Parte too (ruling 26)
                   if pays_with is None or pays_with(self, i)]
        count = target.count
        needed = len(options) if count is None or not count.choice else count.n
        if count is not None and count.kind is A.CountKind.UP_TO:
            needed = 1
        if len(options) < needed:
            return options, -1, 0
        high = needed if count is None or count.kind is not A.CountKind.UP_TO else min(count.n, len(options))
        return options, needed, high

    # ------------------------------------------------------------------ activation and resolution

    def _start_marcha(self, p: int, inst: int, ab, trigger: bool = False, serial: int | None = None,
                      event_card: int = -1, named_opponent: int = -1, chain: tuple = (), responds_to=None,
                      x: int = 0) -> None:
        """Pay the CAR cost (with the X chosen for «CAR X |») and start meeting the requirements (6.1)."""
        info = self.cards[inst]
        pilot = self.pilots[p]
        if self.stats is not None:
            self.stats.activated(self, p, inst, ab)
        cost = self.ability_cost(p, inst, ab, x)
        pilot.car -= cost
        if cost > 0 and self.any_past:
            self.record_turn((SPENT, p))  # «Si no gastaste Carga este turno» (docs/rulings.md 143)
        self.closing = False  # an answer to the end of a phase: the phase goes on (4.7.1.3)
        if ab.uses is not None:
            key = inst * 8 + ab.index
            self.uses[key] = self.uses.get(key, 0) + 1
        if ab.long_limit is not None:
            key = inst * 16 + ab.long_key
            self.long_uses[key] = self.long_uses.get(key, 0) + 1
        support = not info.is_part
        if support:
            self.move(inst, Z_STACK)
        m = Marcha(p, inst, ab, support, self.serial[inst] if serial is None or support else serial, trigger)
        m.event_card = event_card
        m.named_opponent = named_opponent
        m.x = x
        if trigger:
            m.chain = chain + ((inst, ab.index),)
        if responds_to is not None:
            m.responds_to = responds_to
        elif ab.negates is not None and self.stack:
            m.responds_to = self.stack[-1]
            if ab.negates.player is A.Player.OPPONENT:  # «Si tu oponente activa …; … tu oponente …»: that one
                m.named_opponent = m.responds_to.controller
        self.build = m
        self.build_i = 0
        # activating a Disparado is activating an ability too (3.3, 4.7.1.2; docs/rulings.md 30)
        if self.any_past:
            self.record_turn((ACTIVATED, p, support))  # «Si tu oponente activó una Carta de Apoyo este turno»
        self.event(PlayerEventKind.ACTIVATES, inst, p, A.Activatable.SUPPORT if support else A.Activatable.ABILITY,
                   chain=m.chain)
        self._continue_build()

    def _continue_build(self) -> None:
        self.name_opponent(self.build)
        self._build_steps()
        self.named_opponent = None

    def _build_steps(self) -> None:
        m = self.build
        steps = m.ability.steps
        while self.build_i < len(steps):
            step = steps[self.build_i]
            self.build_i += 1
            if m.copied and isinstance(step, A.Pay):  # a copy pays nothing (docs/rulings.md 37)
                continue
            options, low, high = self._step_options(m.controller, m.source, step)
            if isinstance(step, A.Pay) and isinstance(getattr(step.action, "target", None), A.ThisCard):
                self._pay(step, [m.source], m.controller)  # «Envía esta Parte al Depósito de Chatarra»
                continue
            if high <= 0:
                continue
            if isinstance(step, A.SelectPlayer):  # a pilot: asked only when there is a choice (docs/rulings.md 52)
                if len(options) == 1:
                    self.pick_pilot(m, options[0])
                    continue
                self.decisions.append(Decision(D_PILOT, m.controller, options, 1, 1, step))
                return
            if isinstance(step, A.Select) and not step.what.count.choice:
                self._select(m, options, step.what)
                continue
            if _at_random(step):  # «al azar»: the game picks on activation, nobody chooses
                picked = A.AtRandom.pick(self.rng, options, high)
                if isinstance(step, A.Select):
                    self._select(m, picked, step.what)
                else:
                    self._pay(step, picked, m.controller)
                continue
            kind = D_TARGET if isinstance(step, A.Select) else _COST_DECISIONS[type(step.action)]
            self.decisions.append(Decision(kind, m.controller, options, max(low, 0), high, step))
            return
        self.build = None
        self.marchas_opened += 1
        m.number = len(self.stack) + 1
        self.stack.append(m)
        if self.log is not None:
            what = "copia" if m.copied else "Carta de Apoyo" if m.support else (
                "habilidad disparada" if m.trigger else "habilidad")
            targets = self.targets_label(m)
            self.say(f"  marcha {m.number}: {what} de {self.card_label(m.source)} «{m.ability.text}»"
                     + (f" → {targets}" if targets else ""))
        if m.trigger:  # 4.7.1.2: a Disparado uses nobody's priority, and every pilot may answer it
            self.round_all = True
            if self.round_after is None:  # not fired by an action: the round starts with the active pilot
                self.round_after = self._previous_alive(self.active)
        else:
            self.round_after = m.controller

    def copy_marcha(self, original, p: int) -> None:
        """«cópiala»: a copy of ``original`` controlled by ``p`` goes on top of the marchas, its targets chosen anew
        and nothing paid; without targets to choose it does not go up (docs/rulings.md 37)."""
        if original.negated or not any(x is original for x in self.stack):
            return
        m = Marcha(p, original.source, original.ability, False, original.source_serial)
        m.copied = True
        m.x = original.x  # the same X, not paid (docs/rulings.md 50)
        m.responds_to, m.event_card = original.responds_to, original.event_card
        if self.is_opponent(p, original.controller):  # «tu oponente» of the copy: whose marcha it copies
            m.named_opponent = original.controller
        if self.log is not None:
            self.say(f"  {self.pilot_name(p)} copia la marcha {original.number}")
        if not all(self._can_meet(p, m.source, need) for need in m.ability.needs if not need.cost):
            if self.log is not None:
                self.say("  la copia no tiene objetivos que elegir: no sube a las marchas")
            return
        named = self.named_opponent  # the copier's marcha is still being read: its «tu oponente» stays
        self.build = m
        self.build_i = 0
        self._continue_build()
        self.named_opponent = named

    def pick_pilot(self, m, q: int) -> None:
        """«Selecciona a un oponente»: ``q`` is the pilot ``m``'s «tu oponente» names from now on (docs/rulings.md
        52); a teammate needs no keeping, there is one."""
        if m.ability.picks_player.who is A.Player.OPPONENT:
            m.named_opponent = q
            self.named_opponent = (m.controller, q)
        if self.log is not None:
            self.say(f"  {self.pilot_name(m.controller)} selecciona a {self.pilot_name(q)}")

    def _select(self, m, chosen: list[int], what) -> None:
        """Keep what a «Selecciona …» of ``m`` chose as its targets; marchas come by number: ``m`` keeps the numbers
        and targets their cards (docs/rulings.md 27)."""
        if what.where() is A.Place.MARCHAS:
            m.marchas += tuple(chosen)
            chosen = [self.stack[n - 1].source for n in chosen]
        m.targets.extend((c, self.serial[c], what) for c in chosen)

    def targets_label(self, m) -> str:
        """What marcha ``m`` selected, as the log and the board tell it: marchas by number (ruling 27), cards by name."""
        picked = m.ability.picks_player is not None and m.named_opponent >= 0  # «Selecciona a un oponente»
        pilot = [self.pilot_name(m.named_opponent)] if picked else []
        return ", ".join(pilot + [f"marcha {n} ({self.card_label(self.stack[n - 1].source)})" for n in m.marchas]
                         + [self.card_label(t[0]) for t in m.targets
                            if not m.marchas or t[2].where() is not A.Place.MARCHAS])

    def _pay(self, step, chosen: list[int], p: int) -> None:
        """Perform a cost with the cards chosen for it (6.1)."""
        action = step.action
        if isinstance(action, A.Discard):
            self.build.paid = list(chosen)  # «la Parte descartada» (constructs/cards_zones.py)
            for c in chosen:
                self.discard(c)
        elif isinstance(action, A.Reveal):
            self.build.revealed = list(chosen)
            self.reveal(p, chosen)
        elif isinstance(action, A.Deactivate):
            for c in chosen:
                self.deactivate(c)
        elif isinstance(action, A.RemoveCounters):
            for c in chosen:
                self.remove_counters(c, None if action.amount is None else action.amount.n, counter_key(action.name))
        elif isinstance(action, A.Damage):  # «Haz 1 punto de daño a esta Parte; …» (docs/rulings.md 76)
            amount = self.amount(action.amount, p, self.build.source)
            for c in chosen:
                self.deal_damage(c, amount, p, self.build.source)
        elif isinstance(action, A.Destroy):  # «Destruye esta Parte; …» (docs/rulings.md 76)
            for c in chosen:
                self.destroy(c, p)
        else:
            for c in chosen:
                self.move_to(c, action.dest, p)

    def _resolve_top(self) -> None:
        m = self.stack.pop()
        self.name_opponent(m)  # its conditions and targets are read as its «tu oponente» says (ruling 13)
        self._resolve(m)
        self.named_opponent = None

    def _resolve(self, m) -> None:
        ab = m.ability
        label = f"marcha {m.number} ({self.cards[m.source].name})" if self.log is not None else ""
        if m.negated:
            if self.log is not None:
                self.say(f"  se resuelve la {label}: sin efecto, negada")
        elif not self.conditions_hold(m.controller, m.source, ab):
            if self.log is not None:
                self.say(f"  se resuelve la {label}: sin efecto, ya no se cumple su condición")
        elif ab.picks_player is not None and m.named_opponent >= 0 and \
                not ab.picks_player.still_valid(self, m.controller, m.named_opponent):
            if self.log is not None:  # the pilot selected is out of the game, or no longer fits (ruling 52)
                self.say(f"  se resuelve la {label}: sin efecto, ha perdido su objetivo (6.1.1.1)")
        else:
            targets = [(inst, ser) for inst, ser, sel in m.targets  # sel None: named by a pronoun (ruling 94)
                       if self.serial[inst] == ser and (sel is None or self._target_valid(sel, m, inst))]
            if ab.selects and m.targets and not targets:
                if self.log is not None:
                    self.say(f"  se resuelve la {label}: sin efecto, ha perdido su objetivo (6.1.1.1)")
            elif ab.delay is not None:
                self._delay(m, ab, label)
            else:
                if self.log is not None:
                    self.say(f"  se resuelve la {label}" + (": prototipo, sin efecto" if ab.prototype else ""))
                self._begin_resolution(m, targets, m.event_card)
                return
        self._finish_marcha(m)

    def _delay(self, m, ab, label: str) -> None:
        """«La próxima vez que …»: the rest of the ability waits for its event, with what was chosen on activation
        (docs/rulings.md 44)."""
        later = ab.later
        targets = () if isinstance(later.trigger, A.CardEvent) else tuple(m.targets)  # the pronoun names the card
        after = ab.delay.after(self) if isinstance(ab.delay, A.Later) else -1  # «próximo turno»: not this one
        self.delayed_triggers.append((m.controller, m.source, m.source_serial, later, ab.delay.this_turn, targets,
                                      self._delay_pilot(m, later), after))
        if later.trigger.key not in self.watched:
            self.watched = self.watched | {later.trigger.key}
        if self.log is not None:
            from ..language.printer import requirement_text

            self.say(f"  se resuelve la {label}: espera a «{requirement_text(ab.delay)}»")

    def wait_later(self, r, when) -> None:
        """«…. Al final del turno, <efecto>»: the effects after ``when`` wait for it, once, naming what the
        pronouns name now if it stays where it is (docs/rulings.md 94)."""
        m = r.marcha
        later = m.ability.later
        targets = () if isinstance(later.trigger, A.CardEvent) else \
            tuple((i, s, None) for i, s in r.it if self.serial[i] == s)
        after = when.after(self) if isinstance(when, A.Later) else -1
        self.delayed_triggers.append((m.controller, m.source, m.source_serial, later, when.this_turn, targets,
                                      self._delay_pilot(m, later), after))
        if later.trigger.key not in self.watched:
            self.watched = self.watched | {later.trigger.key}
        if self.log is not None:
            from ..language.printer import requirement_text

            self.say(f"  espera a «{requirement_text(when)}»")

    def _delay_pilot(self, m, later) -> int:
        """The pilot a waiting effect names: the marcha's «tu oponente»; for «Al final del próximo turno de ese
        piloto» without one, the owner of the first card chosen (docs/rulings.md 116), or -1."""
        if m.named_opponent >= 0 or not getattr(later.trigger, "of_named", False) or not m.targets:
            return m.named_opponent
        return self.owner[m.targets[0][0]]

    def _open_later(self, entry) -> None:
        """A «La próxima vez que …» whose event happened goes on the marchas as a Disparado of its controller,
        with the targets chosen on activation; nothing to pay or choose again (docs/rulings.md 44)."""
        p, inst, ab, serial, card, named, targets = entry
        if not self.pilots[p].alive:
            return
        m = Marcha(p, inst, ab, False, serial, True)
        m.targets = list(targets)
        m.event_card = card
        m.named_opponent = named
        self.build = m
        self.build_i = 0
        self._build_steps()

    def _target_valid(self, sel, m, inst: int) -> bool:
        """A card chosen on activation still fits its «Selecciona …» (6.1.1.1)."""
        if sel.where() is A.Place.MARCHAS:  # one of the marchas chosen, by number (ruling 27)
            stack = self.stack
            return any(n <= len(stack) and stack[n - 1].source == inst and not stack[n - 1].negated for n in m.marchas)
        return self.fits(sel, m.controller, m.source, inst)

    # ------------------------------------------------------------------ triggers

    def _put_trigger(self, entry) -> None:
        p, inst, ab, serial, card, named, chain = entry
        if self._one_more_action():  # each Disparado that might go up counts: a cascade of them is a loop too
            self.pending_triggers.clear()
            return
        if ab.delayed:
            self._open_later(entry)
            return
        if ab.uses is not None and self.uses.get(inst * 8 + ab.index, 0) >= ab.uses:  # «Una vez por turno»
            return
        if ab.long_limit is not None and self.long_uses.get(inst * 16 + ab.long_key, 0) >= ab.long_limit:
            return  # «Una vez por ronda / por partida» (docs/rulings.md 59)
        self.named_opponent = (p, named) if named >= 0 else None
        try:
            if not self.pilots[p].alive or not self.conditions_hold(p, inst, ab):
                return
            if not self._requirements_met(p, inst, ab):  # 6.1: nothing to select, nothing to pay with: nothing
                return
        finally:
            self.named_opponent = None
        if (self.restrictions or self.any_ban) and self.restricted(p, A.Activity.ACTIVATE, A.Activity.ACTIVATE_OR_PLAY):
            if self.log is not None:  # a Disparado is activated too (3.3, 4.7.1.2): not even offered (ruling 31)
                self.say(f"  {self.card_label(inst)} no salta: {self.pilot_name(p)} no puede activar habilidades")
            return
        if ab.optional:
            if self.pilots[p].car < self.ability_cost(p, inst, ab):
                return
            self.decisions.append(Decision(D_TRIGGER, p, [inst], 0, 0, entry))
            return
        self._start_marcha(p, inst, ab, trigger=True, serial=serial, event_card=card, named_opponent=named,
                           chain=chain, responds_to=self._answered(ab, card))

    def _answered(self, ab, card: int):
        """For «Cuando tu oponente active …; niégala», the marcha of that activation (of ``card``); else None."""
        if not ab.answers_activation:
            return None
        return next((m for m in reversed(self.stack) if m.source == card and not m.negated), None)

