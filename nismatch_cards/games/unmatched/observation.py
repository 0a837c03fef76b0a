"""What one player of Unmatched knows (its information state) and the games consistent with it.

A player sees the battlefield, every fighter's health, every discard pile, the size of every hand and deck, and
every card once revealed; its own hands (two in the 3-player game, rulings.md U27). It does not see another
player's hand (a teammate's neither: U34), the order of any deck (its own neither), a card placed face down by
another player until it is revealed («El Ataque», paso 2: the attack card and its value, and a boost an ability
adds to it face down), the seed or the
random generator.

The :class:`Observation` holds a *view*: a :class:`~.engine.Game` in which each card the player cannot see is
:data:`~.engine.HIDDEN`. :meth:`Observation.determinize` deals those cards at random among what they can be (each
deck list minus the cards the player sees) and gives the world a new generator: a complete game to look ahead on.
"""
from __future__ import annotations

import hashlib
import random
import weakref
from collections import Counter
from dataclasses import replace

from .actions import Defend
from .engine import ATTACKING, HIDDEN, Game


class Observation:
    """Player ``player``'s information state (module docstring).

    Its view is made when first asked (a bot that only picks among the legal actions never pays for it); until
    then the observation watches its game, which makes the view before it changes (``Game.apply``)."""

    __slots__ = ("player", "_game", "_view", "__weakref__")

    def __init__(self, player: int, game: Game):
        self.player = player
        self._game: Game | None = game
        self._view: Game | None = None
        game._watchers.append(weakref.ref(self))

    @property
    def view(self) -> Game:
        """The game as the player sees it (every card it cannot see :data:`~.engine.HIDDEN`)."""
        if self._view is None:
            self._view, self._game = _view(self._game, self.player), None
        return self._view

    def legal_actions(self) -> list:
        return self.view.legal_actions()

    def information_state(self) -> str:
        """A short hash of everything the player knows: equal for equal observations."""
        view = self.view
        parts = (self.player, view.digest(), view.last_combat, view.unplayed)
        return hashlib.blake2b(repr(parts).encode(), digest_size=12).hexdigest()

    def determinize(self, rng: random.Random) -> Game:
        """A complete game consistent with the observation: every hidden card dealt from what it can be. At a choice
        an effect asks (rulings.md U40), the game before the action is dealt so and the action played again with the
        answers given, up to the same question (its options those the player sees)."""
        view = self.view
        pending = view.choice
        if pending is None or pending.snapshot is None:
            return _determinize(view, rng)
        base = _determinize(pending.snapshot, rng)
        _holding(base, pending.action)
        base.lenient = True  # an answer that is no option in this world takes the first option there
        world = base.clone()
        world._run(pending.action, pending.chosen)
        if world.choice is None or world.over:  # another deal, another course: the question as the player sees it
            world = _determinize(view, rng)
            world.choice = replace(pending, snapshot=base)
        world.choice = replace(world.choice, options=pending.options, texts=pending.texts, player=pending.player)
        world._legal = None
        return world


def _holding(world: Game, action) -> None:
    """Make the hand that plays ``action`` (a card named) hold its card, swapped in from the deck if the deal left it
    out (the card was seen played, the hand it came from was not)."""
    card = getattr(action, "card", None)
    if card is None:
        return
    army = world.fighters[world.combat[1]].army if isinstance(action, Defend) and world.combat else world.active
    cards = world.armies[army].cards
    hand, deck = world.hand[army], world.deck[army]
    if any(cards[c].key == card for c in hand):
        return
    for pile in (deck, world.discard[army]):
        k = next((k for k, c in enumerate(pile) if cards[c].key == card), None)
        if k is not None and hand:
            hand[0], pile[k] = pile[k], hand[0]
            return


def _determinize(view: Game, rng: random.Random) -> Game:
    """:meth:`Observation.determinize` of a view with no choice pending."""
    game = view.clone()
    combat = list(game.combat) if game.combat is not None else None
    for a, army in enumerate(game.armies):
        slots = [(pile, k) for pile in (game.hand[a], game.deck[a]) for k, c in enumerate(pile) if c == HIDDEN]
        pool = Counter(army.deck.decklist)
        pool.subtract(c for pile in (game.hand[a], game.discard[a]) for c in pile if c != HIDDEN)
        mine = [i for i in (2, 3) if combat is not None and game.fighters[combat[i - 2]].army == a]
        pool.subtract(combat[i] for i in mine if combat[i] >= 0)
        if 2 in mine and game.attack_boost >= 0:
            pool[game.attack_boost] -= 1
        cards = list(pool.elements())
        rng.shuffle(cards)
        if 2 in mine and combat[2] == HIDDEN:  # the face-down attack: a card its attacker may attack with
            fits = [k for k, c in enumerate(cards) if game.armies[a].cards[c].kind in ATTACKING
                    and game.usable(game.armies[a].cards[c], combat[0])]
            combat[2] = cards.pop(fits[0])
        if 2 in mine and game.attack_boost == HIDDEN:  # the boost its ability added face down (Rey Arturo)
            game.attack_boost = cards.pop()
        for (pile, k), card in zip(slots, cards):
            pile[k] = card
    if combat is not None:
        game.combat = tuple(combat)
    game.rng = random.Random(rng.getrandbits(64))
    game.seed = None
    return game


def observe(game: Game, player: int) -> Observation:
    """What ``player`` knows of ``game`` now; reads ``game``, never changes it."""
    return Observation(player, game)


def _view(game: Game, player: int) -> Game:
    """``game`` with every card ``player`` cannot see :data:`~.engine.HIDDEN` (the module docstring says which)."""
    view = Game.__new__(Game)
    view.__dict__.update(game.__dict__)
    view.pos, view.hp, view.occ, view.to_place = game.pos[:], game.hp[:], game.occ[:], game.to_place[:]
    view.deck = [[HIDDEN] * len(deck) for deck in game.deck]
    view.hand = [hand[:] if army.player == player else [HIDDEN] * len(hand)
                 for army, hand in zip(game.armies, game.hand)]
    view.discard = [pile[:] for pile in game.discard]
    view.hero_state, view.turn_start = game.hero_state[:], game.turn_start[:]
    if game.combat is not None:  # the attack card (and a boost added to it) stay face down until the reveal
        attacker = game.combat[0]
        if game.armies[game.fighters[attacker].army].player != player:
            view.combat = (*game.combat[:2], HIDDEN, game.combat[3])
            view.attack_boost = HIDDEN if game.attack_boost >= 0 else -1
    if game.choice is not None:  # the game before the action seen as the player saw it; another's options, none
        pending = game.choice
        mine = pending.player == player
        view.choice = replace(pending, snapshot=_view(pending.snapshot, player) if mine else None,
                              action=pending.action if mine else None, chosen=pending.chosen if mine else (),
                              options=pending.options if mine else (), texts=pending.texts if mine else ())
    view.rng = None
    view.seed = None
    # the legal actions of the player to move are its own (its hand and the board); another's would tell its hand
    view._legal = game._legal[:] if game._legal is not None and game.to_move == player else None
    view._watchers = []
    return view
