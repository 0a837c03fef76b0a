"""Going back to an earlier save does not show the future (docs/play.md, «Volver atrás no enseña lo que viene»):
resumed from behind the furthest point the game reached on this computer, what the person cannot see is dealt
again; resumed from where it was left, it is the same game."""
from __future__ import annotations

import shutil

from nismatch_cards.games.nismatch.play.commands import BEHIND
from nismatch_cards.games.nismatch.play.envelope import replay_saved
from nismatch_cards.games.nismatch.play.ledger import LEDGER_FILE

from .conftest import CARDS
from .helpers import as_clear_record, play, rows

SEEDED = ("--deck", "asalto-remachado", "--vs", "greedy", "--seed", "3")
TOLD = "Lo que A no ve se reparte de nuevo: la partida sigue desde antes de un punto al que ya había llegado"


def noted(*paths) -> None:
    """The saved games at ``paths`` as if their seed had not been chosen: a game with --semilla is not noted (its
    future is known), and one without it would not be the same game from one test run to the next."""
    for path in paths:
        assert not replay_saved(path, [CARDS]).replay.game.over, path
        as_clear_record(path, lambda header: header.pop("semilla_elegida"))


def test_resuming_an_earlier_save_deals_again_what_the_person_cannot_see(in_tmp):
    played = play(*SEEDED, input="1\ng antes.jsonl\n1\n1\n1\ng despues.jsonl\nsalir\n")
    assert played.exit_code == 0, played.output
    noted(in_tmp / "antes.jsonl", in_tmp / "despues.jsonl")
    shutil.copy(in_tmp / "antes.jsonl", in_tmp / "copia.jsonl")
    ahead = play("--resume", "despues.jsonl", input="1\nsalir\n")  # the game reaches a point beyond both saves
    assert BEHIND not in ahead.stdout.splitlines()

    back = play("--resume", "antes.jsonl", input="salir\n")
    assert back.exit_code == 0, back.output
    assert BEHIND in back.stdout.splitlines() and TOLD in back.stdout.splitlines()
    deal = [row for row in rows(in_tmp / "antes.jsonl") if "repartir" in row]
    assert len(deal) == 1 and deal[0]["para"] == "A"
    assert not replay_saved(in_tmp / "antes.jsonl", [CARDS]).replay.game.over  # the new deal replays

    again = play("--resume", "copia.jsonl", input="salir\n")  # a copy of the old save: dealt again, and otherwise
    assert BEHIND in again.stdout.splitlines()
    other = [row for row in rows(in_tmp / "copia.jsonl") if "repartir" in row]
    assert other[0]["repartir"] != deal[0]["repartir"]


def test_resuming_the_furthest_save_is_the_same_game(in_tmp):
    play(*SEEDED, input="1\n1\n1\ng mitad.jsonl\nsalir\n")
    noted(in_tmp / "mitad.jsonl")
    resumed = play("--resume", "mitad.jsonl", input="1\n1\nsalir\n")
    assert BEHIND not in resumed.stdout and TOLD not in resumed.stdout
    assert not any("repartir" in row for row in rows(in_tmp / "mitad.jsonl"))
    again = play("--resume", "mitad.jsonl", input="salir\n")  # saved where it was left: still the same game
    assert BEHIND not in again.stdout


def test_a_spoilt_ledger_is_started_again(in_tmp, user_data):
    play(*SEEDED, input="1\ng antes.jsonl\n1\n1\n1\ng despues.jsonl\nsalir\n")
    noted(in_tmp / "antes.jsonl", in_tmp / "despues.jsonl")
    play("--resume", "despues.jsonl", input="1\nsalir\n")
    (user_data / LEDGER_FILE).write_text("{roto", encoding="utf-8")
    resumed = play("--resume", "antes.jsonl", input="1\nsalir\n")
    assert resumed.exit_code == 0, resumed.output
    assert BEHIND not in resumed.stdout  # what it noted is lost: this time the old save goes on as it was
    assert (user_data / LEDGER_FILE).read_text(encoding="utf-8").startswith("{\"")


def test_a_game_with_a_chosen_seed_goes_back_as_it_was(in_tmp, user_data):
    """With --semilla the future is known anyway (and two games may share the seed): nothing is noted nor dealt."""
    play(*SEEDED, input="1\ng antes.jsonl\n1\n1\n1\nsalir\n")
    resumed = play("--resume", "antes.jsonl", input="salir\n")
    assert BEHIND not in resumed.stdout
    assert not (user_data / LEDGER_FILE).exists()


def test_a_ledger_that_cannot_be_written_is_said_once_and_the_game_goes_on(in_tmp, user_data):
    play(*SEEDED, input="1\ng mitad.jsonl\nsalir\n")
    noted(in_tmp / "mitad.jsonl")
    (user_data / LEDGER_FILE).mkdir(parents=True)  # in the way: nothing can be written there
    result = play("--resume", "mitad.jsonl", input="1\n1\n1\nsalir\n")
    assert result.exit_code == 0, result.output
    warning = (f"aviso: no se puede anotar hasta dónde llega la partida en {user_data / LEDGER_FILE} (es una carpeta): "
               "volver a una partida guardada antes enseñaría lo que viene")
    assert result.stdout.splitlines().count(warning) == 1, result.stdout
