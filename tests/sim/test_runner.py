"""Running games: seed S+i, seats, results independent of the number of workers, one game replayed."""
from __future__ import annotations

import json

from nismatch_cards.games.nismatch.engine.record import replay_file
from nismatch_cards.games.nismatch.sim import runner, stats
from nismatch_cards.games.nismatch.sim.commands import build_spec

from .conftest import A, B, C, CARDS, D, simulate


def _spec(project, names, games, seed, levels=(("greedy", "greedy"),), studied=()):
    return build_spec(project, [project.deck(n) for n in names], list(levels), games, seed, studied=list(studied))


def test_game_i_uses_seed_s_plus_k_at_every_level_and_alternates_seats(project):
    spec, _ = _spec(project, [A, B], 3, 40, (("greedy", "greedy"), ("random", "random")))
    games = runner.run(spec, workers=1)
    assert [g.index for g in games] == list(range(6))
    assert [g.level for g in games] == [0, 0, 0, 1, 1, 1]
    assert [g.seed for g in games] == [40, 41, 42] * 2  # every level plays the same deals
    assert [g.swapped for g in games] == [False, True, False] * 2
    assert runner.seats(spec, 1) == (41, [1, 0], ["greedy", "greedy"])
    assert runner.seats(spec, 4) == (41, [1, 0], ["random", "random"])
    # any game played alone is the same game
    assert runner.play_game(spec, 4) == games[4]


def test_results_do_not_depend_on_the_number_of_workers(project):
    spec, _ = _spec(project, [A, C], 24, 3, (("greedy", "random"),), studied=["chispazo", "canon-de-remaches"])
    one = runner.run(spec, workers=1)
    two = runner.run(spec, workers=2)
    assert one == two


def test_same_seed_same_json_and_workers_1_vs_2(tmp_path):
    outs = []
    for workers in ("1", "2", "2"):
        out = tmp_path / f"w{workers}-{len(outs)}.json"
        result = simulate("--deck", A, "--deck", D, "--games", "16", "--seed", "5", "--workers", workers,
                          "--sustituir", "lanzachispas", "--json", str(out))
        assert result.exit_code == 0, result.output
        outs.append(out.read_text(encoding="utf-8"))
    assert outs[0] == outs[1] == outs[2]
    other = tmp_path / "other.json"
    assert simulate("--deck", A, "--deck", D, "--games", "16", "--seed", "6", "--json", str(other)).exit_code == 0
    assert other.read_text(encoding="utf-8") != outs[0]


def test_json_holds_every_figure(tmp_path, project):
    out = tmp_path / "r.json"
    result = simulate("--deck", A, "--deck", B, "--games", "12", "--json", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["partidas"] == 24 and data["mazos"] == [A, B] and data["version"] == 3
    assert [lv["nivel"] for lv in data["niveles"]] == ["voraz", "aleatorio"]
    assert data["mazo_estudiado"] is None and data["efecto_minimo"] == 0.02 and not data["contra_todos"]
    for level in data["niveles"]:
        assert level["partidas"] == 12 and level["bots"] == [level["nivel"]] * 2
        match = level["enfrentamientos"][0]
        assert match["victorias_a"]["exitos"] + match["victorias_b"]["exitos"] + match["tablas"]["exitos"] == 12
        assert sum(h["n"] for h in match["mitades"]) == 12
        assert match["veredicto"] in ("gana_a", "gana_b", "equilibrado", "sin_concluir")
        assert match["primer_jugador"]["partidas"] <= 12
        assert set(level["finales"]) == {"botines", "arsenal", "tope", "bucle", "carta"}
        assert sum(f["exitos"] for f in level["finales"].values()) == 12
        d = level["duracion"]
        assert d["turnos_min"] <= d["turnos_mediana"] <= d["turnos_max"]
        cards_a = [c for c in level["cartas"] if c["mazo"] == A]
        assert len(cards_a) == len({c["carta"] for c in cards_a}) == len(project.deck(A).cards)
        assert sum(c["copias"] for c in cards_a) == project.deck(A).size
        for c in level["cartas"]:
            assert c["partidas"] == 12
            assert 0 <= c["jugada"]["partidas"] <= c["robada"]["partidas"] <= 12
        assert "matriz" not in level and "sustituciones" not in level
    assert data["comparacion"]["enfrentamientos"][0]["veredictos"].keys() == {"voraz", "aleatorio"}


def test_played_cards_were_in_the_hand(project):
    """«Robada» counts every card reaching the hand (draws and Botines), so a card is never played more often."""
    spec, infos = _spec(project, [A, B], 30, 0)
    from nismatch_cards.games.nismatch.sim import stats

    data = stats.build(infos, runner.run(spec, workers=1))["niveles"][0]
    for c in data["cartas"]:
        assert c["jugada"]["partidas"] <= c["robada"]["partidas"], c
    assert any(c["danio"] > 0 for c in data["cartas"])
    assert any(c["activaciones"] > 0 for c in data["cartas"])


def test_round_robin_plays_every_pair(tmp_path):
    out = tmp_path / "rr.json"
    result = simulate("--deck", A, "--deck", B, "--deck", C, "--games", "6", "--niveles", "greedy", "--json", str(out))
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))["niveles"][0]
    assert data["partidas"] == 18
    assert [(m["mazo_a"], m["mazo_b"]) for m in data["enfrentamientos"]] == [(A, B), (A, C), (B, C)]
    mx = data["matriz"]
    assert mx["mazos"] == [A, B, C]
    for i in range(3):
        assert mx["victorias"][i][i] is None
        for j in range(3):
            if i != j:
                assert mx["victorias"][i][j]["n"] == 6
                assert mx["victorias"][i][j]["exitos"] + mx["victorias"][j][i]["exitos"] <= 6
    assert [t["n"] for t in mx["total"]] == [12, 12, 12]
    assert "Torneo (voraz): victorias del mazo de la fila contra el de la columna" in result.stdout


def test_the_tournament_text_gives_each_total_with_its_interval():
    from nismatch_cards.games.nismatch.sim.text import matrix_text

    def rate(wins, n, lo, hi):
        return {"exitos": wins, "n": n, "tasa": wins / n, "ic95": [lo, hi]}

    mx = {"mazos": ["Uno", "Dos"], "victorias": [[None, rate(3, 4, 0.3, 0.95)], [rate(1, 4, 0.05, 0.7), None]],
          "total": [rate(3, 4, 0.3, 0.95), rate(1, 4, 0.05, 0.7)]}
    assert matrix_text(mx, "voraz", False) == [
        "Torneo (voraz): victorias del mazo de la fila contra el de la columna; total: contra todos (IC 95 %)",
        "            Uno       Dos                   total",
        "  Uno         —    75,0 %  75,0 % (30,0 %–95,0 %)",
        "  Dos    25,0 %         —   25,0 % (5,0 %–70,0 %)",
    ]


def test_a_deck_against_itself(tmp_path):
    result = simulate("--deck", C, "--deck", C, "--games", "4", "--niveles", "random", "--json", "-")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["mazos"] == [C, f"{C} (2)"]


def test_record_a_game_then_replay_it(tmp_path, project):
    record = tmp_path / "partida.jsonl"
    result = simulate("--deck", A, "--deck", B, "--games", "5", "--seed", "11", "--workers", "1",
                      "--record-game", "3", "--record", str(record))
    assert result.exit_code == 0, result.output
    assert f"Partida 3 (semilla 14, nivel voraz) guardada en {record}" in result.stderr
    replayed = replay_file(record, [CARDS])
    spec, _ = _spec(project, [A, B], 5, 11)
    summary = runner.play_game(spec, 3)
    assert replayed.game.over
    assert replayed.game.end_reason == summary.reason
    assert replayed.game.turn == summary.turns
    assert replayed.game.winner == summary.winner ^ summary.swapped  # the same pilot wins
    header = json.loads(record.read_text(encoding="utf-8").splitlines()[0])
    assert header["semilla"] == 14
    assert [d["nombre"] for d in header["mazos"]] == [B, A]  # odd games put the second deck in seat A
    # game 8 is the same deal (k = 3) at the second level
    again = simulate("--deck", A, "--deck", B, "--games", "5", "--seed", "11", "--workers", "1",
                     "--record-game", "8", "--record", str(record), "--forzar")  # the first record is replaced
    assert f"Partida 8 (semilla 14, nivel aleatorio) guardada en {record}" in again.stderr
    assert replay_file(record, [CARDS]).game.over

    from click.testing import CliRunner

    from nismatch_cards.cli import main

    again = CliRunner().invoke(main, ["replay", str(record), "--cartas", str(CARDS), "-q"])
    assert again.exit_code == 0, again.output
    assert "todos los digest coinciden" in again.output


def test_custom_bot_from_a_file(tmp_path, restore_bots):
    bot = tmp_path / "mi_bot.py"
    bot.write_text(
        "from nismatch_cards.games.nismatch.bots import Bot, register\n"
        "from nismatch_cards.games.nismatch.engine import Pass\n\n"
        "@register\n"
        "class Pasota(Bot):\n"
        "    name = 'pasota-prueba'\n\n"
        "    def decide(self, obs, actions):\n"
        "        return next((a for a in actions if isinstance(a, Pass)), actions[0])\n", encoding="utf-8")
    result = simulate("--deck", A, "--deck", B, "--games", "10", "--bots", "greedy,pasota-prueba",
                      "--bot-file", str(bot), "--workers", "2", "--json", "-")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    [level] = data["niveles"]
    assert level["nivel"] == "voraz contra pasota-prueba" and level["bots"] == ["voraz", "pasota-prueba"]
    assert level["enfrentamientos"][0]["victorias_a"]["exitos"] == 10
    assert level["enfrentamientos"][0]["primer_jugador"] is None  # different bots: no first-player figure


# --- 2v2: a deck per team (5.1) -----------------------------------------------------------------


def test_in_2v2_each_deck_plays_both_seats_of_its_team(project):
    """Teams are A+C and B+D (the ruleset's «2v2»): side 0's deck and bot sit in A and C, side 1's in B and D, and
    the other way round in every other game; the winner and who started are told by side, as in 1v1."""
    spec, _ = build_spec(project, [project.deck(A), project.deck(B)], [("greedy", "random")], 2, 7, mode="2v2")
    assert runner.seats(spec, 0) == (7, [0, 1, 0, 1], ["greedy", "random", "greedy", "random"])
    assert runner.seats(spec, 1) == (8, [1, 0, 1, 0], ["random", "greedy", "random", "greedy"])
    for game in runner.run(spec, workers=1):
        assert game.winner in (0, 1, None) and game.first in (0, 1)


def test_simulate_in_2v2(tmp_path):
    result = simulate("--mazo", A, "--mazo", B, "--modo", "2v2", "-n", "4", "--bots", "voraz", "--json", "-")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["modo"] == {"id": "2v2", "nombre": "2 contra 2"}
    assert data["partidas"] == 4
    assert result.stderr.startswith("Modo 2 contra 2: cada mazo juega en todos los asientos de su equipo. 4 partidas")


def test_simulate_in_1v1_says_no_mode():
    result = simulate("--mazo", A, "--mazo", B, "-n", "2", "--bots", "voraz", "--json", "-")
    assert "modo" not in json.loads(result.stdout)


def test_a_mode_simulate_cannot_pair():
    result = simulate("--mazo", A, "--mazo", B, "--modo", "batalla-real", "-n", "2")
    assert result.exit_code == 2
    assert result.stderr.endswith("--modo batalla_real: simular enfrenta dos mazos, cada uno con un equipo, y este modo "
                                  "tiene 4 equipos; modos de dos equipos: 1v1, 2v2\n")


# --- the first player's advantage, by design ----------------------------------------------------


def test_between_equal_bots_each_deal_is_played_again_with_the_other_side_starting(project):
    """Who starts by the rules depends on the hands (the VEL of the Torsos), so the first player's advantage is
    measured on each deal played once more with the first turn given to the other side (docs/simulation.md)."""
    spec, _ = _spec(project, [A, B], 6, 11, (("greedy", "greedy"), ("greedy", "random")))
    games = runner.run(spec, workers=1)
    for g in games:
        if g.level == 1:
            assert g.other_start == ()  # different bots: no first-player figure, no extra game
            continue
        assert len(g.other_start) == 1 and g.other_start[0] in (0, 1, None)
        natural = runner._game(spec, g.index, stats=runner.CardEvents)
        order = natural.stats.order
        other_seat = next(q for q in order if runner.side_of_seat(spec, q, g.swapped) != g.first)
        again = runner._game(spec, g.index, stats=runner.CardEvents, first=other_seat)
        assert runner.side_of_seat(spec, again.stats.first, g.swapped) == 1 - g.first
        assert g.other_start[0] == (None if not again.winners else runner.side_of_seat(spec, again.winner, g.swapped))


def test_the_first_player_figure_of_a_run_counts_the_pairs_of_games(project):
    spec, run = _spec(project, [A, B], 20, 0)
    games = runner.run(spec, workers=1)
    first = stats.build(run, games)["niveles"][0]["enfrentamientos"][0]["primer_jugador"]
    decided = [g for g in games if g.winner is not None and g.other_start[0] is not None]
    assert first["partidas"] == len(decided)
    starting = sum((g.winner if g.first == 0 else g.other_start[0]) == 0 for g in decided)
    assert first["gana_a_si_empieza"]["exitos"] == starting
