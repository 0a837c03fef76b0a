"""The ``nismatch validate`` and ``nismatch parse`` commands: exit codes, output formats, paths.

In-process through ``click.testing.CliRunner`` and, for the real entry point, in a subprocess
(``python -m nismatch_cards.cli`` with the running interpreter, so it does not depend on the venv).
"""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from nismatch_cards.diagnostics import CODES

from .helpers import BUNDLED_CARDS, PART, REPO, SUPPORT, Diag, invoke, validate

FIELDS = {"code", "file", "line", "column", "message", "hint", "severity", "name"}
GITHUB_LINE = re.compile(r"^::(error|warning) file=([^,]+),line=(\d+),col=(\d+),title=(NM\d{3}) ([a-z-]+)::(.+)$")
BAD_PG = PART.replace("pg: 3", "pg: 30")  # NM034 at 5:5
BAD_RAREZA = SUPPORT.replace("rareza: chatarra", "rareza: chatara")  # NM010 at 4:9
SHORT_DECK = "nombre: D\nset: t\ncartas:\n  brazo-x: 10\n"  # NM040 at 3:1
SUMMARY = re.compile(r"^\d+ cartas? en \d+ sets?, \d+ mazos?: \d+ (error|errores), \d+ avisos?$")


def many_problems(card_set):
    """Four problems in four files: a card, a YAML error, a schema error and a deck."""
    card_set({"t/a.yaml": BAD_PG, "t/b.yaml": 'id: "x\n', "t/c.yaml": BAD_RAREZA, "t/d.yaml": PART.replace(
        "brazo-x", "brazo-y"), "decks/d.yaml": SHORT_DECK.replace("brazo-x", "brazo-y")})


def python_cli(*args: str, cwd, module: str = "nismatch_cards.cli") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *args], cwd=cwd, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)


# --- exit codes and the text format ----------------------------------------------------------


def test_valid_folder_exits_0_with_a_summary_on_stdout(card_set):
    card_set({"t/a.yaml": PART, "t/b.yaml": SUPPORT})
    run = invoke("validate", "cards")
    assert (run.exit_code, run.exception) == (0, None)
    assert run.stdout == "2 cartas en 1 set, 0 mazos: 0 errores, 0 avisos\n"
    assert run.stderr == ""


def test_invalid_folder_exits_1_with_the_problems_on_stderr(card_set):
    card_set({"t/a.yaml": BAD_PG})
    run = invoke("validate", "cards")
    assert (run.exit_code, run.exception) == (1, None)
    assert run.stdout == ""
    assert run.stderr == (
        "cards/t/a.yaml:5:5: error NM034 [estadistica-fuera-de-rango]: PG 30 está fuera del rango del reglamento "
        "(1 a 20)\n"
        "    sugerencia: usa un valor entre 1 y 20\n"
        "1 carta en 1 set, 0 mazos: 1 error, 0 avisos\n")


def test_warnings_only_exit_0_and_are_labelled_aviso(card_set):
    card_set({"t/a.yaml": PART + "arte: brazo.png\n"})
    run = invoke("validate", "cards")
    assert run.exit_code == 0
    assert run.stderr == ("cards/t/a.yaml:11:7: aviso NM051 [arte-no-encontrado]: no existe la imagen «brazo.png»\n"
                          "    sugerencia: comprueba el nombre del archivo; se imprimirá un marco vacío en su lugar\n")
    assert run.stdout == "1 carta en 1 set, 0 mazos: 0 errores, 1 aviso\n"


def test_missing_path_is_a_usage_error(project):
    project({})
    run = invoke("validate", "no-existe")
    assert (run.exit_code, run.exception) == (2, None)
    assert "Error: la ruta «no-existe» no existe; indica una carpeta de cartas, un set o archivos YAML" in run.stderr
    assert run.stdout == ""


def test_one_missing_path_among_good_ones_is_a_usage_error(card_set):
    card_set({"t/a.yaml": BAD_PG})
    run = invoke("validate", "cards", "no-existe", "--format", "json")
    assert run.exit_code == 2
    assert "la ruta «no-existe» no existe" in run.stderr
    assert run.stdout == ""


@pytest.mark.parametrize("args", [["--format", "xml"], ["--formatos", "json"], ["--format"]])
def test_bad_options_are_usage_errors(card_set, args):
    card_set({"t/a.yaml": PART})
    run = invoke("validate", "cards", *args)
    assert (run.exit_code, run.exception) == (2, None)
    assert run.stdout == ""


def test_default_path_is_cards(card_set):
    card_set({"t/a.yaml": BAD_PG})
    run = validate()
    assert run.exit_code == 1
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM034", "cards/t/a.yaml")]


def test_without_a_cards_folder_the_bundled_sets_are_validated(project, monkeypatch):
    """No ``cards/`` in the working directory: the commands use the NISMATCH sets and decks the tool
    ships (``cards/`` of its repository, which an installed package carries inside)."""
    project({"otra/t/set.yaml": "codigo: t\nnombre: T\nversion: 1\n"})
    run = invoke("validate")
    assert (run.exit_code, run.stderr) == (0, "")
    assert run.stdout.strip().endswith(": 0 errores, 0 avisos")
    monkeypatch.chdir(REPO)
    assert run.stdout == invoke("validate", "cards").stdout
    assert not run.stdout.startswith("0 cartas"), run.stdout


def test_bundled_cards_are_valid(monkeypatch):
    """From the repository's root, as in the quick start, the commands use its ``cards/``."""
    monkeypatch.chdir(REPO)
    run = invoke("validate")
    assert (run.exit_code, run.exception, run.stderr) == (0, None, "")
    assert SUMMARY.match(run.stdout.strip()), run.stdout
    assert run.stdout.strip().endswith(": 0 errores, 0 avisos")
    assert run.stdout == invoke("validate", "cards").stdout


def test_bundled_cards_by_path_json(monkeypatch):
    monkeypatch.chdir(REPO)
    run = validate(str(BUNDLED_CARDS))
    assert (run.exit_code, run.diagnostics) == (0, [])


# --- every problem of the run, and only the asked files --------------------------------------


def test_all_problems_of_a_run_are_reported(card_set):
    many_problems(card_set)
    run = validate("cards")
    assert run.exit_code == 1
    assert [(d.code, d.file, d.line, d.column) for d in run.diagnostics] == [
        ("NM040", "cards/decks/d.yaml", 3, 1),
        ("NM034", "cards/t/a.yaml", 5, 5),
        ("NM001", "cards/t/b.yaml", 2, 1),
        ("NM010", "cards/t/c.yaml", 4, 9),
    ]


def test_text_summary_counts_every_problem(card_set):
    """The cards and decks checked are counted, those with errors too (a deck with an error said «0 mazos»)."""
    many_problems(card_set)
    run = invoke("validate", "cards")
    assert run.stderr.splitlines()[-1] == "3 cartas en 1 set, 1 mazo: 4 errores, 0 avisos"
    assert len(re.findall(r"^cards/\S+:\d+:\d+: error NM\d{3} ", run.stderr, re.M)) == 4


def test_single_file_reports_only_that_file(card_set):
    many_problems(card_set)
    run = validate("cards/t/a.yaml")
    assert run.exit_code == 1
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM034", "cards/t/a.yaml")]


def test_single_valid_file_exits_0_even_if_others_are_broken(card_set):
    many_problems(card_set)
    run = validate("cards/t/d.yaml")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_single_deck_file_reports_only_the_deck(card_set):
    many_problems(card_set)
    run = validate("cards/decks/d.yaml")
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM040", "cards/decks/d.yaml")]


def test_single_deck_file_does_not_report_a_set_it_does_not_use(card_set):
    card_set({"t/a.yaml": PART, "u/set.yaml": "codigo: u\n", "u/a.yaml": SUPPORT,
              "decks/d.yaml": "nombre: D\nset: t\ncartas:\n  brazo-x: 40\n"})
    run = validate("cards/decks/d.yaml")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_single_deck_file_reports_the_set_it_uses(card_set):
    card_set({"t/a.yaml": PART, "decks/d.yaml": "nombre: D\nset: t\ncartas:\n  brazo-x: 40\n"},
             set_yaml="codigo: t\nnombre: T\n")
    run = validate("cards/decks/d.yaml")
    assert run.exit_code == 1
    assert run.diagnostics == [Diag("NM010", "cards/t/set.yaml", 1, 1,
                                    "falta la clave obligatoria «version» en la definición del set",
                                    "añade «version: …»")]


def test_single_deck_file_reports_the_set_it_uses_by_codigo_not_folder_name(card_set):
    """The deck's «set: t» is the «codigo» of cards/tt, whose set.yaml is broken: that set.yaml is reported."""
    card_set({"tt/set.yaml": "codigo: t\nnombre: 3\n", "tt/a.yaml": PART, "u/set.yaml": "codigo: u\n",
              "decks/d.yaml": "nombre: D\nset: t\ncartas:\n  brazo-x: 40\n"}, set_yaml=None)
    run = validate("cards/decks/d.yaml")
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM010", "cards/tt/set.yaml", 1, 1, "falta la clave obligatoria «version» en la definición del set",
             "añade «version: …»"),
        Diag("NM010", "cards/tt/set.yaml", 2, 9, "«nombre» debe ser un texto, no 3", "revisa el valor de esa clave")]


def test_single_deck_file_with_an_unknown_set_reports_no_set_yaml(card_set):
    card_set({"t/a.yaml": PART, "u/set.yaml": "codigo: u\n",
              "decks/d.yaml": "nombre: D\nset: zz\ncartas:\n  brazo-x: 40\n"})
    run = validate("cards/decks/d.yaml")
    assert run.diagnostics == [Diag("NM042", "cards/decks/d.yaml", 2, 6, "el set «zz» no existe", "sets cargados: t")]


def test_single_deck_file_does_not_report_the_set_of_another_deck(card_set):
    card_set({"t/a.yaml": PART, "u/set.yaml": "codigo: u\n",
              "decks/d.yaml": "nombre: D\nset: t\ncartas:\n  brazo-x: 40\n",
              "decks/e.yaml": "nombre: E\nset: u\ncartas:\n  brazo-x: 40\n"})
    run = validate("cards/decks/d.yaml")
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_two_files_report_both(card_set):
    many_problems(card_set)
    run = validate("cards/t/a.yaml", "cards/t/c.yaml")
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM034", "cards/t/a.yaml"), ("NM010", "cards/t/c.yaml")]


def test_set_folder_reports_its_files_but_not_the_decks(card_set):
    many_problems(card_set)
    run = validate("cards/t")
    assert [d.file for d in run.diagnostics] == ["cards/t/a.yaml", "cards/t/b.yaml", "cards/t/c.yaml"]


def test_absolute_paths_outside_the_working_directory(card_set, tmp_path, monkeypatch):
    card_set({"t/a.yaml": BAD_PG})
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    run = validate(str(tmp_path / "cards"))
    assert [(d.code, d.file) for d in run.diagnostics] == [("NM034", str(tmp_path / "cards/t/a.yaml"))]


def test_single_file_of_a_broken_set_is_not_valid(card_set):
    """The set's problems are reported with the named card; its cards are checked once set.yaml is fixed."""
    card_set({"t/a.yaml": BAD_RAREZA}, set_yaml="codigo: t\n")
    run = validate("cards/t/a.yaml")
    assert run.exit_code == 1
    assert run.diagnostics == [
        Diag("NM010", "cards/t/set.yaml", 1, 1, f"falta la clave obligatoria «{key}» en la definición del set",
             f"añade «{key}: …»") for key in ("nombre", "version")]


def test_a_file_and_a_folder_report_both(card_set):
    card_set({"t/a.yaml": BAD_PG, "u/set.yaml": "codigo: u\nnombre: U\nversion: 1\n", "u/b.yaml": BAD_RAREZA})
    run = validate("cards/t/a.yaml", "cards/u")
    assert run.diagnostics == [
        Diag("NM034", "cards/t/a.yaml", 5, 5, "PG 30 está fuera del rango del reglamento (1 a 20)",
             "usa un valor entre 1 y 20"),
        Diag("NM010", "cards/u/b.yaml", 4, 9, "«chatara» no es un valor válido de «rareza»", "¿quisiste decir «chatarra»?")]


def test_a_file_that_is_not_yaml_is_not_reported_valid(card_set):
    card_set({"t/a.yaml": PART, "t/notas.txt": "id: [\n"})
    run = invoke("validate", "cards/t/notas.txt")
    assert (run.exit_code, run.exception, run.stdout) == (1, None, "")
    assert run.stderr == (
        "cards/t/notas.txt:1:1: error NM063 [archivo-no-yaml]: el archivo no es YAML\n"
        "    sugerencia: las cartas, sets, mazos y el reglamento son archivos .yaml o .yml\n"
        "0 cartas en 0 sets, 0 mazos: 1 error, 0 avisos\n")


def test_a_yml_file_is_yaml(card_set):
    card_set({"t/a.yml": BAD_PG})
    run = validate("cards/t/a.yml")
    assert [(d.code, d.file, d.line, d.column) for d in run.diagnostics] == [("NM034", "cards/t/a.yml", 5, 5)]


# --- --format json ---------------------------------------------------------------------------


def test_json_is_valid_and_has_every_field(card_set):
    many_problems(card_set)
    run = invoke("validate", "cards", "--format", "json")
    assert run.exit_code == 1
    assert run.stderr == ""
    data = json.loads(run.stdout)
    assert isinstance(data, list) and len(data) == 4
    for item in data:
        assert set(item) == FIELDS
        assert item["name"] == CODES[item["code"]]
        assert isinstance(item["line"], int) and isinstance(item["column"], int)
        assert item["line"] >= 1 and item["column"] >= 1
        assert item["severity"] in ("error", "warning")
    assert data[1] == {
        "code": "NM034", "file": "cards/t/a.yaml", "line": 5, "column": 5,
        "message": "PG 30 está fuera del rango del reglamento (1 a 20)", "hint": "usa un valor entre 1 y 20",
        "severity": "error", "name": "estadistica-fuera-de-rango"}


def test_json_of_a_valid_folder_is_an_empty_list(card_set):
    card_set({"t/a.yaml": PART})
    run = invoke("validate", "cards", "--format", "json")
    assert (run.exit_code, run.stdout, run.stderr) == (0, "[]\n", "")


def test_json_keeps_non_ascii_text(card_set):
    card_set({"t/a.yaml": BAD_PG})
    run = invoke("validate", "cards", "--format", "json")
    assert "está fuera del rango" in run.stdout
    assert "\\u00e1" not in run.stdout


# --- --format github -------------------------------------------------------------------------


def test_github_annotations(card_set):
    many_problems(card_set)
    run = invoke("validate", "cards", "--format", "github")
    assert run.exit_code == 1
    assert run.stderr == ""
    lines = run.stdout.splitlines()
    assert len(lines) == 4
    assert all(GITHUB_LINE.match(line) for line in lines), lines
    assert lines[1] == ("::error file=cards/t/a.yaml,line=5,col=5,title=NM034 estadistica-fuera-de-rango::"
                        "PG 30 está fuera del rango del reglamento (1 a 20) (usa un valor entre 1 y 20)")


def test_github_warning(card_set):
    card_set({"t/a.yaml": PART + "arte: brazo.png\n"})
    run = invoke("validate", "cards", "--format", "github")
    assert run.exit_code == 0
    assert run.stdout == ("::warning file=cards/t/a.yaml,line=11,col=7,title=NM051 arte-no-encontrado::"
                          "no existe la imagen «brazo.png» (comprueba el nombre del archivo; se imprimirá un marco "
                          "vacío en su lugar)\n")


def test_github_valid_folder_prints_nothing(card_set):
    card_set({"t/a.yaml": PART})
    run = invoke("validate", "cards", "--format", "github")
    assert (run.exit_code, run.stdout, run.stderr) == (0, "", "")


def test_github_escapes_properties_and_message(card_set):
    card_set({"t/a,b:c.yaml": SUPPORT.replace("rareza: chatarra", 'rareza: "50%\\nmas"')})
    run = invoke("validate", "cards", "--format", "github")
    assert run.stdout == ("::error file=cards/t/a%2Cb%3Ac.yaml,line=4,col=9,title=NM010 esquema::"
                          "«50%25%0Amas» no es un valor válido de «rareza» "
                          "(valores admitidos: chatarra, vendible, pura, legendaria)\n")


# --- a real process --------------------------------------------------------------------------


def test_subprocess_exit_codes_and_json(card_set, tmp_path):
    card_set({"t/a.yaml": BAD_PG})
    invalid = python_cli("validate", "--format", "json", cwd=tmp_path)
    assert invalid.returncode == 1, invalid.stderr
    assert [(d["code"], d["file"], d["line"], d["column"]) for d in json.loads(invalid.stdout)] == [
        ("NM034", "cards/t/a.yaml", 5, 5)]

    (tmp_path / "cards/t/a.yaml").write_text(PART, encoding="utf-8")
    valid = python_cli("validate", cwd=tmp_path)
    assert (valid.returncode, valid.stdout, valid.stderr) == (0, "1 carta en 1 set, 0 mazos: 0 errores, 0 avisos\n", "")

    usage = python_cli("validate", "no-existe", cwd=tmp_path)
    assert usage.returncode == 2
    assert "la ruta «no-existe» no existe" in usage.stderr
    assert "Traceback" not in usage.stderr


def test_subprocess_bundled_cards_github():
    result = python_cli("validate", "--format", "github", cwd=REPO)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_subprocess_text_output(card_set, tmp_path):
    many_problems(card_set)
    result = python_cli("validate", "cards", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.splitlines()[0] == ("cards/decks/d.yaml:3:1: error NM040 [mazo-tamano]: el mazo tiene 10 "
                                             "cartas; un Arsenal tiene entre 40 y 60 (reglamento 1.3)")
    assert result.stderr.splitlines()[-1] == "3 cartas en 1 set, 1 mazo: 4 errores, 0 avisos"


# --- nismatch parse --------------------------------------------------------------------------


def test_parse_valid_text():
    run = invoke("parse", "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño")
    assert (run.exit_code, run.exception, run.stderr) == (0, None, "")
    assert run.stdout == """\
Texto: CAR 1 | Selecciona una Parte; hazle 2 puntos de daño
Lectura canónica: CAR 1 | Selecciona una Parte; hazle 2 puntos de daño
Estructura analizada:
Habilidad
├─ coste: 1
├─ requisitos
│  └─ Seleccionar
│     └─ qué: Selección
│        ├─ sustantivo: Parte
│        └─ cuántas: Cantidad de una selección
│           ├─ modo: exactamente
│           └─ número: 1
└─ efecto: Hacer daño
   ├─ cantidad: Cantidad
   │  └─ número: 2
   └─ objetivo: Pronombre
"""


def test_parse_shows_the_designers_text_and_the_canonical_reading_apart():
    """Lower case, number words, a synonym and spaces before «;»: the canonical line says how it is printed."""
    run = invoke("analizar", "si tu oponente tiene 2 o menos cartas en su mano ; roba dos cartas")
    assert (run.exit_code, run.exception, run.stderr) == (0, None, "")
    assert run.stdout == """\
Texto: si tu oponente tiene 2 o menos cartas en su mano ; roba dos cartas
Lectura canónica: Si algún oponente tiene 2 o menos cartas en su mano; roba 2 cartas
Estructura analizada:
Habilidad
├─ requisitos
│  └─ Condición
│     └─ condición: Tener cartas
│        ├─ piloto: tu oponente
│        ├─ cuenta: Selección
│        │  ├─ sustantivo: carta
│        │  ├─ de quién: suya (de quien hace la acción)
│        │  └─ dónde: mano
│        └─ comparación: Comparación
│           ├─ relación: o menos
│           └─ número: 2
└─ efecto: Robar
   └─ cantidad: Cantidad
      └─ número: 2
"""


def test_parse_a_roll_of_a_die_lists_its_outcomes():
    run = invoke("analizar", "CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 4 o más, hazle 3 "
                             "puntos de daño; si sale 1, pierde 1 CAR")
    assert (run.exit_code, run.exception, run.stderr) == (0, None, "")
    assert run.stdout.splitlines()[13:] == [
        "└─ efecto: Tirar un dado",
        "   └─ resultados",
        "      ├─ Resultado del dado",
        "      │  ├─ si sale: Comparación",
        "      │  │  ├─ relación: o más",
        "      │  │  └─ número: 4",
        "      │  └─ efecto: Hacer daño",
        "      │     ├─ cantidad: Cantidad",
        "      │     │  └─ número: 3",
        "      │     └─ objetivo: Pronombre",
        "      └─ Resultado del dado",
        "         ├─ si sale: Comparación",
        "         │  ├─ relación: exactamente",
        "         │  └─ número: 1",
        "         └─ efecto: Ganar o perder Carga",
        "            ├─ cantidad: Cantidad",
        "            │  └─ número: 1",
        "            └─ pierde: sí",
    ]


def test_parse_json_valid_text():
    run = invoke("parse", "--json", "Roba una carta")
    assert (run.exit_code, run.stderr) == (0, "")
    assert json.loads(run.stdout) == {
        "tipo": "Ability", "cost": None, "requirements": [],
        "effect": {"tipo": "Draw", "span": [0, 14], "player": "tu",
                   "amount": {"tipo": "Amount", "span": None, "n": 1, "per": None, "equal": False}},
        "span": [0, 14]}


def test_parse_invalid_text():
    run = invoke("parse", "roba una karta")
    assert (run.exit_code, run.exception, run.stdout) == (1, None, "")
    assert run.stderr == ("roba una karta\n"
                          "         ^\n"
                          "columna 10: no se esperaba «karta»; se esperaba «carta» o «cartas»\n"
                          "    sugerencia: ¿quisiste decir: «Roba una carta»?\n")


def test_parse_json_invalid_text():
    run = invoke("parse", "--json", "roba una karta")
    assert (run.exit_code, run.stderr) == (1, "")
    assert json.loads(run.stdout) == {"error": "no se esperaba «karta»; se esperaba «carta» o «cartas»",
                                      "columna": 10, "sugerencia": "¿quisiste decir: «Roba una carta»?"}


def test_parse_empty_text():
    run = invoke("parse", "--json", "")
    assert run.exit_code == 1
    assert json.loads(run.stdout)["columna"] == 1


def test_parse_without_text_is_a_usage_error():
    run = invoke("parse")
    assert run.exit_code == 2
    assert run.stderr.endswith("Error: Falta el argumento «TEXTO».\n")


def test_parse_subprocess():
    ok = python_cli("parse", "--json", "Roba dos cartas", cwd=REPO)
    assert ok.returncode == 0
    assert json.loads(ok.stdout)["effect"]["amount"]["n"] == 2
    bad = python_cli("parse", "Roba dos karta", cwd=REPO)
    assert bad.returncode == 1
    assert bad.stderr.splitlines()[1:3] == ["         ^", "columna 10: no se esperaba «karta»; se esperaba «carta» "
                                                         "o «cartas»"]


@pytest.mark.parametrize("module", ["nismatch_cards.cli", "nismatch_cards"])
@pytest.mark.parametrize("command, shown", [("build", "construir"), ("replay", "reproducir"), ("escenario", "escenario"),
                                            ("validar", "validar"), ("parse", "analizar")])
def test_python_m_has_the_same_commands_as_the_script(module, command, shown):
    result = python_cli(command, "--help", cwd=REPO, module=module)
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    assert result.stdout.startswith(f"Uso: python -m {module} {shown} ")


def test_python_m_package_validates(card_set, tmp_path):
    card_set({"t/a.yaml": BAD_PG})
    result = python_cli("validate", "--format", "json", cwd=tmp_path, module="nismatch_cards")
    assert result.returncode == 1, result.stderr
    assert [(d["code"], d["file"], d["line"], d["column"]) for d in json.loads(result.stdout)] == [
        ("NM034", "cards/t/a.yaml", 5, 5)]


@pytest.mark.parametrize("faces", [False, True])
def test_validate_does_not_import_the_renderer_or_the_engine(faces):
    """Plain validate imports nothing of the renderer; with --caras, what draws and lays out a face
    (NM053, NM054, NM198–NM201): no rasteriser, no engine."""
    code = ("import sys; from click.testing import CliRunner; from nismatch_cards.cli import main; "
            "CliRunner().invoke(main, ['validate', '--formato', 'json'" + (", '--caras'" if faces else "") + "]); "
            "print(sorted(m for m in sys.modules if m.startswith(('nismatch_cards.render', 'nismatch_cards.games.nismatch.engine', "
            "'weasyprint', 'pypdfium2'))))")
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, encoding="utf-8",
                            timeout=120)
    if faces:  # --caras lays the faces out with WeasyPrint (NM198–NM201): still no PDF rasterised, no engine
        modules = eval(result.stdout)  # noqa: S307 - the list printed above
        assert result.returncode == 0 and "nismatch_cards.render.drawn" in modules and "weasyprint" in modules
        assert not any(m.startswith(("pypdfium2", "nismatch_cards.games.nismatch.engine")) for m in modules)
        return
    assert (result.returncode, result.stdout) == (0, "[]\n"), result.stderr
