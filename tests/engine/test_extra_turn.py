"""«Juega un turno extra después de este» (docs/ability-language.md, «Turno extra»; docs/rulings.md 36): a copy
of the game keeps its own queue of extra turns, and the bots play whole games with it."""
from __future__ import annotations

from .language_games import BOTS, play_out, scenario_until


def test_a_copy_has_its_own_extra_turns(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-turno-extra-5-2.yaml", '  - "A: pasar"')
    assert game.extra_turns == [0]
    copy = game.clone()
    copy.extra_turns.clear()
    assert game.extra_turns == [0] and copy.digest() != game.digest()


def test_whole_games_with_extra_turns_and_every_bot(project):
    text = "CAR 3 | Descarta una carta; juega un turno extra después de este"
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert any("juega un turno extra" in line for game in games for line in game.log)
    assert all(game.over and game.check_invariants() == [] for game in games)
