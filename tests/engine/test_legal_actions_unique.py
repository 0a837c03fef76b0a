"""A choice among marchas offers each card once, even when one Parte has two marchas open (4.7.2)."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.games.nismatch.engine.actions import Choose
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "tests" / "engine" / "scenarios" / "profundo-chispa-en-la-linea-dos-marchas.yaml"


def _stop_before(tmp_path: Path, last: str) -> Path:
    """The scenario cut after the action ``last``: it stops waiting for the choice that follows."""
    text = SCENARIO.read_text(encoding="utf-8")
    head = text[:text.index(last) + len(last)] + '"\n'
    path = tmp_path / "cortado.yaml"
    path.write_text(head, encoding="utf-8")
    return path


def test_two_marchas_of_one_parte_are_one_choice(tmp_path):
    result = run_scenario_file(_stop_before(tmp_path, "A: jugar chispa-en-la-linea"), [ROOT / "packs" / "nismatch"])
    game = result.game
    legal = game.legal_actions()
    assert len(game.stack) == 2 and game.stack[0].source == game.stack[1].source
    assert len(legal) == len(set(legal))
    assert [type(a) for a in legal] == [Choose]
