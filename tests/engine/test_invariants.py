"""Invariants over random games (random legal actions on every side).

Every card is in exactly one zone at all times, no negative PG or CAR after a settled step,
and every game ends. A few hundred games in the default run; 10,000 in the slow tier.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from nismatch_cards.games.nismatch.engine import Game, Pass


def play_checked(project, seed: int, mode: str = "1v1") -> Game:
    decks = project.decks
    pilots = project.ruleset.modes[mode].pilots
    chooser = random.Random(seed)
    game = Game.from_project(project, [decks[(seed + i) % len(decks)] for i in range(pilots)], seed=seed, mode=mode)
    assert not game.check_invariants()
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, f"semilla {seed}: la partida no ha acabado y no hay acciones legales"
        assert len(set(legal)) == len(legal), f"semilla {seed}: acciones repetidas en {legal}"
        game.apply(chooser.choice(legal))
        problems = game.check_invariants()
        assert not problems, f"semilla {seed}, acción {steps}: {problems}"
        steps += 1
    assert game.result.startswith(("gana", "tablas"))
    return game


def test_invariants_1v1(project):
    for seed in range(300):
        play_checked(project, seed)


@pytest.mark.parametrize("mode", ["2v2", "batalla_real"])
def test_invariants_multiplayer(project, mode):
    for seed in range(60):
        play_checked(project, seed, mode)


@pytest.mark.slow
def test_invariants_10000_games(project):
    modes = ["1v1"] * 8 + ["2v2", "batalla_real"]
    for seed in range(10_000):
        play_checked(project, 1_000_000 + seed, modes[seed % len(modes)])


def test_same_seed_same_game(project):
    def digests(seed):
        chooser = random.Random(seed)
        game = Game.from_project(project, project.decks[:2], seed=seed)
        out = [game.digest()]
        while not game.over:
            game.apply(chooser.choice(game.legal_actions()))
            out.append(game.digest())
        return out

    assert digests(5) == digests(5)
    assert digests(5) != digests(6)


def test_turn_cap_ends_a_runaway_game_as_a_draw(project):
    ruleset = dataclasses.replace(project.ruleset, turn_limit=4)
    decks = []
    for deck in project.decks[:2]:
        decks.append((deck.name, project.deck_cards(deck)))
    game = Game(ruleset, decks, seed=1)
    while not game.over:  # pilots who only ever pass (and keep their hands)
        legal = game.legal_actions()
        game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    assert game.winners == ()
    assert game.result == "tablas: se alcanzó el límite de 4 turnos"


def test_clone_is_independent(project):
    chooser = random.Random(3)
    game = Game.from_project(project, project.decks[:2], seed=3)
    for _ in range(40):
        game.apply(chooser.choice(game.legal_actions()))
    twin = game.clone()
    assert twin.digest() == game.digest()
    assert twin.cards[0] is game.cards[0]
    before = game.digest()
    other = random.Random(9)
    while not twin.over:
        twin.apply(other.choice(twin.legal_actions()))
    assert game.digest() == before
    while not game.over:
        game.apply(chooser.choice(game.legal_actions()))
        assert not game.check_invariants()
