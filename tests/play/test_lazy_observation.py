"""A bot's observation is built only when the bot reads it (issue 28, part 1): the random bot, which decides from
the legal actions alone, never pays for one, and an observation cannot be read after its decision."""
from __future__ import annotations

import pytest

from nismatch_cards.play.bots.base import Bot, LazyObservation, make_bot


class Counting:
    """A state that counts how often its observation is built."""

    to_move = 0

    def __init__(self):
        self.built = 0

    def observe(self, player):
        self.built += 1
        return type("Obs", (), {"player": player, "legal_actions": lambda self: ["a", "b"]})()


def test_the_random_bot_never_builds_an_observation():
    state = Counting()
    bot = make_bot("aleatorio", seed=3)
    for _ in range(20):
        assert bot.choose(state, ["a", "b"]) in ("a", "b")
    assert state.built == 0


def test_a_bot_that_reads_it_gets_the_states_observation_built_once():
    class Reader(Bot):
        def decide(self, obs, actions):
            assert (obs.player, obs.legal_actions(), obs.player) == (0, ["a", "b"], 0)
            return actions[0]

    state = Counting()
    assert Reader().choose(state, ["a", "b"]) == "a"
    assert state.built == 1


def test_an_observation_not_read_while_deciding_cannot_be_read_later():
    obs = LazyObservation(Counting(), 0)
    obs.close()
    with pytest.raises(RuntimeError, match="la observación de una decisión pasada no se puede leer"):
        obs.player
