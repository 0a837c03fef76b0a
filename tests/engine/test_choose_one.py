"""«Elige uno: A o B» (docs/ability-language.md, «Elegir uno»): the pilot chooses an option by its number
as the marcha resolves; the option is told as its card prints it, survives the record and the
observation, and the bots choose it like any other decision."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Action, ChooseOption
from nismatch_cards.games.nismatch.engine.observation import observe
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

from .language_games import BOTS, play_out

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "tests" / "engine" / "scenarios" / "lenguaje-elige-uno-6-1-1.yaml"


def _choosing(tmp_path: Path, text: str | None = None):
    """The scenario stopped where A chooses the option (with another text for its card, if given)."""
    scenario = SCENARIO.read_text(encoding="utf-8")
    if text is not None:
        scenario = scenario.replace("CAR 1 | Selecciona una Parte de tu oponente; elige uno: hazle 2 puntos de daño "
                                    "o desactívala", text)
        if "Selecciona" not in text:
            scenario = scenario.replace('  - "A: elegir B.torso"\n', "")
    head = scenario[:scenario.index('  - "B: pasar"') + len('  - "B: pasar"')] + "\n"
    path = tmp_path / "cortado.yaml"
    path.write_text(head, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    assert "A debe elegir una opción de «elige uno»" in result.message, result.message
    return result.game


def test_the_options_are_offered_by_number_and_told_as_printed(tmp_path):
    game = _choosing(tmp_path)
    legal = game.legal_actions()
    assert legal == [ChooseOption(1), ChooseOption(2)]
    assert [a.describe(game) for a in legal] == ["elige «hazle 2 puntos de daño»", "elige «desactívala»"]


def test_an_option_is_told_by_its_number_once_chosen(tmp_path):
    """A replay that finds a digest wrong tells the action it has just applied: the option is no longer waiting."""
    game = _choosing(tmp_path)
    game.apply(ChooseOption(2))
    assert ChooseOption(2).describe(game) == "elige la opción 2"


def test_an_option_survives_the_record_the_copy_and_the_observation(tmp_path):
    game = _choosing(tmp_path)
    action = ChooseOption(2)
    assert action.to_json() == {"tipo": "elegir_opcion", "option": 2}
    assert Action.from_json(action.to_json()) == action
    view = observe(game, 0).view  # the option numbers are not renumbered as if they were hidden cards
    assert view.decisions[0].options == [1, 2] and view.legal_actions() == game.legal_actions()
    torso = game.pilots[1].unit[game.ruleset.zone_ids.index("torso")]
    copy = game.clone()
    copy.apply(ChooseOption(1))
    assert (copy.damage[torso], copy.deact[torso]) == (2, 0)
    assert (game.damage[torso], game.deact[torso]) == (0, 0) and game.legal_actions() == [ChooseOption(1),
                                                                                           ChooseOption(2)]


def test_greedy_chooses_the_option_worth_more(tmp_path):
    """Destroying the Parte is worth more than deactivating it; gaining CAR more than losing it."""
    game = _choosing(tmp_path, "CAR 1 | Selecciona una Parte de tu oponente; elige uno: desactívala o destrúyela")
    assert make_bot("voraz", 1).choose(game, game.legal_actions()) == ChooseOption(2)
    game = _choosing(tmp_path, "CAR 1 | Elige uno: pierde 1 CAR o gana 2 CAR")
    assert make_bot("voraz", 1).choose(game, game.legal_actions()) == ChooseOption(2)


MODAL = [
    ("normal", "CAR 1 | Selecciona una Parte de tu oponente; elige uno: hazle 2 puntos de daño o desactívala"),
    ("relampago", "CAR 1 | Roba una carta y elige uno: gana 1 CAR o descarta una carta y roba 2 cartas"),
]


@pytest.mark.parametrize("seed, bots", list(enumerate(BOTS)))
def test_whole_games_with_options_to_choose(project, seed, bots):
    """Decks full of «elige uno» cards play to the end with every bot, choosing options as they go."""
    chosen: set[int] = set()
    play_out(project, MODAL, bots, seed, lambda a: chosen.add(a.option) if isinstance(a, ChooseOption) else None)
    assert chosen


def test_greedy_selects_the_target_whose_best_option_is_worth_most(tmp_path):
    """«Selecciona una Parte de tu oponente; elige uno: …»: the target is scored by its best option (it was
    scored 0, so greedy selected at random)."""
    from nismatch_cards.games.nismatch.bots.greedy import Estimate, _View

    scenario = SCENARIO.read_text(encoding="utf-8")
    path = tmp_path / "seleccion.yaml"
    path.write_text(scenario[:scenario.index('  - "A: elegir B.torso"')], encoding="utf-8")
    game = run_scenario_file(path, [ROOT / "cards"]).game
    choices = game.legal_actions()
    view = observe(game, 0).view
    ev = Estimate(view, _View(view, 0), 0, game.build.source)
    effect = game.build.ability.effects[0]
    scores = {a.card: effect.bot_on_card(ev, a.card) for a in choices if hasattr(a, "card")}
    best = max(scores, key=scores.get)
    assert len(set(scores.values())) > 1
    assert {make_bot("voraz", seed).choose(game, choices).card for seed in range(8)} == {best}
