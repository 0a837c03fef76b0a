"""The engine's stats hook as the simulation uses it: events counted, look-ahead copies left out."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots import make_bot
from nismatch_cards.games.nismatch.engine import Game
from nismatch_cards.games.nismatch.engine.state import Z_ARSENAL
from nismatch_cards.games.nismatch.sim.runner import CardEvents

from .conftest import A, B


def _decks(project, names):
    out = []
    for name in names:
        deck = project.deck(name)
        out.append((deck.name, project.deck_cards(deck)))
    return out


def test_events_are_counted_and_consistent(project):
    decks = _decks(project, [A, B])
    events = CardEvents(sum(len(cards) for _, cards in decks))
    game = Game(project.ruleset, decks, seed=21, stats=events)
    plain = Game(project.ruleset, decks, seed=21)
    bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
    others = [make_bot("greedy", 1), make_bot("greedy", 2)]
    while not game.over:
        action = bots[game.to_move].choose(game, game.legal_actions())
        assert others[plain.to_move].choose(plain, plain.legal_actions()) == action
        game.apply(action)
        plain.apply(action)
    assert game.digest() == plain.digest()  # counting changes nothing
    assert events.first in (0, 1)
    for p in (0, 1):
        mine = [i for i, owner in enumerate(game.owner) if owner == p]
        assert sum(events.n_drawn[i] for i in mine) >= game.ruleset.hand_size
        # every card drawn left the Arsenal
        assert all(events.n_drawn[i] == 0 for i in mine if game.loc[i] == Z_ARSENAL)
        # a Parte is played from the hand; a Carta de Apoyo only through its activation
        assert all(events.n_played[i] == 0 for i in mine if not game.cards[i].is_part)
        assert all(events.n_played[i] <= events.n_drawn[i] for i in mine)
    assert sum(events.n_damage) > 0
    assert sum(events.n_activated) > 0


def test_a_clone_does_not_count(project):
    decks = _decks(project, [A, B])
    events = CardEvents(sum(len(cards) for _, cards in decks))
    game = Game(project.ruleset, decks, seed=3, stats=events)
    copy = game.clone()
    assert copy.stats is None and game.stats is events
    drawn = list(events.n_drawn)
    bot = make_bot("random", 0)
    for _ in range(30):
        if copy.over:
            break
        copy.apply(bot.choose(copy, copy.legal_actions()))
    assert events.n_drawn == drawn
