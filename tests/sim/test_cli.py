"""``nismatch simulate`` from the command line: exit codes and the exact Spanish messages, output streams."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys

import pytest

from .conftest import A, B, C, CARDS, simulate

DECKS = ["--deck", A, "--deck", B]


@pytest.mark.parametrize("args, message", [
    (["--deck", "Nope", "--deck", B],
     "Error: no hay ningún mazo «Nope»; mazos disponibles: Asalto Remachado, Guardia del Taller, Puños de Hierro, "
     "Reactor Desbocado, Recicladores del Pozo, Saqueadores de la Sima; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n"),
    (DECKS + ["--bots", "listo"], "Error: no hay ningún bot «listo»; bots disponibles: aleatorio, busqueda, voraz\n"),
    (DECKS + ["--bots", "greedy,listo"], "Error: no hay ningún bot «listo»; bots disponibles: aleatorio, busqueda, voraz\n"),
    (DECKS + ["--bots", "a,b,c"], "Error: --bots espera uno o dos nombres separados por comas, no «a,b,c»\n"),
    (DECKS + ["--games", "0"], "Error: --partidas debe ser 1 o más (se indicó 0)\n"),
    (DECKS + ["--games", "-3"], "Error: --partidas debe ser 1 o más (se indicó -3)\n"),
    (DECKS + ["--games", "diez"], "Error: --partidas espera un número entero, no «diez»\n"),
    (DECKS + ["--seed", "x"], "Error: --semilla espera un número entero, no «x»\n"),
    (DECKS + ["--workers", "0"], "Error: --procesos debe ser 1 o más (se indicó 0)\n"),
    # the last game's seed, S + 49, would not fit in 64 bits (nor load as a record)
    (DECKS + ["--games", "50", "--seed", "18446744073709551615"],
     "Error: --semilla debe ser como mucho 18446744073709551566 con 50 partidas por nivel (se indicó "
     "18446744073709551615): las partidas usan las semillas de S a S + 49, y todas deben caber en 64 bits "
     "(de -18446744073709551615 a 18446744073709551615)\n"),
    (["--deck", A, "--contra-todos", "--games", "10", "--seed", "18446744073709551600"],  # 5 pairings
     "Error: --semilla debe ser como mucho 18446744073709551566 con 50 partidas por nivel (se indicó "
     "18446744073709551600): las partidas usan las semillas de S a S + 49, y todas deben caber en 64 bits "
     "(de -18446744073709551615 a 18446744073709551615)\n"),
    (DECKS + ["--seed", "18446744073709551616"],
     "Error: --semilla debe ser como mucho 18446744073709551615 (se indicó 18446744073709551616)\n"),
    (["--deck", A],
     "Error: indica al menos dos mazos con --mazo (por ejemplo: --mazo \"Asalto Remachado\" --mazo \"Puños de Hierro\")\n"),
    ([], "Error: indica al menos dos mazos con --mazo (por ejemplo: --mazo \"Asalto Remachado\" --mazo \"Puños de Hierro\")\n"),
    (DECKS + ["--record-game", "3"],
     "Error: --registrar-partida I y --registro ARCHIVO van juntos: indica la partida y el archivo del registro\n"),
    (DECKS + ["--games", "5", "--record-game", "10", "--record", "x.jsonl"],
     "Error: --registrar-partida 10 no existe: las partidas van de 0 a 9\n"),  # 5 games at each of two levels
    (DECKS + ["--niveles", "greedy", "--bots", "greedy,random"],
     "Error: --niveles y --bots no van juntos: --niveles juega cada nivel con el mismo bot en los dos lados y "
     "--bots enfrenta el bot del primer mazo con el del segundo\n"),
    (DECKS + ["--niveles", "greedy,,random"], "Error: --niveles espera nombres de bots separados por comas, "
                                              "no «greedy,,random»\n"),
    (DECKS + ["--niveles", "greedy,random,greedy"], "Error: --niveles nombra dos veces el bot «voraz»\n"),
    (DECKS + ["--niveles", "voraz,aleatorio,greedy"], "Error: --niveles nombra dos veces el bot «voraz»\n"),
    (DECKS + ["--bots", "search:muchas,greedy"],
     "Error: el presupuesto del bot «busqueda» es un número de partidas simuladas por decisión entre 1 y 100000, "
     "no «muchas»\n"),
    (DECKS + ["--niveles", "busqueda:0"],
     "Error: el presupuesto del bot «busqueda» es un número de partidas simuladas por decisión entre 1 y 100000, "
     "no «0»\n"),
    (DECKS + ["--niveles", "greedy:3"], "Error: el bot «voraz» no admite opciones («voraz:3»)\n"),
    (DECKS + ["--niveles", "greedy,listo"], "Error: no hay ningún bot «listo»; bots disponibles: aleatorio, busqueda, voraz\n"),
    (["--deck", A, "--deck", B, "--contra-todos"],
     "Error: --contra-todos enfrenta un mazo con todos los demás de la carpeta: indica un solo --mazo\n"),
    (["--contra-todos"],
     "Error: --contra-todos enfrenta un mazo con todos los demás de la carpeta: indica un solo --mazo\n"),
    (DECKS + ["--deck", C, "--sustituir", "todas"],
     "Error: --sustituir mide las cartas del primer mazo contra los demás: úsalo con dos mazos o con "
     "--contra-todos\n"),
    (DECKS + ["--deck", C, "--bots", "greedy,random"],
     "Error: en un torneo de más de dos mazos todos juegan con el mismo bot: indica uno solo en --bots\n"),
    (DECKS + ["--bot-file", "no-existe.py"], "Error: el archivo de bots «no-existe.py» no existe\n"),
    (DECKS + ["--scheduler", "no es una dirección"],
     "Error: la dirección del planificador «no es una dirección» no es válida: se espera tcp://HOST:PUERTO "
     "(por ejemplo, tcp://127.0.0.1:8786)\n"),
])
def test_usage_errors_exit_2_with_a_spanish_message(args, message):
    result = simulate(*args)
    assert result.exit_code == 2, result.output
    assert result.stderr == message
    assert result.stdout == ""


def test_output_paths_are_checked_before_playing(tmp_path):
    (tmp_path / "archivo").write_text("x", encoding="utf-8")
    cases = [
        (["--json", str(tmp_path / "no" / "r.json")], f"Error: --json: la carpeta «{tmp_path / 'no'}» no existe\n"),
        (["--json", str(tmp_path)], f"Error: --json: «{tmp_path}» es una carpeta; indica un archivo\n"),
        (["--record-game", "0", "--record", str(tmp_path)],
         f"Error: --registro: «{tmp_path}» es una carpeta; indica un archivo\n"),
        (["--report", str(tmp_path / "archivo")],
         f"Error: --informe: «{tmp_path / 'archivo'}» es un archivo; indica una carpeta\n"),
    ]
    for args, message in cases:
        result = simulate(*DECKS, "--games", "2", *args)
        assert result.exit_code == 2, result.output
        assert result.stderr == message


def test_an_existing_report_is_replaced_only_with_forzar(tmp_path):
    """Like --json: a report already there stops the run before any game, even one nismatch wrote."""
    out = tmp_path / "informe"
    quick = (*DECKS, "--games", "1", "--niveles", "random", "--workers", "1", "--report", str(out))
    assert simulate(*quick).exit_code == 0
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "(semilla 0)" in page
    again = simulate(*quick, "--seed", "1")
    assert again.exit_code == 2, again.output
    assert again.stderr == (f"Error: --informe: «{out / 'index.html'}» ya existe; no se reemplaza sin --forzar "
                            "(o elige otra carpeta)\n")
    assert again.stdout == ""  # no game was played
    assert (out / "index.html").read_text(encoding="utf-8") == page
    (out / "index.html").unlink()  # the stylesheet alone is a report too
    assert simulate(*quick).stderr == (f"Error: --informe: «{out / 'static' / 'site.css'}» ya existe; no se "
                                       "reemplaza sin --forzar (o elige otra carpeta)\n")
    forced = simulate(*quick, "--seed", "1", "--forzar")
    assert forced.exit_code == 0, forced.output
    assert "(semilla 1)" in (out / "index.html").read_text(encoding="utf-8")


def test_missing_cards_folder_is_a_usage_error(tmp_path):
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    result = CliRunner().invoke(main, ["simulate", *DECKS, "--cartas", str(tmp_path / "nada")])
    assert result.exit_code == 2
    assert result.stderr == f"Error: la ruta «{tmp_path / 'nada'}» no existe; indica la carpeta de cartas con --cartas\n"


def test_bot_file_with_a_syntax_error(tmp_path, restore_bots):
    bot = tmp_path / "roto.py"
    bot.write_text("from nismatch_cards.games.nismatch.bots import Bot\n\nclass Roto(Bot:\n    pass\n", encoding="utf-8")
    result = simulate(*DECKS, "--bot-file", str(bot))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: {bot}:3: error de sintaxis en el archivo de bots: ")


OTHER_GAMES_BOT = ("from nismatch_cards.play.bots import Bot, register\n\n"
                   "@register\n"
                   "class Avance(Bot):\n"
                   "    name = 'avance'\n"
                   "    game = 'carrera'  # another game's bot: it cannot play NISMATCH\n\n"
                   "    def decide(self, obs, actions):\n"
                   "        return actions[0]\n")


@pytest.mark.parametrize("option", [["--bots", "voraz,avance"], ["--niveles", "avance"]])
def test_a_bot_of_another_game_is_refused(tmp_path, restore_bots, option):
    bot = tmp_path / "carrera.py"
    bot.write_text(OTHER_GAMES_BOT, encoding="utf-8")
    result = simulate(*DECKS, "--archivo-bots", str(bot), *option)
    assert result.exit_code == 2
    assert result.stderr == ("Error: el bot «avance» es de otro juego (juega a «carrera») y no juega a «nismatch»; "
                             "bots disponibles: aleatorio, busqueda, voraz\n")
    assert result.stdout == ""


def test_invalid_card_data_exits_1(tmp_path):
    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    text = (cards / "base" / "apoyos.yaml").read_text(encoding="utf-8")
    (cards / "base" / "apoyos.yaml").write_text(
        text.replace('texto: "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"',
                     'texto: "CAR 1 | Selecciona una Parte; hazle volar"', 1), encoding="utf-8")
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    result = CliRunner().invoke(main, ["simulate", *DECKS, "--games", "2", "--cartas", str(cards)])
    assert result.exit_code == 1, result.output
    assert "apoyos.yaml" in result.stderr
    last = result.stderr.rstrip().splitlines()[-1]
    assert re.fullmatch(r"Error: las cartas tienen (1 error: corrígelo|[0-9]+ errores: corrígelos) con "
                        r"«nismatch validar» antes de simular", last), last
    assert result.stdout == ""


def test_a_refused_card_no_deck_uses_is_reported_and_the_rest_simulated_with_exit_1(tmp_path):
    """Issue 26, «Prototypes behave»: a card with errors that no deck uses does not stop the simulation of the
    decks; it is reported (the diagnostics, a line before, the JSON) and the exit code stays 1, so CI still fails."""
    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    supports = cards / "base" / "apoyos.yaml"
    text = supports.read_text(encoding="utf-8")
    supports.write_text(text + '\n  - id: idea-rota\n    nombre: Idea Rota\n    tipo: apoyo\n    rareza: chatarra\n'
                        '    habilidades:\n      - etiqueta: normal\n'
                        '        texto: "CAR 1 | Gana el control de una Parte de tu oponente"\n', encoding="utf-8")
    line = text.count("\n") + 2
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    result = CliRunner().invoke(main, ["simulate", *DECKS, "--games", "2", "--niveles", "aleatorio", "--workers", "1",
                                       "--cartas", str(cards), "--json", str(tmp_path / "r.json")])
    assert result.exit_code == 1, result.output
    assert f"{supports}:{line + 6}:33: error NM020 [gramatica]" in result.stderr
    assert f"Se simula sin «idea-rota» ({supports}:{line}): tiene errores y ningún mazo la usa.\n" in result.stderr
    assert result.stderr.rstrip().splitlines()[-1] == (
        "Error: 1 carta con errores se ha quedado fuera: corrígela con «nismatch validar»")
    assert result.stdout.startswith("2 partidas: 2 por enfrentamiento y nivel")
    figures = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert figures["partidas"] == 2
    assert figures["cartas_con_errores"] == [{"set": "base", "carta": "idea-rota", "archivo": str(supports),
                                              "linea": line}]


def test_unknown_card_to_swap():
    result = simulate(*DECKS, "--sustituir", "Chispazo", "--sustituir", "Nada")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: --sustituir: el mazo «{A}» no tiene la carta «Nada»; sus cartas: "
                                    f"cabeza-cubo-oxidada, visor-tactico, ")
    assert result.stderr.endswith(", bateria-auxiliar (o «todas»)\n")


def test_gauntlet_in_a_designers_folder_also_meets_the_bundled_decks(tmp_path):
    """A folder whose ruleset names the bundled pack sees its bundled decks (docs/packs.md, «Los sets de serie»):
    with only one deck of its own, ``--contra-todos`` plays it against the bundled ones."""
    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    for deck in (cards / "decks").glob("*.yaml"):
        if deck.stem != "punos-de-hierro":
            deck.unlink()
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    result = CliRunner().invoke(main, ["simulate", "--deck", C, "--contra-todos", "--cartas", str(cards), "-n", "1",
                                       "--niveles", "aleatorio", "--sin-ventaja-de-empezar"])
    assert result.exit_code == 0, result.output
    for other in ("Asalto Remachado", "Guardia del Taller", "Reactor Desbocado", "Recicladores del Pozo",
                  "Saqueadores de la Sima"):
        assert f"{C} – {other}, 1 partida por nivel:" in result.stdout


def test_gauntlet_without_other_decks(tmp_path, monkeypatch):
    """A game with no bundled decks (a designer's own game): one deck alone has nobody to meet."""
    from click.testing import CliRunner

    from nismatch_cards.cards import library
    from nismatch_cards.cli import main

    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    for deck in (cards / "decks").glob("*.yaml"):
        if deck.stem != "punos-de-hierro":
            deck.unlink()
    monkeypatch.setattr(library, "folder", lambda project: None)
    result = CliRunner().invoke(main, ["simulate", "--deck", C, "--contra-todos", "--cartas", str(cards)])
    assert result.exit_code == 2
    assert result.stderr == f"Error: --contra-todos: no hay otros mazos en la carpeta con los que enfrentar «{C}»\n"


def test_text_figures_on_stdout_and_timing_on_stderr():
    result = simulate(*DECKS, "--games", "8", "--seed", "2", "--workers", "1")
    assert result.exit_code == 0, result.output
    out = result.stdout.splitlines()
    assert out[0] == ("16 partidas: 8 por enfrentamiento y nivel (semillas de 2 a 9); niveles de juego: voraz, aleatorio; "
                      "y 16 más con el otro mazo empezando, para medir la ventaja de empezar")
    assert out[2] == ("Victorias del primer mazo (IC 95 %); veredicto con un efecto mínimo de 2 puntos; mitades: "
                      "las dos mitades de las semillas:")
    assert out[3] == f"  {A} – {B}, 8 partidas por nivel:"
    assert out[4].startswith("    voraz      ") and out[5].startswith("    aleatorio  ")
    text = result.stdout
    assert "Empezar (solo con el mismo bot en los dos lados; cada reparto jugado dos veces, empezando cada mazo una):" in text
    assert "    voraz: no se mide: hacen falta 10 repartos decididos en las dos partidas (hay 8)" in out
    assert "Duración (voraz): " in text and "Finales (aleatorio): 5 Botines de Guerra " in text
    assert ("Para medir la fuerza de una carta usa --sustituir CARTA (o --sustituir todas): se juegan las mismas "
            "partidas con la carta y con una básica, y se comparan.") in out
    assert f"  {A} (voraz):" in out and f"  {B} (aleatorio):" in out
    assert "Cañón de Remaches ×3" in text and "Contramedida ×3" in text
    assert "▲" not in text and "▼" not in text  # no played-or-not flags any more
    # every game played: the 16 of the deals and the 16 with the other deck starting (it said 16)
    assert result.stderr.startswith("32 partidas en ") and "con 1 proceso" in result.stderr


@pytest.mark.parametrize("seed, seeds", [
    ("-5", "semillas de −5 a −4"),  # a true minus sign, never «-5–-4»
    ("-1", "semillas de −1 a 0"),
    ("18446744073709551614", "semillas de 18446744073709551614 a 18446744073709551615"),  # the last one of 64 bits
])
def test_the_seed_range_is_written_unambiguously(seed, seeds):
    result = simulate(*DECKS, "--games", "2", "--seed", seed, "--niveles", "random", "--workers", "1")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == (f"2 partidas: 2 por enfrentamiento y nivel ({seeds}); "
                                             "nivel de juego: aleatorio; y 2 más con el otro mazo empezando, para "
                                             "medir la ventaja de empezar")


def test_the_timing_line_writes_numbers_the_spanish_way():
    result = simulate(*DECKS, "--games", "3", "--niveles", "random", "--workers", "1")
    assert result.exit_code == 0, result.output
    timing = result.stderr.splitlines()[0]
    assert re.fullmatch(r"6 partidas en \d+,\d s con 1 proceso \(\d{1,3}(\.\d{3})* por segundo\)", timing), timing


def test_swap_study_in_the_text():
    result = simulate(*DECKS, "--games", "6", "--sustituir", "chispazo", "--sustituir", "Batería Auxiliar",
                      "--workers", "1")
    assert result.exit_code == 0, result.output
    out = result.stdout.splitlines()
    at = out.index(f"Fuerza de las cartas de {A}: cuántos puntos cambia su % de victorias con la carta en vez de "
                   f"una básica, en las mismas partidas (IC 95 %; efecto mínimo: 2 puntos):")
    header, first, second = out[at + 1:at + 4]
    assert header.split() == ["voraz", "aleatorio"]
    # voraz never plays Batería Auxiliar: untested, listed last, never weak
    assert second.startswith("  Batería Auxiliar ×2  sin probar (jugada en 0,0 % de las partidas)")
    assert re.match(r"  Chispazo ×3 +[+−]\d+,\d \([+−]\d+,\d a [+−]\d+,\d\) ", first), first
    assert out[at + 4].startswith("  Con 3 veredictos de carta y nivel, cada uno falso como mucho un 2,5 % de las "
                                  "veces, cabe esperar por azar hasta 0,08 ▲ o ▼ falsos")
    assert out[at + 5].startswith("  voraz: acuerdo entre las dos mitades de las semillas (el orden de las cartas, ρ "
                                  "de Spearman): ")
    assert out[at + 7].startswith("  Acuerdo entre voraz y aleatorio (ρ de Spearman): ")
    replayed = int(re.search(r"; y (\d+) más con una carta de ", out[0]).group(1))
    assert 0 < replayed <= 12 * 2  # each game again with each card, unless the card stayed in the Arsenal
    assert result.stderr.startswith(f"{12 + replayed + 12} partidas en ")  # and the 12 with the other deck starting


def test_json_on_stdout_is_clean_json():
    result = simulate(*DECKS, "--games", "6", "--json", "-")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["partidas"] == 12 and data["version"] == 3
    assert "Victorias del primer mazo (IC 95 %)" in result.stderr


def test_as_a_real_command_no_progress_bar_without_a_terminal(tmp_path):
    out = tmp_path / "r.json"
    proc = subprocess.run([sys.executable, "-m", "nismatch_cards", "simulate", "--cartas", str(CARDS), *DECKS,
                           "--games", "10", "--json", str(out)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "Partidas" not in proc.stderr
    assert json.loads(out.read_text(encoding="utf-8"))["partidas"] == 20


def test_help_lists_every_option():
    result = simulate("--help")
    assert result.exit_code == 0
    for option in ("--deck", "--contra-todos", "--games", "--seed", "--niveles", "--bots", "--sustituir", "--workers",
                   "--json", "--report", "--scheduler", "--record-game", "--record", "--bot-file", "--cartas"):
        assert option in result.stdout


def test_a_deck_with_cards_of_two_sets_plays_and_its_cards_are_measured(mixed_cards):
    """«Mezcla» has cards of the base set and of «extra»: every one is listed, and a card of «extra» is
    measured against a plain Parte of its own set's zone (the baseline's peers are its set's Partes)."""
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    result = CliRunner().invoke(main, ["simulate", "--cartas", str(mixed_cards), "--deck", "Mezcla", "--deck", "Mezcla",
                                       "--games", "2", "--niveles", "greedy", "--sustituir", "Brazo Extra",
                                       "--workers", "1", "--json", "-"])
    assert result.exit_code == 0, result.output
    level = json.loads(result.stdout)["niveles"][0]
    assert [c["carta"] for c in level["cartas"] if c["mazo"] == "Mezcla"] == [
        "torso-bidon", "cabeza-cubo-oxidada", "pata-de-mula", "pata-de-grua", "brazo-tenaza", "brazo-extra",
        "chispa-extra", "chispazo"]
    (swap,) = level["sustituciones"]
    assert (swap["carta"], swap["copias"]) == ("brazo-extra", 6)
    assert swap["basica"] == {"nombre": "Parte básica", "tipo": "parte", "zona": "brazo_derecho", "pg": 5, "car": 0,
                              "fue": 2, "def": 1, "vel": 0}


def test_a_card_that_plays_as_its_baseline_says_so():
    """Pierna Muelle has no text and the medians of its peers: swapped for its baseline nothing changes, and the
    text said «= como la básica» as if it had been measured."""
    result = simulate(*DECKS, "--games", "4", "--sustituir", "pierna-muelle", "--niveles", "voraz", "--workers", "1")
    assert result.exit_code == 0, result.output
    assert "  Pierna Muelle ×1  igual que su básica: nada que medir" in result.stdout.splitlines()


def test_the_first_player_line_says_what_starting_is_worth_and_how_often_the_rules_gave_it():
    result = simulate(*DECKS, "--games", "12", "--niveles", "voraz", "--workers", "1")
    assert result.exit_code == 0, result.output
    out = result.stdout.splitlines()
    line = out[out.index(f"  {A} – {B}:", out.index(next(x for x in out if x.startswith("Empezar")))) + 1]
    assert re.fullmatch(rf"    voraz: quien empieza gana \d+,\d % \(\d+,\d %–\d+,\d %; p = [\d,]+ frente al 50 %\); "
                        rf"por el reglamento, {A} empezó en el \d+ % de las partidas", line), line
