"""Hypothesis strategies for every AST the grammar can express, construct by construct.

Used by the round-trip tests (``parse(to_text(ast)) == ast``) and by the engine's property test
(every generated ability runs without error on random positions).
"""
from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.filters import any_of
from nismatch_cards.games.nismatch.language.constructs.players import bind_players
from nismatch_cards.games.nismatch.language.constructs.stats_more import LaterDuration
from nismatch_cards.games.nismatch.language.constructs.selection import (
    KINDS, POSSESSIVE_PLACES, RARITIES,
)

MAX = 99
numbers = st.integers(min_value=0, max_value=MAX)
positive = st.integers(min_value=1, max_value=MAX)
comparisons = st.builds(A.Comparison, st.sampled_from(A.Op), numbers)
stat_comparisons = st.builds(A.Comparison, st.sampled_from([A.Op.AT_LEAST, A.Op.AT_MOST]), numbers)


def _counts(noun: A.Noun):
    plain = st.one_of(
        st.builds(A.Count, st.just(A.CountKind.EXACTLY), positive),
        st.builds(A.Count, st.just(A.CountKind.UP_TO), positive),
        st.just(A.Count(A.CountKind.ALL, 0)),
        st.just(A.Count(A.CountKind.EACH, 0)),
        st.just(A.Count(A.CountKind.THE, 1)),
        st.builds(A.Count, st.just(A.CountKind.TOP), positive),
    )
    return plain


@st.composite
def _filters(draw) -> tuple:
    """Any combination of the filters, at most one of each kind, in the order a selection keeps them."""
    pairs = st.lists(st.sampled_from(sorted(RARITIES)), min_size=2, max_size=2, unique=True)
    options = [
        st.builds(A.Damaged, st.booleans()) | st.builds(A.DamagePoints, st.builds(
            A.Comparison, st.sampled_from(A.Op), st.integers(min_value=2, max_value=MAX))),
        st.builds(A.Deactivated, st.booleans()),
        st.builds(A.PGLeft, comparisons),
        st.builds(A.StatVsUnit, st.sampled_from(A.Stat), st.booleans(), st.sampled_from(A.Stat)),
        st.builds(A.OwnerUnitStat, st.sampled_from(A.Stat), st.booleans()),
        st.builds(A.OfKind, st.sampled_from(sorted(set(KINDS.values())))),
        st.builds(A.OfRarity, st.sampled_from(sorted(RARITIES))) |
        pairs.map(lambda names: any_of(A.OfRarity(name) for name in names)),
        st.builds(A.StatIs, st.sampled_from(A.Stat), stat_comparisons),
        st.builds(A.CostIs, stat_comparisons), st.builds(A.CountersAre, comparisons),
    ]
    chosen = [draw(st.none() | option) for option in options]
    return tuple(sorted((f for f in chosen if f is not None), key=lambda f: f.ORDER))


@st.composite
def selections(draw, counted: bool = False, nouns=tuple(A.Noun)):
    """Any selection: a noun with any combination of qualifiers (meaningful or not: the checks
    say which make sense; the grammar and the printer must round-trip them all)."""
    noun = draw(st.sampled_from(nouns))
    count = None if counted else draw(_counts(noun))
    place = draw(st.none() | st.sampled_from(A.Place))
    owners = [None, A.Whose.YOU, A.Whose.OPPONENT, A.Whose.TEAMMATE, A.Whose.ANY]
    if place in POSSESSIVE_PLACES:
        owners.append(A.Whose.THEIRS)
    owner = draw(st.sampled_from(owners))
    other = False
    if count is not None and (count.kind is A.CountKind.EXACTLY and count.n == 1 or count.kind is A.CountKind.ALL):
        other = draw(st.booleans())  # «otra», «todas las demás»
    return A.Selection(
        noun, count, owner=owner, place=place,
        filters=draw(_filters()), other=other,
        random=draw(st.booleans()),
    )


counted = selections(counted=True)
cards = st.one_of(selections(), st.builds(A.ThisCard, st.booleans()), st.builds(A.OfThem, positive),
                  st.just(A.Rest()))
targets = st.one_of(st.just(A.It()), cards)
players = st.sampled_from([p for p in A.Player if p is not A.Player.TEAM])  # TEAM: only «tu Unidad y la de …»
others = st.sampled_from([A.Player.OPPONENT, A.Player.TEAMMATE, A.Player.EACH])
counter_names = st.none() | st.sampled_from(["Óxido", "Blindaje", "Escudo", "Sobrecarga"])  # «contador de Óxido»
counters_on = st.builds(A.CountersOn, st.one_of(selections(), st.builds(A.ThisCard, st.booleans())), counter_names)
amounts = st.one_of(
    st.builds(A.Amount, numbers),
    st.builds(A.Amount, numbers, counted | counters_on),
    st.builds(lambda per: A.Amount(1, per, equal=True), counted | counters_on),
    st.builds(lambda stat: A.Amount(1, A.UnitStat(stat), equal=True), st.sampled_from(A.Stat)),
    st.just(A.Amount(1, A.XChosen(), equal=True)),
)
counter_amounts = st.builds(A.Amount, numbers)

tests = st.one_of(
    st.builds(A.Has, players, counted, comparisons),
    st.builds(lambda c, than, more: A.Has(A.Player.YOU, c, None, than, more), counted, others, st.booleans()),
    st.builds(A.ThereIs, counted, comparisons),
    # «tu Unidad tiene N CAR» is the pilot's Carga (CargaIs, ruling 151): a Unidad's stats here are the others
    st.builds(A.UnitHas, st.sampled_from([s for s in A.Stat if s is not A.Stat.CAR]), stat_comparisons),
    st.builds(A.ThisIs, st.sampled_from(["danada", "desactivada", "activa", "sin dano", "en un taller", "equipada"])),
    st.builds(A.Activates, others, st.sampled_from(A.Activatable)),
    st.builds(A.IsTurn, st.booleans()),
    st.builds(A.ThisHasCounters, comparisons, counter_names),
)
LONG_TIMINGS = (A.Timing.END_OF_PHASE, A.Timing.END_OF_ROUND, A.Timing.START_OF_OPPONENTS_NEXT_TURN,
                A.Timing.REST_OF_GAME)
LATER_TIMINGS = (A.Timing.END_OF_GUERRILLA_PHASE, A.Timing.END_OF_NEXT_ROUND)  # constructs/stats_more.py
durations = st.one_of(st.builds(A.Duration, st.sampled_from([t for t in A.Timing if t is not A.Timing.END_OF_OPPONENTS_NEXT_TURN
                                                              and t not in LONG_TIMINGS and t not in LATER_TIMINGS])),
                      st.just(A.OpponentsTurnDuration()), st.builds(A.LongDuration, st.sampled_from(LONG_TIMINGS)),
                      st.builds(LaterDuration, st.sampled_from(LATER_TIMINGS)), st.builds(lambda t: A.Duration(test=t), tests))

destinations = st.one_of(
    st.builds(lambda d: (d, False), st.sampled_from(A.Destination)),
    st.builds(lambda d: (d, True), st.sampled_from([A.Destination.ARSENAL_TOP, A.Destination.ARSENAL_BOTTOM])),
)


def _move(target, dest):
    return A.Move(target, dest[0], dest[1])


stat_subjects = st.one_of(st.builds(A.Unit, st.sampled_from([A.Player.YOU, A.Player.OPPONENT])), targets)
nonzero = st.integers(min_value=-MAX, max_value=MAX).filter(bool)

effects = st.one_of(
    st.builds(A.Damage, amounts, targets),
    st.builds(A.Destroy, targets),
    st.builds(A.Repair, amounts, targets),
    st.builds(A.Deactivate, targets),
    st.builds(A.Activate, targets),
    st.builds(A.StatChange, stat_subjects, st.sampled_from([A.Stat.FUE, A.Stat.DEF, A.Stat.VEL]), nonzero,
              st.none() | durations),
    st.builds(A.Equip, targets),
    st.builds(A.Swap, cards, cards),
    st.builds(_move, targets, destinations),
    st.builds(A.Draw, amounts, players),
    st.builds(A.DrawUpTo, positive),
    st.builds(A.Discard, cards, players),
    st.just(A.Discard(A.It())),
    st.builds(A.Reveal, targets),
    st.builds(A.Search, cards),
    st.builds(A.Look, cards),
    st.just(A.Shuffle()),
    st.builds(A.CostChange, st.sampled_from([A.Player.YOU, A.Player.OPPONENT, A.Player.EACH]),
              st.sampled_from([A.Activatable.ABILITY, A.Activatable.SUPPORT]), nonzero,
              st.sampled_from([None, "relampago", "normal", "guerrilla"])),
    st.builds(A.StatCopy, st.sampled_from([A.Stat.FUE, A.Stat.DEF, A.Stat.VEL]),
              st.sampled_from([A.Stat.FUE, A.Stat.DEF, A.Stat.VEL]), durations),
    st.builds(A.ShuffleInto, st.sampled_from([A.Place.HAND, A.Place.SCRAPYARD, A.Place.DEMOLITION])),
    st.builds(A.TakeBotines, cards),
    st.builds(A.CarChange, amounts, players, st.booleans()),
    st.builds(A.Negate, targets),
    st.builds(A.Restrict, players, st.sampled_from(A.Activity), durations),
    st.builds(A.Prevent, positive, targets, st.none() | durations),
    st.builds(A.Untargetable, st.sampled_from([A.Player.OPPONENT, A.Player.TEAMMATE, A.Player.EACH]), targets,
              st.none() | durations),
    st.builds(A.PutCounters, counter_amounts, targets, counter_names),
    st.builds(A.RemoveCounters, st.none() | counter_amounts, targets, counter_names),
    st.builds(A.EndGame, players, st.booleans()).filter(lambda e: not e.win or e.player is A.Player.YOU),
    st.just(A.ExtraTurn()),
    st.builds(A.Copy, targets),
)
joined = st.lists(effects, min_size=2, max_size=4).map(lambda es: A.Effects(tuple(es)))
options = st.one_of(effects, st.lists(effects, min_size=2, max_size=3).map(lambda es: A.Effects(tuple(es))))
choose_one = st.lists(options, min_size=2, max_size=3).map(lambda ms: A.ChooseOne(tuple(ms)))
ending_in_choice = st.builds(lambda es, c: A.Effects((*es, c)), st.lists(effects, min_size=1, max_size=2), choose_one)
outcomes = st.builds(A.Outcome, comparisons, options)
roll = st.lists(outcomes, min_size=1, max_size=3).map(lambda os: A.Roll(tuple(os)))
ending_in_roll = st.builds(lambda es, r: A.Effects((*es, r)), st.lists(effects, min_size=1, max_size=2), roll)

card_events = st.one_of(
    st.builds(A.CardEvent, st.one_of(st.builds(A.ThisCard, st.booleans()), selections()),
              st.sampled_from([k for k in A.CardEventKind if k is not A.CardEventKind.REPAIRED])),
    st.builds(lambda s, t: A.Repaired(s, A.CardEventKind.REPAIRED, t),
              st.one_of(st.builds(A.ThisCard, st.booleans()), selections()), st.booleans()),
    st.builds(lambda s, p: A.DestroyedBy(s, A.CardEventKind.DESTROYED, p),
              st.one_of(st.builds(A.ThisCard, st.booleans()), selections()),
              st.sampled_from([A.Player.YOU, A.Player.OPPONENT, A.Player.TEAMMATE])),
    st.builds(lambda s: A.DamagedAndStands(s, A.CardEventKind.DAMAGED),
              st.one_of(st.builds(A.ThisCard, st.booleans()), selections())),
    st.builds(lambda s, c: A.LeftWithPG(s, A.CardEventKind.DAMAGED, c),
              st.one_of(st.builds(A.ThisCard, st.booleans()), selections()), comparisons),
    st.builds(lambda s, o: A.EquippedFrom(s, A.CardEventKind.EQUIPPED, o),
              st.one_of(st.builds(A.ThisCard, st.booleans()), selections()), st.sampled_from([A.Place.HAND, A.Place.TALLER])),
)
player_events = st.one_of(
    st.builds(lambda p, k: A.PlayerEvent(p, k), players,
              st.sampled_from([k for k in A.PlayerEventKind if k not in (A.PlayerEventKind.ACTIVATES,
                                                                   A.PlayerEventKind.NEGATES)])),  # NegatedYours
    st.builds(lambda p, w: A.PlayerEvent(p, A.PlayerEventKind.ACTIVATES, w), players, st.sampled_from(A.Activatable)),
    st.builds(lambda p, a: A.DeclaredAgainst(p, A.PlayerEventKind.DECLARES, None, a),
              st.sampled_from([A.Player.OPPONENT, A.Player.EACH]), st.sampled_from([A.Player.YOU, A.Player.TEAMMATE])),
)
phase_events = st.builds(A.PhaseEvent, st.booleans(), st.sampled_from(A.Phase), st.sampled_from(A.Turn))
pays = st.one_of(
    st.builds(lambda s: A.Pay(A.Discard(s)), cards),
    # the top cards of the Arsenal shown are an effect (constructs/revealed.py: «Muestra la primera carta de tu
    # Arsenal; si es una Parte, …»), never what an ability costs: «Muestra la primera carta…; Y» reads that way
    st.builds(lambda s: A.Pay(A.Reveal(s)),
              cards.filter(lambda s: getattr(getattr(s, "count", None), "kind", None) is not A.CountKind.TOP)),
    st.builds(lambda s: A.Pay(A.Deactivate(s)), cards),
    st.builds(lambda s, d: A.Pay(_move(s, d)), cards, destinations),
    st.builds(lambda a, s, n: A.Pay(A.RemoveCounters(a, s, n)), st.none() | counter_amounts, cards, counter_names),
)
requirements = st.one_of(
    st.builds(A.Select, cards),
    st.builds(A.Condition, tests, st.booleans()),
    pays, card_events, player_events, phase_events,
    st.builds(A.PerTurn, st.integers(1, 12)),
    st.builds(A.PerPeriod, st.integers(1, 12), st.sampled_from(["ronda", "partida"])),
    st.builds(A.NextTime, st.one_of(card_events, player_events), st.booleans()),
)
abilities = st.builds(
    A.Ability,
    cost=st.none() | numbers,
    requirements=st.lists(requirements, max_size=3).map(tuple),
    effect=st.one_of(effects, joined, choose_one, ending_in_choice, roll, ending_in_roll),
)


def _bound(ability):
    """The ability as the parser builds it: after a trigger that names an opponent («Cuando tu oponente …»), «ese
    piloto» and the «su …» of your clauses are that opponent (constructs/players.py, docs/rulings.md 119)."""
    requirements, effect = bind_players(ability.requirements, ability.effect)
    return dataclasses.replace(ability, requirements=requirements, effect=effect)


abilities = abilities.map(_bound)
#: «CAR X | …» (its fixed part is 0)
abilities = abilities | st.builds(lambda a: A.Ability(0, a.requirements, a.effect, x=True), abilities)
