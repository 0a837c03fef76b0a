"""«al azar» (docs/ability-language.md, «Al azar»): the game picks among what fits, every card can come out,
nobody chooses, and bots play whole games with it."""
from __future__ import annotations

from nismatch_cards.games.nismatch.engine import Activate

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-al-azar-6-1.yaml"


def _play(game, card_id: str) -> None:
    """The active pilot plays the Carta de Apoyo ``card_id`` from its hand, and its opponent passes."""
    action = next(a for a in game.legal_actions()
                  if isinstance(a, Activate) and game.cards[a.card].id == card_id)
    game.apply(action)
    assert game.to_move == 0 and not game.decisions, "nadie elige: A responde en cuanto B juega la carta"
    game.apply(game.legal_actions()[0])  # A passes


def _outcomes(tmp_path, before: str, card_id: str, seen) -> set:
    game = scenario_until(tmp_path, SCENARIO, before)
    found = set()
    for seed in range(40):
        twin = game.clone()
        twin.rng.seed(seed)
        _play(twin, card_id)
        found.add(seen(twin))
    return found


def test_an_effect_at_random_can_take_every_card_that_fits(tmp_path):
    """«Destruye una Parte de tu oponente al azar»: each of A's three Partes is destroyed under some seed."""
    destroyed = _outcomes(tmp_path, '  - "B: jugar tiro-a-ciegas"', "tiro-a-ciegas",
                          lambda g: tuple(g.cards[i].id for i in g.pilots[0].scrap))
    assert destroyed == {("torso-bidon",), ("capucha-de-hollin",), ("brazo-tenaza",)}


def test_a_selection_at_random_is_drawn_on_activation(tmp_path):
    """«Selecciona una Parte de tu oponente al azar; desactívala»: either Parte left can be the one deactivated."""
    deactivated = _outcomes(tmp_path, '  - "B: jugar foco-errante"', "foco-errante",
                            lambda g: tuple(g.cards[i].id for i in g.pilots[0].unit if i >= 0 and g.deact[i]))
    assert len(deactivated) == 2 and all(len(d) == 1 for d in deactivated)


def test_a_cost_at_random_discards_any_card_of_the_hand(tmp_path):
    """«Descarta una carta al azar; gana 2 CAR»: both kinds of card in B's hand are discarded under some seed."""
    discarded = _outcomes(tmp_path, '  - "B: jugar chispa-temeraria"', "chispa-temeraria",
                          lambda g: next(g.cards[i].id for i in g.pilots[1].scrap if g.cards[i].id in
                                         ("chispazo", "torso-bidon")))
    assert discarded == {"chispazo", "torso-bidon"}


def test_whole_games_with_random_targets_and_every_bot(project):
    abilities = [("normal", "CAR 2 | Haz 2 puntos de daño a una Parte de tu oponente al azar"),
                 ("normal", "CAR 0 | Descarta una carta al azar; gana 2 CAR"),
                 ("normal", "CAR 1 | Selecciona hasta 2 Partes de tu oponente al azar; desactívalas")]
    games = [play_out(project, abilities, bots, seed) for seed, bots in enumerate(BOTS)]
    log = [line for game in games for line in game.log]
    assert any("Prueba 0" in line for line in log) and any("Prueba 1" in line for line in log)
    assert all(game.over and game.check_invariants() == [] for game in games)
