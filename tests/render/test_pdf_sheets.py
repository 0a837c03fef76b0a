"""Print-and-play PDFs: page count and size, where the cut lines fall, cards drawn where the marks
say (rasterised with pdftoppm), mirrored backs with a calibration offset, bleed 0, proof mode.

Expected positions are worked out here from the paper and poker sizes, not taken from the layout
module, so a layout bug cannot hide behind its own numbers.
"""
from __future__ import annotations

import math

import pytest

from nismatch_cards.cards.loader import load

from .helpers import CARDS, crop_marks, has_pdftoppm, is_dark, is_white, page_sizes_mm, pixel, rasterise, run

CARD_W, CARD_H = 63.5, 88.9
PAPER = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
TOL = 0.2  # mm
DPI = 150

needs_pdftoppm = pytest.mark.skipif(not has_pdftoppm(), reason="pdftoppm (poppler-utils) no está instalado")


def butted_cuts(paper: str) -> tuple[list[float], list[float]]:
    """Cut lines of a centred 3 × 3 grid of butted poker cards."""
    page_w, page_h = PAPER[paper]
    left, top = (page_w - 3 * CARD_W) / 2, (page_h - 3 * CARD_H) / 2
    return [left + k * CARD_W for k in range(4)], [top + k * CARD_H for k in range(4)]


@pytest.fixture(scope="module")
def bundled():
    result = load([CARDS])
    assert result.ok, result.diagnostics
    return result.project


@pytest.fixture(scope="module")
def built(full_build):
    """The PDFs of the quick start's build (tests/conftest.py): A4 and Letter, duplex backs, 3 mm bleed."""
    return full_build / "pdf"


def test_one_pdf_per_paper_with_a_back_page_after_each_face_page(built, bundled):
    cards = len(bundled.sets["base"].cards)
    sheets = math.ceil(cards / 9)
    for paper in ("a4", "letter"):
        sizes = page_sizes_mm(built / f"base-{paper}.pdf")
        assert len(sizes) == 2 * sheets
        for w, h in sizes:
            assert w == pytest.approx(PAPER[paper][0], abs=0.05)
            assert h == pytest.approx(PAPER[paper][1], abs=0.05)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_crop_marks_fall_on_the_cut_lines_and_stop_short_of_the_cards(built, paper):
    xs, ys = butted_cuts(paper)
    grid = (xs[0], ys[0], xs[-1], ys[-1])
    vertical, horizontal = crop_marks(built / f"base-{paper}.pdf", 0, grid)
    page_w, page_h = PAPER[paper]
    for x in xs:
        marks = [m for m in vertical if abs(m[0] - x) <= TOL]
        assert len(marks) == 2, f"corte x={x:.2f} mm: marcas {vertical}"
        top, bottom = sorted(marks, key=lambda m: m[1])
        assert top[2] == pytest.approx(ys[0] - 4.0, abs=TOL)  # offset: bleed 3 + 1 mm
        assert bottom[1] == pytest.approx(ys[-1] + 4.0, abs=TOL)
        assert top[1] >= -TOL and bottom[2] <= page_h + TOL
    for y in ys:
        marks = [m for m in horizontal if abs(m[0] - y) <= TOL]
        assert len(marks) == 2, f"corte y={y:.2f} mm: marcas {horizontal}"
        left, right = sorted(marks, key=lambda m: m[1])
        assert left[2] == pytest.approx(xs[0] - 4.0, abs=TOL)
        assert right[1] == pytest.approx(xs[-1] + 4.0, abs=TOL)
        assert left[1] >= -TOL and right[2] <= page_w + TOL
    assert len(vertical) == 2 * len(xs) and len(horizontal) == 2 * len(ys)


def test_mark_length_and_offset_are_configurable(tmp_path):
    out = tmp_path / "out"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                 "--only", "chispazo", "--crop-length", "3", "--crop-offset", "5", "--workers", "1")
    assert result.exit_code == 0, result.output
    xs, ys = butted_cuts("a4")
    vertical, horizontal = crop_marks(out / "pdf" / "base-revision-a4.pdf", 0, (xs[0], ys[0], xs[-1], ys[-1]))
    top = [m for m in vertical if m[1] < ys[0]]
    assert top and all(m[2] == pytest.approx(ys[0] - 5, abs=TOL) for m in top)
    assert all(m[2] - m[1] == pytest.approx(3, abs=TOL) for m in top)


def test_gutters_give_every_card_its_bleed_when_the_page_has_room(tmp_path):
    """1 mm bleed on A4: rows are spaced by 2 mm (room for marks), columns stay butted."""
    out = tmp_path / "out"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                 "--bleed", "1", "--workers", "1", "--only", "chispazo")
    assert result.exit_code == 0, result.output
    top = (297 - (3 * CARD_H + 2 * 2)) / 2
    ys = [top, top + CARD_H, top + CARD_H + 2, top + 2 * CARD_H + 2, top + 2 * CARD_H + 4, top + 3 * CARD_H + 4]
    xs, _ = butted_cuts("a4")
    vertical, horizontal = crop_marks(out / "pdf" / "base-revision-a4.pdf", 0, (xs[0], ys[0], xs[-1], ys[-1]))
    found = sorted({round(m[0], 1) for m in horizontal})
    assert found == pytest.approx([round(y, 1) for y in ys], abs=TOL)


@needs_pdftoppm
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_cards_are_drawn_where_the_marks_say(built, paper, tmp_path):
    pdf = built / f"base-{paper}.pdf"
    xs, ys = butted_cuts(paper)
    vertical, horizontal = crop_marks(pdf, 0, (xs[0], ys[0], xs[-1], ys[-1]))
    cut_x = sorted({round(m[0], 3) for m in vertical})
    cut_y = sorted({round(m[0], 3) for m in horizontal})
    image = rasterise(pdf, 1, DPI, tmp_path)
    left, right, top, bottom = cut_x[0], cut_x[-1], cut_y[0], cut_y[-1]
    middle_y = (cut_y[1] + cut_y[2]) / 2
    middle_x = (cut_x[1] + cut_x[2]) / 2
    # The frame starts at the cut line and the bleed runs 3 mm beyond it; then the paper is white.
    for x, outward in ((left, -1), (right, 1)):
        assert is_dark(pixel(image, x - outward * 0.6, middle_y, DPI)), "marco dentro del corte"
        assert is_dark(pixel(image, x + outward * 2.2, middle_y, DPI)), "sangrado"
        assert is_white(pixel(image, x + outward * 3.8, middle_y, DPI)), "papel fuera del sangrado"
    for y, outward in ((top, -1), (bottom, 1)):
        assert is_dark(pixel(image, middle_x, y - outward * 0.6, DPI))
        assert is_dark(pixel(image, middle_x, y + outward * 2.2, DPI))
        assert is_white(pixel(image, middle_x, y + outward * 3.8, DPI))
    # Every one of the nine places holds a card: light panel inside, dark frame at the edge.
    for row in range(3):
        for col in range(3):
            x0, y0 = cut_x[col], cut_y[row]
            assert not is_white(pixel(image, x0 + CARD_W / 2, y0 + CARD_H / 2, DPI)), (row, col)
            assert is_dark(pixel(image, x0 + 1.0, y0 + CARD_H / 2, DPI)), (row, col)


@needs_pdftoppm
def test_backs_are_mirrored_for_long_edge_duplex_and_offset_for_calibration(tmp_path):
    out = tmp_path / "out"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--workers", "1",
                 "--only", "chispazo,descarga-electrica", "--back-offset-x", "2", "--back-offset-y", "-1.5")
    assert result.exit_code == 0, result.output
    pdf = out / "pdf" / "base-revision-a4.pdf"
    assert len(page_sizes_mm(pdf)) == 2
    xs, ys = butted_cuts("a4")
    face, back = rasterise(pdf, 1, DPI, tmp_path), rasterise(pdf, 2, DPI, tmp_path)
    row_y = ys[0] + CARD_H / 2
    centres = [(xs[c] + xs[c + 1]) / 2 for c in range(3)]
    # Face: cards in columns 0 and 1. Back: columns 2 and 1, seen from the back of the sheet.
    assert not is_white(pixel(face, centres[0], row_y, DPI)) and is_white(pixel(face, centres[2], row_y, DPI))
    assert is_white(pixel(back, centres[0], row_y, DPI)) and not is_white(pixel(back, centres[2], row_y, DPI))
    assert not is_white(pixel(back, centres[1], row_y, DPI))
    # The back's left edge is the cut between columns 0 and 1 with its 3 mm of bleed into the empty column 0,
    # moved 2 mm right; top edge moved up 1.5 mm.
    step = 25.4 / DPI
    x = xs[0] + 20
    while is_white(pixel(back, x, row_y, DPI)) and x < xs[2]:
        x += step
    assert x == pytest.approx(xs[1] - 3 + 2, abs=TOL + step)
    y = ys[0] - 10
    while is_white(pixel(back, centres[2], y, DPI)) and y < ys[1]:
        y += step
    assert y == pytest.approx(ys[0] - 3 - 1.5, abs=TOL + step)  # outer bleed of 3 mm, then the offset


def first_cards(bundled, count: int) -> str:
    """``--only`` of the first ``count`` cards of the base set: as many sheets as a test needs, no more."""
    return ",".join(list(bundled.sets["base"].cards)[:count])


def test_single_back_page_and_no_backs(tmp_path, bundled):
    """Two sheets of faces (ten cards): one page of backs at the end, or none."""
    for mode, pages in (("single", 2 + 1), ("none", 2)):
        out = tmp_path / mode
        result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "letter",
                     "--backs", mode, "--workers", "2", "--only", first_cards(bundled, 10))
        assert result.exit_code == 0, result.output
        assert len(page_sizes_mm(out / "pdf" / "base-revision-letter.pdf")) == pages


@needs_pdftoppm
def test_bleed_zero_puts_white_paper_right_at_the_cut(tmp_path, bundled):
    out = tmp_path / "out"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                 "--bleed", "0", "--workers", "1", "--only", first_cards(bundled, 9))  # one full sheet
    assert result.exit_code == 0, result.output
    pdf = out / "pdf" / "base-revision-a4.pdf"
    xs, ys = butted_cuts("a4")
    vertical, _ = crop_marks(pdf, 0, (xs[0], ys[0], xs[-1], ys[-1]))
    assert sorted({round(m[0], 2) for m in vertical}) == pytest.approx(xs, abs=TOL)
    assert all(m[2] == pytest.approx(ys[0] - 1, abs=TOL) for m in vertical if m[1] < ys[0])
    image = rasterise(pdf, 1, DPI, tmp_path)
    middle_y = ys[0] + CARD_H / 2
    assert is_dark(pixel(image, xs[0] + 0.4, middle_y, DPI))
    assert is_white(pixel(image, xs[0] - 0.4, middle_y, DPI))


@needs_pdftoppm
def test_a_half_full_last_sheet_bleeds_into_its_empty_places(tmp_path, bundled):
    """Four cards on a sheet of nine: the fourth has no card to its right and the top row none below, so
    their frames bleed 3 mm past those cuts too (a cut slightly off leaves no white edge)."""
    out = tmp_path / "out"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                 "--workers", "1", "--only", first_cards(bundled, 4))
    assert result.exit_code == 0, result.output
    image = rasterise(out / "pdf" / "base-revision-a4.pdf", 1, DPI, tmp_path)
    xs, ys = butted_cuts("a4")
    right_of_fourth, middle_of_fourth = xs[1], ys[1] + CARD_H / 2
    assert is_dark(pixel(image, right_of_fourth + 2.2, middle_of_fourth, DPI)), "sangrado a la derecha de la cuarta"
    assert is_white(pixel(image, right_of_fourth + 3.8, middle_of_fourth, DPI))
    below_second, middle_of_second = ys[1], (xs[1] + xs[2]) / 2
    assert is_dark(pixel(image, middle_of_second, below_second + 2.2, DPI)), "sangrado bajo la segunda"
    assert is_white(pixel(image, middle_of_second, below_second + 3.8, DPI))


@needs_pdftoppm
def test_proof_mode_draws_the_safe_zone_and_normal_mode_does_not(tmp_path):
    xs, ys = butted_cuts("a4")
    found = {}
    for proof in (True, False):
        out = tmp_path / str(proof)
        args = ["build", "pdf", "--cards", str(CARDS), "--out", str(out), "--paper", "a4", "--backs", "none",
                "--only", "chispazo", "--workers", "1"] + (["--proof"] if proof else [])
        assert run(*args).exit_code == 0
        image = rasterise(out / "pdf" / "base-revision-a4.pdf", 1, 300, tmp_path / str(proof))
        # the dashed safe-zone line, 3 mm inside the left cut, in cyan
        column = [pixel(image, xs[0] + 3.0 + dx, ys[0] + y, 300) for y in range(10, 80) for dx in (-0.05, 0.05)]
        found[proof] = any(b > 150 and r < 100 for r, g, b in column)
    assert found == {True: True, False: False}


def test_deck_copies_fill_the_sheets(tmp_path, bundled):
    deck = next(d for d in bundled.decks if d.set_codes == ("base",))
    stem = deck.source.file.stem
    out = tmp_path / "out"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--deck", stem, "--paper", "a4",
                 "--backs", "none", "--workers", "2")
    assert result.exit_code == 0, result.output
    assert len(page_sizes_mm(out / "pdf" / f"{stem}-a4.pdf")) == math.ceil(deck.size / 9)
