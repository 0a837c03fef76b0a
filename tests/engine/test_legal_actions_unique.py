"""A choice among marchas offers each marcha once, by its number, even when one Parte has two marchas open
(4.7.2, 4.7.2.1; docs/rulings.md 27)."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.games.nismatch.engine import Action, ChooseMarcha
from nismatch_cards.games.nismatch.engine.observation import observe
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


def _choosing(tmp_path):
    game = run_scenario_file(_stop_before(tmp_path, "A: jugar chispa-en-la-linea"), [ROOT / "cards"]).game
    assert len(game.stack) == 2 and game.stack[0].source == game.stack[1].source
    return game


def test_two_marchas_of_one_parte_are_two_choices_named_by_number(tmp_path):
    game = _choosing(tmp_path)
    legal = game.legal_actions()
    assert legal == [ChooseMarcha(1), ChooseMarcha(2)]
    assert [a.describe(game) for a in legal] == ["elige la marcha 1 (Zanco Carroñero #12 (B))",
                                                 "elige la marcha 2 (Zanco Carroñero #12 (B))"]


def test_the_marcha_selected_is_kept_by_its_number(tmp_path):
    game = _choosing(tmp_path)
    game.apply(ChooseMarcha(1))
    chispa = game.stack[-1]
    assert chispa.marchas == (1,) and [t[0] for t in chispa.targets] == [game.stack[0].source]
    assert chispa.copy({}).marchas == (1,) and game.clone().stack[-1].marchas == (1,)


def test_a_marcha_choice_survives_the_record_and_the_observation(tmp_path):
    game = _choosing(tmp_path)
    action = ChooseMarcha(2)
    assert Action.from_json(action.to_json()) == action
    assert action.to_json() == {"tipo": "elegir_marcha", "marcha": 2}
    view = observe(game, 0).view  # the marcha numbers are not renumbered as if they were hidden cards
    assert view.decisions[0].options == [1, 2] and view.legal_actions() == game.legal_actions()


def test_greedy_negates_the_marcha_that_would_do_most(tmp_path):
    """«Niega una marcha de tu oponente» resolving: greedy negates the enemy marcha worth most to its pilot,
    the same one whatever its seed (it used to score every marcha 0 and pick at random)."""
    from nismatch_cards.games.nismatch.bots.base import make_bot
    from nismatch_cards.games.nismatch.bots.greedy import _View, _marcha_gain

    text = (ROOT / "tests" / "engine" / "scenarios" / "marchas-negar-la-de-abajo-al-resolver-4-7-2-1.yaml").read_text(
        encoding="utf-8")
    path = tmp_path / "negar.yaml"
    path.write_text(text[:text.index('  - "A: elegir marcha 1"')], encoding="utf-8")
    game = run_scenario_file(path, [ROOT / "cards"]).game
    assert game.legal_actions() == [ChooseMarcha(1), ChooseMarcha(2)]
    obs = observe(game, 0)
    gains = {m.number: _marcha_gain(obs.view, _View(obs.view, 0), m) for m in obs.view.stack}
    best = max(gains, key=gains.get)
    assert gains[best] > min(gains.values())
    assert {make_bot("voraz", seed).choose(game, game.legal_actions()) for seed in range(8)} == {ChooseMarcha(best)}
