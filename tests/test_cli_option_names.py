"""Every option of every ``nismatch`` command has a Spanish name, shown first in its help, and keeps
the name it had before as an alias, so that scripts and CI files written with it go on working."""
from __future__ import annotations

import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parent.parent
BUNDLED = str(REPO / "cards")

#: The words Spanish option names are made of, written without accents as options are
#: (``--resolucion``, ``--codigo-de-salida``). A new option whose first name has a word that is not
#: here fails :func:`test_every_option_has_a_spanish_name_first`: give it a Spanish name, or add
#: the word if it is Spanish. «bot» and «bots» are in the Spanish dictionary and are what the
#: docs call the programs that play.
SPANISH_WORDS = {
    "archivo", "ayuda", "bot", "bots", "cambiadas", "caras", "cartas", "codigo", "contra", "corregir", "de", "desde",
    "desplazar", "detalle", "distancia", "dorsos", "formato", "forzar", "guardar", "hasta", "imprenta",
    "informe", "largo", "marcas", "mazo", "modo", "niveles", "nombre", "papel", "partida", "partidas", "perfil",
    "planificador", "plantillas", "procesos", "prueba", "puerto", "reanudar", "registrar", "registro",
    "resolucion", "salida", "sangrado", "semilla", "silencioso", "sin", "solo", "sustituir", "todos", "ventaja",
    "empezar", "espera", "estricto", "paquete", "trabajadores", "version", "x", "y", "red", "local", "limite", "heroe", "tablero",
}
#: Acronyms that stay as they are in Spanish: an ICC colour profile, a URL, Tabletop Simulator (TTS).
ACRONYMS = {"icc", "url", "tts"}
#: First names that are not Spanish words, and why they stay.
ALLOWED = {
    "--json": "the name of a format (JSON), like --formato json",
    "--pdf": "the name of a format (PDF)",
    "--set": "the word the rulebook and the docs use for a set of cards (set.yaml, «un set»)",
}

#: Every long option name each command had before the Spanish names (main at 906fe38), by the
#: command's former English path (``build png``, now ``construir png``): each one must still be accepted.
BEFORE = {
    "": "--version",
    "build": "--back-offset-x --back-offset-y --backs --bleed --cambiadas-desde --cards --cartas --changed-since "
             "--crop-length --crop-offset --deck --dpi --forzar --icc-profile --only --out --paper --print-shop "
             "--proof --set --templates --tts-url --workers",
    "build html": "--cambiadas-desde --cards --cartas --changed-since --deck --forzar --only --out --set --templates "
                  "--workers",
    "build pdf": "--back-offset-x --back-offset-y --backs --bleed --cambiadas-desde --cards --cartas --changed-since "
                 "--crop-length --crop-offset --deck --forzar --icc-profile --only --out --paper --print-shop --proof "
                 "--set --templates --workers",
    "build png": "--cambiadas-desde --cards --cartas --changed-since --deck --dpi --forzar --only --out --set "
                 "--templates --tts-url --workers",
    "diff": "--cards --cartas --codigo-de-salida --desde --formato --forzar --hasta --out",
    "esquemas": "--cards --cartas --forzar --out --salida",
    "export": "--cards --cartas --formato --forzar --out --salida --set",
    "import": "--cards --cartas --forzar --set",
    "new": "",
    "new game": "--nombre",
    "new set": "--cards --cartas --nombre",
    "parse": "--cards --cartas --json",
    "play": "--bot-deck --cards --cartas --contra --deck --forzar --guardar --mazo --mazo-bot --reanudar --resume "
            "--save --seed --semilla --vs",
    "replay": "--cards --cartas --silencioso",
    "scenario": "--cards --cartas --detalle",
    "simulate": "--bot-file --bots --cards --cartas --contra-todos --deck --forzar --games --json --niveles --record "
                "--record-game --report --scheduler --seed --sustituir --workers",
    "validate": "--caras --corregir --format",
    "watch": "--cards --cartas --dpi --forzar --out --paper --pdf --port --templates --workers",
}


#: Commands made after the Spanish names, which never had an English one.
NEWER = {"nuevo capa"}


def _commands() -> dict[str, tuple[click.Command, click.Context]]:
    """Every command and sub-command by its path after ``nismatch`` ("" for ``nismatch`` itself)."""
    found = {}

    def walk(command: click.Command, path: list[str], parent: click.Context | None) -> None:
        ctx = click.Context(command, info_name=path[-1] if path else "nismatch", parent=parent,
                            **command.context_settings)
        found[" ".join(path)] = (command, ctx)
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                walk(command.get_command(ctx, name), [*path, name], ctx)

    walk(main, [], None)
    return found


COMMANDS = _commands()


def spanish(path: str) -> str:
    """The path of a command today, from its former English path (``new game`` → ``nuevo juego``)."""
    command, ctx, names = main, COMMANDS[""][1], []
    for word in path.split():
        _, command, _ = command.resolve_command(ctx, [word])
        names.append(command.name)
        ctx = COMMANDS[" ".join(names)][1]
    return " ".join(names)


def _options(path: str) -> list[click.Option]:
    command, ctx = COMMANDS[path]
    return [p for p in command.get_params(ctx) if isinstance(p, click.Option)]


def _is_spanish(name: str) -> bool:
    return name in ALLOWED or all(w in SPANISH_WORDS | ACRONYMS for w in name[2:].split("-"))


def test_the_walk_finds_every_command():
    assert set(COMMANDS) == {spanish(path) for path in BEFORE} | NEWER
    assert sum(len(_options(path)) for path in COMMANDS) > 100


@pytest.mark.parametrize("path", sorted(COMMANDS))
def test_every_option_has_a_spanish_name_first(path):
    for option in _options(path):
        names = [n for n in option.opts + option.secondary_opts if n.startswith("--")]
        assert names, (path, option.opts)
        assert _is_spanish(names[0]), f"«nismatch {path}»: la opción {option.opts} no empieza por un nombre en español"
        help_record = option.get_help_record(COMMANDS[path][1])
        shown = [word.rstrip(",") for word in help_record[0].split() if word.startswith("--")]
        assert shown[0] == names[0], help_record


@pytest.mark.parametrize("path", sorted(BEFORE))
def test_every_name_an_option_had_before_still_works(path):
    names = {n for option in _options(spanish(path)) for n in option.opts + option.secondary_opts}
    assert set(BEFORE[path].split()) <= names
    assert {"--help", "--ayuda", "-h"} <= names


def test_the_help_shows_the_spanish_name_and_then_the_english_one():
    text = " ".join(CliRunner().invoke(main, ["simulate", "--ayuda"]).stdout.split())
    for shown in ("--mazo, --deck MAZO", "-n, --partidas, --games N", "--semilla, --seed S", "--procesos, --workers K",
                  "--informe, --report CARPETA", "--registro, --record ARCHIVO", "-h, --ayuda, --help"):
        assert shown in text, shown


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


def test_validate_format_by_either_name(tmp_path):
    spanish, english = (run("validate", option, "json", BUNDLED) for option in ("--formato", "--format"))
    assert spanish.exit_code == english.exit_code == 0
    assert spanish.stdout == english.stdout and json.loads(spanish.stdout) == []


def test_validate_text_format_by_its_spanish_and_its_former_value():
    results = [run("validate", option, value, BUNDLED) for option, value in
               (("--formato", "texto"), ("--format", "text"), ("--formato", "text"))]
    assert len({(r.exit_code, r.stdout, r.stderr) for r in results}) == 1
    assert results[0].exit_code == 0 and " mazos: 0 errores, " in results[0].stdout


def test_simulate_by_the_english_names_plays_the_same_games(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    decks = ["Asalto Remachado", "Puños de Hierro"]
    english = run("simulate", "--cards", BUNDLED, "--deck", decks[0], "--deck", decks[1], "--games", "2",
                  "--seed", "7", "--workers", "1", "--bots", "random", "--json", "en.json")
    spanish = run("simulate", "--cartas", BUNDLED, "--mazo", decks[0], "--mazo", decks[1], "--partidas", "2",
                  "--semilla", "7", "--procesos", "1", "--bots", "random", "--json", "es.json")
    assert english.exit_code == spanish.exit_code == 0, english.output + spanish.output

    def figures(name):
        data = json.loads(Path(name).read_text(encoding="utf-8"))
        data.pop("tiempo", None)
        return data

    assert figures("en.json") == figures("es.json")


def test_build_by_the_english_names(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "png", "--cards", BUNDLED, "--only", "chispazo", "--dpi", "72", "--out", "o",
                 "--workers", "1")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in Path("o/png/base-revision").glob("*.png")) == ["chispazo.png", "dorso.png"]


def test_an_error_names_the_option_by_its_spanish_name_whichever_was_written():
    expected = ("Uso: nismatch construir png [OPCIONES]\n"
                "Prueba «nismatch construir png --ayuda» para ver la ayuda.\n\n"
                "Error: Valor no válido para «--resolucion»: debe ser de 72 a 1200 (se indicó 5000).\n")
    for option in ("--dpi", "--resolucion"):
        result = run("build", "png", option, "5000")
        assert (result.exit_code, result.stdout, result.stderr) == (2, "", expected)


def test_a_range_with_one_bound_in_words():
    from nismatch_cards.clitext import _describe_range

    assert [_describe_range(click.IntRange(**bounds)) for bounds in
            ({"min": 1}, {"max": 64}, {"min": 0, "max": 64}, {"min": 0, "max": 1, "min_open": True})] == \
        ["1 o más", "como mucho 64", "de 0 a 64", "mayor que 0 y como mucho 1"]


def test_the_list_of_names_in_the_docs_is_complete():
    rows = [line for line in (REPO / "docs" / "opciones.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("| ")]
    for path in COMMANDS:
        for option in _options(path):
            names = [n for n in option.opts if n.startswith("--")]
            if len(names) > 1 and names[0] != "--ayuda":
                assert any(f"`{names[0]}` |" in row and f"| `{names[1]}` |" in row for row in rows), names


#: Where nismatch is called or shown to a user: the CI script, the workflows, the pre-commit hooks,
#: the benchmarks and the docs (but docs/opciones.md, the list of the former names; the README is the lead's).
CALLERS = [REPO / ".ci" / "run", REPO / ".pre-commit-hooks.yaml", *sorted((REPO / ".github" / "workflows").glob("*.yml")),
           *sorted((REPO / "bench").glob("*.py")), *sorted(p for p in (REPO / "docs").glob("*.md") if p.name != "opciones.md")]
ENGLISH_COMMANDS = re.compile(r"\bnismatch (build|diff|export|import|new|parse|play|replay|scenario|simulate|validate|watch)\b"
                              r"|\[\"(build|diff|export|import|new|parse|play|replay|scenario|simulate|validate|watch)\"")
ENGLISH_VALUES = re.compile(r"--(papel|paper) letter\b|--(dorsos|backs) (none|single)\b|--(formato|format) text\b"
                            r"|--(contra|vs|bots|niveles)[ =]\S*\b(greedy|random|search)\b")


def _former_names() -> dict[str, str]:
    """Every English alias of an option → its Spanish name."""
    former = {}
    for path in COMMANDS:
        for option in _options(path):
            names = [n for n in option.opts if n.startswith("--")]
            former |= {alias: names[0] for alias in names[1:] if alias != "--help"}
    return former


@pytest.mark.parametrize("file", CALLERS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_scripts_ci_and_docs_call_nismatch_by_its_spanish_names(file):
    """An English name is only shown beside its Spanish one («`--cartas` (`--cards`)»), never used alone."""
    former = _former_names()
    alias = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(former, key=len, reverse=True))) + r")(?![\w-])")
    wrong = []
    for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
        if ENGLISH_COMMANDS.search(line) or ENGLISH_VALUES.search(line):
            wrong.append((number, line))
        wrong += [(number, line) for name in alias.findall(line) if former[name] not in line]
    assert wrong == []
