"""The engine plays Unmatched's card language: one small class per effect node (:data:`EFFECTS`), a
:class:`Player` the engine calls at each timing window (``texts.TextPlayer``).

A choice an effect offers (a target, a destination, a card) is made for the player who makes it in the rulebook
(the card's owner; the rival for «Tu rival descarta 1 carta») by :class:`Chooser`, from what that player may see:
the options the effect allows, the board, their own hand. The choices are not yet decisions of the players'
pilots through legal actions (the engine resolves a combat without stopping); rulings.md U40.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..engine import _bits
from ..rules import ATTACK, DEFENCE, WINDOWS
from . import nodes as N
from . import TextError, bundled_lexicon, normalise, parse


@lru_cache(maxsize=512)
def _readable(text: str) -> N.Text | None:
    """``text`` parsed (once), or None if the language cannot read it (a prototype: listed as not played)."""
    try:
        return parse(text, bundled_lexicon())
    except TextError:
        return None


@dataclass
class Context:
    """One text being played: the ``game``, its hero (``army``), the card (None for an ability), where it applies,
    and what its sentences leave to the next ones (the chosen space, the cards looked at, a defeat, a search)."""

    game: Any
    army: int
    card: Any
    where: str
    space: int = -1
    looked: list = field(default_factory=list)
    defeated: bool = False
    found_in_deck: bool = False
    subject: int = -1  # the fighter a condition named («Si el Rey Arturo tiene…»): «su vida», «no ha sido derrotado»
    done: bool = False  # the optional effect before was done: «Si lo haces, …»

    # --- who is who
    @property
    def fighters(self) -> tuple[int, ...]:
        return self.game.armies[self.army].fighters

    def mine(self) -> int:
        """The fighter of the card: in a combat, this army's fighter in it; for a scheme, the fighter playing it;
        otherwise the card's character (the hero for «cualquiera»)."""
        g = self.game
        if g.combat is not None:
            attacker, target = g.combat[0], g.combat[1]
            return attacker if g.fighters[attacker].army == self.army else target
        if g.acting >= 0:
            return g.acting
        if self.card is not None:
            for f in self.fighters:
                if g.fighters[f].kind.name == self.card.character and g.pos[f] >= 0:
                    return f
        return self.fighters[0]

    def rival(self) -> int:
        """The opposing fighter of the combat (-1 outside one)."""
        g = self.game
        if g.combat is None:
            return -1
        attacker, target = g.combat[0], g.combat[1]
        return target if g.fighters[attacker].army == self.army else attacker

    def rival_army(self) -> int:
        r = self.rival()
        if r >= 0:
            return self.game.fighters[r].army
        team = self.game.armies[self.army].team
        return next(a for a, army in enumerate(self.game.armies) if army.team != team)

    def named(self, name: str) -> list[int]:
        """Fighters called ``name`` (any copy: «Harpía 2»): this hero's first, else anyone's."""
        g, key = self.game, normalise(name)
        own = [f for f in self.fighters if normalise(g.fighters[f].kind.name) == key]
        return own or [f for f in range(len(g.fighters)) if normalise(g.fighters[f].kind.name) == key]

    def enemy(self, f: int) -> bool:
        return self.game.team_of[f] != self.game.armies[self.army].team

    def select(self, who: N.Fighters) -> list[int]:
        """The fighters in play ``who`` names."""
        g = self.game
        return [f for f in self.named_by(who) if g.pos[f] >= 0]

    def named_by(self, who: N.Fighters) -> list[int]:
        """The fighters ``who`` names, in play or defeated («Si el luchador defensor fue derrotado»)."""
        g = self.game
        kind = who.kind
        if kind == "heroe":
            return [f for f in self.fighters if g.fighters[f].kind.hero]
        if kind in ("companeros", "un_companero"):
            return [f for f in self.fighters if not g.fighters[f].kind.hero]
        if kind in ("defensor", "atacante"):
            return [] if g.combat is None else [g.combat[0] if kind == "atacante" else g.combat[1]]
        return self._in_play(who)

    def one(self, who: N.Fighters, question: str) -> list[int]:
        """The fighters in play ``who`` names; just one, its player's choice, for «a uno de tus compañeros», «a un
        luchador rival»."""
        found = self.select(who)
        if who.kind in ("uno", "un_companero") and found:
            return [CHOOSE.target(self, found, question)]
        return found

    def _in_play(self, who: N.Fighters) -> list[int]:
        g = self.game
        alive = [f for f in range(len(g.fighters)) if g.pos[f] >= 0]
        kind = who.kind
        if kind in ("nombre", "cada_nombre"):
            return [f for f in self.named(who.name) if g.pos[f] >= 0]
        if kind == "tuyo":
            return [f for f in (self.mine(),) if g.pos[f] >= 0]
        if kind == "tuyos":
            return [f for f in self.fighters if g.pos[f] >= 0]
        if kind == "todos":
            return alive
        if kind == "rival":
            return [f for f in (self.rival(),) if f >= 0 and g.pos[f] >= 0]
        if kind == "rivales":
            return [f for f in alive if self.enemy(f)]
        found = [f for f in alive if who.who != "rival" or self.enemy(f)]
        return [f for f in found if self.at(f, who.where)] if who.where else found

    def at(self, f: int, where: N.Where) -> bool:
        return self.space_at(self.game.pos[f], where, f)

    def space_at(self, space: int, where: N.Where, f: int) -> bool:
        """Whether ``space`` is ``where`` (for fighter ``f``: «de su zona» is the zone ``f`` is in)."""
        g = self.game
        if where.kind == "su_zona":
            return g.pos[f] >= 0 and bool(g.zones[space] & g.zones[g.pos[f]])
        if where.of is not None:
            refs = [g.pos[r] for r in self.select(where.of)]
            if where.kind == "adyacente":
                return any(space in g.adj[r] for r in refs)
            if where.kind == "no_adyacente":
                return not any(space in g.adj[r] for r in refs)
            return any(g.zones[space] & g.zones[r] for r in refs)
        if where.kind == "adyacente":
            return any(g.pos[n] >= 0 and space in g.adj[g.pos[n]] for n in self.named(where.name))
        if where.kind in ("zona", "zona_que"):
            return bool(g.zones[space] & self.zone_of(where.name))
        return False  # the chosen space: Damage places it itself

    def zone_of(self, name: str) -> frozenset:
        g = self.game
        zones = [g.zones[g.pos[n]] for n in self.named(name) if g.pos[n] >= 0]
        return frozenset().union(*zones) if zones else frozenset()

    def won(self) -> bool:
        """«Si ganaste el combate» (rulings.md U32): the attacker if it dealt damage, the defender otherwise."""
        return self._result() is True

    def lost(self) -> bool:
        """«Si perdiste el combate»: a combat was fought and not won (U32)."""
        return self._result() is False

    def _result(self) -> bool | None:
        """Whether this hero won the combat being resolved; None when there is no result to read: only AFTER THE
        COMBAT is its damage dealt (INMEDIATAMENTE, DURANTE EL COMBATE, «Cuando … ataca» come before it, a scheme or
        a turn's moment has no combat: rulings.md U59), so never the combat before."""
        if self.where != WINDOWS[2]:
            return None
        last = self.game.last_combat
        if last is None:
            return None
        attacker_won = last[4]
        return attacker_won if self.game.fighters[last[0]].army == self.army else not attacker_won


class Chooser:
    """The choices of the effects, asked of the player who makes them (``Game.ask``: a decision of its pilot, rulings.md
    U40), each with its options ranked by a fixed rule from what that player may see (the first is the rule's pick)."""

    @staticmethod
    def toward(ctx: Context, f: int, spaces: list[int], army: int | None = None) -> int:
        """Where ``f`` goes: by the rule, the space nearest an enemy of ``f``'s team (for one's own fighter), or
        farthest (for a rival's)."""
        g = ctx.game
        if not spaces:
            return -1
        enemies = [e for e in range(len(g.fighters)) if g.pos[e] >= 0 and g.team_of[e] != g.team_of[f]]

        def near(s: int) -> int:
            return min((g.distance[s][g.pos[e]] for e in enemies), default=0)

        ranked = sorted(spaces, key=lambda s: ((-near(s) if ctx.enemy(f) else near(s)), s))
        label = g.fighters[f].label
        where = g.space(f)
        ids = [g.space_ids[s] for s in ranked]
        texts = [f"{label} se queda en {i}" if i == where else f"{label} a {i}" for i in ids]
        chosen = g.ask(ctx.army if army is None else army, f"¿adónde va {label}?", ids, texts)
        return g.space_ids.index(chosen)

    @staticmethod
    def target(ctx: Context, options: list[int], what: str = "a quién") -> int:
        """Which fighter: by the rule, the enemy nearest defeat, a hero first on a tie."""
        g = ctx.game
        ranked = sorted(options, key=lambda f: (not ctx.enemy(f), g.hp[f], not g.fighters[f].kind.hero, f))
        texts = [f"{g.fighters[f].label} ({g.hp[f]} de vida, en {g.space(f)})" for f in ranked]
        return int(g.ask(ctx.army, f"¿{what}?", [str(f) for f in ranked], texts))

    @staticmethod
    def best_cards(ctx: Context, army: int, cards: list[int], n: int, keep: bool = True, chooser: int | None = None,
                   question: str = "¿qué carta?") -> list[int]:
        """``n`` of ``cards`` (indices of ``army``'s cards), one at a time: by the rule, the most valuable (value,
        then boost) — or the least, for ``keep=False`` (what to lose). ``chooser``: the army that chooses."""
        g = ctx.game
        info = g.armies[army].cards
        left = list(cards)
        picked = []
        for _ in range(min(n, len(left))):
            ranked = sorted(set(left), key=lambda c: ((info[c].value or 0) + info[c].boost, c), reverse=keep)
            key = g.ask(army if chooser is None else chooser, question, [info[c].key for c in ranked],
                        [info[c].name for c in ranked])
            card = next(c for c in ranked if info[c].key == key)
            left.remove(card)
            picked.append(card)
        return picked


CHOOSE = Chooser()


# --- the effects: one class per node ----------------------------------------------------------------------------

class Effect:
    """Plays one node of its type in a :class:`Context`."""

    def run(self, node, ctx: Context) -> None:  # pragma: no cover - every subclass has its own
        raise NotImplementedError


class MoveEffect(Effect):
    def run(self, node: N.Move, ctx: Context) -> None:
        g = ctx.game
        for f in ctx.one(node.who, "a quién mueves"):
            if g.pos[f] < 0:
                continue
            occupied, enemies = g._occupied(g.team_of[f])
            mask = g._reach(f, node.n, occupied, 0 if node.note == "atravesar" else enemies)
            spaces = _bits(mask) + [g.pos[f]]  # «hasta»: staying is moving 0
            g._move(f, CHOOSE.toward(ctx, f, spaces))


class PickAndMoveEffect(Effect):
    def run(self, node: N.PickAndMove, ctx: Context) -> None:
        """One of the fighters of the combat still in play, its player's choice (by the rule, one's own)."""
        g = ctx.game
        fighters = [f for f in (ctx.mine(), ctx.rival()) if f >= 0 and g.pos[f] >= 0]
        if not fighters:
            return
        texts = [g.fighters[f].label for f in fighters]
        f = int(g.ask(ctx.army, "¿qué luchador del combate mueves?", [str(f) for f in fighters], texts))
        MoveEffect().run(N.Move(N.Fighters("tuyo") if f == ctx.mine() else N.Fighters("rival"), node.n), ctx)


class DrawEffect(Effect):
    def run(self, node: N.Draw, ctx: Context) -> None:
        for _ in range(node.n):
            ctx.game._draw(ctx.army)


class HealEffect(Effect):
    def run(self, node: N.Heal, ctx: Context) -> None:
        g = ctx.game
        for f in ctx.select(node.who):
            g.hp[f] = min(g.fighters[f].kind.health, g.hp[f] + node.n)


class PlaceEffect(Effect):
    def run(self, node: N.Place, ctx: Context) -> None:
        g = ctx.game
        for f in ctx.one(node.who, "a quién colocas"):
            allowed = [s for s in range(len(g.space_ids))
                       if (g.occ[s] < 0 or (s == g.pos[f] and not node.other))
                       and (node.where is None or ctx.space_at(s, node.where, f))]
            if allowed:  # its own space only if it is one the text allows (and not «otra»)
                g._move(f, CHOOSE.toward(ctx, f, allowed))


class DamageEffect(Effect):
    def run(self, node: N.Damage, ctx: Context) -> None:
        g = ctx.game
        who = node.who
        if who.where is not None and who.where.kind == "casilla_elegida":
            hit = self._around(ctx, who)
        else:
            hit = ctx.select(who)
            if who.kind in ("uno", "un_companero") and hit:
                hit = [CHOOSE.target(ctx, hit, f"a quién haces {node.n} de daño")]
        for f in hit:
            g._lose(f, node.n)
            ctx.defeated |= g.hp[f] == 0

    @staticmethod
    def _around(ctx: Context, who: N.Fighters) -> list[int]:
        """«de esa casilla y de una casilla adyacente»: the chosen space and the adjacent one with most targets."""
        g = ctx.game
        if ctx.space < 0:
            return []

        def targets(space: int) -> list[int]:
            f = g.occ[space]
            return [f] if f >= 0 and (who.who != "rival" or ctx.enemy(f)) else []

        ranked = sorted(sorted(g.adj[ctx.space]), key=lambda s: -len(targets(s)))
        if not ranked:
            return targets(ctx.space)
        ids = [g.space_ids[s] for s in ranked]
        best = g.space_ids.index(g.ask(ctx.army, "¿qué casilla adyacente?", ids, ids))
        return targets(ctx.space) + targets(best)


class RivalDiscardsEffect(Effect):
    def run(self, node: N.RivalDiscards, ctx: Context) -> None:
        g = ctx.game
        army = ctx.rival_army()
        hand = g.hand[army]
        for _ in range(min(node.n, len(hand))):
            card = g.chance().choice(hand) if node.random else \
                CHOOSE.best_cards(ctx, army, hand, 1, keep=False, question="¿qué carta descartas?")[0]
            hand.remove(card)
            g.discard[army].append(card)


class HandDiscardEffect(Effect):
    def run(self, node: N.HandDiscard, ctx: Context) -> None:
        g = ctx.game
        army = ctx.rival_army()
        for card in CHOOSE.best_cards(ctx, army, g.hand[army], node.n, chooser=ctx.army,
                                      question="¿qué carta de tu rival descarta?"):
            g.hand[army].remove(card)
            g.discard[army].append(card)


class LookHandEffect(Effect):
    def run(self, node: N.LookHand, ctx: Context) -> None:
        """Information only: the game state does not change (rulings.md U40)."""


class ChangeStateEffect(Effect):
    def run(self, node: N.ChangeState, ctx: Context) -> None:
        g = ctx.game
        for f in ctx.select(node.who):
            army = g.fighters[f].army
            hero = g.armies[army].deck.hero
            if normalise(hero.state) == normalise(node.state) and len(hero.states) == 2:
                g.hero_state[army] = 1 - g.hero_state[army]


class ChooseStateEffect(Effect):
    def run(self, node: N.ChooseState, ctx: Context) -> None:
        """Its player chooses the state the hero starts in (by the rule, the first the text names: «GRANDE»)."""
        hero = ctx.game.armies[ctx.army].deck.hero
        states = [normalise(s) for s in hero.states]
        if normalise(node.first) not in states:
            return
        first = states.index(normalise(node.first))
        order = [first] + [k for k in range(len(states)) if k != first]
        texts = [f"{hero.name} empieza {hero.states[k]}" for k in order]
        ctx.game.hero_state[ctx.army] = int(ctx.game.ask(ctx.army, f"¿cómo empieza {hero.name}?",
                                                         [str(k) for k in order], texts))


def _set_own_value(ctx: Context, value: int) -> None:
    fight = ctx.game.fight
    if fight is None:
        return
    if ctx.game.fighters[ctx.game.combat[0]].army == ctx.army:
        fight.attack = value
    else:
        fight.defence = value


def _own_value(ctx: Context) -> int:
    fight = ctx.game.fight
    return fight.attack if ctx.game.fighters[ctx.game.combat[0]].army == ctx.army else fight.defence


class ChangeValueEffect(Effect):
    def run(self, node: N.ChangeValue, ctx: Context) -> None:
        """This card's value, or the rival's combat card's (whatever its type: rulings.md U55), changed by ``n``."""
        fight = ctx.game.fight
        if fight is None:
            return
        attacking = ctx.game.fighters[ctx.game.combat[0]].army == ctx.army
        if attacking != node.rival:
            fight.attack = _changed(fight.attack, node)
        else:
            fight.defence = _changed(fight.defence, node)


def _changed(value: int, node: N.ChangeValue) -> int:
    return max(0, value + node.n) if node.floor else value + node.n


class DiscardEffect(Effect):
    def run(self, node: N.Discard, ctx: Context) -> None:
        """Cards of the player's own hand, its choice (by the rule, the least valuable); «puedes»: or none."""
        g = ctx.game
        hand = g.hand[ctx.army]
        if node.optional:
            if len(hand) < node.n:
                return
            key = g.ask(ctx.army, "¿descartas?", ["si", "no"],
                        [f"descartar {_cards_text(node.n)}", "no descartar"])
            if key != "si":
                return
        for card in CHOOSE.best_cards(ctx, ctx.army, hand, node.n, keep=False, question="¿qué carta descartas?"):
            hand.remove(card)
            g.discard[ctx.army].append(card)
        ctx.done = True


def _cards_text(n: int) -> str:
    return f"{n} carta" if n == 1 else f"{n} cartas"


class DiscardBoostEffect(Effect):
    def run(self, node: N.DiscardBoost, ctx: Context) -> None:
        """A card of the hand to the discard pile (by the rule, the best boost), its boost added to this card's value;
        «puedes»: or none (U58: then «Si lo haces» does not hold)."""
        g = ctx.game
        hand = g.hand[ctx.army]
        if g.fight is None or not hand:
            return
        cards = g.armies[ctx.army].cards
        ranked = sorted(set(hand), key=lambda c: (-cards[c].boost, cards[c].value or 0, -c))
        keys = [cards[c].key for c in ranked] + (["ninguna"] if node.optional else [])
        key = g.ask(ctx.army, "¿qué carta descartas para sumar su impulso?", keys,
                    [f"{cards[c].name} (+{cards[c].boost})" for c in ranked] + (["ninguna"] if node.optional else []))
        if key == "ninguna":
            return
        card = next(c for c in ranked if cards[c].key == key)
        hand.remove(card)
        g.discard[ctx.army].append(card)
        _set_own_value(ctx, _own_value(ctx) + cards[card].boost)
        ctx.done = True


class DrawUpToEffect(Effect):
    def run(self, node: N.DrawUpTo, ctx: Context) -> None:
        """Once per card missing (an exhausted deck costs health once per card it cannot give: U4)."""
        g = ctx.game
        for _ in range(max(0, node.n - len(g.hand[ctx.army]))):
            g._draw(ctx.army)
            if g.over:
                return


class SetValueEffect(Effect):
    def run(self, node: N.SetValue, ctx: Context) -> None:
        if ctx.game.fight is not None:
            _set_own_value(ctx, node.n)


def _traits(ctx: Context, trait: str) -> int:
    """Cards of ``trait`` in this hero's discard pile (the card being played is not there yet)."""
    cards = ctx.game.armies[ctx.army].cards
    key = normalise(trait)
    return sum(any(normalise(t) == key for t in cards[c].traits) for c in ctx.game.discard[ctx.army])


class AddValuePerEffect(Effect):
    def run(self, node: N.AddValuePer, ctx: Context) -> None:
        if ctx.game.fight is not None:
            _set_own_value(ctx, _own_value(ctx) + node.n * _traits(ctx, node.trait))


class MillAddEffect(Effect):
    def run(self, node: N.MillAdd, ctx: Context) -> None:
        g = ctx.game
        if g.fight is None or not g.deck[ctx.army]:
            return  # an empty deck has no top card: nothing is added (rulings.md U44)
        card = g.deck[ctx.army].pop()
        g.discard[ctx.army].append(card)
        _set_own_value(ctx, _own_value(ctx) + g.armies[ctx.army].cards[card].boost)


class AddBoostEffect(Effect):
    def run(self, node: N.AddBoost, ctx: Context) -> None:
        """A card of the hand face down with the attack: its boost added (the best boost, if there is a card)."""
        g = ctx.game
        hand = g.hand[ctx.army]
        if not hand:
            return
        cards = g.armies[ctx.army].cards
        ranked = sorted(set(hand), key=lambda c: (-cards[c].boost, cards[c].value or 0, -c))
        key = g.ask(ctx.army, "¿qué carta añades como impulso?", [cards[c].key for c in ranked] + ["ninguna"],
                    [f"{cards[c].name} (+{cards[c].boost})" for c in ranked] + ["ninguna"])
        if key == "ninguna":
            return
        card = next(c for c in ranked if cards[c].key == key)
        hand.remove(card)
        if ctx.where == "ataque":  # the ability: before the defence, added when the combat is resolved
            g.attack_boost = card
        elif g.fight is not None:
            g.fight.boosts.append(card)
            _set_own_value(ctx, _own_value(ctx) + cards[card].boost)


class CancelEffect(Effect):
    def run(self, node: N.Cancel, ctx: Context) -> None:
        if ctx.game.fight is not None:
            ctx.game.fight.cancelled.add(ctx.rival_army())


class PreventEffect(Effect):
    def run(self, node: N.Prevent, ctx: Context) -> None:
        if ctx.game.fight is not None:
            ctx.game.fight.prevented = True


class SearchEffect(Effect):
    def run(self, node: N.Search, ctx: Context) -> None:
        g = ctx.game
        cards = g.armies[ctx.army].cards
        key = normalise(node.name)
        for pile, in_deck in ((g.deck[ctx.army], True), (g.discard[ctx.army], False)):
            found = next((c for c in pile if normalise(cards[c].name) == key), None)
            if found is not None:
                pile.remove(found)
                g.hand[ctx.army].append(found)
                ctx.found_in_deck = in_deck
                return


class SearchClassEffect(Effect):
    def run(self, node: N.SearchClass, ctx: Context) -> None:
        """One card of exactly that class from the discard pile to the hand (U64), by the rule the best."""
        g = ctx.game
        cards = g.armies[ctx.army].cards
        of_class = [c for c in g.discard[ctx.army] if cards[c].kind == node.kind]
        for card in CHOOSE.best_cards(ctx, ctx.army, of_class, 1, question="¿qué carta añades a tu mano?"):
            g.discard[ctx.army].remove(card)
            g.hand[ctx.army].append(card)


class SwapEffect(Effect):
    def run(self, node: N.Swap, ctx: Context) -> None:
        """Each to the other's space: not a move (nothing blocks it) nor a change of the combat's fighters (U65);
        with one of them out of play (or the same fighter twice), nothing happens."""
        g = ctx.game
        first, second = ctx.one(node.first, "a quién cambias de casilla"), ctx.one(node.second, "con quién")
        if not first or not second or first[0] == second[0]:
            return
        a, b = first[0], second[0]
        space_a, space_b = g.pos[a], g.pos[b]
        g.pos[a], g.pos[b] = space_b, space_a
        g.occ[space_a], g.occ[space_b] = b, a


class ShuffleEffect(Effect):
    def run(self, node: N.Shuffle, ctx: Context) -> None:
        ctx.game.chance().shuffle(ctx.game.deck[ctx.army])


class LookTopEffect(Effect):
    def run(self, node: N.LookTop, ctx: Context) -> None:
        deck = ctx.game.deck[ctx.army]
        ctx.looked = [deck.pop() for _ in range(min(node.n, len(deck)))]


class KeepTopEffect(Effect):
    def run(self, node: N.KeepTop, ctx: Context) -> None:
        g = ctx.game
        keep = CHOOSE.best_cards(ctx, ctx.army, ctx.looked, node.keep, question="¿qué carta añades a tu mano?")
        g.hand[ctx.army].extend(keep)
        back = list(ctx.looked)
        for card in keep:
            back.remove(card)
        if node.discard:  # «y descarta las demás»
            g.discard[ctx.army].extend(back)
            ctx.looked = []
            return
        # the last put back is the top: by the rule, the best on top (under the deck: the best last drawn)
        order = CHOOSE.best_cards(ctx, ctx.army, back, len(back), keep=False,
                                  question="¿qué carta devuelves al mazo, debajo de las demás?")
        if node.bottom:
            g.deck[ctx.army][:0] = order
        else:
            g.deck[ctx.army].extend(order)
        ctx.looked = []


class ReturnDefeatedEffect(Effect):
    def run(self, node: N.ReturnDefeated, ctx: Context) -> None:
        g = ctx.game
        fallen = [f for f in ctx.named(node.name) if g.pos[f] < 0 and g.hp[f] == 0 and not g.fighters[f].kind.hero]
        if not fallen:
            return
        zone = ctx.zone_of(node.where.name)
        free = [s for s in range(len(g.space_ids)) if g.occ[s] < 0 and g.zones[s] & zone]
        if free:
            f = fallen[0]
            g.hp[f] = g.fighters[f].kind.health
            g._move(f, CHOOSE.toward(ctx, f, free))


class ChooseSpaceEffect(Effect):
    def run(self, node: N.ChooseSpace, ctx: Context) -> None:
        """The space of the zone with most rival fighters on it and next to it."""
        g = ctx.game
        zone = ctx.zone_of(node.where.name)
        spaces = [s for s in range(len(g.space_ids)) if g.zones[s] & zone]

        def hits(s: int) -> int:
            here = int(g.occ[s] >= 0 and ctx.enemy(g.occ[s]))
            return here * 10 + max((int(g.occ[n] >= 0 and ctx.enemy(g.occ[n])) for n in g.adj[s]), default=0)

        ranked = sorted(spaces, key=lambda s: (-hits(s), s))
        if not ranked:
            ctx.space = -1
            return
        ids = [g.space_ids[s] for s in ranked]
        ctx.space = g.space_ids.index(g.ask(ctx.army, "¿qué casilla eliges?", ids, ids))


class TakeTraitsEffect(Effect):
    def run(self, node: N.TakeTraits, ctx: Context) -> None:
        g = ctx.game
        cards = g.armies[ctx.army].cards
        key = normalise(node.trait)
        taken = [c for c in g.discard[ctx.army] if any(normalise(t) == key for t in cards[c].traits)]
        for c in taken:
            g.discard[ctx.army].remove(c)
            g.hand[ctx.army].append(c)


class SetHealthEffect(Effect):
    def run(self, node: N.SetHealth, ctx: Context) -> None:
        f = ctx.subject
        if f >= 0 and ctx.game.pos[f] >= 0:
            ctx.game.hp[f] = node.n


class ExtraActionEffect(Effect):
    def run(self, node: N.ExtraAction, ctx: Context) -> None:
        """The turn's player has ``n`` more actions; a card played in another player's turn gives none (U61)."""
        g = ctx.game
        if g.active == ctx.army and not g.over:
            g.actions_left += node.n


class ChooseEffectsEffect(Effect):
    def run(self, node: N.ChooseEffects, ctx: Context) -> None:
        """``n`` different options, its player's choice one at a time (by the rule, those that change something
        first: a heal of a wounded hero, a draw, a placing); then played in the order written."""
        g = ctx.game
        useful = [k for k, o in enumerate(node.options)
                  if not (isinstance(o, N.Heal) and all(g.hp[f] >= g.fighters[f].kind.health for f in ctx.select(o.who)))]
        left = useful + [k for k in range(len(node.options)) if k not in useful]
        chosen = []
        for _ in range(min(node.n, len(left))):
            k = int(g.ask(ctx.army, "¿qué efecto eliges?", [str(k + 1) for k in left],
                          [f"efecto {k + 1}" for k in left])) - 1
            left.remove(k)
            chosen.append(k)
        for k, option in enumerate(node.options):  # in the order written
            if k in chosen:
                play_effect(option, ctx)


class ExtraMoveEffect(Effect):
    def run(self, node: N.ExtraMove, ctx: Context) -> None:
        ctx.game.extra_move += node.n * _traits(ctx, node.trait)


EFFECTS: dict[type, Effect] = {
    N.Move: MoveEffect(), N.PickAndMove: PickAndMoveEffect(), N.Draw: DrawEffect(), N.Heal: HealEffect(),
    N.Place: PlaceEffect(), N.Damage: DamageEffect(), N.RivalDiscards: RivalDiscardsEffect(),
    N.HandDiscard: HandDiscardEffect(), N.LookHand: LookHandEffect(), N.ChangeState: ChangeStateEffect(),
    N.ChooseState: ChooseStateEffect(), N.SetValue: SetValueEffect(), N.AddValuePer: AddValuePerEffect(),
    N.MillAdd: MillAddEffect(), N.AddBoost: AddBoostEffect(), N.Cancel: CancelEffect(), N.Prevent: PreventEffect(),
    N.Search: SearchEffect(), N.Shuffle: ShuffleEffect(), N.LookTop: LookTopEffect(), N.KeepTop: KeepTopEffect(),
    N.ReturnDefeated: ReturnDefeatedEffect(), N.ChooseSpace: ChooseSpaceEffect(), N.TakeTraits: TakeTraitsEffect(),
    N.SetHealth: SetHealthEffect(), N.ChooseEffects: ChooseEffectsEffect(), N.ExtraMove: ExtraMoveEffect(),
    N.ChangeValue: ChangeValueEffect(), N.Discard: DiscardEffect(), N.DrawUpTo: DrawUpToEffect(),
    N.ExtraAction: ExtraActionEffect(), N.SearchClass: SearchClassEffect(), N.Swap: SwapEffect(),
    N.DiscardBoost: DiscardBoostEffect(),
}


def play_effect(node, ctx: Context) -> None:
    EFFECTS[type(node)].run(node, ctx)


# --- conditions and sentences -----------------------------------------------------------------------------------

def holds(cond: N.Cond, ctx: Context) -> bool:
    g = ctx.game
    kind = cond.kind
    if kind == "ganaste":
        return ctx.won()
    if kind == "rival_heroe":
        r = ctx.rival()
        return r >= 0 and g.fighters[r].kind.hero
    if kind == "movido":
        f = ctx.mine()
        return g.pos[f] != g.turn_start[f]
    if kind == "vida_max":
        found = ctx.named(cond.subject.name) if cond.subject.kind == "nombre" else ctx.select(cond.subject)
        ctx.subject = found[0] if found else -1
        return bool(found) and g.hp[found[0]] <= cond.n
    if kind == "no_derrotado":
        return ctx.subject >= 0 and g.pos[ctx.subject] >= 0
    if kind == "derrotaste":
        return ctx.defeated
    if kind == "buscado_mazo":
        return ctx.found_in_deck
    if kind == "perdiste":
        return ctx.lost()
    if kind == "lo_haces":
        return ctx.done
    if kind == "mano_menos":
        return len(g.hand[ctx.army]) < cond.n
    if kind == "mano_max":
        return len(g.hand[ctx.army]) <= cond.n
    if kind == "rival_sin_mano":
        return not g.hand[ctx.rival_army()]
    if kind == "sin_defensa":
        return g.combat is not None and g.combat[3] < 0
    if kind in ("defendiendo", "atacando"):  # this card, in the combat, on that side
        return g.combat is not None and ctx.card is not None and \
            g.fighters[g.combat[1 if kind == "defendiendo" else 0]].army == ctx.army
    return _holds_for(cond, ctx)


def _holds_for(cond: N.Cond, ctx: Context) -> bool:
    """A condition on the fighters ``cond.subject`` names: true if it holds for one of them."""
    g = ctx.game
    kind = cond.kind
    found = ctx.named_by(cond.subject)
    if kind == "fue_derrotado":
        return any(g.pos[f] < 0 and g.hp[f] == 0 for f in found)
    found = [f for f in found if g.pos[f] >= 0]
    if kind == "sigue":
        return bool(found)
    if kind in ("es_companero", "es_heroe"):
        return any(g.fighters[f].kind.hero == (kind == "es_heroe") for f in found)
    if kind == "esta":
        return any(ctx.at(f, cond.where) for f in found)
    if kind == "no_esta":
        return bool(found) and not any(ctx.at(f, cond.where) for f in found)
    if kind == "multizona":
        return any(len(g.zones[g.pos[f]]) > 1 for f in found)
    if kind in ("a_distancia", "cuerpo_a_cuerpo"):
        return any(g.fighters[f].kind.ranged == (kind == "a_distancia") for f in found)
    if kind in ("herido", "no_herido"):  # health lost since the combat began (U63); out of a combat, never
        before = g.fight.health if g.fight is not None else ()
        hurt = any(f < len(before) and g.hp[f] < before[f] for f in ctx.named_by(cond.subject))
        return bool(before) and hurt == (kind == "herido")
    raise ValueError(kind)


def play_sentences(sentences, ctx: Context) -> None:
    """Each sentence in order; one followed by «Si …, … en su lugar» whose condition holds is replaced by it."""
    for i, sentence in enumerate(sentences):
        following = sentences[i + 1] if i + 1 < len(sentences) else None
        if isinstance(following, N.If) and following.instead and all(holds(c, ctx) for c in following.conds):
            continue
        if isinstance(sentence, N.If):
            if sentence.instead:
                if all(holds(c, ctx) for c in sentence.conds):
                    for effect in sentence.effects:
                        play_effect(effect, ctx)
                continue
            if not all(holds(c, ctx) for c in sentence.conds):
                continue
        if isinstance(sentence, N.Trigger):  # «Después del combate, …» in a card: its own window (U63)
            if sentence.moment != "tras_el_combate" or ctx.where != WINDOWS[2] \
                    or not all(holds(c, ctx) for c in sentence.conds):
                continue
        if isinstance(sentence, (N.Do, N.If, N.Then, N.Trigger)):
            for effect in sentence.effects:
                play_effect(effect, ctx)
                if ctx.game.over:
                    return


@lru_cache(maxsize=256)
def _plan(ability: str) -> tuple[dict[str, tuple], bool] | None:
    """An ability's sentences by the moment they apply (a «Mientras …» during the combat), and whether it says its
    boost is discarded when the attack card is cancelled; None if the language cannot read it."""
    parsed = _readable(ability)
    if parsed is None:
        return None
    by_moment: dict[str, list] = {}
    for sentence in parsed.sentences:
        if isinstance(sentence, N.Trigger):
            moment = "despues_del_combate" if sentence.moment == "tras_el_combate" else sentence.moment
            by_moment.setdefault(moment, []).append(sentence)
        elif isinstance(sentence, N.While):
            by_moment.setdefault("durante_el_combate", []).append(sentence)
    return ({k: tuple(v) for k, v in by_moment.items()},
            any(isinstance(sentence, N.BoostCancelled) for sentence in parsed.sentences))


class Player:
    """The engine's :class:`~nismatch_cards.games.unmatched.texts.TextPlayer` for texts in the card language."""

    def play(self, game, army: int, card, where: str, text: str) -> bool:
        """Play ``text``; False (the engine lists it as not played) when the language cannot read it."""
        parsed = _readable(text)
        if parsed is None:
            return False
        play_sentences(parsed.sentences, Context(game, army, card, where))
        return True

    def reads(self, text: str) -> bool:
        return _readable(text) is not None

    def ability(self, game, army: int, moment: str) -> bool:
        hero = game.armies[army].deck.hero
        plan = _plan(hero.ability) if hero.ability and not hero.prototype else None
        if plan is None:
            return False
        by_moment, boost_cancelled = plan
        sentences = by_moment.get(moment)
        if sentences:
            ctx = Context(game, army, None, moment)
            for sentence in sentences:
                if isinstance(sentence, N.While):
                    self._while(ctx, sentence, hero)
                elif sentence.moment == "tras_el_combate" and not self._fighting(ctx):
                    continue
                elif sentence.moment not in ("ataque", "despues_del_combate") or self._attacking(ctx, sentence.who):
                    if not all(holds(c, ctx) for c in sentence.conds):
                        continue
                    for effect in sentence.effects:
                        play_effect(effect, ctx)
        if moment == "durante_el_combate" and game.attack_boost >= 0 and game.fighters[game.combat[0]].army == army:
            cancelled = boost_cancelled and army in game.fight.cancelled
            if not cancelled:  # «Si tu rival anula los efectos de tu carta de Ataque, el Impulso se descarta sin efecto»
                game.fight.attack += game.armies[army].cards[game.attack_boost].boost
        return True

    @staticmethod
    def _attacking(ctx: Context, who: N.Fighters | None) -> bool:
        g = ctx.game
        return g.combat is not None and g.fighters[g.combat[0]].army == ctx.army and (
            who is None or g.combat[0] in ctx.select(who))

    @staticmethod
    def _fighting(ctx: Context) -> bool:
        """Whether one of this hero's fighters attacked or defended in the combat («Después del combate, …»)."""
        g = ctx.game
        return g.combat is not None and ctx.army in (g.fighters[g.combat[0]].army, g.fighters[g.combat[1]].army)

    @staticmethod
    def _while(ctx: Context, sentence: N.While, hero) -> None:
        """«Mientras Alice es GRANDE, suma 2 al valor de sus cartas de Ataque» (rulings.md U41)."""
        g = ctx.game
        if g.fight is None:  # an ability is not a card's effect: «Anula…» leaves it (rulings.md U45)
            return
        if sentence.health:  # «Mientras Rodrigo tiene 6 de vida o menos»: his cards, while he has
            found = ctx.select(sentence.who) if sentence.who else [ctx.fighters[0]]
            if not found or g.hp[found[0]] > sentence.health:
                return
            hero_fighter = found[0]
        else:
            states = [normalise(s) for s in hero.states]
            state = normalise(sentence.state)
            if state not in states or g.hero_state[ctx.army] != states.index(state):
                return
            hero_fighter = ctx.fighters[0]
        attacker, target = g.combat[0], g.combat[1]
        if sentence.modifier.kind == ATTACK and attacker == hero_fighter:
            g.fight.attack += sentence.modifier.n
        elif sentence.modifier.kind == DEFENCE and target == hero_fighter and g.combat[3] >= 0:
            g.fight.defence += sentence.modifier.n


PLAYER = Player()
