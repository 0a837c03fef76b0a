"""NM055 arte-de-otra-proporcion: art whose width/height ratio is not its frame's is cropped on the
face (CSS ``object-fit: cover``): a warning, with the frame the pack declares (``arte`` of the type);
and ``arte_posicion``, the part of the art the frame shows, checked by its pack's pattern (NM023)."""
from __future__ import annotations

import io

import pytest
from PIL import Image

from .helpers import PART, SUPPORT, Diag, validate


def png(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (90, 60, 30)).save(buffer, "PNG")
    return buffer.getvalue()


def run_with(card_set, files: dict):
    card_set(files)
    return validate("cards")


def test_nm055_square_art_in_a_wide_frame(card_set):
    run = run_with(card_set, {"t/a.yaml": PART + "arte: arte/brazo.png\n", "t/arte/brazo.png": png(1000, 1000)})
    assert run.exit_code == 0
    assert run.diagnostics == [Diag(
        "NM055", "cards/t/a.yaml", 11, 7,
        "el arte «arte/brazo.png» mide 1000 × 1000 (proporción 1:1) y su marco en una Parte mide 55,7 × 27,4 mm "
        "(2,03:1): se recortará por arriba y abajo",
        "recórtala a 2,03:1 (a 300 ppp, 658 × 324 px) o elige qué parte se ve con «arte_posicion» (p. ej. «50% 20%»)",
        "warning")]


def test_nm055_too_wide_loses_the_sides(card_set):
    run = run_with(card_set, {"t/b.yaml": SUPPORT + "arte: ancho.png\n", "t/ancho.png": png(900, 300)})
    assert [(d.code, d.line, d.column, d.message) for d in run.diagnostics] == [(
        "NM055", 5, 7, "el arte «ancho.png» mide 900 × 300 (proporción 3:1) y su marco en una Carta de Apoyo mide "
        "55,7 × 30,2 mm (1,84:1): se recortará por los lados")]


@pytest.mark.parametrize("size", [(658, 324), (2030, 1000), (1320, 660)])
def test_art_of_the_frames_proportion_is_fine(card_set, size):
    """658 × 324 is the frame at 300 dpi; 1320 × 660 is 1.6 % off, within the default tolerance."""
    run = run_with(card_set, {"t/a.yaml": PART + "arte: a.png\n", "t/a.png": png(*size)})
    assert (run.exit_code, run.diagnostics) == (0, [])


def test_nm055_reads_the_viewbox_of_an_svg(card_set):
    svg = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100"/></svg>'
    run = run_with(card_set, {"t/a.yaml": PART + "arte: a.svg\n", "t/a.svg": svg})
    assert [(d.code, d.message.split(" y su marco")[0]) for d in run.diagnostics] == [
        ("NM055", "el arte «a.svg» mide 100 × 100 (proporción 1:1)")]


def test_art_position_in_css_form_is_fine(card_set):
    card = PART + "arte: a.png\narte_posicion: \"50% 20%\"\n"
    run = run_with(card_set, {"t/a.yaml": card, "t/a.png": png(658, 324)})
    assert (run.exit_code, run.diagnostics) == (0, [])


@pytest.mark.parametrize("position", ["arriba", "50%", "120% 0%", "50% 20%; background: red", "url(x)"])
def test_nm023_an_art_position_that_is_not_css(card_set, position):
    valid = position == "50%"
    run = run_with(card_set, {"t/a.yaml": PART + f'arte_posicion: "{position}"\n'})
    if valid:
        assert run.diagnostics == []
        return
    assert run.exit_code == 1
    assert [(d.code, d.line, d.column, d.message, d.hint) for d in run.diagnostics] == [(
        "NM023", 11, 17, "la posición del arte se escribe como «object-position» de CSS: horizontal y vertical, "
        "de 0% a 100% («50% 20%»), o «center», «top», «left»…",
        "escribe, por ejemplo, «50% 20%» (el arte centrado a lo ancho y con su parte de arriba a la vista) o «center»")]
