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
