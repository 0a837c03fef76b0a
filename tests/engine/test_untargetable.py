"""«Tu oponente no puede seleccionar …» (docs/ability-language.md, «No poder seleccionar»): the bots answer
with it when a Parte of theirs is targeted, keep it otherwise, and play whole games with it."""
from __future__ import annotations

from nismatch_cards.games.nismatch.bots.base import make_bot
from nismatch_cards.games.nismatch.engine import Activate

from .language_games import BOTS, play_out, scenario_until

SCENARIO = "lenguaje-no-seleccionable-hasta-el-final-del-turno-6-1.yaml"
VEIL = "CAR 1 | Selecciona una Parte tuya; tu oponente no puede seleccionarla hasta el final del turno"


def test_greedy_answers_a_selection_of_its_parte_with_it_and_keeps_it_otherwise(tmp_path):
    calm = scenario_until(tmp_path, SCENARIO, "acciones:", active="A")
    assert any(isinstance(a, Activate) for a in calm.legal_actions())
    assert not isinstance(make_bot("voraz", 1).choose(calm, calm.legal_actions()), Activate)
    targeted = scenario_until(tmp_path, SCENARIO, '  - "A: jugar velo-de-prueba"')
    assert targeted.to_move == 0
    assert isinstance(make_bot("voraz", 1).choose(targeted, targeted.legal_actions()), Activate)


def test_a_copy_keeps_the_protection_and_the_original_is_untouched(tmp_path):
    game = scenario_until(tmp_path, SCENARIO, '  - "B: jugar chispazo"\n  - {ilegal')
    torso = game.pilots[0].unit[game.ruleset.zone_ids.index("torso")]
    copy = game.clone()
    assert copy.untargetable(torso, 1) and game.untargetable(torso, 1)
    copy.mods.clear()
    assert not copy.untargetable(torso, 1) and game.untargetable(torso, 1)


def test_whole_games_with_it_and_every_bot(project):
    games = [play_out(project, [("relampago", VEIL)], bots, seed) for seed, bots in enumerate(BOTS)]
    assert any("no puede seleccionar" in line for game in games for line in game.log)
