"""The greedy bot: scores every legal action with cheap, readable heuristics and plays the best.

Nothing is looked ahead (no ``game.clone()``): each action gets the estimated change it makes to
this evaluation of the position, seen by the pilot ``p`` who must move::

    W_BOTIN · (Botines reclamados por p − por sus oponentes)
    + Σ valor de las Partes activas de p − Σ valor de las Partes activas de sus oponentes
    + W_DAMAGE · daño hecho a Partes enemigas − W_DAMAGE · daño recibido

where the value of a Parte is ``W_FUE·FUE + W_DEF·DEF + W_VEL·VEL + W_PG·PG + W_CAR·CAR +
W_ABILITY·habilidades``. ``Pass`` scores 0, so the bot acts only when it expects a gain. How
each kind of action is scored:

* **Equipar** (``Equip``, Reconstrucción, Torso): value of the new Parte minus the one it replaces
  (a replacement must gain ``W_REPLACE_MIN``), minus ``W_NEG_CAR`` per point of Carga the Unidad
  would lack at the next Recarga (``base + Σ CAR`` of its active Partes below 0; a generator that
  closes a gap gains as much) and ``W_NEG_CAR_NOW`` per point this turn: the bot keeps its Carga
  non-negative.
* **Al Taller** (``ToTaller``): a damaged Parte «en peligro» (its PG left are at most the damage the
  opponent's next Guerrilla would do, ``FUE rival − DEF propia``, plus ``DANGER_MARGIN``; or it is the
  target of an enemy marcha) is worth ``W_SAVE`` of its value; after the own Guerrilla only, so that
  its FUE still counts in the attack. **Reequipar**: like equipping, once it is out of danger.
* **Guerrilla** (``Declare``): the best result of FUE − DEF, counting the FUE boosts the bot can
  still pay for: a positive result is worth the damage score of the best target (destroying a Parte
  is its value plus ``W_BOTIN``); an opponent without Partes is worth ``2·W_BOTIN``. Declared only
  when favourable. After declaring, boosts are played while they add damage.
* **Habilidades y Cartas de Apoyo** (``Activate``): the sum of their effects on the best targets
  (the same scores decide the targets later), minus ``W_CAR_SPENT`` per CAR paid, ``W_CARD_USED``
  for a Carta de Apoyo spent and the cards discarded or Partes deactivated as costs. Temporary stat
  changes are worth what they change in the Guerrilla under way or planned this turn (the bot's own,
  or the one declared against it: «answers damage»). Robar is worth ``W_DRAW`` a card while the
  Arsenal keeps ``ARSENAL_SAFETY`` cards. «Niégala» is worth what the marcha on top would gain its
  controller: the bot negates a marcha that would hurt it by at least ``W_NEGATE_MIN``.
* **Decisions**: targets by the same scores; the Guerrilla damage on the Parte it destroys or hurts
  most; discards, costs and Carga negativa on the cheapest cards; mulligan a hand with fewer than
  ``MULLIGAN_MIN_PARTS`` Partes (the free one only).

Exact ties are broken with the bot's seeded random generator, so games stay reproducible.
"""
from __future__ import annotations

from ..engine import Action, Game
from ..engine.observation import Observation
from ..engine.actions import (
    Accept, Activate, Choose, ChooseMarcha, ChooseOption, Decline, Declare, Equip, Finish, Keep, Mulligan, Pass, Place, Reequip,
    ToTaller,
)
from ..engine.state import (
    D_CAR, D_CHOOSE, D_COUNTERS_COST, D_DAMAGE_COST, D_DESTROY_COST, D_DEACTIVATE_COST, D_DISCARD_COST,
    D_GUERRILLA_DAMAGE, D_MULLIGAN, D_PILOT, D_REBUILD, D_REVEAL_COST,
    D_SEND_COST, D_TARGET, D_TORSO, D_TRIGGER, DEACTIVATED, GUERRILLA, PRINCIPAL1, Z_TALLER, Z_UNIT,
)
from ..language import ast as A
from ..language.binding import introduced
from ..language.constructs.damage_changes import foreseen_damage
from .base import GAME, Bot, register

# --- weights of the evaluation (see the module docstring) -----------------------------------
W_FUE = 3.0  # value of one point of FUE on a Parte
W_DEF = 2.5  # one point of DEF
W_VEL = 0.5  # one point of VEL (initiative)
W_PG = 0.4  # one Punto de Golpe
W_CAR = 1.2  # one point of Carga generated (negative for spenders)
W_ABILITY = 1.0  # each ability printed on the Parte
W_BOTIN = 10.0  # one Botín de Guerra claimed (5 win the game)
W_GAME = 5 * W_BOTIN  # the game won by an effect («gana la partida»)
W_EXTRA_TURN = 8.0  # a whole turn more: a card drawn, a Recarga, a Guerrilla
W_DAMAGE = 1.0  # one point of damage on an enemy Parte that survives it
W_REPAIR = 0.8  # one point of damage repaired on an own Parte
W_DRAW = 1.5  # one card drawn
W_DISCARD = 1.5  # one card the opponent discards
W_CAR_GAIN = 0.4  # one point of Carga gained for this turn
W_CAR_SPENT = 0.3  # one point of Carga paid (it is lost at the next Recarga anyway)
W_CARD_USED = 0.5  # a Carta de Apoyo spent
W_SUPPORT_IN_HAND = 2.0  # a Carta de Apoyo kept in the hand (what a discard costs)
W_PART_IN_HAND = 0.4  # fraction of a Parte's value that a copy in the hand is worth
W_NEG_CAR = 8.0  # each point of Carga missing at the next Recarga
W_NEG_CAR_NOW = 1.5  # each point of Carga this turn below 0 (forces a deactivation now)
W_REPLACE_MIN = 1.5  # gain needed to send an undamaged equipped Parte to the Depósito
W_SAVE = 0.8  # fraction of a Parte's value saved by taking it out of danger
W_DEACTIVATED = 0.5  # fraction of its value a deactivated Parte keeps
W_NEGATE_MIN = 2.5  # least harm worth a negation
DANGER_MARGIN = 1  # PG a Parte keeps above the expected Guerrilla damage to be out of danger
ARSENAL_SAFETY = 6  # cards left in the Arsenal below which drawing more is bad (empty Arsenal loses)
MULLIGAN_MIN_PARTS = 2  # fewest Partes in a kept opening hand

_HARM_TYPES = (A.Damage, A.Destroy, A.Move, A.Deactivate)


def part_value(info) -> float:
    """The value of a Parte from its printed numbers (see the module docstring)."""
    value = _VALUES.get(id(info))
    if value is None:
        fue, def_, vel = info.stats
        value = (W_FUE * fue + W_DEF * def_ + W_VEL * vel + W_PG * info.pg + W_CAR * info.car
                 + W_ABILITY * len(info.abilities))
        _VALUES[id(info)] = value
    return value


_VALUES: dict[int, float] = {}


def evaluate(game: Game, p: int) -> float:
    """The evaluation of the position for pilot ``p`` that the greedy bot's scores approximate."""
    me = game.pilots[p]
    score = W_BOTIN * me.claimed
    for q in game.pilots:
        sign = 1.0 if q.team == me.team else -1.0
        if sign < 0:
            score -= W_BOTIN * q.claimed
        for inst in q.unit:
            if inst >= 0:
                value = part_value(game.cards[inst]) * (W_DEACTIVATED if game.deact[inst] else 1.0)
                score += sign * (value - W_DAMAGE * game.damage[inst])
    return score


class _Profile:
    """What an ability does, split once: the FUE it can add to its controller's Guerrilla."""

    __slots__ = ("fue_boost", "harms_it")

    def __init__(self, ab):
        boost = 0
        for e in ab.effects:
            if not isinstance(e, A.StatChange):
                continue
            mine = isinstance(e.subject, A.Unit) and e.subject.player is A.Player.YOU or isinstance(
                e.subject, (A.It, A.ThisCard))
            theirs = isinstance(e.subject, A.Unit) and e.subject.player is A.Player.OPPONENT
            if e.amount > 0 and e.stat is A.Stat.FUE and mine:
                boost += e.amount
            elif e.amount < 0 and e.stat is A.Stat.DEF and theirs:
                boost -= e.amount
        self.fue_boost = boost
        self.harms_it = any(isinstance(e, _HARM_TYPES) and isinstance(getattr(e, "target", None), A.It)
                            for e in ab.effects)


_PROFILES: dict[int, tuple[object, _Profile]] = {}


def profile(ab) -> _Profile:
    hit = _PROFILES.get(id(ab))
    if hit is None or hit[0] is not ab:
        hit = (ab, _Profile(ab))
        _PROFILES[id(ab)] = hit
    return hit[1]


class _View:
    """Per-decision cache of the stats the scores read (FUE and DEF of each pilot)."""

    __slots__ = ("game", "p", "_stat")

    def __init__(self, game: Game, p: int):
        self.game = game
        self.p = p
        self._stat: dict[tuple[int, int], int] = {}

    def stat(self, q: int, s: int) -> int:
        key = (q, s)
        value = self._stat.get(key)
        if value is None:
            value = self._stat[key] = self.game.stat(q, s)
        return value


@register
class GreedyBot(Bot):
    """Plays the legal action with the best heuristic score (weights in ``bots/greedy.py``)."""

    name = "voraz"  # a greedy algorithm is «voraz» in Spanish
    game = GAME
    former_names = ("greedy",)

    def decide(self, obs: Observation, actions: list[Action]) -> Action:
        return self.pick(obs.view, actions)

    def pick(self, game: Game, actions: list[Action]) -> Action:
        """The best action of ``game.to_move`` in ``game`` (a view, or a world a search imagines)."""
        p = game.to_move
        view = _View(game, p)
        if game.decisions:
            return self._decide(game, view, actions)
        best, best_score = [], None
        for action in actions:
            score = self.score(game, view, action)
            if best_score is None or score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    # ------------------------------------------------------------------ open state and priority

    def score(self, game: Game, view: _View, action: Action) -> float:
        """The estimated gain of ``action`` for the pilot to move (``Pass`` is 0)."""
        cls = type(action)
        p = view.p
        if cls is Pass:
            return 0.0
        if cls is Equip:
            return self._equip_gain(game, p, action.card, from_hand=True)
        if cls is Reequip:
            inst = action.card
            if _endangered(game, view, inst, rem_after=game.max_pg(inst) - game.damage[inst]):
                return -1.0
            return self._equip_gain(game, p, inst, from_hand=False)
        if cls is ToTaller:
            return self._taller_gain(game, view, action.card)
        if cls is Declare:
            return self._declare_gain(game, view, action.target)
        if cls is Activate:
            info = game.cards[action.card]
            ab = info.abilities[action.ability]
            gain = ability_gain(game, view, action.card, ab, action.x)
            if not info.is_part:
                gain -= W_CARD_USED
            return gain
        return 0.0

    def _equip_gain(self, game: Game, p: int, inst: int, from_hand: bool) -> float:
        return equip_gain(game, p, inst)

    def _taller_gain(self, game: Game, view: _View, inst: int) -> float:
        if game.active == view.p and game.phase == PRINCIPAL1 and game.cards[inst].stats[0] > 0 \
                and game.guerrilla_state == 0:
            return -1.0  # after the Guerrilla: its FUE still counts in the attack
        if not _endangered(game, view, inst):
            return -1.0
        return W_SAVE * part_value(game.cards[inst])

    def _declare_gain(self, game: Game, view: _View, target: int) -> float:
        p = view.p
        if not any(i >= 0 for i in game.pilots[target].unit):
            return 2 * W_BOTIN
        diff = view.stat(p, 0) - view.stat(target, 1)
        best = guerrilla_value(game, p, target, diff)
        boost, cost = _affordable_boost(game, p)
        if boost:
            best = max(best, guerrilla_value(game, p, target, diff + boost) - W_CAR_SPENT * cost)
        return best if best > 0 else -1.0

    # ------------------------------------------------------------------ decisions

    def _decide(self, game: Game, view: _View, actions: list[Action]) -> Action:
        d = game.decisions[0]
        kind = d.kind
        p = view.p
        if kind == D_MULLIGAN:
            parts = sum(1 for c in game.pilots[p].hand if game.cards[c].is_part)
            if parts < MULLIGAN_MIN_PARTS and game.pilots[p].mulligans == 0 and any(
                    isinstance(a, Mulligan) for a in actions):
                return next(a for a in actions if isinstance(a, Mulligan))
            return next(a for a in actions if isinstance(a, Keep))
        if kind == D_TRIGGER:
            _, inst, ab, *_ = d.data
            return next(a for a in actions if isinstance(a, Accept if ability_gain(game, view, inst, ab) > 0
                                                          else Decline))
        if kind == D_PILOT:  # «Selecciona a un oponente»: the one nearest to winning (SelectPlayer.bot_pick)
            picked = d.data.bot_pick(game, p, [a.pilot for a in actions])
            return next(a for a in actions if a.pilot == picked)
        choices = [a for a in actions if isinstance(a, (Choose, Place, ChooseMarcha, ChooseOption))]
        finish = next((a for a in actions if isinstance(a, Finish)), None)
        if kind == D_TORSO:
            return self._best(choices, lambda c: equip_gain(game, p, c))
        if kind == D_REBUILD:
            best = self._best(choices, lambda c: equip_gain(game, p, c))
            if finish is not None and equip_gain(game, p, best.card) <= 0:
                return finish
            return best
        if kind == D_TARGET:
            m = game.build
            ev = Estimate(game, view, m.controller, m.source)
            effects = _on_selection(m.ability, d.data)
            scores = {_chosen(a): sum(ev.on_card(e, _card_of(game, a)) for e in effects) for a in choices}
            best = self._best(choices, scores.__getitem__)
            if finish is not None and scores[_chosen(best)] <= 0:
                return finish
            return best
        if kind == D_CHOOSE:
            r = game.resolving
            effect = r.waiting[0]
            ev = Estimate(game, view, p, r.source)
            if isinstance(effect, A.Negate):  # the marcha that would do its pilot most good, an enemy's (ruling 27)
                def harm(n: int) -> float:
                    m = game.stack[n - 1]
                    gain = _marcha_gain(game, view, m)
                    return gain if game.is_opponent(p, m.controller) else -gain
                return self._best(choices, harm)
            if isinstance(effect, A.Copy):  # the marcha worth most, whoever's: the copy is ours
                return self._best(choices, lambda n: _marcha_gain(game, view, game.stack[n - 1]))
            if isinstance(effect, A.NameNumber):  # «di un número»: the die does not care which
                return choices[0]
            if isinstance(effect, A.ChooseOne):  # each option with the cards its pronouns name
                it = [i for i, s in r.it if game.serial[i] == s]
                return self._best(choices, lambda n: ev.effects_gain(A.mode_effects(effect.modes[n - 1]), it))
            scores = {a.card: ev.on_card(effect, a.card) for a in choices}
            best = self._best(choices, scores.__getitem__)
            if finish is not None and scores[best.card] <= 0:
                return finish
            return best
        if kind == D_GUERRILLA_DAMAGE:
            amount, _by = d.data  # valued for the chooser, who may receive it (docs/rulings.md 126)
            return self._best(choices, lambda c: damage_score(game, p, c, amount))
        if kind in (D_DISCARD_COST, D_SEND_COST):
            return self._best(choices, lambda c: -hand_value(game, p, c) if game.cards[c].is_part is False
                              or c in game.pilots[p].hand else -part_value(game.cards[c]))
        if kind == D_REVEAL_COST:
            return choices[0]
        if kind == D_DAMAGE_COST:  # the Parte that loses least by the damage
            amount = game.amount(d.data.action.amount, p, game.build.source)
            return self._best(choices, lambda c: damage_score(game, p, c, amount))  # own: least negative
        if kind == D_DESTROY_COST:  # the Parte worth least
            return self._best(choices, lambda c: -part_value(game.cards[c]))
        if kind == D_COUNTERS_COST:  # from the Parte that keeps most after paying
            return self._best(choices, lambda c: game.counters[c] + sum(
                n for (i, _), n in game.named_counters.items() if i == c))  # named ones too (docs/rulings.md 66)
        if kind in (D_CAR, D_DEACTIVATE_COST):
            return self._best(choices, lambda c: -deactivation_cost(game, c))
        return choices[0] if choices else (finish or actions[0])

    def _best(self, choices: list, key) -> Action:
        best, best_score = [], None
        for a in choices:
            score = key(_chosen(a))
            if best_score is None or score > best_score + 1e-9:
                best, best_score = [a], score
            elif abs(score - best_score) <= 1e-9:
                best.append(a)
        return best[0] if len(best) == 1 else self.rng.choice(best)


# --- scores ---------------------------------------------------------------------------------


def _base_car(game: Game) -> int:
    return game.ruleset.base_car


def equip_gain(game: Game, p: int, inst: int) -> float:
    """Equipping ``inst`` (from the hand or a Taller): value gained, Carga kept non-negative."""
    info = game.cards[inst]
    pilot = game.pilots[p]
    occupant = pilot.unit[info.zone]
    gain = part_value(info) - W_DAMAGE * game.damage[inst]
    car_out = 0
    if occupant >= 0:
        gain -= part_value(game.cards[occupant]) * (W_DEACTIVATED if game.deact[occupant] else 1.0)
        gain -= W_REPLACE_MIN
        if game.deact[occupant] != DEACTIVATED:
            car_out = game.cards[occupant].car
    before = _base_car(game)
    cards, deact = game.cards, game.deact
    for q in pilot.unit:
        if q >= 0 and deact[q] != DEACTIVATED:  # those off for Carga come back at the Recarga
            before += cards[q].car
    after = before - car_out + info.car
    # the Carga missing at the next Recarga, before and after (a generator that fixes it gains)
    gain -= W_NEG_CAR * (max(0, -after) - max(0, -before))
    now = pilot.car - car_out + info.car
    if now < 0:
        gain -= W_NEG_CAR_NOW * -now
    return gain + 1.0  # a Parte on the Unidad beats one in the hand


def hand_value(game: Game, p: int, inst: int) -> float:
    """What a card in the hand is worth (the cheapest is discarded)."""
    info = game.cards[inst]
    if not info.is_part:
        most = None  # its dearest ability's cost (a loop: compiled, a C function takes no generator)
        for ab in info.abilities:
            if most is None or ab.cost > most:
                most = ab.cost
        return W_SUPPORT_IN_HAND + (0 if most is None else most) * 0.1
    value = W_PART_IN_HAND * part_value(info)
    if game.pilots[p].unit[info.zone] < 0:
        value += 2.0  # it fills an empty zone
    return value


def deactivation_cost(game: Game, inst: int) -> float:
    """What deactivating an own Parte costs: its value, less the Carga a spender gives back."""
    info = game.cards[inst]
    return part_value(info) * (1 - W_DEACTIVATED) + (W_CAR * info.car if info.car < 0 else 0.0)


def threat(game: Game, view: _View, p: int) -> int:
    """The damage the strongest opponent's Guerrilla would do to ``p`` now (FUE − DEF, at least 0)."""
    worst = 0
    for q in game.opponents(p):
        worst = max(worst, view.stat(q, 0) - view.stat(p, 1))
    return worst


def _targeted(game: Game, inst: int) -> bool:
    owner = game.owner[inst]
    for m in game.stack:
        if game.is_opponent(owner, m.controller) and not m.negated:
            for t, _, _ in m.targets:
                if t == inst:
                    if profile(m.ability).harms_it:
                        return True
    return False


def _endangered(game: Game, view: _View, inst: int, rem_after: int | None = None) -> bool:
    """A damaged Parte that the next enemy Guerrilla could destroy, or the target of an enemy marcha."""
    if game.stack and _targeted(game, inst):
        return True
    rem = game.max_pg(inst) - game.damage[inst] if rem_after is None else rem_after
    if rem_after is None and not game.damage[inst]:
        return False
    return rem <= threat(game, view, game.owner[inst]) + DANGER_MARGIN


def damage_score(game: Game, by: int, inst: int, amount: int) -> float:
    """``amount`` damage on ``inst`` for pilot ``by``: a destruction is the Parte's value plus a Botín (only for a
    Parte of the Unidad: one in a Taller gives none, docs/rulings.md 8)."""
    if amount <= 0 or game.loc[inst] not in (Z_UNIT, Z_TALLER):
        return 0.0
    info = game.cards[inst]
    enemy = game.is_opponent(by, game.owner[inst])
    rem = game.max_pg(inst) - game.damage[inst]
    if amount >= rem:
        value = part_value(info) * (W_DEACTIVATED if game.deact[inst] else 1.0)
        value += W_BOTIN if enemy and game.loc[inst] == Z_UNIT else 0.0
    else:
        value = W_DAMAGE * amount + (0.5 if rem - amount <= 2 else 0.0)
    return value if enemy else -value


def guerrilla_value(game: Game, attacker: int, defender: int, diff: int) -> float:
    """The result of a Guerrilla with FUE − DEF = ``diff`` for the attacker (the best target is taken)."""
    if diff > 0:
        best = _best_damage(game, attacker, game.pilots[defender].unit, diff)
        return 2 * W_BOTIN if best is None else best
    if diff < 0:
        best = _best_damage(game, defender, game.pilots[attacker].unit, -diff)  # the defender chooses
        return 0.0 if best is None else -best
    return 0.0


def _best_damage(game: Game, by: int, unit: list, amount: int) -> float | None:
    """The best :func:`damage_score` of ``amount`` damage for ``by`` on a Parte of ``unit``; None if it has none (a
    loop, not ``max`` of a generator: compiled, a C function takes no closure)."""
    best = None
    for i in unit:
        if i >= 0:
            value = damage_score(game, by, i, amount)
            if best is None or value > best:
                best = value
    return best


def _affordable_boost(game: Game, p: int) -> tuple[int, int]:
    """FUE the pilot can still add to its Guerrilla this turn with the Carga it has: (FUE, CAR)."""
    pilot = game.pilots[p]
    car = pilot.car
    boost = cost = 0
    options = []
    cards, uses = game.cards, game.uses
    for inst in pilot.unit:
        if inst >= 0 and not game.deact[inst]:
            for ab in cards[inst].fast:
                if ab.uses is not None and uses.get(inst * 8 + ab.index, 0) >= ab.uses:
                    continue
                if ab.steps or ab.conditions:
                    continue
                b = profile(ab).fue_boost
                if b > 0:
                    options.append((game.ability_cost(p, inst, ab), -b))
    for inst in pilot.hand:
        info = cards[inst]
        if not info.is_part:
            for ab in info.fast:
                if ab.steps or ab.conditions:
                    continue
                b = profile(ab).fue_boost
                if b > 0:
                    options.append((game.ability_cost(p, inst, ab), -b))
    for c, b in sorted(options, key=lambda o: (o[1] / max(o[0], 1), o[0])):
        if c <= car:
            car -= c
            boost -= b
            cost += c
    return boost, cost


#: What an effect that waits for an event («La próxima vez que …») is worth, against the same effect now.
W_DELAYED = 0.5
#: What an effect at a fixed later moment («Al comienzo de tu próximo turno; …») is worth: it comes, if later.
W_LATER = 0.8
#: Durations that outlast the turn: they cover the next Guerrilla an opponent declares.
_ACROSS_TURNS = (A.Timing.START_OF_NEXT_TURN, A.Timing.END_OF_NEXT_TURN, A.Timing.END_OF_OPPONENTS_NEXT_TURN,
                 A.Timing.END_OF_ROUND, A.Timing.END_OF_NEXT_ROUND)


def stat_gain(game: Game, view: _View, p: int, e: A.StatChange, unit_owner: int) -> float:
    """A stat change on ``unit_owner``'s Unidad, worth what it changes in the Guerrilla at hand; one that
    outlasts the turn («hasta el final del próximo turno de tu oponente») is worth at least half its stat
    points, for the Guerrilla still to come."""
    if e.duration is None or e.duration.test is not None or e.duration.timing is A.Timing.REST_OF_GAME:
        return _stat_points(game, p, e, unit_owner)  # lasting: worth its stat points
    if e.duration.timing is A.Timing.END_OF_PHASE and game.phase != GUERRILLA:
        return 0.0  # «hasta el final de la fase» outside a Guerrilla ends before any battle
    gain = _guerrilla_gain(game, view, p, e, unit_owner)
    if e.duration.timing in _ACROSS_TURNS and e.stat is not A.Stat.VEL:
        return max(gain, 0.5 * _stat_points(game, p, e, unit_owner))
    return gain


def _stat_points(game: Game, p: int, e: A.StatChange, unit_owner: int) -> float:
    weight = (W_FUE, W_DEF, W_VEL)[("fue", "def", "vel").index(e.stat.value)]
    return weight * e.amount * (1 if not game.is_opponent(p, unit_owner) else -1)


def _guerrilla_gain(game: Game, view: _View, p: int, e: A.StatChange, unit_owner: int) -> float:
    """What a change that ends with a turn changes in the Guerrilla at hand."""
    if e.stat is A.Stat.VEL:
        return 0.0
    active = game.active
    fue_delta = def_delta = 0
    if e.stat is A.Stat.FUE:
        fue_delta = e.amount
    else:
        def_delta = e.amount
    if active == p:  # the bot's own Guerrilla, declared or still to come this turn
        if game.phase == GUERRILLA and game.guerrilla_state == 1:
            defender = game.guerrilla_target
            planned = False
        elif game.phase == PRINCIPAL1 or (game.phase == GUERRILLA and game.guerrilla_state == 0):
            opponents = game.opponents(p)
            if not opponents:
                return 0.0
            defender = min(opponents, key=lambda q: view.stat(q, 1))
            planned = True
        else:
            return 0.0
        fue, dfn = view.stat(p, 0), view.stat(defender, 1)
        if unit_owner == p:
            new_fue, new_def = fue + fue_delta, dfn
        elif unit_owner == defender:
            new_fue, new_def = fue, max(0, dfn + def_delta)
        else:
            return 0.0
        before = guerrilla_value(game, p, defender, fue - dfn)
        after = guerrilla_value(game, p, defender, new_fue - new_def)
        if planned:
            before, after = max(before, 0.0), max(after, 0.0)
        return after - before
    if game.phase == GUERRILLA and game.guerrilla_state == 1 and game.guerrilla_target == p:
        attacker = active  # the Guerrilla declared against the bot: answer it
        fue, dfn = view.stat(attacker, 0), view.stat(p, 1)
        if unit_owner == p:
            new_fue, new_def = fue, dfn + def_delta
        elif unit_owner == attacker:
            new_fue, new_def = max(0, fue + fue_delta), dfn
        else:
            return 0.0
        return guerrilla_value(game, attacker, p, fue - dfn) - guerrilla_value(game, attacker, p, new_fue - new_def)
    return 0.0


def _chosen(a) -> int:
    """What a choice names: a card, a marcha by its number (docs/rulings.md 27), or an option of «elige uno»."""
    cls = type(a)
    return a.marcha if cls is ChooseMarcha else a.option if cls is ChooseOption else a.card


def _card_of(game: Game, a) -> int:
    """The card a choice names: for a marcha, the card whose marcha it is."""
    return game.stack[a.marcha - 1].source if type(a) is ChooseMarcha else a.card


def _marcha_gain(game: Game, view: _View, m) -> float:
    """What a marcha on the stack would gain its controller (with the targets it has)."""
    if m.negated or m.ability.prototype:
        return 0.0
    ev = Estimate(game, view, m.controller, m.source, respond=True)
    it = [inst for inst, serial, _ in m.targets if game.serial[inst] == serial]
    if not it and m.event_card >= 0:  # a Disparado's pronouns name the card of its event, as when it resolves
        it = [m.event_card]
    gain = _effects_gain(ev, m.ability.effects, it)
    if m.ability.negates is not None and m.responds_to is not None and not m.responds_to.negated:
        gain += _marcha_gain(game, view, m.responds_to)  # a negation is worth what it cancels
    return gain


def _on_selection(ab, select_node) -> tuple:
    """The effects that act on what ``select_node`` (a «Selecciona …» requirement) chose (read once per ability and
    requirement: the text does not change)."""
    key = (id(ab), id(select_node))
    hit = _SELECTED.get(key)
    if hit is None or hit[0] is not ab or hit[1] is not select_node:
        hit = _SELECTED[key] = (ab, select_node, _find_on_selection(ab, select_node))
    return hit[2]


_SELECTED: dict[tuple[int, int], tuple] = {}


def _find_on_selection(ab, select_node) -> tuple:
    chosen_by = None
    for r in ab.ast.requirements if ab.ast is not None else ():
        if introduced(r) is not None:
            chosen_by = r
    if chosen_by is not select_node and chosen_by is not None and not isinstance(select_node, A.Select):
        return ()
    found = []
    for e in ab.effects:
        if _names_selected(e):
            found.append(e)
        if introduced(e) is not None:
            break
    return tuple(found)


def _names_selected(e) -> bool:
    """Whether ``e`` acts on what a «Selecciona …» chose: its object is a pronoun, or one of an option's is."""
    if isinstance(e, A.BRANCHING):
        return any(_names_selected(x) for mode in e.branches for x in A.mode_effects(mode))
    target = getattr(e, "target", None) or getattr(e, "what", None) or getattr(e, "subject", None)
    return isinstance(target, A.It)


def _effects_gain(ev: "Estimate", effects, it: list[int], skip_selected: bool = False) -> float:
    """The effects in order, pronouns bound to what the effect before them took. With
    ``skip_selected``, the effects on the «Selecciona» targets are already counted in ``it``'s choice."""
    gain = 0.0
    for e in effects:
        target, on_selected, introduces, hook, on_card = _effect_reading(e)
        if skip_selected and on_selected:
            continue
        if introduces:
            skip_selected = False
        if hook is not None:
            gain += hook(ev, it)
        elif target is not None and on_card:
            value, taken = ev.best_cards(e, target, it)
            gain += value
            if introduces:
                it = taken
    return gain


def _effect_reading(e) -> tuple:
    """What :func:`_effects_gain` reads of an effect, read once (the text does not change): its object, whether it
    acts on what a «Selecciona» chose, whether it introduces the referent of later pronouns, its ``bot_value`` hook
    and whether it has ``bot_on_card``."""
    hit = _READINGS.get(id(e))
    if hit is None or hit[0] is not e:
        target = getattr(e, "target", None) or getattr(e, "what", None)
        on_selected = (isinstance(target, A.It) and not isinstance(e, A.ON_MARCHAS)
                       or isinstance(e, A.BRANCHING) and _names_selected(e))
        hit = _READINGS[id(e)] = (e, (target, on_selected, introduced(e) is not None, getattr(e, "bot_value", None),
                                      hasattr(e, "bot_on_card")))
    return hit[1]


_READINGS: dict[int, tuple] = {}


def ability_gain(game: Game, view: _View, inst: int, ab, x: int = 0) -> float:
    """The estimated gain of activating ``ab`` of card ``inst`` now (costs included), with ``x`` for «CAR X |»:
    each X is its own action, so the bot takes the X whose effects are worth most for the CAR it costs."""
    p = view.p
    if ab.prototype:
        return -1.0  # free text: it does nothing in the engine
    pick = ab.picks_player
    if pick is None or pick.who is not A.Player.OPPONENT:
        return _ability_gain(game, view, inst, ab, x)
    options = pick.options(game, p)
    if not options:
        return -1.0
    named = game.named_opponent  # «Selecciona a un oponente»: valued with «tu oponente» the one it would pick
    game.named_opponent = (p, pick.bot_pick(game, p, options))
    try:
        return _ability_gain(game, view, inst, ab, x)
    finally:
        game.named_opponent = named


def _ability_gain(game: Game, view: _View, inst: int, ab, x: int) -> float:
    p = view.p
    ev = Estimate(game, view, p, inst, x=x)
    gain, paid = 0.0, W_CAR_SPENT * game.ability_cost(p, inst, ab, x)  # what it costs now, Pasivas included
    it: list[int] = []
    for step in ab.steps:
        if isinstance(step, A.SelectPlayer):  # the pilot: see ability_gain
            continue
        if isinstance(step, A.Select):
            effects = _on_selection(ab, step)
            options, low, high = game._step_options(p, inst, step)
            chosen_from = step.what if isinstance(step.what, A.Selection) else None
            scored = sorted(((sum(ev.on_card(e, c) for e in effects) * (_kept(game, p, chosen_from, c) if chosen_from
                              is not None else 1.0), c) for c in options), reverse=True)
            count = chosen_from.count if chosen_from is not None else None
            if count is not None and count.kind is A.CountKind.UP_TO:
                chosen = [x for x in scored[:high] if x[0] > 0] or scored[:1]
            else:
                chosen = scored[:max(high, 0)]
            gain += sum(score for score, _ in chosen)
            it = [c for _, c in chosen]
        else:
            paid += _cost_of(game, view, p, inst, step)
    gain += _effects_gain(ev, ab.effects, it, skip_selected=True)
    if ab.delay is not None:  # «La próxima vez que …»: later, if ever, and the board will have changed
        gain *= W_LATER if isinstance(ab.delay, A.Later) else W_DELAYED
    return gain - paid


def _cost_of(game: Game, view: _View, p: int, inst: int, step) -> float:
    """What paying a cost (6.1) takes from the pilot: the cheapest cards it may pay with."""
    action = step.action
    if isinstance(action, A.RemoveCounters):  # the counters it spends, not the card they are on
        return action.bot_cost()
    options, low, _ = game._step_options(p, inst, step)
    if isinstance(getattr(action, "target", None), A.ThisCard):
        return part_value(game.cards[inst])
    if isinstance(action, A.Deactivate):
        return sum(sorted(deactivation_cost(game, c) for c in options)[:low])
    if isinstance(action, A.Reveal):
        return 0.0
    return sum(sorted(hand_value(game, p, c) if c in game.pilots[p].hand else part_value(game.cards[c])
                      for c in options)[:low])


class Estimate:
    """What the construct hooks (``bot_on_card``, ``bot_value``) read while the greedy bot scores an
    effect for pilot ``p``, controller of card ``source``: the weights and the scores of this module."""

    W_BOTIN, W_REPAIR, W_DISCARD, W_DRAW, W_CAR_GAIN = W_BOTIN, W_REPAIR, W_DISCARD, W_DRAW, W_CAR_GAIN
    W_GAME, W_EXTRA_TURN = W_GAME, W_EXTRA_TURN

    def __init__(self, game: Game, view: _View, p: int, source: int, respond: bool = False, x: int = 0):
        self.game, self.view, self.p, self.source, self.respond, self.x = game, view, p, source, respond, x

    def amount(self, amount) -> int:
        if amount.equal and type(amount.per) is A.XChosen:  # «X cartas»: the X of the action scored
            return self.x
        return self.game.amount(amount, self.p, self.source)

    def part_value(self, inst: int) -> float:
        return part_value(self.game.cards[inst])

    def on_board(self, inst: int) -> bool:
        return self.game.loc[inst] in (Z_UNIT, Z_TALLER)

    def on_unit(self, inst: int) -> bool:
        return self.game.loc[inst] == Z_UNIT

    def active(self, inst: int) -> bool:
        return self.game.loc[inst] == Z_UNIT and not self.game.deact[inst]

    def enemy(self, inst: int) -> bool:
        return self.game.is_opponent(self.p, self.game.owner[inst])

    def endangered(self, inst: int) -> bool:
        return _endangered(self.game, self.view, inst)

    def damage_score(self, inst: int, amount: int) -> float:
        """What ``amount`` damage on ``inst`` is worth, once what the replacements about it leave (rulings 45, 69)."""
        if self.game.any_replacement:
            amount = foreseen_damage(self.game, inst, amount)
        return damage_score(self.game, self.p, inst, amount)

    def held(self, inst: int) -> bool:
        """Whether ``inst`` is an equipped Parte that «no puede ser movida» now (docs/rulings.md 46)."""
        return self.game._held(inst)

    def replaced(self, event, inst: int) -> bool:
        """Whether a Pasiva would replace ``event`` on ``inst`` («Si esta Parte fuera a ser destruida, en su lugar
        …», docs/rulings.md 45): then doing it is worth nothing, and the bot spends its turn on something else."""
        g = self.game
        return g.any_replacement and g.replacement_for(event, inst) is not None

    def hand_value(self, inst: int) -> float:
        return hand_value(self.game, self.game.owner[inst], inst)

    def equip_gain(self, inst: int) -> float:
        return equip_gain(self.game, self.p, inst)

    def stat_gain(self, change, unit_owner: int) -> float:
        return stat_gain(self.game, self.view, self.p, change, unit_owner)

    def draw_value(self, n: int) -> float:
        left = len(self.game.pilots[self.p].arsenal) - n
        return W_DRAW * n if left >= ARSENAL_SAFETY else -W_DRAW * (ARSENAL_SAFETY - left)

    def saved_by_leaving(self, inst: int) -> bool:
        """An own Parte that is better off the Unidad: targeted by an enemy marcha or about to be destroyed."""
        game = self.game
        return (game.stack and _targeted(game, inst)) or bool(game.damage[inst]) and self.endangered(inst)

    def to_taller_value(self, inst: int) -> float:
        game, p = self.game, self.p
        if game.loc[inst] != Z_UNIT:
            return 0.0
        value = self.part_value(inst)
        if self.enemy(inst):  # out of the Unidad for a turn: most useful just before the own Guerrilla
            before_attack = game.active == p and (game.phase == PRINCIPAL1 or (
                game.phase == GUERRILLA and game.guerrilla_state < 2))
            return (0.3 if before_attack else 0.1) * value if self.active(inst) else 0.05 * value
        if game.stack and _targeted(game, inst):
            return W_SAVE * value  # the enemy marcha loses its target (6.1.1.1)
        return W_SAVE * value if game.damage[inst] and self.endangered(inst) else -0.5 * value

    def negate_value(self) -> float:
        game = self.game
        if self.respond or not game.stack:
            return 0.0
        top = game.stack[-1]
        if not game.is_opponent(self.p, top.controller):
            return -1.0
        if game.any_unnegatable and game._unnegatable(top):  # its Parte's Pasiva keeps it (docs/rulings.md 71)
            return -1.0
        harm = _marcha_gain(game, self.view, top)
        return harm if harm >= W_NEGATE_MIN else -1.0

    def copy_value(self) -> float:
        """«cópiala»: what the marcha on top would gain its controller, were it ours (its targets chosen anew are
        not known: the original's stand in for them)."""
        game = self.game
        if self.respond or not game.stack or game.stack[-1].negated:
            return 0.0
        top = game.stack[-1]
        gain = _marcha_gain(game, self.view, top)
        return gain if game.is_opponent(self.p, top.controller) else 0.5 * gain

    def effects_gain(self, effects, it: list[int]) -> float:
        """The value of ``effects`` in order, their pronouns naming ``it`` first."""
        return _effects_gain(self, effects, it)

    def on_card(self, effect, inst: int) -> float:
        hook = getattr(effect, "bot_on_card", None)
        return hook(self, inst) if hook is not None else 0.0

    def on_cards(self, effect, target, it: list[int]) -> float:
        return self.best_cards(effect, target, it)[0]

    def best_cards(self, effect, target, it: list[int]) -> tuple[float, list[int]]:
        """The value of ``effect`` on the cards ``target`` names, with the best choice where there is one."""
        game = self.game
        if isinstance(target, A.It):
            return sum(self.on_card(effect, c) for c in it), it
        if isinstance(target, A.ThisCard):
            return self.on_card(effect, self.source), [self.source]
        if isinstance(target, A.OfThem):  # cards a «mira …» shows only when it resolves: not seen yet
            hook = getattr(effect, "bot_unseen", None)
            return (hook(self) * target.n if hook is not None else 0.0), []
        if not isinstance(target, A.Selection):
            return 0.0, []
        if target.where() is A.Place.MARCHAS:
            return 0.0, []
        options = game.matching(target, self.p, self.source, getattr(type(effect), "default_place", None))
        scored = sorted(((self.on_card(effect, c) * _kept(game, self.p, target, c), c) for c in options), reverse=True)
        count = target.count
        if count is None or not count.choice:
            return sum(score for score, _ in scored), [c for _, c in scored]
        _, high = count.limits(len(options))
        if target.random:  # «al azar»: the game draws them, so the value is the average of what it may draw
            mean = sum(score for score, _ in scored) / len(scored) if scored else 0.0
            return mean * high, []
        chosen = scored[:high]
        if count.kind is A.CountKind.UP_TO:
            chosen = [x for x in chosen if x[0] > 0] or chosen[:1]
        return sum(score for score, _ in chosen), [c for _, c in chosen]


def _kept(game: Game, p: int, target, inst: int) -> float:
    """The share of an effect's value on ``inst`` the bot counts: each filter of ``target`` says how likely the card
    still meets it when the marcha resolves (6.1.1.1; 1 for most)."""
    weight = 1.0
    for f in target.filters:
        weight *= f.bot_weight(game, p, inst)
    return weight
