"""``nismatch export``: which sets, in which format, and never over a file without --forzar."""
from __future__ import annotations

import shutil

import pytest

from nismatch_cards.sheets.books import read_book

from .helpers import bundled, run
from .test_libreoffice import DATA


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_csv_is_a_folder_with_one_file_a_set_and_the_sets_file(here):
    result = run("export", "--cards", bundled("nismatch"), "--formato", "csv", "--out", "hojas")
    assert (result.code, result.out) == (0, "2 sets (157 cartas) exportados a hojas\n")
    assert sorted(p.name for p in (here / "hojas").iterdir()) == ["base.csv", "profundo.csv", "sets.csv"]
    lines = (here / "hojas/sets.csv").read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == "hoja,codigo,nombre,version,descripcion,dorso,juego"
    assert lines[1].startswith("base,base,NISMATCH — Set Base,1.0,")
    header = (here / "hojas/base.csv").read_text(encoding="utf-8-sig").splitlines()[0]
    assert header == ("id,nombre,tipo,zona,pg,car,fue,def,vel,rareza,habilidades 1 etiqueta,habilidades 1 texto,"
                      "habilidades 1 prototipo,habilidades 2 etiqueta,habilidades 2 texto,habilidades 2 prototipo,"
                      "ambientacion,arte_posicion,arte,archivo")


def test_lists_and_groups_follow_the_column_convention(here):
    run("export", "--cards", bundled("knockdown"), "--formato", "csv", "--out", "hojas")
    header = (here / "hojas/nemesis.csv").read_text(encoding="utf-8-sig").splitlines()[0].split(",")
    assert "dano graves" in header and "alcance" in header
    assert "ataques_especiales 1 coste" in header and "ataques_especiales 1 dano leves" in header
    run("export", "--cards", bundled("mamlejet-kohanim"), "--formato", "csv", "--out", "mk")
    text = (here / "mk/primera.csv").read_text(encoding="utf-8-sig")
    assert "pasuk cita" in text.splitlines()[0]
    assert '"' in text and ", " in text  # a list of icons in one cell: «fuego, agua»


def test_one_set(here):
    result = run("export", "--cards", bundled("unmatched"), "--set", "medusa", "--out", "medusa.ods")
    assert (result.code, result.out) == (0, "1 set (12 cartas) exportados a medusa.ods\n")
    book = read_book(here / "medusa.ods")
    assert list(book.sheets) == ["sets", "medusa"]
    assert len(book.sheets["medusa"].rows) == 13
    result = run("export", "--cards", bundled("unmatched"), "--set", "medus", "--out", "m.ods")
    assert result.code == 2
    assert "no hay ningún set «medus» en" in result.err


def test_never_over_a_file_without_forzar(here):
    (here / "cartas.xlsx").write_text("mío", encoding="utf-8")
    result = run("export", "--cards", DATA / "cards", "--out", "cartas.xlsx")
    assert result.code == 2
    assert "--salida: «cartas.xlsx» ya existe; no se reemplaza sin --forzar (o elige otro nombre)" in result.err
    assert (here / "cartas.xlsx").read_text(encoding="utf-8") == "mío"
    assert run("export", "--cards", DATA / "cards", "--out", "cartas.xlsx", "--forzar").code == 0


def test_the_format_comes_from_the_name_or_formato(here):
    result = run("export", "--cards", DATA / "cards", "--out", "cartas.txt")
    assert result.code == 2
    assert ("no se sabe en qué formato escribir «cartas.txt»: indica --formato xlsx, ods o csv (o usa la extensión "
            ".xlsx, .ods o .csv)") in result.err
    result = run("export", "--cards", DATA / "cards", "--out", "cartas.csv")
    assert result.code == 2
    assert "con --formato csv se escribe un .csv por set en una carpeta; indica la carpeta (p. ej. «cartas»)" in result.err


def test_a_set_with_errors_is_not_exported(here):
    cards = shutil.copytree(DATA / "cards", here / "cards")
    text = (cards / "taller/partes.yaml").read_text(encoding="utf-8")
    (cards / "taller/partes.yaml").write_text(text.replace("pg: 5", "pg: 99"), encoding="utf-8")
    result = run("export", "--cards", cards, "--out", "cartas.xlsx")
    assert result.code == 1
    assert result.err.endswith("Corrige los errores antes de exportar: una carta con errores no se exportaría\n")
    assert "NM034" in result.err
    assert not (here / "cartas.xlsx").exists()
