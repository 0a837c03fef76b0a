"""Every rules scenario under tests/engine/scenarios/ must pass (each cites its rulebook section)."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.cards.yamlfile import load_yaml
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 1


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path):
    data = load_yaml(path).data
    assert data.get("regla"), f"{path.name} debe citar su sección del reglamento en «regla»"
    assert data.get("nombre"), f"{path.name} necesita «nombre»"
    result = run_scenario_file(path)
    assert result.ok, result.message
