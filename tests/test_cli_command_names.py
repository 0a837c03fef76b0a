"""Every ``nismatch`` command and sub-command has a Spanish name, the only one its help lists; the
English name it had before still runs it (scripts, CI files, the README's «nismatch build»), and the
usage line, the errors and the «¿Quisiste decir…?» name it in Spanish whichever was written."""
from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main

REPO = Path(__file__).resolve().parent.parent
BUNDLED = str(REPO / "cards")

#: Each group's commands as its help lists them. ``esquemas`` was Spanish already; ``pdf``, ``png``,
#: ``html`` (formats) and ``set`` (the rulebook's word) stay as they are.
LISTED = {
    "": ["analizar", "comparar", "construir", "escenario", "esquemas", "exportar", "importar", "jugar", "nuevo",
         "reproducir", "simular", "validar", "vigilar"],
    "construir": ["html", "pdf", "png"],
    "nuevo": ["capa", "juego", "set"],
}
#: Each former English path → the Spanish one.
FORMER = {
    "build": "construir", "build pdf": "construir pdf", "build png": "construir png", "build html": "construir html",
    "diff": "comparar", "export": "exportar", "import": "importar", "new": "nuevo", "new game": "nuevo juego",
    "new set": "nuevo set", "parse": "analizar", "play": "jugar", "replay": "reproducir", "scenario": "escenario",
    "simulate": "simular", "validate": "validar", "watch": "vigilar",
}


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


def _listed(help_text: str) -> list[str]:
    """The names in the «Comandos:» section of a help."""
    section = help_text.split("Comandos:\n", 1)[1]
    return [line.split()[0] for line in section.splitlines() if line.startswith("  ") and not line.startswith("   ")]


@pytest.mark.parametrize("group", sorted(LISTED))
def test_the_help_lists_only_the_spanish_names(group):
    result = run(*group.split(), "--ayuda")
    assert result.exit_code == 0, result.output
    assert _listed(result.stdout) == LISTED[group]


def test_every_command_is_listed():
    """A command added later without a Spanish name (or to a new group) fails here."""
    def walk(command: click.Command, path: list[str], parent: click.Context | None) -> set[str]:
        ctx = click.Context(command, info_name=path[-1] if path else "nismatch", parent=parent)
        found = {" ".join(path)}
        if isinstance(command, click.Group):
            assert command.list_commands(ctx) == LISTED[" ".join(path)]
            for name in command.list_commands(ctx):
                found |= walk(command.get_command(ctx, name), [*path, name], ctx)
        return found

    assert walk(main, [], None) == {"", *FORMER.values(), "esquemas", "nuevo capa"}  # Spanish from the start


@pytest.mark.parametrize("former", sorted(FORMER))
def test_the_english_name_is_the_same_command_with_the_spanish_usage_line(former):
    english, spanish = run(*former.split(), "--ayuda"), run(*FORMER[former].split(), "--ayuda")
    assert english.exit_code == spanish.exit_code == 0
    assert english.stdout == spanish.stdout
    assert english.stdout.startswith(f"Uso: nismatch {FORMER[former]} ")


def test_validate_and_validar_give_the_same_result():
    english, spanish = run("validate", "--formato", "json", BUNDLED), run("validar", "--formato", "json", BUNDLED)
    assert english.exit_code == spanish.exit_code == 0
    assert english.stdout == spanish.stdout == "[]\n"


def test_new_game_and_nuevo_juego_make_the_same_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    english, spanish = run("new", "game", "a", "--nombre", "Prueba"), run("nuevo", "juego", "b", "--nombre", "Prueba")
    assert english.exit_code == spanish.exit_code == 0, english.output + spanish.output
    assert spanish.stdout == "Juego creado en b: 13 archivos; prueba «nismatch validar b» y «nismatch construir --cartas b»\n"
    assert sorted(p.relative_to("a").as_posix() for p in Path("a").rglob("*")) == \
        sorted(p.relative_to("b").as_posix() for p in Path("b").rglob("*"))


def test_an_error_after_the_english_name_names_the_spanish_command():
    result = run("build", "pdf", "--papel", "a7")
    assert result.exit_code == 2
    assert result.stderr.startswith("Uso: nismatch construir pdf [OPCIONES]\n"
                                    "Prueba «nismatch construir pdf --ayuda» para ver la ayuda.\n\nError: ")


@pytest.mark.parametrize("args, expected", [
    (["buidl"], "Uso: nismatch [OPCIONES] COMANDO [ARGUMENTOS]...\n"
                "Prueba «nismatch --ayuda» para ver la ayuda.\n\n"
                "Error: No existe el comando «buidl». ¿Quisiste decir «construir»?\n"),
    (["simulat"], "Uso: nismatch [OPCIONES] COMANDO [ARGUMENTOS]...\n"
                  "Prueba «nismatch --ayuda» para ver la ayuda.\n\n"
                  "Error: No existe el comando «simulat». ¿Quisiste decir «simular»?\n"),
    (["portar"], "Uso: nismatch [OPCIONES] COMANDO [ARGUMENTOS]...\n"
                 "Prueba «nismatch --ayuda» para ver la ayuda.\n\n"
                 "Error: No existe el comando «portar». (¿Quisiste decir una de estas: «exportar», «importar»?)\n"),
    (["zzz"], "Uso: nismatch [OPCIONES] COMANDO [ARGUMENTOS]...\n"
              "Prueba «nismatch --ayuda» para ver la ayuda.\n\n"
              "Error: No existe el comando «zzz».\n"),
    (["build", "pfd"], "Uso: nismatch construir [OPCIONES] [COMANDO] [ARGUMENTOS]...\n"
                       "Prueba «nismatch construir --ayuda» para ver la ayuda.\n\n"
                       "Error: No existe el comando «pfd». ¿Quisiste decir «pdf»?\n"),
    (["nuevo", "gam"], "Uso: nismatch nuevo [OPCIONES] COMANDO [ARGUMENTOS]...\n"
                       "Prueba «nismatch nuevo --ayuda» para ver la ayuda.\n\n"
                       "Error: No existe el comando «gam». ¿Quisiste decir «juego»?\n"),
])
def test_an_unknown_command_and_the_spanish_one_meant(args, expected):
    result = run(*args)
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", expected)
