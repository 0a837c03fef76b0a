"""The column convention read from a pack's fields (docs/hojas-de-calculo.md), and sheet names."""
from __future__ import annotations

from nismatch_cards.cards import packs
from nismatch_cards.sheets import columns
from nismatch_cards.sheets.exporting import sheet_names


def test_column_names_walk_groups_and_numbered_lists():
    knockdown = packs.bundled("knockdown").pack
    fighter = knockdown.types["luchador"].fields
    path, field = columns.parse("ataques_especiales 2 dano graves", fighter)
    assert path == ("ataques_especiales", 1, "dano", "graves") and field.kind == "entero"
    path, field = columns.parse("ataques_especiales 1 coste", fighter)  # a list of symbols: one cell
    assert path == ("ataques_especiales", 0, "coste") and field.kind == "lista"
    assert columns.parse("ataques_especiales dano graves", fighter) is None  # a list needs its number
    assert columns.parse("ataques_especiales 0 nombre", fighter) is None  # numbered from 1
    assert columns.parse("dano", knockdown.types["ataque"].fields) is None  # a group is its fields


def test_cells_become_the_values_their_fields_hold():
    mk = packs.bundled("mamlejet-kohanim").pack
    cost = mk.types["soldado"].fields["coste"]
    assert columns.value("fuego,  fuego ,agua", cost) == ["fuego", "fuego", "agua"]
    assert columns.value("7", mk.types["soldado"].fields["dificultad"]) == 7
    assert columns.value("siete", mk.types["soldado"].fields["dificultad"]) == "siete"  # the checks say why
    legendary = mk.types["soldado"].fields["legendario"]
    assert [columns.value(v, legendary) for v in ("Sí", "FALSO", 1, "quizá")] == [True, False, True, "quizá"]


def test_sheet_names_fit_xlsx_and_never_clash():
    long = "a" * 40
    assert sheet_names(["base", "sets", long, long[:35]]) == {
        "base": "base", "sets": "sets~2", long: "a" * 31, long[:35]: "a" * 29 + "~2"}
