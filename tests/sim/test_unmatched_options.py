"""``nismatch simular`` on Unmatched with the options that were NISMATCH's alone before the machinery moved to
``nismatch_cards/play/sim/`` (issue 27, parts 1 and 5): a swap study of a bundled hero's card, the HTML report, a
run stopped and resumed, a game's record replayed by ``nismatch reproducir``, the team modes; Dask is in
``test_dask.py`` and ``test_dask_failures.py``. Real games, few of them."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.diagnostics import command_path, display_path
from nismatch_cards.play.sim import runner

from .conftest import REPO

PACK = REPO / "packs" / "unmatched"
PAIR = ["--heroe", "alice", "--heroe", "medusa"]


def simulate(*args: str):
    return CliRunner().invoke(main, ["simular", "--cartas", str(PACK), *args])


@pytest.fixture(scope="module")
def swap_study(tmp_path_factory):
    """Alice against Medusa, 8 deals at one level, with ¡Zis, zas! (Alice's attack 3, boost 4: «si ganaste el
    combate, mira la mano de tu rival y elige 1 carta que debe descartar») and Finta measured by swaps; an HTML
    report."""
    out = tmp_path_factory.mktemp("informe")
    result = simulate(*PAIR, "-n", "8", "--semilla", "2", "--niveles", "voraz", "--sustituir", "¡Zis, zas!",
                      "--sustituir", "finta", "--procesos", "1", "--json", "-", "--informe", str(out))
    assert result.exit_code == 0, result.output
    return result, out


def test_a_swap_study_measures_a_bundled_heroes_card_against_its_plain_baseline(swap_study):
    result, _ = swap_study
    figures = json.loads(result.stdout)
    assert figures["mazo_estudiado"] == "Alice"
    assert figures["partidas_sustituidas"] == 16  # each of the 8 deals again with each of the 2 cards swapped
    assert figures["partidas"] == 8 and figures["veredictos_cartas"] <= 2
    (level,) = figures["niveles"]
    zis, finta = level["sustituciones"]
    assert (zis["carta"], zis["nombre"], zis["copias"], zis["tipo"]) == ("zis-zas", "¡Zis, zas!", 1, "ataque")
    assert zis["basica"] == {"nombre": "Carta básica", "tipo": "ataque", "valor": 3, "impulso": 4,
                             "personaje": "Alice"}
    assert (finta["carta"], finta["copias"]) == ("finta", 3)
    for row in (zis, finta):
        assert sum(row["tabla"].values()) == row["partidas"] == 8
        won_with_card = row["tabla"]["ambas"] + row["tabla"]["solo_con_la_carta"]
        assert won_with_card == level["enfrentamientos"][0]["victorias_a"]["exitos"]  # the games as played
        assert row["ic95"][0] <= row["efecto"] <= row["ic95"][1]
        assert row["veredicto"] in ("aporta", "resta", "como_la_basica", "sin_concluir", "sin_probar")
        assert 0 <= row["jugada"]["partidas"] <= 8
    assert "Fuerza de las cartas de Alice: cuántos puntos cambia su % de victorias con la carta en vez de una " \
           "básica" in result.stderr
    assert "  ¡Zis, zas! ×1  " in result.stderr and "  Finta ×3  " in result.stderr
    assert "y 16 más con una carta de Alice sustituida" in result.stderr


def test_the_baseline_keeps_class_value_boost_and_character_and_drops_every_text():
    from nismatch_cards.games.unmatched.definition import UNMATCHED
    from tests.unmatched.helpers import project

    card = next(s.cards["zis-zas"] for s in project().sets.values() if "zis-zas" in s.cards)
    base = UNMATCHED.baseline(card, [])
    assert (base.id, base.name) == ("zis-zas~basica", "Carta básica")
    assert base.fields == {"clase": "ataque", "valor": 3, "impulso": 4, "personaje": "Alice", "copias": 1}
    assert card.get("efecto") and base.get("efecto") is None  # the card's own fields are untouched


def test_a_swapped_card_changes_the_games_it_is_used_in():
    """The swap is real: the deals played with the baseline instead of ¡Oh, Día Frabuloso! (Alice changes size after
    the combat) are not all the games played with it."""
    from nismatch_cards.games.unmatched.cards import seat_cards
    from nismatch_cards.games.unmatched.definition import UNMATCHED
    from tests.unmatched.helpers import RULES, project

    alice = seat_cards(project(), "Alice")
    card = next(c for c in alice[1] if c.id == "oh-dia-frabuloso")
    swap = runner.Swap(card.id, UNMATCHED.baseline(card, []))
    decks = tuple((name, tuple(cards)) for name, cards in (alice, seat_cards(project(), "Medusa")))
    spec = runner.GameSpec("unmatched", RULES, decks, ((0, 1),), (("voraz", "voraz"),), 6, 0, swaps=(swap,))
    changed = 0
    for i in range(spec.total):
        ref = spec.game(i)
        with_card, _, _ = runner._game(spec, ref, ref.swapped)
        with_base, _, _ = runner._game(spec, ref, ref.swapped, swap=swap)
        used = card.id in UNMATCHED.used(with_card, {0 if not ref.swapped else 1})
        changed += with_card.digest() != with_base.digest()
        if not used:  # never played nor discarded: the deals differ only by a card nobody used
            assert with_card.result == with_base.result
    assert changed >= 1


def test_the_html_report_of_unmatched_opens_with_its_boards_swaps_and_no_nismatch_words(swap_study, watch):
    result, out = swap_study
    assert result.stderr.rstrip().endswith(f"Informe: {out / 'index.html'}")
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "<title>Simulación · Unmatched</title>" in page and '<span class="topbar__brand">Unmatched</span>' in page
    assert "Tableros, por turnos: El Bosque de los Ecos, El Puerto de la Niebla." in page
    assert "<h3>Por tablero</h3>" in page and "<td>El Puerto de la Niebla</td><td>Alice – Medusa</td>" in page
    assert "una Carta de Acción de la misma clase, el mismo valor, el mismo impulso y el mismo personaje" in page
    assert "¡Zis, zas! ×1" in page and "Finta ×3" in page
    assert "mazo agotado" in page  # the end kinds are Unmatched's
    assert "<h2>Textos no jugados</h2>" in page
    for nismatch in ("Carga", "Parte", "VEL", "Cartas: descripción", "NISMATCH"):
        assert nismatch not in page, nismatch
    watched = watch()
    opened = watched.open(out / "index.html")
    assert watched.errors == [] and watched.offline, watched.requests
    assert opened.locator("svg.chart").count() == 1 + 2 + 1  # wins; length and endings; card strength
    assert opened.locator("h1").inner_text() == "Simulación"


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


RESUMED = [*PAIR, "-n", "3", "--niveles", "aleatorio,voraz", "--semilla", "7", "--sustituir", "finta",
           "--procesos", "1"]


def test_a_stopped_unmatched_run_resumes_to_the_figures_of_a_run_never_stopped(stop_after, monkeypatch, tmp_path):
    partial_file, report = tmp_path / "parcial.json", tmp_path / "informe"
    stop_after(4)  # the 3 deals of «aleatorio» and one of «voraz»
    result = simulate(*RESUMED, "--json", str(partial_file), "--informe", str(report))
    assert result.exit_code == 130
    assert result.stderr == (
        "Simulación interrumpida con Ctrl+C: 4 de 6 partidas terminadas; niveles terminados: aleatorio. Lo terminado, "
        f"marcado como parcial, queda en «{display_path(partial_file)}» y «{report / 'index.html'}». Para seguirla: "
        f"repite la orden con --reanudar {command_path(partial_file)} (y otro --json, o --forzar).\n"
        "Interrumpido con Ctrl+C.\n")
    saved = json.loads(partial_file.read_text(encoding="utf-8"))
    assert saved["juego"] == "Unmatched" and [lv["nivel"] for lv in saved["niveles"]] == ["aleatorio"]
    assert [game["index"] for game in saved["reanudar"]["partidas"]] == [0, 1, 2, 3]
    assert "<strong>Informe parcial</strong> (interrumpida con Ctrl+C)" in (report / "index.html").read_text("utf-8")

    monkeypatch.undo()
    played = []
    play_game = runner.play_game
    monkeypatch.setattr(runner, "play_game", lambda spec, i: played.append(i) or play_game(spec, i))
    resumed, whole = tmp_path / "seguida.json", tmp_path / "entera.json"
    again = simulate(*RESUMED, "--reanudar", str(partial_file), "--json", str(resumed))
    assert again.exit_code == 0, again.output
    assert played == [4, 5]  # only the games missing
    assert simulate(*RESUMED, "--json", str(whole)).exit_code == 0
    assert resumed.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")


def test_resuming_with_other_options_is_refused(stop_after, tmp_path):
    partial_file = tmp_path / "parcial.json"
    stop_after(1)
    assert simulate(*RESUMED, "--json", str(partial_file)).exit_code == 130
    other = simulate(*PAIR, "-n", "3", "--niveles", "aleatorio,voraz", "--semilla", "8", "--sustituir", "finta",
                     "--procesos", "1", "--reanudar", str(partial_file))
    assert other.exit_code == 2
    assert other.stderr == (f"Error: --reanudar: «{partial_file}» es de otra simulación: los mazos, sus cartas, los "
                            "niveles, --partidas, --semilla, --modo, --sustituir o los bots no son los mismos; repite "
                            "la orden con las opciones que tenía\n")


def test_a_recorded_game_is_replayed_by_reproducir_with_every_digest(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = simulate(*PAIR, "-n", "4", "--niveles", "voraz", "--sin-ventaja-de-empezar", "--procesos", "1",
                      "--registrar-partida", "3", "--registro", "partida.jsonl")
    assert result.exit_code == 0, result.output
    said = result.stderr.rstrip().splitlines()[-1]
    assert said.startswith("Partida 3 (semilla 3, nivel voraz) guardada en partida.jsonl: gana ")
    assert said.endswith(f"; reprodúcela con «nismatch reproducir partida.jsonl --cartas {command_path(PACK)}»")
    announced = said.split(": ", 1)[1].rsplit("; reprodúcela", 1)[0]
    replay = CliRunner().invoke(main, ["reproducir", "partida.jsonl", "--cartas", str(PACK)])
    assert replay.exit_code == 0, replay.output
    assert "todos los digest coinciden" in replay.output
    assert replay.output.rstrip().endswith(f"Resultado: {announced}")


def test_a_2v2_run_seats_each_hero_in_both_seats_of_its_team_and_counts_team_wins(tmp_path):
    result = simulate(*PAIR, "--modo", "2v2", "-n", "2", "--niveles", "aleatorio", "--procesos", "1",
                      "--json", "-")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["modo"] == {"id": "2v2", "nombre": "2 contra 2"}
    (match,) = figures["niveles"][0]["enfrentamientos"]
    assert match["partidas"] == 2
    assert match["victorias_a"]["exitos"] + match["victorias_b"]["exitos"] + match["tablas"]["exitos"] == 2
    assert result.stderr.startswith("Modo 2 contra 2: cada mazo juega en todos los asientos de su equipo. Unmatched: ")

    from nismatch_cards.games.unmatched.cards import seat_cards
    from tests.unmatched.helpers import RULES, project

    decks = tuple((name, tuple(cards)) for name, cards in (seat_cards(project(), "Alice"),
                                                           seat_cards(project(), "Medusa")))
    for mode, seats in (("2v2", ["Alice", "Medusa", "Alice", "Medusa"]), ("3j", ["Alice", "Medusa", "Alice", "Medusa"])):
        spec = runner.GameSpec("unmatched", RULES, decks, ((0, 1),), (("aleatorio", "aleatorio"),), 2, 0, mode=mode)
        for i, expected in ((0, seats), (1, [{"Alice": "Medusa", "Medusa": "Alice"}[n] for n in seats])):
            ref = spec.game(i)
            _, seated, _ = runner._seats(spec, ref, ref.swapped)
            assert [name for name, _ in seated] == expected
            state, _, _ = runner._game(spec, ref, ref.swapped)
            winners = {state.armies[a].team for a in range(len(state.armies)) if state.armies[a].player in
                       state.winners}
            side = runner.winning_side(state, ref.swapped)
            assert side is None if len(winners) != 1 else side == winners.pop() ^ ref.swapped


def test_the_three_player_game_is_a_mode_of_two_teams_of_two_heroes():
    result = simulate(*PAIR, "--modo", "3j", "-n", "1", "--niveles", "aleatorio", "--sin-ventaja-de-empezar",
                      "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["modo"] == {"id": "3j", "nombre": "3 jugadores (uno lleva 2 héroes)"}


def test_a_run_is_resumed_from_another_process_whatever_its_hash_seed():
    """A battlefield holds sets of spaces (zones, adjacency), whose order changes with Python's hash seed: the
    run's fingerprint sorts them, so that a run stopped in one process resumes in the next."""
    import os
    import subprocess
    import sys

    script = ("from pathlib import Path\n"
              "from nismatch_cards.cards.loader import load\n"
              "from nismatch_cards.play.sim import command, partial\n"
              "p = load([Path(r'%s')]).project\n"
              "request = command.Request([p.deck('Alice'), p.deck('Medusa')], False, [('aleatorio', 'aleatorio')], 3, "
              "0, True, (), (), ('finta',), '1v1')\n"
              "print(partial.fingerprint(command.prepare(p, request, 'unmatched').spec))\n") % PACK
    prints = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONPATH": str(REPO), "PYTHONHASHSEED": seed}).stdout
              for seed in ("1", "2", "3")}
    assert len(prints) == 1 and len(prints.pop().strip()) == 32


def test_a_game_with_no_baseline_refuses_a_swap_study(monkeypatch):
    """A game whose definition gives no ``baseline`` cannot measure a card by swaps: a usage error that says so."""
    import dataclasses

    from nismatch_cards.games.unmatched.definition import UNMATCHED
    from nismatch_cards.play.game import register_game

    monkeypatch.setattr("nismatch_cards.play.game._GAMES", {})
    register_game(dataclasses.replace(UNMATCHED, baseline=None))
    result = simulate(*PAIR, "--sustituir", "finta", "-n", "1", "--procesos", "1")
    assert (result.exit_code, result.stderr) == (
        2, "Error: --sustituir: Unmatched no dice con qué carta básica se compara una carta; su motor no mide cartas "
           "por sustitución\n")
