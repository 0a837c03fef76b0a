"""Files LibreOffice wrote (not our writers): tests/sheets/data/libreoffice.{xlsx,ods} are LibreOffice
7.4's conversions of this toolchain's export of tests/sheets/data/cards (ODS to XLSX and XLSX to
ODS). Its booleans (a formula «of:=TRUE()» in ODS, 1 in XLSX), its lines as paragraphs and its
million repeated empty rows must all read back to the same cards."""
from __future__ import annotations

import shutil
import subprocess

import pytest

from .helpers import loaded, run
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize("name", ["libreoffice.xlsx", "libreoffice.ods"])
def test_a_file_libreoffice_saved_imports_to_the_same_cards(tmp_path, name):
    cards = tmp_path / "cards"
    cards.mkdir()
    imported = run("import", DATA / name, "--cards", cards)
    assert imported.code == 0, imported.err
    assert loaded(cards) == loaded(DATA / "cards")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice no está instalado")
@pytest.mark.parametrize("ours, theirs", [("xlsx", "ods"), ("ods", "xlsx")])
def test_libreoffice_converts_our_export_and_it_imports_back(tmp_path, ours, theirs):
    run("export", "--cards", DATA / "cards", "--out", tmp_path / f"ours.{ours}")
    subprocess.run(["soffice", "--headless", f"-env:UserInstallation=file://{tmp_path}/perfil", "--convert-to", theirs,
                    "--outdir", tmp_path / "lo", tmp_path / f"ours.{ours}"], check=True, capture_output=True, timeout=120)
    cards = tmp_path / "cards"
    cards.mkdir()
    imported = run("import", tmp_path / "lo" / f"ours.{theirs}", "--cards", cards)
    assert imported.code == 0, imported.err
    assert loaded(cards) == loaded(DATA / "cards")
