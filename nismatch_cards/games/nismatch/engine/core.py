"""The fields of a game, apart from the rules that change them (``Game`` is built on :class:`GameCore`).

As plain Python, :class:`GameCore` is an empty base and every field of a game lives in its ``__dict__``.
Compiled with Cython (``core.pxd``, ``docs/simulation.md``), it is an extension type whose fields are
typed C slots, and only the fields it does not declare (a scenario's ``fixed_botines``) are in
``__dict__``: :func:`fields_of` and :func:`set_fields` read and write all of them in either case.
"""
from __future__ import annotations

#: The fields ``core.pxd`` declares, in its order.
FIELDS = (
    "ruleset", "stats", "mode", "seed", "rng", "autopass", "log", "cards", "owner", "pilots",
    "loc", "slot", "damage", "counters", "named_counters", "deact", "serial", "taller_turns", "uses", "stack", "decisions",
    "pending_triggers", "delayed_triggers", "mods", "counting_stats", "protected", "restrictions", "resolving", "named_opponent",
    "marchas_opened", "phase", "active", "turn", "round", "order", "order_pos", "extra_turns", "prio", "passes",
    "last_actor", "round_after", "round_all", "closing", "rebuild_left", "turn_start", "build", "build_i", "guerrilla_state",
    "guerrilla_target", "torso_choice", "known", "over", "ended_by", "winners", "end_reason", "actions_this_turn",
    "actions", "_legal", "_shared", "zone_match", "any_passive", "any_untargetable", "watched", "watched_starts",
    "watched_ends", "min_cost", "min_fast_cost", "forced_first", "any_replacement", "replacing", "redirect",
    "any_unmovable", "any_ban", "any_past", "this_turn", "any_cost_change", "damage_left",
    "any_unnegatable", "long_uses", "rule_changes", "keeps_stats", "any_pg_change",
)


class GameCore:
    """The base of ``Game``: its fields (``core.pxd`` types them when the engine is compiled)."""

    def share_fields(self, other) -> None:
        """Gives the new game ``other`` every field of this one, the same objects (no copy): what an observation
        starts from (``observation.observe``). Compiled, one C assignment a field instead of a lookup by name."""
        if not COMPILED:
            getattr(other, "__dict__").update(getattr(self, "__dict__"))
            return
        other.ruleset = self.ruleset
        other.stats = self.stats
        other.mode = self.mode
        other.seed = self.seed
        other.rng = self.rng
        other.autopass = self.autopass
        other.log = self.log
        other.cards = self.cards
        other.owner = self.owner
        other.pilots = self.pilots
        other.loc = self.loc
        other.slot = self.slot
        other.damage = self.damage
        other.counters = self.counters
        other.named_counters = self.named_counters
        other.deact = self.deact
        other.serial = self.serial
        other.taller_turns = self.taller_turns
        other.uses = self.uses
        other.stack = self.stack
        other.decisions = self.decisions
        other.pending_triggers = self.pending_triggers
        other.delayed_triggers = self.delayed_triggers
        other.mods = self.mods
        other.counting_stats = self.counting_stats
        other.protected = self.protected
        other.restrictions = self.restrictions
        other.resolving = self.resolving
        other.named_opponent = self.named_opponent
        other.marchas_opened = self.marchas_opened
        other.phase = self.phase
        other.active = self.active
        other.turn = self.turn
        other.round = self.round
        other.order = self.order
        other.order_pos = self.order_pos
        other.extra_turns = self.extra_turns
        other.prio = self.prio
        other.passes = self.passes
        other.last_actor = self.last_actor
        other.round_after = self.round_after
        other.round_all = self.round_all
        other.closing = self.closing
        other.rebuild_left = self.rebuild_left
        other.turn_start = self.turn_start
        other.build = self.build
        other.build_i = self.build_i
        other.guerrilla_state = self.guerrilla_state
        other.guerrilla_target = self.guerrilla_target
        other.torso_choice = self.torso_choice
        other.known = self.known
        other.over = self.over
        other.ended_by = self.ended_by
        other.winners = self.winners
        other.end_reason = self.end_reason
        other.actions_this_turn = self.actions_this_turn
        other.actions = self.actions
        other._legal = self._legal
        other._shared = self._shared
        other.zone_match = self.zone_match
        other.any_passive = self.any_passive
        other.any_untargetable = self.any_untargetable
        other.watched = self.watched
        other.watched_starts = self.watched_starts
        other.watched_ends = self.watched_ends
        other.min_cost = self.min_cost
        other.min_fast_cost = self.min_fast_cost
        other.forced_first = self.forced_first
        other.any_replacement = self.any_replacement
        other.replacing = self.replacing
        other.redirect = self.redirect
        other.any_unmovable = self.any_unmovable
        other.any_ban = self.any_ban
        other.any_past = self.any_past
        other.this_turn = self.this_turn
        other.any_cost_change = self.any_cost_change
        other.damage_left = self.damage_left
        other.any_unnegatable = self.any_unnegatable
        other.long_uses = self.long_uses
        other.rule_changes = self.rule_changes
        other.keeps_stats = self.keeps_stats
        other.any_pg_change = self.any_pg_change
        extra = getattr(self, "__dict__", None)
        if extra:  # a field core.pxd does not declare (a scenario's ``fixed_botines``)
            for name, value in extra.items():
                setattr(other, name, value)


#: Whether this module runs compiled by Cython: then ``GameCore`` has the fields of ``core.pxd`` as slots.
COMPILED = hasattr(GameCore, "phase")


def fields_of(game) -> dict:
    """Every field of ``game`` by name: those ``core.pxd`` declares (when compiled) and those of its ``__dict__``."""
    found = {}
    if COMPILED:
        unset = _UNSET
        for name in FIELDS:
            value = getattr(game, name, unset)
            if value is not unset:
                found[name] = value
    found.update(game.__dict__)
    return found


def set_fields(game, values: dict) -> None:
    """Sets the fields of ``game`` named in ``values``."""
    if COMPILED:
        for name, value in values.items():
            setattr(game, name, value)
    else:
        game.__dict__.update(values)


_UNSET = object()
