"""The interpreter: one implementation per AST node type (rulebook 6.1).

``REQUIREMENTS`` maps every requirement node to the check that says whether it can be met
now (on activation, and again on resolution for the conditions, 6.1.1). ``EFFECTS`` maps
every effect node to the function that performs it on resolution. Targets are chosen and
stored on activation (``Marcha.targets``); effects receive only those still valid.
"""
from __future__ import annotations

from typing import Callable

from ..language import ast as A
from .state import (
    DEACTIVATED, EXPIRE_END_OF_TURN, EXPIRE_NEVER, EXPIRE_NEXT_TURN, STAT_INDEX, Z_DEMO, Z_HAND, Z_SCRAP,
    Z_TALLER, Z_UNIT, D_OPPONENT_DISCARD, Decision, Marcha, Mod,
)

RequirementCheck = Callable[..., bool]
EffectImpl = Callable[..., None]

REQUIREMENTS: dict[type, RequirementCheck] = {}
EFFECTS: dict[type, EffectImpl] = {}


def requirement(node_type: type):
    def register(fn):
        REQUIREMENTS[node_type] = fn
        return fn
    return register


def effect(node_type: type):
    def register(fn):
        EFFECTS[node_type] = fn
        return fn
    return register


# --- requirements: ``check(game, pilot, source, node) -> bool`` -----------------------------


def kind_matches(info, kind: A.CardKind) -> bool:
    if kind is A.CardKind.ANY:
        return True
    return info.is_part if kind is A.CardKind.PART else not info.is_part


@requirement(A.SelectParts)
def _can_select(game, pilot: int, source: int, node: A.SelectParts) -> bool:
    needed = 1 if node.up_to else node.count
    return len(game.candidates(node, pilot)) >= needed


@requirement(A.OpponentActivates)
def _opponent_activates(game, pilot: int, source: int, node: A.OpponentActivates) -> bool:
    if not game.stack:
        return False
    top = game.stack[-1]
    if not game.is_opponent(pilot, top.controller):
        return False
    if node.what is A.Activatable.ABILITY:
        return not top.support
    if node.what is A.Activatable.SUPPORT:
        return top.support
    return True


def _measure(game, pilot: int, measure: A.Measure) -> int:
    state = game.pilots[pilot]
    if measure is A.Measure.EQUIPPED_PARTS:
        return sum(1 for inst in state.unit if inst >= 0)
    if measure is A.Measure.HAND_CARDS:
        return len(state.hand)
    return state.claimed  # Botines de Guerra reclamados (docs/rulings.md)


@requirement(A.CountCondition)
def _count(game, pilot: int, source: int, node: A.CountCondition) -> bool:
    pilots = [pilot] if node.player is A.Player.SELF else game.opponents(pilot)
    for p in pilots:
        value = _measure(game, p, node.measure)
        if (value >= node.amount) if node.at_least else (value <= node.amount):
            return True
    return False


@requirement(A.ThisPartIs)
def _this_part_is(game, pilot: int, source: int, node: A.ThisPartIs) -> bool:
    if node.state is A.PartState.DAMAGED:
        return game.damage[source] > 0 and game.loc[source] in (Z_UNIT, Z_TALLER)
    return game.loc[source] == Z_UNIT and game.deact[source] > 0


def _hand_matching(game, pilot: int, source: int, kind: A.CardKind) -> list[int]:
    cards = game.cards
    return [c for c in game.pilots[pilot].hand if c != source and kind_matches(cards[c], kind)]


@requirement(A.DiscardCost)
def _can_discard(game, pilot: int, source: int, node: A.DiscardCost) -> bool:
    return len(_hand_matching(game, pilot, source, node.kind)) >= node.count


@requirement(A.RevealCost)
def _can_reveal(game, pilot: int, source: int, node: A.RevealCost) -> bool:
    return len(_hand_matching(game, pilot, source, node.kind)) >= node.count


@requirement(A.DeactivateCost)
def _can_deactivate(game, pilot: int, source: int, node: A.DeactivateCost) -> bool:
    return len(game.active_parts(pilot)) >= node.count


@requirement(A.Trigger)
def _trigger(game, pilot: int, source: int, node: A.Trigger) -> bool:
    return True  # a disparado ability is put on the marchas by its event, never activated by hand


def step_options(game, marcha: Marcha, step) -> tuple[list[int], int, int]:
    """What a pilot may choose for one requirement, and how many: ``(options, low, high)``."""
    pilot = marcha.controller
    if isinstance(step, A.SelectParts):
        options = game.candidates(step, pilot)
        high = min(step.count, len(options))
        return options, (min(1, high) if step.up_to else high), high
    if isinstance(step, (A.DiscardCost, A.RevealCost)):
        options = _hand_matching(game, pilot, marcha.source, step.kind)
    else:  # DeactivateCost
        options = game.active_parts(pilot)
    high = min(step.count, len(options))
    return options, high, high


# --- effects: ``impl(game, marcha, node, targets)`` ---------------------------------------


def parts(game, marcha: Marcha, target: A.Target, targets: list[tuple[int, int]], anywhere: bool = False):
    """The Partes an effect acts on now: selected ones still where they were chosen, or «esta Parte»."""
    serial = game.serial
    if target is A.Target.SELECTED:
        return [inst for inst, ser in targets if serial[inst] == ser]
    src = marcha.source
    if serial[src] != marcha.source_serial:
        return []
    if not anywhere and game.loc[src] not in (Z_UNIT, Z_TALLER):
        return []
    return [src]


@effect(A.Damage)
def _damage(game, m: Marcha, node: A.Damage, targets) -> None:
    for inst in parts(game, m, node.target, targets):
        game.deal_damage(inst, node.amount, m.controller, m.source)


@effect(A.MoveToTaller)
def _move_to_taller(game, m: Marcha, node: A.MoveToTaller, targets) -> None:
    for inst in parts(game, m, node.target, targets):
        if game.loc[inst] == Z_UNIT:
            game.to_taller(inst)


@effect(A.Negate)
def _negate(game, m: Marcha, node: A.Negate, targets) -> None:
    target = m.responds_to
    if target is not None and not target.negated and any(x is target for x in game.stack):
        target.negated = True
        if game.stats is not None:
            game.stats.negated(game, target.source, m.source)
        if game.log is not None:
            game.say(f"  la marcha {target.number} queda negada")


@effect(A.Destroy)
def _destroy(game, m: Marcha, node: A.Destroy, targets) -> None:
    for inst in parts(game, m, node.target, targets):
        game.destroy(inst, m.controller)


@effect(A.SendTo)
def _send_to(game, m: Marcha, node: A.SendTo, targets) -> None:
    zone = Z_SCRAP if node.pile is A.Pile.SCRAPYARD else Z_DEMO
    for inst in parts(game, m, node.target, targets):
        if game.log is not None:
            game.say(f"  {game.card_label(inst)} va a {'el Depósito de Chatarra' if zone == Z_SCRAP else 'la Zona de Demolición'}")
        game.move(inst, zone)


@effect(A.ReturnToHand)
def _return_to_hand(game, m: Marcha, node: A.ReturnToHand, targets) -> None:
    for inst in parts(game, m, node.target, targets, anywhere=True):
        if game.loc[inst] != Z_HAND:
            if game.log is not None:
                game.say(f"  {game.card_label(inst)} vuelve a la mano de su dueño")
            game.move(inst, Z_HAND)


@effect(A.Repair)
def _repair(game, m: Marcha, node: A.Repair, targets) -> None:
    for inst in parts(game, m, node.target, targets):
        game.damage[inst] = max(0, game.damage[inst] - node.amount)
        if game.log is not None:
            game.say(f"  {game.card_label(inst)} se repara (daño {game.damage[inst]})")


@effect(A.Draw)
def _draw(game, m: Marcha, node: A.Draw, targets) -> None:
    game.draw(m.controller, node.count)


@effect(A.GainCar)
def _gain_car(game, m: Marcha, node: A.GainCar, targets) -> None:
    game.pilots[m.controller].car += node.amount
    if game.log is not None:
        game.say(f"  {game.pilot_name(m.controller)} gana {node.amount} CAR")


_EXPIRE = {A.Duration.END_OF_TURN: EXPIRE_END_OF_TURN, A.Duration.START_OF_NEXT_TURN: EXPIRE_NEXT_TURN,
           None: EXPIRE_NEVER}


@effect(A.StatChange)
def _stat_change(game, m: Marcha, node: A.StatChange, targets) -> None:
    stat = STAT_INDEX[node.stat]
    expire = _EXPIRE[node.duration]
    if node.subject is A.Subject.MY_UNIT or node.subject is A.Subject.OPPONENT_UNIT:
        pilots = [m.controller] if node.subject is A.Subject.MY_UNIT else game.opponents(m.controller)
        for p in pilots:
            game.mods.append(Mod(stat, node.amount, p, -1, 0, expire, m.controller))
            if game.log is not None:
                game.say(f"  la Unidad de {game.pilot_name(p)}: {node.amount:+d} {node.stat.value.upper()}")
        return
    target = A.Target.THIS_PART if node.subject is A.Subject.THIS_PART else A.Target.SELECTED
    for inst in parts(game, m, target, targets):
        if game.loc[inst] == Z_UNIT:
            game.mods.append(Mod(stat, node.amount, -1, inst, game.serial[inst], expire, m.controller))
            if game.log is not None:
                game.say(f"  {game.card_label(inst)}: {node.amount:+d} {node.stat.value.upper()}")


@effect(A.Deactivate)
def _deactivate(game, m: Marcha, node: A.Deactivate, targets) -> None:
    for inst in parts(game, m, node.target, targets):
        game.set_deactivated(inst, DEACTIVATED)


@effect(A.Activate)
def _activate(game, m: Marcha, node: A.Activate, targets) -> None:
    for inst in parts(game, m, node.target, targets):
        game.set_active(inst)


@effect(A.TakeBotin)
def _take_botin(game, m: Marcha, node: A.TakeBotin, targets) -> None:
    game.claim(m.controller, node.count)


@effect(A.OpponentDiscards)
def _opponent_discards(game, m: Marcha, node: A.OpponentDiscards, targets) -> None:
    for p in game.opponents(m.controller):
        hand = game.pilots[p].hand
        n = min(node.count, len(hand))
        if n == 0:
            continue
        if n == len(hand):
            for inst in list(hand):
                if game.log is not None:
                    game.say(f"  {game.pilot_name(p)} descarta {game.card_label(inst)}")
                game.move(inst, Z_SCRAP)
        else:
            game.decisions.append(Decision(D_OPPONENT_DISCARD, p, list(hand), n, n))


@effect(A.Both)
def _both(game, m: Marcha, node: A.Both, targets) -> None:
    for sub in node.effects:
        EFFECTS[type(sub)](game, m, sub, targets)
