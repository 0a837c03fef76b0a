"""Damage changed before it happens (docs/ability-language.md, «Cambiar ese daño»; docs/rulings.md 69): the Parte
receives what is left, a damage left at 0 did not happen, «a la mitad» rounds as written, a copy of the game changes
damage on its own, and the greedy bot counts the damage that is left."""
from __future__ import annotations

from types import SimpleNamespace

from nismatch_cards.games.nismatch.bots.greedy import Estimate
from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.damage_changes import foreseen_damage

from .language_games import scenario_until

SCENARIO = "lenguaje-ese-dano-5-3-5.yaml"


def _before(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, "acciones:")
    zone = game.ruleset.zone_ids.index
    return game, game.pilots[1].unit[zone("torso")], game.pilots[1].unit[zone("brazo_izquierdo")]


def test_the_parte_receives_what_is_left_and_a_copy_changes_on_its_own(tmp_path):
    game, torso, arm = _before(tmp_path)
    copy = game.clone()
    copy.deal_damage(arm, 3, 0)
    assert copy.damage[arm] == 2 and copy.damage_left == 0 and copy.replacing == ()
    assert game.damage[arm] == 0  # the original is untouched


def test_a_damage_left_at_zero_did_not_happen(tmp_path):
    game, torso, arm = _before(tmp_path)
    game.log = []
    game.deal_damage(torso, 1, 0)
    assert game.damage[torso] == 0
    assert not any("recibe" in line for line in game.log)  # no «recibe 0 de daño», no «Cuando … reciba daño»
    assert any("antes de recibirlo, Coraza Difusora" in line for line in game.log)


def test_a_deactivated_parte_changes_nothing(tmp_path):
    """4.1.2: the Pasiva of a deactivated Parte does not apply."""
    game, torso, arm = _before(tmp_path)
    game.deactivate(torso)
    game.deal_damage(arm, 3, 0)
    assert game.damage[arm] == 3


def test_the_damage_left_rounds_as_written():
    assert A.DamageChange(less=2).left(5) == 3 and A.DamageChange(less=2).left(1) == 0
    assert A.DamageChange().left(7) == 0
    assert A.DamageChange(half=True).left(5) == 2 and A.DamageChange(half=True, round_up=True).left(5) == 3
    assert A.DamageChange(half=True).left(1) == 0


def test_greedy_counts_the_damage_that_is_left(tmp_path):
    game, torso, arm = _before(tmp_path)
    assert foreseen_damage(game, arm, 3) == 2 and foreseen_damage(game, arm, 1) == 0
    assert game.replacing == ()
    ev = SimpleNamespace(game=game, p=0)
    assert Estimate.damage_score(ev, arm, 1) == 0.0  # 1 point is all prevented: worth nothing
    assert Estimate.damage_score(ev, arm, 3) > 0.0


# --- «Las habilidades de esta Parte no pueden ser negadas» (docs/rulings.md 71) -------------------------------------

UNNEGATABLE = "lenguaje-no-pueden-ser-negadas-3-3.yaml"


def _marcha_open(tmp_path):
    """A's ability on the stack, before B answers it."""
    game = scenario_until(tmp_path, UNNEGATABLE, '  - "B: jugar apagon-prueba"')
    (marcha,) = game.stack
    return game, marcha


def test_an_unnegatable_ability_stays_and_a_deactivated_parte_loses_the_pasiva(tmp_path):
    game, marcha = _marcha_open(tmp_path)
    game.negate(marcha, 1)
    assert not marcha.negated
    game.deactivate(marcha.source)  # 4.1.2: a deactivated Parte's Pasivas do not apply
    game.negate(marcha, 1)
    assert marcha.negated


def test_a_parte_that_left_the_unidad_no_longer_protects_its_marcha(tmp_path):
    game, marcha = _marcha_open(tmp_path)
    game.to_taller(marcha.source)
    game.negate(marcha, 1)
    assert marcha.negated


def test_greedy_does_not_pay_to_negate_what_cannot_be_negated(tmp_path):
    game, marcha = _marcha_open(tmp_path)
    ev = SimpleNamespace(game=game, p=1, respond=False, view=None)
    assert Estimate.negate_value(ev) == -1.0
