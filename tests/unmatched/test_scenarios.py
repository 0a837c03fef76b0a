"""``nismatch escenario`` plays Unmatched's scenarios (tests/unmatched/scenarios: each cites its rulebook section) and
says where one fails, in Spanish, with the file's line (docs/scenarios.md, «Unmatched»)."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.unmatched.scenario import run_scenario_file

from .helpers import PACK, project

SCENARIOS = Path(__file__).parent / "scenarios"
HEROES = (SCENARIOS / "ataque-dano-ataque-menos-defensa.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_unmatched_scenario_passes_and_cites_its_section(path):
    result = run_scenario_file(path, project())
    assert result.ok, result.message
    assert result.rule != "?"


def test_the_command_runs_a_folder_of_them_and_its_log_never_names_a_face_down_card(tmp_path):
    result = CliRunner().invoke(main, ["escenario", str(SCENARIOS), "--cartas", str(PACK), "-v"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[-1] == f"{len(list(SCENARIOS.glob('*.yaml')))} escenarios: {len(list(SCENARIOS.glob('*.yaml')))} correctos, 0 fallidos"
    attack = lines.index("    A: Heroína ataca a Villano con una carta boca abajo")
    assert lines[attack + 1] == "    B: Villano defiende con una carta boca abajo"
    assert lines[attack + 2].startswith("    Se revelan: Heroína ataca con Golpe (4); Villano, Bloqueo (3)")


@pytest.fixture(autouse=True)
def _here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the messages name the file as the user wrote it


def write(tmp_path, text: str) -> Path:
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def failure(tmp_path, text: str) -> str:
    write(tmp_path, text)
    result = run_scenario_file(Path("escenario.yaml"), project())
    assert not result.ok
    return result.message


def test_a_failed_expectation_says_the_line_the_key_and_what_the_game_has(tmp_path):
    text = HEROES.replace("Villano.vida: 6", "Villano.vida: 5")
    line = text.splitlines().index("  Villano.vida: 5") + 1
    assert failure(tmp_path, text) == f"escenario.yaml:{line}: esperado «Villano.vida: 5», pero es 6"


def test_an_illegal_action_says_why_and_the_legal_ones(tmp_path):
    text = HEROES.replace('  - "B: defender con bloqueo"', '  - "B: defender con golpe"')
    line = text.splitlines().index('  - "B: defender con golpe"') + 1
    assert failure(tmp_path, text) == (
        f"escenario.yaml:{line}: la acción 3 «B: defender con golpe» no es legal: Golpe no es una carta de Defensa ni "
        "Multiuso; le toca a B (defensa); acciones legales: «no defender»; «defender con bloqueo»")


def test_an_action_of_the_player_who_does_not_decide_cannot_prove_an_illegal_one(tmp_path):
    text = HEROES.replace('  - "A: Heroína ataca a Villano con golpe"\n  - esperado:',
                          '  - {ilegal: "B: maniobra"}\n  - "A: Heroína ataca a Villano con golpe"\n  - esperado:', 1)
    line = text.splitlines().index('  - {ilegal: "B: maniobra"}') + 1
    assert failure(tmp_path, text) == (f"escenario.yaml:{line}: la acción 1 «B: maniobra» se rechaza solo porque no le "
                                       "toca a B: le toca a A (acción): así no prueba ninguna regla")


def test_an_unknown_fighter_and_an_unknown_space_are_told_at_their_line(tmp_path):
    text = HEROES.replace("luchadores: {Villano: a5}", "luchadores: {Villana: a5}")
    line = text.splitlines().index("    luchadores: {Villana: a5}") + 1
    assert failure(tmp_path, text) == f"escenario.yaml:{line}: «Villana» no es un luchador de Villano: Villano"
    text = HEROES.replace("luchadores: {Villano: a5}", "luchadores: {Villano: z9}")
    assert failure(tmp_path, text) == f"escenario.yaml:{line}: «z9» no es una casilla de El Puerto de la Niebla"


def test_a_card_not_in_the_deck_and_an_action_that_is_no_action(tmp_path):
    text = HEROES.replace("mano: [golpe, golpe, bloqueo]", "mano: [golpe, finta]")
    line = text.splitlines().index("    mano: [golpe, finta]") + 1
    assert failure(tmp_path, text) == (f"escenario.yaml:{line}: «finta» no está en el mazo de Heroína (o ya no quedan "
                                       "copias)")
    text = HEROES.replace('  - "B: no defender"', '  - "B: pasar"')
    line = text.splitlines().index('  - "B: pasar"') + 1
    assert failure(tmp_path, text).startswith(f"escenario.yaml:{line}: «B: pasar»: no es una acción de Unmatched: "
                                              "maniobra, impulso CARTA")


def test_what_a_player_sees_is_checked_too(tmp_path):
    text = HEROES.replace("      A.ve: ataque", "      B.ve: ataque")
    line = text.splitlines().index("      B.ve: ataque") + 1
    assert failure(tmp_path, text) == (f"escenario.yaml:{line}: tras la acción 1 «A: Heroína ataca a Villano con golpe»: "
                                       "esperado «B.ve: ataque», pero es B no ve ataque")
