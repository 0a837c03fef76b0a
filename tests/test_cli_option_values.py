"""The values a user types after an option are Spanish words (``--papel carta``, ``--dorsos ninguno``,
``--formato texto``), the only ones the help, the errors and the completion show; the English value
each had before is still accepted, so that scripts and CI files written with it go on working. So do
the bots' names (``--contra voraz``, ``--bots aleatorio,busqueda``; ``greedy``, ``random`` and ``search`` still work)."""
from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.clitext import AliasedChoice
from nismatch_cards.render.layout import PAPER_WORDS

REPO = Path(__file__).resolve().parent.parent
BUNDLED = str(REPO / "cards")


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


def _params(path: str, *args: str) -> dict:
    """The values ``nismatch PATH ARGS`` gives the command's code, parsed without running it."""
    ctx = click.Context(main, info_name="nismatch", **main.context_settings)  # its «--ayuda»: Click caches
    # each command's help option the first time it is asked for
    command = main
    for word in path.split():
        command = command.get_command(ctx, word)
        ctx = click.Context(command, info_name=word, parent=ctx)
    return command.make_context(path.split()[-1], list(args), parent=ctx.parent).params


@pytest.mark.parametrize("path, shown", [
    ("construir pdf", "--papel, --paper [a4|carta]"),
    ("construir pdf", "--dorsos, --backs [ninguno|duplex|al-final]"),
    ("construir", "--papel, --paper [a4|carta]"),
    ("vigilar", "--papel, --paper [a4|carta]"),
    ("validar", "--formato, --format [github|json|texto]"),
])
def test_the_help_shows_the_spanish_values(path, shown):
    result = run(*path.split(), "--ayuda")
    assert result.exit_code == 0
    assert shown in result.stdout
    for english in ("letter", "none", "single", "|text]"):
        assert english not in result.stdout, english


@pytest.mark.parametrize("args, code", [
    (["--papel", "carta", "--dorsos", "ninguno"], ("letter", "none")),
    (["--paper", "letter", "--backs", "none"], ("letter", "none")),
    (["--papel", "letter", "--dorsos", "single"], ("letter", "single")),
    (["--papel", "a4", "--dorsos", "al-final"], ("a4", "single")),
    (["--papel", "CARTA", "--dorsos", "Duplex"], ("letter", "duplex")),
    ([], ((), "duplex")),
])
def test_a_spanish_value_and_its_former_english_one_mean_the_same(args, code):
    params = _params("construir pdf", *args)
    assert (params["paper"][0] if params["paper"] else (), params["backs"]) == code


@pytest.mark.parametrize("path, args, value", [
    ("exportar", ["--formato", "XLSX", "--salida", "x.xlsx"], "xlsx"),
    ("exportar", ["--formato", "Ods", "--salida", "x.ods"], "ods"),
    ("comparar", ["--formato", "Markdown"], "markdown"),
    ("validar", ["--formato", "JSON"], "json"),
])
def test_every_format_option_takes_upper_or_lower_case(path, args, value):
    """docs/opciones.md: in --papel, --dorsos and --formato the case does not matter, in every command."""
    params = _params(path, *args)
    assert params.get("output_format", params.get("formato")) == value


def test_several_papers_by_either_name():
    assert _params("vigilar", "--papel", "a4", "--papel", "carta", "--paper", "letter")["paper"] == \
        ("a4", "letter", "letter")


def test_validate_text_format_reaches_the_code_by_its_name():
    assert [_params("validar", *args)["output_format"] for args in
            ([], ["--formato", "texto"], ["--format", "text"], ["--formato", "json"])] == ["text", "text", "text", "json"]


#: The usage line of each command a test below gets wrong.
USAGE = {"construir pdf": "[OPCIONES]", "construir png": "[OPCIONES]", "simular": "[OPCIONES]", "validar": "[OPCIONES] [RUTA]...",
         "vigilar": "[OPCIONES]"}


def usage_error(command: str, error: str) -> str:
    """All that a usage error of ``nismatch COMMAND`` prints: its usage line, where its help is, and the error."""
    return (f"Uso: nismatch {command} {USAGE[command]}\n"
            f"Prueba «nismatch {command} --ayuda» para ver la ayuda.\n\n"
            f"Error: {error}\n")


@pytest.mark.parametrize("args, expected", [
    (["construir", "pdf", "--papel", "a7"], usage_error(
        "construir pdf", "Valor no válido para «--papel»: «a7» no es ninguno de estos valores: «a4», «carta».")),
    (["build", "pdf", "--paper", "legal"], usage_error(
        "construir pdf", "Valor no válido para «--papel»: «legal» no es ninguno de estos valores: «a4», «carta».")),
    (["construir", "pdf", "--dorsos", "simples"], usage_error(
        "construir pdf", "Valor no válido para «--dorsos»: «simples» no es ninguno de estos valores: «ninguno», "
                         "«duplex», «al-final».")),
    (["vigilar", "--papel", "letr"], usage_error(
        "vigilar", "Valor no válido para «--papel»: «letr» no es ninguno de estos valores: «a4», «carta».")),
    (["validar", "--format", "txt"], usage_error(
        "validar", "Valor no válido para «--formato»: «txt» no es ninguno de estos valores: «github», «json», «texto».")),
])
def test_a_bad_value_is_a_usage_error_naming_the_spanish_values(args, expected):
    result = run(*args)
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", expected)


def test_completion_offers_only_the_spanish_values():
    option = next(p for p in main.get_command(click.Context(main), "vigilar").params if p.name == "paper")
    ctx = click.Context(main)
    assert [c.value for c in option.type.shell_complete(ctx, option, "")] == ["a4", "carta"]
    assert [c.value for c in option.type.shell_complete(ctx, option, "c")] == ["carta"]


def test_a_former_value_cannot_be_another_spanish_word():
    assert AliasedChoice(PAPER_WORDS).convert("letter", None, None) == "letter"
    with pytest.raises(ValueError):
        AliasedChoice({"si": "no", "no": "yes"})


def test_pdf_sheets_by_the_spanish_values(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("construir", "pdf", "--cartas", BUNDLED, "--solo", "chispazo", "--papel", "carta",
                 "--dorsos", "ninguno", "--salida", "o", "--procesos", "1")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].startswith("PDF  o/pdf/base-revision-letter.pdf: 1 carta, 1 página (")


@pytest.mark.parametrize("args, expected", [
    (["validar", "--formt", "json"], usage_error("validar", "No existe la opción «--formt». ¿Quisiste decir «--formato»?")),
    (["simular", "--gmes", "3"], usage_error("simular", "No existe la opción «--gmes». (¿Quisiste decir una de estas: «--modo», «--partidas»?)")),
    (["build", "pdf", "--papr", "a4"], usage_error(  # close to --paper and --proof
        "construir pdf", "No existe la opción «--papr». (¿Quisiste decir una de estas: «--papel», «--prueba»?)")),
    (["construir", "png", "--aywda"], usage_error(
        "construir png", "No existe la opción «--aywda». (¿Quisiste decir una de estas: «--ayuda», «--salida»?)")),
])
def test_a_mistyped_option_is_suggested_by_its_spanish_name_only(args, expected):
    result = run(*args)
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", expected)


def test_a_bot_answers_to_its_former_english_name(monkeypatch):
    from nismatch_cards.games.nismatch.bots import BOTS, bot_name

    assert [bot_name(n) for n in ("greedy", "random", "search", "search:64", "búsqueda:8", "voraz", "mio")] == \
        ["voraz", "aleatorio", "busqueda", "busqueda:64", "busqueda:8", "voraz", "mio"]
    monkeypatch.setitem(BOTS, "random", BOTS["aleatorio"])  # a designer's bot registered as «random» keeps its name
    assert bot_name("random") == "random"


def test_simulate_by_the_former_bot_names_plays_the_same_games_under_the_spanish_ones(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    common = ["simular", "--cartas", BUNDLED, "--mazo", "Asalto Remachado", "--mazo", "Puños de Hierro", "-n", "2",
              "--procesos", "1"]
    english = run(*common, "--bots", "greedy,random", "--json", "en.json")
    spanish = run(*common, "--bots", "voraz,aleatorio", "--json", "es.json")
    assert english.exit_code == spanish.exit_code == 0, english.output + spanish.output
    assert english.stdout == spanish.stdout

    def figures(name):
        data = json.loads(Path(name).read_text(encoding="utf-8"))
        data.pop("tiempo", None)
        return data

    assert figures("en.json") == figures("es.json")
    assert [(level["nivel"], level["bots"]) for level in figures("es.json")["niveles"]] == \
        [("voraz contra aleatorio", ["voraz", "aleatorio"])]


def test_an_unknown_bot_names_the_spanish_ones(monkeypatch):
    from nismatch_cards.games.nismatch.bots import BOTS

    for name in set(BOTS) - {"aleatorio", "busqueda", "voraz"}:  # bots another test registered in this process
        monkeypatch.delitem(BOTS, name)
    result = run("simular", "--cartas", BUNDLED, "--mazo", "Asalto Remachado", "--mazo", "Puños de Hierro",
                 "--bots", "codicioso")
    assert (result.exit_code, result.stdout, result.stderr) == \
        (2, "", "Error: no hay ningún bot «codicioso»; bots disponibles: aleatorio, busqueda, voraz\n")
