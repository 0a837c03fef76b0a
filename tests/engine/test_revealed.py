"""Acting on what was seen in games (docs/rulings.md 87–89): the card revealed decides the case done, nothing is done
without a card, the order chosen is the pilot's own decision (seen by it only, with a sensible default for the bots),
«elige dos» takes two different options, and whole games with these cards play to the end with every bot."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Choose, ChooseOption
from nismatch_cards.games.nismatch.engine.observation import HIDDEN, observe

from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

from .language_games import BOTS, ROOT, SCENARIOS, play_out

ORDER = "lenguaje-en-el-orden-que-quieras-2-1.yaml"
BOTINES = "lenguaje-ordena-tus-botines-2-2.yaml"


def _waiting(tmp_path, name: str, before: str):
    """The game of scenario ``name`` stopped before the line ``before``, waiting for a decision."""
    text = (SCENARIOS / name).read_text(encoding="utf-8")
    path = tmp_path / "cortado.yaml"
    path.write_text(text[:text.index(before)], encoding="utf-8")
    game = run_scenario_file(path, [ROOT / "cards"]).game
    assert game.decisions
    return game


def _ids(game, cards) -> list[str]:
    return [game.cards[i].id for i in cards]


def test_with_no_card_revealed_no_case_is_done(tmp_path):
    """87: an empty Arsenal shows nothing, so neither «si es una Parte» nor «si no» is done (not a «not a Parte»)."""
    source = (SCENARIOS / "lenguaje-si-no-al-fondo-6-1-1.yaml").read_text(encoding="utf-8")
    source = source.replace("ponla en el fondo de tu Arsenal.", "gana 2 CAR.")
    source = source.replace("arsenal: [chispazo, pata-del-golem, brazo-sierra], ", "")
    path = tmp_path / "vacio.yaml"
    path.write_text(source[:source.index("esperado:")], encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    assert result.ok, result.message
    game = result.game
    assert not game.stack and game.pilots[0].car == 1 and not game.over


def test_the_order_is_asked_of_the_pilot_who_looked_and_only_it_sees_the_cards(tmp_path):
    """88: the decision of the order is the controller's, its options the cards going to the bottom; the rival's
    observation shows none of them, the chooser's shows them."""
    game = _waiting(tmp_path, ORDER, '  - "A: elegir brazo-sierra"')
    decision = game.decisions[0]
    assert decision.pilot == 0 and decision.low == decision.high == 2
    assert sorted(_ids(game, decision.options)) == ["brazo-sierra", "chispazo"]
    mine, rivals = observe(game, 0), observe(game, 1)
    assert all(mine.view.cards[i] is game.cards[i] for i in decision.options)
    assert all(rivals.view.cards[i] is HIDDEN for i in game.pilots[0].arsenal)
    assert not any("Brazo Sierra" in line or "Chispazo" in line for line in game.log or [])


def test_greedy_puts_the_card_worth_most_highest(tmp_path):
    """88: the bots' default order: the card worth most in the hand first (it ends highest, drawn first)."""
    from nismatch_cards.games.nismatch.bots.greedy import hand_value

    game = _waiting(tmp_path, BOTINES, '  - "A: elegir brazo-sierra"')
    options = game.decisions[0].options
    best = max(options, key=lambda c: hand_value(game, 0, c))
    for seed in range(4):
        assert make_bot("voraz", seed).choose(game, game.legal_actions()).card == best


def test_the_pile_keeps_its_cards_in_the_order_chosen(tmp_path):
    game = _waiting(tmp_path, BOTINES, '  - "A: elegir brazo-sierra"')
    chosen = {game.cards[i].id: i for i in game.decisions[0].options}
    for card in ("chispazo", "pata-del-golem", "brazo-sierra"):
        game.apply(Choose(chosen[card]))
    assert _ids(game, game.pilots[0].hand) == ["chispazo"]  # the top one was claimed
    assert _ids(game, game.pilots[0].botines[::-1]) == ["pata-del-golem", "brazo-sierra"]  # top first


def test_choose_two_takes_two_different_options_and_greedy_the_two_best(tmp_path):
    """89: after the first option is chosen it is no longer offered; greedy picks the two worth most."""
    game = _waiting(tmp_path, "lenguaje-elige-dos-6-1-1.yaml", '  - "A: elegir opción 3"')
    assert game.legal_actions() == [ChooseOption(1), ChooseOption(2), ChooseOption(3)]
    game.apply(ChooseOption(3))
    assert ChooseOption(3) not in game.legal_actions()
    assert len(game.legal_actions()) == 2
    assert "la opción 3 ya está elegida" in str(game.refusal(ChooseOption(3), 0))


ABILITIES = [
    ("normal", "CAR 0 | Revela la primera carta de tu Arsenal; si es una Parte, añádela a tu mano; si no, ponla en el "
               "fondo de tu Arsenal"),
    ("normal", "CAR 1 | Mira las 3 primeras cartas de tu Arsenal, quédate una y pon las otras en el fondo en el orden "
               "que quieras"),
    ("relampago", "CAR 1 | Mira tu pila de Botines de Guerra y ordénala como quieras"),
    ("normal", "CAR 2 | Selecciona a un oponente; mira su mano, elige una Carta de Apoyo de entre ellas y hazla "
               "descartar"),
    ("normal", "CAR 1 | Elige dos: roba una carta, gana 1 CAR o tu Unidad gana +1 FUE hasta el final del turno"),
]


@pytest.mark.parametrize("seed, bots", list(enumerate(BOTS)))
def test_whole_games_acting_on_what_was_seen(project, seed, bots):
    """Decks full of these cards play to the end with every bot; the log never names a card its pilot looked at
    in the Arsenal being ordered."""
    kinds: set[str] = set()
    game = play_out(project, ABILITIES, bots, seed,
                    lambda a: kinds.add(type(a).__name__))
    assert game.over
    assert {"Choose", "ChooseOption"} & kinds
