"""Set-up and the structure of a turn (rulebook 5): the :class:`Turns` part of ``Game``.

Mulligans and the Torso (5.1), the order of play by VEL (5.2, 5.4) and the phases of a turn:
Recarga, Robo, Reconstrucción with its Talleres, the open phases and the Fase Final (5.3).
"""
from __future__ import annotations

from .marchas import Marchas
from ..language import ast as A
from ..language.constructs.rule_changes import base_car, part_car, taller_repair
from ..language.constructs.zones_carga import kept_car
from .state import (
    ACTIVE, D_MULLIGAN, D_REBUILD, D_TORSO, DEACTIVATED_BY_CAR, EXPIRE_END_OF_GUERRILLA, EXPIRE_END_OF_NEXT_ROUND,
    EXPIRE_END_OF_PHASE, EXPIRE_END_OF_ROUND,
    EXPIRE_OPPONENTS_START, EXPIRE_END_OF_NEXT_TURN, EXPIRE_END_OF_OPPONENTS_TURN,
    EXPIRE_END_OF_TURN,
    EXPIRE_NEXT_TURN, FINAL, GUERRILLA, MULLIGAN, PHASE_NAMES, PRINCIPAL1, PRINCIPAL2, RECARGA, RECONSTRUCCION,
    ROBO, TORSO, Z_ARSENAL, Z_BOTINES, Decision, PilotState,
)

#: The engine's phases as the card language names them («Al comienzo de tu Fase de Guerrilla»).
PHASES = {RECARGA: A.Phase.RECARGA, ROBO: A.Phase.ROBO, RECONSTRUCCION: A.Phase.RECONSTRUCCION,
          PRINCIPAL1: A.Phase.PRINCIPAL1, GUERRILLA: A.Phase.GUERRILLA, PRINCIPAL2: A.Phase.PRINCIPAL2,
          FINAL: A.Phase.FINAL}


def _expired(g, items: list, pilot: int) -> list:
    """What lasts after ``pilot``'s turn ends. «hasta el final de tu próximo turno» at the end of its
    pilot's turn, and «… del próximo turno de tu oponente» at the end of a turn of any opponent of its
    pilot (docs/rulings.md 42): armed ones go, the others (made during such a turn) wait for the next one."""
    kept = []
    for item in items:
        if item.expire == EXPIRE_END_OF_TURN or item.expire == EXPIRE_END_OF_PHASE:  # the Fase Final ends too
            continue
        if ((item.expire == EXPIRE_END_OF_NEXT_TURN and item.expire_pilot == pilot)
                or (item.expire == EXPIRE_END_OF_OPPONENTS_TURN and g.is_opponent(item.expire_pilot, pilot))):
            if item.armed:
                continue
            item.armed = True
        kept.append(item)
    return kept


def _next_round(items: list) -> list:
    """What lasts after a round ends: «hasta el final de la próxima ronda» goes at the end of the round after the one
    it was made in; made in this one, it waits (docs/rulings.md 196)."""
    kept = []
    for item in items:
        if item.expire == EXPIRE_END_OF_NEXT_ROUND:
            if item.armed:
                continue
            item.armed = True
        kept.append(item)
    return kept


class Turns(Marchas):
    """``Game`` mixin: set-up, rounds, turns and phases."""

    # ------------------------------------------------------------------ set-up

    def _setup(self) -> None:
        """5.1: shuffle, draw 7; mulligans are asked pilot by pilot."""
        for pilot in self.pilots:
            self.rng.shuffle(pilot.arsenal)
            self.draw(pilot.index, self.ruleset.hand_size)
        self.phase = MULLIGAN
        self.decisions.append(Decision(D_MULLIGAN, 0, [], 0, 0))

    def _mulligan_size(self, pilot: PilotState) -> int:
        rs = self.ruleset
        paid = max(0, pilot.mulligans + 1 - rs.free_mulligans)
        return rs.hand_size - paid * rs.mulligan_penalty

    def _mulligan(self, p: int) -> None:
        """5.1: the hand goes back to the Arsenal, which is shuffled, and a new (maybe smaller) hand is drawn."""
        pilot = self.pilots[p]
        size = self._mulligan_size(pilot)
        pilot.mulligans += 1
        for inst in list(pilot.hand):
            self.move(inst, Z_ARSENAL)
        self.rng.shuffle(pilot.arsenal)
        self.forget(pilot.arsenal)
        self.draw(p, size)

    def _after_keep(self, p: int) -> None:
        if p + 1 < len(self.pilots):
            self.decisions.append(Decision(D_MULLIGAN, p + 1, [], 0, 0))
            return
        for pilot in self.pilots:  # 5.1: the top 5 cards to the Botines de Guerra
            for _ in range(min(self.ruleset.botines_initial, len(pilot.arsenal))):
                inst = pilot.arsenal.pop()
                self.loc[inst] = Z_BOTINES
                self.serial[inst] += 1
                pilot.botines.append(inst)
        self.phase = TORSO
        self._ask_torso(0)

    def _ask_torso(self, p: int) -> None:
        while p < len(self.pilots):
            options = [c for c in self.pilots[p].hand if self.cards[c].is_part]
            if options:
                self.decisions.append(Decision(D_TORSO, p, options, 1, 1))
                return
            if self.log is not None:
                self.say(f"{self.pilots[p].name} no tiene ninguna Parte en la mano: empieza sin Partes")
            p += 1
        if self.log is not None and self.torso_choice:
            self.say("Se revelan a la vez las Partes colocadas bocabajo (5.1)")
        for q, inst in sorted(self.torso_choice.items()):  # 5.1: revealed together
            self.equip(q, inst, trigger=False)
            self.pilots[q].car = 0  # no Carga before the pilot's first Recarga (5.3.1, docs/rulings.md 10)
            if self.stats is not None:
                self.stats.played(self, q, inst)
        self._new_round()

    # ------------------------------------------------------------------ rounds and initiative

    def add_extra_turn(self, p: int) -> None:
        """«juega un turno extra después de este»: ``p`` plays once more when the turn in play ends."""
        self.extra_turns.append(p)
        if self.log is not None:
            self.say(f"  {self.pilot_name(p)} jugará un turno extra después de este")

    def _new_round(self) -> None:
        """5.2, 5.4: the order of play by VEL; ties by a d6 in round 1, then by who played later."""
        self.round += 1
        if self.mods or self.restrictions:  # «hasta el final de la ronda»: before the new order (docs/rulings.md 58)
            self._expire_all(EXPIRE_END_OF_ROUND)
            self.mods = _next_round(self.mods)  # «… de la próxima ronda»: at the end of the one after (ruling 196)
            self.restrictions = _next_round(self.restrictions)
        if self.long_uses:  # «Una vez por ronda» starts again; «por partida» does not (docs/rulings.md 59)
            self.long_uses = {k: n for k, n in self.long_uses.items() if k & 1}
        alive = [q.index for q in self.pilots if q.alive]
        vel = {p: self.stat(p, 2) for p in alive}
        if self.round == 1:
            order = []
            for v in sorted(set(vel.values()), reverse=True):
                order += self._roll_order([p for p in alive if vel[p] == v])
            if self.forced_first in order:  # the die is still rolled: the rest of the game draws the same numbers
                order.remove(self.forced_first)
                order.insert(0, self.forced_first)
        else:
            previous = {p: i for i, p in enumerate(self.order)}
            order = sorted(alive, key=lambda p: (-vel[p], -previous.get(p, 0)))
        self.order = order
        self.order_pos = 0
        if self.round == 1 and self.stats is not None:
            self.stats.first_turn(self, order[0])
        if self.log is not None:
            self.say(f"Ronda {self.round}: orden " + ", ".join(f"{self.pilots[p].name} (VEL {vel[p]})" for p in order))
        self._start_turn(order[0])

    def _expire_all(self, expire: int) -> None:
        """The changes and prohibitions that last until ``expire`` (the end of a phase or of the round) end now."""
        self.mods = [m for m in self.mods if m.expire != expire]
        self.restrictions = [r for r in self.restrictions if r.expire != expire]

    def _roll_order(self, group: list[int]) -> list[int]:
        if len(group) <= 1:
            return group
        die = self.ruleset.initiative_die
        rolls = {p: self.rng.randint(1, die) for p in group}
        if self.log is not None:
            self.say("  empate de VEL: " + ", ".join(f"{self.pilots[p].name} saca {r}" for p, r in rolls.items()))
        order = []
        for r in sorted(set(rolls.values()), reverse=True):
            order += self._roll_order([p for p in group if rolls[p] == r])
        return order

    # ------------------------------------------------------------------ turns and phases

    def _start_turn(self, p: int) -> None:
        """5.3.1 Fase de Recarga."""
        self.turn += 1
        self.active = p
        self.actions_this_turn = 0
        if self.this_turn:
            self.this_turn = {}  # «… este turno» (constructs/past.py) starts again
        if self.turn > self.ruleset.turn_limit:
            self.finish((), f"se alcanzó el límite de {self.ruleset.turn_limit} turnos")
            return
        pilot = self.pilots[p]
        self.phase = RECARGA
        if self.log is not None:
            self.say(f"Turno {self.turn} (ronda {self.round}): {pilot.name}")
        self.mods = [m for m in self.mods if not (m.expire == EXPIRE_NEXT_TURN and m.expire_pilot == p)]
        self.restrictions = [r for r in self.restrictions if not (r.expire == EXPIRE_NEXT_TURN and r.expire_pilot == p)]
        if self.mods or self.restrictions:  # «hasta el inicio del próximo turno de tu oponente» (docs/rulings.md 60)
            self.mods = [m for m in self.mods if not (m.expire == EXPIRE_OPPONENTS_START
                                                      and self.is_opponent(m.expire_pilot, p))]
            self.restrictions = [r for r in self.restrictions if not (r.expire == EXPIRE_OPPONENTS_START
                                                                      and self.is_opponent(r.expire_pilot, p))]
        self.uses.clear()
        pilot.parts_this_turn = 0
        self.guerrilla_state = 0
        self.guerrilla_target = -1
        for inst in pilot.unit:
            if inst >= 0 and self.deact[inst] == DEACTIVATED_BY_CAR:
                self.deact[inst] = ACTIVE
        if self.rule_changes:  # «Tus Generadores producen 1 CAR más» (constructs/rule_changes.py)
            car = base_car(self, p) + kept_car(self, p, pilot.car)  # «Conservas hasta 2 CAR sobrantes» (5.3.1)
            for inst in pilot.unit:
                if inst >= 0 and not self.deact[inst]:
                    car += part_car(self, inst)
        else:
            car = self.ruleset.base_car
            for inst in pilot.unit:
                if inst >= 0 and not self.deact[inst]:
                    car += self.cards[inst].car
        pilot.car = car
        if self.log is not None:
            self.say(f"  {pilot.name} tiene {car} CAR")
        self.turn_start = p  # the events wait until the CAR is settled (4.1.2): see _turn_start_events

    def _turn_start_events(self) -> None:
        """«Al comienzo de tu turno»: once Partes deactivated by negative CAR in Recarga are known, so that
        they do not fire (4.1.2: «tampoco podrás utilizar sus habilidades»)."""
        p = self.turn_start
        self.turn_start = None
        self.event((True, A.Phase.TURN), player=p)
        self.event((True, A.Phase.RECARGA), player=p)

    def _next_phase(self) -> None:
        phase = self.phase
        if phase == FINAL:
            self._end_turn()
            return
        if phase in self.watched_ends:
            self.event((False, PHASES[phase]), player=self.active)
        if self.mods or self.restrictions:  # «hasta el final de la fase» (constructs/timing.py)
            self._expire_all(EXPIRE_END_OF_PHASE)
            if phase == GUERRILLA:  # «hasta el final de la fase de Guerrilla» (constructs/stats_more.py)
                self._expire_all(EXPIRE_END_OF_GUERRILLA)
        self.phase = phase = phase + 1
        if phase in self.watched_starts:
            self.event((True, PHASES[phase]), player=self.active)
        if self.log is not None:
            self.say(f" {PHASE_NAMES[phase]}")
        pilot = self.pilots[self.active]
        if phase == ROBO:
            self.draw(self.active, self.ruleset.draw_per_turn)
        elif phase == RECONSTRUCCION:
            repair = taller_repair(self, self.active)  # 5.3.3, changed by Pasivas (constructs/rule_changes.py)
            for inst in pilot.talleres:
                if inst >= 0:
                    before = self.damage[inst]
                    own = taller_repair(self, self.active, inst) if self.rule_changes else repair  # workshops.py
                    self.damage[inst] = max(0, before - own)
                    self.taller_turns[inst] += 1
                    if self.log is not None and before:
                        pg = self.max_pg(inst)
                        self.say(f"  {self.card_label(inst)} se repara {before - self.damage[inst]} PG en el Taller "
                                 f"(PG {pg - self.damage[inst]}/{pg})")
                    if before > self.damage[inst] and A.CardEventKind.REPAIRED in self.watched:
                        self.event(A.CardEventKind.REPAIRED, inst, self.active, A.Place.TALLER)
            rebuild = pilot.destroyed_since_rebuild
            pilot.destroyed_since_rebuild = 0
            if rebuild:
                self._ask_rebuild(self.active, rebuild)
        elif phase == FINAL:
            self.event((False, A.Phase.FINAL), player=self.active)
            self.event((False, A.Phase.TURN), player=self.active)

    def _ask_rebuild(self, p: int, count: int) -> None:
        pilot = self.pilots[p]
        options = [c for c in pilot.hand if self.cards[c].is_part and pilot.unit[self.cards[c].zone] < 0]
        if options:
            self.decisions.append(Decision(D_REBUILD, p, options, 0, 1, count))

    def _end_turn(self) -> None:
        """5.3.7: effects «hasta el final del turno» end; the next pilot plays, or a new round starts."""
        self.mods = _expired(self, self.mods, self.active)
        if self.delayed_triggers:  # «La próxima vez que … este turno» that did not happen (docs/rulings.md 44)
            self.delayed_triggers = [d for d in self.delayed_triggers if not d[4]]
        self.restrictions = _expired(self, self.restrictions, self.active)
        while self.extra_turns:  # «juega un turno extra después de este» (docs/rulings.md 36)
            p = self.extra_turns.pop(0)
            if self.pilots[p].alive:
                if self.log is not None:
                    self.say(f"{self.pilot_name(p)} juega un turno extra")
                self._start_turn(p)
                return
        self.order_pos += 1
        while self.order_pos < len(self.order) and not self.pilots[self.order[self.order_pos]].alive:
            self.order_pos += 1
        if self.order_pos >= len(self.order):
            self._new_round()
        else:
            self._start_turn(self.order[self.order_pos])
