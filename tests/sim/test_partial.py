"""A simulation stopped before its end writes what it finished, marked as partial, and ``--reanudar`` plays only the
rest with the same seeds: the figures are those of a run never stopped (issue 28, part 5; issue 30, part 4).

The stop is a ``KeyboardInterrupt`` raised after a given number of games, as Ctrl+C raises it (tests/test_signals.py
sends the real signals to the real command).
"""
from __future__ import annotations

import json

import pytest

from nismatch_cards.diagnostics import command_path, display_path
from nismatch_cards.games.nismatch.sim import runner

from .conftest import A, C, simulate

OPTIONS = ["--deck", A, "--deck", C, "--games", "3", "--niveles", "aleatorio,voraz", "--seed", "11", "--workers", "1"]


@pytest.fixture
def stop_after(monkeypatch):
    """``stop_after(n)``: the next run is stopped as by Ctrl+C once it has finished ``n`` games."""
    def arm(count: int) -> None:
        games = runner.games

        def stopped(*args, **kwargs):
            for number, summary in enumerate(games(*args, **kwargs)):
                if number == count:
                    raise KeyboardInterrupt
                yield summary

        monkeypatch.setattr(runner, "games", stopped)
    return arm


def test_a_stopped_run_writes_the_finished_levels_and_resumes_to_the_same_figures(stop_after, monkeypatch, tmp_path):
    partial_file, report = tmp_path / "parcial.json", tmp_path / "informe"
    stop_after(4)  # the 3 games of level «aleatorio» and one of «voraz»
    result = simulate(*OPTIONS, "--json", str(partial_file), "--informe", str(report))
    assert result.exit_code == 130
    assert result.stderr == (
        "Simulación interrumpida con Ctrl+C: 4 de 6 partidas terminadas; niveles terminados: aleatorio. Lo terminado, "
        f"marcado como parcial, queda en «{display_path(partial_file)}» y «{report / 'index.html'}». Para seguirla: "
        f"repite la orden con --reanudar {command_path(partial_file)} (y otro --json, o --forzar).\n"
        "Interrumpido con Ctrl+C.\n")
    figures = json.loads(partial_file.read_text(encoding="utf-8"))
    assert figures["parcial"] == {"motivo": "interrumpida con Ctrl+C", "partidas_terminadas": 4, "partidas_pedidas": 6,
                                  "niveles_terminados": ["aleatorio"], "niveles_que_faltan": ["voraz"]}
    assert [level["nivel"] for level in figures["niveles"]] == ["aleatorio"]
    assert [game["index"] for game in figures["reanudar"]["partidas"]] == [0, 1, 2, 3]
    page = (report / "index.html").read_text(encoding="utf-8")
    assert "<strong>Informe parcial</strong> (interrumpida con Ctrl+C): 4 de\n  6 partidas terminadas" in page

    monkeypatch.undo()
    played = []
    play_game = runner.play_game
    monkeypatch.setattr(runner, "play_game", lambda spec, i: played.append(i) or play_game(spec, i))
    resumed, whole = tmp_path / "seguida.json", tmp_path / "entera.json"
    again = simulate(*OPTIONS, "--reanudar", str(partial_file), "--json", str(resumed))
    assert again.exit_code == 0, again.output
    assert played == [4, 5]  # only the games missing
    assert simulate(*OPTIONS, "--json", str(whole)).exit_code == 0
    assert resumed.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")


def test_a_run_stopped_without_json_keeps_its_games_in_a_new_file_to_resume_from(stop_after, monkeypatch, tmp_path):
    """Issue 28: --reanudar does not need --json; the file is new each time (an existing one is never written over)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "simulacion-parcial-1.json").write_text("mío", encoding="utf-8")  # a file of the user's: kept
    stop_after(1)
    result = simulate(*OPTIONS)
    assert result.exit_code == 130
    assert result.stderr == ("Simulación interrumpida con Ctrl+C: 1 de 6 partidas terminadas; niveles terminados: "
                             "ninguno. Lo terminado, marcado como parcial, queda en «simulacion-parcial-2.json». Para "
                             "seguirla: repite la orden con --reanudar simulacion-parcial-2.json.\n"
                             "Interrumpido con Ctrl+C.\n")
    assert (tmp_path / "simulacion-parcial-1.json").read_text(encoding="utf-8") == "mío"
    saved = json.loads((tmp_path / "simulacion-parcial-2.json").read_text(encoding="utf-8"))
    assert [game["index"] for game in saved["reanudar"]["partidas"]] == [0]

    monkeypatch.undo()
    monkeypatch.chdir(tmp_path)
    played = []
    play_game = runner.play_game
    monkeypatch.setattr(runner, "play_game", lambda spec, i: played.append(i) or play_game(spec, i))
    again = simulate(*OPTIONS, "--reanudar", "simulacion-parcial-2.json", "--json", "-")
    assert again.exit_code == 0, again.output
    assert played == [1, 2, 3, 4, 5]
    whole = simulate(*OPTIONS, "--json", "-")
    assert again.stdout == whole.stdout  # the same figures as a run never stopped


def test_a_report_needs_a_finished_level(stop_after, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    report = tmp_path / "informe"
    stop_after(1)
    result = simulate(*OPTIONS, "--informe", str(report))
    assert result.exit_code == 130
    assert result.stderr == ("Simulación interrumpida con Ctrl+C: 1 de 6 partidas terminadas; niveles terminados: "
                             "ninguno. Lo terminado, marcado como parcial, queda en «simulacion-parcial-1.json». El "
                             "informe de --informe no se escribe: ningún nivel terminó. Para seguirla: repite la orden "
                             "con --reanudar simulacion-parcial-1.json.\nInterrumpido con Ctrl+C.\n")
    assert not report.exists()


def test_a_run_stopped_before_any_game_writes_nothing(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt
        yield

    monkeypatch.setattr(runner, "games", stopped)
    result = simulate(*OPTIONS)
    assert result.exit_code == 130
    assert result.stderr == ("Simulación interrumpida con Ctrl+C: 0 de 6 partidas terminadas; niveles terminados: "
                             "ninguno. No se escribe nada.\nInterrumpido con Ctrl+C.\n")
    assert list(tmp_path.iterdir()) == []


def test_the_clusters_games_finished_out_of_order_are_kept_on_ctrl_c(monkeypatch, tmp_path):
    """Issue 28: a chunk a Dask cluster finished before its turn (games 3 to 5 while 1 and 2 are still playing) is
    in the partial JSON of a run stopped then, and --reanudar does not play it again."""
    partial_file = tmp_path / "parcial.json"
    games = runner.games

    def out_of_order(spec, workers, progress, scheduler, done, wait, waiting):
        everything = list(games(spec, 1))
        waiting[1] = everything[3:]  # the second chunk arrived first: it waits for the first
        yield everything[0]
        raise KeyboardInterrupt

    monkeypatch.setattr(runner, "games", out_of_order)
    result = simulate(*OPTIONS, "--json", str(partial_file))
    assert result.exit_code == 130
    saved = json.loads(partial_file.read_text(encoding="utf-8"))
    assert [game["index"] for game in saved["reanudar"]["partidas"]] == [0, 3, 4, 5]
    assert saved["parcial"]["partidas_terminadas"] == 4
    monkeypatch.undo()
    played = []
    play_game = runner.play_game
    monkeypatch.setattr(runner, "play_game", lambda spec, i: played.append(i) or play_game(spec, i))
    assert simulate(*OPTIONS, "--reanudar", str(partial_file)).exit_code == 0
    assert played == [1, 2]


def test_resuming_another_run_is_refused(stop_after, monkeypatch, tmp_path):
    partial_file = tmp_path / "parcial.json"
    stop_after(2)
    assert simulate(*OPTIONS, "--json", str(partial_file)).exit_code == 130
    monkeypatch.undo()
    other = [o if o != "11" else "12" for o in OPTIONS]  # another seed: other games
    result = simulate(*other, "--reanudar", str(partial_file))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{partial_file}» es de otra simulación: los mazos, sus cartas, los "
                             "niveles, --partidas, --semilla, --modo, --sustituir o los bots no son los mismos; repite "
                             "la orden con las opciones que tenía\n")


def test_resuming_a_file_that_is_not_a_partial_run_is_refused(tmp_path):
    finished = tmp_path / "cifras.json"
    finished.write_text('{"version": 3}', encoding="utf-8")
    result = simulate(*OPTIONS, "--reanudar", str(finished))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{finished}» no es el JSON de una simulación interrumpida (no tiene "
                             "la clave «reanudar»): solo se sigue una simulación interrumpida, desde el JSON que escribió\n")
    missing = tmp_path / "no-esta.json"
    result = simulate(*OPTIONS, "--reanudar", str(missing))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{missing}» no existe o no es un archivo: indica el JSON de una "
                             "simulación interrumpida\n")


def test_a_stopped_run_that_cannot_keep_its_games_says_why(stop_after, monkeypatch, tmp_path):
    import errno

    from nismatch_cards.diagnostics import os_reason
    from nismatch_cards.play.sim import partial

    monkeypatch.chdir(tmp_path)
    denied = PermissionError(errno.EACCES, "Permission denied")

    def refuse(folder, text):
        raise denied

    monkeypatch.setattr(partial, "write_new", refuse)
    stop_after(1)
    result = simulate(*OPTIONS)
    assert result.exit_code == 130
    assert result.stderr == (f"Error: no se pueden guardar las partidas terminadas en la carpeta actual: "
                             f"{os_reason(denied)}\nSimulación interrumpida con Ctrl+C: 1 de 6 partidas terminadas; "
                             "niveles terminados: ninguno. No se escribe nada.\nInterrumpido con Ctrl+C.\n")


def test_a_partial_json_of_another_resume_format_is_refused_with_both_versions(tmp_path):
    saved = tmp_path / "parcial.json"
    saved.write_text(json.dumps({"reanudar": {"version": 99, "huella": "", "partidas": []}}), encoding="utf-8")
    result = simulate(*OPTIONS, "--reanudar", str(saved))
    assert result.exit_code == 2
    assert result.stderr == (f"Error: --reanudar: «{saved}» es de la versión 99 del formato de reanudar y esta versión "
                             "de la herramienta lee la 1: vuelve a empezar la simulación\n")
