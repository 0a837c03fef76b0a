"""The whole CLI speaks Spanish, Click's own texts included (``nismatch_cards/clitext.py``)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.clitext import SPANISH, SPANISH_PLURALS

CLICK = Path(click.__file__).parent


def _click_texts() -> tuple[set[str], set[tuple[str, str]]]:
    """Every text Click's modules mark for translation: ``_("…")`` and ``ngettext("…", "…", n)``."""
    single, plural = set(), set()
    for file in CLICK.glob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if node.func.id == "_" and texts:
                single.add(texts[0])
            elif node.func.id == "ngettext" and len(texts) == 2:
                plural.add((texts[0], texts[1]))
    return single, plural


def test_every_text_click_marks_has_its_spanish():
    single, plural = _click_texts()
    assert single and plural
    assert single - set(SPANISH) == set()
    assert plural - set(SPANISH_PLURALS) == set()


def test_the_spanish_keeps_the_values_each_text_fills_in():
    import string

    def names(text):
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for english, spanish in SPANISH.items():
        if "%(" not in english:
            assert names(spanish) <= names(english), english
    for (one, many), (uno, varios) in SPANISH_PLURALS.items():
        assert names(uno) <= names(one) | names(many) and names(varios) <= names(many), one


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


@pytest.mark.parametrize("args, expected", [
    (["bild"], "Uso: nismatch [OPCIONES] COMANDO [ARGUMENTOS]...\n"
               "Prueba «nismatch --ayuda» para ver la ayuda.\n\n"
               "Error: No existe el comando «bild». ¿Quisiste decir «construir»?\n"),
    (["validate", "--formt", "json"], "Uso: nismatch validar [OPCIONES] [RUTA]...\n"
                                      "Prueba «nismatch validar --ayuda» para ver la ayuda.\n\n"
                                      "Error: No existe la opción «--formt». ¿Quisiste decir «--formato»?\n"),
    (["parse"], "Uso: nismatch analizar [OPCIONES] TEXTO\n"
                "Prueba «nismatch analizar --ayuda» para ver la ayuda.\n\n"
                "Error: Falta el argumento «TEXTO».\n"),
    (["validate", "--formato", "xml"], "Uso: nismatch validar [OPCIONES] [RUTA]...\n"
                                      "Prueba «nismatch validar --ayuda» para ver la ayuda.\n\n"
                                      "Error: Valor no válido para «--formato»: «xml» no es ninguno de estos "
                                      "valores: «github», «json», «texto».\n"),
    (["build", "--workers", "999", "pdf"], "Uso: nismatch construir [OPCIONES] [COMANDO] [ARGUMENTOS]...\n"
                                           "Prueba «nismatch construir --ayuda» para ver la ayuda.\n\n"
                                           "Error: Valor no válido para «--procesos»: debe ser de 0 a 64 (se "
                                           "indicó 999).\n"),
    (["build", "png", "--dpi", "mucho"], "Uso: nismatch construir png [OPCIONES]\n"
                                         "Prueba «nismatch construir png --ayuda» para ver la ayuda.\n\n"
                                         "Error: Valor no válido para «--resolucion»: «mucho» no es un entero válido.\n"),
    (["parse", "a", "b"], "Uso: nismatch analizar [OPCIONES] TEXTO\n"
                          "Prueba «nismatch analizar --ayuda» para ver la ayuda.\n\n"
                          "Error: Sobra un argumento (b)\n"),
    (["new", "gam"], "Uso: nismatch nuevo [OPCIONES] COMANDO [ARGUMENTOS]...\n"
                     "Prueba «nismatch nuevo --ayuda» para ver la ayuda.\n\n"
                     "Error: No existe el comando «gam». ¿Quisiste decir «juego»?\n"),
    (["new", "--nombre", "x", "game", "juego"], "Uso: nismatch nuevo [OPCIONES] COMANDO [ARGUMENTOS]...\n"
                                                "Prueba «nismatch nuevo --ayuda» para ver la ayuda.\n\n"
                                                "Error: No existe la opción «--nombre».\n"),
    (["replay", "no-existe.json", "--cards"], "Error: La opción «--cards» necesita un valor.\n"),
    (["replay", "no-existe.json", "--cartas"], "Error: La opción «--cartas» necesita un valor.\n"),
])
def test_usage_errors_are_in_spanish_exit_2(args, expected):
    result = run(*args)
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", expected)


def test_help_is_in_spanish():
    result = run("build", "png", "--help")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "Uso: nismatch construir png [OPCIONES]"
    assert "Opciones:" in lines
    assert any(line.startswith("  -h, --ayuda, --help ") and line.endswith("  Muestra esta ayuda y sale.") for line in lines)
    assert "--resolucion, --dpi ENTERO Resolución de los PNG de cada carta, en puntos por pulgada (dpi). [por defecto: 300; de 72 a 1200]" in " ".join(
        result.stdout.split())
    main_help = run("--help").stdout
    assert "Comandos:\n" in main_help and "--version Muestra la versión y sale." in " ".join(main_help.split())


def test_version_is_in_spanish():
    assert run("--version").stdout == "nismatch, versión 0.1.0\n"


def test_english_words_are_gone_from_every_help():
    words = ("Usage", "Options", "Commands", "Show this", "default:", "[OPTIONS]", "COMMAND", "TEXT", "PATH",
             "INTEGER", "FLOAT", "FILE")
    names = [[]] + [[name] for name in main.list_commands(click.Context(main))]
    names += [["build", sub] for sub in ("pdf", "html", "png")] + [["new", sub] for sub in ("game", "set")]
    for name in names:
        text = run(*name, "--help").stdout
        assert text.startswith("Uso: ")
        assert [w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)] == [], name


# --- plurals: «1 carta», never «1 cartas» --------------------------------------------------------


def test_one_of_a_thing_is_singular(tmp_path, monkeypatch):
    from nismatch_cards.cards.wording import plural

    assert [plural(n, "hoja", "hojas") for n in (0, 1, 2)] == ["0 hojas", "1 hoja", "2 hojas"]
    assert plural(1000, "partida", "partidas", "1.000") == "1.000 partidas"
    monkeypatch.chdir(tmp_path)
    scenario = Path(__file__).parent / "engine" / "scenarios" / "apoyo-normal-fuera-de-fase.yaml"
    result = run("scenario", str(scenario))
    assert (result.exit_code, result.stdout.splitlines()[-1]) == (0, "1 escenario: 1 correcto, 0 fallidos")


def test_build_says_one_card_and_one_sheet(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cards = Path(__file__).parent.parent / "cards"
    result = run("build", "png", "--cards", str(cards), "--only", "chispazo", "--dpi", "72", "--out", "o")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("PNG  o/png/base-revision: 1 carta, 1 hoja y 1 objeto guardado de Tabletop Simulator (")


def test_a_file_that_cannot_be_read_is_told_in_spanish(tmp_path, monkeypatch):
    import errno

    from nismatch_cards.diagnostics import os_reason

    monkeypatch.chdir(tmp_path)
    result = run("replay", "falta.jsonl")
    assert (result.exit_code, result.stderr) == (2, "Error: falta.jsonl: la ruta no existe\n")
    assert os_reason(PermissionError(errno.EACCES, "Permission denied")) == "no hay permiso"
    assert os_reason(OSError(errno.EISDIR, "Is a directory")) == "es una carpeta"
