"""NM053 nombre-no-cabe, NM054 texto-no-cabe: the face is drawn by the pack's real template and its
texts measured with the printing fonts; a name cut on its line, a text spilling out of its box, or
either fitting only below the pack's readable minimum (``cara.legible``: NISMATCH 6 pt names, 5 pt
texts) is a warning at the card's ``nombre`` or its first text field."""
from __future__ import annotations

from .helpers import PART, SUPPORT, Diag, validate

ABILITY = '  - etiqueta: normal\n    texto: "CAR 1 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño"\n'
LONG_NAME = "Brazo Articulado del Gran Ingeniero Supremo de la Ciudad"


def run_with(card_set, card: str):
    card_set({"t/a.yaml": card})
    return validate("--caras", "cards")


def test_plain_validate_does_not_draw_the_faces(card_set):
    """Drawing every face costs milliseconds a card: ``validate`` stays fast unless ``--caras`` asks."""
    card_set({"t/a.yaml": PART.replace("Brazo X", LONG_NAME)})
    assert validate("cards").diagnostics == []


def test_nm053_a_name_cut_on_the_face(card_set):
    run = run_with(card_set, PART.replace("Brazo X", LONG_NAME))
    assert run.exit_code == 0
    assert run.diagnostics == [Diag(
        "NM053", "cards/t/a.yaml", 2, 9,
        f"el nombre «{LONG_NAME}» no cabe en su línea de la cara de una Parte ni a 6 pt: se cortará",
        "acorta el nombre o usa palabras más cortas", "warning")]


def test_a_name_that_fits_a_smaller_size_is_fine(card_set):
    """«Brazo Articulado del Gran Ingeniero» fits the Parte's 44 mm name line at a readable size."""
    assert run_with(card_set, PART.replace("Brazo X", "Brazo Articulado del Gran Ingeniero")).diagnostics == []


def test_nm054_a_text_that_fits_only_below_the_readable_minimum(card_set):
    run = run_with(card_set, PART + "habilidades:\n" + ABILITY * 6)
    assert run.diagnostics == [Diag(
        "NM054", "cards/t/a.yaml", 11, 1,
        "el texto «NORMAL CAR 1 | Selecciona una Parte de tu oponent…» solo cabe en su caja de la cara de una "
        "Parte a 4,75 pt, por debajo del mínimo legible del juego (5 pt)",
        "acorta el texto: en la caja de la cara no cabe más a un cuerpo legible", "warning")]


def test_nm054_a_text_spilling_out_of_its_box(card_set):
    run = run_with(card_set, SUPPORT + "habilidades:\n" + ABILITY * 8)
    assert [(d.code, d.line, d.column, d.message) for d in run.diagnostics] == [(
        "NM054", 5, 1, "el texto «NORMAL CAR 1 | Selecciona una Parte de tu oponent…» no cabe en su caja de la cara "
        "de una Carta de Apoyo ni a 4,5 pt: se saldrá de ella")]


def test_five_abilities_fit_at_a_readable_size(card_set):
    assert run_with(card_set, PART + "habilidades:\n" + ABILITY * 5).diagnostics == []
