"""Workbooks as plain cells, read and written with real libraries: CSV (the standard library), XLSX
(openpyxl) and ODS (written with odfpy, read as a stream with defusedxml).

A book is untrusted input: a formula is never evaluated: its value is the one the spreadsheet saved
with it, and one saved without a value (or with an error) is refused (NM074); external links are not
kept; a file, its unpacked parts, its sheets, rows, columns and cells have limits (NM075); a cell
may hold no control character (NM073). A CSV «book» is a folder of ``.csv`` files, one a sheet
(or a single ``.csv`` file): a sheet's name is its file's name without ``.csv``.
"""
from __future__ import annotations

import csv
import io
import re
import warnings
import zipfile
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time
from pathlib import Path
from typing import Any, BinaryIO, Iterable

from ..diagnostics import Diagnostic, display_path, printable

FORMATS = ("csv", "xlsx", "ods")
#: The largest spreadsheet file read, and the most its zipped parts may unpack to.
MAX_FILE_BYTES = 50 * 1024 * 1024
MAX_UNPACKED_BYTES = 200 * 1024 * 1024
MAX_SHEETS = 100
#: A sheet is a set: far more cards than any set has, far fewer than exhaust the machine.
MAX_ROWS = 20_000
MAX_COLUMNS = 1_000
MAX_CELL = 20_000
#: Cells read in one book (a repeated cell counts as often as it is repeated): 20,000 cards of 50
#: columns; far fewer than the billions ODS markup of a few KB may repeat a cell into.
MAX_CELLS = 1_000_000
#: Cells with problems in one book: a designer fixes the first ones; more only floods the terminal.
MAX_PROBLEMS = 1_000
#: A card file refuses numbers of more digits (cards/yamlfile.py): a cell may not write one.
MAX_DIGITS = 30
#: The first characters that make a spreadsheet read a CSV cell as a formula (OWASP, «CSV Injection»):
#: a text that starts with one is written after an apostrophe, and so is one that starts with an
#: apostrophe followed by one of them or by another apostrophe, so that reading takes exactly one off.
CSV_FORMULA_STARTS = "=+-@\t\r"
#: Control characters no YAML card may hold (tab and line breaks may).
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]")


@dataclass(frozen=True)
class SheetDiagnostic(Diagnostic):
    """A problem placed in a spreadsheet: ``line`` is the row, ``column`` the column's number;
    ``sheet`` and ``header`` name them, ``char`` is the character inside the cell (0: none)."""

    sheet: str = ""
    header: str = ""
    char: int = 0

    def place(self) -> str:
        """«cartas.xlsx, hoja «base», fila 7, columna «pg»» (as much of it as is known)."""
        parts = [printable(self.file)]
        if self.sheet and not self.file.lower().endswith(".csv"):  # a CSV file is its one sheet
            parts.append(f"hoja «{printable(self.sheet)}»")
        if self.line:
            parts.append(f"fila {self.line}")
        if self.header:
            parts.append(f"columna «{printable(self.header)}»")
        elif self.column:
            parts.append(f"columna {column_letter(self.column)}")
        if self.char:
            parts.append(f"carácter {self.char}")
        return ", ".join(parts)


def column_letter(number: int) -> str:
    """1 → «A», 28 → «AB»: how spreadsheets name a column."""
    letters = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


def format_text(diagnostics: Iterable[Diagnostic]) -> str:
    """Diagnostics as text: a spreadsheet's with its sheet, row and column, others as usual."""
    from ..diagnostics import format_text as plain

    lines = []
    for d in diagnostics:
        if not isinstance(d, SheetDiagnostic):
            lines.append(plain([d]))
            continue
        label = "error" if d.severity == "error" else "aviso"
        lines.append(f"{d.place()}: {label} {d.code} [{d.name}]: {printable(d.message)}")
        if d.hint:
            lines.append(f"    sugerencia: {printable(d.hint)}")
    return "\n".join(lines)


class BookError(Exception):
    """A book that cannot be read at all; ``diagnostic`` says why."""

    def __init__(self, diagnostic: SheetDiagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


@dataclass
class Sheet:
    """One sheet: its rows that hold something, each with its 1-based number; empty cells are None."""

    name: str
    rows: list[tuple[int, list[Any]]] = field(default_factory=list)

    def header(self) -> list[Any]:
        """The cells of row 1 (the column names), or nothing."""
        return self.rows[0][1] if self.rows and self.rows[0][0] == 1 else []


@dataclass
class Book:
    """What was read from one spreadsheet (or CSV folder), and the problems of its cells."""

    shown: str  # the file as diagnostics name it
    sheets: dict[str, Sheet]
    problems: list[SheetDiagnostic] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)  # a CSV sheet's own file, as diagnostics name it

    def diagnostic(self, code: str, message: str, hint: str = "", sheet: str = "", row: int = 0, column: int = 0,
                   header: str = "", char: int = 0, severity: str = "error") -> SheetDiagnostic:
        return SheetDiagnostic(code, self.files.get(sheet, self.shown), row, column, message, hint, severity, sheet,
                               header, char)


def format_of(path: Path) -> str | None:
    """The format a path names by its extension (a folder is CSV), or None."""
    if path.is_dir():
        return "csv"
    suffix = path.suffix.lower().lstrip(".")
    return suffix if suffix in FORMATS else None


# --- reading ----------------------------------------------------------------------------------------


class _Reader:
    """Collects one book's sheets, cutting them to size and checking every cell."""

    def __init__(self, shown: str):
        self.book = Book(shown, {})
        self.cells = 0  # cells read so far, up to MAX_CELLS

    def fail(self, code: str, message: str, hint: str, sheet: str = "", row: int = 0) -> BookError:
        return BookError(self.book.diagnostic(code, message, hint, sheet, row))

    def sheet(self, name: str, rows: Iterable[tuple[int, list[Any]]]) -> None:
        if len(self.book.sheets) >= MAX_SHEETS:
            raise self.fail("NM075", f"el archivo tiene más de {MAX_SHEETS} hojas", "reparte los sets en varios archivos")
        kept = Sheet(name)
        for number, cells in rows:
            while cells and _empty(cells[-1]):
                cells.pop()
            if not cells:
                continue
            if number > MAX_ROWS:
                raise self.fail("NM075", f"la hoja tiene más de {MAX_ROWS} filas", "reparte las cartas en varios sets",
                                name, number)
            if len(cells) > MAX_COLUMNS:
                raise self.fail("NM075", f"la fila tiene más de {MAX_COLUMNS} columnas",
                                "quita columnas vacías o que sobran", name, number)
            self.cells += len(cells)
            if self.cells > MAX_CELLS:
                raise self.fail("NM075", f"el archivo tiene más de {MAX_CELLS} celdas con algo escrito",
                                "reparte los sets en varios archivos", name, number)
            kept.rows.append((number, [self.cell(name, number, i, value) for i, value in enumerate(cells, 1)]))
        self.book.sheets[name] = kept
        header = kept.header()
        self.book.problems = [replace(p, header=str(header[p.column - 1])) if p.sheet == name and not p.header
                              and p.line > 1 and 0 < p.column <= len(header) and header[p.column - 1] is not None
                              else p for p in self.book.problems]

    def _problem(self, problem: SheetDiagnostic) -> None:
        """Note a cell's problem; past :data:`MAX_PROBLEMS` the book is refused (a text repeated over a
        whole sheet would otherwise make a message for each of its millions of cells)."""
        if len(self.book.problems) >= MAX_PROBLEMS:
            raise self.fail("NM075", f"la hoja tiene más de {MAX_PROBLEMS} celdas con errores",
                            "corrige las primeras y vuelve a importarla", problem.sheet, problem.line)
        self.book.problems.append(problem)

    def cell(self, sheet: str, row: int, column: int, value: Any) -> Any:
        """A cell's value as a card may hold it (None when it holds nothing, or what it holds is refused)."""
        if isinstance(value, _Formula):
            message = (f"la fórmula de la celda da un error ({value.text[:20]})" if value.error else
                       f"la celda tiene una fórmula ({value.text[:60]}) sin su valor calculado; las fórmulas no se evalúan")
            self._problem(self.book.diagnostic("NM074", message, FORMULA_HINT, sheet, row, column))
            return None
        if isinstance(value, (datetime, date, time)):
            return value.isoformat()
        if isinstance(value, (int, float)) and not isinstance(value, bool) and not abs(value) < 10 ** MAX_DIGITS:
            self._problem(self.book.diagnostic(
                "NM075", f"el número de la celda tiene más de {MAX_DIGITS} cifras (o no es finito)",
                "escribe un número normal", sheet, row, column))
            return None
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if not isinstance(value, str):
            return value
        if len(value) > MAX_CELL:
            self._problem(self.book.diagnostic(
                "NM075", f"la celda tiene {len(value)} caracteres; el máximo es {MAX_CELL}", "acorta el texto",
                sheet, row, column))
            return None
        control = _CONTROL.search(value)
        if control is not None:
            self._problem(self.book.diagnostic(
                "NM073", f"la celda contiene el carácter de control U+{ord(control.group()):04X}",
                "quítalo: suele venir de copiar y pegar desde otro programa", sheet, row, column))
            return None
        return value if value.strip() else None


FORMULA_HINT = "guarda el archivo con LibreOffice o Excel, que guardan el valor de cada fórmula, o pega la columna " \
               "como «solo valores»"


@dataclass(frozen=True)
class _Formula:
    """A formula cell without a saved value (or whose value is an error): refused, never evaluated."""

    text: str
    error: bool = False


def _empty(value: Any) -> bool:
    return value is None or isinstance(value, str) and not value.strip()


def read_book(path: Path) -> Book:
    """The sheets of ``path`` (an ``.xlsx``, an ``.ods``, a ``.csv`` or a folder of them);
    :class:`BookError` when it cannot be read."""
    reader = _Reader(display_path(path))
    kind = format_of(path)
    if kind is None:
        raise reader.fail("NM073", "no es una hoja de cálculo: se leen archivos .xlsx, .ods y .csv (o una carpeta "
                          "de .csv)", "guarda la hoja en uno de esos formatos")
    if kind == "csv":
        files = sorted(f for f in path.iterdir() if f.suffix.lower() == ".csv" and f.is_file() and not f.is_symlink()) \
            if path.is_dir() else [path]  # a link in the folder may lead anywhere: only the files named
        if not files:
            raise reader.fail("NM073", "la carpeta no tiene archivos .csv", "indica la carpeta que escribió «nismatch "
                              "exportar --formato csv»")
        for file in files:
            reader.book.files[file.stem] = display_path(file)
            reader.sheet(file.stem, _csv_rows(file, reader))
        return reader.book
    data = _bytes(path, reader)
    _check_zip(data, reader, kind)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # openpyxl warns of parts it does not read (extensions, styles)
        try:
            if kind == "xlsx":
                _xlsx(data, reader)
            else:
                _ods(data, reader)
        except BookError:
            raise
        except Exception as error:  # a broken file breaks a library in its own way
            raise reader.fail("NM073", f"no se puede leer como {kind.upper()}: {type(error).__name__}",
                              "ábrelo y guárdalo de nuevo con LibreOffice o Excel") from None
    return reader.book


def _bytes(path: Path, reader: _Reader) -> bytes:
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise reader.fail("NM073", "no es un archivo normal", "indica un archivo .xlsx, .ods o .csv")
        if size > MAX_FILE_BYTES:
            raise reader.fail("NM075", f"el archivo ocupa {size // (1024 * 1024)} MB; el máximo es "
                              f"{MAX_FILE_BYTES // (1024 * 1024)} MB", "reparte los sets en varios archivos")
        with open(path, "rb") as handle:
            return handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise reader.fail("NM073", f"no se puede leer el archivo: {error.strerror}",
                          "comprueba que existe y que tienes permiso de lectura") from None


def _check_zip(data: bytes, reader: _Reader, kind: str) -> None:
    """XLSX and ODS are zip files: refuse one that is not, or that would unpack to too much."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
    except zipfile.BadZipFile:
        raise reader.fail("NM073", f"no es un archivo {kind.upper()} válido (¿está protegido con contraseña, o es de "
                          "otro formato?)", "ábrelo y guárdalo de nuevo, sin contraseña, como ." + kind) from None
    if len(infos) > 10_000 or sum(i.file_size for i in infos) > MAX_UNPACKED_BYTES:
        raise reader.fail("NM075", f"el archivo se descomprime a más de {MAX_UNPACKED_BYTES // (1024 * 1024)} MB",
                          "reparte los sets en varios archivos")


def _csv_rows(file: Path, reader: _Reader) -> Iterable[tuple[int, list[Any]]]:
    shown = display_path(file)
    try:
        text = _bytes(file, reader).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise reader.fail("NM073", f"«{shown}» no está en UTF-8", "guárdalo como «CSV UTF-8»") from None
    try:
        dialect = csv.Sniffer().sniff(text.split("\n", 1)[0], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    return _csv_lines(csv.reader(io.StringIO(text, newline=""), delimiter=dialect.delimiter), reader, shown)


def _csv_lines(rows, reader: _Reader, shown: str) -> Iterable[tuple[int, list[Any]]]:
    """The rows one at a time (a list of them all took 1.5 GB for 20 MB of blank lines)."""
    try:
        for number, row in enumerate(rows, 1):
            yield number, [csv_unescaped(cell) for cell in row]
    except csv.Error as error:
        raise reader.fail("NM073", f"«{shown}» no es un CSV válido: {error}", "revisa las comillas") from None


def csv_escaped(text: str) -> str:
    """A text as a CSV cell no spreadsheet takes for a formula: «=1+1» → «'=1+1» (and «'=» → «''=»)."""
    neutral = text.lstrip("'")
    return "'" + text if neutral[:1] and neutral[0] in CSV_FORMULA_STARTS else text


def csv_unescaped(cell: str) -> str:
    """The text :func:`csv_escaped` wrote: one apostrophe fewer before what a spreadsheet takes for a formula."""
    return cell[1:] if cell.startswith("'") and csv_escaped(cell[1:]) == cell else cell


def _xlsx(data: bytes, reader: _Reader) -> None:
    """Each cell's value; a formula's as Excel or LibreOffice saved it (read twice: the formulas, to
    know which cells have one, and the saved values)."""
    import openpyxl

    options = dict(read_only=True, keep_links=False, keep_vba=False)
    formulas = openpyxl.load_workbook(io.BytesIO(data), data_only=False, **options)
    values = openpyxl.load_workbook(io.BytesIO(data), data_only=True, **options)
    try:
        for written, saved in zip(formulas.worksheets, values.worksheets):
            beyond = _xlsx_beyond_columns(written)
            if beyond is not None:  # iter_rows(max_col=…) would drop it without a word
                raise reader.fail("NM075", f"la fila tiene más de {MAX_COLUMNS} columnas",
                                  "quita columnas vacías o que sobran", written.title, beyond)
            reader.sheet(written.title, _xlsx_rows(written, saved))
    finally:
        formulas.close()
        values.close()


def _xlsx_beyond_columns(sheet) -> int | None:
    """The number of the first row with something written past column :data:`MAX_COLUMNS`, read from the cells
    the file holds (openpyxl's own parser, as ``iter_rows`` uses it, without filling the gaps)."""
    from openpyxl.worksheet._reader import WorkSheetParser

    with sheet._get_source() as source:
        parser = WorkSheetParser(source, sheet._shared_strings, data_only=False)
        for number, cells in parser.parse():
            if any(c["column"] > MAX_COLUMNS and c["value"] not in (None, "") for c in cells):
                return number
    return None


def _xlsx_rows(written, saved) -> Iterable[tuple[int, list[Any]]]:
    """The rows of a sheet; a row the file leaves out is skipped at once (openpyxl gives the same
    tuple of empty cells for each: a lone value in cell XFD1048576 made a million rows of a
    thousand cells each to look at)."""
    rows = zip(written.iter_rows(max_col=MAX_COLUMNS + 1), saved.iter_rows(max_col=MAX_COLUMNS + 1))
    missing = None  # the last row of empty cells: the tuple openpyxl repeats for the rows the file leaves out
    for number, (formulas, values) in enumerate(rows, 1):
        if formulas is missing:
            continue
        if formulas and all(type(c).__name__ == "EmptyCell" for c in formulas):
            missing = formulas
            continue
        yield number, [_xlsx_value(f, v) for f, v in zip(formulas, values)]


def _xlsx_value(formula, saved) -> Any:
    if saved.data_type == "e":
        return _Formula(str(saved.value), error=True)
    if formula.data_type == "f" and saved.value is None:
        return _Formula(str(formula.value))
    return saved.value


_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
_CELLS = (_TABLE + "table-cell", _TABLE + "covered-table-cell")


def _ods(data: bytes, reader: _Reader) -> None:
    """The tables of an ODS's ``content.xml``, read as a stream (defusedxml: no entities, no DTD
    that fetches): odfpy builds a whole document tree at about half a millisecond an element, a
    minute for a sheet of 5,000 cards, and reads it all before a limit can stop it."""
    from defusedxml.ElementTree import iterparse

    with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open("content.xml") as content:
        events = iterparse(content, events=("start", "end"))
        for event, element in events:
            if event == "start" and element.tag == _TABLE + "table":
                reader.sheet(element.get(_TABLE + "name") or "", _ods_rows(events))
                element.clear()


def _ods_rows(events) -> Iterable[tuple[int, list[Any]]]:
    """The rows of the table whose start was just read, their repetitions spelled out (a repeated
    empty row only counted: LibreOffice writes the rest of a sheet as one row repeated a million times)."""
    number, depth = 0, 0
    for event, element in events:
        if element.tag == _TABLE + "table":
            if event == "end" and depth == 0:
                return
            depth += 1 if event == "start" else -1
        elif event == "end" and depth == 0 and element.tag == _TABLE + "table-row":
            repeat = _count(element, _TABLE + "number-rows-repeated")
            cells = _ods_cells(element)
            element.clear()
            if not cells:
                number += repeat
                continue
            for _ in range(repeat):  # the reader stops past MAX_ROWS
                number += 1
                yield number, list(cells)


def _count(element, attribute: str) -> int:
    return max(1, int(element.get(attribute) or 1))


def _ods_cells(row) -> list[Any]:
    """A row's values, a repeated cell spelled out (as far as the column limit); trailing empty cells dropped."""
    cells: list[Any] = []
    for cell in row:
        if cell.tag not in _CELLS:
            continue
        cells.extend([_ods_value(cell)] * min(_count(cell, _TABLE + "number-columns-repeated"), MAX_COLUMNS + 1))
        if len(cells) > MAX_COLUMNS:
            break
    while cells and _empty(cells[-1]):
        cells.pop()
    return cells[:MAX_COLUMNS + 1]


def _ods_value(cell) -> Any:
    formula = cell.get(_TABLE + "formula")
    kind = cell.get(_OFFICE + "value-type")
    if formula and not kind:  # a formula without the value LibreOffice saves with it
        return _Formula(formula)
    if kind in ("float", "percentage", "currency"):
        number = float(cell.get(_OFFICE + "value"))
        return int(number) if number.is_integer() else number
    if kind == "boolean":
        return cell.get(_OFFICE + "boolean-value") == "true"
    room = [MAX_CELL + 1]  # one budget for the whole cell: a line a paragraph
    paragraphs = [_paragraph(p, room) for p in cell.findall(_TEXT + "p")]  # not those of a comment (office:annotation)
    return "\n".join(paragraphs) if paragraphs else None


def _paragraph(element, room: list[int] | None = None) -> str:
    """A paragraph's text: spans, runs of spaces (text:s), tabs and line breaks as written; no
    longer than a cell may be (plus one, so the reader refuses it): each ``<text:s c="20000"/>``
    spelt out in full made a cell of a few KB of markup a gigabyte of spaces."""
    room = room if room is not None else [MAX_CELL + 1]
    parts = []

    def add(text: str) -> None:
        if room[0] > 0:
            parts.append(text[:room[0]])
            room[0] -= len(parts[-1])

    add(element.text or "")
    for child in element:
        if room[0] <= 0:
            break
        if child.tag == _TEXT + "s":
            add(" " * min(_count(child, _TEXT + "c"), room[0]))
        elif child.tag == _TEXT + "tab":
            add("\t")
        elif child.tag == _TEXT + "line-break":
            add("\n")
        else:
            parts.append(_paragraph(child, room))  # counted against ``room`` inside
        add(child.tail or "")
    return "".join(parts)


# --- writing ----------------------------------------------------------------------------------------


@dataclass
class Table:
    """A sheet to write: its name, its column names and its rows."""

    name: str
    header: list[str]
    rows: list[list[Any]]


def write_xlsx(tables: list[Table], out: BinaryIO) -> None:
    """The tables as an XLSX workbook: a bold, frozen header with filters; every text a text (one
    that starts with «=» is not made a formula)."""
    import openpyxl
    from openpyxl.styles import Alignment, Font
    from openpyxl.utils import get_column_letter

    book = openpyxl.Workbook()
    book.remove(book.active)
    for table in tables:
        sheet = book.create_sheet(table.name)
        for row_number, row in enumerate([table.header, *table.rows], 1):
            for column, value in enumerate(row, 1):
                if value is None:
                    continue
                cell = sheet.cell(row_number, column, value)
                if isinstance(value, str):
                    cell.data_type = "s"
                    if "\n" in value:
                        cell.alignment = Alignment(wrap_text=True, vertical="top")
                if row_number == 1:
                    cell.font = Font(bold=True)
        sheet.freeze_panes = "B2"
        if table.header:
            sheet.auto_filter.ref = f"A1:{get_column_letter(len(table.header))}{len(table.rows) + 1}"
        for column, name in enumerate(table.header, 1):
            longest = max([len(name), *(len(str(r[column - 1])) for r in table.rows if column <= len(r)
                                         and r[column - 1] is not None)])
            sheet.column_dimensions[get_column_letter(column)].width = min(max(longest + 2, 6), 60)
    book.save(out)


def write_ods(tables: list[Table], out: BinaryIO) -> None:
    """The tables as an ODS spreadsheet: numbers and booleans typed, texts as text."""
    from odf import teletype
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.style import Style, TextProperties
    from odf.table import Table as OdsTable, TableCell, TableRow
    from odf.text import P

    document = OpenDocumentSpreadsheet()
    bold = Style(name="cabecera", family="table-cell")
    bold.addElement(TextProperties(fontweight="bold"))
    document.automaticstyles.addElement(bold)
    for table in tables:
        sheet = OdsTable(name=table.name)
        for row_number, row in enumerate([table.header, *table.rows]):
            line = TableRow()
            for value in row:
                cell = _ods_cell(value, TableCell)
                if row_number == 0:
                    cell.setAttribute("stylename", bold)
                for text in [] if value is None else _shown_value(value).split("\n"):  # LibreOffice: a line a paragraph
                    paragraph = P()
                    teletype.addTextToElement(paragraph, text)
                    cell.addElement(paragraph)
                line.addElement(cell)
            sheet.addElement(line)
        document.spreadsheet.addElement(sheet)
    document.write(out)


def _ods_cell(value: Any, cell_class):
    if isinstance(value, bool):
        return cell_class(valuetype="boolean", booleanvalue="true" if value else "false")
    if isinstance(value, (int, float)):
        return cell_class(valuetype="float", value=str(value))
    return cell_class(valuetype="string") if value is not None else cell_class()


def _shown_value(value: Any) -> str:
    if isinstance(value, bool):
        return "VERDADERO" if value else "FALSO"
    return str(value)


def write_csv(table: Table, out: BinaryIO) -> None:
    """One table as CSV in UTF-8 with a byte order mark (so Excel reads the accents), «,»-separated;
    booleans as «true» and «false»; a text that a spreadsheet would take for a formula after an
    apostrophe (:func:`csv_escaped`)."""
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\r\n")
    for row in [table.header, *table.rows]:
        writer.writerow([_csv_cell(v) for v in row])
    out.write(("\ufeff" + text.getvalue()).encode("utf-8"))


def _csv_cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return csv_escaped(value) if isinstance(value, str) else value
