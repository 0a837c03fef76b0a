"""Spreadsheet benchmark: whole-process ``nismatch exportar`` and ``nismatch importar`` of a generated
set (the bundled cards under new ids, 1,000 by default) in XLSX, ODS and CSV, ``importar --forzar``
of that CSV back into the set (a name changed in every file, then a card removed from every file),
and the reading of that ODS by odfpy's document tree beside the streamed reading ``importar`` does
(docs/hojas-de-calculo.md).

    python bench/sheets_bench.py [--cartas 1000]
"""
from __future__ import annotations

import argparse
import csv
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from synthetic import make_set  # noqa: E402

_SCRIPT = Path(sys.executable).parent / "nismatch"
NISMATCH = [str(_SCRIPT)] if _SCRIPT.is_file() else [sys.executable, "-m", "nismatch_cards"]


def timed(*args) -> float:
    start = time.perf_counter()
    subprocess.run([*NISMATCH, *map(str, args)], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cartas", "--cards", dest="cards", metavar="N", type=int, default=1000, help="cartas del set generado")
    count = parser.parse_args().cards
    print(f"load average {os.getloadavg()[0]:.1f}; {count} cards")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        cards = make_set(root / "cards", count)
        for kind in ("xlsx", "ods", "csv"):
            out = root / (f"libro.{kind}" if kind != "csv" else "libro")
            exported = timed("exportar", "--cartas", cards, "--formato", kind, "--salida", out)
            fresh = root / f"nuevo-{kind}"
            fresh.mkdir()
            (fresh / "ruleset.yaml").write_text("paquete: nismatch\n", encoding="utf-8")
            imported = timed("importar", out, "--cartas", fresh)
            print(f"{kind:5} export {exported:6.2f} s   import {imported:6.2f} s")
        changed, removed = reimport(root / "libro" / "sintetico.csv", cards)
        print(f"importar --forzar en el set: un nombre cambiado en cada archivo {changed:.2f} s, una carta quitada de "
              f"cada archivo {removed:.2f} s")
        from odf.opendocument import load

        from nismatch_cards.sheets.books import read_book

        start = time.perf_counter()
        read_book(root / "libro.ods")
        streamed = time.perf_counter() - start
        start = time.perf_counter()
        load(str(root / "libro.ods"))
        tree = time.perf_counter() - start
        print(f"ODS read: streamed {streamed:.2f} s, odfpy's document tree {tree:.2f} s ({tree / streamed:.0f}×)")


def reimport(sheet: Path, cards: Path) -> tuple[float, float]:
    """``import --forzar`` of the set's CSV back into it: the first card of each file renamed (each
    file updated where the name is written), then that card removed (each file read and written by
    ruamel.yaml's round trip)."""
    with open(sheet, encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    where, name = rows[0].index("archivo"), rows[0].index("nombre")
    firsts = {row[where]: row for row in reversed(rows[1:])}
    for row in firsts.values():
        row[name] += " bis"
    times = []
    for kept in (rows, [row for row in rows if not any(row is first for first in firsts.values())]):
        with open(sheet, "w", encoding="utf-8", newline="") as handle:
            csv.writer(handle).writerows(kept)
        times.append(timed("importar", sheet.parent, "--cartas", cards, "--forzar"))
    return times[0], times[1]


if __name__ == "__main__":
    main()
