"""Spreadsheets are untrusted input: a formula is never evaluated (its saved value is read, or the
cell refused), a sheet's size is limited, and what the export writes opens as data, not formulas."""
from __future__ import annotations

import io
import zipfile

import openpyxl
import pytest
from odf.opendocument import OpenDocumentSpreadsheet
from odf.table import Table, TableCell, TableRow
from odf.text import P

from nismatch_cards.sheets import books

from .helpers import ARM, HEADER, SETS, run, xlsx


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cards").mkdir()
    return tmp_path


def rewrite(path, part: str, old: bytes, new: bytes) -> None:
    """Replace bytes inside one part of a zip file (to write what a library would not)."""
    with zipfile.ZipFile(path) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    assert old in parts[part]
    parts[part] = parts[part].replace(old, new)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in parts.items():
            archive.writestr(name, data)


def test_a_formula_is_read_as_the_value_the_spreadsheet_saved(here):
    row = list(ARM)
    row[HEADER.index("pg")] = "=2+3"
    xlsx(here / "cartas.xlsx", {"sets": SETS, "base": [HEADER, row]})
    rewrite(here / "cartas.xlsx", "xl/worksheets/sheet2.xml", b"<f>2+3</f><v />", b"<f>2+3</f><v>7</v>")
    result = run("import", "cartas.xlsx", "--cards", "cards")
    assert (result.code, result.err) == (0, "")
    assert "pg: 7" in (here / "cards/base/brazos.yaml").read_text(encoding="utf-8")


def test_a_link_to_another_workbook_is_not_followed(here):
    row = list(ARM)
    row[HEADER.index("nombre")] = "='[otro.xlsx]Hoja1'!A1"
    xlsx(here / "cartas.xlsx", {"sets": SETS, "base": [HEADER, row]})
    result = run("import", "cartas.xlsx", "--cards", "cards")
    assert result.code == 1
    assert result.err == (
        "cartas.xlsx, hoja «base», fila 2, columna «nombre»: error NM074 [hoja-formula]: la celda tiene una fórmula "
        "(='[otro.xlsx]Hoja1'!A1) sin su valor calculado; las fórmulas no se evalúan\n    sugerencia: guarda el archivo "
        "con LibreOffice o Excel, que guardan el valor de cada fórmula, o pega la columna como «solo valores»\n"
        "No se ha escrito nada: corrige la hoja y vuelve a importarla\n")


def ods(path, rows: list[list], repeat_last: int = 1) -> None:
    document = OpenDocumentSpreadsheet()
    sheet = Table(name="base")
    for i, cells in enumerate(rows):
        line = TableRow(numberrowsrepeated=repeat_last) if i == len(rows) - 1 and repeat_last > 1 else TableRow()
        for cell in cells:
            if isinstance(cell, tuple):  # a formula, with no saved value
                element = TableCell(formula=cell[0])
            else:
                element = TableCell(valuetype="string")
                element.addElement(P(text=str(cell)))
            line.addElement(element)
        sheet.addElement(line)
    document.spreadsheet.addElement(sheet)
    document.save(str(path))


def test_an_ods_formula_without_a_saved_value_is_refused(here):
    (here / "cards/base").mkdir()
    (here / "cards/base/set.yaml").write_text("codigo: base\nnombre: Base\nversion: 1\n", encoding="utf-8")
    ods(here / "cartas.ods", [["id", "nombre", "tipo"], ["a", ("of:=WEBSERVICE(\"http://x\")",), "apoyo"]])
    result = run("import", "cartas.ods", "--cards", "cards")
    assert result.err.startswith(
        "cartas.ods, hoja «base», fila 2, columna «nombre»: error NM074 [hoja-formula]: la celda tiene una fórmula "
        "(of:=WEBSERVICE(\"http://x\")) sin su valor calculado; las fórmulas no se evalúan\n    sugerencia: guarda "
        "el archivo con LibreOffice o Excel, que guardan el valor de cada fórmula, o pega la columna como «solo valores»"
        "\nNo se ha escrito nada")


def test_a_million_repeated_rows_stop_at_the_limit(here):
    (here / "cards/base").mkdir()
    (here / "cards/base/set.yaml").write_text("codigo: base\nnombre: Base\nversion: 1\n", encoding="utf-8")
    ods(here / "cartas.ods", [["id", "nombre"], ["a", "b"]], repeat_last=1_000_000)
    result = run("import", "cartas.ods", "--cards", "cards")
    assert result.code == 1
    assert result.err == (f"cartas.ods, hoja «base», fila {books.MAX_ROWS + 1}: error NM075 [hoja-demasiado-grande]: "
                          f"la hoja tiene más de {books.MAX_ROWS} filas\n    sugerencia: reparte las cartas en varios sets\n")


def test_a_repeated_empty_row_as_libreoffice_writes_it_is_nothing(here):
    (here / "cards/base").mkdir()
    (here / "cards/base/set.yaml").write_text("codigo: base\nnombre: Base\nversion: 1\n", encoding="utf-8")
    ods(here / "cartas.ods", [["id", "nombre"], []], repeat_last=1_048_575)
    book = books.read_book(here / "cartas.ods")
    assert book.sheets["base"].rows == [(1, ["id", "nombre"])]


def test_too_many_columns_and_too_long_a_cell(here, monkeypatch):
    monkeypatch.setattr(books, "MAX_CELL", 10)
    monkeypatch.setattr(books, "MAX_COLUMNS", 5)
    xlsx(here / "cartas.xlsx", {"base": [HEADER[:3], ["a", "un nombre muy largo", "parte"]]})
    book = books.read_book(here / "cartas.xlsx")
    assert books.format_text(book.problems) == (
        "cartas.xlsx, hoja «base», fila 2, columna «nombre»: error NM075 [hoja-demasiado-grande]: la celda tiene 19 "
        "caracteres; el máximo es 10\n    sugerencia: acorta el texto")
    xlsx(here / "ancha.xlsx", {"base": [HEADER]})
    with pytest.raises(books.BookError) as error:
        books.read_book(here / "ancha.xlsx")
    assert books.format_text([error.value.diagnostic]) == (
        "ancha.xlsx, hoja «base», fila 1: error NM075 [hoja-demasiado-grande]: la fila tiene más de 5 columnas\n"
        "    sugerencia: quita columnas vacías o que sobran")


def test_a_lone_value_past_the_last_column_read_is_refused_not_dropped(here):
    """openpyxl reads rows up to a column it is given: a value past column 1000 was lost without a word."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "base"
    sheet.append(HEADER)
    sheet.cell(row=3, column=books.MAX_COLUMNS + 7, value="escondido")
    book.save(here / "ancha.xlsx")
    with pytest.raises(books.BookError) as error:
        books.read_book(here / "ancha.xlsx")
    assert books.format_text([error.value.diagnostic]) == (
        "ancha.xlsx, hoja «base», fila 3: error NM075 [hoja-demasiado-grande]: la fila tiene más de 1000 columnas\n"
        "    sugerencia: quita columnas vacías o que sobran")


def test_a_file_that_unpacks_to_too_much_is_not_opened(here, monkeypatch):
    monkeypatch.setattr(books, "MAX_UNPACKED_BYTES", 2 * 1024 * 1024)
    xlsx(here / "cartas.xlsx", {"base": [HEADER]})
    with zipfile.ZipFile(here / "cartas.xlsx", "a", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/relleno.bin", bytes(3 * 1024 * 1024))
    with pytest.raises(books.BookError) as error:
        books.read_book(here / "cartas.xlsx")
    assert error.value.diagnostic.message == "el archivo se descomprime a más de 2 MB"
    assert error.value.diagnostic.code == "NM075"


def test_export_writes_texts_as_texts_never_formulas(here):
    from .test_libreoffice import DATA

    run("export", "--cards", DATA / "cards", "--out", "cartas.xlsx")
    sheet = openpyxl.load_workbook(here / "cartas.xlsx")["taller"]
    cells = {c.value: c.data_type for row in sheet.iter_rows() for c in row if isinstance(c.value, str)}
    assert cells["=Esto no es una fórmula"] == "s"
    assert cells["1234"] == "s"  # a name made of digits stays a text
    with zipfile.ZipFile(io.BytesIO((here / "cartas.xlsx").read_bytes())) as archive:
        assert not any(b"<f>" in archive.read(n) for n in archive.namelist() if n.startswith("xl/worksheets/"))


def test_a_number_no_card_file_could_hold_is_refused(here):
    xlsx(here / "cartas.xlsx", {"base": [["id", "pg"], ["a", 1e40], ["b", -10 ** 31]]})
    book = books.read_book(here / "cartas.xlsx")
    assert [books.format_text([p]) for p in book.problems] == [
        f"cartas.xlsx, hoja «base», fila {row}, columna «pg»: error NM075 [hoja-demasiado-grande]: el número de la celda "
        "tiene más de 30 cifras (o no es finito)\n    sugerencia: escribe un número normal" for row in (2, 3)]
