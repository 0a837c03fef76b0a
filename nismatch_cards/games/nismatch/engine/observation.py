"""What one pilot knows of a game (its information state) and the games consistent with it.

A bot decides from an :class:`Observation`, never from the :class:`Game` itself (the model is
OpenSpiel's ``information_state``; it is a :class:`nismatch_cards.play.game.Observation`). The observation of pilot ``p`` holds a *view*: a ``Game`` in
which every card ``p`` cannot see is an anonymous :data:`HIDDEN` card; it shares the observed game's
other state until a bot plays on it (``apply`` then makes it a game of its own), so looking at it
costs no copy and playing on it never changes the game. ``p`` sees:

* the public zones of every pilot: Unidad, Talleres, Depósito de Chatarra, Zona de Demolición, the
  marchas and the cards shown on them, every counter and the size of every pile;
* its own hand, and the cards a decision of its own lets it choose from (a search of its Arsenal);
* a card in a hidden pile it was shown, looked at or saw go there (a Parte returned to a hand, a card
  put on top of an Arsenal), until that pile is shuffled (``visibility``);
* the decks in play (the lists, not their order): what each hidden card can be.

It does not see the other pilots' hands, any Arsenal's order, the Botines de Guerra (face down),
the Parte another pilot placed face down in its Torso, the engine's seed or its random generator.
Hidden cards are also renumbered canonically (the instance number of a card would tell its place
in the deck list), so two games that differ only in what ``p`` cannot see give equal views.

:meth:`Observation.determinize` deals the hidden cards at random among what they can be (the deck
minus the cards ``p`` sees) and gives a complete ``Game`` to look ahead on: a world consistent with
what ``p`` knows (Cowling, Powley & Whitehouse 2012); a card placed face down in a Torso stays a Parte.
"""
from __future__ import annotations

import hashlib
import random
from operator import attrgetter

from .game import Game
from .visibility import HIDDEN_PILES, shown as shown_to
from .state import D_TRIGGER, Z_ARSENAL, Z_BOTINES, Z_HAND, CardInfo, PilotState, chooses_cards

HIDDEN = CardInfo.__new__(CardInfo)
"""The card a pilot cannot see: no zone, no numbers, no abilities."""
for _slot, _value in (("card", None), ("id", "?"), ("name", "carta oculta"), ("is_part", False), ("zone", -1),
                      ("pg", 0), ("car", 0), ("stats", (0, 0, 0)), ("abilities", ()), ("activatable", ()),
                      ("fast", ()), ("fast_cost", 1 << 30), ("passives", ()), ("triggers", ()), ("has_passive", False), ("replacements", ()), ("holds_in_place", False), ("taller_passives", ()),
                      ("rarity", ""), ("kinds", frozenset())):
    setattr(HIDDEN, _slot, _value)

#: The canonical ``serial`` of a hidden card in each pile (how often it moved is not public).
_HIDDEN_SERIAL = {Z_HAND: 2, Z_BOTINES: 1, Z_ARSENAL: 0}


class Observation:
    """Pilot ``pilot``'s information state: the ``view`` (a ``Game`` with hidden cards anonymous),
    and per pilot the hidden instances of the view and the cards they can be (``unseen``)."""

    __slots__ = ("pilot", "view", "hidden", "parts", "_cards", "_unseen")

    def __init__(self, pilot: int, view: Game, hidden: tuple, cards: tuple, parts: tuple = ()):
        self.pilot = pilot
        self.view = view
        self.hidden = hidden  # per pilot: tuple of instances of the view whose card is HIDDEN
        self.parts = parts  # hidden instances known to be Partes: the ones placed face down in a Torso
        self._cards = cards  # per pilot: the CardInfo of its hidden cards, in any order
        self._unseen: tuple | None = None

    @property
    def player(self) -> int:
        """The pilot whose observation this is (``play.game.Observation``)."""
        return self.pilot

    @property
    def unseen(self) -> tuple:
        """Per pilot: tuple of CardInfo its hidden cards can be, by card id (so the tuple tells the cards,
        not where they are). Sorted when first asked: a bot that deals no world never pays for it."""
        if self._unseen is None:
            self._unseen = tuple(tuple(sorted(cards, key=_CARD_ID)) for cards in self._cards)
        return self._unseen

    def legal_actions(self) -> list:
        return self.view.legal_actions()

    def information_state(self) -> str:
        """A short hash of everything the pilot knows: equal for equal observations."""
        view = self.view
        known = tuple(info.id for info in view.cards)
        unseen = tuple(tuple(info.id for info in cards) for cards in self.unseen)
        parts = (self.pilot, view.digest(), known, self.hidden, unseen, self.parts, tuple(sorted(view.uses.items())),
                 tuple(sorted(view.torso_choice.items())), view.actions_this_turn, tuple(sorted(view.long_uses.items())))
        return hashlib.blake2b(repr(parts).encode(), digest_size=12).hexdigest()

    def determinize(self, rng: random.Random) -> Game:
        """A complete game consistent with the observation: each pilot's hidden cards dealt at random
        among its unseen cards (so every Arsenal is shuffled) and a new random generator."""
        game = self.view.clone()
        cards = list(game.cards)
        for hidden, unseen in zip(self.hidden, self.unseen):
            pool = list(unseen)
            rng.shuffle(pool)
            for inst, info in zip(hidden, pool):
                cards[inst] = info
            for inst in self.parts:
                if inst in hidden and not cards[inst].is_part:  # give it the card of a hidden Parte
                    swaps = [i for i in hidden if cards[i].is_part and i not in self.parts]
                    if swaps:
                        other = rng.choice(swaps)
                        cards[inst], cards[other] = cards[other], cards[inst]
        game.cards = cards
        game.rng = random.Random(rng.getrandbits(64))
        return game


def observe(game: Game, p: int) -> Observation:
    """What pilot ``p`` knows of ``game`` now (module docstring). Reads ``game``, never changes it.

    Only ``loc`` and ``serial`` need new values for the renumbered cards: a card in a hidden pile has
    no damage, slot, deactivation nor Taller count (``Zones.move`` clears them). Every bot decision of a
    simulation that reads its observation builds one, so this is written for speed (``observation.pxd``
    types it when the engine is compiled): the view shares the game's state but for what the renumbering changes
    (the piles, ``cards``, ``loc`` and ``serial``, the references to hidden cards); the pilots share their public
    zones with the game's (:meth:`PilotState.redacted`); each pilot's renumbered piles are kept from the last
    observation while they hold the same cards in the same order (:func:`_hidden_piles`), and while every pilot's
    are kept, the view's ``cards`` and the renumbering are those of the last observation (:func:`_redaction`)."""
    shown = shown_to(game, p)
    game_cards = game.cards
    loc, serial = list(game.loc), list(game.serial)
    # what the renumbering depends on: the shown cards that lie in a pile it renumbers (most shown cards are on the
    # table, or in the observer's own hand: a decision's options), so that the kept piles serve most observations
    in_piles = {i for i in shown if loc[i] in HIDDEN_PILES and not (loc[i] == Z_HAND and game.owner[i] == p)} \
        if shown else shown
    pilots: list[PilotState] = []
    all_piles: list[tuple] = []
    hidden_all: list[tuple[int, ...]] = []
    cards_all: list[tuple[CardInfo, ...]] = []
    for q in game.pilots:
        own = q.index == p
        olds = [q.botines, q.arsenal] if own else [q.hand, q.botines, q.arsenal]
        face_down = game.torso_choice.get(q.index) if not own and game.torso_choice else None
        if face_down is not None and face_down in olds[0]:  # the Parte placed face down (5.1) takes the hand's first
            olds[0] = [face_down, *[i for i in olds[0] if i != face_down]]  # number, wherever it is
        key = (p, q.index)
        piles = _LAST.get(key) if not in_piles else None
        if piles is None or piles[0] is not game_cards or piles[1] != olds:
            piles = _hidden_piles(game_cards, olds, own, in_piles)
            if not in_piles:
                _LAST[key] = piles
        all_piles.append(piles)
        _, _, hidden, infos, news, renumbered, _ = piles
        cards_all.append(infos)
        hidden_all.append(hidden)
        zones = _ZONES_OWN if own else _ZONES_OTHER
        for k in range(len(olds)):
            zone = zones[k]
            hidden_serial = _HIDDEN_SERIAL[zone]
            for i in renumbered[k]:
                loc[i] = zone
                serial[i] = hidden_serial
        if own:  # the kept piles are the view's own: a view is never changed in place (``Game.apply`` copies it)
            pilots.append(q.redacted(q.hand, news[0], news[1]))
        else:
            pilots.append(q.redacted(news[0], news[1], news[2]))
    cards, relabel = _redaction(game_cards, all_piles, p, not in_piles)
    view = Game.__new__(Game)  # shares the game's other state until a bot plays on it (``Game.apply`` copies it)
    game.share_fields(view)
    extra = getattr(view, "__dict__")
    if "fixed_botines" in extra:
        del extra["fixed_botines"]  # a scenario's Botines: not public
    view.pilots, view.cards, view.loc, view.serial = pilots, cards, loc, serial
    view.seed = view.rng = view.log = view.stats = None
    view.known = {i: entry for i, entry in game.known.items() if i in shown} if game.known else {}  # not who knows
    view._legal = None if game._legal is None else list(game._legal)  # what else
    view._shared = True
    _renumber_references(view, game, relabel, p)
    parts = tuple(sorted([i for owner, i in view.torso_choice.items() if owner != p and cards[i] is HIDDEN])) \
        if view.torso_choice else ()
    return Observation(p, view, tuple(hidden_all), tuple(cards_all), parts)


def _redaction(game_cards: list, all_piles: list, p: int, keep: bool) -> tuple:
    """The view's ``cards`` (every renumbered card :data:`HIDDEN`) and the renumbering (old number to new) for the
    renumbered piles ``all_piles`` of every pilot; those of the last observation of ``p`` while its piles are the same
    objects (kept by :func:`_hidden_piles`'s cache), and kept for the next one if ``keep``. Neither is ever changed
    in place: a view shares them (``cards`` is a field a game never changes)."""
    last = _VIEWS.get(p) if keep else None
    if last is not None and len(last[0]) == len(all_piles):
        same = True
        for k in range(len(all_piles)):
            if last[0][k] is not all_piles[k]:
                same = False
                break
        if same:
            return last[1], last[2]
    cards = list(game_cards)
    relabel: dict[int, int] = {}
    for piles in all_piles:
        relabel.update(piles[6])
        for renumbered in piles[5]:
            for i in renumbered:
                cards[i] = HIDDEN
    if keep:
        _VIEWS[p] = (tuple(all_piles), cards, relabel)
    return cards, relabel


#: Per observer, the last :func:`_redaction`: (the piles it was made from, the view's cards, the renumbering).
_VIEWS: dict[int, tuple] = {}


def _hidden_piles(game_cards: list, olds: list, own: bool, shown: set) -> tuple:
    """One pilot's hidden piles ``olds`` (its hand, unless ``own``; Botines; Arsenal) renumbered for an observer who
    sees ``shown``: ``(game_cards, a copy of olds, hidden, their cards, the new piles, the renumbered cards of each pile, the
    old number to the new one)``. The hidden cards take their sorted numbers in pile order, so the numbers tell
    nothing of the deck list's order."""
    if shown:
        hidden = sorted([i for old in olds for i in old if i not in shown])
    else:
        hidden = sorted(olds[0] + olds[1] + olds[2]) if len(olds) == 3 else sorted(olds[0] + olds[1])
    news = []
    renumbered_all = []
    part: dict[int, int] = {}
    start = 0  # the new numbers, given in pile order
    free = iter(hidden)
    for k in range(len(olds)):
        old = olds[k]
        if shown:
            new = [i if i in shown else next(free) for i in old]
            renumbered = [i for i in new if i not in shown]
        else:
            n = len(old)
            new = renumbered = hidden[start:start + n]
            start += n
        news.append(new)
        renumbered_all.append(tuple(renumbered))
        part.update(zip(old, new))
    return (game_cards, [list(old) for old in olds], tuple(hidden), tuple([game_cards[i] for i in hidden]),
            tuple(news), tuple(renumbered_all), part)


#: Per (observer, pilot), the last :func:`_hidden_piles`: used again while the game (its ``cards``) and the piles are
#: the same, as they mostly are from one decision to the next (the piles change when a card is drawn or moved).
_LAST: dict[tuple[int, int], tuple] = {}


#: Where a hidden card is: the piles in the order their cards are renumbered, the observer's own (Botines, Arsenal) and
#: another pilot's (its hand too).
_ZONES_OWN = (Z_BOTINES, Z_ARSENAL)
_ZONES_OTHER = (Z_HAND, Z_BOTINES, Z_ARSENAL)


_CARD_ID = attrgetter("id")


def _renumber_references(view: Game, game: Game, relabel: dict[int, int], p: int) -> None:
    """Hidden cards named outside the piles get their new numbers (and ``uses`` forgets them)."""
    def new(inst: int) -> int:
        return relabel.get(inst, inst)

    if game.torso_choice:
        view.torso_choice = {q: i if q == p else new(i) for q, i in game.torso_choice.items()}
    if game.uses:
        view.uses = {key: count for key, count in game.uses.items() if key // 8 not in relabel}
    if game.long_uses:
        view.long_uses = {key: count for key, count in game.long_uses.items() if key // 16 not in relabel}
    if game.pending_triggers:
        view.pending_triggers = [(o, new(i), ab, ser, new(c) if isinstance(c, int) else c, q,
                                  tuple((new(x), *rest) for x, *rest in chain))  # or a «La próxima vez»'s targets
                                 for o, i, ab, ser, c, q, chain in game.pending_triggers]
    if game.delayed_triggers:  # «La próxima vez que …»: its card and targets (docs/rulings.md 44)
        view.delayed_triggers = [(o, new(i), ser, ab, this_turn, tuple((new(x), *rest) for x, *rest in targets), q,
                                  after) for o, i, ser, ab, this_turn, targets, q, after in game.delayed_triggers]
    if game.decisions:
        decisions = []
        for d in game.decisions:
            cards_chosen = chooses_cards(d)
            if not cards_chosen and d.kind != D_TRIGGER:  # nothing renumbered: shared, as the game's state is
                decisions.append(d)
                continue
            d = d.copy()
            if cards_chosen:  # marcha and option numbers are no cards (docs/rulings.md 27)
                d.options = [new(i) for i in d.options]
                d.chosen = [new(i) for i in d.chosen]
            if d.kind == D_TRIGGER:  # (pilot, card, ability, serial, the card of the event, its named opponent,
                o, i, ab, ser, c, q, chain = d.data  # the Disparado that fired it: docs/rulings.md 30)
                d.data = (o, new(i), ab, ser, new(c) if isinstance(c, int) else c, q,
                          tuple((new(x), k) for x, k in chain))
            decisions.append(d)
        view.decisions = decisions
    r = game.resolving
    if r is not None and r.controller != p:
        r = r.copy({})
        r.pool, r.taken = [new(i) for i in r.pool], [new(i) for i in r.taken]
        r.it = [(new(i), s) for i, s in r.it]
        view.resolving = r
