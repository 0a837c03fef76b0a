"""A game of NISMATCH: ``legal_actions()`` lists every legal move, ``apply(action)`` performs one.

``Game`` is a :class:`nismatch_cards.play.game.GameState` (``to_move``, ``over``, ``result``, ``clone``,
``observe``, ``returns``, ``digest``), so every game-independent tool plays it.

The engine runs every automatic step by itself (Recarga, Robo, the taller repairs, the
resolution of the marchas…) and stops whenever a pilot has something to decide. With
``autopass`` (the default) it also takes the move itself when only one is legal.

This module holds the public API, the game loop (``_advance``), the legal actions and how each
action and decision is carried out. The rules live in the mixins ``Game`` is made of:
``turns`` (set-up, rounds, phases), ``marchas`` (priority, the stack, triggers), ``combat``
(the Guerrilla), ``units`` (Partes, Talleres, damage, CAR, stats) and ``zones`` (moving cards).

Event hook for statistics (``nismatch simular``): pass ``stats=`` an object with these methods
and the engine calls them as things happen; with ``stats=None`` (the default) nothing is called
and nothing is paid beyond one ``is not None`` test at each place:

* ``drawn(game, p, inst)``: a card reaches the hand from the Arsenal (set-up and mulligans too) or
  from the Botines de Guerra;
* ``played(game, p, inst)``: a Parte equipped from the hand (Equip, Torso, Reconstrucción);
* ``activated(game, p, inst, ability)``: a marcha started (Carta de Apoyo played, ability activated
  or disparado put on the marchas), before its costs and targets are chosen;
* ``damaged(game, inst, amount, by, source)``: ``amount`` damage dealt to ``inst`` by pilot ``by``;
  ``source`` is the instance whose ability dealt it, or -1 for the damage of a Guerrilla;
* ``negated(game, inst, by)``: the marcha of card ``inst`` was negated by the card ``by``;
* ``first_turn(game, p)``: pilot ``p`` plays the first turn of the game.
"""
from __future__ import annotations

import copy
import hashlib
import random

from nismatch_cards.cards.model import Card
from ..rules import Ruleset
from .core import fields_of, set_fields
from .actions import (
    Accept, Action, Activate, Choose, ChooseMarcha, ChooseOption, ChoosePilot, Decline, Declare, Equip, Finish, Keep,
    Mulligan, Pass, Place, Reequip, ToTaller, shared,
)
from ..language import ast as A
from ..language.constructs.rule_changes import keeps_stats, rule_changes
from ..language.constructs.stat_words import self_cost_of
from .state import (
    ACTIVE, DEACTIVATED_BY_CAR, D_CAR, D_CHOOSE, D_COUNTERS_COST, D_DAMAGE_COST, D_DESTROY_COST, D_DEACTIVATE_COST,
    D_DISCARD_COST, D_GUERRILLA_DAMAGE, D_MULLIGAN, D_PILOT, D_REBUILD, D_REVEAL_COST, D_SEND_COST, D_TARGET, D_TORSO,
    D_TRIGGER, ENDED, MAX_PG,
    GUERRILLA, MAIN_PHASES, MULLIGAN, OPEN_PHASES, PHASE_IDS, PHASE_NAMES, TORSO, Z_ARSENAL, Z_BOTINES, Z_DEMO, Z_HAND,
    Z_SCRAP, Z_TALLER, Z_UNIT, CardInfo, Decision, Marcha, PilotState, Resolution, card_info, chooses_marchas,
    chooses_option, decision_name,
)
from .turns import PHASES, Turns
from .visibility import sees

PILOT_LETTERS = "ABCD"
PASS, KEEP, MULLIGAN_ACTION, FINISH, ACCEPT, DECLINE = Pass(), Keep(), Mulligan(), Finish(), Accept(), Decline()


class IllegalAction(Exception):
    """``apply`` was given an action that is not in ``legal_actions()``; ``refusal`` says why (refusal.py)."""

    def __init__(self, message: str, refusal=None):
        super().__init__(message)
        self.refusal = refusal


class Game(Turns):
    """One game. ``decks`` is a list of ``(deck name, [Card, …])``, one per pilot, in seat order."""

    def __init__(self, ruleset: Ruleset, decks: list[tuple[str, list[Card]]], seed: int = 0, mode: str = "1v1",
                 autopass: bool = True, log: bool = False, names: list[str] | None = None, setup: bool = True,
                 stats=None, first: int | None = None):
        """``first``: the pilot who plays the first turn whatever the VEL and the die say (not a rule: the
        simulation plays a deal again with the other side starting to measure what starting is worth)."""
        self.ruleset = ruleset
        self.forced_first = first
        self.stats = stats  # the event hook (module docstring); None costs nothing
        self.mode = mode
        mode_info = ruleset.modes[mode]
        if len(decks) != mode_info.pilots:
            raise ValueError(f"el modo {mode} necesita {mode_info.pilots} mazos, no {len(decks)}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.autopass = autopass
        self.log: list[str] | None = [] if log else None
        self.cards: list[CardInfo] = []
        self.owner: list[int] = []
        self.pilots: list[PilotState] = []
        zones, talleres = len(ruleset.zones), len(ruleset.talleres)
        for p, (deck_name, cards) in enumerate(decks):
            team = next(i for i, t in enumerate(mode_info.teams) if p + 1 in t)
            name = names[p] if names else PILOT_LETTERS[p]
            pilot = PilotState(p, name, deck_name, zones, talleres, team)
            self.pilots.append(pilot)
            for card in cards:
                inst = len(self.cards)
                self.cards.append(card_info(card, ruleset))
                self.owner.append(p)
                pilot.arsenal.append(inst)
        n = len(self.cards)
        self.loc = [Z_ARSENAL] * n
        self.slot = [0] * n
        self.damage = [0] * n
        self.counters = [0] * n  # «pon N contadores en …» (docs/rulings.md 33)
        self.named_counters: dict[tuple[int, str], int] = {}  # «contador de Óxido»: (card, name) → how many (ruling 66)
        self.deact = [ACTIVE] * n
        self.serial = [0] * n
        self.taller_turns = [0] * n
        self.uses: dict[int, int] = {}
        #: uses of abilities limited «por ronda» / «por partida», by ``card * 16 + AbilityInfo.long_key``
        self.long_uses: dict[int, int] = {}
        self.stack: list[Marcha] = []
        self.decisions: list[Decision] = []
        self.pending_triggers: list[tuple] = []
        #: «La próxima vez que …» waiting: (controller, source, serial, later ability, this turn only, targets,
        #: named opponent, the moment ``turn * 16 + phase`` it fires after or -1), each fires once (docs/rulings.md 44,
        #: 61)
        self.delayed_triggers: list[tuple] = []
        self.mods: list = []
        self.counting_stats = False  # a stat is being counted: conditions read inside see no conditional change
        self.protected = False  # a shield or «no puede seleccionarla» was ever put on a Parte: they are looked for
        self.restrictions: list = []
        self.resolving: Resolution | None = None
        self.named_opponent: tuple[int, int] | None = None  # (controller, pilot) while a Disparado is read
        self.marchas_opened = 0
        self.phase = MULLIGAN
        self.active = 0
        self.turn = 0
        self.round = 0
        self.order: list[int] = []
        self.order_pos = 0
        self.extra_turns: list[int] = []  # pilots who play a turn more when this one ends (docs/rulings.md 36)
        self.prio: int | None = None
        self.passes = 0
        self.last_actor = 0
        self.round_after: int | None = None
        self.round_all = False  # the next round of priority needs every pilot to pass (a Disparado went up)
        self.closing = False  # the active pilot passed to end the phase: the others may still answer (4.6.2)
        self.rebuild_left = 0  # Partes still to join in this Reconstrucción, asked once the others answered
        self.turn_start: int | None = None  # the pilot whose «al comienzo de tu turno» waits for its CAR (4.1.2)
        self.build: Marcha | None = None
        self.build_i = 0
        self.guerrilla_state = 0  # 0 not declared, 1 declared, 2 fought or skipped
        self.guerrilla_target = -1
        self.torso_choice: dict[int, int] = {}  # 5.1: placed face down, seen by its owner only
        #: cards shown or looked at: inst → (serial then, the pilots who saw it or None for everyone)
        self.known: dict[int, tuple[int, frozenset | None]] = {}
        self.over = False
        self.ended_by = -1  # the card whose «gana/pierde la partida» ended it
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        self.actions_this_turn = 0
        self.actions = 0
        self._legal: list[Action] | None = None
        self._shared = False  # a pilot's view still sharing the observed game's state (observation.py)
        self.zone_match = {}
        for z in ruleset.zones:
            self.zone_match.setdefault(z.id, set()).add(ruleset.zone_ids.index(z.id))
            self.zone_match.setdefault(z.type, set()).add(ruleset.zone_ids.index(z.id))
        self.any_passive = any(info.has_passive for info in self.cards)
        self.any_untargetable = any(info.shields_from_selection for info in self.cards)  # a Pasiva «… no puede seleccionar»
        self.any_replacement = any(info.replacements for info in self.cards)  # «Si … fuera a …, en su lugar …»
        self.any_unmovable = any(info.holds_in_place for info in self.cards)  # a Pasiva «… no puede ser movida»
        self.any_ban = any(type(e) is A.Ban for info in self.cards for ab in info.passives for e in ab.effects)
        #: a condition about this turn («Si destruiste una Parte este turno»): only then is ``this_turn`` kept
        self.any_past = any(type(node) is A.Past or getattr(node, "READS_TURN", False) for info in self.cards
                            for ab in info.abilities if ab.ast is not None for node in ab.ast.walk())
        self.this_turn: dict = {}  # what happened this turn, for those conditions (Units.record_turn)
        self.replacing: tuple = ()  # (source, ability, card) of the replacements being applied now (ruling 45)
        self.redirect = None  # «… en lugar de al Depósito de Chatarra»: where those cards go while it lasts
        self.damage_left = 0  # «previene 2 puntos de ese daño»: the damage a replacement changes (ruling 69)
        #: a Pasiva «Las habilidades de esta Parte no pueden ser negadas» (ruling 71): only then does negating look
        self.any_unnegatable = any(type(e) is A.Unnegatable for info in self.cards for ab in info.passives
                                   for e in ab.effects)
        #: what any card of this game watches for (events nobody watches cost one set lookup)
        #: (with the events of the «La próxima vez que …» / «Al comienzo de tu próximo turno; …» of its cards)
        self.watched = frozenset([ab.trigger.key for info in self.cards for ab in info.triggers]
                                 + [ab.later.trigger.key for info in self.cards for ab in info.abilities
                                    if ab.later is not None])
        #: the phases whose start, and whose end, a card of this game watches (the others fire nothing)
        self.watched_starts = frozenset(ph for ph, name in PHASES.items() if (True, name) in self.watched)
        self.watched_ends = frozenset(ph for ph, name in PHASES.items() if (False, name) in self.watched)
        costs = [ab.cost for info in self.cards for ab in info.activatable]
        self.min_cost = min(costs) if costs else 1 << 30
        fast = [ab.cost for info in self.cards for ab in info.fast]
        self.min_fast_cost = min(fast) if fast else 1 << 30
        #: a Pasiva that changes costs: what an ability costs is worked out each time (``Marchas.ability_cost``)
        self.any_cost_change = any(info.cost_changes for info in self.cards) or \
            any(self_cost_of(ab) is not None for info in self.cards for ab in info.activatable)  # «Esta habilidad cuesta …»
        #: the Pasivas that change a rule's number: the Carga of the Recarga, the PG of the Talleres (rule_changes.py)
        self.rule_changes = rule_changes(self.cards)
        #: the Partes that still add their stats while deactivated («… aunque esté Desactivada»), by instance
        self.keeps_stats = keeps_stats(self.cards)
        #: a change of PG máximos (a Pasiva «… gana +2 PG», or one made since): only then are they worked out
        self.any_pg_change = any(stat == MAX_PG for info in self.cards for ab in info.abilities
                                 for stat, _ in ab.stat_changes)
        if self.any_cost_change:  # a cheaper ability may be paid with less than the cheapest printed cost
            self.min_cost = min(self.min_cost, 0)
            self.min_fast_cost = min(self.min_fast_cost, 0)
        if setup:
            self._setup()
            self._advance()

    @classmethod
    def from_project(cls, project, decks: list, seed: int = 0, mode: str = "1v1", **options) -> "Game":
        """A game between loaded decks (:class:`Deck` objects or deck names) of ``project``."""
        chosen = [(project.resolve_deck(deck).name, project.deck_cards(deck)) for deck in decks]
        return cls(project.ruleset, chosen, seed=seed, mode=mode, **options)

    #: Fields a clone shares with its original: immutable, or never changed after ``__init__``.
    SHARED_FIELDS = frozenset({"ruleset", "mode", "seed", "autopass", "cards", "owner", "zone_match", "any_passive",
                               "any_untargetable", "watched", "watched_starts", "watched_ends", "min_cost",
                               "min_fast_cost", "fixed_botines", "forced_first", "any_replacement",
                               "any_unmovable", "any_ban", "any_past", "any_cost_change", "any_unnegatable",
                               "rule_changes", "keeps_stats"})
    #: Fields that hold a number, a text, a tuple or None: a clone takes them as they are.
    VALUE_FIELDS = frozenset({"actions", "actions_this_turn", "active", "build_i", "end_reason", "guerrilla_state",
                              "guerrilla_target", "last_actor", "marchas_opened", "order_pos", "over", "passes",
                              "phase", "prio", "round", "round_after", "turn", "winners", "round_all", "closing",
                              "turn_start", "rebuild_left", "named_opponent", "protected", "ended_by",
                              "counting_stats", "_shared", "replacing", "redirect", "damage_left",
                              "any_pg_change"})
    #: Fields a clone copies, each by the cheapest copy that makes it independent (lists of numbers,
    #: dicts of numbers, the state objects of ``state.py``). A field in neither set is deep-copied.
    COPIED_FIELDS = frozenset({"rng", "log", "pilots", "loc", "slot", "damage", "counters", "named_counters", "deact", "serial",
                               "taller_turns", "uses", "long_uses", "this_turn", "stack", "decisions", "pending_triggers", "delayed_triggers", "mods", "restrictions", "resolving",
                               "order", "build", "torso_choice", "known", "_legal", "stats", "extra_turns"})

    def clone(self) -> "Game":
        """An independent copy of the game (for bots that look ahead); card data stays shared.

        A structural copy: numbers, tuples and card data are shared, lists and the mutable state
        objects are copied one level down (their contents are numbers or shared data), the random
        generator keeps its state. A look-ahead copy counts no events (``stats`` is None)."""
        cls = type(self)
        new = cls.__new__(cls)
        fields = {}
        memo: dict[int, object] = {}
        for key, value in fields_of(self).items():
            if key in Game.SHARED_FIELDS or value is None or type(value) in _ATOMS:  # VALUE_FIELDS
                fields[key] = value
            elif key in Game.COPIED_FIELDS:
                fields[key] = _copy_field(key, value, memo)
            else:  # a field this method does not know yet: correct, if slower
                fields[key] = copy.deepcopy(value)
        fields["stats"] = None
        fields["_shared"] = False  # a copy of a view shares nothing
        set_fields(new, fields)
        return new

    # ------------------------------------------------------------------ public queries

    @property
    def to_move(self) -> int | None:
        """The pilot who must act now (None when the game is over)."""
        if self.over:
            return None
        if self.decisions:
            return self.decisions[0].pilot
        if self.prio is not None:
            return self.prio
        return self.active

    def observe(self, p: int):
        """What pilot ``p`` knows now: its :class:`~.observation.Observation` (``observation.observe``)."""
        from .observation import observe

        return observe(self, p)

    def returns(self) -> tuple[float, ...]:
        """Per pilot: 1 for each winner (a team wins together), -1 for each loser; 0 for everyone in a draw and
        while the game goes on (``play.game.GameState``)."""
        winners = self.winners
        if not self.over or not winners:
            return (0.0,) * len(self.pilots)
        return tuple(1.0 if p in winners else -1.0 for p in range(len(self.pilots)))

    @property
    def alive_count(self) -> int:
        return self._alive_count()

    @property
    def winner(self) -> int | None:
        """The winning pilot in 1v1 and Batalla Real (the first of the team in 2v2); None otherwise."""
        return self.winners[0] if self.winners else None

    @property
    def result(self) -> str:
        if not self.over:
            return "en juego"
        if not self.winners:
            return f"tablas: {self.end_reason}"
        names = " y ".join(self.pilot_name(p) for p in self.winners)
        return f"gana {names}: {self.end_reason}"

    @property
    def phase_id(self) -> str:
        return PHASE_IDS[self.phase]

    def pilot_name(self, p: int) -> str:
        return self.pilots[p].name

    def card_label(self, inst: int) -> str:
        return f"{self.cards[inst].name} #{inst} ({self.pilots[self.owner[inst]].name})"

    def opponents(self, p: int) -> list[int]:
        team = self.pilots[p].team
        return [q.index for q in self.pilots if q.alive and q.team != team]

    def is_opponent(self, p: int, q: int) -> bool:
        return self.pilots[p].team != self.pilots[q].team

    # ------------------------------------------------------------------ logging

    def say(self, text: str) -> None:
        if self.log is not None:
            self.log.append(text)

    # ------------------------------------------------------------------ the end of the game

    def lose(self, p: int, reason: str) -> None:
        """2①: a pilot who cannot draw loses; its whole team is out (docs/rulings.md)."""
        self._teams_out({self.pilots[p].team}, reason)

    def _teams_out(self, teams: set[int], reason: str, source: int = -1) -> None:
        """Every pilot of ``teams`` is out at once; the last team left wins, and none left is a draw. ``source``:
        the card whose effect did it («pierde la partida»), recorded only if that ends the game."""
        for q in self.pilots:
            if q.team in teams:
                q.alive = False
        if self.log is not None:
            self.say(f"  {reason}")
        if len({q.team for q in self.pilots if q.alive}) <= 1 and not self.over:
            self.ended_by = source
            self.finish(tuple(q.index for q in self.pilots if q.alive), reason)

    def card_wins(self, p: int, source: int) -> None:
        """«gana la partida»: every other team loses; ``p`` wins with its team (docs/rulings.md 35)."""
        team = self.pilots[p].team
        self.card_loses([q.index for q in self.pilots if q.alive and q.team != team], source,
                        f"{self.pilot_name(p)} gana la partida con {self.cards[source].name}")

    def card_loses(self, losers: list[int], source: int, reason: str | None = None) -> None:
        """«<piloto> pierde la partida»: ``losers`` lose at once, each with its team; the last team left wins,
        and none left is a draw."""
        out = {self.pilots[q].team for q in losers if self.pilots[q].alive}
        if not out:
            return
        names = [q.name for q in self.pilots if q.alive and q.team in out]
        reason = reason or f"{' y '.join(names)} {'pierde' if len(names) == 1 else 'pierden'} la partida por " \
                           f"{self.cards[source].name}"
        self._teams_out(out, reason, source)

    def finish(self, winners: tuple[int, ...], reason: str) -> None:
        self.over = True
        self.winners = winners
        self.end_reason = reason
        self.phase = ENDED
        self.prio = None
        if self.log is not None:
            self.say(f"Fin de la partida: {self.result}")

    # ------------------------------------------------------------------ the loop

    def _advance(self) -> None:
        while not self.over:
            if self.decisions:
                d = self.decisions[0]
                if not self.pilots[d.pilot].alive:
                    d.chosen = d.options[:d.low]
                    self.decisions.pop(0)
                    self._complete(d)
                    continue
                if self.autopass and self._auto():
                    continue
                return
            if self.build is not None:  # a requirement with nothing left to choose
                self._continue_build()
                continue
            if self.resolving is not None:  # an effect whose choice was just made
                self._continue_resolution()
                continue
            if self._settle_car():
                continue
            if self.any_pg_change and self._settle_pg():
                continue
            if self.turn_start is not None:  # 4.1.2: fired once the Partes deactivated in Recarga are known
                self._turn_start_events()
                continue
            if self.pending_triggers:
                self._put_trigger(self.pending_triggers.pop(0))
                continue
            if self.round_after is not None:
                last = self.round_after
                self.round_after = None
                self.last_actor = last
                self.passes = -1 if self.round_all else 0  # 4.7.1.2: a Disparado is answered by everyone
                self.round_all = False
                self.prio = self._next_alive(last)
                continue
            if self.prio is not None:
                if self.autopass:
                    car = self.pilots[self.prio].car
                    if self.log is None and car < self.min_fast_cost:
                        self._legal = None  # nothing it could respond with: it passes (fast path)
                        self.actions_this_turn += 1
                        self._pass_priority()
                        continue
                    if not self._may_respond(self.prio, car):  # only Pass is legal: what _auto would do
                        self._do(PASS, auto=True)
                        continue
                    if self._auto():
                        continue
                return
            if self.stack:
                self._resolve_top()
                continue
            if self.closing:  # 4.6.2: nobody answered the end of the phase
                self._end_phase()
                continue
            if self.phase in (MULLIGAN, TORSO):
                return
            if self.rebuild_left:  # 5.3.3: the next Parte to join, once everyone answered the last one
                count, self.rebuild_left = self.rebuild_left, 0
                self._ask_rebuild(self.active, count)
                continue
            if not self.pilots[self.active].alive:
                self._end_turn()
                continue
            if self.phase in OPEN_PHASES:
                if self.phase == GUERRILLA and self.guerrilla_state == 2:
                    self._next_phase()
                    continue
                if self.autopass and self._auto():
                    continue
                return
            self._next_phase()

    def _auto(self) -> bool:
        legal = self.legal_actions()
        if len(legal) == 1:
            self._do(legal[0], auto=True)
            return True
        return False

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Every legal move of ``to_move``, responses, passes and choices included."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> list[Action]:
        if self.over:
            return []
        if self.decisions:
            d = self.decisions[0]
            kind = d.kind
            if kind == D_MULLIGAN:
                pilot = self.pilots[d.pilot]
                return [KEEP, MULLIGAN_ACTION] if self._mulligan_size(pilot) >= 1 else [KEEP]
            if kind == D_TORSO:
                return [shared(Place, c) for c in d.options]
            if kind == D_TRIGGER:
                return [ACCEPT, DECLINE]
            if kind == D_PILOT:  # «Selecciona a un oponente»: one of them, by index (docs/rulings.md 52)
                return [shared(ChoosePilot, q) for q in d.options]
            chosen = d.chosen
            if chooses_marchas(d):  # each marcha by its number, so the lower of two of one Parte too (ruling 27)
                acts = [shared(ChooseMarcha, n) for n in d.options if n not in chosen]
            elif chooses_option(d):  # «elige uno»: each option by its number
                acts = [shared(ChooseOption, n) for n in d.options if n not in chosen]  # «elige dos»: two different
            else:
                acts: list[Action] = [shared(Choose, c) for c in d.options if c not in chosen]
            if len(chosen) >= d.low:
                acts.append(FINISH)
            return acts
        if self.prio is not None:
            acts = [PASS]
            self._activations(self.prio, False, acts)
            return acts
        p = self.active
        pilot = self.pilots[p]
        acts = [PASS]
        phase = self.phase
        if phase in MAIN_PHASES:
            unit, damage, cards = pilot.unit, self.damage, self.cards
            equip_ok = not ((self.restrictions or self.any_ban) and self.restricted(p, A.Activity.EQUIP))
            if pilot.parts_this_turn < self.ruleset.parts_per_turn and equip_ok:
                for inst in pilot.hand:
                    info = cards[inst]
                    if info.is_part and not (self.protected and self.unequippable(inst)):
                        occupant = unit[info.zone]
                        if occupant < 0 or not damage[occupant] and not self._held(occupant):
                            acts.append(shared(Equip, inst))
            if -1 in pilot.talleres and not ((self.restrictions or self.any_ban) and self.restricted(p, A.Activity.TO_TALLER)):
                for inst in unit:
                    if inst >= 0 and damage[inst] and not self._held(inst):
                        acts.append(shared(ToTaller, inst))
            wait = self.ruleset.taller_turns_before_reequip
            for inst in pilot.talleres if equip_ok else ():  # 5.3.4: «Partes totalmente reparadas»
                if inst >= 0 and self.taller_turns[inst] >= wait and not damage[inst] \
                        and not self._held(unit[cards[inst].zone]) and not (self.protected and self.unequippable(inst)):
                    acts.append(shared(Reequip, inst))  # 2③: over any occupant, damaged too (ruling 3)
        elif phase == GUERRILLA and self.guerrilla_state == 0 and not (
                (self.restrictions or self.any_ban) and self.restricted(p, A.Activity.DECLARE)):
            for q in self.opponents(p):
                if not ((self.restrictions or self.any_ban) and self.declare_banned(p, q)):
                    acts.append(shared(Declare, q))
        self._activations(p, True, acts)
        return acts

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> None:
        """Perform one legal action of ``to_move`` and run the game on to the next decision."""
        if self.over:
            raise IllegalAction("la partida ha terminado")
        if self._shared:  # a bot plays on its view: from now on the view is a game of its own
            set_fields(self, fields_of(self.clone()))
        if not self._is_legal(action):
            why = self.refusal(action)
            raise IllegalAction(f"{self.pilot_name(self.to_move)} no puede «{_safe_describe(action, self)}» ahora: "
                                f"{why}", why)
        self._do(action)
        self._advance()

    def refusal(self, action: Action, pilot: int | None = None):
        """Why ``pilot`` (by default, the one who must act) may not take ``action`` now, a :class:`Refusal` of
        refusal.py; None if it may. Not on the hot path: asked when an action is refused."""
        from .refusal import refusal
        return refusal(self, action, pilot)

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is one of ``legal_actions()``: the very object first (the list's actions are
        shared, and a caller usually passes one of them), then an equal one."""
        legal = self.legal_actions()
        for candidate in legal:
            if candidate is action:
                return True
        return action in legal

    def _do(self, action: Action, auto: bool = False) -> None:
        self._legal = None
        self.actions += 1
        actor = self.to_move
        if self.log is not None:  # forced or chosen alike: «B: pasa» must not tell whether B could respond
            self.say(f"{self.pilot_name(actor)}: {self._told(action, actor)}")
        if self._one_more_action():
            return
        cls = type(action)
        if cls is Pass:
            if self.prio is not None:
                self._pass_priority()
            elif self.phase == GUERRILLA and self.guerrilla_state == 1:
                self._battle()
            elif self._alive_count() > 1:  # 4.6.2: Relámpago «casi en cualquier momento», also as a phase ends
                self.closing = True
                self.round_after = actor
            else:
                self._end_phase()
        elif cls is Activate:
            self._start_marcha(actor, action.card, self.cards[action.card].abilities[action.ability],
                               False, None, -1, -1, (), None, action.x)  # positional: a cpdef takes no skipped keywords
        elif cls is Choose or cls is Finish or cls is ChooseMarcha or cls is ChooseOption or cls is ChoosePilot:
            d = self.decisions[0]
            if cls is ChoosePilot:
                d.chosen.append(action.pilot)
            elif cls is Choose:
                d.chosen.append(action.card)
            elif cls is ChooseMarcha:
                d.chosen.append(action.marcha)
            elif cls is ChooseOption:
                d.chosen.append(action.option)
            if cls is Finish or len(d.chosen) >= d.high or len(d.chosen) >= len(d.options):
                self.decisions.pop(0)
                self._complete(d)
        elif cls is Equip:
            self.pilots[actor].parts_this_turn += 1
            if self.stats is not None:
                self.stats.played(self, actor, action.card)
            self.equip(actor, action.card)
            self.round_after = actor  # 4.7.1.1
        elif cls is ToTaller:
            self.to_taller(action.card)
            self.round_after = actor
        elif cls is Reequip:
            self.equip(actor, action.card)
            self.round_after = actor
        elif cls is Declare:
            self._declare(actor, action.target)
        elif cls is Keep:
            self.decisions.pop(0)
            self._after_keep(actor)
        elif cls is Mulligan:
            self._mulligan(actor)
        elif cls is Place:
            self.decisions.pop(0)
            self.torso_choice[actor] = action.card
            self._ask_torso(actor + 1)
        elif cls is Accept:
            d = self.decisions.pop(0)
            p, inst, ab, serial, card, named, chain = d.data
            self._start_marcha(p, inst, ab, trigger=True, serial=serial, event_card=card, named_opponent=named,
                               chain=chain, responds_to=self._answered(ab, card))
        elif cls is Decline:
            self.decisions.pop(0)
        else:  # pragma: no cover
            raise IllegalAction(f"acción desconocida {action!r}")

    def _end_phase(self) -> None:
        """The active pilot ends an open phase and nobody answered."""
        self.closing = False
        if self.phase == GUERRILLA:
            self.guerrilla_state = 2
        self._next_phase()

    def _told(self, action: Action, actor: int) -> str:
        """An action as the log tells it to everyone: a card chosen from where the others cannot see it (a
        hand, an Arsenal being searched) is «una carta» until an effect shows where it goes."""
        if type(action) is Choose and not all(sees(self, q, action.card) for q in range(len(self.pilots))):
            return "elige una carta"
        return action.describe(self)

    def _complete(self, d: Decision) -> None:
        kind, chosen = d.kind, d.chosen
        if kind == D_TARGET:
            self._select(self.build, chosen, d.data.what)
            self._continue_build()
        elif kind == D_PILOT:
            self.pick_pilot(self.build, chosen[0])
            self._continue_build()
        elif kind in (D_DISCARD_COST, D_REVEAL_COST, D_DEACTIVATE_COST, D_SEND_COST, D_COUNTERS_COST, D_DAMAGE_COST,
                      D_DESTROY_COST):
            self._pay(d.data, list(chosen), d.pilot)
            self._continue_build()
        elif kind == D_CHOOSE:
            self._resume(list(chosen))
        elif kind == D_GUERRILLA_DAMAGE:
            amount, by = d.data
            if chosen:
                self.deal_damage(chosen[0], amount, by, -1)
        elif kind == D_CAR:
            for c in chosen:
                self.set_deactivated(c, DEACTIVATED_BY_CAR)
        elif kind == D_REBUILD:
            if chosen:
                if self.stats is not None:
                    self.stats.played(self, d.pilot, chosen[0])
                self.equip(d.pilot, chosen[0])
                self.round_after = d.pilot  # 4.7.1.1: an equip passes priority, in the Reconstrucción too
                self.rebuild_left = d.data - 1

    # ------------------------------------------------------------------ digest and checks

    def digest(self) -> str:
        """A short hash of the whole state: two games with the same digest are in the same position."""
        parts: list = [self.phase, self.active, self.turn, self.round, self.prio, self.passes, self.closing,
                       self.guerrilla_state, self.guerrilla_target, tuple(self.order), self.order_pos, self.over,
                       self.winners]
        for q in self.pilots:
            parts.append((tuple(q.arsenal), tuple(q.hand), tuple(q.botines), tuple(q.scrap), tuple(q.demolition),
                          tuple(q.unit), tuple(q.talleres), q.car, q.claimed, q.destroyed_since_rebuild,
                          q.parts_this_turn, q.alive))
        parts.append(tuple(self.damage))
        parts.append(tuple(self.deact))
        if self.extra_turns:  # absent until one is won, as counters
            parts.append(("turnos extra", tuple(self.extra_turns)))
        if self.rebuild_left:  # absent outside a Reconstrucción with Partes still to join, as counters
            parts.append(("reconstruir", self.rebuild_left))
        if self.this_turn:  # absent in games without a condition about this turn, as counters
            parts.append(("este turno", tuple(sorted(self.this_turn.items(), key=repr))))
        if any(self.counters):  # absent until a counter is put: the digests of games without them stay as they were
            parts.append(("contadores", tuple(self.counters)))
        if self.named_counters:  # absent until a named counter is put, as counters
            parts.append(("contadores con nombre", tuple(sorted(self.named_counters.items()))))
        parts.append(tuple((m.controller, m.source, m.ability.index, tuple(t[0] for t in m.targets), m.negated)
                           + ((m.marchas,) if m.marchas else ()) for m in self.stack))
        parts.append(tuple((d.kind, d.pilot, tuple(d.options), tuple(d.chosen)) for d in self.decisions))
        parts.append(tuple((m.stat, m.amount, m.pilot, m.part, m.expire) for m in self.mods))
        parts.append(tuple((r.pilot, r.activity, r.expire) for r in self.restrictions))
        r = self.resolving
        if r is not None:
            parts.append((r.marcha.number, r.index, tuple(r.it), tuple(r.pool), tuple(r.taken)))
        return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()

    def check_invariants(self) -> list[str]:
        """Problems with the state: a card lost or in two zones, negative CAR with a spender left active (FAQ), or
        PG once settled."""
        problems = []
        seen = [0] * len(self.cards)
        for q in self.pilots:
            for zone, cards in ((Z_ARSENAL, q.arsenal), (Z_HAND, q.hand), (Z_BOTINES, q.botines), (Z_SCRAP, q.scrap),
                                (Z_DEMO, q.demolition), (Z_UNIT, q.unit), (Z_TALLER, q.talleres)):
                for inst in cards:
                    if inst < 0:
                        continue
                    seen[inst] += 1
                    if self.loc[inst] != zone or self.owner[inst] != q.index:
                        problems.append(f"la carta {inst} está en la zona {zone} de {q.name} pero se cree en {self.loc[inst]}")
        for m in self.stack + ([self.build] if self.build else []) + ([self.resolving.marcha] if self.resolving else []):
            if m.support:
                seen[m.source] += 1
        for inst, count in enumerate(seen):
            if count != 1:
                problems.append(f"la carta {inst} ({self.cards[inst].name}) está en {count} zonas")
        if not self.decisions and not self.over:
            for q in self.pilots:
                if q.car < 0 and any(i >= 0 and not self.deact[i] and self.cards[i].car < 0 for i in q.unit):
                    problems.append(f"{q.name} tiene CAR {q.car} y aún le quedan gastadores activos")
        for inst, info in enumerate(self.cards):
            if self.loc[inst] in (Z_UNIT, Z_TALLER) and (self.damage[inst] >= info.pg or not self.decisions and (
                    self.damage[inst] >= self.max_pg(inst))):  # a drop of PG máximos is settled before any choice
                problems.append(f"{self.card_label(inst)} tiene PG {self.max_pg(inst) - self.damage[inst]}")
            if self.damage[inst] < 0:
                problems.append(f"{self.card_label(inst)} tiene daño negativo")
            if self.counters[inst] < 0 or self.counters[inst] and self.loc[inst] not in (Z_UNIT, Z_TALLER):
                problems.append(f"{self.card_label(inst)} tiene {self.counters[inst]} contadores fuera de su sitio")
        for (inst, name), n in self.named_counters.items():
            if n <= 0 or self.loc[inst] not in (Z_UNIT, Z_TALLER):
                problems.append(f"{self.card_label(inst)} tiene {n} contadores de {name} fuera de su sitio")
        return problems

    def pending_description(self) -> str:
        """What the game waits for, in Spanish."""
        if self.over:
            return "nada: la partida ha terminado"
        who = self.pilot_name(self.to_move)
        if self.decisions:
            return f"{who} debe elegir {decision_name(self.decisions[0])}"
        if self.prio is not None:
            return f"{who} tiene la prioridad para responder"
        return f"{who} actúa en la {PHASE_NAMES[self.phase]}"


_ATOMS = frozenset({int, float, bool, str, tuple, frozenset})


def deep_copy(game: Game) -> Game:
    """A deep copy of ``game`` that shares only the card data: what ``clone`` did before it copied
    the state structurally; the reference its tests compare it with and ``bench/`` measures it against."""
    memo: dict[int, object] = {id(game.ruleset): game.ruleset, id(game.zone_match): game.zone_match,
                               id(game.stats): None}
    for info in game.cards:
        memo[id(info)] = info
        for ab in info.abilities:
            memo[id(ab)] = ab
            if ab.ast is not None:
                memo[id(ab.ast)] = ab.ast
    return copy.deepcopy(game, memo)


def _copy_field(key: str, value, memo: dict):
    """The copy of one of ``Game.COPIED_FIELDS``."""
    if key == "pilots":
        return [q.copy() for q in value]
    if key in ("stack",):
        return [m.copy(memo) for m in value]
    if key == "build":
        return value.copy(memo)
    if key == "resolving":
        return value.copy(memo)
    if key == "decisions":
        return [d.copy() for d in value]
    if key in ("mods", "restrictions"):
        return [m.copy() for m in value]
    if key == "rng":
        if type(value) is random.Random:
            rng = random.Random()
            rng.setstate(value.getstate())
            return rng
        return copy.deepcopy(value)  # a scenario's FixedDice keeps its results
    if key == "stats":
        return None
    return value.copy()  # lists of numbers, tuples or actions; dicts of numbers


def _safe_describe(action, game) -> str:
    try:
        return action.describe(game)
    except Exception:  # an action naming a card that does not exist
        return repr(action)
