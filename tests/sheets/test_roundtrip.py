"""Every bundled pack survives a spreadsheet both ways: exported to CSV, XLSX and ODS, imported into
a fresh cards folder, its cards load equal to the originals (fields, lists, groups, ranges, art)."""
from __future__ import annotations

import re
import shutil

import pytest

from .helpers import PACKS, bundled, fresh_cards, loaded, run

FORMATS = ("xlsx", "ods", "csv")


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("pack", PACKS)
def test_export_then_import_gives_the_same_cards(tmp_path, pack, fmt):
    out = tmp_path / (f"cartas.{fmt}" if fmt != "csv" else "cartas")
    exported = run("export", "--cards", bundled(pack), "--formato", fmt, "--out", out)
    assert exported.code == 0, exported.err
    cards = fresh_cards(tmp_path / "cards", pack)
    imported = run("import", out, "--cards", cards)
    assert imported.code == 0, imported.err
    assert loaded(cards) == loaded(bundled(pack))


def test_importing_an_unchanged_export_back_changes_no_file(tmp_path):
    cards = shutil.copytree(bundled("knockdown"), tmp_path / "cards")
    before = {p: p.stat().st_mtime_ns for p in cards.rglob("*.yaml")}
    run("export", "--cards", cards, "--out", tmp_path / "k.ods")
    imported = run("import", tmp_path / "k.ods", "--cards", cards)
    assert imported.code == 0, imported.err
    assert imported.out == "36 cartas de 1 set en {}: 0 archivos escritos, 5 sin cambios\n".format(cards)
    assert {p: p.stat().st_mtime_ns for p in cards.rglob("*.yaml")} == before


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("version", ["1", "1.10", "2.0", '"1.0"'])
def test_a_set_version_written_as_a_number_comes_back_unchanged(tmp_path, fmt, version):
    """«version: 1» or «1.10» in set.yaml: the sheet shows it as written and importing it back changes nothing
    (the export wrote 1.1, and the import took «1» for a change that needed --forzar)."""
    cards = shutil.copytree(bundled("knockdown"), tmp_path / "cards")
    set_file = next(cards.rglob("set.yaml"))
    set_file.write_text(re.sub(r"(?m)^version: .*$", f"version: {version}", set_file.read_text(encoding="utf-8")),
                        encoding="utf-8")
    before = {p: p.stat().st_mtime_ns for p in cards.rglob("*.yaml")}
    out = tmp_path / (f"k.{fmt}" if fmt != "csv" else "k")
    assert run("export", "--cards", cards, "--formato", fmt, "--out", out).code == 0
    imported = run("import", out, "--cards", cards)
    assert (imported.code, imported.err) == (0, "")
    assert {p: p.stat().st_mtime_ns for p in cards.rglob("*.yaml")} == before
