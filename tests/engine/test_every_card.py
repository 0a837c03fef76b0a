"""Every card of every bundled set is played at least once and no card is rejected at runtime.

Each set plays against itself (its cards are common enough there to meet their conditions), in
1v1 and, every fourth game, 2v2, so that a card about «tu compañero» is played too. Each game's decks
are the whole set plus three more copies of every card with something not yet played, so that a rare
event (a Parte destroyed while equipped) comes in tens of games rather than hundreds.
"""
from __future__ import annotations

import random

import pytest

from nismatch_cards.games.nismatch import cards as nm
from nismatch_cards.games.nismatch.engine import Activate, Game
from nismatch_cards.games.nismatch.engine.state import Z_UNIT

BUNDLED_SETS = ("base", "profundo")
EXTRA_COPIES = 3  # of each card not yet played, in both decks of the next game


class Watcher(Game):
    """A game that remembers which abilities resolved and which Partes were equipped."""

    def __init__(self, *args, seen=None, **kwargs):
        self.seen = seen
        super().__init__(*args, **kwargs)

    def _resolve_top(self):
        m = self.stack[-1]
        self.seen.add((self.cards[m.source].id, m.ability.index))
        super()._resolve_top()

    def equip(self, p, inst, trigger=True):
        super().equip(p, inst, trigger)
        if self.loc[inst] == Z_UNIT:
            self.seen.add((self.cards[inst].id, "equipada"))


def wanted(cards):
    goals = set()
    for card in cards:
        if card.is_part:
            goals.add((card.id, "equipada"))
        for i, ability in enumerate(nm.abilities(card)):
            if ability.tag != "pasiva":
                goals.add((card.id, i))
    return goals


def test_the_bundled_sets_are_the_ones_played(project):
    assert sorted(project.sets) == sorted(BUNDLED_SETS)


@pytest.mark.parametrize("code", BUNDLED_SETS)
def test_every_card_of_a_bundled_set_is_played(project, code):
    everything = list(project.sets[code].cards.values())
    goals = wanted(everything)
    seen: set = set()
    for seed in range(1000):  # stops as soon as everything was played (a few hundred games: 475 for profundo)
        chooser = random.Random(seed)
        mode = "2v2" if seed % 4 == 3 else "1v1"
        unplayed = [card for card in everything if any(goal[0] == card.id for goal in goals - seen)]
        decks = [("todo", everything + unplayed * EXTRA_COPIES)] * project.ruleset.modes[mode].pilots
        game = Watcher(project.ruleset, decks, seed=seed, seen=seen, mode=mode)
        while not game.over:
            legal = game.legal_actions()
            eager = [a for a in legal if isinstance(a, Activate)]
            game.apply(chooser.choice(eager if eager and chooser.random() < 0.8 else legal))
        if goals <= seen:
            break
    missing = sorted(map(str, goals - seen))
    assert not missing, f"cartas o habilidades que nunca se jugaron: {missing}"
