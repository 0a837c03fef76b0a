"""«repartir»: a game resumed from before a point it had reached deals again what its person cannot see
(docs/play.md, «Volver atrás no enseña lo que viene»). The person's view does not change, the rest does,
and the record replays the new deal."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.engine.observation import observe
from nismatch_cards.games.nismatch.engine.record import Recorder, RecordError, replay_file

ROOT = Path(__file__).resolve().parents[2]
CARDS = [ROOT / "cards"]


def recorded(project, actions: int = 80) -> Recorder:
    recorder = Recorder(project, project.decks[:2], seed=5, log=True)
    chooser = random.Random(5)
    for _ in range(actions):
        recorder.apply(chooser.choice(recorder.game.legal_actions()))
    return recorder


def test_a_new_deal_keeps_what_the_pilot_sees_and_changes_what_it_does_not(project):
    recorder = recorded(project)
    before = recorder.game
    seen = observe(before, 0).information_state()
    rival_hand = [before.cards[i].id for i in before.pilots[1].hand]
    next_draw = before.cards[before.pilots[0].arsenal[-1]].id
    changed = 0
    for seed in range(6):
        twin = Recorder.__new__(Recorder)
        twin.game, twin.lines = before.clone(), list(recorder.lines)
        twin.game.log = []
        twin.redeal(0, seed)
        after = twin.game
        assert observe(after, 0).information_state() == seen
        assert not after.check_invariants()
        changed += [after.cards[i].id for i in after.pilots[1].hand] != rival_hand or \
            after.cards[after.pilots[0].arsenal[-1]].id != next_draw
        assert twin.lines[-1] == {"n": len(recorder.lines), "repartir": seed, "para": "A", "digest": after.digest()}
        assert after.log == ["Lo que A no ve se reparte de nuevo: la partida sigue desde antes de un punto al que ya "
                             "había llegado"]
    assert changed >= 5


def test_a_record_with_a_new_deal_replays_to_the_same_game(project, tmp_path):
    recorder = recorded(project, 60)
    recorder.redeal(0, 123)
    chooser = random.Random(9)
    while not recorder.game.over:
        recorder.apply(chooser.choice(recorder.game.legal_actions()))
    path = tmp_path / "partida.jsonl"
    recorder.write(path)
    result = replay_file(path, CARDS)
    assert result.game.over and result.game.digest() == recorder.game.digest()
    assert "Lo que A no ve se reparte de nuevo: la partida sigue desde antes de un punto al que ya había llegado" \
        in result.lines


@pytest.mark.parametrize("row, message", [
    ({"repartir": -1, "para": "A"}, "«repartir» debe ser un número entero entre 0 y 2^64 - 1"),
    ({"repartir": 1.5, "para": "A"}, "«repartir» debe ser un número entero entre 0 y 2^64 - 1"),
    ({"repartir": 7}, "«para» debe ser el nombre del piloto cuya vista se conserva"),
    ({"repartir": 7, "para": "Z"}, "«para» nombra un piloto que no está en la partida: Z"),
    ({"repartir": 7, "para": "A", "digest": "0000000000000000"}, None),
])
def test_a_broken_new_deal_line(project, tmp_path, row, message):
    recorder = recorded(project, 10)
    path = tmp_path / "partida.jsonl"
    recorder.lines.append({"n": len(recorder.lines), **row})
    recorder.write(path)
    with pytest.raises(RecordError) as error:
        replay_file(path, CARDS)
    line = len(recorder.lines)
    if message is None:
        assert str(error.value).startswith(f"{path}:{line}: el estado no coincide con el registro tras repartir de "
                                           "nuevo lo que A no ve (digest ")
        assert str(error.value).endswith("esperado 0000000000000000)")
    else:
        assert str(error.value) == f"{path}:{line}: {message}"
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[-1])["n"] == line - 1
