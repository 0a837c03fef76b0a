"""The comparison under ``nismatch diff``: lists aligned before they are compared, texts word by word."""
from __future__ import annotations

from nismatch_cards.changes.compare import FieldChange, WordRun, compare_values, words

ABILITY = {"etiqueta": "normal", "texto": "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"}
OTHER = {"etiqueta": "pasiva", "texto": "Tu Unidad gana +1 DEF"}


def test_words_mark_what_was_removed_and_added():
    assert words("hazle 1 punto de daño", "hazle 2 puntos de daño") == (
        WordRun("=", "hazle"), WordRun("-", "1 punto"), WordRun("+", "2 puntos"), WordRun("=", "de daño"))


def test_an_ability_added_on_top_is_one_new_ability_not_every_ability_changed():
    found = list(compare_values("habilidades", [ABILITY], [OTHER, ABILITY]))
    assert found == [FieldChange("habilidades[1].etiqueta", None, "pasiva"),
                     FieldChange("habilidades[1].texto", None, "Tu Unidad gana +1 DEF")]


def test_an_ability_removed_is_named_by_its_old_place():
    found = list(compare_values("habilidades", [OTHER, ABILITY], [ABILITY]))
    assert [(f.key, f.old, f.new) for f in found] == [
        ("habilidades[1].etiqueta", "pasiva", None), ("habilidades[1].texto", "Tu Unidad gana +1 DEF", None)]


def test_an_ability_reworded_in_place_is_compared_word_by_word():
    reworded = {**ABILITY, "texto": "CAR 1 | Selecciona una Parte; hazle 3 puntos de daño"}
    (found,) = compare_values("habilidades", [OTHER, ABILITY], [OTHER, reworded])
    assert found.key == "habilidades[2].texto"
    assert [r for r in found.words if r.op != "="] == [WordRun("-", "2"), WordRun("+", "3")]


def test_a_number_is_compared_whole():
    assert list(compare_values("pg", 5, 6)) == [FieldChange("pg", "5", "6")]
