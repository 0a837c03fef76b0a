"""Replacements (docs/ability-language.md, «Reemplazo»; docs/rulings.md 45): a replaced destruction did not
happen, a copy of the game replaces on its own, the redirection of «en lugar de al Depósito de Chatarra» ends
with its effect, the greedy bot does not count on destroying a Parte that would not be destroyed, and whole
games with the construct end."""
from __future__ import annotations

from types import SimpleNamespace

from nismatch_cards.games.nismatch.bots.greedy import Estimate
from nismatch_cards.games.nismatch.engine.state import Z_SCRAP, Z_TALLER, Z_UNIT
from nismatch_cards.games.nismatch.language import ast as A

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-reemplazo-destruccion-2-2-5-3-3.yaml"


def _before(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, "acciones:")
    return game, game.pilots[1].unit[game.ruleset.zone_ids.index("torso")]


def test_a_replaced_destruction_gives_no_botin_and_a_copy_replaces_on_its_own(tmp_path):
    game, torso = _before(tmp_path)
    copy = game.clone()
    copy.deal_damage(torso, 2, 0)  # 1 + 2 = its 3 PG: it would be destroyed
    assert copy.loc[torso] == Z_TALLER and copy.pilots[0].claimed == 0 and copy.damage[torso] == 2
    assert copy.check_invariants() == []  # it stands with 1 PG, not with as much damage as PG (ruling 45)
    assert copy.pilots[1].destroyed_since_rebuild == 0 and copy.replacing == ()
    assert game.loc[torso] == Z_UNIT  # the original is untouched


def test_a_deactivated_parte_does_not_replace(tmp_path):
    """4.1.2: the Pasiva of a deactivated Parte does not apply; the destruction happens and gives its Botín."""
    game, torso = _before(tmp_path)
    game.deactivate(torso)
    game.destroy(torso, 0)
    assert game.loc[torso] == Z_SCRAP and game.pilots[0].claimed == 1


def test_greedy_does_not_count_on_destroying_a_parte_that_replaces_it(tmp_path):
    game, torso = _before(tmp_path)
    ev = SimpleNamespace(game=game, on_board=lambda inst: True,
                         replaced=lambda event, inst: Estimate.replaced(ev, event, inst))
    assert A.Destroy(A.It()).bot_on_card(ev, torso) == 0.0
    game.deactivate(torso)
    assert not Estimate.replaced(ev, A.Replaced.DESTROYED, torso)


def test_the_redirection_ends_with_its_effect(tmp_path):
    game = scenario_until(tmp_path, "lenguaje-en-lugar-de-al-deposito-2-2-5-3-3.yaml", '  - esperado: {B.torso: null')
    assert game.redirect is None  # the destruction went to the Zona de Demolición; what follows goes where it goes
    head = game.pilots[1].unit[game.ruleset.zone_ids.index("cabeza")]
    game.destroy(head, 0)
    assert game.loc[head] == Z_SCRAP


def test_whole_games_with_elsewhere_and_every_bot(project):
    text = ("CAR 1 | Selecciona una Parte de tu oponente; destrúyela y envíala a la Zona de Demolición en lugar de al "
            "Depósito de Chatarra")
    games = [play_out(project, [("normal", text)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert all(game.over for game in games)
    assert any("queda destruida y va a la Zona de Demolición" in line for game in games for line in game.log)
