"""The typed AST of NISMATCH ability text: every node class, from the construct catalogue.

Nodes are frozen dataclasses defined, with their grammar, printer, checks, engine behaviour and
documentation, in ``constructs/`` (one module per building block). This module gathers them so
that code can write ``A.Damage``, ``A.Selection``… and lists them by role.
"""
from __future__ import annotations

from .constructs.ability import Ability, Keyword
from .constructs.bans import Unmovable
from .constructs.battle import BattleCap, BattleChooser, BattleTarget, BattleUses, DeclaredGuerrilla
from .constructs.past import Past
from .constructs.statics import BothZones, GroupOfParts, JoinsUnit, NegatedYours, NthDraw, PlayedByOpponents
from .constructs.amounts import Amount, Comparison, UnitStat
from .constructs.conditions import Activates, Has, IsTurn, ThereIs, ThisIs, UnitHas
from .constructs.counters import CountersOn, PutCounters, RemoveCounters, ThisHasCounters
from .constructs.durations import Duration
from .constructs.events import DamagedAndStands, DeclaredAgainst, DestroyedBy, EquippedFrom, LeftWithPG, Repaired
from .constructs.events_more import ActivatesTagged, DestroyedDuring, EquippedBy, InGuerrilla, Role, SentToTallerBy
from .constructs.events_worded import (
    CardEventDuring, DamagedFrom, EquippedFromHand, FoughtPhaseEnd, NegatedAnyone, NoGuerrillaDeclared, PlayerEventDuring,
)
from .constructs.effects_cards import Discard, Draw, DrawUpTo, Look, Move, Reveal, Search, Shuffle, TakeBotines
from .constructs.effects_control import (
    CarChange, ChooseOne, Copy, Effects, EndGame, ExtraTurn, Negate, Outcome, Restrict, Roll, Untargetable, mode_effects,
)
from .constructs.effects_parts import (
    Activate, Damage, Deactivate, Destroy, Equip, Prevent, Repair, StatChange, Swap, Unit,
)
from .constructs.replacements import DamageOrigin, MoveInstead, ReplaceWhen
from .constructs.damage_changes import DamageChange, Unnegatable
from .constructs.replace_more import NoDamage, StaysWith
from .constructs.requirements import Condition, Pay, Select
from .constructs.filters import (
    AnyOf, CostIs, CountersAre, Damaged, DamagePoints, Deactivated, OfKind, OfRarity, OwnerUnitStat, PGLeft, StatIs,
    StatVsUnit,
)
from .constructs.filters_more import (
    ActivatesSelecting, DamagedThisTurn, EmptyZones, EquippedThisTurn, InYourZones, Most, RarityRange, TallerTurns,
    Targeted, ThisEquippedIn,
)
from .constructs.selection import AtRandom, Count, It, OfThem, Rest, Selection, ThisCard
from .constructs.triggers import TRIGGERS, CardEvent, CardEventKind, PhaseEvent, PlayerEvent, PlayerEventKind
from .constructs.turns import NextTime, OpponentsTurnDuration, PerTurn
from .constructs.timing import Later, LongDuration, PerPeriod
from .constructs.timing_more import Delayed, DuringPhase
from .constructs.zones import ShuffleInto
from .constructs.costs import CostChange, XChosen
from .constructs.stats_more import BattleNoDamage, FighterUnit, LaterDuration, MutedStats
from .constructs.rule_changes import BattleDamage, BattleDuration, BattleRole, CarRate, KeepsStats, OtherUnits, TallerRate
from .constructs.stat_copy import StatCopy
from .constructs.optional import IfDone, MayDo
from .constructs.modes import Ban, EquipBan, GameMode
from .constructs.pilots_more import (
    ModeFirst, RicherOpponent, SelectedBan, TheDestroyer, TheirLater, TheirTurnDuration,
)
from .constructs.players import SelectPlayer
from .constructs.revealed import Case, ChooseAmong, ChooseSome, IfIs, Leave, OrderedMove, Reorder
from .constructs.cards_more import BottomOfPile, ForEachSeen, IfAny, NamedFace, NameNumber, OfThemKind
from .constructs.replace_cards import NextDamage
from .constructs.amounts_more import CappedPutCounters, CountedStatChange, DamageOn, RepairAll
from .constructs.amounts_counted import CardStat, CountedCarRate, Measured
from .constructs.seen import DiscardDownTo, Doubles, Faces, Otherwise, RollResult, RollThen
from .constructs.economy import IfDestroyed, PayCar
from .constructs.references import CargaIs, Fighters, OnlyOne, SameZoneAsThis, SaidOtherwise, ThisPGLeft, UnitVs
from .constructs.part_stats import PgChange, StatDouble, StatSet, StatSwap
from .constructs.pilots_battle import DeclaredOnLeader, GameModes, TeamUnits
from .constructs.frame import InWindow, SpeedTag
from .constructs.cards_zones import Discarded
from .constructs.zones_carga import CarKept, CarMade, DrawTop, FirstEachTurn, GoesTo, XMax
from .constructs.pilots_each import NameOpponent, Opponents
from .constructs.battle_time import BattleHurt, StatBound
from .nodes import (
    Activatable, Activity, CountKind, Destination, Node, Noun, Op, Phase, Place, Player, Replaced, Span, Stat, Timing,
    Turn, Whose, node_names,
)

#: Effects that do one of several chains of effects, each reading the pronouns of what came before them.
BRANCHING = (ChooseOne, Roll, IfIs, IfDestroyed, IfAny, ForEachSeen)
#: Effects on marchas: their pronoun names the marcha the ability answers («Si tu oponente activa …»).
ON_MARCHAS = (Negate, Copy)
TARGETS = (Selection, ThisCard, It, OfThem, Rest)

__all__ = [name for name in dir() if not name.startswith("_")]
