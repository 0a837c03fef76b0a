"""Helpers of the spreadsheet tests: the bundled packs, books written with the real libraries, the
command run in a temporary folder, and cards compared as loaded."""
from __future__ import annotations

import csv
import os
from pathlib import Path
from typing import NamedTuple

import openpyxl
from click.testing import CliRunner

from nismatch_cards.cards.loader import load
from nismatch_cards.cli import main
from nismatch_cards.paths import bundled_cards

PACKS = ("nismatch", "unmatched", "mamlejet-kohanim", "knockdown")
SETS = [["hoja", "codigo", "nombre", "version"], ["base", "base", "Base", "1.0"]]
HEADER = ["id", "nombre", "tipo", "zona", "pg", "car", "fue", "def", "vel", "rareza", "habilidades 1 etiqueta",
          "habilidades 1 texto", "archivo"]
#: a valid NISMATCH Parte as a row of HEADER
ARM = ["brazo-martillo", "Brazo Martillo", "parte", "brazo_derecho", 5, -1, 3, 1, 0, "vendible", "normal",
       "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño", "brazos.yaml"]


class Run(NamedTuple):
    code: int
    out: str
    err: str


def run(*args: str) -> Run:
    result = CliRunner().invoke(main, [str(a) for a in args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return Run(result.exit_code, result.stdout, result.stderr)


def fresh_cards(folder: Path, pack_id: str = "nismatch") -> Path:
    """An empty cards folder of a bundled game (``ruleset.yaml`` naming its pack)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text(f"paquete: {pack_id}\n", encoding="utf-8")
    return folder


def xlsx(path: Path, sheets: dict[str, list[list]]) -> Path:
    """A workbook written by openpyxl (a text starting with «=» is a formula, as in Excel)."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in sheets.items():
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
    book.save(path)
    return path


def csv_file(path: Path, rows: list[list], delimiter: str = ",", encoding: str = "utf-8") -> Path:
    with open(path, "w", newline="", encoding=encoding) as handle:
        csv.writer(handle, delimiter=delimiter).writerows(rows)
    return path


def loaded(cards: Path) -> dict:
    """Every set of ``cards`` as loaded: its name, version and each card's id, name, type, fields, set
    and art (relative to its set, so that two folders compare)."""
    result = load([cards])
    assert not [d for d in result.diagnostics if d.severity == "error"], result.diagnostics[:3]
    return {code: (s.name, s.version, {card.id: (card.name, card.type, card.fields, card.set_code,
                                                 os.path.relpath(card.art, s.folder.resolve()) if card.art else None)
                                       for card in s.cards.values()})
            for code, s in result.project.sets.items()}


def bundled(pack_id: str) -> Path:
    return bundled_cards(pack_id)
