"""Every card of the bundled set is played at least once and no card is rejected at runtime."""
from __future__ import annotations

import random

from nismatch_cards.games.nismatch import cards as nm
from nismatch_cards.games.nismatch.engine import Activate, Game
from nismatch_cards.games.nismatch.engine.state import Z_UNIT


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


def wanted(card_set):
    goals = set()
    for card in card_set.cards.values():
        if card.is_part:
            goals.add((card.id, "equipada"))
        for i, ability in enumerate(nm.abilities(card)):
            if ability.tag != "pasiva":
                goals.add((card.id, i))
    return goals


def test_every_card_of_the_bundled_set_is_played(project):
    card_set = project.sets["base"]
    everything = list(card_set.cards.values())
    goals = wanted(card_set)
    seen: set = set()
    for seed in range(400):
        chooser = random.Random(seed)
        game = Watcher(project.ruleset, [("todo", everything), ("todo", everything)], seed=seed, seen=seen)
        while not game.over:
            legal = game.legal_actions()
            eager = [a for a in legal if isinstance(a, Activate)]
            game.apply(chooser.choice(eager if eager and chooser.random() < 0.8 else legal))
        if goals <= seen:
            break
    missing = sorted(map(str, goals - seen))
    assert not missing, f"cartas o habilidades que nunca se jugaron: {missing}"
